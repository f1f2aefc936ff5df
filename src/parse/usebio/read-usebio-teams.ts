/**
 * Reads a USEBIO 1.2 team event (EVENT_TYPE TEAMS: TeamsScorer, EBUScoreTeams) for `teams --results`:
 * - PARTICIPANTS/TEAM (TEAM_ID, TEAM_NAME, TOTAL_SCORE, PLACE, PAIR/PLAYER): the teams with their players
 *   (PLAYER_NAME, NATIONAL_ID_NUMBER), and their published totals and places;
 * - MATCH (ROUND_NUMBER, TEAM, OPPOSING_TEAM, TEAM_SCORE, OPPOSING_TEAM_SCORE): a match of a multiple-teams or
 *   round-robin event, and its published VPs (or board points);
 * - MATCH/BOARD (BOARD_NUMBER, IMPS or TEAM_POINTS/OPPOSING_TEAM_POINTS, published) with its two
 *   TRAVELLER_LINEs: DIRECTION says where TEAM sat (NS: TEAM's NS pair at that table; EW: its EW pair), SCORE
 *   the NS score there. Each board's two lines become two rooms (src/model/team-rooms.ts): the NS line's the
 *   open room with TEAM North-South, the EW line's the closed room with the opponents North-South; the room
 *   comparison (src/scoring/teams/rooms.ts) then gives the home team's net, the NS line's score less the EW line's.
 * BOARD_SCORING_METHOD PAB (point-a-board) is board-a-match, 2 points a won board, 1 a tie.
 * Only the SCOREs are inputs; TEAM_SCORE, IMPS, TEAM_POINTS, TOTAL_SCORE and PLACE are kept to compare.
 *
 * @example
 * compareTeamRooms(readUsebioTeams(bytes, 'teams.xml').rooms).matches[0].score.kind //=> 'boards'
 */
import { Rational } from '../../base/rational.js';
import { DiagnosticBag, found, type Diagnostic } from '../../base/diagnostics.js';
import type { TeamForm, TeamInfo } from '../../model/teams.js';
import type { Player } from '../../model/types.js';
import { TeamRooms, type TeamRoomMatch } from '../../model/team-rooms.js';
import type { PublishedMatch, PublishedTotal, TeamSummary } from '../pbn/team-summary.js';
import { isoDate } from '../../model/published.js';
import { parseScore } from '../pbn/outcome.js';
import { parseWholeNumber } from '../../laws/notation.js';
import { toCenti } from '../../laws/vp-scale.js';
import { childText, childrenNamed, parseXml, type XmlElement } from './xml.js';

export interface UsebioTeams {
  /** the matches and their boards' two lines each, for the room comparison (src/scoring/teams/rooms.ts) */
  readonly rooms: TeamRooms;
  readonly summary: TeamSummary;
  readonly teams: TeamInfo[];
  /** the form the file declares: board-a-match for PAB, IMPs otherwise */
  readonly form?: { readonly form: TeamForm; readonly bamWin?: 1 | 2; readonly reason: string };
  readonly title?: string;
  /** DATE (DD/MM/YYYY) as YYYY-MM-DD */
  readonly date?: string;
  readonly diagnostics: Diagnostic[];
}

/** True when the bytes are a USEBIO file of a team event (EVENT_TYPE TEAMS, SWISS_TEAMS …). */
export function isUsebioTeams(bytes: Uint8Array): boolean {
  const head = new TextDecoder('latin1').decode(bytes.subarray(0, 4096));
  return /<EVENT\b[^>]*EVENT_TYPE\s*=\s*"[^"]*TEAM/i.test(head);
}

/** A USEBIO team event → its matches' rooms as lines, its teams, form and title, and the published summary. */
export function readUsebioTeams(bytes: Uint8Array, file: string): UsebioTeams {
  const bag = new DiagnosticBag(file);
  const summary: TeamSummary = { matches: [], published: [], totals: [], teams: [] };
  const rooms = new TeamRooms(bag);
  const out: UsebioTeams = { rooms, summary, teams: summary.teams, diagnostics: bag.items };
  const root = parseXml(bytes, bag);
  if (!root) return out;
  const event = childrenNamed(root, 'EVENT')[0];
  if (root.name !== 'USEBIO' || !event) {
    bag.error(
      'usebio-no-event',
      root.name !== 'USEBIO' ? `the root element is <${root.name}>, expected <USEBIO>` : 'the file has no <EVENT> element',
      root.line,
    );
    return out;
  }
  const method = (childText(event, 'BOARD_SCORING_METHOD') ?? '').trim().toUpperCase();
  const pab = method === 'PAB' || method === 'BAM' || (childText(event, 'MATCH_SCORING_METHOD') ?? '').trim().toUpperCase() === 'PAB';
  const title = childText(event, 'EVENT_DESCRIPTION') ?? childText(event, 'TITLE');
  const dateText = childText(event, 'DATE');
  const date = dateText === undefined ? undefined : isoDate(dateText);
  const known = new Set<string>();
  const matches = rooms.matches;
  const starts: (number | undefined)[] = [];
  const visit = (el: XmlElement): void => {
    for (const c of el.children) {
      if (c.name === 'PARTICIPANTS') {
        for (const t of childrenNamed(c, 'TEAM')) readTeam(t, summary, known, bag);
      } else if (c.name === 'MATCH') {
        if (readMatch(c, summary, pab, rooms, bag)) {
          const start = parseWholeNumber(childText(c, 'START_BOARD_NUMBER') ?? '');
          starts.push(start.ok ? start.value : undefined);
        }
      } else if (c.name === 'SESSION' || c.name === 'SECTION') visit(c);
    }
  };
  visit(event);
  renumberRounds(rooms, summary, starts, bag);
  for (const m of matches) {
    for (const id of [m.home, m.away]) {
      if (id !== null && !known.has(id)) {
        known.add(id);
        summary.teams.push({ id, name: id });
      }
    }
  }
  if (matches.length === 0) bag.error('usebio-no-match', 'the team event has no <MATCH> element (expected the matches with their boards)', event.line);
  return {
    rooms,
    summary,
    teams: summary.teams,
    form: pab
      ? { form: 'bam', bamWin: 2, reason: `BOARD_SCORING_METHOD ${method || 'PAB'} → point-a-board, 2 points a won board` }
      : { form: 'imps', reason: `BOARD_SCORING_METHOD ${method || '(none)'} → IMPs to VPs` },
    ...(title === undefined ? {} : { title }),
    ...(date === undefined ? {} : { date }),
    diagnostics: bag.items,
  };
}

/**
 * A multiple-teams event (TeamsScorer) numbers each team's matches in its own order, so that a team can meet two
 * teams "in round 1". The boards tell the stanzas apart: then each stanza of boards (by START_BOARD_NUMBER) is a
 * round, said once.
 */
function renumberRounds(rooms: TeamRooms, summary: TeamSummary, starts: readonly (number | undefined)[], bag: DiagnosticBag): void {
  const matches = rooms.matches;
  const seen = new Set<string>();
  let clash: { team: string; round: number } | undefined;
  for (const m of matches) {
    for (const t of [m.home, m.away]) {
      if (t === null) continue;
      const k = `${m.round}\u0000${t}`;
      if (seen.has(k) && clash === undefined) clash = { team: t, round: m.round };
      seen.add(k);
    }
  }
  if (clash === undefined || starts.some((s) => s === undefined)) return;
  const stanzas = [...new Set(starts as number[])].sort((a, b) => a - b);
  const byStart = new Map(stanzas.map((s, i) => [s, i + 1]));
  matches.forEach((m, i) => {
    const round = byStart.get(starts[i] as number) as number;
    matches[i] = { ...m, round };
    const p = summary.published[i];
    if (p !== undefined) summary.published[i] = { ...p, round };
  });
  const lines = rooms.lines;
  for (let i = 0; i < lines.count; i++) lines.round[i] = (matches[rooms.match[i] as number] as TeamRoomMatch).round;
  lines.changed();
  bag.warn(
    'usebio-rounds',
    `ROUND_NUMBER puts team ${clash.team} in two matches of round ${clash.round} (each team's matches numbered in its own order, as a multiple-teams event does): the rounds are taken from the boards instead, ${stanzas.length} stanzas from board ${stanzas[0]}`,
  );
}

/** A TEAM's PLAYERs (under its PAIRs, or straight under it): PLAYER_NAME and NATIONAL_ID_NUMBER, in file order. */
function teamPlayers(el: XmlElement): Player[] {
  const players: Player[] = [];
  for (const holder of [el, ...childrenNamed(el, 'PAIR')]) {
    for (const p of childrenNamed(holder, 'PLAYER')) {
      const name = (childText(p, 'PLAYER_NAME') ?? '').trim();
      const number = (childText(p, 'NATIONAL_ID_NUMBER') ?? '').trim();
      if (name !== '' || number !== '') players.push({ name, ...(number === '' ? {} : { id: number }) });
    }
  }
  return players;
}

/** A PARTICIPANTS/TEAM: the team, its players, and its published total and place. */
function readTeam(el: XmlElement, summary: TeamSummary, known: Set<string>, bag: DiagnosticBag): void {
  const id = (el.attrs['TEAM_ID'] ?? childText(el, 'TEAM_ID') ?? '').trim();
  if (id === '') {
    bag.warn('usebio-team', '<TEAM> without a TEAM_ID is skipped', el.line, 'TEAM_ID');
    return;
  }
  if (known.has(id)) return;
  known.add(id);
  const name = (el.attrs['TEAM_NAME'] ?? childText(el, 'TEAM_NAME') ?? '').trim();
  const players = teamPlayers(el);
  summary.teams.push({ id, name: name === '' ? id : name, ...(players.length > 0 ? { players } : {}) });
  const total = decimal(childText(el, 'TOTAL_SCORE'));
  const place = childText(el, 'PLACE');
  const rank = place === undefined ? undefined : /^\s*=?\s*(\d{1,6})\s*=?\s*$/.exec(place);
  // USEBIO 1.2 puts the award in MASTER_POINTS, 1.0 straight under the TEAM
  const awarded = childText(el.children.find((c) => c.name === 'MASTER_POINTS') ?? el, 'MASTER_POINTS_AWARDED');
  const award = awarded === undefined ? undefined : parseWholeNumber(awarded.trim(), 0, 1_000_000);
  if (total !== undefined) {
    const t: PublishedTotal = {
      team: id,
      vp: toCenti(total),
      line: el.line,
      ...(rank ? { place: Number(rank[1]), tie: /=/.test(place ?? '') } : {}),
      ...(award?.ok ? { masterpoints: award.value } : {}),
    };
    summary.totals.push(t);
  }
}

/** A MATCH: the match and its boards' two lines each into the rooms, its published figures into the summary.
 *  False when the match cannot be read (reported). */
function readMatch(el: XmlElement, summary: TeamSummary, pab: boolean, rooms: TeamRooms, bag: DiagnosticBag): boolean {
  const round = parseWholeNumber(childText(el, 'ROUND_NUMBER') ?? '');
  const home = childText(el, 'TEAM')?.trim();
  const away = childText(el, 'OPPOSING_TEAM')?.trim();
  if (!round.ok || home === undefined || home === '') {
    bag.error(
      'usebio-match',
      `<MATCH> needs a ROUND_NUMBER and a TEAM (found ${found(childText(el, 'ROUND_NUMBER') ?? '')}, ${found(home ?? '')})`,
      el.line,
      'ROUND_NUMBER',
    );
    return false;
  }
  const opponent = away === undefined || away === '' || /^bye$/i.test(away) ? null : away;
  const match = rooms.addMatch({ round: round.value, home, away: opponent, source: { file: bag.file, line: el.line } });
  let impsHome = Rational.ZERO;
  let pointsHome = Rational.ZERO;
  let pointsAway = Rational.ZERO;
  let impsPublished = 0;
  let boards = 0;
  for (const b of childrenNamed(el, 'BOARD')) {
    const n = parseWholeNumber(childText(b, 'BOARD_NUMBER') ?? '');
    if (!n.ok) {
      bag.error(
        'usebio-board',
        `<BOARD> has no valid BOARD_NUMBER (found ${found(childText(b, 'BOARD_NUMBER') ?? '')}; ${n.expected})`,
        b.line,
        'BOARD_NUMBER',
      );
      continue;
    }
    const imps = decimal(childText(b, 'IMPS'));
    if (imps !== undefined) {
      impsHome = impsHome.add(imps);
      impsPublished++;
    }
    const tp = decimal(childText(b, 'TEAM_POINTS'));
    const op = decimal(childText(b, 'OPPOSING_TEAM_POINTS'));
    if (tp !== undefined) pointsHome = pointsHome.add(tp);
    if (op !== undefined) pointsAway = pointsAway.add(op);
    if (boardRooms(b, n.value, match, rooms, bag)) boards++;
  }
  const vpHome = decimal(childText(el, 'TEAM_SCORE'));
  const vpAway = decimal(childText(el, 'OPPOSING_TEAM_SCORE'));
  const published: PublishedMatch = {
    round: round.value,
    home,
    away: opponent,
    vpHome: vpHome === undefined ? null : toCenti(vpHome),
    vpAway: vpAway === undefined ? null : toCenti(vpAway),
    line: el.line,
    ...(impsPublished > 0 && !pab ? { impsNet: impsHome } : {}),
    ...(pab && boards > 0 ? { pointsHome, pointsAway } : {}),
  };
  summary.published.push(published);
  return true;
}

/**
 * A BOARD's two TRAVELLER_LINEs as the rooms of board `board`: the line with DIRECTION NS (TEAM North-South) the
 * open room, the line with DIRECTION EW (the opponents North-South) the closed one, both at the BOARD's line.
 * False when either has no SCORE (reported).
 */
function boardRooms(b: XmlElement, board: number, match: number, rooms: TeamRooms, bag: DiagnosticBag): boolean {
  const m = rooms.matches[match] as TeamRoomMatch;
  const lines = childrenNamed(b, 'TRAVELLER_LINE');
  const score = (dir: 'NS' | 'EW'): number | undefined => {
    const line = lines.find((l) => (childText(l, 'DIRECTION') ?? '').trim().toUpperCase() === dir);
    return line === undefined ? undefined : parseScore(childText(line, 'SCORE'));
  };
  const ns = score('NS');
  const ew = score('EW');
  if (ns === undefined || ew === undefined) {
    bag.error(
      'usebio-team-board',
      `round ${m.round}, team ${m.home} v ${m.away ?? 'bye'}, board ${board}: ${ns === undefined ? 'the line with DIRECTION NS' : 'the line with DIRECTION EW'} has no SCORE (expected a table score at each table)`,
      b.line,
      'SCORE',
    );
    return false;
  }
  // A bye's missing opponents are '' on the lines.
  const opponents = m.away ?? '';
  const source = { file: bag.file, line: b.line };
  rooms.addRoom({ board, ns: m.home, ew: opponents, outcome: { kind: 'played', score: { scoreNS: ns } }, round: m.round, source }, match, 'open');
  rooms.addRoom({ board, ns: opponents, ew: m.home, outcome: { kind: 'played', score: { scoreNS: ew } }, round: m.round, source }, match, 'closed');
  return true;
}

/** A published decimal (at most 12 digits). */
function decimal(text: string | undefined): Rational | undefined {
  if (text === undefined || text.trim() === '' || text.replace(/[^0-9]/g, '').length > 12) return undefined;
  return Rational.parseDecimal(text.trim());
}
