/**
 * Faults the fuzz finds that are not fixed yet: each is
 * listed with the command lines it shows in (a pattern of the scenario's name), the text of its failure and
 * a note, so that the seeded run of the tests reports them without failing, and `scripts/fuzz.mjs` marks
 * them. An entry whose fault costs the whole time budget (a hang) names the extreme inputs (`slow`) that the
 * seeded run leaves out while it is open; the long run keeps them. Remove an entry when its fault is fixed;
 * a failure that matches no entry fails the test.
 */
// None open: the faults listed here before (teams board numbers of 400 digits and boards counts past any
// match, the Swiss reader at 100,000 rows, the walk back through a damaged register's official HCs and its
// SQLite errors) are fixed, and test/fuzz/faults.test.ts and test/handicap/bad-input.test.ts keep them fixed.
/** @type {import('./known-open.d.mts').KnownOpen[]} */
export const KNOWN_OPEN = [];

/** Whether the seeded run leaves a case out: an extreme input of an open fault that hangs. */
export function knownSlow(c) {
  return (
    c.kind === 'extreme' &&
    KNOWN_OPEN.some((k) => k.slow !== undefined && k.scenario.test(c.scenario.name) && k.slow.target.test(c.target) && k.slow.mutation.test(c.mutation))
  );
}

/** The entry a failure of a case matches, if any. */
export function knownOpen(scenario, failure) {
  return KNOWN_OPEN.find((k) => k.scenario.test(scenario.name) && k.pattern.test(failure));
}
