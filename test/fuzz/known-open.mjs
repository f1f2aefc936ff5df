/**
 * Faults the fuzz finds in the teams, Swiss and handicap code, which is being changed elsewhere: each is
 * listed with the command lines it shows in (a pattern of the scenario's name), the text of its failure and
 * a note, so that the seeded run of the tests reports them without failing, and `scripts/fuzz.mjs` marks
 * them. An entry whose fault costs the whole time budget (a hang) names the extreme inputs (`slow`) that the
 * seeded run leaves out while it is open; the long run keeps them. Remove an entry when its fault is fixed;
 * a failure that matches no entry fails the test.
 */
export const KNOWN_OPEN = [
  {
    scenario: /^teams /,
    pattern: /board number must be ≥ 1, got Infinity/,
    note: 'teams --results: a board number of 400 digits reaches boardFacts as Infinity (src/teams/read-inputs.ts tableScore); exit 3',
  },
  {
    scenario: /^teams /,
    pattern: /process died/,
    note: 'teams --matches: boards 9007199254740993 makes V8 stop the process ("invalid size error", an array grown past its limit)',
  },
  {
    scenario: /^teams /,
    pattern: /hang/,
    slow: { target: /^matches\.csv$/, mutation: /^field-10mb$/ },
    note: 'teams --matches: a boards count of 11 or more digits (99999999999, a 10 MB field) does not finish (the VP scale for that many boards)',
  },
  {
    scenario: /^swiss/,
    pattern: /hang/,
    slow: { target: /^results\.csv$/, mutation: /^rows-100k$/ },
    note: 'swiss: 100,000 result rows take about 10 s (25,000: 2.3 s), at the budget under load; the reader spends about 100 µs a row',
  },
  {
    scenario: /damaged database$/,
    pattern: /Maximum call stack size exceeded/,
    note: 'handicap: a damaged database sends the calculation into endless recursion (Calculation.ensureOfficial in src/io/handicap-db/run.ts, addMonths in src/handicap/dates.ts); exit 3',
  },
  {
    scenario: /damaged database$/,
    pattern: /SqliteError/,
    note: 'handicap: an SQLite error of a damaged database (no such column, unsupported file format, a UNIQUE constraint) is not turned into a message naming the file (translateDbError); exit 3',
  },
];

/** Whether the seeded run leaves a case out: an extreme input of an open fault that hangs. */
export function knownSlow(c) {
  return c.kind === 'extreme' && KNOWN_OPEN.some((k) => k.slow !== undefined && k.scenario.test(c.scenario.name) && k.slow.target.test(c.target) && k.slow.mutation.test(c.mutation));
}

/** The entry a failure of a case matches, if any. */
export function knownOpen(scenario, failure) {
  return KNOWN_OPEN.find((k) => k.scenario.test(scenario.name) && k.pattern.test(failure));
}
