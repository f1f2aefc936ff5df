/**
 * A hand record in PBN (`--deals FILE.pbn`: BridgeComposer, Dealer, a federation's file): the deals of a
 * session, one game per board, with `Board`, `Dealer`, `Vulnerable`, `Deal` and, where the file has them, the
 * double-dummy table and the par (deal-analysis.ts). Results in the file, if any, are not read: this is the
 * session's deals only. UTF-8 or ISO-8859-1 (BridgeComposer writes Latin-1).
 *
 * A board without `Dealer` or `Vulnerable` takes the standard ones of its number (Law 2) with a warning; a
 * deal that cannot be read, or a board given twice with different cards, is an error: the hand record would be
 * wrong for that board.
 *
 * @example
 * readHandRecord(bytes, 'hands.pbn').boards[0] //=> { board: 1, dealer: 'N', vulnerability: 'None', deal: 'N:K843.…', doubleDummy, par }
 */
import type { BoardInfo, Seat, Vulnerability } from '../../model/types.js';
import { boardFacts } from '../../laws/board-facts.js';
import { decodeText } from '../decode.js';
import { parseWholeNumber } from '../../laws/notation.js';
import { DiagnosticBag, found, type Diagnostic } from '../../base/diagnostics.js';
import { parseDeal, parseDealer, parseVulnerable } from './deal.js';
import { readDealAnalysis } from './deal-analysis.js';
import { resolveGames, type PbnGame } from './games.js';
import { unwrapHtml } from './read-pbn.js';
import { tokenizePbn } from './tokenize.js';

export interface ReadHandRecordResult {
  /** by board number, ascending */
  readonly boards: BoardInfo[];
  readonly diagnostics: Diagnostic[];
  /**
   * The boards whose game has an analysis tag, readable or not (by the `Board` tag's number); `'all'` when a
   * game with an analysis tag has no readable board number.
   */
  readonly analysed: ReadonlySet<number> | 'all';
}

const ANALYSIS_TAGS = ['DoubleDummyTricks', 'OptimumResultTable', 'OptimumScore', 'ParContract', 'OptimumContract'] as const;

export function readHandRecord(bytes: Uint8Array, file: string): ReadHandRecordResult {
  const bag = new DiagnosticBag(file);
  const games = resolveGames(tokenizePbn(unwrapHtml(decodeText(bytes).text), bag).games, bag);
  const boards = new Map<number, { info: BoardInfo; line: number }>();
  let analysed: Set<number> | 'all' = new Set<number>();
  for (const game of games) {
    if (analysed !== 'all' && ANALYSIS_TAGS.some((t) => game.tags.has(t))) {
      const n = Number(game.tags.get('Board')?.value.trim());
      if (!Number.isSafeInteger(n) || n < 1) analysed = 'all';
      else analysed.add(n);
    }
    const info = readGame(game, bag);
    if (!info) continue;
    const line = game.tags.get('Board')?.line ?? game.line;
    const earlier = boards.get(info.board);
    if (!earlier) boards.set(info.board, { info, line });
    else if (earlier.info.deal !== info.deal) {
      bag.error(
        'hand-record-board-twice',
        `board ${info.board} is given twice with different deals (first at line ${earlier.line}; expected one deal per board)`,
        line,
        'Board',
      );
    }
  }
  if (boards.size === 0 && !bag.hasErrors()) bag.error('hand-record-empty', 'no deals found (expected games with [Board "1"] and [Deal "N:…"])', 1);
  return { boards: [...boards.values()].map((b) => b.info).sort((a, b) => a.board - b.board), diagnostics: bag.items, analysed };
}

function readGame(game: PbnGame, bag: DiagnosticBag): BoardInfo | undefined {
  const tag = (name: string): { text: string; line: number } | undefined => {
    const t = game.tags.get(name);
    const text = t?.value.trim() ?? '';
    return t === undefined || text === '' || text === '?' ? undefined : { text, line: t.line };
  };
  const boardTag = tag('Board');
  if (!boardTag) return undefined;
  const parsed = parseWholeNumber(boardTag.text);
  if (!parsed.ok) {
    bag.error('pbn-bad-board', `${found(boardTag.text)} is not a board number (${parsed.expected})`, boardTag.line, 'Board');
    return undefined;
  }
  const board = parsed.value;
  const facts = boardFacts(board);
  let dealer: Seat = facts.dealer;
  let vulnerability: Vulnerability = facts.vulnerability;
  const dealerTag = tag('Dealer');
  const vulTag = tag('Vulnerable');
  if (dealerTag) {
    const d = parseDealer(dealerTag.text);
    if (d.ok) dealer = d.value;
    else bag.error('pbn-bad-dealer', `board ${board}: ${found(dealerTag.text)} is not a dealer (${d.expected})`, dealerTag.line, 'Dealer');
  }
  if (vulTag) {
    const v = parseVulnerable(vulTag.text);
    if (v.ok) vulnerability = v.value;
    else bag.error('pbn-bad-vulnerable', `board ${board}: ${found(vulTag.text)} is not a vulnerability (${v.expected})`, vulTag.line, 'Vulnerable');
  }
  if (!dealerTag || !vulTag) {
    const absent = !dealerTag && !vulTag ? '[Dealer] and no [Vulnerable] tag' : dealerTag ? '[Vulnerable] tag' : '[Dealer] tag';
    bag.warn(
      'pbn-no-vulnerable',
      `board ${board}: no ${absent}; the standard ones for board ${board} (dealer ${facts.dealer}, ${facts.vulnerability} vulnerable) are used (Law 2)`,
      boardTag.line,
      'Board',
    );
  }
  let deal: string | undefined;
  const dealTag = tag('Deal');
  if (dealTag) {
    const d = parseDeal(dealTag.text);
    if (!d.ok) bag.error('pbn-bad-deal', `board ${board}: ${found(dealTag.text, 80)} is not a deal (${d.expected})`, dealTag.line, 'Deal');
    else deal = d.value;
  }
  const analysis = readDealAnalysis(game, { board, dealer, vulnerability }, bag);
  return { board, dealer, vulnerability, ...(deal === undefined ? {} : { deal }), ...analysis };
}

/**
 * The event's boards with the hand record's deals: a board the results know keeps its number and gains the
 * deal, the double-dummy table and the par; the hand record's dealer and vulnerability are checked against
 * what the results file said, if it said anything. Boards of the hand record that were not played are left out.
 */
export function withHandRecord(
  boards: readonly BoardInfo[],
  played: ReadonlySet<number>,
  record: readonly BoardInfo[],
  file: string,
): { boards: BoardInfo[]; diagnostics: Diagnostic[] } {
  const bag = new DiagnosticBag(file);
  const byNumber = new Map(boards.map((b) => [b.board, b]));
  const fromRecord = new Map(record.map((b) => [b.board, b]));
  for (const [n, hand] of fromRecord) {
    if (!played.has(n)) continue;
    const own = byNumber.get(n);
    // Results without their own dealer and vulnerability were scored with the standard ones (Law 2).
    const facts = boardFacts(n);
    const dealer = own?.dealer ?? facts.dealer;
    const vulnerability = own?.vulnerability ?? facts.vulnerability;
    if (hand.dealer !== undefined && hand.dealer !== dealer) {
      bag.warn('hand-record-differs', `board ${n}: the hand record has dealer ${hand.dealer}, the results ${dealer}; the results' is kept`);
    }
    if (hand.vulnerability !== undefined && hand.vulnerability !== vulnerability) {
      bag.warn(
        'hand-record-differs',
        `board ${n}: the hand record has ${hand.vulnerability} vulnerable, the results were scored with ${vulnerability}; the results' is kept`,
      );
    }
    byNumber.set(n, { ...hand, ...stripUndefined(own) });
    if (own?.deal !== undefined && hand.deal !== undefined && own.deal !== hand.deal) {
      bag.warn('hand-record-differs', `board ${n}: the deal differs from the one in the results file; the results file's is kept`);
    }
  }
  const missing = [...played].filter((n) => !fromRecord.has(n)).sort((a, b) => a - b);
  if (missing.length > 0)
    bag.warn(
      'hand-record-missing',
      `no deal for board${missing.length === 1 ? '' : 's'} ${missing.join(', ')} (the hand record has ${fromRecord.size} board${fromRecord.size === 1 ? '' : 's'})`,
    );
  return { boards: [...byNumber.values()].sort((a, b) => a.board - b.board), diagnostics: bag.items };
}

function stripUndefined(b: BoardInfo | undefined): Partial<BoardInfo> {
  if (!b) return {};
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(b)) if (v !== undefined) out[k] = v;
  return out;
}
