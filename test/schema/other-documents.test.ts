/**
 * The JSON of the other commands against their schemas: teams and vp-table, swiss round by round, movement
 * suggest, profiles, and handicap export and explain on the handicap example's register. Each command runs
 * in-process on the examples' inputs and on small inputs that reach what the examples do not (knock-outs,
 * penalties, no-shows, ties, the other forms); then every field of every schema must have held a value.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerHandicapCommand } from '../../src/cli/commands/handicap.js';
import { PROFILES } from '../../src/profiles/index.js';
import { runCommand, runInProcess } from '../helpers/cli.js';
import { projectRoot } from '../helpers/fixtures.js';
import { tempDir } from '../handicap/helpers.js';
import { SchemaCoverage } from './coverage.js';
import { DELETE, errorLines, mutated, schemaErrors, schemaForArgs, type SchemaKind } from './schemas.js';

function folder(rel: string): Record<string, string> {
  const dir = join(projectRoot, rel);
  return Object.fromEntries(
    readdirSync(dir, { withFileTypes: true })
      .filter((e) => e.isFile())
      .map((e) => [e.name, readFileSync(join(dir, e.name), 'utf8')]),
  );
}

const ROUND_ROBIN = folder('examples/teams/round-robin');
const PBN_MATCH = folder('examples/teams/pbn-match');
/** A USEBIO team event of 24 boards that the EBU club scale awards (`--masterpoints ebu-local`). */
const TEAMS_MP = { 'teams.xml': readFileSync('test/conformance/excerpts/teamsscorer-en-usebio-multiple-teams-example.xml', 'utf8') };
/**
 * Knock-out matches: equal IMPs decided on total points, then four more boards; a no-show; equal IMPs without
 * board results; a forfeit for an ineligible player; an IMP penalty for slow play with its minutes and note.
 */
const KNOCKOUT = {
  'ko.csv': [
    'round,home,away,board,room,ns,contract,declarer,result',
    '1,A,B,1,open,A,4S,N,=',
    '1,A,B,1,closed,B,4S,N,=',
    '1,A,B,2,open,A,1NT,N,+2',
    '1,A,B,2,closed,B,2S,N,+1',
    '1,C,D,1,open,C,4S,N,=',
    '1,C,D,1,closed,D,4S,N,=',
    '',
  ].join('\n'),
  'ko-matches.csv': 'round,home,away,imps_home,imps_away,boards,vp_home,vp_away\n1,E,F,,,8,,\n1,G,H,30,20,8,,\n1,I,J,20,20,8,,\n1,K,L,25,20,8,,\n',
  'ko-penalties.csv': 'team,round,type,amount,minutes,note\nE,1,noshow,,,did not turn up\nG,1,slow,,12,overran the time\nK,1,ineligible,,,\n',
};
/** Round robins whose ties NBF 2.10.3 breaks at each step, a draw no step breaks, a match not yet played, a team not ranked. */
const TIES = {
  'among-vp.csv':
    'round,home,away,imps_home,imps_away,boards,vp_home,vp_away\n1,1,2,,,16,12,8\n1,3,4,,,16,17,3\n2,1,3,,,16,10,10\n2,2,4,,,16,15,5\n3,1,4,,,16,13,7\n3,2,3,,,16,12,8\n',
  'among-imps.csv':
    'round,home,away,imps_home,imps_away,boards,vp_home,vp_away\n1,1,2,100,0,16,,\n1,3,4,20,20,16,,\n2,2,3,70,0,16,,\n2,1,4,20,20,16,,\n3,3,1,65,0,16,,\n3,2,4,20,20,16,,\n4,1,2,,,16,,\n',
  'monrad.csv':
    'round,home,away,imps_home,imps_away,boards,vp_home,vp_away\n1,1,2,40,10,16,15,5\n1,3,4,40,10,16,15,5\n1,5,6,40,10,16,15,5\n2,1,4,20,20,16,10,10\n2,3,6,20,20,16,10,10\n2,2,5,30,20,16,12,8\n',
  'imps-won.csv': 'round,home,away,imps_home,imps_away,boards,vp_home,vp_away\n1,1,2,40,20,16,15,5\n1,3,4,20,10,16,15,5\n',
  'draw.csv': 'round,home,away,imps_home,imps_away,boards,vp_home,vp_away\n1,1,2,20,20,16,,\n',
  'absent.csv':
    'round,home,away,imps_home,imps_away,boards,vp_home,vp_away\n1,1,2,,,16,12,8\n1,3,4,,,16,17,3\n2,1,3,,,16,10,10\n2,2,4,,,16,,\n3,1,4,,,16,,\n3,2,3,,,16,12,8\n',
  'absent-penalties.csv': 'team,round,type,amount,minutes,note\n4,2,noshow,,,\n4,3,noshow,,,\n',
};
/** A VP event with the penalties of NBF 2.6–2.11: a VP and an IMP deduction, late, ineligible, force majeure, withdrawn. */
const PENALTIES = {
  'm.csv': [
    'round,home,away,imps_home,imps_away,boards,vp_home,vp_away',
    '1,1,2,40,20,16,,',
    '1,3,4,25,25,16,,',
    '1,5,BYE,,,16,,',
    '2,1,3,10,30,16,,',
    '2,2,5,30,10,16,,',
    '2,4,BYE,,,16,,',
    '3,1,4,,,16,,',
    '3,2,3,22,21,16,,',
    '3,5,BYE,,,16,,',
    '',
  ].join('\n'),
  'n.csv': 'team,name\n1,Trondheim\n2,Oslo\n3,Bergen\n4,Stavanger\n5,Bodø\n',
  'p.csv': [
    'team,round,type,amount,minutes,note',
    '1,1,vp,1,,',
    '2,1,imp,3,,',
    '3,2,late,,9,',
    '5,2,ineligible,,,',
    '4,3,forcemajeure,,,',
    '5,3,withdrawn,,,',
    '',
  ].join('\n'),
};

interface Case {
  readonly label: string;
  readonly kind: SchemaKind;
  readonly make: () => Promise<unknown>;
}

/** A command line run in-process on `files`: it must succeed; its output is the document. */
function cli(args: readonly string[], files: Record<string, string> = {}, note?: string): Case {
  return {
    label: `bridgescore ${args.join(' ')}${note === undefined ? '' : ` (${note})`}`,
    kind: schemaForArgs(args) as SchemaKind,
    make: async () => {
      const r = await runInProcess([...args], files);
      expect(r.code, r.stderr).toBe(0);
      return JSON.parse(r.stdout) as unknown;
    },
  };
}

const json = ['--format', 'json'];

const teamsCases: Case[] = [
  cli(['teams', '--matches', 'matches.csv', '--names', 'teams.csv', '--penalties', 'penalties.csv', '--final', ...json], ROUND_ROBIN),
  cli(['teams', '--matches', 'matches.csv', '--names', 'teams.csv', '--penalties', 'penalties.csv', ...json], ROUND_ROBIN),
  cli(['teams', '--results', 'match.pbn', ...json], PBN_MATCH),
  cli(['teams', '--results', 'teams.xml', '--masterpoints', 'ebu-local', ...json], TEAMS_MP),
  cli(['teams', '--results', 'match.pbn', '--knockout', ...json], PBN_MATCH),
  cli(['teams', '--results', 'results.csv', '--form', 'bam', ...json], PBN_MATCH),
  cli(['teams', '--results', 'results.csv', '--form', 'bam', '--bam-win', '2', ...json], PBN_MATCH),
  cli(['teams', '--results', 'results.csv', '--form', 'oslo', '--imp-rounding', 'exact', ...json], PBN_MATCH),
  cli(['teams', '--results', 'ko.csv', '--matches', 'ko-matches.csv', '--penalties', 'ko-penalties.csv', '--knockout', ...json], KNOCKOUT),
  ...['among-vp.csv', 'among-imps.csv', 'monrad.csv', 'imps-won.csv', 'draw.csv'].map((file) => cli(['teams', '--matches', file, ...json], TIES)),
  cli(['teams', '--matches', 'absent.csv', '--penalties', 'absent-penalties.csv', '--final', ...json], TIES),
  cli(['teams', '--matches', 'm.csv', '--names', 'n.csv', '--penalties', 'p.csv', ...json], PENALTIES),
  cli(['teams', '--matches', 'm.csv', '--names', 'n.csv', '--penalties', 'p.csv', '--final', ...json], PENALTIES),
  ...[1, 8, 16, 32, 64].flatMap((boards) => [
    cli(['vp-table', '--boards', String(boards), ...json]),
    cli(['vp-table', '--boards', String(boards), '--max', '25', ...json]),
  ]),
];

/**
 * Small Swiss fields that force what a large one avoids: a repeat and a second bye (three teams, round 4), a
 * bye moved to keep clubs apart, a same-club match (two teams of one club), and standings split by Monrad
 * quality and by IMPs won.
 */
const SWISS = {
  'three.csv': 'id,name,club,rank\nA,Alpha,X,1\nB,Beta,X,2\nC,Gamma,Y,3\n',
  'two.csv': 'id,name,club,rank\nA,Alpha,X,1\nB,Beta,X,2\n',
  'three-results.csv':
    'round,home,away,imps_home,imps_away,boards,vp_home,vp_away\n1,A,C,30,10,8,15,5\n1,B,BYE,,,8,,\n2,A,B,20,20,8,10,10\n2,C,BYE,,,8,,\n3,B,C,20,10,8,13,7\n3,A,BYE,,,8,,\n',
  'monrad.csv':
    'round,home,away,imps_home,imps_away,boards,vp_home,vp_away\n1,1,2,21,39,8,10,10\n1,3,4,11,24,8,10,10\n1,5,6,17,39,8,5,15\n2,6,4,19,5,8,15,5\n2,2,3,9,6,8,15,5\n2,1,5,2,15,8,15,5\n',
  'imps-won.csv': 'round,home,away,imps_home,imps_away,boards,vp_home,vp_away\n1,1,2,13,2,8,10,10\n1,3,4,39,6,8,10,10\n1,5,6,35,8,8,12,8\n',
};

const swissDir = join(projectRoot, 'examples/swiss');
const contestants = readFileSync(join(swissDir, 'contestants.csv'), 'utf8');
const swissRounds = [1, 2, 3, 4, 5, 6, 7].map((n) => readFileSync(join(swissDir, 'results', `round-${n}.csv`), 'utf8'));
/** The example's contestants and the results of the rounds before `round`, as one file. */
const before = (round: number): Record<string, string> => ({
  'contestants.csv': contestants,
  'results.csv':
    ['round,home,away,imps_home,imps_away,boards,vp_home,vp_away', ...swissRounds.slice(0, round - 1).flatMap((r) => r.trim().split('\n').slice(1))].join(
      '\n',
    ) + '\n',
});
const results = (round: number): string[] => (round === 1 ? [] : ['results.csv']);
const firstIds = contestants
  .trim()
  .split('\n')
  .slice(1, 3)
  .map((l) => l.split(',')[0] as string);

const swissCases: Case[] = [
  ...[
    ['three-results.csv', '--contestants', 'three.csv'],
    ['--contestants', 'three.csv'],
    ['--contestants', 'two.csv'],
    ['monrad.csv'],
    ['imps-won.csv', '--kind', 'pairs'],
  ].map((args) => cli(['swiss', ...args, ...json], SWISS)),
  ...[1, 2, 3, 4, 5, 6, 7].map((round) =>
    cli(['swiss', ...results(round), '--contestants', 'contestants.csv', '--rounds', '7', '--boards-per-round', '8', ...json], before(round), `round ${round}`),
  ),
  ...[1, 4].map((round) => cli(['swiss', ...results(round), '--contestants', 'contestants.csv', '--kind', 'pairs', ...json], before(round), `round ${round}`)),
  cli(['swiss', 'results.csv', '--contestants', 'contestants.csv', '--exclude', firstIds.join(','), ...json], before(5), 'round 5'),
];

const suggestCases: Case[] = [5, 6, 7, 8, 9, 12, 13, 16, 17, 24, 30, 41].flatMap((pairs) =>
  [12, 24, 27].map((boards) => cli(['movement', 'suggest', '--pairs', String(pairs), '--boards', String(boards), ...json])),
);

const profileCases: Case[] = [cli(['profiles', ...json]), ...PROFILES.map((p) => cli(['profiles', p.name, ...json]))];

/**
 * The handicap example's register: explained before any calculation, then imported, calculated for November
 * and December, exported and explained. The steps run in this order, on one database.
 */
const example = join(projectRoot, 'examples/handicap');
const hcFiles: Record<string, string> = {
  'register.csv': readFileSync(join(example, 'register.csv'), 'utf8'),
  ...Object.fromEntries(readdirSync(join(example, 'incoming')).map((f) => [f, readFileSync(join(example, 'incoming', f), 'utf8')])),
};
let hcDir: { dir: string; cleanup: () => void } | undefined;
async function hc(argv: readonly string[]): Promise<string> {
  hcDir ??= tempDir();
  const r = await runCommand(registerHandicapCommand, ['handicap', ...argv, '--db', join(hcDir.dir, 'hc.sqlite')], hcFiles);
  expect(r.code, r.stderr).toBe(0);
  return r.stdout;
}
/** A handicap command's JSON (`when`: the state of the database), after the steps that prepare the database. */
function hcCase(when: string, argv: readonly string[], ...steps: (readonly string[])[]): Case {
  const args = ['handicap', ...argv, ...json];
  return {
    label: `bridgescore ${args.join(' ')} (${when})`,
    kind: schemaForArgs(args) as SchemaKind,
    make: async () => {
      for (const step of steps) await hc(step);
      return JSON.parse(await hc([...argv, ...json])) as unknown;
    },
  };
}
const handicapCases: Case[] = [
  hcCase('the member list only', ['explain', '10002'], ['register', 'import', 'register.csv']),
  hcCase(
    'run as of 2026-11-01',
    ['export', '--official'],
    ['import', ...Object.keys(hcFiles).filter((f) => f.endsWith('.json')), '--now', '2026-10-22T02:30:00Z'],
    ['run', '--as-of', '2026-11-01'],
  ),
  hcCase('run as of 2026-11-01', ['export', '--running']),
  hcCase('run as of 2026-11-01', ['explain', '10002']),
  hcCase('run as of 2026-12-01', ['export'], ['run', '--as-of', '2026-12-01']),
  ...['10001', '10002', '10005', '10008'].map((id) => hcCase('run as of 2026-12-01', ['explain', id])),
];

const cases: readonly Case[] = [...teamsCases, ...swissCases, ...suggestCases, ...profileCases, ...handicapCases];

/** The documents, made once and in order before the tests (whichever of them run). */
const docs = new Map<string, unknown>();
beforeAll(async () => {
  for (const c of cases) docs.set(c.label, await c.make());
});
afterAll(() => hcDir?.cleanup());
const docsOf = (kind: SchemaKind): unknown[] => cases.filter((c) => c.kind === kind).map((c) => docs.get(c.label));
const kinds: SchemaKind[] = ['teams', 'vp-table', 'swiss-round', 'movement-suggest', 'profiles', 'handicap-export', 'handicap-explain'];

describe('the JSON of teams, vp-table, swiss, movement suggest, profiles and handicap', () => {
  it('has documents of every kind, each label once', () => {
    expect(kinds.map((k) => [k, docsOf(k).length > 0])).toEqual(kinds.map((k) => [k, true]));
    expect(new Set(cases.map((c) => c.label)).size).toBe(cases.length);
    expect(docs.get('bridgescore profiles --format json')).toHaveLength(PROFILES.length);
    expect(docs.get(handicapCases[0]?.label as string)).toMatchObject({ id: '10002', calculations: [] });
  });

  it.each(cases.map((c) => [c.label, c] as const))('%s conforms to its schema', (_label, c) => {
    expect(errorLines(schemaErrors(c.kind, docs.get(c.label)))).toEqual([]);
  });
});

describe('a mutated document is rejected, with the path of the change', () => {
  const none = '$: matches none of the 2 alternatives; the closest fails with:';
  it.each([
    ['teams', ['matches', 1, 'home', 'vp'], DELETE, ['$.matches[1].home: missing required key "vp"']],
    ['teams', ['standings', 0, 'status'], 'ok', ['$.standings[0].status: "ok" is not one of "ranked", "withdrawn", "notRanked"']],
    ['vp-table', ['rows', 3, 'winner'], '10.9', ['$.rows[3].winner: "10.9" is a string (expected number)']],
    [
      'swiss-round',
      ['tables', 0, 'homeName'],
      DELETE,
      ['$.tables[0]: matches none of the 2 alternatives; the closest fails with:', '$.tables[0]: missing required key "homeName"'],
    ],
    ['swiss-round', ['bye', 'previousByes'], -1, ['$.bye.previousByes: -1 is less than the minimum 0']],
    ['movement-suggest', ['movements', 0, 'compared', 'extra'], 1, ['$.movements[0].compared: unexpected key "extra"']],
    [
      'profiles',
      [2, 'settings', 'tiebreak', 'value'],
      'coin',
      [none, '$[2].settings.tiebreak.value: "coin" is not one of "sd", "sd-ruter", "head-to-head", "none"'],
    ],
    ['profiles', [0, 'settings', 'neubergN', 'option'], '--n', [none, '$[0].settings.neubergN.option: "--n" is not "--neuberg-n"']],
    ['handicap-export', ['kind'], 'monthly', ['$.kind: "monthly" is not one of "official", "running"']],
    ['handicap-explain', ['registerHc'], null, ['$.registerHc: null is null (expected number)']],
  ] as const)('%s: %j', (kind, path, value, expected) => {
    const doc = docsOf(kind)[0];
    expect(doc).toBeDefined();
    expect(errorLines(schemaErrors(kind, doc))).toEqual([]);
    expect(errorLines(schemaErrors(kind, mutated(doc, path, value)))).toEqual(expected);
  });
});

describe('coverage of the schemas by the documents above', () => {
  /** The coverage of a kind's schema by all its documents. */
  const measuredKinds = new Map<SchemaKind, SchemaCoverage>();
  const measured = (kind: SchemaKind): SchemaCoverage => {
    let c = measuredKinds.get(kind);
    if (c) return c;
    measuredKinds.set(kind, (c = new SchemaCoverage(kind)));
    for (const doc of docsOf(kind)) expect(errorLines(c.errors(doc))).toEqual([]);
    return c;
  };

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
