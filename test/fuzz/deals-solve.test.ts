/**
 * Found by the standing fuzz (a hand record whose bytes were flipped, NULs put in and cut short): a deal that
 * lost its double-dummy table was solved — seconds of the solver for each — before the run ended with exit 1
 * on another error of the same file, so that one bad file cost more than the fuzz's time budget. A run that bad
 * data ends solves nothing; a good one still solves what its hand record lacks.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadPairsEvent } from '../../src/pipeline/pairs-load.js';
import type { SolveBoards } from '../../src/pipeline/pairs-deals.js';
import { projectRoot } from '../helpers/fixtures.js';

const enc = new TextEncoder();
const TRAVELLERS = readFileSync(join(projectRoot, 'examples', 'club-session', 'travellers.csv'));
/** The club's hand record with its deals only (no double-dummy table, no par): every deal is left to the solver. */
const HANDS = readFileSync(join(projectRoot, 'test', 'fixtures', 'bridgemate', 'club-2026-01-19-hands.pbn'), 'latin1')
  .split('\n')
  .filter((l) => /^\[(Board|Dealer|Vulnerable|Deal) /.test(l))
  .join('\n');

async function solvedWith(hands: string): Promise<{ asked: number; errors: number }> {
  let asked = 0;
  const solve: SolveBoards = async (boards) => {
    asked += boards.length;
    return boards;
  };
  const loaded = await loadPairsEvent(
    { inputs: [{ file: 't.csv', bytes: TRAVELLERS }], bws: new Map(), deals: { file: 'd.pbn', bytes: enc.encode(hands) } },
    {},
    { solveBoards: solve },
  );
  return { asked, errors: loaded.diagnostics.filter((d) => d.severity === 'error').length };
}

describe('the solver and bad data', () => {
  it('a hand record without tables is solved', async () => {
    const r = await solvedWith(HANDS);
    expect(r.errors).toBe(0);
    expect(r.asked).toBeGreaterThan(0);
  });

  it('nothing is solved when the run ends on an error (here a tag of the hand record without its quotes)', async () => {
    const r = await solvedWith(`${HANDS}\n[Contract ]\n`);
    expect(r.errors).toBeGreaterThan(0);
    expect(r.asked).toBe(0);
  });
});
