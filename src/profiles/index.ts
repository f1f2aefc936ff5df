/**
 * Every scoring profile, in the fixed order in which they are listed and tried, and how a file's program
 * names one. The order matters: `pairs --compare` tries the file's own program first, then this list, and
 * keeps the first of equally good candidates.
 *
 * @example
 * profileByName('ruter-no')?.settings.mpDisplay.value //=> 'relative'
 * profilesForProgram('Ruter 4.9.1.3', 'SBL 0901 Kati Sandström, Åbo, Finland').map((p) => p.name) //=> ['ruter-fi', 'ruter-se']
 */
import { acblProfile } from './acbl.js';
import { brianProfile } from './brian.js';
import { compscoreProfile } from './compscore.js';
import { ebuProfile } from './ebu.js';
import { magicContestProfile } from './magic-contest.js';
import { nbfProfile } from './nbf.js';
import { pianolaProfile } from './pianola.js';
import { realbridgeProfile } from './realbridge.js';
import { ruterFiProfile } from './ruter-fi.js';
import { ruterNoProfile } from './ruter-no.js';
import { ruterSeProfile } from './ruter-se.js';
import { scorebridgeProfile } from './scorebridge.js';
import type { Profile } from '../model/settings.js';
import { wbfProfile } from './wbf.js';

export type { Basis, Profile, ProfileSettings, ProfileValues, Setting } from '../model/settings.js';
export { nbfProfile } from './nbf.js';

export const PROFILES: readonly Profile[] = [
  nbfProfile,
  ruterNoProfile,
  ruterSeProfile,
  ruterFiProfile,
  magicContestProfile,
  ebuProfile,
  acblProfile,
  wbfProfile,
  brianProfile,
  pianolaProfile,
  realbridgeProfile,
  scorebridgeProfile,
  compscoreProfile,
];

export const DEFAULT_PROFILE = nbfProfile;

export function profileByName(name: string): Profile | undefined {
  const n = name.trim().toLowerCase();
  return PROFILES.find((p) => p.name === n);
}

/**
 * The profiles of the program that made a file, best first: the longest program name that starts the
 * generator's name as whole words ("Ruter i Norge 4.14" is Ruter i Norge, not Ruter), and among those the ones
 * whose country the file's site or organiser names. Empty when no profile knows the program.
 */
export function profilesForProgram(generator: string | undefined, where?: string): Profile[] {
  if (generator === undefined) return [];
  const g = normalise(generator);
  let best = 0;
  let found: Profile[] = [];
  for (const p of PROFILES) {
    for (const name of p.programs) {
      if (!(g === name || g.startsWith(`${name} `))) continue;
      if (name.length > best) {
        best = name.length;
        found = [p];
      } else if (name.length === best && !found.includes(p)) found.push(p);
    }
  }
  if (found.length < 2 || where === undefined) return found;
  const w = normalise(where);
  const inCountry = (p: Profile) => (p.countries ?? []).some((c) => new RegExp(`(^|[^a-zåäö])${c}([^a-zåäö]|$)`).test(w));
  return [...found.filter(inCountry), ...found.filter((p) => !inCountry(p))];
}

/** Lower case, one space between words; "Magic Contest - Read more at …" keeps its first words. */
function normalise(s: string): string {
  return s.toLowerCase().replace(/\s+/g, ' ').trim();
}
