/**
 * The JSON field lists of docs/output-formats.md (where the README's reference of the output formats lives)
 * are what scripts/readme-json-fields.mjs generates from the schemas, between their markers in the "JSON
 * output" section, so that the documentation cannot go stale; and the script itself lists every schema and
 * reports a stale block.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { SCHEMA_VERSION } from '../../src/output/json/pairs.js';
import { projectRoot } from '../helpers/fixtures.js';
import { SCHEMA_KINDS, loadSchema } from './schemas.js';

const script = join(projectRoot, 'scripts', 'readme-json-fields.mjs');
/** The page of the documentation that holds the JSON field lists. */
const DOC = join('docs', 'output-formats.md');
const readme = readFileSync(join(projectRoot, DOC), 'utf8');
const generate = (kind: string): string => execFileSync(process.execPath, [script, kind], { encoding: 'utf8' });

/** The page's "### JSON output" section, up to the next heading of its level or above. */
function jsonSection(text: string): string {
  const start = text.indexOf('\n### JSON output\n');
  expect(start).toBeGreaterThan(0);
  const rest = text.slice(start + 1);
  const end = rest.slice(1).search(/\n#{1,3} /);
  return end < 0 ? rest : rest.slice(0, end + 2);
}

const BLOCK = /<!-- json-fields:([a-z0-9-]+):start -->\n([\s\S]*?)<!-- json-fields:\1:end -->/g;

describe('the JSON output section of docs/output-formats.md', () => {
  const section = jsonSection(readme);
  const blocks = [...readme.matchAll(BLOCK)].map((m) => ({ kind: m[1] as string, body: m[2] as string }));

  it('holds the field lists of the pairs document, the score cards and the HC updates, and no list elsewhere', () => {
    expect(blocks.map((b) => b.kind)).toEqual(['pairs', 'scorecards', 'hc-updates']);
    expect([...section.matchAll(BLOCK)]).toHaveLength(blocks.length);
  });

  it.each(['pairs', 'scorecards', 'hc-updates'])('holds exactly what the script generates for %s', (kind) => {
    expect(blocks.find((b) => b.kind === kind)?.body).toBe(generate(kind));
  });

  it('names every schema file and the current schemaVersion of the pairs document', () => {
    for (const kind of SCHEMA_KINDS) expect(section, kind).toContain(`schema/${kind}.schema.json`);
    expect(section).toContain(`- **${SCHEMA_VERSION}** (this version of \`pairs --format json\`)`);
  });
});

describe('scripts/readme-json-fields.mjs', () => {
  const dir = mkdtempSync(join(tmpdir(), 'bridgescore-readme-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it.each(SCHEMA_KINDS)('lists every top-level field of schema/%s.schema.json', (kind) => {
    const text = generate(kind);
    const schema = loadSchema(kind) as {
      oneOf?: { $ref?: string; items?: { $ref?: string } }[];
      properties?: object;
      items?: { $ref?: string };
      $defs?: Record<string, { properties?: object }>;
    };
    const ref = schema.properties ? undefined : (schema.oneOf?.[0]?.$ref ?? schema.oneOf?.[0]?.items?.$ref ?? schema.items?.$ref);
    const props = schema.properties ?? (ref ? schema.$defs?.[ref.replace('#/$defs/', '')]?.properties : undefined) ?? {};
    expect(Object.keys(props).length).toBeGreaterThan(0);
    for (const key of Object.keys(props)) expect(text, key).toMatch(new RegExp(`^- \`${key}\` \\(`, 'm'));
  });

  it('nests fields under their object, and refers to a definition already shown', () => {
    const text = generate('pairs');
    expect(text).toContain('\n  - `sitOutBoards` (integer): ');
    expect(text).toContain('\n    - `session` (string): The session name');
    expect(text).toContain("- `ew` (object): One side's artificial score. The fields of `boards[].results[].explain.artificial.ns`.");
  });

  it('--check passes on docs/output-formats.md and names a stale block; --update brings it back', () => {
    const file = join(dir, 'output-formats.md');
    writeFileSync(file, readme);
    expect(spawnSync(process.execPath, [script, '--check', file]).status).toBe(0);
    writeFileSync(file, readme.replace(/(<!-- json-fields:scorecards:start -->\n)- /, '$1- `extra` (string): not in the schema\n- '));
    const stale = spawnSync(process.execPath, [script, '--check', file], { encoding: 'utf8' });
    expect(stale.status).toBe(1);
    expect(stale.stderr).toContain('the json-fields:scorecards block differs from schema/scorecards.schema.json');
    expect(spawnSync(process.execPath, [script, '--update', file]).status).toBe(0);
    expect(readFileSync(file, 'utf8')).toBe(readme);
  });

  it('refuses a file without blocks, an unknown schema and no arguments', () => {
    const file = join(dir, 'plain.md');
    writeFileSync(file, '# nothing here\n');
    expect(spawnSync(process.execPath, [script, '--check', file], { encoding: 'utf8' }).stderr).toContain('no <!-- json-fields:KIND:start --> block');
    const unknown = spawnSync(process.execPath, [script, 'nosuch'], { encoding: 'utf8' });
    expect(unknown.status).toBe(2);
    expect(unknown.stderr).toContain('nosuch.schema.json');
    expect(spawnSync(process.execPath, [script]).status).toBe(2);
  });
});
