/**
 * One board of a team match, scored from the home team's net score over the two rooms (Law 78, team forms):
 * IMPs (Law 78B, NBF 2.8.2), board-a-match (won, tied or lost on the net score) and the Oslo Cup scale
 * (NBF 2.12: 0–10 → 6–6, 20–60 → 7–5, 70–150 → 8–4, 160–280 → 9–3, 290–450 → 10–2, 460–740 → 11–1,
 * 750 and more → 12–0). Artificial adjusted scores follow NBF 1.9.3 D–F.
 *
 * @example
 * osloPoints(-170) //=> { home: 3, away: 9 }
 */
import { assertNever } from '../base/assert-never.js';
import { Rational } from '../base/rational.js';
import { imps } from './imps.js';
import { type TeamForm, type ArtificialLevel } from '../model/teams.js';

/** The lower bounds of the Oslo Cup net-score bands (NBF 2.12): reaching one gains the winner one point. */
export const OSLO_BANDS = [20, 70, 160, 290, 460, 750] as const satisfies readonly number[];

/** Points a board is worth in each form: the Oslo Cup shares 12, board-a-match 1 (or 2, see `bamWin`). */
export const OSLO_BOARD_POINTS = 12;

export function osloPoints(net: number): { home: number; away: number } {
  const a = Math.abs(net);
  const gain = OSLO_BANDS.filter((t) => t <= a).length;
  const w = 6 + gain;
  return net >= 0 ? { home: w, away: 12 - w } : { home: 12 - w, away: w };
}

/** Board-a-match: the whole board to the side with the better net score, half each on a tie. */
export function bamPoints(net: number, win: 1 | 2 = 1): { home: Rational; away: Rational } {
  const w = Rational.of(win);
  const half = Rational.of(win, 2);
  if (net === 0) return { home: half, away: half };
  return net > 0 ? { home: w, away: Rational.ZERO } : { home: Rational.ZERO, away: w };
}

/** The home team's result on a played board, in the units of the form (IMPs, or points for the home side). */
export function boardValue(form: TeamForm, net: number, bamWin: 1 | 2): { home: Rational; away: Rational } {
  switch (form) {
    case 'imps': {
      const i = imps(net);
      return { home: Rational.of(i), away: Rational.of(-i) };
    }
    case 'bam':
      return bamPoints(net, bamWin);
    case 'oslo': {
      const p = osloPoints(net);
      return { home: Rational.of(p.home), away: Rational.of(p.away) };
    }
    default:
      return assertNever(form);
  }
}

/**
 * NBF 1.9.3: an artificial adjusted score for one side, in the units of the form. Teams IMPs (D): ±3 IMP.
 * Board-a-match (E): 1.2 of a 2-point board, i.e. 60 % / 50 % / 40 % of the board. Oslo Cup (F): average
 * (6) plus or minus 1 point.
 */
export function artificialValue(form: TeamForm, level: ArtificialLevel, bamWin: 1 | 2): Rational {
  const step = level === 'plus' ? 1 : level === 'minus' ? -1 : 0;
  switch (form) {
    case 'imps':
      return Rational.of(3 * step);
    case 'bam':
      return Rational.of(bamWin * (5 + step), 10);
    case 'oslo':
      return Rational.of(6 + step);
    default:
      return assertNever(form);
  }
}
