// The award of each place of one field, before ties are shared, for each complete scale's rules. Sources: EBU
// Licensing and Master Points Handbook 4.1 (top third, fixed step, minimum 6) and ABF Masterpoint Manual 3.1.1,
// 4.2 (winners' award 0.02WT / 0.04WT, runner-up 70 %, others 1/(place − 1)); every value from ./scales/.
import { divDown, divHalfUp, divUp } from './integers.js';
import type { AbfSessionRules, EbuFieldKind, EbuLocalRules, MasterpointField } from './types.js';

export type PlaceAwards = { readonly ok: true; readonly awards: readonly number[] } | { readonly ok: false; readonly message: string };

/** Contestants of the sections a field compares. */
export function entrantsOf(field: MasterpointField, sections: readonly string[]): number {
  let n = 0;
  for (const s of field.sections) if (sections.includes(s.id)) n += s.entrants;
  return n;
}

/** Contestants a full table seats: 4 players, 2 pairs; a team of four fills one table's worth (its two pairs sit at two tables, each facing a pair of the other team). */
function perTable(kind: MasterpointField['kind']): number {
  return kind === 'individual' ? 4 : kind === 'teams' ? 1 : 2;
}

/** EBU: `fieldSize` contestants ranked, `entrants` in the sections compared (both directions). */
export function ebuPlaceAwards(rules: EbuLocalRules, field: MasterpointField, entrants: number, fieldSize: number): PlaceAwards {
  const { min, max } = rules.boards.value;
  if (field.boards < min || field.boards > max) {
    return {
      ok: false,
      message: `EBU local points for ${field.boards} boards: only the ${min}-${max} board column of the scale is known (${rules.boards.source})`,
    };
  }
  const fullTables = divDown(entrants, perTable(field.kind));
  const key: EbuFieldKind = field.kind === 'individual' || field.kind === 'teams' ? field.kind : field.winners === 'one' ? 'pairs-one' : 'pairs-two';
  const eligible = fullTables * rules.entrantsPerTable.value[key];
  const depth = Math.min(divUp(eligible * rules.depth.value.num, rules.depth.value.den), fieldSize);
  const step = rules.step.value[key];
  const top = step * depth;
  const awards: number[] = [];
  for (let k = 1; k <= depth; k++) awards.push(Math.max(rules.minimumAward.value, top - step * (k - 1)));
  return { ok: true, awards };
}

/**
 * ABF teams: what 4.2 says (top third, rounding up; per player; 4/5 or 2/3 of the award to a team of 5 or 6)
 * does not give the winners' award: 4.2 names Tables 1A-1C (two winners) and 2A-2C (single winner:
 * "Individual, Howell, arrow-switch Mitchell") and not teams, nor how T is counted for teams.
 */
export const ABF_TEAMS_MISSING =
  "ABF session awards for teams: the Manual's 4.2 gives the depth (top third, rounding up) and the share of a team of 5 or 6, but not the winners' award of a teams session: its Tables 1A-1C and 2A-2C are for pairs and individual movements, and neither says how the tables T of a teams event are counted (Appendix B.1, the teams example, was not seen)";

/** ABF: the place fraction of the winners' award: 1, 7/10, then 1/(place − 1). */
function abfFraction(rules: AbfSessionRules, place: number): { num: number; den: number } {
  if (place === 1) return { num: 1, den: 1 };
  if (place === 2) return rules.runnerUp.value;
  return { num: 1, den: place - 1 };
}

export function abfPlaceAwards(rules: AbfSessionRules, field: MasterpointField, entrants: number, fieldSize: number): PlaceAwards {
  if (field.kind === 'teams') return { ok: false, message: ABF_TEAMS_MISSING };
  const w = field.gradeWeight;
  if (w === undefined || !Number.isSafeInteger(w) || w <= 0) {
    return { ok: false, message: 'ABF session awards need the grade weight W (field.gradeWeight, in hundredths: 150 for 1.5), ABF Manual 3.1.3' };
  }
  const minBoards = field.gradeF === true ? rules.minimumBoards.value.gradeF : rules.minimumBoards.value.session;
  if (field.boards < minBoards) {
    return {
      ok: false,
      message: `ABF session of ${field.boards} boards: under ${minBoards} boards the awards are factored down by clause 4.4.7, whose text was not seen`,
    };
  }
  const tables = divUp(entrants, perTable(field.kind));
  const limit = rules.linearUpTo.value[field.winners];
  if (tables > limit) {
    return {
      ok: false,
      message: `ABF session awards for ${tables} tables: above ${limit} the winners' award comes from the exponential formula's published tables (3.1.3), whose values were not seen`,
    };
  }
  const d = field.matches === true ? rules.depth.value.matches : rules.depth.value.duplicate;
  const depth = Math.min(d.rounding === 'down' ? divDown(fieldSize * d.num, d.den) : divUp(fieldSize * d.num, d.den), fieldSize);
  const per = rules.winnerPerTable.value[field.winners];
  const awards: number[] = [];
  for (let k = 1; k <= depth; k++) {
    const f = abfFraction(rules, k);
    // winners' award in hundredths = per × (w / 100) × T × 100 = per.num × w × T / per.den
    awards.push(divHalfUp(per.num * w * tables * f.num, per.den * f.den));
  }
  return { ok: true, awards };
}
