#!/usr/bin/env node
/**
 * The lists of JSON fields in the documentation (docs/output-formats.md, "JSON output"), generated from the schemas in schema/ so that they cannot go stale: each
 * field with its type and its description, nested as the document nests them.
 *
 *   node scripts/readme-json-fields.mjs KIND           print the list of schema/KIND.schema.json
 *   node scripts/readme-json-fields.mjs --update FILE  rewrite every block of FILE between
 *                                                       <!-- json-fields:KIND:start --> and <!-- json-fields:KIND:end -->
 *   node scripts/readme-json-fields.mjs --check FILE   exit 1, naming the blocks, when any of them is stale
 *
 * A test (test/schema/readme.test.ts) checks that docs/output-formats.md holds exactly what this script generates:
 *   node scripts/readme-json-fields.mjs --update docs/output-formats.md
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const BLOCK = /(<!-- json-fields:([a-z0-9-]+):start -->\n)([\s\S]*?)(<!-- json-fields:\2:end -->)/g;

export function loadSchema(kind) {
  if (!/^[a-z0-9-]+$/.test(kind)) throw new Error(`"${kind}" is not a schema name (expected e.g. pairs)`);
  return JSON.parse(readFileSync(join(root, 'schema', `${kind}.schema.json`), 'utf8'));
}

/** The subschema a "#/…" pointer names. */
function resolve(schema, ref) {
  let node = schema;
  for (const raw of ref.replace(/^#\/?/, '').split('/').filter(Boolean)) {
    node = node?.[raw.replace(/~1/g, '/').replace(/~0/g, '~')];
  }
  if (node === undefined) throw new Error(`$ref "${ref}" points nowhere`);
  return node;
}

/** A schema with its $ref followed (the referring schema's own description wins). */
function deref(schema, s) {
  if (typeof s !== 'object' || typeof s.$ref !== 'string') return s;
  const target = deref(schema, resolve(schema, s.$ref));
  return { ...target, ...Object.fromEntries(Object.entries(s).filter(([k]) => k !== '$ref')), ref: s.$ref };
}

const code = (v) => '`' + JSON.stringify(v) + '`';

/** "string | null", "`\"NS\"` | `\"EW\"` | `null`", "array of objects". */
function typeText(schema, raw) {
  const s = deref(schema, raw);
  if (s.const !== undefined) return code(s.const);
  if (Array.isArray(s.enum)) return s.enum.map(code).join(' | ');
  if (Array.isArray(s.oneOf) && s.type === undefined) return s.oneOf.map((b) => typeText(schema, b)).join(' | ');
  const types = Array.isArray(s.type) ? s.type : s.type === undefined ? [] : [s.type];
  return types
    .map((t) => {
      if (t !== 'array') return t;
      const items = s.items === undefined ? undefined : deref(schema, s.items);
      if (!items) return 'array';
      if (items.type === 'object') return 'array of objects';
      if (items.enum || items.const !== undefined) return `array of ${typeText(schema, items)}`;
      return `array of ${typeText(schema, items)}s`;
    })
    .join(' | ');
}

/** The object whose fields a schema lists: itself, or its items; undefined when it has none. */
function fieldsHolder(schema, raw) {
  let s = deref(schema, raw);
  if (Array.isArray(s.oneOf) && s.type === undefined) {
    const objects = s.oneOf.map((b) => deref(schema, b)).filter((b) => b.properties);
    if (objects.length === 1) s = objects[0];
  }
  if (s.properties) return s;
  if (s.items !== undefined) {
    const items = deref(schema, s.items);
    if (items.properties) return items;
  }
  return undefined;
}

/** The nested list of a schema's fields, as Markdown. */
export function renderFields(schema) {
  let top = schema;
  // A document of several versions: the first alternative is the current one.
  if (Array.isArray(schema.oneOf) && !schema.properties) top = deref(schema, schema.oneOf[0]);
  const holder = fieldsHolder(schema, top);
  if (!holder) throw new Error('the schema has no fields to list');
  const lines = [];
  const shown = new Map();
  const walk = (obj, path, depth) => {
    const required = new Set(obj.required ?? []);
    for (const [key, raw] of Object.entries(obj.properties)) {
      if (raw === false) continue;
      const s = deref(schema, raw);
      const optional = required.has(key) ? '' : ', optional';
      const description = (s.description ?? '').trim();
      const fieldPath = path ? `${path}.${key}` : key;
      const holder = fieldsHolder(schema, raw);
      const listPath = holder && s.type !== 'object' && !(Array.isArray(s.type) && s.type.includes('object')) && !s.properties ? `${fieldPath}[]` : fieldPath;
      const ref = holder ? (typeof raw.$ref === 'string' ? raw.$ref : typeof raw.items?.$ref === 'string' ? raw.items.$ref : undefined) : undefined;
      const earlier = ref ? shown.get(ref) : undefined;
      const tail = earlier ? ` The fields of \`${earlier}\`.` : '';
      lines.push(`${'  '.repeat(depth)}- \`${key}\` (${typeText(schema, raw)}${optional}): ${description}${tail}`);
      if (holder && !earlier) {
        if (ref) shown.set(ref, listPath);
        walk(holder, listPath, depth + 1);
      }
    }
  };
  walk(holder, '', 0);
  return lines.join('\n') + '\n';
}

/** The text with every json-fields block regenerated. */
export function updateBlocks(text) {
  return text.replace(BLOCK, (_m, start, kind, _body, end) => `${start}${renderFields(loadSchema(kind))}${end}`);
}

/** The kinds whose block in the text differs from what the schema gives. */
export function staleBlocks(text) {
  return [...text.matchAll(BLOCK)].filter((m) => m[3] !== renderFields(loadSchema(m[2]))).map((m) => m[2]);
}

function main(argv) {
  const [first, file] = argv;
  if (first === '--update' || first === '--check') {
    if (!file) throw new Error(`${first} needs a file (e.g. docs/output-formats.md)`);
    const text = readFileSync(file, 'utf8');
    if ([...text.matchAll(BLOCK)].length === 0) throw new Error(`${file}: no <!-- json-fields:KIND:start --> block`);
    if (first === '--update') {
      const next = updateBlocks(text);
      if (next !== text) writeFileSync(file, next);
      return 0;
    }
    const stale = staleBlocks(text);
    for (const kind of stale)
      process.stderr.write(
        `${file}: the json-fields:${kind} block differs from schema/${kind}.schema.json (run node scripts/readme-json-fields.mjs --update ${file})\n`,
      );
    return stale.length === 0 ? 0 : 1;
  }
  if (!first || first.startsWith('-')) {
    process.stderr.write('usage: node scripts/readme-json-fields.mjs KIND | --update FILE | --check FILE\n');
    return 2;
  }
  process.stdout.write(renderFields(loadSchema(first)));
  return 0;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  try {
    process.exitCode = main(process.argv.slice(2));
  } catch (e) {
    process.stderr.write(`error: ${e.message}\n`);
    process.exitCode = e.code === 'ENOENT' ? 2 : 1;
  }
}
