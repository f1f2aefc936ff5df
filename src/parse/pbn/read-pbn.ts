/**
 * Reads a PBN 2.0/2.1 results file (import format) into the event model: boards from `Board`, `Dealer`,
 * `Vulnerable` and `Deal`; results from each board's `ScoreTable` (Ruter, Magic Contest, BridgeWebs) or, when
 * a game has none, from the game's own `Contract`/`Declarer`/`Result`/`Score` (one game per table result);
 * participants and published totals from a `TotalScoreTable`. The program that made the file comes from the
 * `%` metadata (`% <META name=Generator …>`, `%Creator:`), `Application` or `Generator`.
 * Published MPs, IMPs and percentages are returned apart and never used as inputs; the procedural penalties a
 * Ruter file gives (its "Pen" rows and ScorePenalty column) are returned as penalty records (penalty-rows.ts).
 *
 * @example
 * readPbn(bytes, '01.pbn').event.boards.length //=> 66
 */
import type { BoardInfo, Participant, ResultLine, Seat, Vulnerability } from '../../model/types.js';
import { boardFacts } from '../../laws/board-facts.js';
import { decodeText } from '../decode.js';
import { DiagnosticBag, found } from '../../base/diagnostics.js';
import { parseWholeNumber } from '../../laws/notation.js';
import { isoDate, markSharedPlaces, type PublishedLine, type PublishedTotal, type ReadEventResult } from '../../model/published.js';
import type { PenaltyRecord } from '../../model/scored.js';
import { parseDeal, parseDealer, parseVulnerable } from './deal.js';
import { readDealAnalysis, type DealAnalysis } from './deal-analysis.js';
import { readGameResult } from './game-result.js';
import { resolveGames, type PbnGame } from './games.js';
import { readScoreTable } from './score-table.js';
import { parseTable } from './table.js';
import { tokenizePbn } from './tokenize.js';
import { readTotalScoreTable } from './total-score-table.js';
import { generatorOf, publishedMeta, readMetadata } from './metadata.js';
import { filePenalties, type ScorePenalty } from './penalty-rows.js';

export function readPbn(bytes: Uint8Array, file: string): ReadEventResult {
  const bag = new DiagnosticBag(file);
  const { text } = decodeText(bytes);
  const tokens = tokenizePbn(unwrapHtml(text), bag);
  const meta = readMetadata(tokens.escapes);
  const games = resolveGames(tokens.games, bag);
  if (games.length === 0) {
    bag.error('pbn-empty', 'no PBN games found (expected tag pairs such as [Board "1"])', 1);
  }

  const boards = new Map<number, MutableBoard>();
  const results: ResultLine[] = [];
  const lines: PublishedLine[] = [];
  const totals: PublishedTotal[] = [];
  const participants = new Map<string, Participant>();
  const penaltyRows: PenaltyRecord[] = [];
  const scorePenalties: ScorePenalty[] = [];
  let totalColumn: string | undefined;

  for (const game of games) {
    const board = readBoard(game, boards, bag);
    for (const tag of game.tags.values()) {
      if (!tag.name.endsWith('Table')) continue;
      if (tag.name === 'TotalScoreTable') {
        const read = readTotalScoreTable(parseTable(tag, bag), bag);
        for (const p of read.participants) {
          const key = participantKey(p.section, p.pair) + `\u0000${p.direction ?? ''}`;
          if (!participants.has(key)) participants.set(key, p);
        }
        append(totals, read.totals);
        append(scorePenalties, read.penalties);
        totalColumn ??= read.totalColumn;
      } else if (tag.name === 'ScoreTable') {
        if (board === undefined) {
          bag.error('pbn-no-board', 'a [ScoreTable] in a game without a valid [Board] tag cannot be read', tag.line, 'Board');
          continue;
        }
        const section = game.tags.get('Section')?.value.trim();
        const read = readScoreTable(parseTable(tag, bag, { board: board.number }), {
          bag,
          file,
          board: board.number,
          vulnerability: board.vulnerability,
          ...(section ? { section } : {}),
        });
        append(results, read.lines);
        append(lines, read.published);
        append(penaltyRows, read.penalties);
      } else {
        // Tables the reader does not use are still checked, but their problems do not stop scoring.
        parseTable(tag, bag, { lenient: true, ...(board ? { board: board.number } : {}) });
      }
    }
    if (board !== undefined && !game.tags.has('ScoreTable')) {
      const read = readGameResult(game, { bag, file, board: board.number, vulnerability: board.vulnerability });
      if (read.line) results.push(read.line);
      if (read.published) lines.push(read.published);
    }
  }

  // Pairs the TotalScoreTable does not list (or a file without one) are still participants, without names.
  const listed = new Set([...participants.values()].map((p) => participantKey(p.section, p.pair)));
  for (const r of results) {
    for (const pair of [r.ns, r.ew]) {
      const key = participantKey(r.section, pair);
      if (!listed.has(key)) {
        listed.add(key);
        participants.set(key, { pair, players: [], ...(r.section === undefined ? {} : { section: r.section }) });
      }
    }
  }

  const first = (name: string): string | undefined => {
    for (const g of games) {
      const v = g.tags.get(name)?.value.trim();
      if (v && v !== '?' && v !== '#') return v;
    }
    return undefined;
  };
  const title = first('Event') ?? meta.get('ContestName');
  const dateText = first('Date') ?? first('EventDate') ?? meta.get('ContestDate');
  const date = dateText === undefined ? undefined : isoDate(dateText);
  const generator = generatorOf(meta, first('Application'), first('Generator'));
  const scoring = first('Scoring') ?? meta.get('ScoringType');

  markSharedPlaces(totals);
  // Ruter's "Pen" rows and ScorePenalty; a file on the 1/½/0 scale (MP2) has its matchpoints doubled to ours.
  const scale = scoring !== undefined && /(^|;)\s*MP2\s*(;|$)/i.test(scoring) ? 2 : 1;
  const fileMeta = publishedMeta(meta, { generator, totalColumn, site: first('Site'), competition: first('Competition') });
  const cumulative = (fileMeta.boardCount ?? 0) > (fileMeta.boardCountSession ?? Infinity);
  const penalties = filePenalties(penaltyRows, scorePenalties, {
    bag,
    file,
    scale,
    cumulative,
    shared: sharedNumbers(totals),
    sectionOf: onlySection(results),
  });
  return {
    event: {
      ...(title === undefined ? {} : { title }),
      ...(date === undefined ? {} : { date }),
      ...(generator === undefined ? {} : { generator }),
      results,
      boards: [...boards.values()].sort((a, b) => a.board - b.board).map(toBoardInfo),
      participants: [...participants.values()],
    },
    published: {
      ...(scoring === undefined ? {} : { scoring }),
      lines,
      totals,
      meta: {
        ...fileMeta,
        ...(scoring === undefined ? {} : { scoringField: first('Scoring') !== undefined ? 'Scoring tag' : 'META ScoringType' }),
      },
    },
    diagnostics: bag.items,
    ...(penalties.length > 0 ? { penalties } : {}),
  };
}

/** The one section each pair played in (undefined where it played in none, or in several). */
function onlySection(results: readonly ResultLine[]): (pair: string) => string | undefined {
  const sections = new Map<string, Set<string | undefined>>();
  for (const r of results) {
    for (const pair of [r.ns, r.ew]) {
      let set = sections.get(pair);
      if (!set) sections.set(pair, (set = new Set()));
      set.add(r.section);
    }
  }
  return (pair) => {
    const set = sections.get(pair);
    return set?.size === 1 ? [...set][0] : undefined;
  };
}

/** Where NS and EW pairs of the published totals share a number (a two-winner Mitchell numbered from 1 both ways). */
function sharedNumbers(totals: readonly PublishedTotal[]): (section: string | undefined, pair: string) => boolean {
  const dirs = new Map<string, Set<string>>();
  for (const t of totals) {
    const k = participantKey(t.section, t.pair);
    if (!dirs.has(k)) dirs.set(k, new Set());
    if (t.direction) (dirs.get(k) as Set<string>).add(t.direction);
  }
  return (section, pair) => (dirs.get(participantKey(section, pair))?.size ?? 0) > 1;
}

interface MutableBoard {
  board: number;
  dealer?: Seat;
  vulnerability?: Vulnerability;
  deal?: string;
  dealLine?: number;
  defaultWarned?: boolean;
  /** the double-dummy table and par of the first game of the board that has them */
  analysis?: DealAnalysis;
}

interface GameBoard {
  readonly number: number;
  /** for scoring: the board's own, or the standard one for its number */
  readonly vulnerability: Vulnerability;
}

function readBoard(game: PbnGame, boards: Map<number, MutableBoard>, bag: DiagnosticBag): GameBoard | undefined {
  const boardTag = game.tags.get('Board');
  const boardText = boardTag?.value.trim();
  if (boardTag === undefined || boardText === undefined || boardText === '' || boardText === '?') return undefined;
  const parsed = parseWholeNumber(boardText);
  if (!parsed.ok) {
    bag.error('pbn-bad-board', `${found(boardText)} is not a board number (${parsed.expected})`, boardTag.line, 'Board');
    return undefined;
  }
  const number = parsed.value;
  let info = boards.get(number);
  if (!info) {
    info = { board: number };
    boards.set(number, info);
  }
  const value = (name: string): { text: string; line: number } | undefined => {
    const tag = game.tags.get(name);
    const t = tag?.value.trim();
    return tag === undefined || t === undefined || t === '' || t === '?' ? undefined : { text: t, line: tag.line };
  };

  const dealer = value('Dealer');
  if (dealer) {
    const d = parseDealer(dealer.text);
    if (!d.ok) bag.error('pbn-bad-dealer', `board ${number}: ${found(dealer.text)} is not a dealer (${d.expected})`, dealer.line, 'Dealer');
    else if (info.dealer === undefined) info.dealer = d.value;
    else if (info.dealer !== d.value)
      bag.warn('pbn-board-conflict', `board ${number}: dealer ${d.value} differs from ${info.dealer} given earlier; the first is kept`, dealer.line, 'Dealer');
  }
  const vul = value('Vulnerable');
  if (vul) {
    const v = parseVulnerable(vul.text);
    if (!v.ok) bag.error('pbn-bad-vulnerable', `board ${number}: ${found(vul.text)} is not a vulnerability (${v.expected})`, vul.line, 'Vulnerable');
    else if (info.vulnerability === undefined) info.vulnerability = v.value;
    else if (info.vulnerability !== v.value)
      bag.warn(
        'pbn-board-conflict',
        `board ${number}: vulnerability ${v.value} differs from ${info.vulnerability} given earlier; the first is kept`,
        vul.line,
        'Vulnerable',
      );
  }
  const deal = value('Deal');
  if (deal) {
    const d = parseDeal(deal.text);
    // The results are scored without the hand: one mistyped hand record never costs the session its results.
    if (!d.ok)
      bag.warn(
        'pbn-bad-deal',
        `board ${number}: ${found(deal.text, 80)} is not a deal (${d.expected}); the hand is left out, the results are scored without it`,
        deal.line,
        'Deal',
      );
    else if (d.value === undefined) bag.warn('pbn-partial-deal', `board ${number}: the deal has unknown hands ("-"); it is not kept`, deal.line, 'Deal');
    else if (info.deal === undefined) {
      info.deal = d.value;
      info.dealLine = deal.line;
    } else if (info.deal !== d.value) {
      bag.warn('pbn-board-conflict', `board ${number}: the deal differs from the one at line ${info.dealLine}; the first is kept`, deal.line, 'Deal');
    }
  }
  let vulnerability = info.vulnerability;
  if (vulnerability === undefined) {
    vulnerability = boardFacts(number).vulnerability;
    if (!info.defaultWarned && !vul) {
      info.defaultWarned = true;
      bag.warn(
        'pbn-no-vulnerable',
        `board ${number}: no [Vulnerable] tag; the standard vulnerability for board ${number} (${vulnerability}) is used`,
        boardTag.line,
        'Vulnerable',
      );
    }
  }
  if (info.analysis === undefined || Object.keys(info.analysis).length === 0) {
    info.analysis = readDealAnalysis(game, { board: number, dealer: info.dealer ?? boardFacts(number).dealer, vulnerability }, bag);
  }
  return { number, vulnerability };
}

function toBoardInfo(b: MutableBoard): BoardInfo {
  return {
    board: b.board,
    ...(b.dealer === undefined ? {} : { dealer: b.dealer }),
    ...(b.vulnerability === undefined ? {} : { vulnerability: b.vulnerability }),
    ...(b.deal === undefined ? {} : { deal: b.deal }),
    ...b.analysis,
  };
}

/**
 * PBN embedded in HTML (§2): keep what lies between `<PBN>` and `</PBN>`, and blank the rest line by line so
 * that line numbers stay those of the file.
 */
export function unwrapHtml(text: string): string {
  const open = text.search(/<PBN>/i);
  if (open < 0) return text;
  const start = open + '<PBN>'.length;
  const closeAt = text.slice(start).search(/<\/PBN>/i);
  const end = closeAt < 0 ? text.length : start + closeAt;
  const blank = (s: string): string => s.replace(/[^\n]/g, ' ');
  return blank(text.slice(0, start)) + text.slice(start, end) + blank(text.slice(end));
}

/** Append without spreading: a list of any length. */
function append<T>(to: T[], items: readonly T[]): void {
  for (const x of items) to.push(x);
}

function participantKey(section: string | undefined, pair: string): string {
  return `${section ?? ''}\u0000${pair}`;
}
