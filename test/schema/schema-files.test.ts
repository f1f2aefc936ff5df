/**
 * The schema files themselves: one per kind of document, each a draft 2020-12 schema of the keywords the
 * validator knows, every object closed (additionalProperties false), every required key declared, every field
 * described, every definition used.
 */
import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { checkSchema, resolvePointer, type JsonSchema } from '../helpers/json-schema.js';
import { SCHEMA_KINDS, loadSchema, schemaDir } from './schemas.js';

type Node = { readonly [k: string]: unknown };

/** Every subschema with its location, depth first. */
function subschemas(root: JsonSchema): [string, Node][] {
  const out: [string, Node][] = [];
  const walk = (s: unknown, ptr: string): void => {
    if (typeof s !== 'object' || s === null) return;
    const node = s as Node;
    out.push([ptr, node]);
    for (const group of ['properties', '$defs'] as const) {
      for (const [k, sub] of Object.entries((node[group] ?? {}) as object)) walk(sub, `${ptr}/${group}/${k}`);
    }
    if (node['items'] !== undefined) walk(node['items'], `${ptr}/items`);
    if (typeof node['additionalProperties'] === 'object') walk(node['additionalProperties'], `${ptr}/additionalProperties`);
    if (Array.isArray(node['oneOf'])) node['oneOf'].forEach((sub, i) => walk(sub, `${ptr}/oneOf/${i}`));
  };
  walk(root, '#');
  return out;
}

const hasType = (s: Node, t: string) => s['type'] === t || (Array.isArray(s['type']) && s['type'].includes(t));

describe('the schema files', () => {
  it('are one per kind of document', () => {
    expect(readdirSync(schemaDir).sort()).toEqual(SCHEMA_KINDS.map((k) => `${k}.schema.json`).sort());
  });

  describe.each(SCHEMA_KINDS)('schema/%s.schema.json', (kind) => {
    const root = loadSchema(kind) as Node;
    const all = subschemas(root);

    it('is a draft 2020-12 schema with a title and a description, of supported keywords only, its refs resolving', () => {
      expect(root['$schema']).toBe('https://json-schema.org/draft/2020-12/schema');
      expect(typeof root['title']).toBe('string');
      expect(typeof root['description']).toBe('string');
      expect(checkSchema(root)).toEqual([]);
    });

    it('closes every object and declares every required key', () => {
      const problems: string[] = [];
      for (const [ptr, s] of all) {
        if (!hasType(s, 'object')) continue;
        if (s['additionalProperties'] !== false) problems.push(`${ptr}: additionalProperties is not false`);
        const props = (s['properties'] ?? {}) as object;
        for (const r of (s['required'] ?? []) as string[]) if (!(r in props)) problems.push(`${ptr}: required "${r}" is not a property`);
      }
      expect(problems).toEqual([]);
    });

    it('describes every field and every definition', () => {
      const missing: string[] = [];
      for (const [ptr, s] of all) {
        const field = /\/properties\/[^/]+$/.test(ptr) && !ptr.includes('/oneOf/');
        const def = /^#\/\$defs\/[^/]+$/.test(ptr);
        if (!field && !def) continue;
        const target = typeof s['$ref'] === 'string' ? (resolvePointer(root, s['$ref']) as Node | undefined) : undefined;
        const text = s['description'] ?? target?.['description'];
        if (typeof text !== 'string' || text.trim().length < 2) missing.push(ptr);
      }
      expect(missing).toEqual([]);
    });

    it('uses every definition', () => {
      const text = JSON.stringify(root);
      const unused = Object.keys((root['$defs'] ?? {}) as object).filter((d) => !text.includes(`"#/$defs/${d}"`) && !text.includes(`"#/$defs/${d}/`));
      expect(unused).toEqual([]);
    });
  });

  it("give the HC updates the fields of the pairs document's handicap players, and the pair", () => {
    const player = (loadSchema('pairs') as { $defs: { hcPlayer: Node } }).$defs.hcPlayer;
    const update = (loadSchema('hc-updates') as { $defs: { update: Node } }).$defs.update;
    const { pair, ...rest } = update['properties'] as Record<string, unknown>;
    expect(pair).toBeDefined();
    expect(rest).toEqual(player['properties']);
    expect(update['required']).toEqual([...(player['required'] as string[]), 'pair']);
  });
});
