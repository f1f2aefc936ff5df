/**
 * Cyclic Howell designs: the board sets and meetings of every Howell we generate from 4 tables up
 * (as KoPS' HOWELL.DAT has them). R rounds and R board sets, T tables, 2T pairs: R "moving" pairs numbered by Z_R and
 * m = 2T − R stationary pairs. In round g (counting from 0)
 * - stationary pair j sits at the table at position `offset_j` and meets the moving pair `symbol_j + g`;
 * - the moving cell i, at position `offset_i`, seats the moving pairs `ns_i + g` (NS) and `ew_i + g` (EW);
 * - the board set at position a is set `a − g`: every set moves one position up each round, through the
 *   tables (the positions in use) and the relay stands between them (the positions not in use).
 *
 * Every pair then meets every other pair at most once and plays every set exactly once, and each set is
 * played at every table, when
 * 1. the symbols of the stationary cells and the pairs of the moving cells partition Z_R;
 * 2. the differences ±(ns_i − ew_i) are all different, and none is its own negative;
 * 3. the positions are all different;
 * 4. the values symbol_j + offset_j and ns_i + offset_i, ew_i + offset_i are all different.
 * With m = 1 this is a Room square of side 2T − 1 from a starter and an adder (Mullin and Nemeth's
 * construction): the complete Howell, one stationary pair, every pair meets every other once. With m > 1 it
 * is a Howell design H(R, 2T): a partial Howell in which every board is still played at every table.
 *
 * Designs are found by a depth-first search whose choices are shuffled by the project's seeded generator,
 * restarted with the next seed after a fixed number of steps: the same design on every run and machine.
 * Symbol 0 is taken as a stationary cell at position 0 (any design can be shifted so), which puts a
 * stationary pair at table 1.
 *
 * @example
 * findCyclicDesign(6, 11)?.stationary //=> [{ symbol: 0, offset: 0 }]
 */
import { mulberry32 } from '../base/prng.js';
import { fill, newSearch, type MovingCell, type StationaryCell } from './cyclic-design-search.js';

export type { MovingCell, StationaryCell } from './cyclic-design-search.js';

export interface CyclicDesign {
  /** R: rounds, and board sets */
  readonly rounds: number;
  readonly tables: number;
  readonly stationary: readonly StationaryCell[];
  readonly moving: readonly MovingCell[];
}

/**
 * The 4-table Howell of KoPS' HOWELL.DAT (`4-7`) in this form: pair 8 stationary at table 1,
 * the moving cells {4,3}, {1,6}, {2,5} (NS first, as KoPS seats them) at positions 1, 2 and 4; the sets
 * move T1 → T2 → T3 → relay → T4 → relay → relay.
 */
export const VERIFIED_HOWELL_4: CyclicDesign = {
  rounds: 7,
  tables: 4,
  stationary: [{ symbol: 0, offset: 0 }],
  moving: [
    { ns: 4, ew: 3, offset: 1 },
    { ns: 1, ew: 6, offset: 2 },
    { ns: 2, ew: 5, offset: 4 },
  ],
};

/** Sizes for which no cyclic design exists: proven by exhaustive search (a test repeats it). */
const NONE_BY_SEARCH: readonly (readonly [number, number])[] = [
  [3, 5],
  [4, 6],
  [5, 8],
];

/**
 * Whether a cyclic design of `tables` tables and `rounds` rounds is known not to exist. Conditions 1 and 4
 * together give Σ offset_j + 2 Σ offset_i ≡ 0 (mod R). With an even number of tables:
 * - R = T: every position is a table and there are no moving cells, so Σ offset_j = R(R − 1)/2 ≡ R/2 ≢ 0;
 * - R = T + 1 (odd): one position w is a relay, so Σ offset_j + Σ offset_i ≡ −w, hence Σ offset_i ≡ w; but the
 *   single moving cell (T − m = 1) sits at a table, not at the relay.
 * The other sizes without one were found by exhaustive search (a test repeats it).
 */
export function cyclicDesignImpossible(tables: number, rounds: number): boolean {
  const m = 2 * tables - rounds;
  if (m < 1 || m > tables) return true;
  if (tables % 2 === 0 && (rounds === tables || rounds === tables + 1)) return true;
  return NONE_BY_SEARCH.some(([t, r]) => t === tables && r === rounds);
}

/** Steps per restart and restarts: every size of 3 to 15 tables is found within the first few restarts. */
const STEPS_PER_RESTART = 20000;
const RESTARTS = 60;

/** A cyclic design of T tables and R rounds (T ≤ R ≤ 2T − 1), or undefined when there is none (or none found). */
export function findCyclicDesign(tables: number, rounds: number): CyclicDesign | undefined {
  if (tables === 4 && rounds === 7) return VERIFIED_HOWELL_4;
  if (rounds > 31 || cyclicDesignImpossible(tables, rounds)) return undefined;
  for (let seed = 1; seed <= RESTARTS; seed++) {
    const found = searchDesign(tables, rounds, { seed, steps: STEPS_PER_RESTART });
    if (found === 'none') return undefined;
    if (found !== 'gave-up') return found;
  }
  return undefined;
}

export interface SearchLimits {
  /** shuffles the choices; without it the search goes in order and is exhaustive */
  readonly seed?: number;
  readonly steps?: number;
}

/**
 * One run of the search: a design, 'none' when the whole search space was covered without one, or 'gave-up'
 * after `steps` steps. Bit sets of Z_R keep the state (R ≤ 31).
 */
export function searchDesign(tables: number, rounds: number, limits: SearchLimits = {}): CyclicDesign | 'none' | 'gave-up' {
  const R = rounds;
  const m = 2 * tables - R;
  const p = tables - m;
  if (m < 1 || p < 0) return 'none';
  const s = newSearch(R, m, p, limits.seed === undefined ? undefined : mulberry32(limits.seed), limits.steps ?? Infinity);
  if (fill(s, 0)) {
    return {
      rounds: R,
      tables,
      stationary: [...s.stationary].sort((a, b) => a.offset - b.offset),
      moving: [...s.moving].sort((a, b) => a.offset - b.offset),
    };
  }
  return s.gaveUp ? 'gave-up' : 'none';
}

/** Every broken condition of the module comment, in words; empty for a good design. */
export function designProblems(d: CyclicDesign): string[] {
  const R = d.rounds;
  const mod = (a: number): number => ((a % R) + R) % R;
  const out: string[] = [];
  if (d.stationary.length + d.moving.length !== d.tables) out.push(`${d.stationary.length + d.moving.length} cells for ${d.tables} tables`);
  if (d.stationary.length !== 2 * d.tables - R) out.push(`${d.stationary.length} stationary pairs, expected ${2 * d.tables - R}`);
  const distinct = (what: string, values: readonly number[], expectAll: boolean): void => {
    const set = new Set(values.map(mod));
    if (set.size !== values.length) out.push(`${what} repeat`);
    else if (expectAll && set.size !== R) out.push(`${what} do not cover Z_${R}`);
  };
  distinct('symbols', [...d.stationary.map((c) => c.symbol), ...d.moving.flatMap((c) => [c.ns, c.ew])], true);
  const diffs = d.moving.flatMap((c) => [mod(c.ns - c.ew), mod(c.ew - c.ns)]);
  distinct('differences', diffs, false);
  if (diffs.some((x) => x === 0 || mod(2 * x) === 0)) out.push('a difference is its own negative');
  distinct('positions', [...d.stationary.map((c) => c.offset), ...d.moving.map((c) => c.offset)], false);
  distinct('columns', [...d.stationary.map((c) => c.symbol + c.offset), ...d.moving.flatMap((c) => [c.ns + c.offset, c.ew + c.offset])], true);
  return out;
}

/**
 * Complete Howells (R = 2T − 1) from the patterned starter {i, −i}: one stationary pair, moving cells
 * {i, −i} at positions a_i, found in lexicographic order of (a_1, a_2, …) by a plain depth-first search; the
 * first few are tried by the caller for the most even comparisons. None exists for 5 tables (side 9).
 */
export function* patternedDesigns(tables: number): Generator<CyclicDesign> {
  const R = 2 * tables - 1;
  const k = tables - 1;
  const usedOff = new Uint8Array(R);
  const usedVal = new Uint8Array(R);
  usedOff[0] = 1;
  usedVal[0] = 1;
  const offsets: number[] = [];
  function* place(i: number): Generator<CyclicDesign> {
    if (i > k) {
      yield {
        rounds: R,
        tables,
        stationary: [{ symbol: 0, offset: 0 }],
        moving: offsets.map((a, j) => ({ ns: j + 1, ew: R - j - 1, offset: a })).sort((x, y) => x.offset - y.offset),
      };
      return;
    }
    for (let a = 1; a < R; a++) {
      const u = (i + a) % R;
      const v = (R - i + a) % R;
      if (usedOff[a] || usedVal[u] || usedVal[v] || u === v) continue;
      usedOff[a] = usedVal[u] = usedVal[v] = 1;
      offsets.push(a);
      yield* place(i + 1);
      offsets.pop();
      usedOff[a] = usedVal[u] = usedVal[v] = 0;
    }
  }
  yield* place(1);
}
