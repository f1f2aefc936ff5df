/**
 * The published schemas (`schema/<kind>.schema.json`, one per kind of JSON document) and which command writes
 * which kind, for the tests that validate the program's JSON against them.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { projectRoot } from '../helpers/fixtures.js';
import { validateJson, type JsonSchema, type SchemaError, type ValidateOptions } from '../helpers/json-schema.js';

export const SCHEMA_KINDS = [
  'pairs',
  'scorecards',
  'hc-updates',
  'teams',
  'vp-table',
  'swiss-round',
  'movement-suggest',
  'profiles',
  'handicap-export',
  'handicap-explain',
  'series',
] as const;

export type SchemaKind = (typeof SCHEMA_KINDS)[number];

export const schemaDir = join(projectRoot, 'schema');

const cache = new Map<SchemaKind, JsonSchema>();

export function loadSchema(kind: SchemaKind): JsonSchema {
  let s = cache.get(kind);
  if (!s) cache.set(kind, (s = JSON.parse(readFileSync(join(schemaDir, `${kind}.schema.json`), 'utf8')) as JsonSchema));
  return s;
}

export function schemaErrors(kind: SchemaKind, doc: unknown, opts: ValidateOptions = {}): SchemaError[] {
  return validateJson(loadSchema(kind), doc, opts);
}

/** "$.ranking[0]: missing required key …", one line per error: what a failing expectation prints. */
export function errorLines(errors: readonly SchemaError[]): string[] {
  return errors.map((e) => `${e.path}: ${e.message}`);
}

/** True when the arguments ask for JSON: `--format json`, `-f json`, `--format=json`. */
export function asksForJson(args: readonly string[]): boolean {
  return args.some((a, i) => a === '--format=json' || ((a === '--format' || a === '-f') && args[i + 1] === 'json'));
}

/**
 * The kind of document a command line writes, when it writes JSON; undefined otherwise. A command whose JSON
 * has no schema is an error, so that a new JSON output cannot go unchecked.
 */
export function schemaForArgs(args: readonly string[]): SchemaKind | undefined {
  if (!asksForJson(args)) return undefined;
  const [command, sub] = args;
  switch (command) {
    case 'pairs':
      return args.includes('--scorecards') ? 'scorecards' : args.includes('--hc-updates') ? 'hc-updates' : 'pairs';
    case 'teams':
      return 'teams';
    case 'vp-table':
      return 'vp-table';
    case 'swiss':
      return 'swiss-round';
    case 'profiles':
      return 'profiles';
    case 'series':
      return 'series';
    case 'movement':
      if (sub === 'suggest') return 'movement-suggest';
      break;
    case 'handicap':
      if (sub === 'export') return 'handicap-export';
      if (sub === 'explain') return 'handicap-explain';
      break;
  }
  throw new Error(`no schema for the JSON of "bridgescore ${args.join(' ')}" (add one to schema/ and to SCHEMA_KINDS)`);
}

/** Left out instead of set, in `mutated`. */
export const DELETE = Symbol('delete');

/** A copy of a JSON value with the value at `path` set (or, with DELETE, left out): a document to reject. */
export function mutated(doc: unknown, path: readonly (string | number)[], value: unknown): unknown {
  const copy = structuredClone(doc);
  let node = copy as Record<string | number, unknown>;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  const last = path[path.length - 1] as string | number;
  if (value === DELETE) delete node[last];
  else node[last] = value;
  return copy;
}
