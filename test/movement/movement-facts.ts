/** Facts about a movement counted naively from its rows, for the tests to check the generators against. */
import type { ResultLine } from '../../src/model/types.js';
import type { Movement } from '../../src/model/movement.js';

export interface Facts {
  /** pair → rounds it sits NS (as played: an arrow-switched row seats its ew pair NS) */
  readonly ns: Map<string, number>;
  /** pair → rounds it plays */
  readonly played: Map<string, number>;
  /** pair → rounds it sits out */
  readonly sitOuts: Map<string, number>;
  /** "a|b" (a < b as numbers) → times they meet */
  readonly meetings: Map<string, number>;
  /** pair → board set → times played */
  readonly setsPlayed: Map<string, Map<string, number>>;
  /** board set → tables that play it (over all rounds) */
  readonly setTables: Map<string, number>;
  /** "round|pair" → seats taken in that round */
  readonly seatsInRound: Map<string, number>;
  readonly pairs: string[];
}

const bump = <K>(m: Map<K, number>, k: K, by = 1): void => {
  m.set(k, (m.get(k) ?? 0) + by);
};

export function facts(m: Movement): Facts {
  const f: Facts = {
    ns: new Map(),
    played: new Map(),
    sitOuts: new Map(),
    meetings: new Map(),
    setsPlayed: new Map(),
    setTables: new Map(),
    seatsInRound: new Map(),
    pairs: [],
  };
  const all = new Set<string>();
  for (const r of m.rows) {
    for (const p of [r.ns, r.ew]) {
      if (p === null) continue;
      all.add(p);
      bump(f.seatsInRound, `${r.round}|${p}`);
    }
    if (r.ns === null || r.ew === null) {
      bump(f.sitOuts, (r.ns ?? r.ew) as string);
      continue;
    }
    const set = r.boards.join(',');
    bump(f.setTables, set);
    const [a, b] = r.switched === true ? [r.ew, r.ns] : [r.ns, r.ew];
    bump(f.ns, a);
    for (const p of [a, b]) {
      bump(f.played, p);
      const sets = f.setsPlayed.get(p) ?? new Map<string, number>();
      bump(sets, set);
      f.setsPlayed.set(p, sets);
    }
    const [lo, hi] = Number(a) < Number(b) ? [a, b] : [b, a];
    bump(f.meetings, `${lo}|${hi}`);
  }
  f.pairs.push(...[...all].sort((x, y) => Number(x) - Number(y)));
  return f;
}

/** One played result per board of every row, the pairs as seated (an arrow-switched row seats its ew pair NS). */
export function resultsFor(m: Movement): ResultLine[] {
  const out: ResultLine[] = [];
  for (const r of m.rows) {
    if (r.ns === null || r.ew === null) continue;
    const [ns, ew] = r.switched === true ? [r.ew, r.ns] : [r.ns, r.ew];
    for (const board of r.boards) {
      const scoreNS = (((board * 7 + r.table * 13 + r.round * 5) % 11) - 5) * 30;
      out.push({
        board,
        ns,
        ew,
        round: r.round,
        table: r.table,
        outcome: { kind: 'played', score: { scoreNS } },
        source: { file: 't.csv', line: out.length + 2 },
      });
    }
  }
  return out;
}
