/**
 * The working record of one match while a team event is scored (score-event.ts): its input, its totals and
 * size, who was absent, the VP as they are decided stage by stage, and the penalties shown against it.
 * Also the scale helpers: an award or a VP penalty given on the 20-point scale is scaled to the match's
 * maximum (NBF 1.9.2), and in board-a-match and the Oslo Cup to the match's board points.
 *
 * @example
 * const works = matchWorks(valid, DEFAULT_TEAMS_OPTIONS); scaledCenti(works[0], 1200) //=> 1200 on the 20-point scale
 */
import { Rational } from '../../base/rational.js';
import type { SourceLocation } from '../../model/types.js';
import type { Diagnostic } from '../../base/diagnostics.js';
import { OSLO_BOARD_POINTS } from '../../laws/board-points.js';
import { matchTotals, type MatchTotals } from './match-score.js';
import type { AppliedPenalty, MatchInput, MatchKind, PenaltyInput, TeamsEventOptions } from '../../model/teams.js';
import { toCenti } from '../../laws/vp-scale.js';

/** NBF 2.9.2, 2.6.6, 2.11.4 on the 20-point scale, in hundredths. */
export const BYE_CENTI = 1200;
export const FORCE_MAJEURE_MIN_CENTI = 800;
export const FORCE_MAJEURE_PROVISIONAL_CENTI = 1000;
export const INELIGIBLE_CENTI = 300;

export type Absence = 'fault' | 'forceMajeure' | null;

export interface Work {
  readonly input: MatchInput;
  readonly totals: MatchTotals | null;
  boards: number | null;
  /** the scale this match's VP and VP penalties are on, in hundredths (NBF 1.9.2) */
  maxCenti: number | null;
  absentHome: Absence;
  absentAway: Absence;
  kind: MatchKind;
  vpHome: number | null;
  vpAway: number | null;
  provisional: boolean;
  readonly penHome: AppliedPenalty[];
  readonly penAway: AppliedPenalty[];
  forfeitBy: 'home' | 'away' | null;
}

export function diag(source: SourceLocation, code: string, message: string, field?: string, severity: 'error' | 'warning' = 'error'): Diagnostic {
  return {
    severity,
    code,
    file: source.file,
    message,
    ...(source.line === undefined ? {} : { line: source.line }),
    ...(field === undefined ? {} : { field }),
  };
}

/**
 * Each match's totals and size. A match without a board count takes the round's (the largest match of the
 * round), then `--boards`: the VP scale is that of the boards played (NBF 2.5.1.8).
 */
export function matchWorks(valid: readonly MatchInput[], options: TeamsEventOptions): Work[] {
  const roundBoards = new Map<number, number>();
  const works: Work[] = valid.map((m) => {
    const totals = matchTotals(m.score, options);
    const boards = totals?.boards ?? m.boards ?? null;
    if (boards !== null) roundBoards.set(m.round, Math.max(roundBoards.get(m.round) ?? 0, boards));
    return {
      input: m,
      totals,
      boards,
      maxCenti: null,
      absentHome: null,
      absentAway: null,
      kind: 'unplayed',
      vpHome: null,
      vpAway: null,
      provisional: false,
      penHome: [],
      penAway: [],
      forfeitBy: null,
    };
  });
  for (const w of works) {
    w.boards ??= roundBoards.get(w.input.round) ?? options.defaultBoards ?? null;
    if (options.form === 'imps') w.maxCenti = options.max * 100;
    else if (w.boards !== null) w.maxCenti = w.boards * (options.form === 'bam' ? options.bamWin : OSLO_BOARD_POINTS) * 100;
  }
  return works;
}

/** An amount in hundredths of the 20-point scale, on the match's scale (NBF 1.9.2). */
export function scaledCenti(w: Work, centi20: number): number {
  return Math.round((centi20 * (w.maxCenti ?? 2000)) / 2000);
}

/** An exact VP amount of the 20-point scale, in hundredths of the match's scale. */
export function scaledRationalCenti(w: Work, vp20: Rational): number {
  return toCenti(vp20.mul(Rational.of(w.maxCenti ?? 2000, 2000)));
}

/** The match a penalty's team plays in the penalty's round (the first listed, as the file gives them). */
export type MatchFinder = (p: Pick<PenaltyInput, 'round' | 'team'>) => { w: Work; side: 'home' | 'away' } | undefined;

export function matchFinder(works: readonly Work[]): MatchFinder {
  const index = new Map<string, { w: Work; side: 'home' | 'away' }>();
  const put = (round: number, team: string, found: { w: Work; side: 'home' | 'away' }): void => {
    const k = `${round}\u0000${team}`;
    if (!index.has(k)) index.set(k, found);
  };
  for (const w of works) {
    put(w.input.round, w.input.home, { w, side: 'home' });
    if (w.input.away !== null) put(w.input.round, w.input.away, { w, side: 'away' });
  }
  return (p) => index.get(`${p.round}\u0000${p.team}`);
}
