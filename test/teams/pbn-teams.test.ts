import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { registerTeamsCommand } from '../../src/cli/commands/teams.js';
import { renderTeamsPbn } from '../../src/output/pbn/write-teams-pbn.js';
import { DiagnosticBag, formatDiagnostic, type Diagnostic } from '../../src/base/diagnostics.js';
import { resolveGames } from '../../src/parse/pbn/games.js';
import { parseTable } from '../../src/parse/pbn/table.js';
import { tokenizePbn } from '../../src/parse/pbn/tokenize.js';
import { readTeamBoards as readTeamRoomsCsv, teamDirectory, type TeamDirectory } from '../../src/parse/csv/teams-inputs.js';
import { readTeamBoardsPbn as readTeamRoomsPbn } from '../../src/parse/pbn/rooms.js';
import { compareTeamRooms } from '../../src/scoring/teams/rooms.js';
import { scoreTeamsEvent } from '../../src/pipeline/score-teams.js';
import { DEFAULT_TEAMS_OPTIONS, type MatchResult, type PenaltyInput, type TeamsEventOptions } from '../../src/model/teams.js';
import { Rational } from '../../src/base/rational.js';
import { runCommand } from '../helpers/cli.js';

const exampleDir = join(import.meta.dirname, '../../examples/teams/pbn-match');
const examplePbn = readFileSync(join(exampleDir, 'match.pbn'));
const exampleCsv = readFileSync(join(exampleDir, 'results.csv'), 'utf8');
const none = teamDirectory([]);
const enc = (s: string): Uint8Array => new TextEncoder().encode(s);
const dec = (b: Uint8Array): string => new TextDecoder().decode(b);

interface GameSpec {
  round?: string;
  home?: string;
  visit?: string;
  room?: string;
  board: number;
  contract?: string;
  declarer?: string;
  result?: string;
  score?: string;
  vulnerable?: string;
}

function game(g: GameSpec): string {
  const tags: [string, string | undefined][] = [
    ['Board', String(g.board)],
    ['Vulnerable', g.vulnerable ?? 'None'],
    ['Declarer', g.declarer],
    ['Contract', g.contract],
    ['Result', g.result],
    ['Room', g.room],
    ['HomeTeam', g.home],
    ['VisitTeam', g.visit],
    ['Round', g.round],
    ['Score', g.score],
  ];
  return tags
    .filter(([, v]) => v !== undefined)
    .map(([n, v]) => `[${n} "${v}"]`)
    .join('\n');
}

/** A reader's rooms compared, as the pipeline does: its diagnostics then include the comparison's. */
const readTeamBoardsPbn = (bytes: Uint8Array, file: string, dir: TeamDirectory) => {
  const r = readTeamRoomsPbn(bytes, file, dir);
  return { ...r, ...compareTeamRooms(r.rooms) };
};
const readTeamBoards = (text: string, file: string, dir: TeamDirectory) => {
  const r = readTeamRoomsCsv(text, file, dir);
  return { ...r, ...compareTeamRooms(r.rooms) };
};

const pbn = (...games: GameSpec[]): Uint8Array => enc(`% PBN 2.1\n${games.map(game).join('\n\n')}\n`);
const base = { round: '1', home: 'Oslo', visit: 'Bergen' };
const errors = (ds: readonly Diagnostic[]): string[] => ds.filter((d) => d.severity === 'error').map(formatDiagnostic);

function totals(matches: readonly MatchResult[]): string[] {
  return matches.map(
    (m) => `${m.round} ${m.home.team}-${m.away?.team ?? 'bye'} ${m.home.imps?.toString()}-${m.away?.imps?.toString()} ${m.home.vp}-${m.away?.vp}`,
  );
}

describe('readTeamBoardsPbn', () => {
  it('reads the example match as the same standings as the equivalent CSV', () => {
    const fromPbn = readTeamBoardsPbn(examplePbn, 'match.pbn', none);
    const fromCsv = readTeamBoards(exampleCsv, 'results.csv', none);
    expect(fromPbn.diagnostics).toEqual([]);
    expect(fromCsv.diagnostics).toEqual([]);
    const a = scoreTeamsEvent({ teams: [], matches: fromPbn.matches, penalties: [] }, DEFAULT_TEAMS_OPTIONS).result;
    const b = scoreTeamsEvent({ teams: [], matches: fromCsv.matches, penalties: [] }, DEFAULT_TEAMS_OPTIONS).result;
    expect(a.standings).toEqual(b.standings);
    expect(totals(a.matches)).toEqual(totals(b.matches));
    expect(totals(a.matches)).toEqual(['1 Bergen Akademiske-Moss 30-6 1799-201', '1 Grenland-Oslo Tigers 12-22 575-1425']);
    expect(fromPbn.teams.map((t) => t.name)).toEqual(['Bergen Akademiske', 'Moss', 'Grenland', 'Oslo Tigers']);
  });

  it('gives the home team the open room North-South and the closed room East-West', () => {
    // Open: Oslo NS +420; closed: Bergen NS −50, so Oslo (EW) +50: net +470.
    const r = readTeamBoardsPbn(
      pbn(
        { ...base, room: 'Open', board: 1, contract: '4S', declarer: 'N', result: '10' },
        { ...base, room: 'closed', board: 1, contract: '4S', declarer: 'S', result: '9' },
      ),
      'm.pbn',
      none,
    );
    expect(r.diagnostics).toEqual([]);
    expect(r.matches[0]?.score).toMatchObject({ kind: 'boards', boards: [{ kind: 'played', board: 1, homeNet: 470, source: { file: 'm.pbn', line: 5 } }] });
    expect(r.tables.map((t) => [t.room, t.scoreNS])).toEqual([
      ['open', 420],
      ['closed', -50],
    ]);
  });

  it('reads a room known only by its score, and a passed-out room', () => {
    const r = readTeamBoardsPbn(
      pbn({ ...base, room: 'Open', board: 2, score: 'EW 620', vulnerable: 'EW' }, { ...base, room: 'Closed', board: 2, contract: 'Pass', vulnerable: 'EW' }),
      'm.pbn',
      none,
    );
    expect(r.diagnostics).toEqual([]);
    expect(r.matches[0]?.score).toMatchObject({ boards: [{ homeNet: -620 }] });
    expect(r.tables[1]).toMatchObject({ passedOut: true, scoreNS: 0 });
  });

  it("matches the file's team names against --names", () => {
    const dir = teamDirectory([
      { id: '1', name: 'Oslo' },
      { id: '2', name: 'Bergen' },
    ]);
    const r = readTeamBoardsPbn(
      pbn({ ...base, room: 'Open', board: 1, score: 'NS 100' }, { ...base, room: 'Closed', board: 1, score: 'NS 100' }),
      'm.pbn',
      dir,
    );
    expect(r.diagnostics).toEqual([]);
    expect([r.matches[0]?.home, r.matches[0]?.away]).toEqual(['1', '2']);
  });

  it('keeps the contract and tricks over a score that disagrees, with a warning (NBF 3.2.7)', () => {
    const r = readTeamBoardsPbn(
      pbn(
        { ...base, room: 'Open', board: 1, contract: '4H', declarer: 'S', result: '10', score: 'NS 450' },
        { ...base, room: 'Closed', board: 1, score: 'NS 420' },
      ),
      'm.pbn',
      none,
    );
    expect(errors(r.diagnostics)).toEqual([]);
    expect(r.diagnostics.map(formatDiagnostic)).toEqual([
      'm.pbn:5: warning: field "Score": board 1: the file gives 450 for 4H by S with 10 tricks (None vulnerable), which scores 420 for NS; the contract and tricks stand',
    ]);
    expect(r.matches[0]?.score).toMatchObject({ boards: [{ homeNet: 0 }] });
  });

  describe('errors name the file, the line and the board', () => {
    it.each([
      [
        "a board with only one room's result",
        pbn(
          { ...base, room: 'Open', board: 1, score: 'NS 420' },
          { ...base, room: 'Open', board: 2, score: 'NS 100' },
          { ...base, room: 'Closed', board: 2, score: 'NS 100' },
        ),
        ["m.pbn:8: board 1 of round 1 (Oslo – Bergen) has only the open room's result (expected the closed room's too)"],
      ],
      [
        'the same team on both sides',
        pbn({ ...base, visit: 'Oslo', room: 'Open', board: 3, score: 'NS 420' }),
        ['m.pbn:6: field "VisitTeam": board 3: "Oslo" is both the home and the visiting team (expected two different teams)'],
      ],
      [
        'a room that is not Open or Closed',
        pbn({ ...base, room: 'Lounge', board: 4, score: 'NS 420' }, { ...base, room: 'Closed', board: 4, score: 'NS 420' }),
        [
          'm.pbn:4: field "Room": board 4: "Lounge" is not a room (expected Open or Closed)',
          "m.pbn:16: board 4 of round 1 (Oslo – Bergen) has only the closed room's result (expected the open room's too)",
        ],
      ],
      [
        'the same room twice',
        pbn({ ...base, room: 'Open', board: 5, score: 'NS 420' }, { ...base, room: 'Open', board: 5, score: 'NS 400' }),
        [
          'm.pbn:12: field "Room": board 5: round 1 (Oslo – Bergen) has two results for the open room (the other at line 8)',
          "m.pbn:8: board 5 of round 1 (Oslo – Bergen) has only the open room's result (expected the closed room's too)",
        ],
      ],
      [
        'a game without a round or a visiting team',
        pbn({ home: 'Oslo', room: 'Open', board: 6, score: 'NS 420' }),
        [
          'm.pbn:2: field "Round": board 6: the game has no [Round] (expected the round number)',
          'm.pbn:2: field "VisitTeam": board 6: the game has no [VisitTeam] (expected the visiting team\'s id or name)',
        ],
      ],
      [
        'a round that is not a number',
        pbn({ ...base, round: '2.1', room: 'Open', board: 7, score: 'NS 420' }),
        ['m.pbn:7: field "Round": board 7: "2.1" is not a round number (expected a whole number ≥ 1)'],
      ],
      [
        'a contract that cannot be read',
        pbn({ ...base, room: 'Open', board: 8, contract: '8NT', declarer: 'N', result: '10' }),
        [
          'm.pbn:5: field "Contract": board 8: "8NT" is not a contract (expected level 1–7, strain C/D/H/S/NT (or ♣♦♥♠), optional X/XX (or */**), or PASS for a passed-out board)',
        ],
      ],
    ])('%s', (_name, bytes, expected) => {
      const r = readTeamBoardsPbn(bytes, 'm.pbn', none);
      expect(errors(r.diagnostics)).toEqual(expected);
      expect(r.matches).toEqual([]);
    });

    it('a team that is not in --names', () => {
      const r = readTeamBoardsPbn(pbn({ ...base, room: 'Open', board: 1, score: 'NS 420' }), 'm.pbn', teamDirectory([{ id: '1', name: 'Oslo' }]));
      expect(errors(r.diagnostics)).toEqual([
        'm.pbn:6: field "VisitTeam": board 1: "Bergen" is not a team in the team list (expected a team id or name from --names)',
      ]);
    });

    it('a file without results', () => {
      const r = readTeamBoardsPbn(enc('[Event "Hand records"]\n[Board "1"]\n[Deal "?"]\n'), 'h.pbn', none);
      expect(errors(r.diagnostics)).toEqual(['h.pbn:1: no game has a result (expected [Contract], [Declarer] and [Result], or [Score], per table)']);
    });
  });
});

describe('renderTeamsPbn', () => {
  const read = readTeamBoardsPbn(examplePbn, 'match.pbn', none);
  const penalties: PenaltyInput[] = [{ team: 'Moss', round: 1, type: 'vp', amount: Rational.of(1), note: 'mobile phone', source: { file: 'p.csv', line: 2 } }];
  const options: TeamsEventOptions = DEFAULT_TEAMS_OPTIONS;
  const scored = scoreTeamsEvent({ teams: [], matches: read.matches, penalties }, options).result;
  const bytes = renderTeamsPbn(scored, { matches: read.matches, tables: read.tables }, { title: 'Club teams' });
  const written = dec(bytes);

  it('writes export format: the PBN header lines and CRLF line ends', () => {
    expect(written.split('\r\n').slice(0, 4)).toEqual(['% PBN 2.1', '% EXPORT', '% <META name=Generator content="bridgescore">', '[Event "Club teams"]']);
    expect(written.replace(/\r\n/g, '')).not.toContain('\n');
  });

  it('reads back to the same match totals (round trip)', () => {
    const back = readTeamBoardsPbn(bytes, 'out.pbn', none);
    expect(back.diagnostics).toEqual([]);
    const again = scoreTeamsEvent({ teams: [], matches: back.matches, penalties }, options).result;
    expect(totals(again.matches)).toEqual(totals(scored.matches));
    expect(again.standings).toEqual(scored.standings);
    expect(back.tables.map(({ line: _l, ...t }) => t)).toEqual(read.tables.map(({ line: _l, ...t }) => t));
  });

  it('summarises each round in a ScoreTable with IMPs and VP in exact hundredths', () => {
    const bag = new DiagnosticBag('out.pbn');
    const games = resolveGames(tokenizePbn(written.replace(/\r\n/g, '\n'), bag).games, bag);
    const tag = games[0]?.tags.get('ScoreTable');
    expect(tag).toBeDefined();
    const table = parseTable(tag!, bag);
    expect(bag.items).toEqual([]);
    expect(table.columns.map((c) => c.name)).toEqual(['Round', 'TeamId_Home', 'TeamId_Away', 'IMP_Home', 'IMP_Away', 'VP_Home', 'VP_Away']);
    expect(table.rows.map((r) => r.cells.map((c) => c.text))).toEqual([
      ['1', 'Bergen Akademiske', 'Moss', '30', '6', '17.99', '2.01'],
      ['1', 'Grenland', 'Oslo Tigers', '12', '22', '5.75', '14.25'],
    ]);
    expect(games[0]?.tags.get('Scoring')?.value).toBe('Teams');
    const standings = parseTable(games[0]?.tags.get('TotalScoreTable') as NonNullable<ReturnType<(typeof games)[0]['tags']['get']>>, bag);
    expect(standings.rows.map((r) => [r.get('Rank')?.text, r.get('TeamId')?.text, r.get('TotalScoreVP')?.text])).toEqual([
      ['1', 'Bergen Akademiske', '17.99'],
      ['2', 'Oslo Tigers', '14.25'],
      ['3', 'Grenland', '5.75'],
      ['4', 'Moss', '1.01'],
    ]);
  });

  it('notes the penalties before the summary table', () => {
    expect(written).toContain('{Penalty: Moss (Moss), round 1: vp -1 VP (mobile phone)}\r\n[ScoreTable ');
  });

  it("writes both rooms of a board with the home team's IMPs from each room's North-South view", () => {
    const bag = new DiagnosticBag('out.pbn');
    const games = resolveGames(tokenizePbn(written.replace(/\r\n/g, '\n'), bag).games, bag);
    const board4 = games.filter((g) => g.tags.get('Board')?.value === '4' && g.tags.get('HomeTeam')?.value === 'Bergen Akademiske');
    expect(board4.map((g) => ['Room', 'Contract', 'Declarer', 'Result', 'Score', 'ScoreIMP', 'Vulnerable'].map((n) => g.tags.get(n)?.value))).toEqual([
      ['Open', '6D', 'N', '12', 'NS 1370', 'NS 13 EW -13', 'All'],
      ['Closed', '5D', 'S', '12', 'NS 620', 'NS -13 EW 13', 'All'],
    ]);
  });
});

describe('bridgescore teams with PBN', () => {
  const files = { 'match.pbn': examplePbn, 'results.csv': exampleCsv };

  it("prints the example's expected output", async () => {
    const r = await runCommand(registerTeamsCommand, ['teams', '--results', 'match.pbn'], files);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    await expect(r.stdout).toMatchFileSnapshot(join(exampleDir, 'expected.txt'));
    const csv = await runCommand(registerTeamsCommand, ['teams', '--results', 'results.csv'], files);
    expect(csv.stdout).toBe(r.stdout);
  });

  it("documents the exact commands in the example's README", () => {
    const readme = readFileSync(join(exampleDir, 'README.md'), 'utf8');
    expect(readme).toContain('bridgescore teams --results match.pbn\n');
    expect(readme).toContain('bridgescore teams --results match.pbn --format pbn --output expected.pbn\n');
  });

  it('knows PBN by its content whatever the file is called', async () => {
    const r = await runCommand(registerTeamsCommand, ['teams', '--results', 'match.txt', '--format', 'csv'], { 'match.txt': examplePbn });
    expect(r.code).toBe(0);
    expect(r.stdout.split('\n')[1]).toBe('1,no,Bergen Akademiske,ranked,1,30,6,5.0000,0.00,0,17.99,');
  });

  it('writes --format pbn, which reads back as results', async () => {
    const r = await runCommand(registerTeamsCommand, ['teams', '--results', 'match.pbn', '--format', 'pbn', '--output', 'out.pbn'], files);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    const out = r.written.get('out.pbn') as Uint8Array;
    await expect(dec(out)).toMatchFileSnapshot(join(exampleDir, 'expected.pbn'));
    const back = await runCommand(registerTeamsCommand, ['teams', '--results', 'out.pbn'], { 'out.pbn': out });
    expect(back.stdout).toBe((await runCommand(registerTeamsCommand, ['teams', '--results', 'match.pbn'], files)).stdout);
  });

  it('writes --format pbn from CSV results with both rooms, as from the same results in PBN', async () => {
    const fromCsv = await runCommand(registerTeamsCommand, ['teams', '--results', 'results.csv', '--format', 'pbn'], files);
    const fromPbn = await runCommand(registerTeamsCommand, ['teams', '--results', 'match.pbn', '--format', 'pbn'], files);
    expect(fromCsv.code).toBe(0);
    expect(fromCsv.stdout).toContain('[ScoreTable "Round\\1R;TeamId_Home\\19L;TeamId_Away\\13L;IMP_Home\\2R;IMP_Away\\2R;VP_Home\\5R;VP_Away\\5R"]');
    expect(fromCsv.stdout).toContain('[Room "Open"]');
    // The event name comes from the PBN file only; every game is otherwise the same.
    const games = (text: string) => text.split('\r\n').filter((l) => !/^\[(Event|Site|Date) /.test(l) && !l.startsWith('%'));
    expect(games(fromCsv.stdout)).toEqual(games(fromPbn.stdout));
  });

  it('writes a knock-out without VP, and the Oslo Cup in points', async () => {
    const ko = await runCommand(registerTeamsCommand, ['teams', '--results', 'match.pbn', '--knockout', '--format', 'pbn'], files);
    expect(ko.code).toBe(0);
    expect(ko.stdout).toContain('1 "Bergen Akademiske" "Moss"        30  6 - -\r\n');
    expect(ko.stdout).not.toContain('[TotalScoreTable ');
    const oslo = await runCommand(registerTeamsCommand, ['teams', '--results', 'match.pbn', '--form', 'oslo', '--format', 'pbn'], files);
    expect(oslo.stdout).toContain(';Points_Home\\2R;Points_Away\\2R;');
  });

  it('reports a bad room with file and line, exit 1 and nothing written', async () => {
    const bad = dec(examplePbn).replace('[Room "Closed"]', '[Room "Lounge"]');
    const r = await runCommand(registerTeamsCommand, ['teams', '--results', 'match.pbn', '--output', 'out.txt'], { 'match.pbn': bad });
    expect(r.code).toBe(1);
    expect(r.stderr).toBe(
      "match.pbn:11: board 1 of round 1 (Bergen Akademiske – Moss) has only the open room's result (expected the closed room's too)\n" +
        'match.pbn:30: field "Room": board 1: "Lounge" is not a room (expected Open or Closed)\n',
    );
    expect(r.written.size).toBe(0);
  });
});
