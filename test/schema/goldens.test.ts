/**
 * Every JSON golden file validates against its schema: the goldens of examples/ and test/i18n whose arguments
 * ask for JSON (the kind follows from the command line), and the handicap example's event files (pairs JSON of
 * schemaVersion 1, made for handicap import). No JSON file under examples/ or test/ escapes: each is a golden
 * checked here or an input listed below. A mutated golden is rejected, with the path of the change.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SCHEMA_VERSION } from '../../src/output/json/pairs.js';
import { projectRoot } from '../helpers/fixtures.js';
import { DELETE, errorLines, loadSchema, mutated, schemaErrors, schemaForArgs, type SchemaKind } from './schemas.js';

interface Golden {
  /** relative to the project */
  readonly file: string;
  readonly kind: SchemaKind;
}

/** JSON files under examples/ and test/ that are inputs, not outputs: what the program must refuse. */
// Inputs that are JSON but no document of ours: a traveller file named .json.
const JSON_INPUTS = new Set(['test/fixtures/errors/not-csv-json/travellers.json']);

function argsGoldens(dir: string): Golden[] {
  const out: Golden[] = [];
  for (const f of readdirSync(join(projectRoot, dir))
    .filter((x) => x.endsWith('.args'))
    .sort()) {
    const args = readFileSync(join(projectRoot, dir, f), 'utf8')
      .split('\n')
      .filter((l) => l.trim() !== '');
    const kind = schemaForArgs(args);
    if (kind) out.push({ file: `${dir}/${f.replace(/\.args$/, '.out')}`, kind });
  }
  return out;
}

function goldens(): Golden[] {
  const dirs = readdirSync(join(projectRoot, 'examples'))
    .map((s) => `examples/${s}/golden`)
    .filter((d) => exists(d));
  const incoming = readdirSync(join(projectRoot, 'examples/handicap/incoming'))
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => ({ file: `examples/handicap/incoming/${f}`, kind: 'pairs' as const }));
  const season = readdirSync(join(projectRoot, 'examples/season/sessions'))
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => ({ file: `examples/season/sessions/${f}`, kind: 'pairs' as const }));
  return [...dirs.flatMap(argsGoldens), ...argsGoldens('test/i18n/golden'), ...incoming, ...season];
}

function exists(rel: string): boolean {
  try {
    return statSync(join(projectRoot, rel)).isDirectory();
  } catch {
    return false;
  }
}

/** Every file under examples/ and test/ (but source files and images) whose content is a JSON object or array. */
function jsonFilesInTree(): string[] {
  const out: string[] = [];
  const walk = (dir: string): void => {
    for (const e of readdirSync(dir, { withFileTypes: true })) {
      const p = join(dir, e.name);
      if (e.isDirectory()) walk(p);
      else if (!/\.(ts|png|bws|mdb|pbn|xml|csv|html)$/i.test(e.name)) {
        const text = readFileSync(p, 'utf8');
        if (!/^\s*[[{]/.test(text)) continue;
        try {
          JSON.parse(text);
          out.push(relative(projectRoot, p));
        } catch {
          // not JSON
        }
      }
    }
  };
  walk(join(projectRoot, 'examples'));
  walk(join(projectRoot, 'test'));
  return out.sort();
}

const read = (g: Golden): unknown => JSON.parse(readFileSync(join(projectRoot, g.file), 'utf8'));

describe('the JSON goldens', () => {
  const list = goldens();

  it('are found: the pairs documents of four examples, the movement suggestions, the handicap event files', () => {
    const byKind = (k: SchemaKind) => list.filter((g) => g.kind === k).map((g) => g.file);
    expect(byKind('pairs')).toEqual([
      'examples/club-session/golden/json-compact.out',
      'examples/club-session/golden/json.out',
      'examples/individual/golden/json.out',
      'examples/rulings/golden/json-explain.out',
      'examples/rulings/golden/json.out',
      'examples/two-sessions/golden/json.out',
      'examples/handicap/incoming/2026-10-06-oslo.json',
      'examples/handicap/incoming/2026-10-14-bergen.json',
      'examples/handicap/incoming/2026-10-21-trondheim.json',
      ...Array.from({ length: 22 }, (_, i) => `examples/season/sessions/night-${String(i + 1).padStart(2, '0')}.json`),
    ]);
    expect(byKind('series')).toEqual(['examples/season/golden/json.out']);
    expect(byKind('movement-suggest')).toEqual(['examples/movements/golden/suggest-8-pairs-json.out']);
  });

  it('leave no JSON file under examples/ or test/ unchecked', () => {
    const checked = new Set(list.map((g) => g.file));
    expect(jsonFilesInTree().filter((f) => !checked.has(f) && !JSON_INPUTS.has(f))).toEqual([]);
  });

  it.each(list.map((g) => [g.file, g] as const))('%s conforms to its schema', (_file, g) => {
    expect(errorLines(schemaErrors(g.kind, read(g)))).toEqual([]);
  });

  it('written by this version carry the schemaVersion the writer and the schema give', () => {
    const pairs = loadSchema('pairs') as { $defs: { document: { properties: { schemaVersion: { const: number } } } } };
    expect(pairs.$defs.document.properties.schemaVersion.const).toBe(SCHEMA_VERSION);
    for (const g of list.filter((x) => x.kind === 'pairs' && x.file.endsWith('.out'))) {
      expect((read(g) as { schemaVersion: number }).schemaVersion, g.file).toBe(SCHEMA_VERSION);
    }
  });

  it('of the handicap example are version 1 and accepted only as version 1', () => {
    for (const g of list.filter((x) => x.file.startsWith('examples/handicap/'))) {
      const doc = read(g) as Record<string, unknown>;
      expect(doc['schemaVersion'], g.file).toBe(1);
      const errors = errorLines(schemaErrors('pairs', { ...doc, schemaVersion: 2 }));
      expect(errors[0], g.file).toBe('$: matches none of the 4 alternatives; the closest fails with:');
    }
  });
});

describe('a mutated golden is rejected, with the path of the change', () => {
  const pairs = JSON.parse(readFileSync(join(projectRoot, 'examples/rulings/golden/json-explain.out'), 'utf8')) as unknown;
  const closest = '$: matches none of the 4 alternatives; the closest fails with:';
  const result = ['boards', 0, 'results', 0];

  it.each([
    ['a ranking key left out', ['ranking', 2, 'sitOutBoards'], DELETE, ['$.ranking[2]: missing required key "sitOutBoards"']],
    ['a key added', ['ranking', 0, 'rounded'], 57.1, ['$.ranking[0]: unexpected key "rounded"']],
    ['a number written as text', ['ranking', 0, 'total'], '57.1', ['$.ranking[0].total: "57.1" is a string (expected number)']],
    ['null where a value is required', ['ranking', 0, 'boards'], null, ['$.ranking[0].boards: null is null (expected integer)']],
    ['an unknown scoring', ['event', 'scoring'], 'imps', ['$.event.scoring: "imps" is not one of "matchpoints", "butler", "cross-imps"']],
    ['a deal not from North', ['boards', 0, 'deal'], 'E:AKQ.. ...', ['$.boards[0].deal: "E:AKQ.. ..." does not match /^N:/']],
    ['tricks out of range', ['boards', 1, 'results', 0, 'tricks'], 14, ['$.boards[1].results[0].tricks: 14 is more than the maximum 13']],
    ['an explanation without n', [...result, 'explain', 'n'], DELETE, ['$.boards[0].results[0].explain: missing required key "n"']],
    [
      'IMPs on a matchpoint line',
      [...result, 'impNS'],
      3,
      ['$.boards[0].results[0]: matches none of the 2 alternatives; the closest fails with:', '$.boards[0].results[0].impNS: not allowed here'],
    ],
    ['a version the schema does not know', ['schemaVersion'], 5, ['$.schemaVersion: 5 is not 4']],
  ] as const)('%s', (_name, path, value, expected) => {
    expect(schemaErrors('pairs', pairs)).toEqual([]);
    expect(errorLines(schemaErrors('pairs', mutated(pairs, path, value)))).toEqual([closest, ...expected]);
  });

  it.each(goldens().map((g) => [g.file, g] as const))('%s with a key added at the top', (_file, g) => {
    const doc = read(g);
    const bad = Array.isArray(doc) ? mutated(doc, [0, 'extra'], 1) : mutated(doc, ['extra'], 1);
    const errors = schemaErrors(g.kind, bad);
    expect(
      errors.some((e) => (e.path === '$' || e.path === '$[0]') && e.message === 'unexpected key "extra"'),
      errorLines(errors).join('\n'),
    ).toBe(true);
  });
});
