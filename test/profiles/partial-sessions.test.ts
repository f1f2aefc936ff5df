/**
 * The rule for a pair that missed a session of an event of several is a value of every scoring profile: NBF
 * 3.3.1's for NBF and Ruter i Norge (a rule), NBF's as the assumption where a body's own rule is not known.
 * `--partial-sessions` overrides the profile's, and the page says which rule a pair was ranked by, whichever.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { partialSessionsRule } from '../../src/profiles/apply.js';
import { DEFAULT_PROFILE, PROFILES, profileByName } from '../../src/profiles/index.js';
import type { Profile } from '../../src/model/settings.js';
import { runInProcess } from '../helpers/cli.js';

const DIR = 'examples/two-sessions';
// pair 7 misses the second evening
const EVENING_2 = readFileSync(`${DIR}/evening-2.csv`, 'utf8')
  .split('\n')
  .filter((l, i) => i === 0 || (l.split(',')[3] !== '7' && l.split(',')[4] !== '7'))
  .join('\n');
const FILES = { 'e1.csv': readFileSync(`${DIR}/evening-1.csv`), 'e2.csv': EVENING_2, 'names.csv': readFileSync(`${DIR}/names.csv`) };
const EVENT = ['pairs', 'e1.csv', 'e2.csv', '--session-per-file', '--names', 'names.csv'];

describe('the partial-session rule of the profiles', () => {
  it.each(PROFILES.map((p) => [p.name, p] as const))('%s states its rule with its basis and source', (_name, p) => {
    expect(['total', 'every-session', 'percentage']).toContain(p.partialSessions.value);
    expect(p.partialSessions.source.length).toBeGreaterThan(20);
    if (p.partialSessions.basis !== 'rule') expect(p.partialSessions.source).toContain('NBF 3.3.1');
  });

  it("is NBF 3.3.1's for NBF, the default, and for Ruter i Norge: a rule, ranked on the total", () => {
    for (const p of [DEFAULT_PROFILE, profileByName('ruter-no') as Profile]) {
      expect(p.partialSessions).toMatchObject({ value: 'total', basis: 'rule' });
      expect(p.partialSessions.source).toContain('NBF 3.3.1');
    }
  });

  it("takes the profile's rule unless --partial-sessions gives one", () => {
    const strict: Profile = { ...DEFAULT_PROFILE, partialSessions: { value: 'every-session', basis: 'rule', source: 'a body that requires every session' } };
    expect(partialSessionsRule(strict)).toBe('every-session');
    expect(partialSessionsRule(strict, 'percentage')).toBe('percentage');
    expect(partialSessionsRule(DEFAULT_PROFILE)).toBe('total');
    expect(partialSessionsRule(DEFAULT_PROFILE, 'every-session')).toBe('every-session');
  });

  it("ranks by the profile's rule when no option is given, and says so on the page", async () => {
    for (const profile of ['ebu', 'ruter-no']) {
      const page = await runInProcess([...EVENT, '--profile', profile, '-f', 'html'], FILES);
      expect(page.code, page.stderr).toBe(0);
      expect(page.stdout).toContain('Pair 7 played 1 of 2 sessions: ranked on its total against a whole event (NBF 3.3.1).');
    }
  });

  it('says on the page and under the table that a pair was ranked on its own percentage, when the option asks for it', async () => {
    const page = await runInProcess([...EVENT, '--partial-sessions', 'percentage', '-f', 'html'], FILES);
    expect(page.stdout).toContain('Pair 7 played 1 of 2 sessions: ranked on its percentage of the boards it played.');
    const sv = await runInProcess([...EVENT, '--partial-sessions', 'percentage', '--lang', 'sv'], FILES);
    expect(sv.stdout).toContain('par 7 spelade 1 av 2 omgångar: rankad på sin procent av brickorna det spelade');
  });
});
