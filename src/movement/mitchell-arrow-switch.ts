/**
 * The arrow-switch of a one-winner Mitchell (Mitchell movements as clubs run them): in the rounds switched, every table turns the
 * boards so that the NS line sits East-West and the EW line North-South. ⌊R/2⌋ of the R rounds are switched,
 * so every pair sits in each direction about half the time and meets about half of the other line in each.
 * Which rounds: those that make the comparisons across the whole field (comparisons.ts) the most even, every
 * choice tried (in lexicographic order, the first best kept) when there are at most MAX_EXHAUSTIVE of them,
 * else a local search that exchanges a switched and an unswitched round while that improves them (for at most
 * MAX_EVALUATIONS tries).
 *
 * @example
 * chooseSwitchedRounds(mitchell({ tables: 7, boardsPerRound: 1 }).rows, 7, 14) //=> { rounds: [1, 2, 4] }
 */
import { ComparisonTracker, compareStats, type ComparisonStats, type SeatCell } from './comparisons.js';
import type { MovementRow } from '../model/movement.js';

const MAX_EXHAUSTIVE = 5000;
/**
 * The local search stops after this many tries, fewer in a large field where a try costs more (it changes
 * two rounds of T tables, each touching the T tables of its set): large fields gain little from more.
 */
const MAX_EVALUATIONS = 3000;
const MAX_WORK = 2_000_000;

export interface SwitchedRounds {
  /** rounds switched at every table but `ownTable` */
  readonly rounds: readonly number[];
  /** a table that switches in rounds of its own (the second table of a share), and those rounds */
  readonly ownTable?: number;
  readonly ownRounds?: readonly number[];
}

/**
 * The rounds to switch. With `ownTable` (the table sharing its boards with table 1 in a share-and-relay) that
 * table gets ⌊R/2⌋ rounds of its own, chosen after the others: switched with table 1, the two NS pairs sharing
 * the boards would be compared on every set. An EW pair's one visit to that table may then give it one switch
 * more or fewer than ⌊R/2⌋.
 */
export function chooseSwitchedRounds(rows: readonly MovementRow[], rounds: number, pairCount: number, ownTable?: number): SwitchedRounds {
  const k = Math.floor(rounds / 2);
  if (k === 0) return { rounds: [] };
  const cells: SeatCell[] = [];
  const main = Array.from({ length: rounds + 1 }, () => [] as number[]);
  const own = Array.from({ length: rounds + 1 }, () => [] as number[]);
  const setOf = new Map<string, number>();
  for (const r of rows) {
    if (r.ns === null || r.ew === null) continue;
    const key = r.boards.join(',');
    if (!setOf.has(key)) setOf.set(key, setOf.size);
    (r.table === ownTable ? own : main)[r.round]?.push(cells.length);
    cells.push({ ns: Number(r.ns) - 1, ew: Number(r.ew) - 1, set: setOf.get(key) as number });
  }
  const tracker = new ComparisonTracker(cells, pairCount);
  const first = bestRounds(tracker, rounds, k, (g) => [...(main[g] as number[]), ...(own[g] as number[])]);
  if (ownTable === undefined) return { rounds: first };
  // The main rounds stay switched (own tables with them); now move the own table's rounds alone.
  const ownRounds = bestRounds(tracker, rounds, k, (g) => own[g] as number[], first);
  return { rounds: first, ownTable, ownRounds };
}

/**
 * The k rounds whose cells (`cellsOf(round)`) to flip for the most even comparisons; `start` rounds are flipped
 * already when called.
 */
function bestRounds(
  tracker: ComparisonTracker,
  rounds: number,
  k: number,
  cellsOf: (round: number) => readonly number[],
  start: readonly number[] = [],
): number[] {
  const cellsPerRound = Array.from({ length: rounds }, (_, g) => cellsOf(g + 1).length);
  const on = new Set<number>(start);
  const toggle = (round: number): void => {
    for (const c of cellsOf(round)) tracker.flip(c);
    if (on.has(round)) on.delete(round);
    else on.add(round);
  };
  const setTo = (target: readonly number[]): ComparisonStats => {
    const want = new Set(target);
    for (let g = 1; g <= rounds; g++) if (want.has(g) !== on.has(g)) toggle(g);
    return tracker.stats();
  };
  if (binomial(rounds, k) <= MAX_EXHAUSTIVE) {
    let best: { rounds: number[]; stats: ComparisonStats } | undefined;
    for (const c of combinations(rounds, k)) {
      const stats = setTo(c);
      if (!best || compareStats(stats, best.stats) < 0) best = { rounds: [...c], stats };
    }
    setTo(best?.rounds ?? []);
    return (best as NonNullable<typeof best>).rounds;
  }
  let chosen = Array.from({ length: k }, (_, i) => 2 * i + 2);
  let current = setTo(chosen);
  let evaluations = 0;
  const perRound = cellsPerRound.reduce((max, n) => Math.max(max, n), 1);
  const budget = Math.min(MAX_EVALUATIONS, Math.max(100, Math.floor(MAX_WORK / (perRound * perRound))));
  for (let improved = true; improved && evaluations < budget;) {
    improved = false;
    for (let i = 0; i < k && !improved && evaluations < budget; i++) {
      for (let g = 1; g <= rounds && !improved && evaluations < budget; g++) {
        if (chosen.includes(g)) continue;
        const candidate = chosen.map((x, j) => (j === i ? g : x)).sort((a, b) => a - b);
        const stats = setTo(candidate);
        evaluations++;
        if (compareStats(stats, current) < 0) {
          chosen = candidate;
          current = stats;
          improved = true;
        }
      }
    }
  }
  setTo(chosen);
  return chosen;
}

function binomial(n: number, k: number): number {
  let v = 1;
  for (let i = 1; i <= k; i++) v = (v * (n - k + i)) / i;
  return v;
}

/** The k-subsets of 1 … n in lexicographic order. */
function* combinations(n: number, k: number): Generator<number[]> {
  const c = Array.from({ length: k }, (_, i) => i + 1);
  for (;;) {
    yield c;
    let i = k - 1;
    while (i >= 0 && c[i] === n - k + i + 1) i--;
    if (i < 0) return;
    c[i] = (c[i] as number) + 1;
    for (let j = i + 1; j < k; j++) c[j] = (c[j - 1] as number) + 1;
  }
}
