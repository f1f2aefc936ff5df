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

/**
 * NBF 2.7.2: slow play beyond the earlier of 30 minutes and 25 % of the session's time is at the director's
 * discretion, at least 8 VP / 18 IMP. Without the session's length, 30 minutes.
 */
export function slowPlayLimit(sessionMinutes?: number): number {
  return sessionMinutes === undefined ? NO_SHOW_MINUTES : Math.min(NO_SHOW_MINUTES, sessionMinutes / 4);
}

/** Hundredths of VP on the 20-point scale; `limit`: the minutes beyond which at least 8 VP apply. */
export function timePenaltyCenti(minutes: number, limit: number = NO_SHOW_MINUTES): number {
  if (minutes <= 4) return 0;
  const scaleValue = Math.max(50, 20 * (minutes - 4));
  return minutes > limit ? Math.max(scaleValue, 800) : scaleValue;
}

/** IMPs in a match without VP; `limit` as for VP (at least 18 IMP beyond it). */
export function timePenaltyImps(minutes: number, limit: number = NO_SHOW_MINUTES): number {
  const scaleValue = 3 * Math.floor(minutes / 5);
  return minutes > limit ? Math.max(scaleValue, 18) : scaleValue;
}
