/**
 * One room's result in a board-level team CSV row: `contract, declarer, result` (scored by Law 77 for the
 * board's vulnerability), a weighted score in the contract cell (Law 12C1c), or only `score` (North-South's).
 * When both a contract and a score are given, the contract and tricks stand (NBF 3.2.7) and a warning says so.
 *
 * @example
 * // a row with contract 4S, declarer N, result =, on board 1:
 * tableScore(row, 1, bag) //=> { scoreNS: 420, contract, declarer: 'N', tricks: 10, passedOut: false }
 */
import type { Rational } from '../../base/rational.js';
import type { Contract, Seat } from '../../model/types.js';
import type { DiagnosticBag } from '../../base/diagnostics.js';
import type { CsvRow } from './read-table.js';
import { contractText, parseContract, parseResult, parseSeat } from '../../laws/notation.js';
import { isWeightedText, parseWeighted } from '../../laws/table-result.js';
import { boardFacts } from '../../laws/board-facts.js';
import { scoreNS } from '../../laws/contract-score.js';
import { MAX_TABLE_SCORE, boundedWhole, isTooLarge, shownText } from '../../base/numbers.js';

/** A room's result as read: the score of record, and the contract behind it when given. */
export interface TableScoreRead {
  readonly scoreNS: number;
  /** Law 12C1c: a weighted score's possible results (then `scoreNS` is not a table score) */
  readonly weighted?: readonly { readonly weight: Rational; readonly scoreNS: number }[];
  readonly contract?: Contract;
  readonly declarer?: Seat;
  readonly tricks?: number;
  readonly passedOut: boolean;
}

export function tableScore(row: CsvRow, board: number, bag: DiagnosticBag): TableScoreRead | undefined {
  const contractText0 = row.get('contract');
  const scoreText = row.get('score');
  if (contractText0 === undefined) {
    if (scoreText === undefined) {
      bag.error('missing-value', 'neither a contract nor a score is given (expected contract, declarer and result, or score)', row.line, 'contract');
      return undefined;
    }
    const score = boundedWhole(scoreText.replace(/^\+/, ''), -MAX_TABLE_SCORE, MAX_TABLE_SCORE);
    if (score === undefined || isTooLarge(score) || score % 10 !== 0) {
      bag.error(
        'bad-score',
        `${shownText(scoreText)} is not a table score (expected North-South's score, a multiple of 10 from -${MAX_TABLE_SCORE} to ${MAX_TABLE_SCORE})`,
        row.line,
        'score',
      );
      return undefined;
    }
    return { scoreNS: score, passedOut: false };
  }
  if (isWeightedText(contractText0)) {
    const w = parseWeighted(contractText0, boardFacts(board).vulnerability);
    if (!w.ok || w.value.kind !== 'weighted') {
      bag.error('bad-weighted', `"${contractText0}" is not a weighted score (${w.ok ? 'expected weights and results' : w.expected})`, row.line, 'contract');
      return undefined;
    }
    return { scoreNS: 0, passedOut: false, weighted: w.value.components.map((c) => ({ weight: c.weight, scoreNS: c.score.scoreNS })) };
  }
  const c = parseContract(contractText0);
  if (!c.ok) {
    bag.error('bad-contract', `"${contractText0}" is not a contract (${c.expected})`, row.line, 'contract');
    return undefined;
  }
  const contract = c.value.contract;
  if (contract === undefined) return { scoreNS: 0, passedOut: true };
  let declarer: Seat | undefined = c.value.declarer;
  const declText = row.get('declarer');
  if (declText !== undefined) {
    const d = parseSeat(declText);
    if (!d.ok) {
      bag.error('bad-declarer', `"${declText}" is not a declarer (${d.expected})`, row.line, 'declarer');
      return undefined;
    }
    declarer = d.value;
  }
  if (declarer === undefined) {
    bag.error('missing-value', `no declarer for ${contractText(contract)} (expected N, E, S or W)`, row.line, 'declarer');
    return undefined;
  }
  const resText = row.get('result');
  if (resText === undefined) {
    bag.error('missing-value', `no result for ${contractText(contract)} (expected "=", "+1", "-2" or the number of tricks)`, row.line, 'result');
    return undefined;
  }
  const r = parseResult(resText, contract);
  if (!r.ok) {
    bag.error('bad-result', `"${resText}" is not a result (${r.expected})`, row.line, 'result');
    return undefined;
  }
  const computed = scoreNS(contract, declarer, r.value, boardFacts(board).vulnerability);
  if (scoreText !== undefined && scoreText !== String(computed)) {
    // NBF 3.2.7: the contract and the tricks stand over a score that disagrees with them.
    bag.warn(
      'score-mismatch',
      `score ${scoreText} does not match ${contractText(contract)} by ${declarer} taking ${r.value} tricks (${computed}): the contract and tricks stand`,
      row.line,
      'score',
    );
  }
  return { scoreNS: computed, contract, declarer, tricks: r.value, passedOut: false };
}
