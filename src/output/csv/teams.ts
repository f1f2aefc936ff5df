import type { TeamsDocument, Writer } from '../documents.js';
import { impsText, rankText, vpPenaltyCenti, nameOf, type TeamsCsvTable } from '../view/teams.js';
import { csvText } from '../../text/csv.js';
import { csvSafeText } from '../../text/csv-safe.js';
import type { TeamsEventResult } from '../../model/teams.js';
import { centiShort, centiText } from '../../laws/vp-scale.js';
import { awardText, type MasterpointAwards } from '../../model/masterpoints.js';

export function renderTeamsCsv(result: TeamsEventResult, which: TeamsCsvTable, masterpoints?: MasterpointAwards): string {
  const name = nameOf(result);
  if (which === 'matches') {
    const rows = result.matches.map((m) => [
      m.round,
      csvSafeText(name(m.home.team)),
      m.away ? csvSafeText(name(m.away.team)) : 'BYE',
      impsText(m.home.imps),
      impsText(m.away?.imps ?? null),
      m.boards ?? '',
      m.home.vp === null ? '' : centiText(m.home.vp),
      m.away?.vp == null ? '' : centiText(m.away.vp),
      centiShort(vpPenaltyCenti(m.home)),
      m.away ? centiShort(vpPenaltyCenti(m.away)) : '',
      m.kind,
      m.provisional ? 'yes' : 'no',
      ...(result.options.knockout ? [m.knockout?.winner ? csvSafeText(name(m.knockout.winner)) : '', m.knockout?.decidedBy ?? ''] : []),
    ]);
    const header = ['round', 'home', 'away', 'imps_home', 'imps_away', 'boards', 'vp_home', 'vp_away', 'penalty_home', 'penalty_away', 'kind', 'provisional'];
    if (result.options.knockout) header.push('winner', 'decided_by');
    return csvText([header, ...rows]);
  }
  const rows = result.standings.map((s) => [
    rankText(s),
    s.tie ? 'yes' : 'no',
    csvSafeText(s.name),
    s.status,
    s.played,
    impsText(s.impsWon),
    impsText(s.impsLost),
    s.quotient === null ? 'inf' : s.quotient.toFixed(4),
    centiText(s.monradQuality),
    centiShort(s.penaltyVp),
    centiText(s.vp),
    s.tiebreak ?? '',
    // `--masterpoints`: the award per player as the scale shows it (`40`, `0.63`), empty for a team not ranked
    ...(masterpoints ? [s.status === 'ranked' && s.rank !== null ? awardText(masterpoints, masterpoints.byKey.get(s.team)?.award ?? 0) : ''] : []),
  ]);
  const header = ['rank', 'tie', 'team', 'status', 'played', 'imps_won', 'imps_lost', 'quotient', 'monrad_quality', 'penalty', 'vp', 'tiebreak'];
  if (masterpoints) header.push('masterpoints');
  return csvText([header, ...rows]);
}

/** The teams writer of CSV: the standings, or the matches (`--csv-table matches`). */
export const writeTeamsCsv: Writer<TeamsDocument> = (doc, o, write) => write(renderTeamsCsv(doc.result, o.csvTable, doc.masterpoints));
