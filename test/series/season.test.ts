// Season tables: each rule table-driven on small sessions, reading `pairs` JSON (errors name file and field),
// properties (a session added changes only its players' rows; session order does not matter), and a fixture
// season of 22 club sessions written by the real program (examples/season: make-season.mjs, score.sh).
import fc from 'fast-check';
import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { computeSeason, fromDouble, q, readSession, toFixed } from '../../src/scoring/series/index.js';
import type { SeasonRow, SeasonTable, SeriesRules, SeriesSession } from '../../src/scoring/series/index.js';

const base: SeriesRules = { by: 'player', measure: 'average-percentage', imps: 'ebu-ngs', handicap: false };

/** A session where each [a, b, pct] is a pair of players a, b with that percentage. */
function session(id: string, date: string, rows: [string, string, number][], scoring: SeriesSession['scoring'] = 'matchpoints'): SeriesSession {
  return {
    id,
    date,
    title: null,
    scoring,
    pairs: rows.map(([a, b, v], i) => ({
      pair: String(i + 1),
      players: [
        { name: a, id: a },
        { name: b, id: b },
      ],
      ...(scoring === 'matchpoints' ? { percentage: q(v) } : { impsPerBoard: q(v) }),
      masterpoints: Math.max(0, v - 50),
      handicapPercentage: q(v + 1),
    })),
  };
}

function table(sessions: SeriesSession[], rules: Partial<SeriesRules> = {}): SeasonTable {
  const r = computeSeason(sessions, { ...base, ...rules });
  if (!r.ok) throw new Error(r.problems.join('; '));
  return r.table;
}
const rowOf = (t: SeasonTable, key: string): SeasonRow =>
  t.rows.find((r) => r.key === key) ??
  (() => {
    throw new Error(key);
  })();
const score = (t: SeasonTable, key: string): string => {
  const s = rowOf(t, key).score;
  return s === null ? 'null' : toFixed(s, 4);
};

const S = [
  session('s1', '2025-01-07', [
    ['a', 'b', 60],
    ['c', 'd', 40],
  ]),
  session('s2', '2025-01-14', [
    ['a', 'c', 55],
    ['b', 'd', 45],
  ]),
  session('s3', '2025-01-21', [
    ['a', 'd', 50],
    ['b', 'c', 50],
  ]),
  session('s4', '2025-01-28', [
    ['a', 'b', 70],
    ['c', 'e', 30],
  ]),
];

describe('rules', () => {
  it('average percentage, by player, shared places', () => {
    const t = table(S);
    expect(score(t, 'id:a')).toBe('58.7500');
    expect(rowOf(t, 'id:a').place).toBe('1');
    expect(score(t, 'id:b')).toBe('56.2500');
    expect(t.rows.map((r) => `${r.key}:${r.place}`)).toEqual(['id:a:1', 'id:b:2', 'id:d:3', 'id:c:4', 'id:e:5']);
  });
  it('ties are exact and shared ("1=")', () => {
    const t = table([
      session('x', '2025-01-01', [
        ['a', 'b', 55],
        ['c', 'd', 45],
      ]),
    ]);
    expect(t.rows.map((r) => r.place)).toEqual(['1=', '1=', '3=', '3=']);
  });
  it('by pair: the same two players, whatever their pair number', () => {
    const t = table(S, { by: 'pair' });
    expect(rowOf(t, 'id:a+id:b').played).toBe(2);
    expect(score(t, 'id:a+id:b')).toBe('65.0000');
  });
  it('best N of the last M sessions', () => {
    const t = table(S, { best: 2, of: 3 });
    expect(t.sessions).toEqual(['s2', 's3', 's4']);
    expect(rowOf(t, 'id:a').countedSessions).toEqual(['s2', 's4']);
    expect(score(t, 'id:a')).toBe('62.5000');
    expect(rowOf(t, 'id:a').notes).toContainEqual({ rule: 'window', of: 3, ignored: ['s1'] });
    expect(rowOf(t, 'id:a').notes).toContainEqual({ rule: 'best', n: 2, dropped: ['s3'] });
  });
  it('minimum sessions: unranked below it', () => {
    const t = table(S, { minSessions: 3 });
    expect(rowOf(t, 'id:e').rank).toBeNull();
    expect(rowOf(t, 'id:e').notes).toContainEqual({ rule: 'min-sessions', required: 3, qualified: false });
    expect(rowOf(t, 'id:a').rank).toBe(1);
  });
  it('drop the lowest past a qualifying number', () => {
    const t = table(S, { dropLowestAfter: { after: 3, drop: 1 } });
    expect(rowOf(t, 'id:a').countedSessions).toEqual(['s1', 's2', 's4']); // 50 dropped
    expect(rowOf(t, 'id:e').counted).toBe(1);
  });
  it('total masterpoints (best N by masterpoints)', () => {
    const t = table(S, { measure: 'total-masterpoints' });
    expect(score(t, 'id:a')).toBe('35.0000'); // 10 + 5 + 0 + 20
  });
  it('most improved against the previous average; none without one', () => {
    const t = table(S, { measure: 'most-improved', previous: { 'id:c': q(40), 'id:a': q(60) } });
    expect(score(t, 'id:c')).toBe('3.7500');
    expect(score(t, 'id:a')).toBe('-1.2500');
    expect(rowOf(t, 'id:b').rank).toBeNull();
    expect(t.rows[0]?.key).toBe('id:c');
  });
  it('carry forward a fraction into the final', () => {
    const t = table(S, { carryForward: { fraction: q(1, 4) } });
    const note = rowOf(t, 'id:a').notes.find((n) => n.rule === 'carry-forward');
    expect(note).toEqual({ rule: 'carry-forward', fraction: q(1, 4), carry: q(235, 16) });
  });
  it('IMP sessions by the named formula (EBU NGS 6.5 % per IMP a board; YCBC 24 boards)', () => {
    const s = [
      session(
        'i',
        '2025-02-04',
        [
          ['a', 'b', 2],
          ['c', 'd', -2],
        ],
        'cross-imps',
      ),
    ];
    expect(score(table(s), 'id:a')).toBe('63.0000');
    expect(score(table(s, { imps: 'ycbc-24' }), 'id:a')).toBe('61.2941'); // 50 + 2 × 96/17
    expect(rowOf(table(s), 'id:a').notes).toContainEqual({ rule: 'imps', formula: 'ebu-ngs', sessions: ['i'] });
  });
  it('handicap sessions by their handicap percentage when asked', () => {
    const t = table(S, { handicap: true });
    expect(score(t, 'id:a')).toBe('59.7500');
    expect(rowOf(t, 'id:a').notes).toContainEqual({ rule: 'handicap', sessions: ['s1', 's2', 's3', 's4'] });
  });
  it('refuses bad rules and duplicate sessions', () => {
    expect(computeSeason(S, { ...base, best: 3, of: 2 }).ok).toBe(false);
    expect(computeSeason(S, { ...base, measure: 'most-improved' }).ok).toBe(false);
    expect(computeSeason([...S, S[0]!], base).ok).toBe(false);
  });
});

describe('reading pairs JSON', () => {
  it('errors name the file and the field, never throw', () => {
    expect(readSession(null, 'x.json')).toEqual({ ok: false, errors: [{ file: 'x.json', field: '(root)', message: 'not a JSON object' }] });
    const r = readSession({ event: { scoring: 'matchpoints', date: 'soon' }, ranking: [{ players: 3 }] }, 'y.json');
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.errors.map((e) => `${e.file}:${e.field}`)).toEqual(['y.json:event.date', 'y.json:ranking[0].pair']);
  });
  it('percentages are exact: total / max', () => {
    const r = readSession(
      { event: { scoring: 'matchpoints' }, ranking: [{ pair: '4', players: [], total: 203.93333333333334, max: 280, percentage: 72.83333333333333 }] },
      'z.json',
    );
    expect(r.ok && r.session.pairs[0]?.percentage).toEqual(q(3059, 42)); // 203 14/15 of 280
    expect(fromDouble(0.1)).toEqual(q(1, 10));
  });
});

const DIR = 'examples/season/sessions';
const season = readdirSync(DIR)
  .filter((f) => f.endsWith('.json'))
  .sort()
  .map((f) => {
    const r = readSession(JSON.parse(readFileSync(`${DIR}/${f}`, 'utf8')), f);
    if (!r.ok) throw new Error(JSON.stringify(r.errors));
    return r.session;
  });

describe('a season of 22 club sessions (written by bridgescore pairs)', () => {
  it('reads every session', () => {
    expect(season).toHaveLength(22);
    expect(season.filter((s) => s.scoring === 'cross-imps').map((s) => s.id)).toEqual(['night-07', 'night-15']);
    expect(season.every((s) => s.pairs.length === 10 && s.pairs.every((p) => p.players.length === 2))).toBe(true);
  });
  it('best 15 of 22, minimum 10 sessions: every player counted, places and notes', () => {
    const t = table(season, { best: 15, minSessions: 10 });
    expect(t.rows).toHaveLength(22);
    for (const r of t.rows) {
      expect(r.played).toBeGreaterThanOrEqual(r.counted);
      expect(r.counted).toBeLessThanOrEqual(15);
    }
    const ranks = t.rows.filter((r) => r.rank !== null).map((r) => r.rank!);
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    expect(t.rows.reduce((n, r) => n + r.played, 0)).toBe(22 * 20);
  });
  it('handicap sessions enter by their HC percentage (matchpointed sessions only)', () => {
    const t = table(season, { handicap: true });
    const r = t.rows[0]!;
    const hc = r.notes.find((n) => n.rule === 'handicap');
    expect(hc && hc.rule === 'handicap' && hc.sessions.includes('night-07')).toBe(false);
  });
});

describe('properties', () => {
  const rules: SeriesRules[] = [
    base,
    { ...base, best: 10 },
    { ...base, minSessions: 8, dropLowestAfter: { after: 12, drop: 2 } },
    { ...base, by: 'pair' },
    { ...base, measure: 'total-masterpoints' },
  ];
  const big = (_: string, v: unknown): unknown => (typeof v === 'bigint' ? String(v) : v);
  const withoutRank = (r: SeasonRow) => ({ ...r, rank: undefined, place: undefined });
  it('session order does not matter', () => {
    fc.assert(
      fc.property(fc.shuffledSubarray(season, { minLength: 22, maxLength: 22 }), fc.constantFrom(...rules), (shuffled, rule) => {
        expect(table(shuffled, rule)).toEqual(table(season, rule));
      }),
      { seed: 7, numRuns: 30 },
    );
  });
  it('adding a session changes only the rows of its players (ranks aside)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 21 }), fc.constantFrom(...rules), (k, rule) => {
        const added = season[k]!;
        const before = table(
          season.filter((_, i) => i !== k),
          rule,
        );
        const after = table(season, rule);
        const players = added.pairs.flatMap((p) => p.players.map((x) => `id:${x.id ?? ''}`));
        const pairKeys = added.pairs.map((p) =>
          p.players
            .map((x) => `id:${x.id ?? ''}`)
            .sort()
            .join('+'),
        );
        for (const r of after.rows) {
          const old = before.rows.find((b) => b.key === r.key);
          const changed = old === undefined || JSON.stringify(withoutRank(r), big) !== JSON.stringify(withoutRank(old), big);
          if (changed) expect(players.includes(r.key) || pairKeys.includes(r.key)).toBe(true);
        }
      }),
      { seed: 11, numRuns: 40 },
    );
  });
});
