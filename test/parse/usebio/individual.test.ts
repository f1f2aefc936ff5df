/**
 * USEBIO individual events (EVENT_TYPE INDIVIDUAL): the players in PARTICIPANTS, the four seats on each
 * traveller line. Scored and compared player by player, as an individual's PBN is.
 */
import { describe, expect, it } from 'vitest';
import { readUsebio } from '../../../src/parse/usebio/read-usebio.js';
import { comparePublished } from '../../../src/pipeline/compare/compare-published.js';
import { defaultPairsOptions, scorePairs } from '../../../src/pipeline/score-pairs.js';

const enc = new TextEncoder();

/** Two tables, two boards, eight players who change partners between the boards. */
function individual(lineExtra = ''): Uint8Array {
  const player = (n: number, place: string, pct: string) =>
    `<PLAYER><PLAYER_NUMBER>${n}</PLAYER_NUMBER><PLACE>${place}</PLACE><PERCENTAGE>${pct}</PERCENTAGE><PLAYER_NAME>Player ${n}</PLAYER_NAME></PLAYER>`;
  const line = (n: number, s: number, e: number, w: number, contract: string, by: string, tricks: number, score: number, ns: number, ew: number, extra = '') =>
    `<TRAVELLER_LINE><N_PLAYER_NUMBER>${n}</N_PLAYER_NUMBER><S_PLAYER_NUMBER>${s}</S_PLAYER_NUMBER><E_PLAYER_NUMBER>${e}</E_PLAYER_NUMBER>${extra}` +
    `<W_PLAYER_NUMBER>${w}</W_PLAYER_NUMBER><CONTRACT>${contract}</CONTRACT><PLAYED_BY>${by}</PLAYED_BY><TRICKS>${tricks}</TRICKS><SCORE>${score}</SCORE>` +
    `<NS_MATCH_POINTS>${ns}</NS_MATCH_POINTS><EW_MATCH_POINTS>${ew}</EW_MATCH_POINTS></TRAVELLER_LINE>`;
  return enc.encode(
    `<?xml version="1.0"?><USEBIO Version="1.2"><EVENT EVENT_TYPE="INDIVIDUAL"><PROGRAM_NAME>EBUScore Individual</PROGRAM_NAME>` +
      `<PARTICIPANTS EVENT_TYPE="INDIVIDUAL">${player(1, '1=', '100.00')}${player(2, '1=', '100.00')}${player(3, '3=', '50.00')}${player(4, '3=', '50.00')}` +
      `${player(5, '7=', '0.00')}${player(6, '7=', '0.00')}${player(7, '3=', '50.00')}${player(8, '3=', '50.00')}</PARTICIPANTS>` +
      `<BOARD EVENT_TYPE="INDIVIDUAL"><BOARD_NUMBER>1</BOARD_NUMBER>${line(1, 2, 3, 4, '4S', 'N', 10, 420, 2, 0, lineExtra)}${line(5, 6, 7, 8, '4S', 'N', 9, -50, 0, 2)}</BOARD>` +
      `<BOARD EVENT_TYPE="INDIVIDUAL"><BOARD_NUMBER>2</BOARD_NUMBER>${line(1, 3, 6, 8, '3NT', 'S', 9, 600, 2, 0)}${line(5, 7, 2, 4, '3NT', 'S', 8, -100, 0, 2)}</BOARD>` +
      `</EVENT></USEBIO>`,
  );
}

describe('a USEBIO individual event', () => {
  const r = readUsebio(individual(), 'ind.xml');

  it('reads the four seats of every line, and the partnerships as "N-S" and "E-W"', () => {
    expect(r.diagnostics).toEqual([]);
    expect(r.event.results.map((l) => [l.board, l.ns, l.ew, l.seats])).toEqual([
      [1, '1-2', '3-4', { N: '1', E: '3', S: '2', W: '4' }],
      [1, '5-6', '7-8', { N: '5', E: '7', S: '6', W: '8' }],
      [2, '1-3', '6-8', { N: '1', E: '6', S: '3', W: '8' }],
      [2, '5-7', '2-4', { N: '5', E: '2', S: '7', W: '4' }],
    ]);
  });

  it('reads the players with their places and percentages', () => {
    expect(r.event.participants.map((p) => [p.pair, p.name])).toEqual([1, 2, 3, 4, 5, 6, 7, 8].map((n) => [String(n), `Player ${n}`]));
    expect(r.published.totals.map((t) => [t.pair, `${t.rank}${t.tie ? '=' : ''}`, t.percentage?.toFixed(2)])).toEqual([
      ['1', '1=', '100.00'],
      ['2', '1=', '100.00'],
      ['3', '3=', '50.00'],
      ['4', '3=', '50.00'],
      ['5', '7=', '0.00'],
      ['6', '7=', '0.00'],
      ['7', '3=', '50.00'],
      ['8', '3=', '50.00'],
    ]);
  });

  it('is scored player by player, and every published number agrees', () => {
    const scored = scorePairs(r.event, { ...defaultPairsOptions, tiebreak: 'none' });
    const c = comparePublished(scored, r.published, { mp: 'international' });
    expect([...c.lines, ...c.totals].filter((d) => !d.ok)).toEqual([]);
    expect(c.totals.filter((d) => d.what === 'percentage')).toHaveLength(8);
  });

  it('a line without one of the four players is an error naming the field', () => {
    const bad = readUsebio(enc.encode(new TextDecoder().decode(individual()).replace('<W_PLAYER_NUMBER>4</W_PLAYER_NUMBER>', '')), 'ind.xml');
    expect(bad.diagnostics.filter((d) => d.severity === 'error').map((d) => `${d.line ?? ''} ${d.field ?? ''}: ${d.message}`)).toEqual([
      '1 W_PLAYER_NUMBER: board 1: the traveller line of an individual event has no W_PLAYER_NUMBER',
    ]);
  });
});

describe('a USEBIO team event', () => {
  it('is refused with a pointer to what reads team results, not scored as an empty pairs event', async () => {
    const { runInProcess } = await import('../../helpers/cli.js');
    const file = '<?xml version="1.0"?><USEBIO Version="1.2"><EVENT EVENT_TYPE="MULTIPLE_TEAMS"><PROGRAM_NAME>EBUScore Teams</PROGRAM_NAME></EVENT></USEBIO>';
    const r = await runInProcess(['pairs', 't.xml'], { 't.xml': file });
    expect(r.stderr).toBe(
      't.xml:1: field "EVENT_TYPE": EVENT_TYPE "MULTIPLE_TEAMS": a team event (expected a pairs or individual event; "bridgescore teams --results FILE" reads a USEBIO team event)\n',
    );
    expect(r.code).toBe(1);
    expect(r.stdout).toBe('');
  });
});
