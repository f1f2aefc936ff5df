// Masterpoint awards of one session: each contestant's award per player, in the scale's smallest unit, with
// tied places sharing as the scale says. Sources: the scales under ./scales/ (EBU Licensing and Master Points
// Handbook 3.5 tied positions; ABF Masterpoint Manual 4.2 and the tie rule derived from Compscore3's files).
import { awardText } from '../../model/masterpoints.js';
import { divHalfUp, divUp } from './integers.js';
import { abfPlaceAwards, ebuPlaceAwards, entrantsOf, type PlaceAwards } from './place-awards.js';
import type { Award, AwardResult, MasterpointField, MasterpointScale, Placed, RankedField } from './types.js';

function refuse(scale: MasterpointScale, message: string, missing: readonly string[] = []): AwardResult {
  return { ok: false, scale: scale.id, message, missing };
}

function isCount(n: unknown, min: number): n is number {
  return typeof n === 'number' && Number.isSafeInteger(n) && n >= min;
}

/** Why a field cannot be awarded at all, whatever the scale; undefined when it is well formed. */
export function fieldProblem(field: MasterpointField): string | undefined {
  if (!isCount(field.boards, 1)) return 'boards must be a whole number of at least 1';
  const ids = new Set<string>();
  for (const s of field.sections) {
    if (!isCount(s.entrants, 0)) return `section ${s.id}: entrants must be a whole number`;
    if (ids.has(s.id)) return `section ${s.id} is listed twice`;
    ids.add(s.id);
  }
  if (field.fields.length === 0) return 'no ranked field';
  if (field.winners === 'two' && field.kind !== 'pairs') return 'two winners apply to pairs events only';
  for (const f of field.fields) {
    if (f.sections.length === 0) return `field ${f.id}: names no section`;
    for (const s of f.sections) if (!ids.has(s)) return `field ${f.id}: unknown section ${s}`;
    const seen = new Set<string>();
    for (const p of f.ranking) {
      if (!isCount(p.place, 1) || p.place > f.ranking.length) return `field ${f.id}: ${p.id} has place ${String(p.place)}`;
      if (seen.has(p.id)) return `field ${f.id}: ${p.id} is ranked twice`;
      seen.add(p.id);
    }
  }
  return undefined;
}

function placeAwards(scale: MasterpointScale, field: MasterpointField, f: RankedField): PlaceAwards {
  const entrants = entrantsOf(field, f.sections);
  const rules = scale.rules;
  if (rules.kind === 'ebu-local') return ebuPlaceAwards(rules, field, entrants, f.ranking.length);
  if (rules.kind === 'abf-session') return abfPlaceAwards(rules, field, entrants, f.ranking.length);
  return { ok: false, message: `${scale.name}: the public rules do not suffice` };
}

function shareTie(scale: MasterpointScale, sum: number, k: number): number {
  const rules = scale.rules;
  if (rules.kind === 'ebu-local') {
    // the share rounded up, and never under the scale's minimum award: 3= sharing 6 + 0 gives 6 each
    const each = divUp(sum, k);
    return each > 0 ? Math.max(each, rules.minimumAward.value) : 0;
  }
  return divHalfUp(sum, k);
}

/** Shares the place awards over the field's ranking: a tie of k at place p shares places p … p + k − 1. */
export function shareAwards(scale: MasterpointScale, f: RankedField, awards: readonly number[]): Award[] {
  const byPlace = new Map<number, Placed[]>();
  for (const p of f.ranking) byPlace.set(p.place, [...(byPlace.get(p.place) ?? []), p]);
  const out: Award[] = [];
  for (const [place, group] of [...byPlace.entries()].sort((a, b) => a[0] - b[0])) {
    let sum = 0;
    for (let pos = place; pos < place + group.length; pos++) sum += awards[pos - 1] ?? 0;
    const each = group.length === 1 ? sum : shareTie(scale, sum, group.length);
    for (const p of [...group].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))) {
      out.push({ id: p.id, field: f.id, place, tied: group.length, award: each });
    }
  }
  return out;
}

/** Every contestant's award (per player) in `scale.unit`, or the reason the scale cannot award this field. */
export function awardMasterpoints(scale: MasterpointScale, field: MasterpointField): AwardResult {
  if (scale.missing.length > 0) {
    return refuse(scale, `${scale.name}: the public rules do not suffice: ${scale.missing.join('; ')}`, scale.missing);
  }
  const problem = fieldProblem(field);
  if (problem !== undefined) return refuse(scale, `bad field: ${problem}`);
  if (field.handicap === true) {
    return refuse(scale, `${scale.name}: no rule for handicap events in the public text seen`, ['the rules for handicap events']);
  }
  const awards: Award[] = [];
  for (const f of field.fields) {
    const places = placeAwards(scale, field, f);
    if (!places.ok) return refuse(scale, places.message, [places.message]);
    for (const a of shareAwards(scale, f, places.awards)) awards.push(a);
  }
  return { ok: true, scale: scale.id, awards };
}

/** An award in the scale's unit as text: 63 hundredths → "0.63"; 36 local points → "36". */
export function formatAward(scale: MasterpointScale, award: number): string {
  return awardText(scale.unit, award);
}

/** The total the scale hands out for a field before ties (the sum of its place awards), or undefined. */
export function placeTotal(scale: MasterpointScale, field: MasterpointField, f: RankedField): number | undefined {
  const places = placeAwards(scale, field, f);
  return places.ok ? places.awards.reduce((a, b) => a + b, 0) : undefined;
}
