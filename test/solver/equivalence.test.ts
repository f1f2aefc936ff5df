/** Card equivalence in move generation: one card of each run of touching cards (relative ranks) is generated. */
import { describe, expect, it } from 'vitest';
import { parsePbnDeal } from '../../src/solver/index.js';
import { Engine } from '../../src/solver/engine.js';
import { generate } from '../../src/solver/moves.js';

const RANKS = '23456789TJQKA';

/** The moves of the seat to play, as "SA SQ H5" sorted by suit then rank (high first). */
function moves(pbn: string, trump: number, leader: number, played: string[] = []): string {
  const d = parsePbnDeal(pbn, { partial: true });
  if (!d.ok) throw new Error(d.error);
  const e = new Engine(6);
  const suits = played.map((c) => 'SHDC'.indexOf(c[0]!));
  const bits = played.map((c) => 1 << RANKS.indexOf(c[1]!));
  e.setup(d.deal.holdings, trump, leader, suits, bits);
  const n = generate(e, played.length, (leader + played.length) & 3);
  const out: number[] = [];
  for (let i = 0; i < n; i++) out.push(e.moves[played.length * 16 + i]!);
  out.sort((a, b) => (a >> 4) - (b >> 4) || (b & 15) - (a & 15));
  return out.map((m) => 'SHDC'[m >> 4]! + RANKS[m & 15]!).join(' ');
}

describe('card equivalence', () => {
  it.each([
    ['touching honours are one card', 'N:AKQ.2.. J.3.. T.4.. 9.5..', 4, 0, [], 'SA H2'],
    ['a gap held by another hand splits a run', 'N:AQ.2.. K.3.. 5.4.. 4.5..', 4, 0, [], 'SA SQ H2'],
    ['cards gone in earlier tricks close the gap (relative ranks)', 'N:AQ... 3... 2... 4...', 4, 0, [], 'SA'],
    ['relative: A and 3 touch when everything between is gone', 'N:A3... 2.2.. .3.. .4..', 4, 0, [], 'SA'],
    ['a card on the table does not split a run above it', 'N:K... A... QJ... T9...', 4, 1, ['S8'], 'SQ'],
    ['a card on the table between splits the run', 'N:KT... 2... Q9... 8...', 4, 3, ['SJ'], 'SK ST'],
    ['follow suit when possible', 'N:A.KQ.. 2.32.. 3.54.. 4.76..', 4, 1, ['S5'], 'S3'],
    ['void: every suit, one card per run', 'N:.AK.Q.2 .2.3.A ..AK.K ..J.QJ', 4, 3, ['S5'], 'HA DQ C2'],
  ])('%s', (_name, pbn, trump, leader, played, expected) => {
    expect(moves(pbn, trump, leader, played)).toBe(expected);
  });
});
