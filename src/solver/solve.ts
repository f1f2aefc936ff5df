/**
 * Solving: a whole deal's table (20 declarer × strain results) and positions part-way through play.
 *
 * A Solver owns one Engine (its typed arrays and transposition table) and reuses it from call to call; the free
 * functions make a new one each call. For a table, each strain is one transposition-table generation shared by
 * the four opening leaders (as DDS reuses its table across the leaders of a strain): the search for leader L gives
 * North–South's tricks, hence the tricks of the declarer on L's right. Each exact count is found by null-window
 * tests "North–South take at least g", g stepping from a guess towards the answer (the previous leader's result,
 * or a point-count estimate for the first leader of a strain).
 */
import { Engine } from './engine.js';
import { search } from './search.js';
import { checkPosition } from './validate.js';
import { NOTRUMP, type DdTable, type Deal, type Position } from './types.js';

export interface SolverOptions {
  /** transposition table size: 2^ttBits entries of 32 bytes and a quarter as many keys of 32 (default 20: 40 MiB) */
  readonly ttBits?: number;
}

/** North–South's exact tricks from the set-up position of e (root at `ply`), stepping from `guess`. */
function exactNS(e: Engine, ply: number, guess: number): number {
  let lo = 0;
  let hi = e.tricksLeft;
  let g = guess < 1 ? 1 : guess > hi ? hi : guess;
  while (lo < hi) {
    e.target = g;
    if (search(e, ply)) {
      lo = g;
      g = g + 1;
    } else {
      hi = g - 1;
      g = g - 1;
    }
    if (g > hi) g = hi;
    if (g < lo + 1) g = lo + 1;
  }
  return lo;
}

const HCP = [0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 2, 3, 4];

/**
 * A guess of North–South's tricks, the first step of a strain's search: a least-squares line over the first 6,000
 * deals of the DDS oracle (test/fixtures/dd-oracle/) in the sides' differences of high-card points, trump length
 * and longest suit. It guesses exactly about a third of the time, and two or more tricks off in under a fifth
 * (the points-and-trumps rule before it: a quarter and a third). Only the search's speed depends on it.
 */
function estimateNS(holdings: readonly number[], strain: number): number {
  let hcp = 0;
  let trumps = 0;
  let longNS = 0;
  let longEW = 0;
  for (let s = 0; s < 4; s++) {
    let ns = 0;
    let ew = 0;
    for (let h = 0; h < 4; h++) {
      const x = holdings[h * 4 + s] ?? 0;
      let n = 0;
      for (let y = x; y !== 0; y &= y - 1) n++;
      let p = 0;
      for (let r = 9; r < 13; r++) if ((x >> r) & 1) p += HCP[r]!;
      if ((h & 1) === 0) {
        hcp += p;
        ns += n;
      } else {
        hcp -= p;
        ew += n;
      }
    }
    if (s === strain) trumps = ns - ew;
    if (ns > longNS) longNS = ns;
    if (ew > longEW) longEW = ew;
  }
  const long = longNS - longEW;
  const guess = strain === NOTRUMP ? 5.96 + 0.252 * hcp + 0.167 * long : 6.28 + 0.19 * hcp + 0.545 * trumps - 0.295 * long;
  return Math.round(guess);
}

export class Solver {
  private readonly e: Engine;

  constructor(options: SolverOptions = {}) {
    this.e = new Engine(options.ttBits ?? 20);
  }

  /** Search nodes visited so far (for benchmarks). */
  get nodes(): number {
    return this.e.nodes;
  }

  /** The double-dummy table of a full deal: table[declarer][strain]. */
  solveTable(deal: Deal): DdTable {
    const e = this.e;
    const table = [0, 1, 2, 3].map(() => [0, 0, 0, 0, 0]);
    for (let strain = 0; strain <= NOTRUMP; strain++) {
      e.tt.reset();
      let guess = estimateNS(deal.holdings, strain);
      for (const leader of [0, 1, 2, 3]) {
        e.setup(deal.holdings, strain, leader, [], []);
        const ns = exactNS(e, 0, guess);
        guess = ns;
        const declarer = (leader + 3) & 3;
        table[declarer]![strain] = (declarer & 1) === 0 ? ns : e.tricksLeft - ns;
      }
    }
    return table;
  }

  /**
   * The tricks of the remaining ones (the current trick included) that `side` takes (0 NS, 1 EW; by default the
   * side to move) from a position part-way through play; throws a RangeError for an impossible position.
   */
  solvePosition(position: Position, side?: 0 | 1): number {
    checkPosition(position);
    const e = this.e;
    e.tt.reset();
    const suits = position.trick.map((c) => c.suit);
    const bits = position.trick.map((c) => 1 << c.rank);
    e.setup(position.holdings, position.strain, position.leader, suits, bits);
    const ns = exactNS(e, suits.length, Math.round(e.tricksLeft / 2));
    const who = side ?? (position.leader + suits.length) & 1;
    return who === 0 ? ns : e.tricksLeft - ns;
  }
}

/** The double-dummy table of a full deal (a new Solver each call; keep a Solver to solve many). */
export function solveTable(deal: Deal, options: SolverOptions = {}): DdTable {
  return new Solver(options).solveTable(deal);
}

/** See Solver.solvePosition. */
export function solvePosition(position: Position, side?: 0 | 1, options: SolverOptions = {}): number {
  return new Solver(options).solvePosition(position, side);
}
