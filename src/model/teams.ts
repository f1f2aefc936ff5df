/**
 * The team-event model: what the readers produce and `scoreTeamsEvent` consumes, and what it returns.
 * VP are integers of 0.01 VP ("centi"); IMPs and board points are exact rationals.
 */
import type { Rational } from '../base/rational.js';
import type { Contract, Player, Seat, SourceLocation, Vulnerability } from './types.js';

export interface TeamInfo {
  readonly id: string;
  readonly name: string;
  /** the team's players with their federation numbers, when the input names them (USEBIO TEAM/PAIR/PLAYER) */
  readonly players?: readonly Player[];
}

/** One side's adjusted result on a board: an artificial score (NBF 1.9.3) or a value in the form's units. */
export type BoardAdjustment = { readonly kind: 'artificial'; readonly level: ArtificialLevel } | { readonly kind: 'value'; readonly value: Rational };

/** A board of a match: the home team's net score over the two rooms, or an adjusted score for each side. */
export type BoardComparison =
  | { readonly kind: 'played'; readonly board: number; readonly homeNet: number; readonly source: SourceLocation }
  /** Law 12C1c: a weighted score in one room (or both): each possible net result with its weight, Σ weights = 1 */
  | {
      readonly kind: 'weighted';
      readonly board: number;
      readonly components: readonly { readonly weight: Rational; readonly homeNet: number }[];
      readonly source: SourceLocation;
    }
  | {
      readonly kind: 'adjusted';
      readonly board: number;
      readonly home: BoardAdjustment;
      readonly away: BoardAdjustment;
      readonly source: SourceLocation;
    };

export type MatchScoreInput =
  | { readonly kind: 'boards'; readonly boards: readonly BoardComparison[] }
  | { readonly kind: 'imps'; readonly home: Rational; readonly away: Rational }
  | { readonly kind: 'vp'; readonly home: number; readonly away: number; readonly imps?: { readonly home: Rational; readonly away: Rational } }
  | { readonly kind: 'none' };

export interface MatchInput {
  readonly round: number;
  readonly home: string;
  /** null for a bye */
  readonly away: string | null;
  /** boards played (the VP scale's N, NBF 2.5.1.8); from the board results when they are given */
  readonly boards?: number;
  readonly score: MatchScoreInput;
  readonly source: SourceLocation;
}

export type PenaltyType = 'vp' | 'imp' | 'late' | 'slow' | 'ineligible' | 'noShow' | 'forceMajeure' | 'withdrawn';

export interface PenaltyInput {
  readonly team: string;
  readonly round: number;
  readonly type: PenaltyType;
  /** VP (on the 20-point scale) or IMP; overrides the computed amount for late, slow and ineligible */
  readonly amount?: Rational;
  readonly minutes?: number;
  readonly note?: string;
  readonly source: SourceLocation;
}

export interface TeamsEventInput {
  readonly teams: readonly TeamInfo[];
  readonly matches: readonly MatchInput[];
  readonly penalties: readonly PenaltyInput[];
}

export interface TeamsEventOptions {
  readonly form: TeamForm;
  /** VP scale maximum (20 = WBF); ignored in board-a-match and Oslo Cup, whose points are the boards' */
  readonly max: number;
  /** single matches decided on IMPs, then total points (NBF 2.10.1): no VP, no standings */
  readonly knockout: boolean;
  /** the event is over: byes and force-majeure awards take their final "best of" values (NBF 2.9.2, 2.6.6) */
  readonly final: boolean;
  /** NBF 2.8.3 rounds each fractional IMP total ('nearest'); 'exact' applies the formula to the exact margin */
  readonly impRounding: 'nearest' | 'exact';
  /** points for a won board in board-a-match: 1 (½ a tie) or 2 (1 a tie) */
  readonly bamWin: 1 | 2;
  /** boards per match when the input does not say */
  readonly defaultBoards?: number;
  /** NBF 2.7.2: the session's length in minutes; slow play beyond the earlier of 30 minutes and 25 % of it
   *  gets at least 8 VP / 18 IMP. Unknown: 30 minutes. */
  readonly sessionMinutes?: number;
  /** the organiser's VP scale (`--vp-scale`), or the one read from a results file's own matches (`--compare`),
   *  in place of the WBF 2013 scale for the board counts it has */
  readonly vpScale?: OrganiserVpScale;
}

/** One row of an organiser's VP scale: a winning margin from `margin` IMPs gives the winner `vp` hundredths. */
export interface VpStep {
  readonly margin: number;
  readonly vp: number;
}

export interface OrganiserVpScale {
  /** the CSV file it was read from, or the results file whose published VPs it was read from */
  readonly file: string;
  /** 'csv': each row holds from its margin up to the next; 'file': a VP holds only at its published margins,
   *  between two margins of equal VP, and beyond the last when that is the maximum */
  readonly kind: 'csv' | 'file';
  /** the maximum in hundredths: the winner gets vp, the loser max − vp */
  readonly max: number;
  /** by board count: the rows by margin ascending, the first the draw (margin 0, max/2) */
  readonly byBoards: ReadonlyMap<number, readonly VpStep[]>;
}

export const DEFAULT_TEAMS_OPTIONS: TeamsEventOptions = {
  form: 'imps',
  max: 20,
  knockout: false,
  final: false,
  impRounding: 'nearest',
  bamWin: 1,
};

export type MatchKind = 'played' | 'bye' | 'noShow' | 'unplayed';

export interface AppliedPenalty {
  readonly type: PenaltyType;
  /** deduction in hundredths of VP (or of points), or in IMPs in knock-outs */
  readonly centi: number;
  readonly unit: 'VP' | 'IMP';
  /** the amount as given, for an IMP penalty in a VP match */
  readonly imps?: Rational;
  readonly minutes?: number;
  readonly note?: string;
}

export interface SideResult {
  readonly team: string;
  /** IMPs won (or points in board-a-match / Oslo Cup) as published, after NBF 2.8.3 rounding */
  readonly imps: Rational | null;
  /** IMPs lost, seen from this side (differs from the other side's IMPs won only after unbalanced adjustments) */
  readonly impsLost: Rational | null;
  /** VP (points) in hundredths before penalties; null when the match has no result yet */
  readonly vp: number | null;
  readonly absent: 'fault' | 'forceMajeure' | null;
  readonly penalties: readonly AppliedPenalty[];
}

export interface KnockoutDecision {
  /** the winner's team id, or null when undecided */
  readonly winner: string | null;
  readonly decidedBy: 'imps' | 'totalPoints' | 'forfeit' | 'noShow' | 'fourMoreBoards' | 'totalPointsUnknown';
  /** home's net IMPs after Law 86B averaging and IMP penalties */
  readonly margin: Rational;
  readonly totalPoints: number | null;
}

export interface MatchResult {
  readonly round: number;
  readonly kind: MatchKind;
  readonly boards: number | null;
  readonly home: SideResult;
  readonly away: SideResult | null;
  /** a bye or no-show award that will change when the event is final (NBF 2.9.2, 2.6.6) */
  readonly provisional: boolean;
  readonly knockout?: KnockoutDecision;
  readonly source: SourceLocation;
}

export type TiebreakCriterion = 'head-to-head VP' | 'VP among tied teams' | 'IMPs among tied teams' | 'Monrad quality' | 'quotient' | 'IMPs won' | 'unbroken';

export interface StandingRow {
  /** competition ranking ("1224"); null for a team that is not ranked (NBF 2.9.3) */
  readonly rank: number | null;
  readonly tie: boolean;
  readonly team: string;
  readonly name: string;
  readonly status: 'ranked' | 'withdrawn' | 'notRanked';
  readonly played: number;
  /** total VP in hundredths, after penalties */
  readonly vp: number;
  readonly penaltyVp: number;
  readonly impsWon: Rational;
  readonly impsLost: Rational;
  /** null when no IMPs were lost (an infinite quotient) */
  readonly quotient: Rational | null;
  readonly monradQuality: number;
  /** the criterion that placed the team within its group of equal VP; null when no other team had its VP */
  readonly tiebreak: TiebreakCriterion | null;
}

export interface TeamsEventResult {
  readonly options: TeamsEventOptions;
  /** every team of the event, with its display name */
  readonly teams: readonly TeamInfo[];
  readonly matches: readonly MatchResult[];
  readonly standings: readonly StandingRow[];
}

export type TeamForm = 'imps' | 'bam' | 'oslo';

export type ArtificialLevel = 'plus' | 'average' | 'minus';

/** One room's result as read, kept so that a PBN writer can show both rooms again. */
export interface TeamTableResult {
  readonly round: number;
  readonly home: string;
  readonly away: string;
  readonly board: number;
  readonly room: Room;
  readonly vulnerability: Vulnerability;
  /** undefined when passed out or when only a score is known */
  readonly contract?: Contract;
  readonly declarer?: Seat;
  readonly tricks?: number;
  readonly passedOut: boolean;
  readonly scoreNS: number;
  readonly line: number;
}

export type Room = 'open' | 'closed';

/** The most boards any team played, summed over its played matches (a bye or an absence counts none). */
export function mostBoardsPlayed(result: TeamsEventResult): number {
  const boards = new Map<string, number>();
  let most = 0;
  for (const m of result.matches) {
    if (m.kind !== 'played' || m.boards === null || m.away === null) continue;
    for (const side of [m.home, m.away]) {
      const n = (boards.get(side.team) ?? 0) + m.boards;
      boards.set(side.team, n);
      if (n > most) most = n;
    }
  }
  return most;
}
