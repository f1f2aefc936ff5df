/**
 * The pairs command's JSON against schema/pairs.schema.json (and its score cards and HC updates against
 * theirs): every example and every real file, scored in-process in every method, and the command run with
 * the options that fill the fields the plain runs leave null (the hand record, the HC ranking, withdrawn and
 * qualified pairs, sessions, sections, individual adjustments). Then a coverage check: every field of the
 * document held a value other than null in some document, and every value of every closed list was met, so
 * that no part of the schema goes untested.
 */
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { parseEventJson } from '../../src/parse/json/event.js';
import { pairsJsonDocument } from '../../src/output/json/pairs.js';
import { readPairsInputs } from '../../src/parse/read-event.js';
import type { PairsScoringOptions } from '../../src/model/scored.js';
import { defaultPairsOptions, scorePairs } from '../../src/pipeline/score-pairs.js';
import { runInProcess } from '../helpers/cli.js';
import { bridgemateDir, conformanceDir, conformanceFiles, projectRoot } from '../helpers/fixtures.js';
import { SchemaCoverage } from './coverage.js';
import { DELETE, errorLines, mutated, schemaErrors, schemaForArgs, type SchemaKind } from './schemas.js';

const files = [
  ...['club-session/travellers.csv', 'rulings/travellers.csv', 'individual/travellers.csv', 'two-sessions/evening-1.csv'].map((f) =>
    join(projectRoot, 'examples', f),
  ),
  ...conformanceFiles().map((f) => join(conformanceDir, f)),
];
const methods: Partial<PairsScoringOptions>[] = [
  {},
  { method: 'butler' },
  { method: 'cross-imps' },
  { smallGroups: 'nbf' },
  { factoring: 'manual' },
  { factoring: 'own-top' },
];

const HANDS = readFileSync(join(bridgemateDir, 'club-2026-01-19-hands.pbn'));
/** The hand record with the double-dummy table but without its par: the par is computed. */
const BARE_HANDS = new TextDecoder('latin1').decode(HANDS).replace(/\[(OptimumScore|ParContract) "[^"]*"\]\r?\n/g, '');
/** An individual event with an artificial score: each player's own session result (Law 12C2c). */
const INDIVIDUAL_ADJUSTED = `board,north,east,south,west,contract,declarer,result
1,1,2,5,6,4S,N,=
1,3,4,7,8,4S,N,-1
2,1,4,7,6,4S,N,=
2,3,2,5,8,4S,N,-1
3,1,2,3,4,A60/40,,
3,5,6,7,8,4S,N,=
4,1,2,3,4,4S,N,=
4,5,6,7,8,4S,N,=
`;
/**
 * Two sessions of equal results (shared places overall, in each session and in the HC ranking) and a pair that
 * played one board of six (listed, not ranked: NBF 3.4.6); and two sections with equal results in one of them.
 */
const TIES = {
  's1.csv': 'board,ns,ew,contract,declarer,result\n1,1,2,4S,N,=\n1,3,4,4S,N,=\n2,1,2,3NT,S,=\n2,3,4,3NT,S,=\n',
  's2.csv': 'board,ns,ew,contract,declarer,result\n1,1,2,4S,N,=\n1,3,4,4S,N,=\n2,1,2,3NT,S,=\n2,3,4,3NT,S,=\n3,1,5,4H,N,=\n3,3,4,4H,N,=\n',
  'ties-names.csv': 'pair,player1,id1,player2,id2\n1,A One,1,B One,2\n2,A Two,3,B Two,4\n3,A Three,5,B Three,6\n4,A Four,7,B Four,8\n5,A Five,9,B Five,10\n',
  'ties-register.csv': 'id,name,hc\n1,A One,20\n2,B One,20\n5,A Three,20\n6,B Three,20\n',
  'sections.csv': 'board,section,ns,ew,contract,declarer,result\n1,A,1,2,4S,N,=\n1,A,3,4,4S,N,=\n1,B,1,2,4S,N,=\n1,B,3,4,4S,N,-1\n',
};
/** The club session as it stands after round 2 of 7 (for --provisional: boards in play, pairs ranked on the boards played). */
const CLUB_LINES = readFileSync(join(projectRoot, 'examples', 'club-session', 'travellers.csv'), 'utf8')
  .trim()
  .split('\n');
const CLUB_ROUND_2 = [CLUB_LINES[0], ...CLUB_LINES.slice(1).filter((l) => Number(l.split(',')[1]) <= 2)].join('\n') + '\n';
const MEMORY_FILES: Record<string, string | Uint8Array> = {
  'club-r2.csv': CLUB_ROUND_2,
  'club.bws': readFileSync(join(bridgemateDir, 'club-2026-01-19.bws')),
  'hands.pbn': HANDS,
  'bare.pbn': BARE_HANDS,
  'individual-adjusted.csv': INDIVIDUAL_ADJUSTED,
  ...TIES,
};

const club = ['examples/club-session/travellers.csv', '--names', 'examples/club-session/names.csv'];
const rulings = [
  'examples/rulings/travellers.csv',
  '--names',
  'examples/rulings/names.csv',
  '--movement',
  'examples/rulings/movement.csv',
  '--adjustments',
  'examples/rulings/adjustments.csv',
  '--penalties',
  'examples/rulings/penalties.csv',
];
const twoSessions = [
  'examples/two-sessions/evening-1.csv',
  'examples/two-sessions/evening-2.csv',
  '--session-per-file',
  '--names',
  'examples/two-sessions/names.csv',
  '--carry-over',
  'examples/two-sessions/carry-over.csv',
];
const individual = ['examples/individual/travellers.csv', '--names', 'examples/individual/names.csv'];
const twoSections = `test/fixtures/conformance/${conformanceFiles().find((f) => f.includes('two-sections')) as string}`;

/** Command lines whose JSON fills what the in-process runs leave null. */
const runs: readonly (readonly string[])[] = [
  ['pairs', ...club, '--handicap', 'examples/club-session/register.csv', '--date', '2024-09-15', '--title', 'Club night', '--tiebreak', 'sd-ruter'],
  ['pairs', ...individual, '--handicap', 'examples/individual/register.csv', '--explain', '--event-id', 'club-2026-11-30-individual'],
  ['pairs', ...rulings, '--withdrawn', '3', '--disqualified', '5', '--qualify', '2', '--tiebreak', 'head-to-head', '--explain'],
  ['pairs', ...rulings, '--no-neuberg', '--tiebreak', 'none'],
  ['pairs', ...rulings, '--scoring', 'butler'],
  ['pairs', ...rulings, '--scoring', 'cross-imps', '--cross-imp-lines', 'per-comparison'],
  ['pairs', ...twoSessions],
  ['pairs', ...twoSessions, '--scoring', 'butler'],
  ['pairs', twoSections, '--across-sections', '--explain'],
  ['pairs', twoSections, '--profile', 'ebu', '--masterpoints'],
  ['pairs', 'club.bws', '--deals', 'hands.pbn'],
  ['pairs', 'club.bws', '--deals', 'bare.pbn', '--winners', 'one'],
  ['pairs', 'individual-adjusted.csv', '--explain'],
  ['pairs', 's1.csv', 's2.csv', '--session-per-file', '--names', 'ties-names.csv', '--handicap', 'ties-register.csv'],
  ['pairs', 'sections.csv', '--across-sections', '--explain'],
  ['pairs', ...club, '--scorecards', '2,11'],
  ['pairs', ...rulings, '--scoring', 'butler', '--scorecards'],
  ['pairs', 'sections.csv', '--scorecards'],
  ['pairs', ...club, '--handicap', 'examples/club-session/register.csv', '--hc-updates'],
  ['pairs', ...individual, '--handicap', 'examples/individual/register.csv', '--hc-updates', '--pretty'],
  ['pairs', 'club-r2.csv', '--movement', 'examples/club-session/movement.csv', '--provisional'],
  ['pairs', ...club, '--movement', 'examples/club-session/movement.csv', '--provisional'],
].map((args) => [...args, '--format', 'json']);

function filesFor(args: readonly string[]): Record<string, string | Uint8Array> {
  const out: Record<string, string | Uint8Array> = { ...MEMORY_FILES };
  for (const a of args) if (/^(examples|test)\//.test(a)) out[a] = readFileSync(join(projectRoot, a));
  return out;
}

async function run(args: readonly string[]): Promise<unknown> {
  const r = await runInProcess([...args], filesFor(args));
  expect(r.code, r.stderr).toBe(0);
  return JSON.parse(r.stdout);
}

interface Case {
  readonly label: string;
  readonly kind: SchemaKind;
  readonly make: () => unknown;
}

/** Every document of the test: each file in each method scored in-process, then each command line run. */
const cases: readonly Case[] = [
  ...files.flatMap((file) =>
    methods.map((m) => ({
      label: `${relative(projectRoot, file)} ${JSON.stringify(m)}`,
      kind: 'pairs' as const,
      // as its text is (JSON leaves out what has no value), with the explanations (--explain) so that every field shows
      make: () =>
        JSON.parse(
          JSON.stringify(
            pairsJsonDocument(scorePairs(readPairsInputs([{ file, bytes: readFileSync(file) }]).event, { ...defaultPairsOptions, ...m }), { explain: true }),
          ),
        ) as unknown,
    })),
  ),
  ...runs.map((args) => ({ label: `bridgescore ${args.join(' ')}`, kind: schemaForArgs(args) as SchemaKind, make: () => run(args) })),
];

/** The documents, made once before the tests (whichever of them run). */
const docs = new Map<string, unknown>();
beforeAll(async () => {
  for (const c of cases) docs.set(c.label, await c.make());
});
const docsOf = (kind: SchemaKind): unknown[] => cases.filter((c) => c.kind === kind).map((c) => docs.get(c.label));
const first = (kind: SchemaKind): unknown => docsOf(kind)[0];

describe('the JSON of bridgescore pairs: every example and real file in every scoring method, and more options', () => {
  it('has documents of the pairs, score card and HC update kinds', () => {
    expect(cases.filter((c) => c.kind === 'pairs').length).toBe(files.length * methods.length + 17);
    expect(docsOf('scorecards')).toHaveLength(3);
    expect(docsOf('hc-updates')).toHaveLength(2);
  });

  it.each(cases.map((c) => [c.label, c] as const))('%s conforms to its schema', (_label, c) => {
    expect(errorLines(schemaErrors(c.kind, docs.get(c.label)))).toEqual([]);
  });

  it('is read by handicap import as it is written (version 4)', () => {
    const doc = docs.get(`bridgescore ${(runs[0] as readonly string[]).join(' ')}`) as { schemaVersion: number; ranking: unknown[] };
    expect(doc.schemaVersion).toBe(4);
    const back = parseEventJson(JSON.stringify(doc), 'club.json');
    expect(back.diagnostics).toEqual([]);
    expect(back.value?.contestants).toHaveLength(doc.ranking.length);
  });
});

describe('a mutated score card or HC update is rejected, with the path of the change', () => {
  it('a score card line from a direction that is no direction, a score card of another version', () => {
    const doc = first('scorecards');
    expect(errorLines(schemaErrors('scorecards', doc))).toEqual([]);
    expect(errorLines(schemaErrors('scorecards', mutated(doc, ['scorecards', 1, 'boards', 2, 'direction'], 'N')))).toEqual([
      '$.scorecards[1].boards[2].direction: "N" is not one of "NS", "EW", null',
    ]);
    expect(errorLines(schemaErrors('scorecards', mutated(doc, ['schemaVersion'], 1)))).toEqual(['$.schemaVersion: 1 is not 2']);
  });

  it('an HC update without its pair, or above 52', () => {
    const doc = first('hc-updates');
    expect(errorLines(schemaErrors('hc-updates', doc))).toEqual([]);
    expect(errorLines(schemaErrors('hc-updates', mutated(doc, [3, 'pair'], DELETE)))).toEqual(['$[3]: missing required key "pair"']);
    expect(errorLines(schemaErrors('hc-updates', mutated(doc, [0, 'hcAfter'], 52.01)))).toEqual(['$[0].hcAfter: 52.01 is more than the maximum 52']);
  });
});

describe('coverage of the schemas by the documents above', () => {
  /** The coverage of a kind's schema by all its documents (the pairs document of version 2 only). */
  const measuredKinds = new Map<SchemaKind, SchemaCoverage>();
  const measured = (kind: SchemaKind): SchemaCoverage => {
    let c = measuredKinds.get(kind);
    if (c) return c;
    measuredKinds.set(kind, (c = new SchemaCoverage(kind, kind === 'pairs' ? '#/$defs/document' : '#')));
    for (const doc of docsOf(kind)) expect(errorLines(c.errors(doc))).toEqual([]);
    return c;
  };
  const kinds: SchemaKind[] = ['pairs', 'scorecards', 'hc-updates'];

  it('reaches every field of the pairs document', () => {
    const fields = new SchemaCoverage('pairs', '#/$defs/document').fields;
    expect(fields.size).toBeGreaterThan(100);
    for (const key of ['rankingRow/properties/sitOutBoards', 'rankingRow/properties/carryOver', 'board/properties/par', 'hcPlayer/properties/source']) {
      expect(fields.has(`#/$defs/${key}`), key).toBe(true);
    }
  });

  it.each(kinds)('%s: every field held a value other than null', (kind) => {
    expect(measured(kind).neverFilled()).toEqual([]);
  });

  it.each(kinds)('%s: every value of every closed list was met', (kind) => {
    expect(measured(kind).valuesNeverMet()).toEqual([]);
  });

  it.each(kinds)('%s: a key left optional was left out somewhere', (kind) => {
    expect(measured(kind).optionalAlwaysPresent()).toEqual([]);
  });
});
