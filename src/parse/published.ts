/**
 * What an input file says the results were: matchpoints, IMPs, percentages, ranks and totals as published by
 * the program that made it (PBN 2.1 §5.9–5.10 ScoreTable and TotalScoreTable columns, USEBIO 1.0–1.3
 * NS_MATCH_POINTS, PERCENTAGE, PLACE). These numbers are never inputs to scoring: the scorer recomputes
 * everything from contracts, tricks and scores, and uses these only to compare.
 *
 * @example
 * parsePlace('3=') //=> { rank: 3, tie: true }
 */
import type { Rational } from '../model/rational.js';
import type { PairsEvent } from '../model/types.js';
import type { Diagnostic } from './diagnostics.js';

/** One traveller line as published. Scores are from North-South's view. */
export interface PublishedLine {
  board: number;
  ns: string;
  ew: string;
  section?: string;
  scoreNS?: number;
  mpNS?: Rational;
  mpEW?: Rational;
  impNS?: Rational;
  impEW?: Rational;
  pctNS?: Rational;
  pctEW?: Rational;
  /** Butler datum, NS points */
  datum?: number;
}

/** One pair's published total and rank. */
export interface PublishedTotal {
  pair: string;
  section?: string;
  direction?: 'NS' | 'EW';
  rank?: number;
  tie?: boolean;
  total?: Rational;
  percentage?: Rational;
  boards?: number;
  names?: string;
}

export interface PublishedResults {
  /** the file's own name for its scoring method, e.g. "MatchPoints;MP1", "IMP;Cross2", "MATCH_POINTS" */
  scoring?: string;
  winners?: 1 | 2;
  lines: PublishedLine[];
  totals: PublishedTotal[];
}

export interface ReadEventResult {
  event: PairsEvent;
  published: PublishedResults;
  diagnostics: Diagnostic[];
}

/** "3", "3=", "=3" → rank 3 (tied when `=` is present); undefined when not a place. */
export function parsePlace(text: string): { rank: number; tie: boolean } | undefined {
  const m = /^\s*(=?)\s*(\d+)\s*(=?)\s*$/.exec(text);
  if (!m) return undefined;
  return { rank: Number(m[2]), tie: m[1] === '=' || m[3] === '=' };
}

/** "2014.10.05", "2013-08-10 19:19", "09/04/2025" (day first) → ISO "YYYY-MM-DD"; undefined when unknown. */
export function isoDate(text: string): string | undefined {
  const t = text.trim();
  let m = /^(\d{4})[.\-/](\d{1,2})[.\-/](\d{1,2})(?:\D|$)/.exec(t);
  if (m) return validDate(Number(m[1]), Number(m[2]), Number(m[3]));
  m = /^(\d{1,2})[./-](\d{1,2})[./-](\d{4})(?:\D|$)/.exec(t);
  if (m) return validDate(Number(m[3]), Number(m[2]), Number(m[1]));
  return undefined;
}

function validDate(y: number, mo: number, d: number): string | undefined {
  if (mo < 1 || mo > 12 || d < 1 || d > 31) return undefined;
  return `${String(y).padStart(4, '0')}-${String(mo).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}
