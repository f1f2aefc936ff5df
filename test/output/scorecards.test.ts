/**
 * Score card rows (table, CSV, JSON, HTML): every board in play order and the boards of a planned sit-out
 * (NBF 3.4.4) among them, so that the running total ends at the pair's total.
 */
import { describe, expect, it } from 'vitest';
import type { PairsEvent } from '../../src/model/types.js';
import { eventRounds, scorecardRows, SIT_OUT_ADJUSTED } from '../../src/output/view/scorecards.js';
import { renderScorecardsCsv } from '../../src/output/csv/scorecards.js';
import { exampleScored } from './html/example-event.js';

/** The example without its round column: a sit-out's round cannot be known. */
const withoutRounds = (e: PairsEvent): PairsEvent => ({
  ...e,
  results: e.results.map((r) => {
    const { round: _round, ...rest } = r;
    return rest;
  }),
});

describe('score card rows', () => {
  const scored = exampleScored();
  const rounds = eventRounds(scored);

  it('knows the rounds of a one-session event whose results all say their round', () => {
    expect([...(rounds ?? [])].sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it.each(scored.standings.map((s) => [s.pair, s] as const))('pair %s: the running total ends at the total', (_pair, s) => {
    const rows = scorecardRows(s, rounds);
    const last = rows[rows.length - 1];
    expect(last?.running.eq(s.total.add(s.penalty))).toBe(true);
    expect(rows.length).toBe(s.entries.length + s.sitOut.length);
  });

  it('puts the sit-out boards in the round the pair sat out, credited at its own average', () => {
    const pair2 = scored.standings.find((s) => s.pair === '2');
    expect([...(pair2?.sitOut ?? [])].map((x) => x.board)).toEqual([13, 14, 15, 16]);
    const rows = scorecardRows(pair2 as NonNullable<typeof pair2>, rounds);
    const sitOut = rows.filter((r) => r.entry === undefined);
    expect(sitOut.map((r) => [r.round, r.board, r.adjusted])).toEqual([13, 14, 15, 16].map((b) => [3, b, SIT_OUT_ADJUSTED]));
    // between round 2 and round 4, in board order
    expect(rows.map((r) => r.round)).toEqual([...rows.map((r) => r.round)].sort((a, b) => (a ?? 0) - (b ?? 0)));
    // each credited at the pair's percentage of the session: 45 %, 4.5 of a top of 10
    for (const r of sitOut) expect(r.percent?.toFixed(2)).toBe(pair2?.percentage?.toFixed(2));
  });

  it('without rounds, the sit-out boards come last with no round, and still count', () => {
    const plain = exampleScored(withoutRounds);
    expect(eventRounds(plain)).toBeUndefined();
    const pair2 = plain.standings.find((s) => s.pair === '2') as (typeof plain.standings)[number];
    const rows = scorecardRows(pair2);
    expect(rows.slice(-4).map((r) => [r.round, r.entry])).toEqual([13, 14, 15, 16].map(() => [null, undefined]));
    expect(rows[rows.length - 1]?.running.eq(pair2.total)).toBe(true);
  });

  it('a pair that did not sit out has exactly its boards', () => {
    const pair1 = scored.standings.find((s) => s.sitOut.length === 0) as (typeof scored.standings)[number];
    expect(scorecardRows(pair1, rounds).every((r) => r.entry !== undefined)).toBe(true);
  });

  it("the CSV has the sit-out rows, the running total reaching the footer's total", () => {
    const csv = renderScorecardsCsv(scored, ['2']).trim().split('\n');
    const sitOut = csv.filter((l) => l.includes('NBF 3.4.4'));
    expect(sitOut).toHaveLength(4);
    expect(csv[csv.length - 1]?.split(',')[12]).toBe(scored.standings.find((s) => s.pair === '2')?.total.toString());
  });
});
