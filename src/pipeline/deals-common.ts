/**
 * What the `deals` commands share: the solver's table (seats 0–3 N E S W, strains 0–4 S H D C NT) as the
 * model's double-dummy table, and the solving of many deals, in process by default (src/solver/) or by any
 * function given in its place (the worker-thread pool of src/io/solver-pool.ts, a test's fake).
 *
 * @example
 * await solveInProcess(['N:AKQJ.T98.765.432 …'])[0].N.NT //=> tricks North takes in notrump
 */
import type { DoubleDummyTable, Seat, Strain } from '../model/types.js';
import { cardIndex } from '../laws/lead-card.js';
import { parsePbnDeal, Solver, type DdTable } from '../solver/index.js';
import type { LeadPosition } from './lead-analysis.js';

const SEATS: readonly Seat[] = ['N', 'E', 'S', 'W'];
/** The solver's strain order. */
const STRAINS: readonly Strain[] = ['S', 'H', 'D', 'C', 'NT'];

/** Solves deals (PBN `Deal` text of four whole hands), in order; `onSolved` after each one. */
export type SolveDeals = (deals: readonly string[], onSolved?: (done: number) => void) => Promise<DoubleDummyTable[]>;

export function fromDdTable(table: DdTable): DoubleDummyTable {
  const out = {} as Record<Seat, Record<Strain, number>>;
  SEATS.forEach((seat, i) => {
    const row = {} as Record<Strain, number>;
    STRAINS.forEach((strain, j) => (row[strain] = table[i]?.[j] ?? 0));
    out[seat] = row;
  });
  return out;
}

export function toDdTable(dd: DoubleDummyTable): DdTable {
  return SEATS.map((seat) => STRAINS.map((strain) => dd[seat][strain]));
}

/** One deal's table; throws a RangeError for a deal the solver cannot read. */
export function solveDealText(solver: Solver, deal: string): DoubleDummyTable {
  const parsed = parsePbnDeal(deal);
  if (!parsed.ok) throw new RangeError(parsed.error);
  return fromDdTable(solver.solveTable(parsed.deal));
}

/**
 * Declarer's tricks after the opening lead `p.lead` from declarer's left, double dummy; undefined when the
 * leader does not hold the card or the deal cannot be read.
 */
export function solveLeadText(solver: Solver, p: LeadPosition): number | undefined {
  const parsed = parsePbnDeal(p.deal);
  if (!parsed.ok) return undefined;
  const declarer = SEATS.indexOf(p.declarer);
  const leader = ((declarer + 1) % 4) as 0 | 1 | 2 | 3;
  const { suit, rank } = cardIndex(p.lead);
  const holdings = [...parsed.deal.holdings];
  const at = leader * 4 + suit;
  if (((holdings[at] as number) & (1 << rank)) === 0) return undefined;
  holdings[at] = (holdings[at] as number) & ~(1 << rank);
  const strain = STRAINS.indexOf(p.strain) as 0 | 1 | 2 | 3 | 4;
  return solver.solvePosition({ holdings, strain, leader, trick: [{ suit, rank }] }, (declarer & 1) as 0 | 1);
}

/** Every lead in this thread, one Solver for all; `onSolved` after each one. */
export async function solveLeadsInProcess(positions: readonly LeadPosition[], onSolved?: (done: number) => void): Promise<(number | undefined)[]> {
  const solver = new Solver();
  const out: (number | undefined)[] = [];
  for (const p of positions) {
    out.push(solveLeadText(solver, p));
    onSolved?.(out.length);
  }
  return out;
}

/** In this thread, one Solver for all (its transposition table is reused). */
export const solveInProcess: SolveDeals = async (deals, onSolved) => {
  const solver = new Solver();
  const out: DoubleDummyTable[] = [];
  for (const deal of deals) {
    out.push(solveDealText(solver, deal));
    onSolved?.(out.length);
  }
  return out;
};

/** How many solved deals a cache keeps: a season of hand records; past it, the oldest are dropped. */
export const SOLVED_CACHE_SIZE = 4096;

/**
 * A solver that solves each deal once: a deal solved before (by its `Deal` text) is taken from `cache`, and
 * only the others go to `solve`. `--watch` and `serve` rescore the same hand record on every change of the
 * results, and its deals do not change.
 */
export function cachedSolver(solve: SolveDeals, cache: Map<string, DoubleDummyTable>): SolveDeals {
  return async (deals, onSolved) => {
    const todo = [...new Set(deals.filter((d) => !cache.has(d)))];
    if (todo.length > 0) {
      const solved = await solve(todo, onSolved === undefined ? undefined : (done) => onSolved(deals.length - todo.length + done));
      todo.forEach((d, i) => cache.set(d, solved[i] as DoubleDummyTable));
      for (const old of cache.keys()) {
        if (cache.size <= SOLVED_CACHE_SIZE) break;
        cache.delete(old);
      }
    }
    onSolved?.(deals.length);
    return deals.map((d) => cache.get(d) as DoubleDummyTable);
  };
}

/** "N 3NT: 9 in the file, 10 double dummy" for the first cells where two tables differ; '' when they agree. */
export function tableDifferences(file: DoubleDummyTable, solved: DoubleDummyTable, max = 3): string {
  const diffs: string[] = [];
  for (const seat of ['N', 'S', 'E', 'W'] as const) {
    for (const strain of ['NT', 'S', 'H', 'D', 'C'] as const) {
      if (file[seat][strain] !== solved[seat][strain]) diffs.push(`${seat} ${strain}: ${file[seat][strain]} in the file, ${solved[seat][strain]} double dummy`);
    }
  }
  if (diffs.length === 0) return '';
  return diffs.length > max ? `${diffs.slice(0, max).join('; ')} and ${diffs.length - max} more` : diffs.join('; ');
}
