/**
 * Time penalties in team matches: late start (NBF 2.6.3) and overrunning the finishing time (NBF 2.7.2).
 * VP matches: nothing for 0–4 minutes, then 0.2 VP for each further minute, at least 0.5 VP. Matches without
 * VP (knock-outs), per half: 3 IMP for each full 5 minutes (5–9 → 3, 10–14 → 6, …, 25–29 → 15). Beyond
 * 30 minutes a late team is a no-show (2.6.4); a slow team gets the director's amount, at least 8 VP / 18 IMP
 * (2.7.2), which is the value used when no amount is given.
 *
 * @example
 * timePenaltyCenti(7) //=> 60   (0.6 VP: three minutes beyond the four free ones)
 */

/** Minutes beyond which a late team counts as not having turned up (NBF 2.6.4). */
export const NO_SHOW_MINUTES = 30;

/** Hundredths of VP on the 20-point scale. */
export function timePenaltyCenti(minutes: number): number {
  if (minutes <= 4) return 0;
  const scaleValue = Math.max(50, 20 * (minutes - 4));
  return minutes > NO_SHOW_MINUTES ? Math.max(scaleValue, 800) : scaleValue;
}

/** IMPs in a match without VP. */
export function timePenaltyImps(minutes: number): number {
  const scaleValue = 3 * Math.floor(minutes / 5);
  return minutes > NO_SHOW_MINUTES ? Math.max(scaleValue, 18) : scaleValue;
}
