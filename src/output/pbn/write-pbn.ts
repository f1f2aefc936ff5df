/**
 * A scored pairs event as a PBN 2.1 results file in export format (§3.1): `% PBN 2.1` and `% EXPORT`, CRLF,
 * UTF-8 or ISO-8859-1. One game per board (per section when sections play apart) with the 15 mandatory tags in
 * export order (§3.4: Event, Site, Date, Board, West, North, East, South, Dealer, Vulnerable, Deal, Scoring,
 * Declarer, Contract, Result), then the supplemental tags in alphabetical order (`Application`,
 * `Competition`, the hand record's `DoubleDummyTricks`, `OptimumScore` and `ParContract` when the board has
 * them, `Section`), then the tables sorted by name: the `OptimumResultTable`, the board's `ScoreTable` and, in
 * the first game only, the event's `TotalScoreTable`, where Ruter and Magic Contest put the ranking.
 *
 * A game stands for every table's result on the board, so the seats, declarer, contract and result of the
 * game itself are `?`; the results are in the ScoreTable. The program is named in
 * `% <META name=Generator content="bridgescore">` and `[Application "bridgescore"]`, where PBN readers
 * (ours included) look for it.
 *
 * @example
 * new TextDecoder().decode(renderPairsPbn(scored, { encoding: 'utf-8' })).split('\r\n').slice(0, 4)
 * //=> ['% PBN 2.1', '% EXPORT', '% <META name=Generator content="bridgescore">', '[Event "Club session"]']
 */
import type { PairsDocument, Writer } from '../documents.js';
import type { Seat, Vulnerability } from '../../model/types.js';
import type { ScoredBoard, ScoredPairsEvent } from '../../model/scored.js';
import { assertNever } from '../../base/assert-never.js';
import { encodePbn, tagLine, type PbnEncoding } from './pbn-text.js';
import { scoreTableLayout, scoreTableLines } from './score-table.js';
import { totalScoreTableLines } from './total-score-table.js';
import { analysisTags, optimumResultTableLines } from './hand-record-tags.js';

export interface RenderPairsPbnOptions {
  /** UTF-8 (the default of the CLI) or ISO-8859-1, the PBN standard's own character set */
  readonly encoding: PbnEncoding;
}

export const PROGRAM_NAME = 'bridgescore';

const SEATS: readonly Seat[] = ['N', 'E', 'S', 'W'];
const VULNERABLE: Readonly<Record<Vulnerability, string>> = { None: 'None', NS: 'NS', EW: 'EW', Both: 'All' };

export function renderPairsPbn(event: ScoredPairsEvent, opts: RenderPairsPbnOptions): Uint8Array {
  const lines: string[] = ['% PBN 2.1', '% EXPORT', `% <META name=Generator content="${PROGRAM_NAME}">`];
  const boards = [...event.boards].sort((a, b) => a.board - b.board || compareText(a.section ?? '', b.section ?? ''));
  const layout = scoreTableLayout(event);
  const scoring = scoringTag(event);
  // One line at a time: a board's traveller and the ranking are as long as the event (never spread them).
  const add = (more: readonly string[]): void => {
    for (const l of more) lines.push(l);
  };
  if (boards.length === 0) {
    // Still a file our reader accepts: one game that carries the ranking.
    add(identification(event, undefined, scoring));
    add(totalScoreTableLines(event));
  }
  boards.forEach((board, i) => {
    if (i > 0) lines.push('');
    add(identification(event, board, scoring));
    add(optimumResultTableLines(board.info));
    add(scoreTableLines(event, board, layout));
    if (i === 0) add(totalScoreTableLines(event));
  });
  return encodePbn(lines, opts.encoding);
}

function identification(event: ScoredPairsEvent, board: ScoredBoard | undefined, scoring: string): string[] {
  const unknown = '?';
  const lines = [
    tagLine('Event', event.title === undefined ? unknown : literal(event.title)),
    tagLine('Site', unknown),
    tagLine('Date', pbnDate(event.date)),
    tagLine('Board', board === undefined ? unknown : String(board.board)),
    tagLine('West', unknown),
    tagLine('North', unknown),
    tagLine('East', unknown),
    tagLine('South', unknown),
    tagLine('Dealer', board?.dealer ?? unknown),
    tagLine('Vulnerable', board === undefined ? unknown : VULNERABLE[board.vulnerability]),
    tagLine('Deal', board?.info?.deal === undefined ? unknown : dealFromDealer(board.info.deal, board.dealer)),
    tagLine('Scoring', scoring),
    tagLine('Declarer', unknown),
    tagLine('Contract', unknown),
    tagLine('Result', unknown),
    tagLine('Application', PROGRAM_NAME),
    tagLine('Competition', 'Pairs'),
    ...analysisTags(board?.info),
  ];
  if (board?.section !== undefined) lines.push(tagLine('Section', literal(board.section)));
  return lines;
}

/**
 * A tag value of `#` or one starting `##` would be inherited from or passed on to other games (§3.5); a
 * leading space keeps such a title as it is, and readers trim it.
 */
function literal(value: string): string {
  return value.startsWith('#') ? ` ${value}` : value;
}

/** ISO `YYYY-MM-DD` → `YYYY.MM.DD` (§3.4.3); anything else is unknown. */
export function pbnDate(date: string | undefined): string {
  const m = date === undefined ? null : /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  return m ? `${m[1]}.${m[2]}.${m[3]}` : '?';
}

/** The model keeps deals from North; export format starts them with the dealer (§3.4.11). */
export function dealFromDealer(deal: string, dealer: Seat): string {
  const m = /^N:(.*)$/.exec(deal);
  const hands = m ? (m[1] as string).trim().split(/\s+/) : [];
  if (hands.length !== 4) return deal;
  const first = SEATS.indexOf(dealer);
  const rotated = SEATS.map((_, i) => hands[(first + i) % 4] as string);
  return `${dealer}:${rotated.join(' ')}`;
}

/** §3.4.12: the base method and its modifiers, as Ruter and Magic Contest write them. */
export function scoringTag(event: ScoredPairsEvent): string {
  switch (event.method) {
    case 'mp':
      return 'MatchPoints;MP1';
    case 'butler': {
      const drop = event.options.butler.drop;
      return drop.kind === 'count' && drop.count === 1 ? 'IMP;Butler-2;Mean' : 'IMP;Butler;Mean';
    }
    case 'cross-imps':
      return event.options.crossImpTotals === 'per-comparison' ? 'IMP;Cross2' : 'IMP;Cross';
    default:
      return assertNever(event.method);
  }
}

function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** The pairs writer of PBN: the whole event, in the character set asked for. */
export const writePairsPbn: Writer<PairsDocument> = (doc, o, write) => write(renderPairsPbn(doc.scored, { encoding: o.encoding }));
