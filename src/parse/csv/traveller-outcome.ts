/**
 * The outcome cells of one traveller row (contract, declarer, result, written score, adjustment) into the
 * line table's columns: a plain contract (`4S`, `3NTX`), seat and result (`=`, `+1`, `-2`, `10`) straight from
 * the bytes; anything else — passed out, not played, artificial and weighted scores, a whole result in the
 * contract cell, other spellings — through the notation parsers, with their messages.
 *
 * @example
 * new OutcomeReader(table, bag).read(row, i, 7, columns, 12) // table.contract[i], score[i] … set, or errors in bag
 */
import { contractCode, contractOfCode, FLAG_ASSIGNED, KIND_NOT_PLAYED, KIND_PLAYED, LineTable, seatCode } from '../../model/line-table.js';
import type { Contract, Seat, TableScore, Vulnerability } from '../../model/types.js';
import { boardFacts } from '../../laws/board-facts.js';
import { declarerScore } from '../../laws/contract-score.js';
import { found, type DiagnosticBag } from '../../base/diagnostics.js';
import { CONTRACT_EXPECTED, contractText, parseContract, parseResult, parseSeat } from '../../laws/notation.js';
import {
  isArtificialText,
  isNotPlayedText,
  isWeightedText,
  parseArtificial,
  parseCompactResult,
  parseContractWithResult,
  parseWeighted,
} from '../../laws/table-result.js';
import type { CsvRowView } from './tokenize.js';

/** The columns the outcome is read from (−1 when the file has none). */
export interface OutcomeColumns {
  readonly contract: number;
  readonly declarer: number;
  readonly result: number;
  readonly score: number;
  readonly adjustment: number;
}

/**
 * Law 77 scores for every contract code × vulnerable × tricks, declarer's side: no arithmetic per line. Each
 * row (a contract and a vulnerability) is worked out the first time it is needed.
 */
const DECLARER_SCORE = new Int32Array(106 * 2 * 14);
const ROW_DONE = new Uint8Array(106 * 2);

function declarerScoreOf(code: number, vulnerable: number, tricks: number): number {
  const row = code * 2 + vulnerable;
  if (ROW_DONE[row] === 0) {
    const c = contractOfCode(code) as Contract;
    for (let t = 0; t <= 13; t++) DECLARER_SCORE[row * 14 + t] = declarerScore(c, t, vulnerable === 1);
    ROW_DONE[row] = 1;
  }
  return DECLARER_SCORE[row * 14 + tricks] as number;
}

/** Board number → vulnerability index (0 None, 1 NS, 2 EW, 3 Both), Law 2's 16-board cycle. */
function vulIndex(board: number): number {
  const k = (board - 1) % 16;
  return (k + Math.floor(k / 4)) % 4;
}

const VULNERABILITIES = ['None', 'NS', 'EW', 'Both'] as const satisfies readonly Vulnerability[];

/** U+2212 (minus sign) and U+2013 (en dash), as word processors and spreadsheets write a minus: read as '-'. */
export function plainMinus(text: string): string {
  return text.includes('\u2212') || text.includes('\u2013') ? text.replace(/[\u2212\u2013]/g, '-') : text;
}

export class OutcomeReader {
  /** The lines that needed a column the file does not have, by column: reported once, as the column (columnErrors). */
  private readonly wanting = new Map<'declarer' | 'result', { count: number; first: number }>();

  constructor(
    private readonly t: LineTable,
    private readonly bag: DiagnosticBag,
  ) {}

  /** One error for each column the file lacks that its lines needed, with how many lines needed it. */
  columnErrors(headerLine: number): void {
    for (const [column, { count, first }] of this.wanting) {
      const what = column === 'declarer' ? 'a declarer (N, E, S or W; or in the contract cell, "4S N")' : 'a result ("=", "+1", "-2" or the tricks)';
      this.bag.error(
        column,
        `the file has no "${column}" column, and ${count === 1 ? `the contract on line ${first} needs` : `${count} contracts (the first on line ${first}) need`} ${what}`,
        headerLine,
        column,
      );
    }
  }

  private want(column: 'declarer' | 'result', at: number): void {
    const w = this.wanting.get(column);
    if (w) w.count++;
    else this.wanting.set(column, { count: 1, first: at });
  }

  /** Read the outcome of row into line i (board −1 when the board number was wrong: no vulnerability). */
  read(row: CsvRowView, i: number, board: number, c: OutcomeColumns, at: number): void {
    const t = this.t;
    t.kind[i] = KIND_PLAYED;
    t.flags[i] = 0;
    t.contract[i] = 0;
    t.declarer[i] = 255;
    t.tricks[i] = -1;
    t.score[i] = 0;
    if (!has(row, c.contract)) {
      this.bag.error('contract', `no contract (${CONTRACT_EXPECTED}, an adjusted score such as A60/40, or NP)`, at, 'contract');
      return;
    }
    const vul = board >= 1 ? vulIndex(board) : 0;
    if (this.fast(row, i, vul, c)) {
      if (has(row, c.adjustment) && /^assign/i.test(row.text(c.adjustment))) t.flags[i] = FLAG_ASSIGNED;
      if (has(row, c.score)) this.checkWrittenScore(row, c.score, t.score[i], at);
      return;
    }
    this.slow(row, i, board >= 1 ? boardFacts(board).vulnerability : 'None', c, at);
  }

  /** A plain contract, seat and result, straight from ASCII bytes; false to take the slow path. */
  private fast(row: CsvRowView, i: number, vul: number, c: OutcomeColumns): boolean {
    if (!has(row, c.declarer) || !has(row, c.result) || !row.ascii(c.contract)) return false;
    const code = plainContract(row.bytes, row.start(c.contract), row.end(c.contract));
    if (code === 0) return false;
    const seat = plainSeat(row.bytes, row.start(c.declarer), row.end(c.declarer));
    if (seat < 0) return false;
    const level = Math.floor((code - 1) / 15) + 1;
    const tricks = plainTricks(row.bytes, row.start(c.result), row.end(c.result), level + 6);
    if (tricks < 0) return false;
    const t = this.t;
    const nsSide = seat === 0 || seat === 2;
    const vulnerable = vul === 3 || (nsSide ? vul === 1 : vul === 2) ? 1 : 0;
    const s = declarerScoreOf(code, vulnerable, tricks);
    t.contract[i] = code;
    t.declarer[i] = seat;
    t.tricks[i] = tricks;
    t.score[i] = nsSide ? s : -s;
    return true;
  }

  private slow(row: CsvRowView, i: number, vulnerability: Vulnerability, c: OutcomeColumns, at: number): void {
    const t = this.t;
    const bag = this.bag;
    const contractCell = plainMinus(row.text(c.contract));
    const assigned = has(row, c.adjustment) && /^assign/i.test(row.text(c.adjustment));
    const setScore = (s: TableScore): void => {
      t.kind[i] = KIND_PLAYED;
      if (s.contract) t.contract[i] = contractCode(s.contract);
      if (s.declarer) t.declarer[i] = seatCode(s.declarer);
      if (s.tricks !== undefined) t.tricks[i] = s.tricks;
      t.score[i] = s.scoreNS;
      if (assigned) t.flags[i] = FLAG_ASSIGNED;
    };
    if (isNotPlayedText(contractCell)) {
      t.kind[i] = KIND_NOT_PLAYED;
      return;
    }
    if (isWeightedText(contractCell)) {
      const w = parseWeighted(contractCell, vulnerability);
      if (!w.ok) bag.error('weighted', `${found(contractCell)} is not a weighted score (${w.expected})`, at, 'contract');
      else t.setOutcome(i, w.value);
      return;
    }
    const parsed = parseContract(contractCell);
    if (!parsed.ok && isArtificialText(contractCell)) {
      const a = parseArtificial(contractCell);
      if (!a.ok) bag.error('artificial', `${found(contractCell)} is not an adjusted score (${a.expected})`, at, 'contract');
      else t.setOutcome(i, { kind: 'artificial', ...a.value });
      return;
    }
    if (!parsed.ok) {
      // A whole result in the contract cell ("4S= N"), or a contract with its result ("4SX+1") and the declarer
      // in its own column.
      const compact = parseCompactResult(contractCell, vulnerability);
      if (compact.ok) {
        // A declarer or result cell that says otherwise is the same conflict as "4S+1" with result 10.
        if (this.conflictsWithCompact(row, c, contractCell, compact.value, at)) return;
        return setScore(compact.value);
      }
      const withResult = parseContractWithResult(contractCell);
      if (withResult && has(row, c.declarer)) {
        const declarer = this.seat(row, c.declarer, at);
        // the result cell read as a result of the contract: "11" and "+1" say the same of 4S+1
        const cellTricks = has(row, c.result) ? parseResult(plainMinus(row.text(c.result)), withResult.contract) : undefined;
        if (cellTricks !== undefined && (!cellTricks.ok || cellTricks.value !== withResult.tricks)) {
          bag.error(
            'result',
            `the contract cell ${found(contractCell)} has a result and the result cell ${found(row.text(c.result))} another (expected one result)`,
            at,
            'result',
          );
          return;
        }
        if (declarer !== undefined) return setScore(scoreOf(withResult.contract, declarer, withResult.tricks, vulnerability));
        return;
      }
      bag.error('contract', `${found(contractCell)} is not a contract (${parsed.expected})`, at, 'contract');
      return;
    }
    if (!parsed.value.contract) {
      if (has(row, c.score)) this.checkWrittenScore(row, c.score, 0, at);
      return setScore({ scoreNS: 0 });
    }
    const contract = parsed.value.contract;
    let declarer = parsed.value.declarer;
    if (has(row, c.declarer)) {
      const cell = this.declarerCell(row, c, contractCell, declarer, at);
      if (cell === null) return;
      declarer = cell;
    } else if (declarer === undefined && c.declarer < 0) this.want('declarer', at);
    else if (declarer === undefined) bag.error('declarer', `no declarer for the contract ${contractCell} (expected N, E, S or W)`, at, 'declarer');
    let tricks: number | undefined;
    if (!has(row, c.result) && c.result < 0) this.want('result', at);
    else if (!has(row, c.result)) {
      bag.error('result', `no result for the contract ${contractCell} (expected "=", "+1", "-2" or the number of tricks)`, at, 'result');
    } else {
      const resultCell = plainMinus(row.text(c.result));
      const r = parseResult(resultCell, contract);
      if (!r.ok) bag.error('result', `${found(resultCell)} is not a possible result for ${contractText(contract)}: ${r.expected}`, at, 'result');
      else tricks = r.value;
    }
    if (declarer === undefined || tricks === undefined) return;
    const score = scoreOf(contract, declarer, tricks, vulnerability);
    if (has(row, c.score)) this.checkWrittenScore(row, c.score, score.scoreNS, at);
    setScore(score);
  }

  /**
   * A whole result in the contract cell ("4S= N") beside a declarer or result cell: each must say the same, or the
   * line is an error naming both cells (never one cell silently winning over the other).
   */
  private conflictsWithCompact(row: CsvRowView, c: OutcomeColumns, contractCell: string, score: TableScore, at: number): boolean {
    if (has(row, c.declarer) && score.declarer !== undefined) {
      const cell = row.text(c.declarer);
      const s = parseSeat(cell);
      if (!s.ok || s.value !== score.declarer) {
        this.bag.error(
          'declarer',
          `the contract cell ${found(contractCell)} has declarer ${score.declarer} and the declarer cell ${found(cell)} another (expected one declarer)`,
          at,
          'declarer',
        );
        return true;
      }
    }
    if (has(row, c.result) && score.contract !== undefined && score.tricks !== undefined) {
      const resultCell = plainMinus(row.text(c.result));
      const r = parseResult(resultCell, score.contract);
      if (!r.ok || r.value !== score.tricks) {
        this.bag.error(
          'result',
          `the contract cell ${found(contractCell)} has a result and the result cell ${found(row.text(c.result))} another (expected one result)`,
          at,
          'result',
        );
        return true;
      }
    }
    return false;
  }

  /**
   * The declarer cell beside a contract cell that may name its own declarer ("4S N"): the seat, or null when the
   * two cells name different seats (an error naming both, the same conflict as "4S= N" with another declarer).
   */
  private declarerCell(row: CsvRowView, c: OutcomeColumns, contractCell: string, inContract: Seat | undefined, at: number): Seat | undefined | null {
    const cell = this.seat(row, c.declarer, at);
    if (inContract === undefined || cell === undefined || cell === inContract) return cell;
    this.bag.error(
      'declarer',
      `the contract cell ${found(contractCell)} has declarer ${inContract} and the declarer cell ${found(row.text(c.declarer))} another (expected one declarer)`,
      at,
      'declarer',
    );
    return null;
  }

  private seat(row: CsvRowView, col: number, at: number): Seat | undefined {
    const cell = row.text(col);
    const s = parseSeat(cell);
    if (!s.ok) {
      this.bag.error('declarer', `${found(cell)} is not a declarer (${s.expected})`, at, 'declarer');
      return undefined;
    }
    return s.value;
  }

  /** NBF 3.2.7: when the written score disagrees with contract and tricks, the contract and tricks stand. */
  private checkWrittenScore(row: CsvRowView, col: number, computed: number, at: number): void {
    const written = plainMinus(row.text(col));
    if (!/^[+-]?\d{1,6}$/.test(written)) {
      this.bag.warn('score', `${found(written)} is not a score; the contract and tricks are used (NBF 3.2.7)`, at, 'score');
      return;
    }
    if (Number(written) !== computed) {
      this.bag.warn(
        'score-mismatch',
        `the written score ${written} disagrees with the contract and tricks (${computed} to NS); the contract and tricks stand (NBF 3.2.7)`,
        at,
        'score',
      );
    }
  }
}

function scoreOf(contract: Contract, declarer: Seat, tricks: number, vulnerability: Vulnerability): TableScore {
  const code = contractCode(contract);
  const seat = seatCode(declarer);
  const nsSide = seat === 0 || seat === 2;
  const vul = VULNERABILITIES.indexOf(vulnerability);
  const vulnerable = vul === 3 || (nsSide ? vul === 1 : vul === 2) ? 1 : 0;
  const s = declarerScoreOf(code, vulnerable, tricks);
  return { contract, declarer, tricks, scoreNS: nsSide ? s : -s };
}

function has(row: CsvRowView, col: number): boolean {
  return col >= 0 && col < row.count && row.end(col) > row.start(col);
}

/** `4S`, `3NT`, `3N`, `2hx`, `6C**`: the code of a plain ASCII contract, 0 for anything else. */
function plainContract(b: Uint8Array, s: number, e: number): number {
  if (e - s < 2) return 0;
  const level = (b[s] as number) - 0x30;
  if (level < 1 || level > 7) return 0;
  let p = s + 1;
  const c = (b[p++] as number) | 0x20; // lower case
  let strain: number;
  if (c === 0x63)
    strain = 0; // c
  else if (c === 0x64)
    strain = 1; // d
  else if (c === 0x68)
    strain = 2; // h
  else if (c === 0x73)
    strain = 3; // s
  else if (c === 0x6e) {
    strain = 4; // n, nt
    if (p < e && ((b[p] as number) | 0x20) === 0x74) p++;
  } else return 0;
  let risk = 0;
  if (p < e) {
    const r = b[p] as number;
    if ((r | 0x20) === 0x78) {
      risk = 1;
      p++;
      if (p < e && ((b[p] as number) | 0x20) === 0x78) {
        risk = 2;
        p++;
      }
    } else if (r === 0x2a) {
      risk = 1;
      p++;
      if (p < e && b[p] === 0x2a) {
        risk = 2;
        p++;
      }
    }
  }
  if (p !== e) return 0;
  return 1 + 15 * (level - 1) + 3 * strain + risk;
}

/** N, E, S, W (either case): 0–3, −1 for anything else. */
function plainSeat(b: Uint8Array, s: number, e: number): number {
  if (e - s !== 1) return -1;
  const c = (b[s] as number) | 0x20;
  return c === 0x6e ? 0 : c === 0x65 ? 1 : c === 0x73 ? 2 : c === 0x77 ? 3 : -1;
}

/** `=`, `+1`, `-2`, `10`: the tricks taken when possible for a contract needing `need`; −1 otherwise. */
function plainTricks(b: Uint8Array, s: number, e: number, need: number): number {
  const len = e - s;
  const c = b[s] as number;
  let tricks: number;
  if (len === 1 && c === 0x3d) return need;
  if ((c === 0x2b || c === 0x2d) && (len === 2 || len === 3)) {
    const d1 = (b[s + 1] as number) - 0x30;
    if (d1 < 0 || d1 > 9) return -1;
    let v = d1;
    if (len === 3) {
      const d2 = (b[s + 2] as number) - 0x30;
      if (d2 < 0 || d2 > 9) return -1;
      v = v * 10 + d2;
    }
    tricks = c === 0x2b ? need + v : need - v;
  } else if (len === 1 || len === 2) {
    const d1 = c - 0x30;
    if (d1 < 0 || d1 > 9) return -1;
    let v = d1;
    if (len === 2) {
      const d2 = (b[s + 1] as number) - 0x30;
      if (d2 < 0 || d2 > 9) return -1;
      v = v * 10 + d2;
    }
    tricks = v;
  } else return -1;
  return tricks >= 0 && tricks <= 13 ? tricks : -1;
}
