/**
 * The Bridgemate converter on synthetic tables (rows.ts): results, erased and duplicate rows, each remark, every
 * error with its `FILE:ReceivedData row ID` location, the movement from RoundData and the checks against it,
 * sections, Winners and MissingPair, names from PlayerNumbers, individual events.
 */
import { describe, expect, it } from 'vitest';
import { unresolvedArbitral } from '../../../src/pipeline/pairs-bws.js';
import { checkMovement } from '../../../src/movement/check-movement.js';
import { checkResults } from '../../../src/movement/check-results.js';
import { applyAdjustments, readAdjustmentsCsv } from '../../../src/parse/csv/adjustments.js';
import { readBwsTables } from '../../../src/parse/bws/read-bws.js';
import { formatDiagnostic } from '../../../src/base/diagnostics.js';
import { fullResults, resultRow, roundRow, ROUNDS, session } from './rows.js';

const read = (over: Parameters<typeof session>[0] = {}) => readBwsTables(session(over), 'club.bws');
const messages = (r: ReturnType<typeof read>) => r.diagnostics.map(formatDiagnostic);
const scores = (r: ReturnType<typeof read>) => r.event.results.map((l) => (l.outcome.kind === 'played' ? l.outcome.score.scoreNS : l.outcome.kind));

describe('readBwsTables: a whole session', () => {
  const r = read();

  it('gives one line per result, each naming its ReceivedData row', () => {
    expect(r.event.results).toHaveLength(18);
    expect(r.event.results[0]?.source).toEqual({ file: 'club.bws', record: 'ReceivedData row 1' });
    expect(r.event.results[0]).toMatchObject({ board: 1, ns: '1', ew: '1', round: 1, table: 1 });
    expect(r.event.results[0]?.section).toBeUndefined();
  });

  it('scores each contract as Bridgemate writes it (Law 77, the standard vulnerability of the board)', () => {
    expect(scores(r).slice(0, 6)).toEqual([420, -430, -100, 0, 600, 400]);
  });

  it('gives the movement of RoundData, which the results fit exactly', () => {
    expect(r.movement.rows.map((m) => [m.round, m.table, m.ns, m.ew, m.boards]).slice(0, 4)).toEqual([
      [1, 1, '1', '1', [1, 2]],
      [1, 2, '2', '2', [3, 4]],
      [1, 3, '3', '3', [5, 6]],
      [2, 1, '1', '3', [3, 4]],
    ]);
    expect(r.movement.rows).toHaveLength(9);
    expect(r.movement.rows[0]?.source).toEqual({ file: 'club.bws', record: 'RoundData table 1, round 1' });
    expect(checkMovement(r.movement, {})).toEqual([]);
    expect(checkResults(r.event.results, r.movement, { fixDirection: false }).diagnostics).toEqual([]);
  });

  it('sees a Mitchell numbered from 1 each way as two fields, names each pair with its direction', () => {
    expect(r.winners).toBe('two');
    expect(r.kind).toBe('pairs');
    expect(r.event.participants).toHaveLength(6);
    expect(r.event.participants.slice(0, 4)).toEqual([
      {
        pair: '1',
        players: [
          { name: 'Kari Nordmann', id: '1001' },
          { name: 'Ola Sjødal', id: '1002' },
        ],
        name: 'Kari Nordmann - Ola Sjødal',
        direction: 'NS',
      },
      {
        pair: '1',
        players: [
          { name: 'Åse Græsholt', id: '1003' },
          { name: 'Per Åström', id: '1004' },
        ],
        name: 'Åse Græsholt - Per Åström',
        direction: 'EW',
      },
      {
        pair: '2',
        players: [
          { name: 'Liv Berg', id: '2001' },
          { name: 'Nils Dahl', id: '2002' },
        ],
        name: 'Liv Berg - Nils Dahl',
        direction: 'NS',
      },
      {
        pair: '2',
        players: [
          { name: 'Siri Lund', id: '2003' },
          { name: 'Eva Moe', id: '0204' },
        ],
        name: 'Siri Lund - Eva Moe',
        direction: 'EW',
      },
    ]);
  });

  it('takes the title and date from Session, and names Bridgemate as the program', () => {
    expect([r.event.title, r.event.date, r.event.generator]).toEqual(['Club night', '2026-01-19', 'Bridgemate']);
    expect(r.diagnostics).toEqual([]);
  });
});

describe('readBwsTables: rows replaced at the table', () => {
  it('leaves out rows marked Erased', () => {
    const rows = [...fullResults(), resultRow({ id: 9, table: 1, round: 1, board: 1, ns: 1, ew: 1, contract: '7 NT', seat: 'N', result: '-7', erased: true })];
    const r = read({ ReceivedData: rows });
    expect(r.erased).toBe(1);
    expect(scores(r)[0]).toBe(420);
    expect(r.diagnostics).toEqual([]);
  });

  it('keeps the later of two entries of one board at one table, and says so naming both rows', () => {
    const rows = fullResults();
    rows.push(resultRow({ id: 9, table: 1, round: 1, board: 1, ns: 1, ew: 1, contract: '4 S', seat: 'N', result: '+1', time: '10:05:00' }));
    const r = read({ ReceivedData: rows });
    expect(r.event.results).toHaveLength(18);
    expect(scores(r)[0]).toBe(450);
    expect(r.event.results[0]?.source.record).toBe('ReceivedData row 9');
    expect(messages(r)).toEqual([
      'club.bws:ReceivedData row 9: warning: board 1 at table 1 in round 1 was entered twice (ReceivedData row 1 and ReceivedData row 9); the later entry, ReceivedData row 9, is kept',
    ]);
  });

  it('goes by DateLog and TimeLog, not by the order of the rows', () => {
    const rows = fullResults();
    rows.push(resultRow({ id: 9, table: 1, round: 1, board: 1, ns: 1, ew: 1, contract: '4 S', seat: 'N', result: '+1', time: '09:55:00' }));
    const r = read({ ReceivedData: rows });
    expect(scores(r)[0]).toBe(420);
    expect(messages(r)[0]).toContain('the later entry, ReceivedData row 1, is kept');
  });

  it('takes the higher ID when both were logged at the same time', () => {
    const rows = fullResults();
    rows.unshift(resultRow({ id: 12, table: 1, round: 1, board: 1, ns: 1, ew: 1, contract: '4 S', seat: 'N', result: '-1' }));
    const r = read({ ReceivedData: rows });
    expect(scores(r)).toContain(-50);
    expect(scores(r)).not.toContain(420);
  });

  it('is an error when there are no results, or every row is erased', () => {
    expect(messages(read({ ReceivedData: [] }))).toEqual(['club.bws:ReceivedData: the session has no results yet (expected rows in ReceivedData)']);
    const erased = fullResults().map((row) => ({ ...row, Erased: true }));
    expect(messages(read({ ReceivedData: erased }))).toEqual(['club.bws:ReceivedData: every row (18) is marked Erased (expected at least one result)']);
  });
});

describe('readBwsTables: remarks', () => {
  const withRow4 = (fields: Partial<Parameters<typeof resultRow>[0]>) => {
    const rows = fullResults();
    rows[3] = resultRow({ id: 4, table: 2, round: 1, board: 4, ns: 2, ew: 2, ...fields });
    return read({ ReceivedData: rows });
  };

  it('"Not played": the board was not played', () => {
    const r = withRow4({ contract: '', seat: '', result: '', remarks: 'Not played' });
    expect(r.event.results[3]?.outcome).toEqual({ kind: 'notPlayed' });
    expect(r.arbitral).toEqual([]);
    expect(r.diagnostics).toEqual([]);
  });

  it('"Arbitral score": not played, and listed for the director, whose adjusted score then replaces it', () => {
    const r = withRow4({ contract: '', seat: '', result: '', remarks: 'Arbitral score' });
    expect(r.event.results[3]?.outcome).toEqual({ kind: 'notPlayed' });
    expect(r.arbitral).toEqual([{ board: 4, ns: '2', ew: '2', record: 'ReceivedData row 4' }]);
    const bws = { others: [], sessions: [{ file: 'club.bws', read: r }], diagnostics: [] };
    expect(unresolvedArbitral(bws, r.event.results, 'error').map(formatDiagnostic)).toEqual([
      'club.bws:ReceivedData row 4: field "Remarks": "Arbitral score": board 4, NS 2 – EW 2, needs the director\'s adjusted score (Law 12C): give it in --adjustments (board,ns,ew,kind,value, e.g. 4,2,2,artificial,60/40)',
    ]);
    const adj = readAdjustmentsCsv('board,ns,ew,kind,value\n4,2,2,artificial,60/40\n', 'adj.csv');
    const applied = applyAdjustments(r.event.results, adj.adjustments);
    expect(applied.results[3]?.outcome.kind).toBe('artificial');
    expect(unresolvedArbitral(bws, applied.results, 'error')).toEqual([]);
  });

  it('"Wrong direction": the declarer’s seat is turned, so the pairs keep the movement’s places', () => {
    // The EW pair sat North-South and declared 1NT from the North seat: EW scored 90.
    const r = withRow4({ contract: '1 NT', seat: 'N', result: '=', remarks: 'Wrong direction' });
    expect(r.event.results[3]).toMatchObject({ ns: '2', ew: '2' });
    expect(r.event.results[3]?.outcome).toMatchObject({ kind: 'played', score: { declarer: 'E', scoreNS: -90 } });
    expect(messages(r)).toEqual([
      'club.bws:ReceivedData row 4: warning: field "Remarks": Remarks "Wrong direction": NS 2 and EW 2 sat the other way round; the result is scored for the pairs as the movement seats them, the declarer\'s seat turned',
    ]);
  });

  it('"Wrong direction" written with the pairs as they sat: the numbers go back to the movement’s order', () => {
    const rows = fullResults();
    rows[6] = resultRow({ id: 7, table: 1, round: 2, board: 3, ns: 3, ew: 1, contract: '2 H', seat: 'S', result: '=', remarks: 'Wrong direction' });
    const r = read({ ReceivedData: rows });
    expect(r.event.results[6]).toMatchObject({ ns: '1', ew: '3' });
    expect(r.event.results[6]?.outcome).toMatchObject({ score: { declarer: 'W', scoreNS: -110 } });
    expect(checkResults(r.event.results, r.movement, { fixDirection: false }).diagnostics).toEqual([]);
  });

  it('any other remark is kept as a note and scored as entered, with a warning', () => {
    const r = withRow4({ contract: '2 D', seat: 'E', result: '-1', remarks: 'Slow play' });
    expect(r.event.results[3]?.note).toBe('Slow play');
    expect(scores(r)[3]).toBe(100);
    expect(messages(r)).toEqual([
      'club.bws:ReceivedData row 4: warning: field "Remarks": "Slow play" is not a remark Bridgemate writes (expected Not played, Arbitral score or Wrong direction); the result is scored as entered',
    ]);
  });
});

describe('readBwsTables: contracts', () => {
  it.each([
    ['3 NT', 'N', '=', 4, 600],
    ['2 H x', 'S', '+1', 4, 870],
    ['4 S xx', 'W', '-2', 4, 1000],
    ['4 s', 'N', '+2', 4, 680],
    ['6 C', 'E', '=', 4, -1370],
    ['PASS', '', '', 4, 0],
  ])('%j by %s %s on a vulnerable board scores %i for NS', (contract, seat, result, board, score) => {
    const rows = fullResults();
    rows[3] = resultRow({ id: 4, table: 2, round: 1, board, ns: 2, ew: 2, contract, seat, result });
    expect(scores(read({ ReceivedData: rows }))[3]).toBe(score);
  });

  it('uses the seat when Declarer names the other pair, with a warning', () => {
    const rows = fullResults();
    rows[6] = resultRow({ id: 7, table: 1, round: 2, board: 3, ns: 1, ew: 3, contract: '2 H', seat: 'S', result: '=', extra: { Declarer: 3 } });
    const r = read({ ReceivedData: rows });
    expect(scores(r)[6]).toBe(110);
    expect(messages(r)).toEqual([
      'club.bws:ReceivedData row 7: warning: field "Declarer": pair 3 is the declarer, but the seat S is pair 1\'s; the seat is used',
    ]);
  });

  it('keeps the lead card', () => {
    const rows = fullResults();
    rows[0] = resultRow({ id: 1, table: 1, round: 1, board: 1, ns: 1, ew: 1, contract: '4 S', seat: 'N', lead: 'HK' });
    expect(read({ ReceivedData: rows }).event.results[0]?.lead).toBe('HK');
  });
});

describe('readBwsTables: every problem names its row and field', () => {
  const withRow = (fields: Partial<Parameters<typeof resultRow>[0]>, extra: Record<string, unknown> = {}) => {
    const rows = fullResults();
    rows[2] = { ...resultRow({ id: 17, table: 2, round: 1, board: 3, ns: 2, ew: 2, contract: '4 H', seat: 'N', result: '=', ...fields }), ...extra };
    return read({ ReceivedData: rows });
  };

  it.each([
    [
      'an unreadable contract',
      { contract: '8 NT' },
      {},
      'club.bws:ReceivedData row 17: field "Contract": "8 NT" is not a contract (expected a level 1–7, a strain C, D, H, S or NT and an optional x or xx, as "3 NT", "2 H x", "4 S xx", or PASS)',
    ],
    [
      'a contract with no remark',
      { contract: '' },
      {},
      'club.bws:ReceivedData row 17: field "Contract": no contract (expected a level 1–7, a strain C, D, H, S or NT and an optional x or xx, as "3 NT", "2 H x", "4 S xx", or PASS, or the remark Not played or Arbitral score)',
    ],
    [
      'an impossible result',
      { result: '+4' },
      {},
      'club.bws:ReceivedData row 17: field "Result": "+4" is not a result for 4H (it means 14 tricks (expected -10 to +3, or 0–13 tricks))',
    ],
    [
      'a result that is not one',
      { result: 'made' },
      {},
      'club.bws:ReceivedData row 17: field "Result": "made" is not a result for 4H (expected "=", "+1" … or "-1" …)',
    ],
    ['no declarer seat', { seat: '' }, {}, 'club.bws:ReceivedData row 17: field "NS/EW": "" is not the declarer\'s seat for 4H (expected N, E, S or W)'],
    [
      'a table number out of range',
      {},
      { Table: 0 },
      'club.bws:ReceivedData row 17: field "Table": not a table number (expected a whole number 1–999999 (found 0))',
    ],
    [
      'a board that is not a number',
      {},
      { Board: 'x' },
      'club.bws:ReceivedData row 17: field "Board": not a board number (expected a whole number 1–999999 (found "x"))',
    ],
    [
      'a 400-digit number',
      {},
      { Board: '9'.repeat(400) },
      'club.bws:ReceivedData row 17: field "Board": not a board number (expected a whole number 1–999999 (found "9999999999999999999999999999999999999999…"))',
    ],
  ])('%s', (_, fields, extra, expected) => {
    const r = withRow(fields, extra);
    expect(messages(r)).toEqual([expected]);
    expect(r.event.results).toHaveLength(17);
  });

  it('a pair the movement does not seat there', () => {
    const r = withRow({ ns: 2, ew: 9 });
    expect(checkResults(r.event.results, r.movement, { fixDirection: false }).diagnostics.map(formatDiagnostic)).toEqual([
      'club.bws:ReceivedData row 17: pair 9 is not in the movement (club.bws has pairs 1–3)',
      'club.bws:RoundData table 2, round 1: no result for board 3 in round 1 at table 2 (NS 2 – EW 2): the movement schedules it but the travellers have none',
    ]);
  });

  it('a board outside LowBoard–HighBoard', () => {
    const r = withRow({ board: 5 });
    expect(checkResults(r.event.results, r.movement, { fixDirection: false }).diagnostics.map(formatDiagnostic)[0]).toBe(
      'club.bws:ReceivedData row 17: board 5 for NS 2 – EW 2 is not in the movement (they meet in round 1 at table 2 on boards 3–4)',
    );
  });

  it('a RoundData row that cannot be read', () => {
    const r = read({ RoundData: [...ROUNDS.slice(0, 8), roundRow(3, 3, 3, 1, 3, 1)] });
    expect(messages(r)).toEqual([
      'club.bws:RoundData table 3, round 3: field "HighBoard": boards 3–1 are not a round\'s boards (expected HighBoard ≥ LowBoard, at most 200 boards)',
    ]);
  });
});

describe('readBwsTables: sections, Winners and MissingPair', () => {
  it('names the sections by their letter when there are several', () => {
    const rows = [...ROUNDS, ...ROUNDS.map((row) => ({ ...row, Section: 2 }))];
    const results = [...fullResults(), ...fullResults().map((row, i) => ({ ...row, ID: 100 + i, Section: 2 }))];
    const r = read({
      Section: [
        { ID: 1, Letter: 'A  ' },
        { ID: 2, Letter: 'B  ' },
      ],
      RoundData: rows,
      ReceivedData: results,
      PlayerNumbers: [],
    });
    expect(r.event.results[0]?.section).toBe('A');
    expect(r.event.results[18]?.section).toBe('B');
    expect(r.movement.rows.filter((m) => m.section === 'B')).toHaveLength(9);
    expect(r.movement.rows.find((m) => m.section === 'B')?.source?.record).toBe('RoundData section B table 1, round 1');
    expect(checkResults(r.event.results, r.movement, { fixDirection: false }).diagnostics).toEqual([]);
  });

  it.each([
    [1, 'one'],
    [2, 'two'],
    [0, 'two'],
  ])('Winners %i → %s', (winners, expected) => {
    expect(read({ Section: [{ ID: 1, Letter: 'A', Winners: winners }] }).winners).toBe(expected);
  });

  it('leaves the field to the scorer when Winners is not set and each pair has its own number', () => {
    const rounds = [roundRow(1, 1, 1, 3, 1, 2), roundRow(2, 1, 2, 4, 3, 4)];
    const results = [
      resultRow({ id: 1, table: 1, round: 1, board: 1, ns: 1, ew: 3 }),
      resultRow({ id: 2, table: 1, round: 1, board: 2, ns: 1, ew: 3 }),
      resultRow({ id: 3, table: 2, round: 1, board: 3, ns: 2, ew: 4 }),
      resultRow({ id: 4, table: 2, round: 1, board: 4, ns: 2, ew: 4 }),
    ];
    const r = read({ RoundData: rounds, ReceivedData: results, PlayerNumbers: [] });
    expect(r.winners).toBeUndefined();
    const odd = read({ Section: [{ ID: 1, Letter: 'A', Winners: 7 }], RoundData: rounds, ReceivedData: results, PlayerNumbers: [] });
    expect(odd.winners).toBeUndefined();
    expect(messages(odd)).toEqual(['club.bws:Section row 1: warning: field "Winners": expected 1 or 2 winners (or 0: not set); the scorer decides']);
  });

  it('takes MissingPair as the sit-out where it has no result, in the direction it has none', () => {
    // EW 2 is the phantom: the results of its tables are not entered; NS 2 played.
    const results = fullResults().filter((row) => row['PairEW'] !== 2);
    const r = read({ Section: [{ ID: 1, Letter: 'A', MissingPair: 2 }], ReceivedData: results });
    expect(r.movement.rows.map((m) => [m.ns, m.ew])).toEqual([
      ['1', '1'],
      ['2', null],
      ['3', '3'],
      ['1', '3'],
      ['2', '1'],
      ['3', null],
      ['1', null],
      ['2', '3'],
      ['3', '1'],
    ]);
    expect(checkResults(r.event.results, r.movement, { fixDirection: false }).diagnostics).toEqual([]);
  });

  it('warns when the missing pair has results', () => {
    const r = read({ Section: [{ ID: 1, Letter: 'A', MissingPair: 2 }] });
    expect(messages(r)).toEqual(['club.bws:Section row 1: warning: field "MissingPair": the missing pair 2 has results; it is taken as playing']);
  });

  it('reads a team event’s section (ScoringType 4) as teams', () => {
    expect(read({ Section: [{ ID: 1, Letter: 'A', ScoringType: 4 }] }).kind).toBe('teams');
  });
});

describe('readBwsTables: PlayerNumbers', () => {
  it('shows a player without a name by the member number, with a warning', () => {
    const r = read({ PlayerNames: [] });
    expect(r.event.participants[3]?.players[1]).toEqual({ name: '0204', id: '0204' });
    expect(messages(r)).toEqual(['club.bws:PlayerNumbers table 2 West: warning: member 0204 has no name here or in PlayerNames; shown by the number']);
  });

  it('puts a substitute after the starting players', () => {
    const extra = { Section: 1, Table: 1, Direction: 'S', Number: '1009', Name: 'Tor Vik', Round: 2 };
    const r = read({ PlayerNumbers: [...(session().PlayerNumbers ?? []), extra] });
    expect(r.event.participants[0]?.players.map((p) => p.name)).toEqual(['Kari Nordmann', 'Ola Sjødal', 'Tor Vik']);
  });

  it('warns about a seat the movement has no pair for', () => {
    const r = read({ PlayerNumbers: [{ Section: 1, Table: 7, Direction: 'N', Number: '1', Name: 'Nobody', Round: 0 }] });
    expect(messages(r)).toEqual(['club.bws:PlayerNumbers table 7 North: warning: the movement seats no NS pair at table 7 in round 1; Nobody is not listed']);
  });
});

describe('readBwsTables: an individual event', () => {
  it('reads the four players of each table from NSPair, EWPair, South and West', () => {
    const rounds = [roundRow(1, 1, 1, 2, 1, 1, { South: 3, West: 4 }), roundRow(1, 2, 1, 3, 2, 2, { South: 2, West: 4 })];
    const results = [
      resultRow({ id: 1, table: 1, round: 1, board: 1, ns: 1, ew: 2, contract: '4 S', seat: 'N', extra: { South: 3, West: 4 } }),
      resultRow({ id: 2, table: 1, round: 2, board: 2, ns: 1, ew: 3, contract: '3 NT', seat: 'W', extra: { South: 2, West: 4 } }),
    ];
    const playerRows = [
      { Section: 1, Table: 1, Direction: 'N', Number: '11', Name: 'Anne', Round: 1 },
      { Section: 1, Table: 1, Direction: 'W', Number: '44', Name: 'Dag', Round: 1 },
    ];
    const r = read({ RoundData: rounds, ReceivedData: results, PlayerNumbers: playerRows });
    expect(r.kind).toBe('individual');
    expect(r.event.results[0]).toMatchObject({ ns: '1-3', ew: '2-4', seats: { N: '1', E: '2', S: '3', W: '4' } });
    expect(r.movement.rows.map((m) => [m.ns, m.ew])).toEqual([
      ['1-3', '2-4'],
      ['1-2', '3-4'],
    ]);
    expect(checkResults(r.event.results, r.movement, { fixDirection: false }).diagnostics).toEqual([]);
    expect(r.event.participants).toEqual([
      { pair: '1', players: [{ name: 'Anne', id: '11' }], name: 'Anne' },
      { pair: '4', players: [{ name: 'Dag', id: '44' }], name: 'Dag' },
    ]);
  });
});
