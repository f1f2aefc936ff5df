/**
 * Law 77: the duplicate score of a contract, from declarer's side, and from North-South's.
 *
 * Made: trick points (×1/×2/×4 for X/XX) + game (300 nv / 500 v) or part-score (50) bonus + slam bonus
 * (500/750, 1000/1500) + insult (50 X, 100 XX) + overtricks (undoubled at trick value; doubled 100/200,
 * redoubled 200/400 each). Defeated: undoubled 50/100 a trick; doubled nv 100, 300, 500 then +300 each,
 * doubled v 200 then +300 each; redoubled twice the doubled amount.
 *
 * @example
 * declarerScore({ level: 3, strain: 'NT', risk: '' }, 11, true) //=> 660
 */
import type { Contract, Seat, Vulnerability } from '../model/types.js';
import { isVulnerable } from './board-facts.js';

const RISK_FACTOR = { '': 1, X: 2, XX: 4 } as const;

function trickValue(contract: Contract): number {
  if (contract.strain === 'C' || contract.strain === 'D') return 20 * contract.level;
  if (contract.strain === 'H' || contract.strain === 'S') return 30 * contract.level;
  return 40 + 30 * (contract.level - 1);
}

/** Score for declarer's side (negative when defeated). `tricks` is 0–13. */
export function declarerScore(contract: Contract, tricks: number, vulnerable: boolean): number {
  if (!Number.isInteger(tricks) || tricks < 0 || tricks > 13) throw new RangeError(`tricks must be 0–13, got ${tricks}`);
  const need = contract.level + 6;
  const m = RISK_FACTOR[contract.risk];
  if (tricks >= need) {
    const trickPoints = trickValue(contract) * m;
    let score = trickPoints;
    score += trickPoints >= 100 ? (vulnerable ? 500 : 300) : 50;
    if (contract.level === 6) score += vulnerable ? 750 : 500;
    if (contract.level === 7) score += vulnerable ? 1500 : 1000;
    if (contract.risk === 'X') score += 50;
    if (contract.risk === 'XX') score += 100;
    const over = tricks - need;
    if (contract.risk === '') {
      score += over * (contract.strain === 'C' || contract.strain === 'D' ? 20 : 30);
    } else {
      score += over * (vulnerable ? 200 : 100) * (contract.risk === 'XX' ? 2 : 1);
    }
    return score;
  }
  const down = need - tricks;
  if (contract.risk === '') return -down * (vulnerable ? 100 : 50);
  let doubled: number;
  if (vulnerable) doubled = 200 + 300 * (down - 1);
  else doubled = down === 1 ? 100 : down === 2 ? 300 : 500 + 300 * (down - 3);
  return -doubled * (contract.risk === 'XX' ? 2 : 1);
}

/** The table score from North-South's view. */
export function scoreNS(contract: Contract, declarer: Seat, tricks: number, vulnerability: Vulnerability): number {
  const s = declarerScore(contract, tricks, isVulnerable(vulnerability, declarer));
  return declarer === 'N' || declarer === 'S' ? s : -s;
}
