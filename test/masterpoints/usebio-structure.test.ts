/**
 * The USEBIO 1.2 federation report (`pairs -f usebio`, with `--masterpoints` where the file publishes awards)
 * against what the programs the EBU and the ABF take results from write: every real USEBIO 1.2 pairs file of the
 * conformance folders (EBUScore, PairsScorer, ScoreBridge, BBO Extractor, RealBridge, Compscore3, Pianola) is
 * re-scored and written again, and our file's structure is held to theirs: the same DOCTYPE and version, an
 * element only under a parent that some program puts it under, no two siblings in an order that every program
 * writes the other way round, the MASTER_POINTS block as the EBU programs write it (AWARDED, then TYPE), each
 * NATIONAL_ID_NUMBER inside its PLAYER after the name, the PLAYERs last in their PAIR, and the event's
 * MASTER_POINT_SCALE and MPS_AWARDED_FLAG as every awarding program declares them.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { runInProcess } from '../helpers/cli.js';
import { Structure, order, parse, walk } from './usebio-tree.js';

const DIRS = ['test/conformance/excerpts', 'test/fixtures/conformance', 'test/fixtures/masterpoints'];
const REAL = DIRS.flatMap((d) => readdirSync(d).map((f) => `${d}/${f}`))
  .filter((f) => f.endsWith('.xml'))
  .map((path) => ({ path, text: readFileSync(path, 'latin1') }))
  .filter((f) => /<USEBIO\s+Version="1\.2"/.test(f.text) && !/EVENT_TYPE[^A-Z]*TEAMS/i.test(f.text));

const real = new Structure();
for (const f of REAL) real.add(parse(f.text), /<PROGRAM_NAME>([^<]*)</.exec(f.text)?.[1]?.trim() ?? f.path);

/** The scale a file's awards are in (as test/masterpoints/pairs-cli.test.ts), or none. */
function scaleArgs(text: string): string[] {
  if (!/<MASTER_POINTS_AWARDED>/.test(text)) return [];
  if (!/compscore/i.test(text)) return ['--masterpoints', 'ebu-local'];
  const red = /<MASTER_POINT_TYPE>\s*RED/i.test(text);
  const rookie = /<EVENT_DESCRIPTION>[^<]*rookie/i.test(text);
  return ['--masterpoints', 'abf-green', '--masterpoint-weight', red ? '2.5' : '1.5', ...(rookie ? ['--masterpoint-grade-f'] : [])];
}

async function ours(path: string, text: string): Promise<{ xml: string; awards: boolean }> {
  const args = scaleArgs(text);
  let r = await runInProcess(['pairs', path, '-f', 'usebio', ...args], { [path]: readFileSync(path) });
  // a file some scale cannot award (e.g. a session shorter than its column) is written without awards
  if (r.code === 2 && args.length > 0) r = await runInProcess(['pairs', path, '-f', 'usebio'], { [path]: readFileSync(path) });
  if (r.code !== 0) throw new Error(`${path}: exit ${r.code}\n${r.stderr}`);
  return { xml: r.stdout, awards: r.code === 0 && /<MASTER_POINTS_AWARDED>/.test(r.stdout) };
}

describe('what the real USEBIO 1.2 files write', () => {
  it('covers the programs of both federations', () => {
    expect(REAL.length).toBeGreaterThanOrEqual(30);
    const programs = new Set(REAL.map((f) => /<PROGRAM_NAME>([^<]*)</.exec(f.text)?.[1]?.trim().split(/\s/)[0]));
    for (const p of ['EBUScore', 'PairsScorer', 'ScoreBridge', 'Compscore3', 'RealBridge']) expect([...programs].some((x) => x?.startsWith(p))).toBe(true);
  });

  it('every file that awards declares MASTER_POINT_SCALE and MPS_AWARDED_FLAG Y, and nests or lists AWARDED before TYPE', () => {
    const awarding = REAL.filter((f) => /<MASTER_POINTS_AWARDED>/.test(f.text));
    expect(awarding.length).toBeGreaterThanOrEqual(20);
    for (const f of awarding) {
      expect(f.text, f.path).toMatch(/<MASTER_POINT_SCALE>\s*Club\s*</i);
      expect(f.text, f.path).toMatch(/<MPS_AWARDED_FLAG>\s*Y\s*</);
    }
    expect(real.children.get('MASTER_POINTS')).toEqual(new Set(['MASTER_POINTS_AWARDED', 'MASTER_POINT_TYPE']));
  });
});

describe('our USEBIO 1.2 report of each real file', () => {
  it.each(REAL.map((f) => [f.path.slice(f.path.lastIndexOf('/') + 1), f] as const))('%s', async (_name, f) => {
    const { xml, awards } = await ours(f.path, f.text);
    expect(XMLValidator.validate(xml)).toBe(true);
    expect(xml.split('\n').slice(1, 3)).toEqual(['<!DOCTYPE USEBIO SYSTEM "http://www.ebu.co.uk/usebio/usebio_v1_2.dtd">', '<USEBIO Version="1.2">']);
    const tree = parse(xml);
    const problems: string[] = [];
    for (const { node, parent } of walk(tree)) {
      if (parent === undefined) continue;
      if (!(real.children.get(parent.name)?.has(node.name) ?? false)) problems.push(`${node.name} under ${parent.name}: no program writes it there`);
      const names = node.children.map((c) => c.name);
      const distinct = order(names);
      if (distinct.length >= 2 && real.agreeing(node.name, distinct) === undefined) problems.push(`${node.name}: no program orders ${distinct.join(' ')} so`);
      if (node.name === 'MASTER_POINTS') {
        expect(names).toEqual(['MASTER_POINTS_AWARDED', 'MASTER_POINT_TYPE']);
        expect(node.children[0]?.text).toMatch(/^\d+$/);
        expect(['BLACK', 'GREEN', 'RED']).toContain(node.children[1]?.text);
      }
      if (node.name === 'NATIONAL_ID_NUMBER') {
        expect(parent.name).toBe('PLAYER');
        expect(parent.children[0]?.name).toBe('PLAYER_NAME');
        expect(node.text.trim()).not.toBe('');
      }
      if (node.name === 'PAIR') {
        const firstPlayer = names.indexOf('PLAYER');
        if (firstPlayer >= 0) expect(names.slice(firstPlayer).every((n) => n === 'PLAYER')).toBe(true);
        expect(names[0]).toBe('PAIR_NUMBER');
      }
      if (node.name === 'PLACE') expect(node.text).toMatch(/^\d+=?$/);
    }
    expect([...new Set(problems)]).toEqual([]);
    const event = tree.children.find((c) => c.name === 'USEBIO')?.children.find((c) => c.name === 'EVENT');
    const eventText = (name: string): string | undefined => event?.children.find((c) => c.name === name)?.text.trim();
    expect(eventText('MPS_AWARDED_FLAG')).toBe(awards ? 'Y' : 'N');
    expect(eventText('MASTER_POINT_SCALE')).toBe(awards ? 'Club' : undefined);
    expect(eventText('PROGRAM_VERSION')).toMatch(/^\d+\.\d+\.\d+$/);
  });
});
