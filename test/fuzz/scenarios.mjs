/**
 * The fuzz's seed inputs: every command of the program over the project's own files (the examples, the
 * conformance files, the Bridgemate session), each a command line, the files it reads and which of them
 * are mutated.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

const latin1 = new TextDecoder('latin1');
const enc = new TextEncoder();

/** The name of a damaged handicap database among a scenario's files (its bytes come from attachDatabase). */
export const DB_FILE = 'handicap.sqlite';

/**
 * The scenarios: a command line over named input files, the files it reads, and which of them are mutated.
 * `{db}` in an argument is a fresh handicap database for the run (`db: 'empty'` or `'register'`: one with the
 * member list of examples/handicap loaded; `'damaged'`: the file `DB_FILE`, mutated like any other input).
 */
/**
 * How many events of two event JSON files have players of their own: 2 when both read and their players'
 * ids differ (two events, whatever their titles and dates), 0 when either does not read (nothing to check).
 */
function distinctFields(a, b) {
  const players = (bytes) => {
    try {
      const e = JSON.parse(new TextDecoder().decode(bytes));
      return JSON.stringify(
        (e.ranking ?? [])
          .flatMap((r) => (r.players ?? []).map((p) => p.id ?? p.name))
          .map(String)
          .sort(),
      );
    } catch {
      return undefined;
    }
  };
  const x = players(a);
  const y = players(b);
  return x === undefined || y === undefined ? 0 : x === y ? 1 : 2;
}

export function loadScenarios(root) {
  const read = (p) => new Uint8Array(readFileSync(join(root, p)));
  const ex = (dir, names) => Object.fromEntries(names.map((n) => [n, read(`examples/${dir}/${n}`)]));
  const conf = join(root, 'test/fixtures/conformance');
  const scenarios = [];
  const add = (s) => scenarios.push({ variants: [[]], ...s, targets: s.targets ?? Object.keys(s.files) });

  const club = ex('club-session', ['travellers.csv', 'names.csv', 'movement.csv', 'register.csv']);
  for (const format of ['table', 'csv', 'json', 'html', 'pbn', 'usebio']) {
    add({
      ...(format === 'pbn' || format === 'usebio' ? { readBack: `out.${format}` } : {}),
      name: `pairs club --format ${format}`,
      files: club,
      argv: ['pairs', 'travellers.csv', '--names', 'names.csv', '--movement', 'movement.csv', '--format', format, '-o', `out.${format}`],
      variants:
        format === 'table'
          ? [[], ['--boards'], ['--scorecards'], ['--scoring', 'butler'], ['--scoring', 'cross-imps']]
          : format === 'csv'
            ? [[], ['--boards']]
            : [[]],
      targets: ['travellers.csv', 'names.csv', 'movement.csv'],
      outputs: [`out.${format}`],
    });
  }
  add({
    name: 'pairs club --handicap',
    files: club,
    argv: ['pairs', 'travellers.csv', '--names', 'names.csv', '--handicap', 'register.csv'],
    variants: [[], ['--hc-updates', '--format', 'csv']],
    targets: ['register.csv', 'names.csv'],
  });
  add({ name: 'validate club', files: club, argv: ['validate', 'travellers.csv', '--movement', 'movement.csv'], targets: ['travellers.csv', 'movement.csv'] });
  add({ name: 'explain club', files: club, argv: ['explain', 'travellers.csv', '--board', '17'], targets: ['travellers.csv'] });
  add({
    name: 'movement check club',
    files: club,
    argv: ['movement', 'check', 'movement.csv'],
    variants: [[], ['--complete', 'mitchell']],
    targets: ['movement.csv'],
  });

  const rulings = ex('rulings', ['travellers.csv', 'names.csv', 'movement.csv', 'adjustments.csv', 'penalties.csv']);
  const rulingsArgs = [
    'travellers.csv',
    '--names',
    'names.csv',
    '--movement',
    'movement.csv',
    '--adjustments',
    'adjustments.csv',
    '--penalties',
    'penalties.csv',
  ];
  add({
    name: 'pairs rulings',
    files: rulings,
    argv: ['pairs', ...rulingsArgs, '-o', 'out.json', '--format', 'json'],
    variants: [[], ['--scoring', 'butler']],
    outputs: ['out.json'],
  });
  add({
    name: 'pairs rulings --format usebio',
    files: rulings,
    argv: ['pairs', ...rulingsArgs, '--format', 'usebio', '-o', 'out.xml'],
    targets: ['adjustments.csv', 'travellers.csv'],
    outputs: ['out.xml'],
    readBack: 'out.xml',
  });
  add({
    name: 'pairs rulings --format pbn',
    files: rulings,
    argv: ['pairs', ...rulingsArgs, '--format', 'pbn', '-o', 'out.pbn'],
    targets: ['adjustments.csv', 'travellers.csv'],
    outputs: ['out.pbn'],
    readBack: 'out.pbn',
  });
  add({
    name: 'explain rulings',
    files: rulings,
    argv: ['explain', 'travellers.csv', '--adjustments', 'adjustments.csv', '--board', '12'],
    targets: ['travellers.csv', 'adjustments.csv'],
  });
  add({ name: 'movement check rulings', files: rulings, argv: ['movement', 'check', 'movement.csv'], targets: ['movement.csv'] });

  const two = ex('two-sessions', ['evening-1.csv', 'evening-2.csv', 'names.csv', 'carry-over.csv']);
  add({
    name: 'pairs two sessions',
    files: two,
    argv: [
      'pairs',
      'evening-1.csv',
      'evening-2.csv',
      '--session-per-file',
      '--names',
      'names.csv',
      '--carry-over',
      'carry-over.csv',
      '--format',
      'csv',
      '-o',
      'out.csv',
    ],
    outputs: ['out.csv'],
  });
  const individual = ex('individual', ['travellers.csv', 'names.csv', 'register.csv']);
  add({
    name: 'pairs individual',
    files: individual,
    argv: ['pairs', 'travellers.csv', '--names', 'names.csv', '--handicap', 'register.csv', '--format', 'json', '-o', 'out.json'],
    outputs: ['out.json'],
  });

  for (const f of readdirSync(conf)
    .filter((x) => /^\d/.test(x))
    .sort()) {
    const files = { [f]: read(`test/fixtures/conformance/${f}`) };
    add({
      name: `pairs ${f}`,
      files,
      argv: ['pairs', f],
      variants: [
        ['-o', 'out'],
        ['--format', 'json', '-o', 'out'],
        ['--format', 'pbn', '-o', 'out'],
        ['--format', 'usebio', '-o', 'out'],
        ['--compare'],
        ['--boards', '--format', 'csv', '-o', 'out'],
      ],
      outputs: ['out'],
    });
    add({ name: `validate ${f}`, files, argv: ['validate', f] });
    add({ name: `explain ${f}`, files, argv: ['explain', f, '--board', '1'] });
  }
  const bm = { 'club.bws': read('test/fixtures/bridgemate/club-2026-01-19.bws'), 'hands.pbn': read('test/fixtures/bridgemate/club-2026-01-19-hands.pbn') };
  add({ name: 'pairs bws', files: bm, argv: ['pairs', 'club.bws', '--deals', 'hands.pbn', '--format', 'html', '-o', 'out.html'], outputs: ['out.html'] });
  add({
    name: 'pairs --deals',
    files: { ...bm, 'travellers.csv': club['travellers.csv'] },
    argv: ['pairs', 'travellers.csv', '--deals', 'hands.pbn', '--format', 'json'],
    targets: ['hands.pbn'],
  });

  const rr = ex('teams/round-robin', ['matches.csv', 'teams.csv', 'penalties.csv']);
  add({
    name: 'teams round robin',
    files: rr,
    argv: ['teams', '--matches', 'matches.csv', '--names', 'teams.csv', '--penalties', 'penalties.csv', '--final', '--output', 'out.txt'],
    variants: [[], ['--format', 'csv'], ['--format', 'json'], ['--format', 'html'], ['--form', 'oslo']],
    outputs: ['out.txt'],
  });
  const pm = ex('teams/pbn-match', ['match.pbn', 'results.csv']);
  add({
    name: 'teams pbn match',
    files: pm,
    argv: ['teams', '--results', 'match.pbn', '--output', 'out.txt'],
    variants: [[], ['--format', 'pbn'], ['--form', 'bam']],
    targets: ['match.pbn'],
    outputs: ['out.txt'],
  });
  add({
    name: 'teams csv results',
    files: pm,
    argv: ['teams', '--results', 'results.csv', '--output', 'out.txt'],
    variants: [[], ['--format', 'json'], ['--knockout']],
    targets: ['results.csv'],
    outputs: ['out.txt'],
  });

  const swissResults = [1, 2, 3].map((r) =>
    latin1
      .decode(read(`examples/swiss/results/round-${r}.csv`))
      .split('\n')
      .slice(1)
      .join('\n'),
  );
  const swiss = {
    'contestants.csv': read('examples/swiss/contestants.csv'),
    'results.csv': enc.encode('round,home,away,imps_home,imps_away,boards,vp_home,vp_away\n' + swissResults.join('')),
  };
  add({
    name: 'swiss',
    files: swiss,
    argv: ['swiss', 'results.csv', '--contestants', 'contestants.csv', '--rounds', '7', '--boards-per-round', '8', '--output', 'out.txt'],
    variants: [[], ['--format', 'csv'], ['--format', 'json'], ['--kind', 'pairs', '--seed', '7']],
    outputs: ['out.txt'],
  });

  const hcRegister = read('examples/handicap/register.csv');
  const hc = { 'register.csv': hcRegister };
  for (const f of readdirSync(join(root, 'examples/handicap/incoming')).sort()) hc[f] = read(`examples/handicap/incoming/${f}`);
  const events = Object.keys(hc).filter((f) => f.endsWith('.json'));
  add({
    name: 'handicap register import',
    files: hc,
    argv: ['handicap', 'register', 'import', 'register.csv', '--db', '{db}'],
    targets: ['register.csv'],
    db: 'empty',
  });
  add({
    name: 'handicap import',
    files: hc,
    argv: ['handicap', 'import', ...events, '--db', '{db}', '--now', '2026-10-22T02:00:00Z'],
    targets: events,
    db: 'register',
    // after an import that succeeded, the calculation and the export run over what was imported
    then: [
      ['handicap', 'run', '--db', '{db}', '--as-of', '2026-11-01'],
      ['handicap', 'export', '--db', '{db}', '--format', 'json'],
    ],
  });
  // Two clubs' events of one date and Bridgemate's default title, neither with an id of its own: both are
  // kept (neither is taken as a correction of the other), whatever else the mutations do to them.
  const sameTitle = (name, date) => {
    const e = JSON.parse(new TextDecoder().decode(hc[name]));
    e.event.title = 'Bridge game';
    e.event.date = date;
    delete e.event.id;
    return enc.encode(JSON.stringify(e, null, 2));
  };
  const twoOfOneTitle = {
    ...hc,
    'club-a.json': sameTitle('2026-10-06-oslo.json', '2026-10-06'),
    'club-b.json': sameTitle('2026-10-14-bergen.json', '2026-10-06'),
  };
  add({
    name: 'handicap import, two events of one date and title',
    files: twoOfOneTitle,
    argv: ['handicap', 'import', 'club-a.json', 'club-b.json', '--db', '{db}', '--now', '2026-10-22T02:00:00Z'],
    targets: ['club-a.json', 'club-b.json'],
    db: 'register',
    // the events the register must hold after an import that succeeded: two while their players differ
    distinct: (files) => distinctFields(files['club-a.json'], files['club-b.json']),
    then: [
      ['handicap', 'run', '--db', '{db}', '--as-of', '2026-11-01'],
      ['handicap', 'export', '--db', '{db}', '--format', 'json'],
    ],
  });
  add({
    name: 'pairs --handicap db',
    files: club,
    argv: ['pairs', 'travellers.csv', '--names', 'names.csv', '--handicap', '{db}', '--date', '2026-11-15'],
    targets: ['names.csv', 'travellers.csv'],
    db: 'register',
  });
  // The database itself damaged: the register after a night's imports and a calculation (attachDatabase).
  const damaged = [
    ['handicap run', ['handicap', 'run', '--db', '{db}', '--as-of', '2026-12-01']],
    ['handicap export', ['handicap', 'export', '--db', '{db}', '--format', 'json']],
    ['handicap explain', ['handicap', 'explain', '10002', '--db', '{db}']],
    ['handicap import', ['handicap', 'import', '2026-10-06-oslo.json', '--db', '{db}', '--now', '2026-10-23T02:00:00Z', '--late-correction']],
    ['pairs --handicap', ['pairs', 'travellers.csv', '--names', 'names.csv', '--handicap', '{db}', '--date', '2026-11-15']],
  ];
  for (const [name, argv] of damaged) add({ name: `${name} on a damaged database`, files: { ...club, ...hc }, argv, targets: [DB_FILE], db: 'damaged' });
  for (const s of scenarios) if (s.db === 'register') s.register = hcRegister;
  return scenarios;
}
