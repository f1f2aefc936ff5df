/**
 * Built-in movements, as rows of the movement CSV: the Mitchell family (mitchell.ts: plain, skip,
 * share-and-relay, arrow-switched, with a half table) and the Howell family (howell.ts: complete for 4 to 15
 * tables, partial, the 3-table Howell). `generateMitchell` and `generateHowell` also say what they built
 * (generated.ts); `mitchell` and `howell` give the rows only.
 *
 * @example
 * howell({ tables: 4, stationaryNorth: true }).rows[0] //=> { round: 1, table: 1, ns: '8', ew: '1', boards: [1, 2, 3, 4] }
 */
import { generateHowell, type HowellOptions } from './howell.js';
import type { Movement } from '../model/movement.js';

export { generateMitchell, mitchell, mitchellMaxRounds, type MitchellOptions } from './mitchell.js';
export { generateHowell, howellMaxRounds, HOWELL_MIN_TABLES, HOWELL_MAX_TABLES, type HowellOptions } from './howell.js';
export type { GeneratedMovement, MovementInfo, MovementForm } from './generated.js';

export function howell(opts: HowellOptions): Movement {
  return generateHowell(opts).movement;
}
