/** Hand-made standings for the ranking tests: a score and the pair's board percentages. */
import { Rational, rat } from '../../src/base/rational.js';
import type { BoardEntry, PairStanding, ScoredLine } from '../../src/model/scored.js';

export interface StandingSpec {
  readonly pair: string;
  readonly score: Rational;
  /** the pair's percentage on each board (top 100) */
  readonly boards?: readonly number[];
  /** boards against one opponent: [opponent, value] */
  readonly against?: readonly (readonly [string, number])[];
  readonly field?: string;
  readonly ranked?: boolean;
}

const PLAYED = { ns: Rational.ZERO } as unknown as ScoredLine;

export function standing(spec: StandingSpec): PairStanding {
  const entries: BoardEntry[] = [
    ...(spec.boards ?? []).map((p, i) => ({
      board: i + 1,
      direction: 'NS' as const,
      opponent: 'x',
      value: rat(p),
      top: rat(100),
      line: PLAYED,
    })),
    ...(spec.against ?? []).map(([opponent, value], i) => ({
      board: 100 + i,
      direction: 'NS' as const,
      opponent,
      value: rat(value),
      line: PLAYED,
    })),
  ];
  // asserted rather than annotated: the standing type grows fields the ranking does not read
  return {
    key: `|${spec.field ?? ''}|${spec.pair}`,
    pair: spec.pair,
    direction: null,
    players: [],
    total: spec.score,
    score: spec.score,
    boards: entries.length,
    comparisons: 0,
    penalty: Rational.ZERO,
    entries,
    tie: false,
    ranked: spec.ranked ?? true,
    field: spec.field ?? '|',
    sitOut: [],
  } as PairStanding;
}
