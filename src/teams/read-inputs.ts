/**
 * The team-event CSV files, text to model: team names, board results per room, match totals and penalties.
 * Every problem is collected with its file, line and field; nothing is thrown.
 *
 * Board level (one row per board and room): `round, home, away, board, room (open/closed), ns` (the team
 * sitting North-South in that room) and `contract, declarer, result` or `score` (North-South's score); or one
 * row for the board with `adj_home, adj_away` (A+, A, A− or a number: IMPs in an IMP match, board points in
 * board-a-match and Oslo Cup) for an artificial adjusted score (Law 12C2, NBF 2.5.1.8). Match level:
 * `round, home, away, imps_home, imps_away, boards, vp_home, vp_away` (a bye: `away` empty or BYE).
 *
 * @example
 * readTeamMatches('round,home,away,imps_home,imps_away,boards\n1,Oslo,Bergen,55,59,32\n', 'm.csv', names).matches[0].score
 * //=> { kind: 'imps', home: 55, away: 59 }
 */
import type { TeamTableResult } from './read-pbn-teams.js';
import { Rational } from '../model/rational.js';
import type { Contract, Seat } from '../model/types.js';
import { DiagnosticBag, type Diagnostic } from '../parse/diagnostics.js';
import { readCsvTable, type ColumnSpec, type CsvRow } from '../parse/csv/read-table.js';
import { contractText, parseContract, parseResult, parseSeat } from '../parse/notation.js';
import { isWeightedText, parseWeighted } from '../parse/table-result.js';
import { boardFacts } from '../scoring/board-facts.js';
import { scoreNS } from '../scoring/contract-score.js';
import type { BoardAdjustment, BoardComparison, MatchInput, PenaltyInput, PenaltyType, TeamInfo } from './types.js';
import { toCenti } from './vp-scale.js';

/** Resolves the team written in a file (an id or a name) to its id; identity when no team list is given. */
export interface TeamDirectory {
  readonly teams: readonly TeamInfo[];
  resolve(text: string): string | undefined;
}

export const NAMES_COLUMNS: readonly ColumnSpec[] = [
  { name: 'team', synonyms: ['team', 'id', 'no', 'number', 'nr', 'teamno', 'teamid', 'lag', 'lagnr'], required: true },
  { name: 'name', synonyms: ['name', 'teamname', 'navn', 'lagnavn'], required: true },
];

export const BOARD_COLUMNS: readonly ColumnSpec[] = [
  { name: 'round', synonyms: ['round', 'rnd', 'runde'], required: true },
  { name: 'home', synonyms: ['home', 'hometeam', 'hjemme'], required: true },
  { name: 'away', synonyms: ['away', 'awayteam', 'visitor', 'borte'], required: true },
  { name: 'board', synonyms: ['board', 'bd', 'boardno', 'spill'], required: true },
  { name: 'room', synonyms: ['room', 'table', 'rom'] },
  { name: 'ns', synonyms: ['ns', 'nsteam', 'northsouth', 'teamns'] },
  { name: 'contract', synonyms: ['contract', 'kontrakt'] },
  { name: 'declarer', synonyms: ['declarer', 'decl', 'by', 'spillefører'] },
  { name: 'result', synonyms: ['result', 'tricks', 'res', 'resultat'] },
  { name: 'score', synonyms: ['score', 'scorens', 'nsscore', 'poeng'] },
  { name: 'adj_home', synonyms: ['adj_home', 'adjhome', 'adjustedhome'] },
  { name: 'adj_away', synonyms: ['adj_away', 'adjaway', 'adjustedaway'] },
];

export const MATCH_COLUMNS: readonly ColumnSpec[] = [
  { name: 'round', synonyms: ['round'], required: true },
  { name: 'home', synonyms: ['home'], required: true },
  { name: 'away', synonyms: ['away'], required: true },
  { name: 'imps_home', synonyms: ['imps_home'] },
  { name: 'imps_away', synonyms: ['imps_away'] },
  { name: 'boards', synonyms: ['boards'] },
  { name: 'vp_home', synonyms: ['vp_home'] },
  { name: 'vp_away', synonyms: ['vp_away'] },
];

export const PENALTY_COLUMNS: readonly ColumnSpec[] = [
  { name: 'team', synonyms: ['team', 'lag'], required: true },
  { name: 'round', synonyms: ['round', 'runde'], required: true },
  { name: 'type', synonyms: ['type', 'kind', 'penalty'], required: true },
  { name: 'amount', synonyms: ['amount', 'value', 'vp', 'imps'] },
  { name: 'minutes', synonyms: ['minutes', 'min', 'minutter'] },
  { name: 'note', synonyms: ['note', 'reason', 'comment'] },
];

const PENALTY_TYPES: Readonly<Record<string, PenaltyType>> = {
  vp: 'vp',
  imp: 'imp',
  imps: 'imp',
  late: 'late',
  slow: 'slow',
  overtime: 'slow',
  ineligible: 'ineligible',
  noshow: 'noShow',
  absent: 'noShow',
  forcemajeure: 'forceMajeure',
  fm: 'forceMajeure',
  withdrawn: 'withdrawn',
  withdraw: 'withdrawn',
};
const PENALTY_TYPES_EXPECTED = 'expected vp, imp, late, slow, ineligible, noshow, forcemajeure or withdrawn';

export function readTeamNames(text: string, file: string): { directory: TeamDirectory; diagnostics: Diagnostic[] } {
  const bag = new DiagnosticBag(file);
  const table = readCsvTable(text, NAMES_COLUMNS, bag);
  const teams: TeamInfo[] = [];
  const firstLine = new Map<string, number>();
  for (const row of table.rows) {
    const id = row.get('team');
    const name = row.get('name');
    if (id === undefined) {
      bag.error('missing-value', 'the team id is empty (expected a number or short name)', row.line, 'team');
      continue;
    }
    const first = firstLine.get(id.toLowerCase());
    if (first !== undefined) {
      bag.error('duplicate-team', `team "${id}" is listed twice (first at line ${first})`, row.line, 'team');
      continue;
    }
    firstLine.set(id.toLowerCase(), row.line);
    teams.push({ id, name: name ?? id });
  }
  return { directory: teamDirectory(teams), diagnostics: bag.items };
}

export function teamDirectory(teams: readonly TeamInfo[]): TeamDirectory {
  const byKey = new Map<string, string>();
  for (const t of teams) byKey.set(t.id.toLowerCase(), t.id);
  for (const t of teams) if (!byKey.has(t.name.toLowerCase())) byKey.set(t.name.toLowerCase(), t.id);
  return {
    teams,
    resolve: (text) => (teams.length === 0 ? text : byKey.get(text.trim().toLowerCase())),
  };
}

function teamCell(row: CsvRow, field: string, bag: DiagnosticBag, dir: TeamDirectory): string | undefined {
  const text = row.get(field);
  if (text === undefined) {
    bag.error('missing-value', 'the team is empty (expected a team id or name)', row.line, field);
    return undefined;
  }
  const id = dir.resolve(text);
  if (id === undefined) bag.error('unknown-team', `"${text}" is not a team in the team list (expected a team id or name from --names)`, row.line, field);
  return id;
}

function wholeNumber(row: CsvRow, field: string, bag: DiagnosticBag, what: string, min = 1): number | undefined {
  const text = row.get(field);
  if (text === undefined) {
    bag.error('missing-value', `the ${what} is empty (expected a whole number ≥ ${min})`, row.line, field);
    return undefined;
  }
  if (!/^[+-]?\d+$/.test(text) || Number(text) < min) {
    bag.error('bad-number', `"${text}" is not a ${what} (expected a whole number ≥ ${min})`, row.line, field);
    return undefined;
  }
  return Number(text);
}

function decimal(row: CsvRow, field: string, bag: DiagnosticBag, what: string): Rational | undefined {
  const text = row.get(field);
  if (text === undefined) return undefined;
  const r = Rational.parseDecimal(text);
  if (r === undefined || r.sign() < 0) {
    bag.error('bad-number', `"${text}" is not ${what} (expected a number ≥ 0)`, row.line, field);
    return undefined;
  }
  return r;
}

const ROOMS: Readonly<Record<string, 'open' | 'closed'>> = {
  open: 'open', o: 'open', '1': 'open', åpen: 'open', apen: 'open',
  closed: 'closed', c: 'closed', '2': 'closed', lukket: 'closed',
};

function parseAdjustment(text: string): BoardAdjustment | undefined {
  const t = text.trim().toUpperCase().replace('−', '-');
  if (t === 'A+' || t === 'AVG+' || t === 'AV+') return { kind: 'artificial', level: 'plus' };
  if (t === 'A' || t === 'A=' || t === 'AVG' || t === 'AV') return { kind: 'artificial', level: 'average' };
  if (t === 'A-' || t === 'AVG-' || t === 'AV-') return { kind: 'artificial', level: 'minus' };
  const r = Rational.parseDecimal(t);
  return r === undefined ? undefined : { kind: 'value', value: r };
}

interface RoomRow extends TableScoreRead {
  readonly line: number;
  readonly room: 'open' | 'closed';
  readonly ns: string;
}

/** A room's result as read: the score of record, and the contract behind it when given. */
interface TableScoreRead {
  readonly scoreNS: number;
  /** Law 12C1c: a weighted score's possible results (then `scoreNS` is not a table score) */
  readonly weighted?: readonly { readonly weight: Rational; readonly scoreNS: number }[];
  readonly contract?: Contract;
  readonly declarer?: Seat;
  readonly tricks?: number;
  readonly passedOut: boolean;
}

interface BoardGroup {
  readonly round: number;
  readonly home: string;
  readonly away: string;
  readonly board: number;
  readonly firstLine: number;
  readonly rooms: RoomRow[];
  adjusted?: { line: number; home: BoardAdjustment; away: BoardAdjustment };
}

/** Board results per room → one `MatchInput` per match (score kind `boards`). */
export function readTeamBoards(
  text: string,
  file: string,
  dir: TeamDirectory,
): { matches: MatchInput[]; diagnostics: Diagnostic[]; tables: TeamTableResult[] } {
  const bag = new DiagnosticBag(file);
  const table = readCsvTable(text, BOARD_COLUMNS, bag);
  const groups = new Map<string, BoardGroup>();
  const matchOrder = new Map<string, { round: number; home: string; away: string; line: number; boards: BoardGroup[] }>();
  for (const row of table.rows) {
    const round = wholeNumber(row, 'round', bag, 'round number');
    const home = teamCell(row, 'home', bag, dir);
    const away = teamCell(row, 'away', bag, dir);
    const board = wholeNumber(row, 'board', bag, 'board number');
    if (round === undefined || home === undefined || away === undefined || board === undefined) continue;
    const matchKey = `${round}\u0000${home}\u0000${away}`;
    const key = `${matchKey}\u0000${board}`;
    let group = groups.get(key);
    if (!group) {
      group = { round, home, away, board, firstLine: row.line, rooms: [] };
      groups.set(key, group);
      const match = matchOrder.get(matchKey) ?? { round, home, away, line: row.line, boards: [] };
      match.boards.push(group);
      matchOrder.set(matchKey, match);
    }
    const adjHome = row.get('adj_home');
    const adjAway = row.get('adj_away');
    if (adjHome !== undefined || adjAway !== undefined) {
      const h = adjHome === undefined ? undefined : parseAdjustment(adjHome);
      const a = adjAway === undefined ? undefined : parseAdjustment(adjAway);
      if (h === undefined) bag.error('bad-adjustment', `${adjHome === undefined ? 'empty' : `"${adjHome}"`} is not an adjusted score (expected A+, A, A- or a number)`, row.line, 'adj_home');
      if (a === undefined) bag.error('bad-adjustment', `${adjAway === undefined ? 'empty' : `"${adjAway}"`} is not an adjusted score (expected A+, A, A- or a number)`, row.line, 'adj_away');
      if (h === undefined || a === undefined) continue;
      if (group.adjusted || group.rooms.length > 0) {
        bag.error('mixed-board', `board ${board} of round ${round} has both an adjusted score and room results (expected one or the other)`, row.line);
        continue;
      }
      group.adjusted = { line: row.line, home: h, away: a };
      continue;
    }
    const roomText = row.get('room');
    const room = roomText === undefined ? undefined : ROOMS[roomText.trim().toLowerCase()];
    if (room === undefined) {
      bag.error('bad-room', `${roomText === undefined ? 'empty' : `"${roomText}"`} is not a room (expected open or closed, or adj_home and adj_away for an adjusted board)`, row.line, 'room');
      continue;
    }
    const ns = teamCell(row, 'ns', bag, dir);
    if (ns === undefined) continue;
    if (ns !== home && ns !== away) {
      bag.error('bad-ns', `"${row.get('ns') ?? ''}" does not play in the match ${home} – ${away} (expected the home or the away team)`, row.line, 'ns');
      continue;
    }
    const read = tableScore(row, board, bag);
    if (read === undefined) continue;
    if (group.adjusted) {
      bag.error('mixed-board', `board ${board} of round ${round} has both an adjusted score and room results (expected one or the other)`, row.line);
      continue;
    }
    const twin = group.rooms.find((r) => r.room === room);
    if (twin) {
      bag.error('duplicate-room', `board ${board} of round ${round} (${home} – ${away}) has two results for the ${room} room (the other at line ${twin.line})`, row.line, 'room');
      continue;
    }
    group.rooms.push({ line: row.line, room, ns, ...read });
  }

  const matches: MatchInput[] = [];
  // Every room's result, for a writer that shows both rooms again (PBN).
  // A weighted score has no single table result to show: such rooms are left out.
  const tables: TeamTableResult[] = [...groups.values()].flatMap((g) =>
    g.rooms.filter((r) => r.weighted === undefined).map((r) => ({
      round: g.round,
      home: g.home,
      away: g.away,
      board: g.board,
      room: r.room,
      vulnerability: boardFacts(g.board).vulnerability,
      ...(r.contract ? { contract: r.contract } : {}),
      ...(r.declarer ? { declarer: r.declarer } : {}),
      ...(r.tricks !== undefined ? { tricks: r.tricks } : {}),
      passedOut: r.passedOut,
      scoreNS: r.scoreNS,
      line: r.line,
    })),
  );
  for (const m of matchOrder.values()) {
    const boards: BoardComparison[] = [];
    let ok = true;
    for (const g of m.boards) {
      if (g.adjusted) {
        boards.push({ kind: 'adjusted', board: g.board, home: g.adjusted.home, away: g.adjusted.away, source: { file, line: g.adjusted.line } });
        continue;
      }
      const [r1, r2] = g.rooms;
      if (!r1) {
        ok = false;
        continue; // every row of this board was already reported
      }
      if (!r2) {
        const other = r1.room === 'open' ? 'closed' : 'open';
        bag.error('one-room', `board ${g.board} of round ${g.round} (${g.home} – ${g.away}) has only the ${r1.room} room's result (expected the ${other} room's too)`, r1.line);
        ok = false;
        continue;
      }
      if (r1.ns === r2.ns) {
        bag.error('same-direction', `board ${g.board} of round ${g.round}: "${r2.ns}" sits North-South in both rooms (expected the teams to swap directions, the other room at line ${r1.line})`, r2.line, 'ns');
        ok = false;
        continue;
      }
      const homeView = (r: RoomRow, scoreNS: number): number => (r.ns === g.home ? scoreNS : -scoreNS);
      if (r1.weighted || r2.weighted) {
        // Law 12C1c: every combination of the two rooms' possible results, with the product of their weights.
        const options = (r: RoomRow) => r.weighted ?? [{ weight: Rational.ONE, scoreNS: r.scoreNS }];
        const components = options(r1).flatMap((a) =>
          options(r2).map((b) => ({ weight: a.weight.mul(b.weight), homeNet: homeView(r1, a.scoreNS) + homeView(r2, b.scoreNS) })),
        );
        boards.push({ kind: 'weighted', board: g.board, components, source: { file, line: g.firstLine } });
        continue;
      }
      boards.push({ kind: 'played', board: g.board, homeNet: homeView(r1, r1.scoreNS) + homeView(r2, r2.scoreNS), source: { file, line: g.firstLine } });
    }
    if (!ok) continue;
    boards.sort((a, b) => a.board - b.board);
    matches.push({ round: m.round, home: m.home, away: m.away, score: { kind: 'boards', boards }, source: { file, line: m.line } });
  }
  return { matches, diagnostics: bag.items, tables };
}

function tableScore(row: CsvRow, board: number, bag: DiagnosticBag): TableScoreRead | undefined {
  const contractText0 = row.get('contract');
  const scoreText = row.get('score');
  if (contractText0 === undefined) {
    if (scoreText === undefined) {
      bag.error('missing-value', 'neither a contract nor a score is given (expected contract, declarer and result, or score)', row.line, 'contract');
      return undefined;
    }
    if (!/^[+-]?\d+$/.test(scoreText) || Number(scoreText) % 10 !== 0) {
      bag.error('bad-score', `"${scoreText}" is not a table score (expected North-South's score, a multiple of 10)`, row.line, 'score');
      return undefined;
    }
    return { scoreNS: Number(scoreText), passedOut: false };
  }
  if (isWeightedText(contractText0)) {
    const w = parseWeighted(contractText0, boardFacts(board).vulnerability);
    if (!w.ok || w.value.kind !== 'weighted') {
      bag.error('bad-weighted', `"${contractText0}" is not a weighted score (${w.ok ? 'expected weights and results' : w.expected})`, row.line, 'contract');
      return undefined;
    }
    return { scoreNS: 0, passedOut: false, weighted: w.value.components.map((c) => ({ weight: c.weight, scoreNS: c.score.scoreNS })) };
  }
  const c = parseContract(contractText0);
  if (!c.ok) {
    bag.error('bad-contract', `"${contractText0}" is not a contract (${c.expected})`, row.line, 'contract');
    return undefined;
  }
  const contract = c.value.contract;
  if (contract === undefined) return { scoreNS: 0, passedOut: true };
  let declarer: Seat | undefined = c.value.declarer;
  const declText = row.get('declarer');
  if (declText !== undefined) {
    const d = parseSeat(declText);
    if (!d.ok) {
      bag.error('bad-declarer', `"${declText}" is not a declarer (${d.expected})`, row.line, 'declarer');
      return undefined;
    }
    declarer = d.value;
  }
  if (declarer === undefined) {
    bag.error('missing-value', `no declarer for ${contractText(contract)} (expected N, E, S or W)`, row.line, 'declarer');
    return undefined;
  }
  const resText = row.get('result');
  if (resText === undefined) {
    bag.error('missing-value', `no result for ${contractText(contract)} (expected "=", "+1", "-2" or the number of tricks)`, row.line, 'result');
    return undefined;
  }
  const r = parseResult(resText, contract);
  if (!r.ok) {
    bag.error('bad-result', `"${resText}" is not a result (${r.expected})`, row.line, 'result');
    return undefined;
  }
  const computed = scoreNS(contract, declarer, r.value, boardFacts(board).vulnerability);
  if (scoreText !== undefined && scoreText !== String(computed)) {
    // NBF 3.2.7: the contract and the tricks stand over a score that disagrees with them.
    bag.warn('score-mismatch', `score ${scoreText} does not match ${contractText(contract)} by ${declarer} taking ${r.value} tricks (${computed}): the contract and tricks stand`, row.line, 'score');
  }
  return { scoreNS: computed, contract, declarer, tricks: r.value, passedOut: false };
}

/** Match totals, one row per match (a bye: `away` empty or BYE). */
export function readTeamMatches(text: string, file: string, dir: TeamDirectory): { matches: MatchInput[]; diagnostics: Diagnostic[] } {
  const bag = new DiagnosticBag(file);
  const table = readCsvTable(text, MATCH_COLUMNS, bag);
  const matches: MatchInput[] = [];
  for (const row of table.rows) {
    const round = wholeNumber(row, 'round', bag, 'round number');
    const home = teamCell(row, 'home', bag, dir);
    const awayText = row.get('away');
    const isBye = awayText === undefined || awayText.trim().toUpperCase() === 'BYE';
    const away = isBye ? null : teamCell(row, 'away', bag, dir);
    const boards = row.get('boards') === undefined ? undefined : wholeNumber(row, 'boards', bag, 'number of boards');
    const ih = decimal(row, 'imps_home', bag, 'a number of IMPs');
    const ia = decimal(row, 'imps_away', bag, 'a number of IMPs');
    const vh = decimal(row, 'vp_home', bag, 'a number of VP');
    const va = decimal(row, 'vp_away', bag, 'a number of VP');
    let bad = false;
    for (const [fa, fb] of [['imps_home', 'imps_away'], ['vp_home', 'vp_away']] as const) {
      if ((row.get(fa) === undefined) !== (row.get(fb) === undefined)) {
        const missing = row.get(fa) === undefined ? fa : fb;
        bag.error('missing-value', `"${missing}" is empty while "${missing === fa ? fb : fa}" is given (expected both or neither)`, row.line, missing);
        bad = true;
      }
    }
    for (const [v, f] of [[vh, 'vp_home'], [va, 'vp_away']] as const) {
      if (v !== undefined && !v.mul(Rational.of(100)).isInteger()) {
        bag.error('bad-number', `"${row.get(f) ?? ''}" has more than two decimals (expected VP to 0.01)`, row.line, f);
        bad = true;
      }
    }
    if (round === undefined || home === undefined || away === undefined || bad) continue;
    if (row.get('boards') !== undefined && boards === undefined) continue;
    if ([ih, ia, vh, va].some((v, i) => v === undefined && row.get(['imps_home', 'imps_away', 'vp_home', 'vp_away'][i] as string) !== undefined)) continue;
    let score: MatchInput['score'];
    if (vh !== undefined && va !== undefined) {
      score = { kind: 'vp', home: toCenti(vh), away: toCenti(va), ...(ih !== undefined && ia !== undefined ? { imps: { home: ih, away: ia } } : {}) };
    } else if (ih !== undefined && ia !== undefined) score = { kind: 'imps', home: ih, away: ia };
    else score = { kind: 'none' };
    if (away === null && score.kind !== 'none' && score.kind !== 'vp') {
      bag.error('bye-with-imps', 'a bye has no IMPs (expected imps_home and imps_away empty)', row.line, 'imps_home');
      continue;
    }
    matches.push({ round, home, away, ...(boards === undefined ? {} : { boards }), score: away === null ? { kind: 'none' } : score, source: { file, line: row.line } });
  }
  return { matches, diagnostics: bag.items };
}

export function readTeamPenalties(text: string, file: string, dir: TeamDirectory): { penalties: PenaltyInput[]; diagnostics: Diagnostic[] } {
  const bag = new DiagnosticBag(file);
  const table = readCsvTable(text, PENALTY_COLUMNS, bag);
  const penalties: PenaltyInput[] = [];
  for (const row of table.rows) {
    const teamText = row.get('team');
    const team = teamText === undefined ? undefined : dir.resolve(teamText);
    if (teamText === undefined) bag.error('missing-value', 'the team is empty (expected a team id or name)', row.line, 'team');
    else if (team === undefined) bag.error('unknown-team', `"${teamText}" is not a team in the team list (expected a team id or name from --names)`, row.line, 'team');
    const round = wholeNumber(row, 'round', bag, 'round number');
    const typeText = row.get('type');
    const type = typeText === undefined ? undefined : PENALTY_TYPES[typeText.trim().toLowerCase().replace(/[\s_-]/g, '')];
    if (type === undefined) bag.error('bad-penalty-type', `${typeText === undefined ? 'empty' : `"${typeText}"`} is not a penalty type (${PENALTY_TYPES_EXPECTED})`, row.line, 'type');
    const amount = decimal(row, 'amount', bag, 'an amount');
    const minutes = row.get('minutes') === undefined ? undefined : wholeNumber(row, 'minutes', bag, 'number of minutes', 0);
    if (team === undefined || round === undefined || type === undefined) continue;
    if ((row.get('amount') !== undefined && amount === undefined) || (row.get('minutes') !== undefined && minutes === undefined)) continue;
    if ((type === 'vp' || type === 'imp') && amount === undefined) {
      bag.error('missing-value', `a ${type === 'vp' ? 'VP' : 'IMP'} penalty needs an amount (expected a number ≥ 0)`, row.line, 'amount');
      continue;
    }
    if ((type === 'late' || type === 'slow') && amount === undefined && minutes === undefined) {
      bag.error('missing-value', `a ${type} penalty needs the minutes (NBF ${type === 'late' ? '2.6.3' : '2.7.2'}) or an amount`, row.line, 'minutes');
      continue;
    }
    const note = row.get('note');
    penalties.push({
      team,
      round,
      type,
      ...(amount === undefined ? {} : { amount }),
      ...(minutes === undefined ? {} : { minutes }),
      ...(note === undefined ? {} : { note }),
      source: { file, line: row.line },
    });
  }
  return { penalties, diagnostics: bag.items };
}
