/**
 * Checks a position part-way through play before it is searched: holdings of 13 bits, no card twice (in the hands
 * or on the table), a strain and leader in range, at most 3 cards on the table, hands of equal length except that
 * those who already played to the current trick hold one card fewer, and followed suit where the cards show it
 * was possible. Throws a RangeError naming the fault.
 */
import type { Position } from './types.js';

function count(x: number): number {
  let n = 0;
  for (let y = x; y !== 0; y &= y - 1) n++;
  return n;
}

export function checkPosition(p: Position): void {
  if (p.holdings.length !== 16) throw new RangeError('a position needs 16 holdings (seat * 4 + suit)');
  if (!(p.strain >= 0 && p.strain <= 4 && Number.isInteger(p.strain))) throw new RangeError('strain must be 0..4');
  if (!(p.leader >= 0 && p.leader <= 3 && Number.isInteger(p.leader))) throw new RangeError('leader must be 0..3');
  if (p.trick.length > 3) throw new RangeError('at most 3 cards can be on the table');
  const seen = [0, 0, 0, 0];
  const lengths = [0, 0, 0, 0];
  for (let i = 0; i < 16; i++) {
    const x = p.holdings[i]!;
    if (!Number.isInteger(x) || x < 0 || x > 8191) throw new RangeError(`holding ${i} is not a 13-bit mask`);
    if ((seen[i & 3]! & x) !== 0) throw new RangeError('a card is held twice');
    seen[i & 3]! |= x;
    lengths[i >> 2]! += count(x);
  }
  for (const c of p.trick) {
    if (!(c.suit >= 0 && c.suit <= 3 && c.rank >= 0 && c.rank <= 12)) throw new RangeError('a played card is not a card');
    const bit = 1 << c.rank;
    if ((seen[c.suit]! & bit) !== 0) throw new RangeError('a card on the table is also held or played twice');
    seen[c.suit]! |= bit;
  }
  const k = p.trick.length;
  const n = lengths[(p.leader + k) & 3]!;
  if (n === 0) throw new RangeError('no cards left to play');
  for (let i = 0; i < 4; i++) {
    const seat = (p.leader + i) & 3;
    const expect = i < k ? n - 1 : n;
    if (lengths[seat] !== expect) throw new RangeError('the hands hold unequal numbers of cards');
  }
}
