/**
 * `bridgescore series SESSION.json…` on the example season (examples/season: 22 club nights, each the JSON of
 * `bridgescore pairs -f json`): each rule of the command line against the table computed by hand from the
 * sessions' own percentages, the formats, and the error paths — a file that is not a session (exit 1, naming
 * the file and the field), two sessions with one id, sessions of two masterpoint scales, rules that exclude
 * each other (exit 2), and an output file written whole or not at all.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { runInProcess } from '../helpers/cli.js';

const DIR = 'examples/season/sessions';
const FILES = readdirSync(DIR)
  .filter((f) => f.endsWith('.json'))
  .sort()
  .map((f) => `${DIR}/${f}`);
const inputs: Record<string, Uint8Array> = Object.fromEntries(FILES.map((f) => [f, readFileSync(f)]));

interface PairsRow {
  readonly percentage: number | null;
  readonly masterpoints?: number | null;
  readonly players: readonly { readonly name: string; readonly id?: string }[];
}
interface PairsDoc {
  readonly event: { readonly scoring: string; readonly date: string };
  readonly ranking: readonly PairsRow[];
}
const docs = FILES.map((f) => JSON.parse(readFileSync(f, 'utf8')) as PairsDoc);

interface SeriesRow {
  place: string;
  key: string;
  played: number;
  counted: number;
  score: string | null;
  fraction: string | null;
  countedSessions: string[];
  droppedSessions: string[];
  qualified: boolean;
  sessions: { session: string; counted: boolean; via: string; partner: string | null; score: string; fraction: string }[];
  carryForward: { score: string } | null;
}

async function series(args: string[], files: Record<string, string | Uint8Array> = inputs) {
  return runInProcess(['series', ...(args.some((a) => a.endsWith('.json')) ? [] : FILES), ...args], files);
}

async function rows(args: string[]): Promise<SeriesRow[]> {
  const r = await series([...args, '-f', 'json']);
  expect(r.code, r.stderr).toBe(0);
  return (JSON.parse(r.stdout) as { rows: SeriesRow[] }).rows;
}

/** A player's matchpoint percentages by session, straight from the sessions' JSON (what the table must use). */
function percentagesOf(id: string): number[] {
  const out: number[] = [];
  for (const d of docs) {
    if (d.event.scoring !== 'matchpoints') continue;
    const row = d.ranking.find((r) => r.players.some((p) => p.id === id));
    if (row?.percentage != null) out.push(row.percentage);
  }
  return out;
}

const mean = (xs: readonly number[]): number => xs.reduce((a, b) => a + b, 0) / xs.length;

/** The arguments of a night (examples/season/nights/NN/args), with its quoted title kept whole. */
function nightArgs(night: string): string[] {
  return (readFileSync(`${night}/args`, 'utf8').match(/"[^"]*"|\S+/g) ?? []).map((a) => a.replace(/^"|"$/g, ''));
}

describe('the example season', () => {
  it('each night still scores to the session JSON that is shipped (what examples/season/score.sh writes)', async () => {
    const nights = readdirSync('examples/season/nights').sort();
    expect(nights).toHaveLength(22);
    const register = 'examples/season/register.csv';
    for (const n of nights) {
      const night = `examples/season/nights/${n}`;
      const files = {
        [`${night}/travellers.csv`]: readFileSync(`${night}/travellers.csv`),
        [`${night}/names.csv`]: readFileSync(`${night}/names.csv`),
        [register]: readFileSync(register),
      };
      const r = await runInProcess(
        ['pairs', `${night}/travellers.csv`, '--names', `${night}/names.csv`, '--handicap', register, ...nightArgs(night), '-f', 'json'],
        files,
      );
      expect(r.code, r.stderr).toBe(0);
      expect(r.stdout, n).toBe(readFileSync(`${DIR}/night-${n}.json`, 'utf8'));
    }
  });
});

describe('bridgescore series on the example season', () => {
  it('reads 22 sessions, 20 of them matchpointed: every player, every percentage', async () => {
    const all = await rows([]);
    expect(all).toHaveLength(22);
    for (const r of all) {
      const pcts = percentagesOf(r.key.replace(/^id:/, ''));
      expect(r.played, r.key).toBe(pcts.length);
      expect(Number(r.score), r.key).toBeCloseTo(mean(pcts), 3);
    }
  });

  it('best 10: the ten highest of each player, the rest dropped', async () => {
    for (const r of await rows(['--best', '10'])) {
      const pcts = percentagesOf(r.key.replace(/^id:/, '')).sort((a, b) => b - a);
      expect(r.counted).toBe(Math.min(10, pcts.length));
      expect(Number(r.score), r.key).toBeCloseTo(mean(pcts.slice(0, 10)), 3);
      expect(r.droppedSessions.length + r.countedSessions.length).toBe(r.played);
      expect(r.sessions.filter((e) => e.counted).map((e) => e.session)).toEqual(r.countedSessions);
    }
  });

  it('places follow the exact scores, shared places marked "="', async () => {
    const all = await rows(['--best', '10']);
    for (let i = 1; i < all.length; i++) {
      const [a, b] = [all[i - 1] as SeriesRow, all[i] as SeriesRow];
      const tied = a.fraction === b.fraction;
      expect(tied ? a.place === b.place && a.place.endsWith('=') : parseInt(a.place) < parseInt(b.place), `${a.key} ${b.key}`).toBe(true);
    }
  });

  it('a minimum of sessions leaves the others unranked, at the end', async () => {
    const all = await rows(['--min-sessions', '19']);
    const ranked = all.filter((r) => r.place !== '');
    expect(ranked.every((r) => r.played >= 19 && r.qualified)).toBe(true);
    expect(all.slice(ranked.length).every((r) => r.played < 19 && !r.qualified && r.place === '')).toBe(true);
    expect(ranked.length).toBeGreaterThan(0);
    expect(ranked.length).toBeLessThan(all.length);
  });

  it('the last M sessions: a rolling table', async () => {
    const all = await rows(['--of', '5']);
    expect(all.every((r) => r.countedSessions.every((s) => s >= 'night-18'))).toBe(true);
  });

  it('IMP sessions count by the stated formula only when asked', async () => {
    const without = await rows([]);
    expect(without.every((r) => r.sessions.every((e) => e.via === 'percentage'))).toBe(true);
    const withImps = await rows(['--imps', 'ebu-ngs']);
    expect(withImps.some((r) => r.sessions.some((e) => e.via === 'imps' && e.session === 'night-07'))).toBe(true);
  });

  it('a cross-IMP session enters per comparison: 50 % + 6.5 % × its cross-IMPs over the results it was compared with', async () => {
    const night = JSON.parse(readFileSync(`${DIR}/night-07.json`, 'utf8')) as {
      ranking: { pair: string; direction: string; total: number; players: { id: string }[] }[];
      boards: { results: { ns: string; ew: string; impNS: number | null }[] }[];
    };
    const all = await rows(['--imps', 'ebu-ngs']);
    let checked = 0;
    for (const r of night.ranking) {
      let comparisons = 0;
      for (const b of night.boards) {
        const scored = b.results.filter((x) => x.impNS !== null);
        if (scored.some((x) => (r.direction === 'NS' ? x.ns : x.ew) === r.pair)) comparisons += scored.length - 1;
      }
      const expected = 50 + 6.5 * (r.total / comparisons);
      for (const p of r.players) {
        const entry = all.find((x) => x.key === `id:${p.id}`)?.sessions.find((e) => e.session === 'night-07');
        const [n, d] = (entry?.fraction ?? '0/1').split('/').map(Number) as [number, number];
        expect(n / d, p.id).toBeCloseTo(expected, 6);
        checked++;
      }
    }
    expect(checked).toBe(20);
    // and no converted session is off the percentage scale
    const converted = all.flatMap((r) => r.sessions.filter((e) => e.via === 'imps').map((e) => Number(e.score)));
    expect(converted.length).toBe(40);
    for (const v of converted) expect(v > 0 && v < 100, String(v)).toBe(true);
  });

  it('masterpoints added up, in the scale of the sessions', async () => {
    const all = await rows(['--measure', 'masterpoints']);
    const total = docs.reduce((n, d) => n + d.ranking.reduce((m, r) => m + 2 * (r.masterpoints ?? 0), 0), 0);
    expect(all.reduce((n, r) => n + Number(r.score), 0)).toBe(total);
    expect(total).toBeGreaterThan(0);
  });

  it('by pair: one line per partnership', async () => {
    const all = await rows(['--by', 'pair']);
    expect(all.every((r) => /^id:\d+\+id:\d+$/.test(r.key))).toBe(true);
    expect(all.reduce((n, r) => n + r.played, 0)).toBe(20 * 10);
  });

  it('a carry forward of 1/4 is a quarter of the score, in its own column', async () => {
    const all = await rows(['--carry-forward', '25%']);
    for (const r of all) expect(Number(r.carryForward?.score)).toBeCloseTo(Number(r.score) / 4, 3);
    const table = await series(['--carry-forward', '1/4']);
    expect(table.stdout).toContain('Carried forward');
  });

  it('most improved against last season, read from its own JSON', async () => {
    const last = await series(['-f', 'json', ...FILES.slice(0, 11)]);
    const files = { ...inputs, 'last.json': last.stdout };
    const r = await series(['--measure', 'improved', '--previous', 'last.json', '-f', 'json', ...FILES.slice(11)], files);
    expect(r.code, r.stderr).toBe(0);
    const improved = (JSON.parse(r.stdout) as { rows: (SeriesRow & { previous: { score: string } | null })[] }).rows;
    const first = improved[0] as SeriesRow & { previous: { score: string } | null };
    expect(first.previous).not.toBeNull();
  });

  it('writes the same bytes twice, and chooses the format by the output name', async () => {
    const a = await series(['--best', '10', '-f', 'html', '--lang', 'nb']);
    const b = await series(['--best', '10', '-f', 'html', '--lang', 'nb']);
    expect(a.stdout).toBe(b.stdout);
    expect(a.stdout).toContain('<html lang="nb">');
    expect(a.stdout).toContain('href="night-01.html"');
    expect(a.stdout).toContain('id="players"');
  });

  it('speaks five languages on the page', async () => {
    const heads = new Set<string>();
    for (const lang of ['en', 'nb', 'sv', 'da', 'fi']) {
      const r = await series(['--lang', lang, '-f', 'html']);
      expect(r.code, r.stderr).toBe(0);
      heads.add(/<h1>([^<]*)<\/h1>/.exec(r.stdout)?.[1] ?? '');
    }
    expect(heads.size).toBe(5);
  });
});

describe('bridgescore series refuses, naming the file and the field', () => {
  const one = FILES[0] as string;

  it.each([
    ['not JSON', 'x.json', 'not json at all', /x\.json: not JSON/],
    ['a JSON that is no session', 'x.json', '{"kind":"nothing"}', /x\.json/],
    ['a season table given as a session', 'x.json', '{"schemaVersion":1,"kind":"series","rows":[]}', /x\.json.*kind.*season table/],
  ])('%s: exit 1', async (_name, file, text, message) => {
    const r = await series([one, file], { ...inputs, [file]: text });
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(message);
    expect(r.stdout).toBe('');
  });

  it('the same session twice: exit 1, both files named', async () => {
    const r = await series([one, 'copy.json'], { ...inputs, 'copy.json': inputs[one] as Uint8Array });
    expect(r.code).toBe(0); // ids come from the file names: two files, two sessions
    const doc = JSON.parse(readFileSync(one, 'utf8')) as { event: Record<string, unknown> };
    const withId = JSON.stringify({ ...doc, event: { ...doc.event, id: 'club-night' } });
    const twice = await series(['a.json', 'b.json'], { 'a.json': withId, 'b.json': withId });
    expect(twice.code).toBe(1);
    expect(twice.stderr).toMatch(/b\.json.*club-night.*a\.json/);
  });

  it.each([
    [['--best', '3', '--drop-lowest', '1', '--after', '5'], /exclude each other/],
    [['--drop-lowest', '2'], /needs --after/],
    [['--best', '6', '--of', '4'], /cannot exceed --of/],
    [['--measure', 'improved'], /needs --previous/],
    [['--carry-forward', '3/2'], /between 0 and 1/],
    [['--best', '0'], /at least 1/],
    [['--best', '1'.repeat(400)], /whole number/],
    [['--link-pattern', '{nope}.html'], /unknown placeholder/],
  ])('%j: exit 2', async (args, message) => {
    const r = await series(args);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(message);
  });
});
