/**
 * A scored team event as a USEBIO 1.2 federation report, UTF-8, shaped as TeamsScorer and EBUScoreTeams write a
 * team event (the EBU's examples):
 *
 * - EVENT `EVENT_TYPE="TEAMS"`: BOARD_SCORING_METHOD (IMPS, or PAB for board-a-match), MATCH_SCORING_METHOD
 *   (VPS, or PAB), PROGRAM_NAME, PROGRAM_VERSION, EVENT_DESCRIPTION, DATE, MASTER_POINT_SCALE `Club` with
 *   `--masterpoints`, SESSION_COUNT, SECTION_COUNT, BOARDS_PLAYED (the most any team played), MPS_AWARDED_FLAG;
 * - one SESSION holding PARTICIPANTS/TEAM (`TEAM_ID`, `TEAM_NAME`: TOTAL_SCORE, the VP or board points after
 *   penalties; PLACE, `3=` when shared, for a ranked team; MASTER_POINTS with the award per player; the players
 *   two a PAIR, `PAIR_NUMBER` team-seat-seat as those programs number them, each PLAYER with PLAYER_NAME and
 *   NATIONAL_ID_NUMBER), then a MATCH per played match (ROUND_NUMBER, TEAM, OPPOSING_TEAM, TEAM_SCORE and
 *   OPPOSING_TEAM_SCORE in VP or board points).
 *
 * The boards of the matches are not written: the report is the standings, the awards and the players. The Oslo
 * Cup has no USEBIO scoring method: its BOARD_SCORING_METHOD and MATCH_SCORING_METHOD are left out.
 *
 * @example
 * renderTeamsUsebio(result).split('\n')[3] //=> '   <EVENT EVENT_TYPE="TEAMS">'
 */
import type { TeamsDocument, Writer } from '../documents.js';
import type { MasterpointAwards } from '../../model/masterpoints.js';
import { mostBoardsPlayed, type MatchResult, type StandingRow, type TeamInfo, type TeamsEventResult } from '../../model/teams.js';
import { centiText } from '../../laws/vp-scale.js';
import { xmlBlock, xmlElement } from '../../text/xml-text.js';
import { rankText } from '../view/teams.js';
import { PROGRAM_NAME, PROGRAM_VERSION, usebioDate } from './write-usebio.js';

const METHODS = { imps: { board: 'IMPS', match: 'VPS' }, bam: { board: 'PAB', match: 'PAB' } } as const;

function teamXml(s: StandingRow, team: TeamInfo | undefined, mp: MasterpointAwards | undefined, depth: number): string[] {
  const d = depth + 1;
  const children = [xmlElement('TOTAL_SCORE', centiText(s.vp), d)];
  if (s.status === 'ranked' && s.rank !== null) children.push(xmlElement('PLACE', rankText(s), d));
  const award = s.status === 'ranked' && s.rank !== null ? mp?.byKey.get(s.team)?.award : undefined;
  if (mp && award !== undefined) {
    const type = mp.usebioType === undefined ? [] : [xmlElement('MASTER_POINT_TYPE', mp.usebioType, d + 1)];
    for (const l of xmlBlock('MASTER_POINTS', [xmlElement('MASTER_POINTS_AWARDED', award, d + 1), ...type], d)) children.push(l);
  }
  const players = team?.players ?? [];
  for (let i = 0; i < players.length; i += 2) {
    const pair = players.slice(i, i + 2);
    const inner = [xmlElement('PAIR_NUMBER', `${s.team}-${i + 1}-${i + pair.length}`, d + 1)];
    for (const p of pair) {
      const player = [xmlElement('PLAYER_NAME', p.name, d + 2)];
      if (p.id !== undefined && p.id !== '') player.push(xmlElement('NATIONAL_ID_NUMBER', p.id, d + 2));
      for (const l of xmlBlock('PLAYER', player, d + 1)) inner.push(l);
    }
    for (const l of xmlBlock('PAIR', inner, d)) children.push(l);
  }
  return xmlBlock('TEAM', children, depth, { TEAM_ID: s.team, TEAM_NAME: team?.name ?? s.name });
}

function matchXml(m: MatchResult, depth: number): string[] {
  if (m.kind !== 'played' || m.away === null || m.home.vp === null || m.away.vp === null) return [];
  const d = depth + 1;
  return xmlBlock(
    'MATCH',
    [
      xmlElement('ROUND_NUMBER', m.round, d),
      xmlElement('TEAM', m.home.team, d),
      xmlElement('OPPOSING_TEAM', m.away.team, d),
      xmlElement('TEAM_SCORE', centiText(m.home.vp), d),
      xmlElement('OPPOSING_TEAM_SCORE', centiText(m.away.vp), d),
    ],
    depth,
  );
}

export function renderTeamsUsebio(result: TeamsEventResult, title?: string, masterpoints?: MasterpointAwards, date?: string): string {
  const day = usebioDate(date);
  const methods = result.options.form === 'oslo' ? undefined : METHODS[result.options.form];
  const teams = new Map(result.teams.map((t) => [t.id, t]));
  const session = [
    ...xmlBlock(
      'PARTICIPANTS',
      result.standings.flatMap((s) => teamXml(s, teams.get(s.team), masterpoints, 5)),
      4,
    ),
    ...result.matches.flatMap((m) => matchXml(m, 4)),
  ];
  const event = [
    ...(methods === undefined ? [] : [xmlElement('BOARD_SCORING_METHOD', methods.board, 2), xmlElement('MATCH_SCORING_METHOD', methods.match, 2)]),
    xmlElement('PROGRAM_NAME', PROGRAM_NAME, 2),
    xmlElement('PROGRAM_VERSION', PROGRAM_VERSION, 2),
    ...(title === undefined || title === '' ? [] : [xmlElement('EVENT_DESCRIPTION', title, 2)]),
    ...(day === undefined ? [] : [xmlElement('DATE', day, 2)]),
    ...(masterpoints === undefined ? [] : [xmlElement('MASTER_POINT_SCALE', 'Club', 2)]),
    xmlElement('SESSION_COUNT', 1, 2),
    xmlElement('SECTION_COUNT', 1, 2),
    xmlElement('BOARDS_PLAYED', mostBoardsPlayed(result), 2),
    xmlElement('MPS_AWARDED_FLAG', masterpoints === undefined ? 'N' : 'Y', 2),
    ...xmlBlock('SESSION', session, 2, { SESSION_ID: '1' }),
  ];
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<!DOCTYPE USEBIO SYSTEM "http://www.ebu.co.uk/usebio/usebio_v1_2.dtd">',
    '<USEBIO Version="1.2">',
    ...xmlBlock('EVENT', event, 1, { EVENT_TYPE: 'TEAMS' }),
    '</USEBIO>',
  ];
  return `${lines.join('\n')}\n`;
}

/** The teams writer of USEBIO XML: the standings, the awards with `--masterpoints`, the players, the matches' VPs. */
export const writeTeamsUsebio: Writer<TeamsDocument> = (doc, o, write) =>
  write(renderTeamsUsebio(doc.result, o.title ?? doc.title, doc.masterpoints, doc.date));
