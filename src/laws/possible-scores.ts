/**
 * Every North-South score some contract can give on a board of this vulnerability (Law 77): each level, strain,
 * risk and declarer, for each number of tricks, and 0 for a pass-out. A score outside the set is a typing error.
 *
 * @example
 * possibleScores('None').has(420) //=> true (4♠ made, not vulnerable)
 * possibleScores('None').has(430) //=> false
 */
import type { Contract, Level, Risk, Seat, Strain, Vulnerability } from '../model/types.js';
import { scoreNS } from './contract-score.js';

const LEVELS: readonly Level[] = [1, 2, 3, 4, 5, 6, 7];
const STRAINS: readonly Strain[] = ['C', 'D', 'H', 'S', 'NT'];
const RISKS: readonly Risk[] = ['', 'X', 'XX'];
const SEATS: readonly Seat[] = ['N', 'E', 'S', 'W'];
const SETS = new Map<Vulnerability, ReadonlySet<number>>();

export function possibleScores(vulnerability: Vulnerability): ReadonlySet<number> {
  let set = SETS.get(vulnerability);
  if (set) return set;
  const all = new Set<number>([0]);
  for (const level of LEVELS)
    for (const strain of STRAINS)
      for (const risk of RISKS) {
        const contract: Contract = { level, strain, risk };
        for (const declarer of SEATS) for (let tricks = 0; tricks <= 13; tricks++) all.add(scoreNS(contract, declarer, tricks, vulnerability));
      }
  set = all;
  SETS.set(vulnerability, set);
  return set;
}
