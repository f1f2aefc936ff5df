/**
 * The match sheets of a team event, board by board, as the table and the page show them: each match whose
 * boards are known, each board with the contract, declarer, result and North-South score of both rooms (when
 * the input gave the rooms), the home team's net score over the two rooms, and the IMPs each side won on it
 * (Law 78B; a weighted score by Law 12C1c, its IMPs weighted). An adjusted board shows its adjustment; the
 * match's IMPs are the match result's own, as the matches table gives them.
 *
 * @example
 * matchSheets(doc)[0]?.rows[0] //=> { board: 1, open: { contract: '4S', … }, homeNet: 420, impsHome: 10, … }
 */
import { Rational } from '../../base/rational.js';
import { imps } from '../../laws/imps.js';
import { contractText, resultText } from '../../laws/notation.js';
import type { ArtificialLevel, BoardAdjustment, BoardComparison, MatchInput, MatchResult, TeamTableResult } from '../../model/teams.js';
import type { TeamsDocument } from '../documents.js';
import { impsText } from './teams.js';

/** One room's line: "4S", "S", "+1", 450 (NS); a passed-out board has no contract. */
export interface SheetRoom {
  readonly contract: string;
  readonly declarer: string;
  readonly result: string;
  readonly scoreNS: number;
  readonly passedOut: boolean;
}

export interface SheetRow {
  readonly board: number;
  readonly open: SheetRoom | undefined;
  readonly closed: SheetRoom | undefined;
  readonly kind: BoardComparison['kind'];
  /** the home team's net score over both rooms; null for an adjusted or weighted board */
  readonly homeNet: number | null;
  /** IMPs won on the board (IMP form only; null otherwise or when adjusted) */
  readonly impsHome: Rational | null;
  readonly impsAway: Rational | null;
  /** an adjusted board: each side's adjustment ("A+", "A", "A−" or a value) */
  readonly adjusted?: { readonly home: string; readonly away: string };
}

export interface MatchSheet {
  readonly round: number;
  readonly home: string;
  readonly away: string;
  readonly rows: readonly SheetRow[];
  /** the match's IMPs (or points) as the matches table gives them */
  readonly result: MatchResult | undefined;
}

const LEVEL: Record<ArtificialLevel, string> = { plus: 'A+', average: 'A', minus: 'A−' };

/** Each match of the event whose boards are known, in round order, its boards in order. */
export function matchSheets(doc: TeamsDocument): MatchSheet[] {
  const impsForm = doc.result.options.form === 'imps';
  const rooms = new Map<string, TeamTableResult>();
  for (const t of doc.tables) rooms.set(`${t.round}|${t.home}|${t.away}|${t.board}|${t.room}`, t);
  const out: MatchSheet[] = [];
  for (const m of doc.matches) {
    if (m.score.kind !== 'boards' || m.away === null || m.score.boards.length === 0) continue;
    const away = m.away;
    const room = (board: number, which: 'open' | 'closed'): SheetRoom | undefined => {
      const t = rooms.get(`${m.round}|${m.home}|${away}|${board}|${which}`);
      return t === undefined ? undefined : roomOf(t);
    };
    const rows = [...m.score.boards].sort((a, b) => a.board - b.board).map((b) => rowOf(b, room(b.board, 'open'), room(b.board, 'closed'), impsForm));
    out.push({ round: m.round, home: m.home, away, rows, result: resultOf(doc, m) });
  }
  return out.sort((a, b) => a.round - b.round);
}

function roomOf(t: TeamTableResult): SheetRoom {
  if (t.passedOut || t.contract === undefined) return { contract: '', declarer: '', result: '', scoreNS: t.scoreNS, passedOut: t.passedOut };
  return {
    contract: contractText(t.contract),
    declarer: t.declarer ?? '',
    result: t.tricks === undefined ? '' : resultText(t.contract, t.tricks),
    scoreNS: t.scoreNS,
    passedOut: false,
  };
}

function rowOf(b: BoardComparison, open: SheetRoom | undefined, closed: SheetRoom | undefined, impsForm: boolean): SheetRow {
  const base = { board: b.board, open, closed, kind: b.kind };
  if (b.kind === 'played') {
    if (!impsForm) return { ...base, homeNet: b.homeNet, impsHome: null, impsAway: null };
    const won = Rational.of(imps(Math.abs(b.homeNet)));
    return { ...base, homeNet: b.homeNet, impsHome: b.homeNet > 0 ? won : Rational.ZERO, impsAway: b.homeNet < 0 ? won : Rational.ZERO };
  }
  if (b.kind === 'weighted') {
    // Law 12C1c: each possible result's IMPs, weighted; the home side's net IMPs
    let net = Rational.ZERO;
    for (const c of b.components) net = net.add(c.weight.mul(Rational.of(Math.sign(c.homeNet) * imps(Math.abs(c.homeNet)))));
    const home = net.sign() > 0 ? net : Rational.ZERO;
    const away = net.sign() < 0 ? net.neg() : Rational.ZERO;
    return { ...base, homeNet: null, impsHome: impsForm ? home : null, impsAway: impsForm ? away : null };
  }
  return { ...base, homeNet: null, impsHome: null, impsAway: null, adjusted: { home: adjustmentText(b.home), away: adjustmentText(b.away) } };
}

function adjustmentText(a: BoardAdjustment): string {
  return a.kind === 'artificial' ? LEVEL[a.level] : impsText(a.value);
}

function resultOf(doc: TeamsDocument, m: MatchInput): MatchResult | undefined {
  return doc.result.matches.find((r) => r.round === m.round && r.home.team === m.home && r.away?.team === m.away);
}

/** "4S S +1" or "passed out": a room's contract, declarer and result. */
export function roomText(r: SheetRoom | undefined, passedOut: string): string {
  if (r === undefined) return '';
  if (r.passedOut) return passedOut;
  return [r.contract, r.declarer, r.result].filter((x) => x !== '').join(' ');
}

/** The net score cell: an adjusted board's adjustments ("A+/A−"), a weighted board's word, or the home team's net. */
export function netText(r: SheetRow, words: { readonly adjusted: string; readonly weighted: string }, num: (n: number) => string): string {
  if (r.adjusted) return `${words.adjusted} ${r.adjusted.home}/${r.adjusted.away}`;
  if (r.kind === 'weighted') return words.weighted;
  return r.homeNet === null ? '' : num(r.homeNet);
}

/** The sheet's headings: board, each room and its North-South score, the net score, each team's IMPs. */
export function sheetHeadings(
  words: { readonly boardShort: string; readonly ns: string; readonly openRoom: string; readonly closedRoom: string; readonly net: string },
  impsOf: (team: string) => string,
  home: string,
  away: string,
): string[] {
  return [words.boardShort, words.openRoom, words.ns, words.closedRoom, words.ns, words.net, impsOf(home), impsOf(away)];
}
