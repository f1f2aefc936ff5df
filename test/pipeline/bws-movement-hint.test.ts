/**
 * A Bridgemate session whose RoundData does not cover the pairs of its ReceivedData: the message about the
 * pair the movement does not know says where a movement comes from (--movement FILE).
 */
import { describe, expect, it } from 'vitest';
import { checkAgainstMovement } from '../../src/pipeline/pairs-load.js';
import { LineTable } from '../../src/model/line-table.js';
import { resultLine } from '../../src/model/result-line.js';
import type { Diagnostic } from '../../src/base/diagnostics.js';
import type { Movement } from '../../src/model/movement.js';

const played = (board: number, ns: string, ew: string, line: number) =>
  resultLine({
    board,
    ns,
    ew,
    round: 1,
    table: Number(ns),
    outcome: { kind: 'played', score: { contract: { level: 4, strain: 'S', risk: '' }, declarer: 'N', tricks: 10, scoreNS: 420 } },
    source: { file: 'club.bws', line },
  });

describe("a .bws whose RoundData does not cover its ReceivedData's pairs", () => {
  // RoundData seats tables 1 and 2; ReceivedData also has a result of pair 5 against pair 6 at table 3.
  const roundData: Movement = {
    rows: [
      { round: 1, table: 1, ns: '1', ew: '2', boards: [1] },
      { round: 1, table: 2, ns: '3', ew: '4', boards: [1] },
    ],
  };
  const table = LineTable.fromLines([played(1, '1', '2', 2), played(1, '3', '4', 3), played(1, '5', '6', 4)]);

  it('says that --movement FILE gives the movement', () => {
    const diagnostics: Diagnostic[] = [];
    checkAgainstMovement(table, {}, diagnostics, roundData);
    const unknown = diagnostics.filter((d) => d.code === 'movement-unknown-pair');
    expect(unknown.length).toBeGreaterThan(0);
    for (const d of unknown)
      expect(d.message).toContain("the .bws's RoundData does not cover the pairs of its ReceivedData (--movement FILE gives the movement)");
  });

  it('a movement file given with --movement is not sent to itself', () => {
    const diagnostics: Diagnostic[] = [];
    const movement = { file: 'm.csv', bytes: new TextEncoder().encode('round,table,ns,ew,boards\n1,1,1,2,1\n1,2,3,4,1\n') };
    checkAgainstMovement(table, { movement }, diagnostics);
    const unknown = diagnostics.filter((d) => d.code === 'movement-unknown-pair');
    expect(unknown.length).toBeGreaterThan(0);
    for (const d of unknown) expect(d.message).not.toContain('--movement FILE');
  });
});
