/**
 * `deals solve`: a PBN file with the double-dummy table and par added to every board that has a `Deal` —
 * `DoubleDummyTricks`, `OptimumScore`, `ParContract` and the `OptimumResultTable` section (solved-tags.ts) —
 * and every other byte as it was: the tags go in after the board's own (before the empty line that ends its
 * game), with the file's own line ends; nothing is re-encoded (the file is handled as bytes, one character
 * each). The par is the project's (src/laws/par.ts), from the solved table, the board's dealer and
 * vulnerability.
 *
 * A board that already has a table or par keeps it; where the solver disagrees with it there is a warning
 * naming the board and the line, and nothing is added to that board (a file's own analysis is never mixed
 * with ours). A deal that cannot be read is an error naming the line; a deal with unknown hands (`-`) is
 * passed over with a warning.
 *
 * @example
 * const r = await solvePbnFile(bytes, 'hands.pbn', solveInProcess); // r.bytes: the file with the tags added
 */
import type { DoubleDummyTable, Par, Seat, Vulnerability } from '../model/types.js';
import { boardFacts } from '../laws/board-facts.js';
import { computePar, parScoreText } from '../laws/par.js';
import { parseWholeNumber } from '../laws/notation.js';
import { DiagnosticBag, found, type Diagnostic } from '../base/diagnostics.js';
import { decodeText } from '../parse/decode.js';
import { parseDeal, parseDealer, parseVulnerable } from '../parse/pbn/deal.js';
import { readDealAnalysis } from '../parse/pbn/deal-analysis.js';
import { resolveGames, type PbnGame } from '../parse/pbn/games.js';
import { unwrapHtml } from '../parse/pbn/read-pbn.js';
import { tokenizePbn } from '../parse/pbn/tokenize.js';
import { SOLVED_TAGS, solvedTagLines } from '../output/pbn/solved-tags.js';
import { tableDifferences, type SolveDeals } from './deals-common.js';

export interface SolvedBoard {
  /** undefined for a game without a `Board` tag */
  readonly board: number | undefined;
  /** the line of the game's `Deal` tag */
  readonly line: number;
  readonly deal: string;
  readonly doubleDummy: DoubleDummyTable;
  readonly par: Par;
  /** the tags added to it, by name ([] when it had them all, or disagreed) */
  readonly added: readonly string[];
}

export interface SolvePbnResult {
  /** the file with the tags inserted; undefined when there are errors */
  readonly bytes?: Uint8Array;
  readonly boards: readonly SolvedBoard[];
  readonly diagnostics: readonly Diagnostic[];
}

interface Pending {
  readonly game: PbnGame;
  readonly index: number;
  readonly board: number | undefined;
  readonly line: number;
  readonly deal: string;
  readonly dealer: Seat;
  readonly vulnerability: Vulnerability;
}

/** Bytes as a string of one character per byte (0–255), and back: nothing is decoded or re-encoded. */
export function bytesToBinary(bytes: Uint8Array): string {
  let s = '';
  for (let i = 0; i < bytes.length; i++) s += String.fromCharCode(bytes[i]!);
  return s;
}

export function binaryToBytes(s: string): Uint8Array {
  const out = new Uint8Array(s.length);
  for (let i = 0; i < s.length; i++) out[i] = s.charCodeAt(i) & 0xff;
  return out;
}

/**
 * The 1-based numbers of the lines that end a game (semi-empty lines outside a `{…}` comment, PBN §3), as the
 * tokenizer sees them: strings and `;` comments are passed over, `%` lines are escapes.
 */
export function separatorLines(lines: readonly string[]): number[] {
  const out: number[] = [];
  let inBrace = false;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] as string;
    let pos = 0;
    if (inBrace) {
      const close = line.indexOf('}');
      if (close < 0) continue;
      inBrace = false;
      pos = close + 1;
    } else {
      if (line.startsWith('%')) continue;
      if (/^[ \t\r\f\v]*$/.test(line)) {
        out.push(i + 1);
        continue;
      }
    }
    scan: while (pos < line.length) {
      const c = line[pos];
      if (c === ';') break;
      if (c === '{') {
        const close = line.indexOf('}', pos + 1);
        if (close < 0) {
          inBrace = true;
          break scan;
        }
        pos = close + 1;
        continue;
      }
      if (c === '"') {
        pos++;
        while (pos < line.length && line[pos] !== '"') pos += line[pos] === '\\' && (line[pos + 1] === '"' || line[pos + 1] === '\\') ? 2 : 1;
        pos++;
        continue;
      }
      pos++;
    }
  }
  return out;
}

function boardName(board: number | undefined, line: number): string {
  return board === undefined ? `the game at line ${line}` : `board ${board}`;
}

export async function solvePbnFile(
  input: Uint8Array,
  file: string,
  solve: SolveDeals,
  onSolved?: (done: number, total: number) => void,
): Promise<SolvePbnResult> {
  const bag = new DiagnosticBag(file);
  const tokens = tokenizePbn(unwrapHtml(decodeText(input).text), bag);
  const games = resolveGames(tokens.games, bag);
  const pending: Pending[] = [];
  games.forEach((game, index) => {
    const p = readPending(game, index, bag);
    if (p) pending.push(p);
  });
  if (pending.length === 0 && !bag.hasErrors()) bag.error('deals-no-deal', 'no deals found (expected games with [Deal "N:…"])', 1);
  if (bag.hasErrors()) return { boards: [], diagnostics: bag.items };

  // Each different deal once (a results file may repeat a board's deal in a game per table).
  const unique = [...new Set(pending.map((p) => p.deal))];
  const tables = await solve(unique, onSolved ? (done) => onSolved(done, unique.length) : undefined);
  const byDeal = new Map(unique.map((d, i) => [d, tables[i] as DoubleDummyTable]));

  const binary = bytesToBinary(input);
  const lines = binary.split('\n');
  const separators = separatorLines(lines);
  const inserts = new Map<number, string[]>();
  const boards: SolvedBoard[] = [];
  for (const p of pending) {
    const doubleDummy = byDeal.get(p.deal) as DoubleDummyTable;
    const par = computePar(doubleDummy, p.vulnerability, p.dealer);
    const added = tagsToAdd(p, doubleDummy, par, bag);
    boards.push({ board: p.board, line: p.line, deal: p.deal, doubleDummy, par, added });
    if (added.length === 0) continue;
    const items = tokens.games[p.index]?.items ?? [];
    let last = p.line;
    for (const item of items) if (item.line > last) last = item.line;
    const end = separators.find((s) => s > last) ?? lines.length + 1;
    const present = new Set(SOLVED_TAGS.filter((t) => !added.includes(t)));
    inserts.set(end, solvedTagLines({ doubleDummy, par }, present));
  }
  return { bytes: binaryToBytes(withInserts(lines, inserts)), boards, diagnostics: bag.items };
}

/** The lines joined again, each insert's lines before the (1-based) line it is keyed by, with the file's line ends. */
function withInserts(lines: readonly string[], inserts: ReadonlyMap<number, readonly string[]>): string {
  const out: string[] = [];
  for (let i = 0; i <= lines.length; i++) {
    const add = inserts.get(i + 1);
    if (add) {
      const prev = lines[i - 1];
      const crlf = prev !== undefined && prev !== '' ? prev.endsWith('\r') : lines.some((l) => l.endsWith('\r'));
      const eol = crlf ? '\r' : '';
      if (i === lines.length) {
        // The game runs to the end of a file without a final line end: the tags follow a new one.
        out[out.length - 1] = `${out[out.length - 1] ?? ''}${eol}\n${add.map((l) => l + eol).join('\n')}`;
        continue;
      }
      for (const l of add) out.push(l + eol);
    }
    if (i < lines.length) out.push(lines[i] as string);
  }
  return out.join('\n');
}

function readPending(game: PbnGame, index: number, bag: DiagnosticBag): Pending | undefined {
  const dealTag = game.tags.get('Deal');
  const dealText = dealTag?.value.trim() ?? '';
  if (!dealTag || dealText === '' || dealText === '?') return undefined;
  let board: number | undefined;
  const boardTag = game.tags.get('Board');
  if (boardTag && boardTag.value.trim() !== '') {
    const n = parseWholeNumber(boardTag.value.trim());
    if (n.ok && n.value >= 1) board = n.value;
    else {
      bag.error('pbn-bad-board', `${found(boardTag.value)} is not a board number${n.ok ? '' : ` (${n.expected})`}`, boardTag.line, 'Board');
      return undefined;
    }
  }
  const d = parseDeal(dealText);
  if (!d.ok) {
    bag.error('pbn-bad-deal', `${boardName(board, dealTag.line)}: ${found(dealText, 80)} is not a deal (${d.expected})`, dealTag.line, 'Deal');
    return undefined;
  }
  if (d.value === undefined) {
    bag.warn('deals-partial', `${boardName(board, dealTag.line)}: the deal has hands not given ("-"); it is not solved`, dealTag.line, 'Deal');
    return undefined;
  }
  const facts = board === undefined ? undefined : boardFacts(board);
  let dealer = facts?.dealer;
  let vulnerability = facts?.vulnerability;
  const dealerTag = game.tags.get('Dealer');
  if (dealerTag && dealerTag.value.trim() !== '' && dealerTag.value.trim() !== '?') {
    const r = parseDealer(dealerTag.value);
    if (!r.ok) {
      bag.error('pbn-bad-dealer', `${boardName(board, dealTag.line)}: ${found(dealerTag.value)} is not a dealer (${r.expected})`, dealerTag.line, 'Dealer');
      return undefined;
    }
    dealer = r.value;
  }
  const vulTag = game.tags.get('Vulnerable');
  if (vulTag && vulTag.value.trim() !== '' && vulTag.value.trim() !== '?') {
    const r = parseVulnerable(vulTag.value);
    if (!r.ok) {
      bag.error(
        'pbn-bad-vulnerable',
        `${boardName(board, dealTag.line)}: ${found(vulTag.value)} is not a vulnerability (${r.expected})`,
        vulTag.line,
        'Vulnerable',
      );
      return undefined;
    }
    vulnerability = r.value;
  }
  if (dealer === undefined || vulnerability === undefined) {
    bag.warn(
      'deals-no-board',
      `the game at line ${dealTag.line} has no [Board], [Dealer] or [Vulnerable] to take the par from; it is not solved`,
      dealTag.line,
      'Deal',
    );
    return undefined;
  }
  return { game, index, board, line: dealTag.line, deal: d.value, dealer, vulnerability };
}

/** The tags a board lacks, or none when the file's own analysis disagrees with the solver (with a warning). */
function tagsToAdd(p: Pending, solved: DoubleDummyTable, par: Par, bag: DiagnosticBag): string[] {
  const present = SOLVED_TAGS.filter((t) => p.game.tags.has(t));
  if (present.length === 0) return [...SOLVED_TAGS];
  const own = readDealAnalysis(p.game, { board: p.board ?? 0, dealer: p.dealer, vulnerability: p.vulnerability }, new DiagnosticBag(bag.file));
  const name = boardName(p.board, p.line);
  let agrees = true;
  if (own.doubleDummy) {
    const diff = tableDifferences(own.doubleDummy, solved);
    if (diff !== '') {
      agrees = false;
      const tag = p.game.tags.get('OptimumResultTable') ?? p.game.tags.get('DoubleDummyTricks');
      bag.warn('deals-solve-differs', `${name}: the file's double-dummy table differs from the solver's (${diff}); the file's is kept`, tag?.line, tag?.name);
    }
  }
  if (own.par && own.par.source === 'file' && own.par.scoreNS !== par.scoreNS) {
    agrees = false;
    const tag = p.game.tags.get('OptimumScore');
    bag.warn(
      'deals-solve-differs',
      `${name}: the file's par ${parScoreText(own.par.scoreNS)} differs from the par of the solved table (${parScoreText(par.scoreNS)}); the file's is kept`,
      tag?.line,
      tag?.name,
    );
  }
  return agrees ? SOLVED_TAGS.filter((t) => !present.includes(t)) : [];
}
