/**
 * `--masterpoints SCALE`: the awards of a scored event by one of the scales of src/scoring/masterpoints/scales/
 * (EBU local points, ABF green points, each value with its source there). The field is taken from the ranking:
 * each field of the ranking (the whole event with one winner, each direction with two, each section unless the
 * sections are ranked together) is awarded on the full tables of the sections it compares, ties sharing as the
 * scale says. A scale that cannot award this event (its public text does not cover it) is a usage error that
 * says what is missing: no award is ever guessed.
 *
 * @example
 * masterpointAwards(scored, { scale: 'ebu-local' }).byKey.get('|NS|1') //=> { place: 1, tied: 1, award: 40 }
 */
import { UsageError } from '../base/diagnostics.js';
import type { MasterpointAward, MasterpointAwards } from '../model/masterpoints.js';
import type { ScoredPairsEvent } from '../model/scored.js';
import { awardMasterpoints, findScale, SCALES, type MasterpointField, type RankedField } from '../scoring/masterpoints/index.js';

/** What `--masterpoints` asks for. */
export interface MasterpointRequest {
  readonly scale: string;
  /** ABF Masterpoint Manual 3.1.3: the grade weight W in hundredths (150 = 1.5, the club green sessions) */
  readonly gradeWeight?: number;
  /** ABF Appendix A: a grade F (novice) event, 15 boards the minimum instead of 24 */
  readonly gradeF?: boolean;
}

/** USEBIO MASTER_POINT_TYPE by scale, as the programs of each federation write it. */
const USEBIO_TYPE: Readonly<Record<string, string>> = { 'ebu-local': 'BLACK', 'abf-green': 'GREEN' };

/** The scale ids, for the help and the messages. */
export const SCALE_IDS: readonly string[] = SCALES.map((s) => s.id);

/** The ranking as the masterpoint module's field: sections, fields and places. */
export function masterpointField(scored: ScoredPairsEvent, request: MasterpointRequest): MasterpointField {
  const sections = new Map<string, number>();
  const fields = new Map<string, { sections: Set<string>; ranking: { id: string; place: number }[] }>();
  let boards = 0;
  for (const s of scored.standings) {
    const section = s.section ?? '';
    sections.set(section, (sections.get(section) ?? 0) + 1);
    boards = Math.max(boards, s.boards + s.sitOut.length);
    let f = fields.get(s.field);
    if (f === undefined) fields.set(s.field, (f = { sections: new Set(), ranking: [] }));
    f.sections.add(section);
    if (s.ranked && s.rank !== undefined) f.ranking.push({ id: s.key, place: s.rank });
  }
  const ranked: RankedField[] = [...fields].map(([id, f]) => ({ id, sections: [...f.sections], ranking: f.ranking }));
  return {
    kind: scored.individual ? 'individual' : 'pairs',
    winners: scored.winners === 'two' ? 'two' : 'one',
    boards,
    sections: [...sections].map(([id, entrants]) => ({ id, entrants })),
    fields: ranked,
    ...(request.gradeWeight !== undefined ? { gradeWeight: request.gradeWeight } : {}),
    ...(request.gradeF === true ? { gradeF: true } : {}),
  };
}

/** Every ranked contestant's award by the scale asked for; a usage error naming what is missing when it cannot award. */
export function masterpointAwards(scored: ScoredPairsEvent, request: MasterpointRequest): MasterpointAwards {
  return awardByScale(request, (withWeight) => masterpointField(scored, withWeight));
}

/**
 * The awards of a field by the scale asked for (ABF: W 1.5 unless given); a usage error naming what is missing
 * when the scale cannot award it. `fieldOf` builds the field with the request as completed here.
 */
export function awardByScale(request: MasterpointRequest, fieldOf: (request: MasterpointRequest) => MasterpointField): MasterpointAwards {
  const scale = findScale(request.scale);
  if (scale === undefined) throw new UsageError(`--masterpoints: no scale "${request.scale}" (expected one of ${SCALE_IDS.join(', ')})`);
  const withWeight = scale.rules.kind === 'abf-session' && request.gradeWeight === undefined ? { ...request, gradeWeight: 150 } : request;
  const result = awardMasterpoints(scale, fieldOf(withWeight));
  if (!result.ok) throw new UsageError(`--masterpoints ${scale.id}: no awards: ${result.message}`);
  const byKey = new Map<string, MasterpointAward>();
  for (const a of result.awards) if (a.award > 0) byKey.set(a.id, { place: a.place, tied: a.tied, award: a.award });
  // ABF: red points at grade B4c (W = 2.5), green below (ABF Masterpoint Manual 3.1.3)
  const type = scale.id === 'abf-green' && (withWeight.gradeWeight ?? 0) >= 250 ? 'RED' : USEBIO_TYPE[scale.id];
  return {
    scale: scale.id,
    name: scale.name,
    federation: scale.federation,
    unit: scale.unit.name,
    decimals: scale.unit.decimals,
    source: scale.source,
    ...(type !== undefined ? { usebioType: type } : {}),
    byKey,
  };
}
