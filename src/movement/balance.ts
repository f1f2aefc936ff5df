/**
 * The balance of a movement, as `movement suggest` shows it and the tests check it, taken from its rows as
 * played (an arrow-switched row seats its `ew` pair North-South):
 * - `compared`: for every two pairs of the same field, the boards both play in the same direction — those on
 *   which one's result is matchpointed against the other's (Law 78A) — the fewest and the most over all two
 *   pairs. The field is every pair with one winner, each line (NS, EW) with two.
 * - `nsRounds`: the fewest and the most rounds a pair sits North-South (one winner: about half each).
 * - `rounds`, `boards`: the fewest and the most rounds and boards a pair plays (a sit-out plays one fewer).
 * - `results`: the fewest and the most tables that play a board (fewer are factored up, NBF 3.2.5).
 * - `opponents`: the fewest and the most different pairs a pair meets.
 *
 * @example
 * movementBalance(generateHowell({ tables: 4, stationaryNorth: true }).movement, 'one').compared //=> { min: 12, max: 12 }
 */
import { pairKey } from '../model/pair-id.js';
import type { Movement } from '../model/movement.js';

export interface Range {
  readonly min: number;
  readonly max: number;
}

export interface MovementBalance {
  readonly pairs: number;
  readonly compared: Range;
  readonly nsRounds: Range;
  readonly rounds: Range;
  readonly boards: Range;
  readonly results: Range;
  readonly opponents: Range;
}

interface Seat {
  readonly ns: string;
  readonly ew: string;
  readonly weight: number;
}

export function movementBalance(m: Movement, winners: 'one' | 'two'): MovementBalance {
  const line = new Map<string, 'NS' | 'EW'>();
  const rounds = new Map<string, number>();
  const boards = new Map<string, number>();
  const ns = new Map<string, number>();
  const opponents = new Map<string, Set<string>>();
  const bySet = new Map<string, Seat[]>();
  const results = new Map<number, number>();
  const bump = (map: Map<string, number>, key: string, by: number): void => {
    map.set(key, (map.get(key) ?? 0) + by);
  };
  for (const r of m.rows) {
    const plannedNs = r.ns === null ? null : pairKey(r.ns);
    const plannedEw = r.ew === null ? null : pairKey(r.ew);
    if (plannedNs !== null && !line.has(plannedNs)) line.set(plannedNs, 'NS');
    if (plannedEw !== null && !line.has(plannedEw)) line.set(plannedEw, 'EW');
    if (plannedNs === null || plannedEw === null) continue;
    const [a, b] = r.switched === true ? [plannedEw, plannedNs] : [plannedNs, plannedEw];
    for (const p of [a, b]) {
      bump(rounds, p, 1);
      bump(boards, p, r.boards.length);
    }
    bump(ns, a, 1);
    opponents.set(a, (opponents.get(a) ?? new Set()).add(b));
    opponents.set(b, (opponents.get(b) ?? new Set()).add(a));
    for (const board of r.boards) results.set(board, (results.get(board) ?? 0) + 1);
    const key = r.boards.join(',');
    const list = bySet.get(key);
    const seat = { ns: a, ew: b, weight: r.boards.length };
    if (list) list.push(seat);
    else bySet.set(key, [seat]);
  }
  const pairs = [...new Set([...rounds.keys()])].sort();
  const index = new Map(pairs.map((p, i) => [p, i]));
  const n = pairs.length;
  const compared = new Float64Array(n * n);
  for (const seats of bySet.values()) {
    for (let x = 0; x < seats.length; x++) {
      for (let y = x + 1; y < seats.length; y++) {
        const s = seats[x] as Seat;
        const t = seats[y] as Seat;
        for (const [p, q] of [
          [s.ns, t.ns],
          [s.ew, t.ew],
        ] as const) {
          const i = index.get(p) as number;
          const j = index.get(q) as number;
          compared[i * n + j] = (compared[i * n + j] as number) + s.weight;
          compared[j * n + i] = (compared[j * n + i] as number) + s.weight;
        }
      }
    }
  }
  const comparedRange = rangeOf(
    (function* () {
      for (let i = 0; i < n; i++) {
        for (let j = i + 1; j < n; j++) {
          if (winners === 'two' && line.get(pairs[i] as string) !== line.get(pairs[j] as string)) continue;
          yield compared[i * n + j] as number;
        }
      }
    })(),
  );
  return {
    pairs: n,
    compared: comparedRange,
    nsRounds: rangeOf(pairs.map((p) => ns.get(p) ?? 0)),
    rounds: rangeOf(rounds.values()),
    boards: rangeOf(boards.values()),
    results: rangeOf(results.values()),
    opponents: rangeOf(pairs.map((p) => opponents.get(p)?.size ?? 0)),
  };
}

function rangeOf(values: Iterable<number>): Range {
  let min = Infinity;
  let max = -Infinity;
  for (const v of values) {
    if (v < min) min = v;
    if (v > max) max = v;
  }
  return min === Infinity ? { min: 0, max: 0 } : { min, max };
}
