/**
 * A scored team event as a PBN 2.1 results file in export format (§3.1): `% PBN 2.1`, `% EXPORT`, CRLF.
 * For each round, one game carries the round's summary as a `ScoreTable` with `[Scoring "Teams"]`, the way
 * Ruter writes its team summary (PBN 2.1 supplemental tables): `Round;TeamId_Home;TeamId_Away;IMP_Home;IMP_Away;
 * VP_Home;VP_Away` (`Points_Home;Points_Away` in board-a-match and the Oslo Cup), VP before penalties, with the penalties as comments before the table (NBF 2.8.5 shows
 * them against the match). The first summary game also holds the standings as a `TotalScoreTable`
 * (`Rank;RankTie;TeamId;TeamName;NrRounds;TotalScoreVP`), where Ruter puts the ranking. Then each board of
 * each match follows as two games, open room then closed, with `HomeTeam`, `VisitTeam`, `Room` and `Round`,
 * the room's `Contract`, `Declarer`, `Result` and `Score`, and the home team's IMPs on the board as
 * `ScoreIMP` from that room's North-South view. This is the layout `readTeamBoardsPbn` reads, so the file
 * reads back to the same matches. Boards known only by their net score (CSV input) or adjusted are in the
 * totals but get no games.
 *
 * @example
 * new TextDecoder().decode(renderTeamsPbn(result, { matches, tables })).split('\r\n').slice(0, 3)
 * //=> ['% PBN 2.1', '% EXPORT', '% <META name=Generator content="bridgescore">']
 */
import type { TeamsDocument, Writer } from '../documents.js';
import { Rational } from '../../base/rational.js';
import type { Vulnerability } from '../../model/types.js';
import { contractText } from '../../laws/notation.js';
import { boardFacts } from '../../laws/board-facts.js';
import { imps } from '../../laws/imps.js';
import type { TeamTableResult } from '../../model/teams.js';
import { rankText } from '../view/teams.js';
import type { AppliedPenalty, MatchInput, MatchResult, SideResult, TeamsEventResult } from '../../model/teams.js';
import { centiShort, centiText } from '../../laws/vp-scale.js';
import { encodePbn, NOT_APPLICABLE, pbnTable, tagLine, text, token, type PbnCell, type PbnEncoding } from './pbn-text.js';
import { PROGRAM_NAME } from './write-pbn.js';

export interface TeamsPbnInput {
  /** the matches that were scored, for the boards' net scores */
  readonly matches: readonly MatchInput[];
  /** each room's result, when the boards were read with their rooms */
  readonly tables?: readonly TeamTableResult[];
}

export interface RenderTeamsPbnOptions {
  readonly encoding?: PbnEncoding;
  readonly title?: string;
}

const VULNERABLE: Readonly<Record<Vulnerability, string>> = { None: 'None', NS: 'NS', EW: 'EW', Both: 'All' };

export function renderTeamsPbn(result: TeamsEventResult, input: TeamsPbnInput, opts: RenderTeamsPbnOptions = {}): Uint8Array {
  const lines: string[] = ['% PBN 2.1', '% EXPORT', `% <META name=Generator content="${PROGRAM_NAME}">`];
  // One line at a time: the summary and the standings are as long as the event (never spread them).
  const add = (more: readonly string[]): void => {
    for (const l of more) lines.push(l);
  };
  const name = nameOf(result);
  const event = opts.title === undefined ? '?' : literal(opts.title);
  const rooms = roomIndex(input.tables ?? []);
  const rounds = [...new Set(result.matches.map((m) => m.round))].sort((a, b) => a - b);
  let first = true;
  for (const round of rounds) {
    const inRound = result.matches.filter((m) => m.round === round);
    if (!first) lines.push('');
    add(header(event, undefined));
    lines.push(tagLine('Scoring', 'Teams'));
    add(trailer(round));
    add(penaltyNotes(inRound, name));
    add(summaryTable(inRound, result.options.form === 'imps'));
    if (first && result.standings.length > 0) add(standingsTable(result));
    first = false;
    for (const m of inRound) {
      if (m.away === null) continue;
      const source = input.matches.find((i) => i.round === m.round && i.home === m.home.team && i.away === m.away?.team);
      if (source?.score.kind !== 'boards') continue;
      for (const b of source.score.boards) {
        if (b.kind !== 'played') continue;
        const key = roomKey(m.round, m.home.team, m.away.team, b.board);
        const open = rooms.get(`${key}\u0000open`);
        const closed = rooms.get(`${key}\u0000closed`);
        if (!open || !closed) continue;
        const boardImps = imps(b.homeNet);
        for (const t of [open, closed]) {
          lines.push('', ...roomGame(event, t, name(m.home.team), name(m.away.team), t.room === 'open' ? boardImps : -boardImps));
        }
      }
    }
  }
  return encodePbn(lines, opts.encoding ?? 'utf-8');
}

function nameOf(result: TeamsEventResult): (id: string) => string {
  const names = new Map(result.teams.map((t) => [t.id, t.name]));
  return (id) => names.get(id) ?? id;
}

function roomKey(round: number, home: string, away: string, board: number): string {
  return `${round}\u0000${home}\u0000${away}\u0000${board}`;
}

function roomIndex(tables: readonly TeamTableResult[]): Map<string, TeamTableResult> {
  const index = new Map<string, TeamTableResult>();
  for (const t of tables) index.set(`${roomKey(t.round, t.home, t.away, t.board)}\u0000${t.room}`, t);
  return index;
}

/** The mandatory tags up to `Deal` (§3.4 export order); a summary game has no board, so its board tags are unknown. */
function header(event: string, board: number | undefined, vulnerability?: Vulnerability): string[] {
  const unknown = '?';
  const facts = board === undefined ? undefined : boardFacts(board);
  return [
    tagLine('Event', event),
    tagLine('Site', unknown),
    tagLine('Date', unknown),
    tagLine('Board', board === undefined ? unknown : String(board)),
    tagLine('West', unknown),
    tagLine('North', unknown),
    tagLine('East', unknown),
    tagLine('South', unknown),
    tagLine('Dealer', facts?.dealer ?? unknown),
    tagLine('Vulnerable', vulnerability === undefined ? (facts ? VULNERABLE[facts.vulnerability] : unknown) : VULNERABLE[vulnerability]),
    tagLine('Deal', unknown),
  ];
}

/** The rest of a summary game's mandatory tags, then its supplemental tags in alphabetical order. */
function trailer(round: number): string[] {
  return [
    tagLine('Declarer', '?'),
    tagLine('Contract', '?'),
    tagLine('Result', '?'),
    tagLine('Application', PROGRAM_NAME),
    tagLine('Competition', 'Teams'),
    tagLine('Round', String(round)),
  ];
}

function roomGame(event: string, t: TeamTableResult, home: string, away: string, homeImps: number): string[] {
  const c = t.contract;
  return [
    ...header(event, t.board, t.vulnerability),
    tagLine('Scoring', 'IMP'),
    tagLine('Declarer', t.declarer ?? '?'),
    tagLine('Contract', c ? contractText(c).replace(/\s+/g, '') : t.passedOut ? 'Pass' : '?'),
    tagLine('Result', t.tricks === undefined ? '?' : String(t.tricks)),
    tagLine('Application', PROGRAM_NAME),
    tagLine('Competition', 'Teams'),
    tagLine('HomeTeam', literal(home)),
    tagLine('Room', t.room === 'open' ? 'Open' : 'Closed'),
    tagLine('Round', String(t.round)),
    tagLine('Score', t.scoreNS < 0 ? `EW ${-t.scoreNS}` : `NS ${t.scoreNS}`),
    // The IMPs belong to the team: in the open room the home team sits North-South, in the closed room East-West.
    tagLine('ScoreIMP', `NS ${homeImps} EW ${-homeImps}`),
    tagLine('VisitTeam', literal(away)),
  ];
}

function impCell(r: Rational | null): PbnCell {
  if (r === null) return NOT_APPLICABLE;
  return token(r.isInteger() ? r.toString() : r.toFixed(2));
}

function vpCell(s: SideResult | null): PbnCell {
  return s?.vp == null ? NOT_APPLICABLE : token(centiText(s.vp));
}

/** Board-a-match and Oslo Cup score points per board, not IMPs: their columns say so. */
function summaryTable(matches: readonly MatchResult[], impForm: boolean): string[] {
  const unit = impForm ? 'IMP' : 'Points';
  const rows = matches.map((m): PbnCell[] => [
    token(String(m.round)),
    text(m.home.team),
    m.away ? text(m.away.team) : NOT_APPLICABLE,
    impCell(m.kind === 'played' ? m.home.imps : null),
    impCell(m.kind === 'played' ? (m.away?.imps ?? null) : null),
    vpCell(m.home),
    vpCell(m.away),
  ]);
  return pbnTable(
    'ScoreTable',
    ['Round', 'TeamId_Home', 'TeamId_Away', `${unit}_Home`, `${unit}_Away`, 'VP_Home', 'VP_Away'].map((n, i) => ({
      name: n,
      align: i === 1 || i === 2 ? 'L' : 'R',
    })),
    rows,
  );
}

function penaltyText(p: AppliedPenalty): string {
  const amount =
    p.unit === 'VP' ? `${centiShort(p.centi)} VP` : `${p.imps ? (p.imps.isInteger() ? p.imps.toString() : p.imps.toFixed(2)) : centiShort(p.centi)} IMP`;
  const extra = [p.minutes === undefined ? undefined : `${p.minutes} min`, p.note].filter((x) => x !== undefined).join(', ');
  return `${p.type} -${amount}${extra === '' ? '' : ` (${extra})`}`;
}

/** Comments may stand between tags but not after section data (§5.1), so the notes precede the table. */
function penaltyNotes(matches: readonly MatchResult[], name: (id: string) => string): string[] {
  const notes: string[] = [];
  for (const m of matches) {
    for (const s of [m.home, m.away]) {
      for (const p of s?.penalties ?? []) {
        if (s) notes.push(`{Penalty: ${commentText(name(s.team))} (${s.team}), round ${m.round}: ${commentText(penaltyText(p))}}`);
      }
    }
  }
  return notes;
}

function standingsTable(result: TeamsEventResult): string[] {
  const rows = result.standings.map((s): PbnCell[] => {
    const ranked = s.rank !== null;
    const last = ranked && s.tie ? result.standings.filter((o) => o.rank === s.rank).length + s.rank - 1 : undefined;
    return [
      ranked ? token(rankText({ rank: s.rank, tie: false })) : NOT_APPLICABLE,
      last === undefined ? NOT_APPLICABLE : token(String(last)),
      text(s.team),
      text(s.name),
      token(String(s.played)),
      token(centiText(s.vp)),
    ];
  });
  return pbnTable(
    'TotalScoreTable',
    [
      { name: 'Rank', align: 'R' },
      { name: 'RankTie', align: 'R' },
      { name: 'TeamId', align: 'L' },
      { name: 'TeamName', align: 'L' },
      { name: 'NrRounds', align: 'R' },
      { name: 'TotalScoreVP', align: 'R' },
    ],
    rows,
  );
}

/** A brace would end the comment early. */
function commentText(s: string): string {
  return s.replace(/[{}]/g, ' ');
}

/** `#` and `##` at the start of a value mean inheritance (§3.5); a leading space keeps such a name literal. */
function literal(value: string): string {
  return value.startsWith('#') ? ` ${value}` : value;
}

/** The teams writer of PBN: both rooms of every board with the IMPs, and a summary per round. */
export const writeTeamsPbn: Writer<TeamsDocument> = (doc, _o, write) =>
  write(renderTeamsPbn(doc.result, { matches: doc.matches, tables: doc.tables }, doc.title === undefined ? {} : { title: doc.title }));
