/**
 * Law 2: the dealer and vulnerability of a board follow a 16-board cycle, for any board number ≥ 1.
 *
 * @example
 * boardFacts(13) //=> { dealer: 'N', vulnerability: 'Both' }
 */
import type { Seat, Vulnerability } from '../model/types.js';

const DEALERS = ['N', 'E', 'S', 'W'] as const satisfies readonly Seat[];
const VULNERABILITIES = ['None', 'NS', 'EW', 'Both'] as const satisfies readonly Vulnerability[];

export interface BoardFacts {
  readonly dealer: Seat;
  readonly vulnerability: Vulnerability;
}

export function boardFacts(board: number): BoardFacts {
  if (!Number.isInteger(board) || board < 1) throw new RangeError(`board number must be ≥ 1, got ${board}`);
  const k = (board - 1) % 16;
  return {
    dealer: DEALERS[k % 4] as Seat,
    vulnerability: VULNERABILITIES[(k + Math.floor(k / 4)) % 4] as Vulnerability,
  };
}

/** Is the side that includes `seat` vulnerable? */
export function isVulnerable(vulnerability: Vulnerability, seat: Seat): boolean {
  if (vulnerability === 'Both') return true;
  if (vulnerability === 'None') return false;
  const side = seat === 'N' || seat === 'S' ? 'NS' : 'EW';
  return vulnerability === side;
}
