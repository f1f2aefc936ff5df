/**
 * One traveller line's contract, declarer, tricks and score → the model's `Outcome`, shared by the PBN and
 * USEBIO readers. The score of record is computed from the contract, the declarer, the tricks and the board's
 * vulnerability (Law 77); a score written in the file that disagrees is reported and set aside, because the
 * contract and tricks stand (NBF 3.2.7). A line with only a score keeps that score.
 * Artificial scores (Law 12C2) are given per side as a percentage: A+ 60, A 50, A- 40.
 *
 * @example
 * playedOutcome({ contract: '4H', declarer: 'S', result: '10' }, ctx)
 * //=> { kind: 'played', score: { contract: { level: 4, strain: 'H', risk: '' }, declarer: 'S', tricks: 10, scoreNS: 420 } }
 */
import type { ArtificialSide, Outcome, Vulnerability } from '../../model/types.js';
import { scoreNS } from '../../laws/contract-score.js';
import { found, type DiagnosticBag } from '../../base/diagnostics.js';
import { CONTRACT_EXPECTED, contractText, isPassedOutText, parseContract, parseResult, parseScoreText, parseSeat } from '../../laws/notation.js';

export interface LineFields {
  readonly contract?: string;
  readonly declarer?: string;
  /** tricks (absolute) or a result relative to the contract */
  readonly result?: string;
  /** the score written in the file, from North-South's view */
  readonly scoreNS?: number;
}

export interface OutcomeContext {
  readonly bag: DiagnosticBag;
  readonly line: number;
  readonly board: number;
  readonly vulnerability: Vulnerability;
  /** field names for messages */
  readonly fields?: { readonly contract?: string; readonly declarer?: string; readonly result?: string; readonly score?: string };
}

/**
 * The outcome of a line that has a contract or a score. undefined when there is neither, or when a value
 * cannot be read (an error is then in the bag).
 */
export function playedOutcome(f: LineFields, ctx: OutcomeContext): Outcome | undefined {
  const { bag, line, board } = ctx;
  const names = { contract: 'Contract', declarer: 'Declarer', result: 'Result', score: 'Score', ...ctx.fields };
  const contractRaw = f.contract?.trim();
  if (contractRaw === undefined || contractRaw === '') {
    return f.scoreNS === undefined ? undefined : { kind: 'played', score: { scoreNS: f.scoreNS } };
  }
  if (isPassedOutText(contractRaw)) {
    if (f.scoreNS !== undefined && f.scoreNS !== 0) {
      bag.warn('score-mismatch', `board ${board}: passed out, but the file gives the score ${f.scoreNS}; 0 is used`, line, names.score);
    }
    return { kind: 'played', score: { scoreNS: 0 } };
  }
  const parsed = parseContract(contractRaw);
  if (!parsed.ok || !parsed.value.contract) {
    if (f.scoreNS !== undefined) {
      // Observed in real files (a contract written "42"): the score of record is still there.
      bag.warn('bad-contract', `board ${board}: ${found(contractRaw)} is not a contract; the score ${f.scoreNS} is kept`, line, names.contract);
      return { kind: 'played', score: { scoreNS: f.scoreNS } };
    }
    bag.error('bad-contract', `board ${board}: ${found(contractRaw)} is not a contract (${CONTRACT_EXPECTED})`, line, names.contract);
    return undefined;
  }
  const contract = parsed.value.contract;
  let declarer = parsed.value.declarer;
  const declarerRaw = f.declarer?.trim().replace(/^\^/, '');
  if (!declarer && declarerRaw) {
    const seat = parseSeat(declarerRaw);
    if (!seat.ok) {
      bag.error('bad-declarer', `board ${board}: ${found(declarerRaw)} is not a declarer (${seat.expected})`, line, names.declarer);
      return undefined;
    }
    declarer = seat.value;
  }
  const resultRaw = f.result?.trim().replace(/^\^/, '');
  let tricks: number | undefined;
  if (resultRaw) {
    const r = parseResult(resultRaw, contract);
    if (!r.ok) {
      bag.error('bad-result', `board ${board}: ${found(resultRaw)} is not a result for ${contractText(contract)} (${r.expected})`, line, names.result);
      return undefined;
    }
    tricks = r.value;
  }
  if (declarer === undefined || tricks === undefined) {
    const missing = declarer === undefined ? 'declarer' : 'number of tricks';
    if (f.scoreNS !== undefined) {
      bag.warn('incomplete-line', `board ${board}: ${contractText(contract)} has no ${missing}; the score ${f.scoreNS} is kept`, line);
      return { kind: 'played', score: { scoreNS: f.scoreNS } };
    }
    bag.error('incomplete-line', `board ${board}: ${contractText(contract)} has no ${missing} and no score`, line);
    return undefined;
  }
  const computed = scoreNS(contract, declarer, tricks, ctx.vulnerability);
  if (f.scoreNS !== undefined && f.scoreNS !== computed) {
    bag.warn(
      'score-mismatch',
      `board ${board}: the file gives ${f.scoreNS} for ${contractText(contract)} by ${declarer} with ${tricks} tricks ` +
        `(${ctx.vulnerability} vulnerable), which scores ${computed} for NS; the contract and tricks stand`,
      line,
      names.score,
    );
  }
  return { kind: 'played', score: { contract, declarer, tricks, scoreNS: computed } };
}

/** A side's artificial score from its percentage; 60, 50 and 40 carry the A+, A and A- roles. */
export function artificialSide(percent: number): ArtificialSide {
  if (percent === 60) return { percent, role: 'nonOffender' };
  if (percent === 40) return { percent, role: 'offender' };
  if (percent === 50) return { percent, role: 'partly' };
  return { percent };
}

const MARKS: Record<string, number> = { 'A+': 60, A: 50, 'A-': 40, 'A=': 50 };

/**
 * Ruter and Magic Contest markers `A+`, `A`, `A-` → percentage, and any other percentage written `^55%` (the
 * spec's `^` for an artificial score, with `%` so that it cannot be taken for 55 points); undefined otherwise.
 */
export function artificialMark(text: string | undefined): number | undefined {
  if (text === undefined) return undefined;
  const t = text.trim().toUpperCase();
  const pct = /^\^(\d{1,3}(?:\.\d+)?)%$/.exec(t);
  if (pct && Number(pct[1]) <= 100) return Number(pct[1]);
  return MARKS[t];
}

/** A signed integer score such as "420", "-50", "+100", range-checked (at most six digits); undefined otherwise. */
export function parseScore(text: string | undefined): number | undefined {
  return parseScoreText(text);
}
