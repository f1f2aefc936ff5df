/**
 * The masterpoints a scored event awards (`--masterpoints SCALE`), as the writers read them: the scale that
 * awarded them and each contestant's award per player, an integer of the scale's unit (EBU local points:
 * whole points; ABF: hundredths of a masterpoint). Computed by src/pipeline/masterpoints.ts from the scales of
 * src/scoring/masterpoints/scales/ (each value with its source there).
 *
 * @example
 * awardText({ decimals: 2 }, 63) //=> "0.63"
 */

/** One contestant's award: the place it shares and the award per player, in the scale's unit. */
export interface MasterpointAward {
  readonly place: number;
  /** how many share the place (1: no tie) */
  readonly tied: number;
  readonly award: number;
}

export interface MasterpointAwards {
  /** the scale's id, as given to --masterpoints (`ebu-local`, `abf-green`) */
  readonly scale: string;
  readonly name: string;
  readonly federation: string;
  /** the unit's name ("local points", "hundredths of a masterpoint") */
  readonly unit: string;
  /** the decimals an award is shown with (0.01 MP: 2) */
  readonly decimals: number;
  readonly source: string;
  /** USEBIO MASTER_POINT_TYPE of the awards (EBU: "BLACK", ABF: "GREEN"), when the scale has one */
  readonly usebioType?: string;
  /** standing key → the award; a ranked contestant without one is absent (it is awarded nothing) */
  readonly byKey: ReadonlyMap<string, MasterpointAward>;
}

/** An integer number of units shown with the scale's decimals: 63 with 2 → "0.63"; 36 with 0 → "36". */
export function awardText(scale: { readonly decimals: number }, award: number): string {
  const d = scale.decimals;
  if (d === 0) return String(award);
  const neg = award < 0 ? '-' : '';
  const s = String(Math.abs(award)).padStart(d + 1, '0');
  return `${neg}${s.slice(0, -d)}.${s.slice(-d)}`;
}
