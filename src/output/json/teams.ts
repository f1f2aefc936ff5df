import type { TeamsDocument, Writer } from '../documents.js';
import { impsNumber, vpNumber, nameOf } from '../view/teams.js';
import type { AppliedPenalty, SideResult, StandingRow, TeamsEventResult } from '../../model/teams.js';
import type { MasterpointAwards } from '../../model/masterpoints.js';
import { jsonText } from '../../text/json-text.js';

/** 2: the date, each standing's players with their numbers, and with `--masterpoints` the scale and each award; 1: before them (schema/teams.schema.json). */
export const TEAMS_SCHEMA_VERSION = 2;

/** A ranked team's award per player in the scale's unit (0: none); null for a team not ranked. */
function awardOf(m: MasterpointAwards, s: StandingRow): number | null {
  if (s.status !== 'ranked' || s.rank === null) return null;
  return m.byKey.get(s.team)?.award ?? 0;
}

function penaltyJson(p: AppliedPenalty): Record<string, unknown> {
  return {
    type: p.type,
    unit: p.unit,
    amount: p.unit === 'IMP' ? impsNumber(p.imps ?? null) : p.centi / 100,
    ...(p.imps !== undefined && p.unit === 'VP' ? { imps: impsNumber(p.imps) } : {}),
    ...(p.minutes === undefined ? {} : { minutes: p.minutes }),
    ...(p.note === undefined ? {} : { note: p.note }),
  };
}

function sideJson(s: SideResult, name: (id: string) => string): Record<string, unknown> {
  return {
    team: name(s.team),
    id: s.team,
    imps: impsNumber(s.imps),
    impsLost: impsNumber(s.impsLost),
    vp: vpNumber(s.vp),
    absent: s.absent,
    penalties: s.penalties.map(penaltyJson),
  };
}

export function renderTeamsJson(result: TeamsEventResult, masterpoints?: MasterpointAwards, date?: string, pretty = true): string {
  const name = nameOf(result);
  const players = new Map(result.teams.map((t) => [t.id, (t.players ?? []).map((p) => ({ name: p.name, id: p.id ?? null }))]));
  const o = result.options;
  const doc = {
    schemaVersion: TEAMS_SCHEMA_VERSION,
    form: o.form,
    scale: { max: o.max, impRounding: o.impRounding, ...(o.form === 'bam' ? { bamWin: o.bamWin } : {}) },
    knockout: o.knockout,
    final: o.final,
    date: date ?? null,
    matches: result.matches.map((m) => ({
      round: m.round,
      kind: m.kind,
      boards: m.boards,
      home: sideJson(m.home, name),
      away: m.away ? sideJson(m.away, name) : null,
      provisional: m.provisional,
      ...(m.knockout
        ? {
            knockout: {
              winner: m.knockout.winner === null ? null : name(m.knockout.winner),
              decidedBy: m.knockout.decidedBy,
              margin: impsNumber(m.knockout.margin),
              totalPoints: m.knockout.totalPoints,
            },
          }
        : {}),
    })),
    standings: result.standings.map((s) => ({
      rank: s.rank,
      tie: s.tie,
      team: s.name,
      id: s.team,
      players: players.get(s.team) ?? [],
      status: s.status,
      vp: s.vp / 100,
      penalty: s.penaltyVp / 100,
      played: s.played,
      impsWon: impsNumber(s.impsWon),
      impsLost: impsNumber(s.impsLost),
      quotient: s.quotient === null ? null : Number(s.quotient.toFixed(4)),
      monradQuality: s.monradQuality / 100,
      tiebreak: s.tiebreak,
      ...(masterpoints ? { masterpoints: awardOf(masterpoints, s) } : {}),
    })),
    ...(masterpoints
      ? {
          masterpoints: {
            scale: masterpoints.scale,
            name: masterpoints.name,
            federation: masterpoints.federation,
            unit: masterpoints.unit,
            decimals: masterpoints.decimals,
            source: masterpoints.source,
          },
        }
      : {}),
  };
  return jsonText(doc, pretty);
}

/** The teams writer of JSON: the whole event. */
export const writeTeamsJson: Writer<TeamsDocument> = (doc, o, write) => write(renderTeamsJson(doc.result, doc.masterpoints, doc.date, o.pretty));
