/**
 * The complexity cases: inputs that once cost far more than their size (quadratic or worse), each as a
 * command line on a small and a large input made by a generator, and the budget the large run may cost as a
 * ratio of the small run (CPU time and memory), so that no machine's speed enters the test. Used by
 * test/fuzz/complexity.test.ts (every run) and scripts/fuzz.mjs (the long run, which prints the ratios).
 *
 *   case.files(n) → { name: text } written to a scratch folder; case.argv(n, dir) → the command line
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const CONTRACTS = ['4S,N,=', '4S,N,+1', '3NT,S,-1', '4H,E,=', '2S,N,+2', '5C,W,-2', '3NT,N,=', '4S,N,-1', '1NT,S,+1', '6S,N,-1'];

/** A deterministic stream of numbers in [0, 1). */
function lcg(seed) {
  let s = seed;
  return () => (s = (s * 1103515245 + 12345) % 2147483648) / 2147483648;
}

/** A Swiss teams event of n contestants after three rounds (n odd: a bye each round). */
function swissFiles(n) {
  const r = lcg(7);
  const contestants = ['id,name,club,rank', ...Array.from({ length: n }, (_, i) => `${i + 1},Team ${i + 1},Club ${i % 50},${i + 1}`)];
  const results = ['round,home,away,imps_home,imps_away,boards,vp_home,vp_away'];
  for (let round = 1; round <= 3; round++) {
    const ids = Array.from({ length: n }, (_, i) => i + 1);
    for (let i = ids.length - 1; i > 0; i--) {
      const j = Math.floor(r() * (i + 1));
      [ids[i], ids[j]] = [ids[j], ids[i]];
    }
    for (let i = 0; i + 1 < n; i += 2) {
      const a = Math.floor(r() * 40);
      const b = Math.floor(r() * 40);
      const vp = Math.max(0, Math.min(20, 10 + (a - b) / 4));
      results.push(`${round},${ids[i]},${ids[i + 1]},${a},${b},8,${vp.toFixed(2)},${(20 - vp).toFixed(2)}`);
    }
    if (n % 2 === 1) results.push(`${round},${ids[n - 1]},BYE,,,,,`);
  }
  return { 'contestants.csv': contestants.join('\n') + '\n', 'results.csv': results.join('\n') + '\n' };
}

/** One board with n results, every pair playing it once. */
function oneBoard(n) {
  const out = ['board,ns,ew,contract,declarer,result'];
  for (let i = 0; i < n; i++) out.push(`1,${2 * i + 1},${2 * i + 2},${CONTRACTS[(i * 7) % 8]}`);
  return { 't.csv': out.join('\n') + '\n' };
}

/** n sections of one board played at two tables. */
function sections(n) {
  const out = ['board,section,ns,ew,contract,declarer,result'];
  for (let s = 0; s < n; s++) for (let t = 0; t < 2; t++) out.push(`1,S${s},${2 * t + 1},${2 * t + 2},${CONTRACTS[(s + t) % 8]}`);
  return { 't.csv': out.join('\n') + '\n' };
}

/** Boards 1 to n, board k played k times: as many Neuberg group sizes as boards. */
function neubergBoards(n) {
  const out = ['board,ns,ew,contract,declarer,result'];
  for (let b = 1; b <= n; b++) for (let i = 0; i < b; i++) out.push(`${b},${2 * i + 1},${2 * i + 2},${CONTRACTS[(i * 7 + b) % 10]}`);
  return { 't.csv': out.join('\n') + '\n' };
}

/** n lines, each with a score that disagrees with its contract: a warning a line. */
function warningALine(n) {
  const out = ['board,ns,ew,contract,declarer,result,score'];
  for (let i = 0; i < n; i++) out.push(`${1 + (i % 100)},${2 * Math.floor(i / 100) + 1},${2 * Math.floor(i / 100) + 2},4S,N,=,450`);
  return { 't.csv': out.join('\n') + '\n' };
}

/** n lines of 100 boards, each by a pair of its own: every pair misses 99 boards of its field. */
function pairsOfOneBoard(n) {
  const out = ['board,ns,ew,contract,declarer,result'];
  for (let i = 0; i < n; i++) out.push(`${1 + (i % 100)},${2 * i + 1},${2 * i + 2},${CONTRACTS[i % 10]}`);
  return { 't.csv': out.join('\n') + '\n' };
}

/** A movement of n tables with board ranges (100 tables a round), and one traveller line of it. */
function movementRows(n) {
  const rows = ['round,table,ns,ew,boards'];
  for (let t = 1; t <= n; t++) {
    const set = (t - 1) % 2400;
    rows.push(`${1 + Math.floor((t - 1) / 100)},${1 + ((t - 1) % 100)},${n + t},${3 * n + t},${set * 4 + 1}-${set * 4 + 4}`);
  }
  return { 'm.csv': rows.join('\n') + '\n', 't.csv': `board,ns,ew,contract,declarer,result\n1,${n + 1},${3 * n + 1},4S,N,=\n` };
}

/** A movement of n rows of 50 boards each (100 tables a round) and one traveller line: n × 50 results missing. */
function movementMissing(n) {
  const rows = ['round,table,ns,ew,boards'];
  for (let t = 1; t <= n; t++) {
    const set = (t - 1) % 199;
    rows.push(`${1 + Math.floor((t - 1) / 100)},${1 + ((t - 1) % 100)},${n + t},${3 * n + t},${set * 50 + 1}-${set * 50 + 50}`);
  }
  return { 'm.csv': rows.join('\n') + '\n', 't.csv': `board,ns,ew,contract,declarer,result\n1,${n + 1},${3 * n + 1},4S,N,=\n` };
}

/**
 * A handicap register whose newest official HC is of March, n years before 2026: the next run computes one
 * official HC every second month from there (made by the built program itself, as a club's first night would).
 */
function registerYearsBack(n) {
  const bin = fileURLToPath(new URL('../../bin/bridgescore.js', import.meta.url));
  const dir = mkdtempSync(join(tmpdir(), 'bridgescore-hc-walk-'));
  try {
    const db = join(dir, 'h.sqlite');
    writeFileSync(join(dir, 'r.csv'), 'id,name,hc\n1,A,10\n2,B,20\n');
    for (const argv of [
      ['handicap', 'register', 'import', join(dir, 'r.csv'), '--db', db],
      ['handicap', 'run', '--db', db, '--as-of', `${2026 - n}-03-01`],
    ]) {
      const r = spawnSync(process.execPath, [bin, ...argv], { encoding: 'utf8' });
      if (r.status !== 0) throw new Error(`${argv.join(' ')}: ${r.stderr}`);
    }
    return { 'h.sqlite': readFileSync(db) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Each case: the sizes (small, large), the budget of the large run as a multiple of the small one's CPU time
 * and memory, and what it cost before it was fixed (for the record).
 */
export const COMPLEXITY_CASES = [
  {
    name: 'swiss: pairing an odd field of 999 teams (the bye)',
    sizes: [99, 999],
    files: swissFiles,
    argv: (n, dir) => [
      'swiss',
      join(dir, 'results.csv'),
      '--contestants',
      join(dir, 'contestants.csv'),
      '--rounds',
      '9',
      '--boards-per-round',
      '8',
      '--format',
      'csv',
      '-o',
      join(dir, 'out.csv'),
    ],
    budget: { cpu: 30, memory: 4 },
    before: '73 s at 999 teams (a blossom matching on the complete graph)',
  },
  {
    name: 'pairs --format html: one board of 1,000 results',
    sizes: [100, 1000],
    files: oneBoard,
    argv: (n, dir) => ['pairs', join(dir, 't.csv'), '--format', 'html', '-o', join(dir, 'out.html')],
    budget: { cpu: 20, memory: 4 },
    before: '30 s (the rounds of the event worked out again for every score card)',
  },
  {
    name: 'pairs --format html -o folder/: 1,000 sections',
    sizes: [100, 1000],
    files: sections,
    argv: (n, dir) => ['pairs', join(dir, 't.csv'), '--format', 'html', '-o', join(dir, 'site') + '/'],
    budget: { cpu: 20, memory: 4 },
    before: '8.6 s single page, 79 s as a folder (every page counted the tables over every line; a map of all pairs per card)',
  },
  {
    name: 'pairs: boards of 1 to 300 results (Neuberg values of 300 group sizes)',
    sizes: [100, 300],
    files: neubergBoards,
    argv: (n, dir) => ['pairs', join(dir, 't.csv'), '--format', 'json', '-o', join(dir, 'out.json')],
    budget: { cpu: 6, memory: 3 },
    before: '34 s (a gcd of numbers of hundreds of digits for every board a pair missed)',
  },
  {
    name: 'pairs: a warning on every one of 100,000 lines',
    sizes: [10000, 100000],
    files: warningALine,
    argv: (n, dir) => ['pairs', join(dir, 't.csv'), '--format', 'json', '-o', join(dir, 'out.json')],
    budget: { cpu: 15, memory: 4 },
    before: '45 s and 1.9 GB',
  },
  {
    name: 'pairs: 100,000 lines, each two pairs at one board of 100 (99 sit-out boards credited to each of 200,000 pairs)',
    sizes: [10000, 100000],
    files: pairsOfOneBoard,
    argv: (n, dir) => ['pairs', join(dir, 't.csv'), '--format', 'json', '-o', join(dir, 'out.json')],
    budget: { cpu: 8, memory: 4.5 },
    before: '52 s and 3.4 GB at 100,000 lines (an exact product per board missed); then 16.6 s and 1.57 GB (an object per board missed)',
  },
  {
    name: 'validate --movement: 20,000 rows with board ranges',
    sizes: [2000, 20000],
    files: movementRows,
    argv: (n, dir) => ['validate', join(dir, 't.csv'), '--movement', join(dir, 'm.csv')],
    budget: { cpu: 20, memory: 4 },
    before: "22 s (the list of a section's pairs copied for every pair added)",
  },
  {
    name: 'validate --movement: a million scheduled results missing (20,000 rows of 50 boards)',
    sizes: [2000, 20000],
    files: movementMissing,
    argv: (n, dir) => ['validate', join(dir, 't.csv'), '--movement', join(dir, 'm.csv')],
    budget: { cpu: 20, memory: 6 },
    before: '22.7 s and 547 MB (a "no result" error built for each of the million before twenty were printed)',
  },
  {
    name: 'handicap run: every second month from an official HC 126 years back (the earliest --as-of, 1900)',
    sizes: [10, 126],
    files: registerYearsBack,
    argv: (n, dir) => ['handicap', 'run', '--db', join(dir, 'h.sqlite'), '--as-of', '2026-01-01'],
    budget: { cpu: 20, memory: 3 },
    before: 'minutes (--as-of 9999-12-01, or a run after one --as-of 0001-03-01: 12,150 empty official HCs, 35 s)',
  },
  {
    name: 'movement check: 20,000 rows with board ranges',
    sizes: [2000, 20000],
    files: movementRows,
    argv: (n, dir) => ['movement', 'check', join(dir, 'm.csv')],
    budget: { cpu: 20, memory: 4 },
    before: '31 s and 691 MB',
  },
  {
    name: 'movement suggest: 100 pairs, 200 boards',
    sizes: [20, 100],
    files: () => ({}),
    argv: (n) => ['movement', 'suggest', '--pairs', String(n), '--boards', String(2 * n)],
    budget: { cpu: 10, memory: 4 },
    before: '17 s',
  },
];

/**
 * Runs a case at its two sizes, each in a process of its own with the probe preloaded. Returns what each
 * cost and the ratios large/small. The small run is the better of two (the first warms the disk cache).
 */
export function measureCase(c, root, scratch) {
  const probe = join(root, 'test', 'fuzz', 'complexity-probe.cjs');
  const bin = join(root, 'bin', 'bridgescore.js');
  const runAt = (n) => {
    const dir = mkdtempSync(join(scratch, 'case-'));
    for (const [name, text] of Object.entries(c.files(n))) writeFileSync(join(dir, name), text);
    const out = join(dir, 'probe.json');
    const r = spawnSync(process.execPath, ['--require', probe, bin, ...c.argv(n, dir)], {
      encoding: 'utf8',
      env: { ...process.env, NO_COLOR: '1', COMPLEXITY_OUT: out },
      timeout: 300_000,
      maxBuffer: 64 * 1024 * 1024,
    });
    const cost = JSON.parse(readFileSync(out, 'utf8'));
    rmSync(dir, { recursive: true, force: true });
    return { n, status: r.status, stderr: r.stderr.slice(0, 2000), ...cost };
  };
  const a = runAt(c.sizes[0]);
  const b = runAt(c.sizes[0]);
  const small = a.cpuMs <= b.cpuMs ? a : b;
  const large = runAt(c.sizes[1]);
  return { small, large, cpu: large.cpuMs / small.cpuMs, memory: large.maxRssKb / small.maxRssKb };
}
