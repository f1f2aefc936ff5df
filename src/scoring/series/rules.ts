// The rules of a season table (ladder) as clubs publish them: best N of the last M sessions, a minimum number
// of sessions, dropping the lowest past a qualifying number, the measure, a carry-forward into a final, and how
// IMP and handicap sessions enter. Sources: the IMP conversions cited in IMP_FORMULAS; the rest are the
// program's own names for common club ladder rules (e.g. Young Chelsea BC's ladder, ycbc.co.uk/scoring.htm).
import type { ImpFormula, SeriesRules } from '../../model/series.js';
import { add, mul, q, type Q } from './rational.js';

export type { ImpFormula, Measure, SeriesRules } from '../../model/series.js';

export const IMP_FORMULAS: Readonly<Record<ImpFormula['id'], ImpFormula>> = {
  'ebu-ngs': {
    id: 'ebu-ngs',
    slope: q(13, 2),
    source:
      'EBU National Grading Scheme conversion of cross-IMPs to a percentage: "a score of 1 IMP per board … is equivalent to 6.5%" (Stroud BC, stroudbc.co.uk "Notes on IMP scored pairs")',
  },
  'ycbc-24': {
    id: 'ycbc-24',
    slope: q(96, 17),
    source:
      'Young Chelsea BC ladder: "60 % is equivalent to + 42.5 IMPs … based on playing 24 boards", i.e. 10 % per 42.5/24 IMPs a board (ycbc.co.uk/scoring.htm)',
  },
};

export function impsToPercentage(formula: ImpFormula, impsPerBoard: Q): Q {
  return add(q(50), mul(formula.slope, impsPerBoard));
}

const count = (v: number | undefined, min: number): boolean => v === undefined || (Number.isSafeInteger(v) && v >= min);

/** What is wrong with the rules, or an empty list. */
export function rulesProblems(r: SeriesRules): string[] {
  const out: string[] = [];
  if (!count(r.best, 1)) out.push('best must be a whole number of at least 1');
  if (!count(r.of, 1)) out.push('of must be a whole number of at least 1');
  if (r.best !== undefined && r.of !== undefined && r.best > r.of) out.push('best cannot exceed of');
  if (!count(r.minSessions, 1)) out.push('minSessions must be a whole number of at least 1');
  if (r.dropLowestAfter !== undefined && !(count(r.dropLowestAfter.after, 1) && count(r.dropLowestAfter.drop, 1)))
    out.push('dropLowestAfter needs whole numbers');
  if (r.best !== undefined && r.dropLowestAfter !== undefined) out.push('best and dropLowestAfter exclude each other');
  if (r.measure === 'most-improved' && r.previous === undefined) out.push('most-improved needs the previous averages');
  const f = r.carryForward?.fraction;
  if (f !== undefined && (f.n < 0n || f.n > f.d)) out.push('carryForward.fraction must be between 0 and 1');
  if (!(r.imps in IMP_FORMULAS)) out.push(`unknown IMP formula ${String(r.imps)}`);
  return out;
}
