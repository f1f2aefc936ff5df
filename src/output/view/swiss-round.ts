import type { Rational } from '../../base/rational.js';
import type { NextRound } from '../../model/swiss.js';

/** The bye's value is provisional while the event runs: the final one is a "best of" (NBF 2.9.2). */
export const BYE_RULE = 'NBF 2.9.2, provisional';

export function sideNames(kind: NextRound['kind']): [string, string] {
  return kind === 'teams' ? ['home', 'away'] : ['ns', 'ew'];
}

export function label(next: NextRound, id: string): string {
  const name = next.contestants.get(id)?.name;
  return name === undefined ? id : `${id} ${name}`;
}

export function score(r: Rational): string {
  return r.toFixed(2);
}
