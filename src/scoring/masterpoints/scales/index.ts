// The masterpoint scales, by id. Sources: each scale's own file.
import type { MasterpointScale } from '../types.js';
import { abfGreen } from './abf-green.js';
import { acblClub } from './acbl-club.js';
import { ebuLocal } from './ebu-local.js';
import { nbfClub } from './nbf-club.js';

export { abfGreen, acblClub, ebuLocal, nbfClub };

export const SCALES: readonly MasterpointScale[] = [ebuLocal, abfGreen, acblClub, nbfClub];

export function findScale(id: string): MasterpointScale | undefined {
  return SCALES.find((s) => s.id === id);
}
