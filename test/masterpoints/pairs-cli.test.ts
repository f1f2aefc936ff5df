/**
 * `pairs --masterpoints SCALE` end to end: every real USEBIO results file of the conformance folders that
 * publishes awards (MASTER_POINTS_AWARDED) is scored from its travellers and compared with `--compare`; the
 * awards compared are the difference the option makes to the count of published numbers. Every award must
 * agree except the residuals named here (with their reasons, as in test/fixtures/masterpoints/README.md).
 * Then the outputs: the column in the table, CSV, JSON (schema version 4), HTML and USEBIO (read back), and
 * the refusals that say what is missing.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { runInProcess } from '../helpers/cli.js';
import { validateJson, type JsonSchema } from '../helpers/json-schema.js';

const DIRS = ['test/conformance/excerpts', 'test/fixtures/conformance'];

const files = DIRS.flatMap((d) => readdirSync(d).map((f) => `${d}/${f}`))
  .filter((f) => f.endsWith('.xml'))
  .filter((f) => {
    const text = readFileSync(f, 'utf8');
    return /<MASTER_POINTS_AWARDED>/.test(text) && !/EVENT_TYPE[^A-Z]*TEAMS/i.test(text);
  })
  .sort();

/** The scale and its options as the file says: ABF green (W 1.5), red (W 2.5), grade F; EBU local points otherwise. */
function scaleArgs(path: string): string[] {
  const text = readFileSync(path, 'utf8');
  if (!/compscore/i.test(text)) return ['--masterpoints', 'ebu-local'];
  const red = /<MASTER_POINT_TYPE>\s*RED/i.test(text);
  const rookie = /<EVENT_DESCRIPTION>[^<]*rookie/i.test(text);
  return ['--masterpoints', 'abf-green', '--masterpoint-weight', red ? '2.5' : '1.5', ...(rookie ? ['--masterpoint-grade-f'] : [])];
}

/** Awards that do not agree, by file, with why. */
const RESIDUALS: Record<string, { count: number; why: string }> = {
  'compscore3-au-mp-pairs-friday-section-a.xml': {
    count: 3,
    why: 'a three-way tie at 4th shares 0.08: published 0.02 each, 0.03 by the half-up share the same program uses for two-way ties',
  },
  'compscore3-au-mp-pairs-mitchell-two-winner-02.xml': {
    count: 5,
    why: 'the director changed matchpoints by hand, unmarked in the file (110 published numbers differ without --masterpoints): the places, and so the awards, move with them',
  },
};

function agreeLine(stdout: string): { agree: number; compared: number } {
  const m = /(\d+) of (\d+) published numbers agree/.exec(stdout);
  if (!m) throw new Error(`no agreement line in:\n${stdout.slice(0, 400)}`);
  return { agree: Number(m[1]), compared: Number(m[2]) };
}

async function compare(path: string, extra: string[]): Promise<{ agree: number; compared: number }> {
  const bytes = readFileSync(path);
  const run = await runInProcess(['pairs', path, '--compare', ...extra], { [path]: bytes });
  return agreeLine(run.stdout);
}

describe('awards against every real USEBIO file that publishes them', () => {
  const totals = { files: 0, compared: 0, agree: 0 };
  for (const path of files) {
    const name = path.slice(path.lastIndexOf('/') + 1);
    it(name, async () => {
      const without = await compare(path, []);
      const withAwards = await compare(path, scaleArgs(path));
      const compared = withAwards.compared - without.compared;
      const agree = withAwards.agree - without.agree;
      expect(compared).toBeGreaterThan(0);
      expect(compared - agree).toBe(RESIDUALS[name]?.count ?? 0);
      totals.files++;
      totals.compared += compared;
      totals.agree += agree;
    });
  }
  it('covers the files: the counts of the closing table in docs/masterpoints.md', () => {
    expect(totals.files).toBe(files.length);
    expect(totals.files).toBeGreaterThanOrEqual(18);
    expect(totals.compared - totals.agree).toBe(Object.values(RESIDUALS).reduce((a, r) => a + r.count, 0));
  });
});

const EBU = 'test/conformance/excerpts/ebuscore-mp-pairs-one-winner.xml';

async function run(args: string[], path = EBU) {
  return runInProcess(['pairs', path, ...args], { [path]: readFileSync(path) });
}

describe('the awards in every output', () => {
  it('adds a Masterpoints column and the scale under the table', async () => {
    const r = await run(['--profile', 'ebu', '--masterpoints']);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/Masterpoints/);
    expect(r.stdout).toMatch(/Masterpoints: EBU club scale/);
    const first = r.stdout.split('\n').find((l) => /│\s+1 │/.test(l)) ?? '';
    expect(first).toMatch(/36 │$/);
  });

  it('speaks the language of the page', async () => {
    const r = await run(['--profile', 'ebu', '--masterpoints', '--lang', 'nb']);
    expect(r.stdout).toMatch(/Mesterpoeng/);
  });

  it('writes a masterpoints column in CSV', async () => {
    const r = await run(['--profile', 'ebu', '--masterpoints', '-f', 'csv']);
    const [head, first] = r.stdout.split('\n');
    expect(head?.split(',').at(-1)).toBe('masterpoints');
    expect(first?.split(',').at(-1)).toBe('36');
  });

  it('writes schema version 4 JSON with the scale and each award, valid against the schema', async () => {
    const r = await run(['--profile', 'ebu', '--masterpoints', '-f', 'json']);
    const doc = JSON.parse(r.stdout) as { schemaVersion: number; event: { masterpoints: { scale: string } }; ranking: { masterpoints: number }[] };
    expect(doc.schemaVersion).toBe(4);
    expect(doc.event.masterpoints.scale).toBe('ebu-local');
    expect(doc.ranking.map((x) => x.masterpoints).slice(0, 7)).toEqual([36, 30, 24, 18, 12, 6, 0]);
    const schema = JSON.parse(readFileSync('schema/pairs.schema.json', 'utf8')) as JsonSchema;
    expect(validateJson(schema, doc)).toEqual([]);
    const plain = JSON.parse((await run(['--profile', 'ebu', '-f', 'json'])).stdout) as Record<string, unknown>;
    expect(JSON.stringify(plain)).not.toMatch(/masterpoints/);
  });

  it('shows the column on the HTML page', async () => {
    const r = await run(['--profile', 'ebu', '--masterpoints', '-f', 'html']);
    expect(r.stdout).toMatch(/<th[^>]*>Masterpoints<\/th>/);
  });

  it('writes MASTER_POINTS into USEBIO, which reads back and agrees', async () => {
    const r = await run(['--profile', 'ebu', '--masterpoints', '-f', 'usebio']);
    expect(r.stdout.match(/<MASTER_POINTS_AWARDED>/g)?.length).toBe(6);
    expect(r.stdout).toMatch(/<MASTER_POINT_TYPE>BLACK<\/MASTER_POINT_TYPE>/);
    const back = await runInProcess(['pairs', 'back.xml', '--compare', '--profile', 'ebu', '--masterpoints'], { 'back.xml': r.stdout });
    const line = agreeLine(back.stdout);
    expect(line.agree).toBe(line.compared);
  });

  it('says what is missing when the scale cannot award (exit 2), and never guesses', async () => {
    const nbf = await run(['--masterpoints', 'nbf-club']);
    expect(nbf.code).toBe(2);
    expect(nbf.stderr).toMatch(/public rules do not suffice/);
    const short = await run(['--masterpoints', 'abf-green'], 'test/conformance/excerpts/compscore3-au-mp-pairs-mitchell-rookie-03.xml');
    expect(short.code).toBe(2);
    expect(short.stderr).toMatch(/under 24 boards/);
    const none = await run(['--masterpoints']);
    expect(none.code).toBe(2);
    expect(none.stderr).toMatch(/profile nbf names no scale/);
    const bad = await run(['--masterpoints', 'ebu-local', '--masterpoint-weight', 'x']);
    expect(bad.code).toBe(2);
  });

  it('notes a file that publishes awards when --compare is given without --masterpoints', async () => {
    const r = await run(['--compare']);
    expect(r.stdout).toMatch(/publishes masterpoint awards: give --masterpoints SCALE/);
  });
});
