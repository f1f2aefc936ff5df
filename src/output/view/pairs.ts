/**
 * The scored event as plain rows: one place where exact values become display values, shared by the
 * table, CSV, JSON and HTML writers so that they can never disagree.
 */
import type { Rational } from '../../base/rational.js';
import type { Direction, Player } from '../../model/types.js';
import { contractText, resultText } from '../../laws/notation.js';
import { artificialText, tableScoreText } from '../../laws/table-result.js';
import type { LineExplanation, PairStanding, ScoredBoard, ScoredLine, ScoredPairsEvent } from '../../model/scored.js';
import { Rational as R } from '../../base/rational.js';

export interface RankingRow {
  readonly rank: number | null;
  readonly tie: boolean;
  readonly ranked: boolean;
  readonly pair: string;
  readonly section: string | null;
  readonly direction: Direction | null;
  readonly names: string;
  readonly players: readonly Player[];
  readonly total: Rational;
  readonly max: Rational | undefined;
  readonly percentage: Rational | undefined;
  readonly perBoard: Rational | undefined;
  readonly boards: number;
  readonly penalty: Rational;
  readonly tiebreak: string | null;
  readonly qualified: boolean;
  readonly status: 'withdrawn' | 'disqualified' | null;
  /** boards credited for a planned sit-out (NBF 3.4.4) */
  readonly sitOutBoards: number;
  readonly standing: PairStanding;
}

export interface ResultRow {
  readonly board: number;
  readonly section: string | null;
  readonly ns: string;
  readonly ew: string;
  readonly round: number | null;
  readonly table: number | null;
  readonly contract: string;
  readonly declarer: string;
  readonly tricks: number | null;
  readonly result: string;
  readonly lead: string | null;
  readonly scoreNS: number | null;
  readonly valueNS: Rational | undefined;
  readonly valueEW: Rational | undefined;
  readonly top: Rational | undefined;
  readonly percentNS: Rational | undefined;
  readonly percentEW: Rational | undefined;
  /** "A60/40", "weighted", "assigned", "not played", "fouled a" … or '' for an ordinary result */
  readonly adjusted: string;
  readonly explain: LineExplanation;
}

/**
 * A pair that played only some sessions of the event, and the rule it was ranked by (the profile's, or
 * `--partial-sessions`): what the note under the ranking says of it; undefined for every other pair.
 */
export function partialSessions(
  standing: PairStanding,
  event: ScoredPairsEvent,
): { readonly played: number; readonly sessions: number; readonly rule: 'total' | 'every-session' | 'percentage' } | undefined {
  const sessions = event.sessions.length;
  const played = standing.sessions?.length ?? sessions;
  const rule = event.options.partialSessions ?? 'total';
  return played < sessions ? { played, sessions, rule } : undefined;
}

export function rankingRows(event: ScoredPairsEvent): RankingRow[] {
  return event.standings.map(rankingRow);
}

export function rankingRow(s: PairStanding): RankingRow {
  return {
    rank: s.rank ?? null,
    tie: s.tie,
    ranked: s.ranked,
    pair: s.pair,
    section: s.section ?? null,
    direction: s.direction,
    names: s.names ?? '',
    players: s.players,
    total: s.total,
    max: s.max,
    percentage: s.percentage,
    perBoard: s.perBoard,
    boards: s.boards,
    penalty: s.penalty,
    tiebreak: s.tiebreak ?? null,
    qualified: s.qualified === true,
    status: s.status ?? null,
    sitOutBoards: s.sitOut.length,
    standing: s,
  };
}

export function resultRow(board: number, section: string | undefined, sl: ScoredLine): ResultRow {
  const { line } = sl;
  const o = line.outcome;
  let contract = '';
  let declarer = '';
  let tricks: number | null = null;
  let result = '';
  let scoreNS: number | null = null;
  let adjusted = '';
  switch (o.kind) {
    case 'played':
      scoreNS = o.score.scoreNS;
      if (o.score.contract) {
        contract = contractText(o.score.contract);
        declarer = o.score.declarer ?? '';
        tricks = o.score.tricks ?? null;
        result = o.score.tricks === undefined ? '' : resultText(o.score.contract, o.score.tricks);
      } else contract = 'PASS';
      if (o.assigned) adjusted = 'assigned (Law 12C1a)';
      break;
    case 'weighted':
      contract = o.components.map((c) => `${c.weight.mul(R.of(100)).toFixed(0)}% ${tableScoreText(c.score)}`).join(' + ');
      adjusted = 'weighted (Law 12C1c)';
      break;
    case 'artificial':
      contract = artificialText(o.ns, o.ew);
      adjusted = o.ns.assignedScore === undefined && o.ew.assignedScore === undefined ? 'artificial (Law 12C2)' : 'assigned and artificial (Law 12C1, 12C2)';
      break;
    case 'notPlayed':
      contract = 'NP';
      adjusted = 'not played';
      break;
  }
  if (line.fouled) adjusted = adjusted ? `${adjusted}; fouled ${line.fouled}` : `fouled board, version ${line.fouled} (Law 87)`;
  const pct = (v: Rational | undefined) => (v !== undefined && sl.top && !sl.top.isZero() ? v.mul(R.of(100)).div(sl.top) : undefined);
  return {
    board,
    section: section ?? line.section ?? null,
    ns: line.ns,
    ew: line.ew,
    round: line.round ?? null,
    table: line.table ?? null,
    contract,
    declarer,
    tricks,
    result,
    lead: line.lead ?? null,
    scoreNS,
    valueNS: sl.ns,
    valueEW: sl.ew,
    top: sl.top,
    percentNS: pct(sl.ns),
    percentEW: pct(sl.ew),
    adjusted,
    explain: sl.explain,
  };
}

export function boardRows(
  event: ScoredPairsEvent,
): { board: number; section: string | undefined; session: string | undefined; scored: ScoredBoard; rows: ResultRow[] }[] {
  return event.boards.map((b) => ({
    board: b.board,
    section: b.section,
    session: b.session,
    scored: b,
    rows: b.lines.map((sl) => resultRow(b.board, b.section, sl)),
  }));
}

export function methodLabel(event: ScoredPairsEvent): string {
  return event.method === 'mp' ? 'matchpoints' : event.method;
}
