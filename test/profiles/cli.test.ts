/**
 * `bridgescore profiles`, and `--profile` on `pairs` and `explain`: a profile sets every convention, an
 * option given on the command line overrides one, and the values reach the scorer.
 */
import { describe, expect, it } from 'vitest';
import { runInProcess } from '../helpers/cli.js';

// A 4-table board where one table's result was cancelled (A60/40): 3 real results of 4 expected, a group of
// 3 tables (NBF 3.2.4: 70/60/50 %, where Neuberg gives (4/3)(mp + 1) − 1).
const csv = `board,ns,ew,contract,declarer,result
1,1,5,A60/40,,
1,2,6,4S,N,-1
1,3,7,3S,N,=
1,4,8,4S,N,=
2,1,5,3NT,N,=
2,2,6,3NT,N,+1
2,3,7,3NT,N,-1
2,4,8,3NT,N,=
`;
const files = { 't.csv': csv };

async function pairs(...args: string[]) {
  return runInProcess(['pairs', 't.csv', '--format', 'csv', ...args], files);
}

describe('bridgescore profiles', () => {
  it('lists the profiles, the default first', async () => {
    const run = await runInProcess(['profiles']);
    expect(run.code).toBe(0);
    const names = run.stdout
      .split('\n')
      .slice(1)
      .map((l) => l.split(' ')[0])
      .filter((n) => n !== '' && n !== 'bridgescore');
    expect(names).toEqual([
      'nbf',
      'ruter-no',
      'ruter-se',
      'ruter-fi',
      'magic-contest',
      'ebu',
      'acbl',
      'wbf',
      'brian',
      'pianola',
      'realbridge',
      'scorebridge',
      'compscore',
    ]);
  });

  it('shows every value of a profile with its source and basis', async () => {
    const run = await runInProcess(['profiles', 'ruter-no']);
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/^ruter-no: Ruter i Norge \(Norway\)\n/);
    expect(run.stdout).toMatch(/MP display \(--mp-display\)\s+relative\s+\[evidence\] NBF 3\.2\.3 \(± average allowed\); file 08/);
    expect(run.stdout).toMatch(/tiebreak \(--tiebreak\)\s+sd-ruter\s+\[rule\] NBF 3\.3\.2/);
    expect(run.stdout).toMatch(/a pair that missed a session \(--partial-sessions\)\s+total\s+\[rule\] NBF 3\.3\.1/);
    // the 17 conventions and the partial-session rule
    expect(run.stdout.split('\n').filter((l) => /\(--.*\) .* \[(rule|evidence|documented|assumption)\] /.test(l))).toHaveLength(18);
  });

  it('gives a profile as JSON', async () => {
    const run = await runInProcess(['profiles', 'pianola', '--format', 'json']);
    const doc = JSON.parse(run.stdout) as { name: string; settings: Record<string, { value: unknown; basis: string }> };
    expect(doc.name).toBe('pianola');
    expect(doc.settings['crossImpLines']).toMatchObject({ value: 'per-comparison', basis: 'documented' });
  });

  it('refuses an unknown profile (exit 2)', async () => {
    const run = await runInProcess(['profiles', 'nope']);
    expect(run.code).toBe(2);
    expect(run.stderr).toBe(
      'error: no profile "nope" (expected one of nbf, ruter-no, ruter-se, ruter-fi, magic-contest, ebu, acbl, wbf, brian, pianola, realbridge, scorebridge, compscore)\n',
    );
  });
});

describe('pairs --profile', () => {
  it('scores a group of 3 tables by NBF 3.2.4 by default (the nbf profile)', async () => {
    const run = await runInProcess(['pairs', 't.csv', '--format', 'json', '--explain'], files);
    expect(run.code, run.stderr).toBe(0);
    const doc = JSON.parse(run.stdout) as {
      boards: { results: { ns: string; percentNS: number; percentEW: number; explain: { smallGroup: string | null } }[] }[];
    };
    const board1 = doc.boards[0]?.results ?? [];
    // 4S-1 the worst of 3 (50 % / 70 %), 3S= the middle (60 % / 60 %), 4S= the best (70 % / 50 %)
    expect(board1.filter((r) => r.ns !== '1').map((r) => [r.ns, r.percentNS, r.percentEW, r.explain.smallGroup])).toEqual([
      ['2', 50, 70, 'fixed'],
      ['3', 60, 60, 'fixed'],
      ['4', 70, 50, 'fixed'],
    ]);
  });

  it('takes every value of the profile, and an option given overrides one', async () => {
    const ruter = await runInProcess(['pairs', 't.csv', '--profile', 'ruter-no', '--format', 'json'], files);
    const relative = JSON.parse(ruter.stdout) as { event: { tiebreak: string } };
    expect(relative.event.tiebreak).toBe('sd-ruter');
    const overridden = await runInProcess(['pairs', 't.csv', '--profile', 'ruter-no', '--tiebreak', 'none', '--format', 'json'], files);
    expect((JSON.parse(overridden.stdout) as { event: { tiebreak: string } }).event.tiebreak).toBe('none');
  });

  it('the default and --small-groups neuberg differ exactly on the small group', async () => {
    const nbf = await runInProcess(['explain', 't.csv', '--board', '1'], files);
    const neuberg = await runInProcess(['explain', 't.csv', '--board', '1', '--small-groups', 'neuberg'], files);
    expect(nbf.stdout).toContain('the fixed values of NBF 3.2.4');
    expect(neuberg.stdout).toContain('Neuberg (NBF 3.2.5)');
    expect(neuberg.stdout).not.toContain('the fixed values of NBF 3.2.4');
  });

  it('own-top from a profile gives way to --no-neuberg given on the command line', async () => {
    const run = await runInProcess(['explain', 't.csv', '--board', '1', '--profile', 'brian', '--no-neuberg'], files);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toContain('the fixed values of NBF 3.2.4');
  });

  it('refuses an unknown profile (exit 2)', async () => {
    const run = await pairs('--profile', 'nope');
    expect(run.code).toBe(2);
    expect(run.stderr).toContain("argument 'nope' is invalid");
  });
});

describe('--imp-average-plus takes a decimal', () => {
  const adjusted = `board,ns,ew,contract,declarer,result
1,1,5,A60/40,,
1,2,6,4S,N,-1
1,3,7,3S,N,=
1,4,8,4S,N,=
`;
  it.each([
    ['1', '1'],
    ['1.5', '1.5'],
    ['2', '2'],
  ])('%s IMPs per comparison for average plus: NS 1 gets that × 3 comparisons', async (given, perComparison) => {
    const run = await runInProcess(['pairs', 'a.csv', '--scoring', 'cross-imps', '--imp-average-plus', given, '--format', 'json'], { 'a.csv': adjusted });
    expect(run.code, run.stderr).toBe(0);
    const doc = JSON.parse(run.stdout) as { boards: { results: { ns: string; nsScore: number | null }[] }[] };
    const line = JSON.stringify(doc.boards[0]?.results.find((r) => r.ns === '1'));
    expect(line).toContain(`${Number(perComparison) * 3}`);
  });

  it.each(['0', '-1', '25', 'x', '1.555', '1e3'])('refuses %s (exit 2)', async (given) => {
    const run = await runInProcess(['pairs', 'a.csv', '--scoring', 'cross-imps', '--imp-average-plus', given], { 'a.csv': adjusted });
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('--imp-average-plus');
  });

  it('per-comparison lines cannot be totalled per comparison again (exit 2)', async () => {
    const run = await runInProcess(
      ['pairs', 'a.csv', '--scoring', 'cross-imps', '--cross-imp-lines', 'per-comparison', '--cross-imp-totals', 'per-comparison'],
      { 'a.csv': adjusted },
    );
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('--cross-imp-lines per-comparison');
  });
});
