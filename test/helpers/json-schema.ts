/**
 * A validator for the subset of JSON Schema (draft 2020-12) that the schemas in `schema/` use, so that the
 * tests check every JSON document the program writes against its published schema without a dependency.
 *
 * Assertions: `type` (a name or a list of names; "integer" is a number without fraction), `enum`, `const`,
 * `minimum`, `maximum`, `pattern`, `properties`, `required`, `additionalProperties` (false or a schema),
 * `items`, `minItems`, `oneOf`, `$ref` (a JSON pointer into the same file, "#/$defs/…"), and the boolean
 * schemas `true` and `false`. Annotations: `$schema`, `$id`, `$comment`, `$defs`, `title`, `description`.
 * Any other keyword is an error in the schema, thrown as soon as it is met (and listed by `checkSchema`), so
 * that a schema never asks for a check this validator would silently skip.
 *
 * @example
 * validateJson({ type: 'object', required: ['a'] }, {}) //=> [{ path: '$', message: 'missing required key "a"' }]
 */

export type JsonSchema = boolean | { readonly [keyword: string]: unknown };

export interface SchemaError {
  /** where in the document: `$`, `$.ranking[0].total`, `$["session 1"]` */
  readonly path: string;
  readonly message: string;
}

export interface ValidateOptions {
  /**
   * Called with the schema location (`#/$defs/board/properties/deal`) of every subschema that accepted a
   * value other than null: what a coverage test reads to see that the documents exercised each field.
   */
  readonly onAccepted?: (schemaPointer: string, value: unknown) => void;
}

const ANNOTATIONS = new Set(['$schema', '$id', '$comment', '$defs', 'title', 'description']);
const ASSERTIONS = new Set([
  'type',
  'enum',
  'const',
  'minimum',
  'maximum',
  'pattern',
  'properties',
  'required',
  'additionalProperties',
  'items',
  'minItems',
  'oneOf',
  '$ref',
]);
const TYPES = new Set(['null', 'boolean', 'object', 'array', 'number', 'integer', 'string']);

/** Every way `value` breaks `schema` (empty when it conforms). `root` resolves `$ref`s; by default `schema`. */
export function validateJson(schema: JsonSchema, value: unknown, opts: ValidateOptions = {}, root: JsonSchema = schema): SchemaError[] {
  const errors: SchemaError[] = [];
  new Validator(root, opts).check(schema, '#', value, '$', errors);
  return errors;
}

/** The problems of a schema itself: unknown keywords, bad types, `$ref`s that point nowhere. */
export function checkSchema(root: JsonSchema): string[] {
  const problems: string[] = [];
  const walk = (s: unknown, ptr: string): void => {
    if (typeof s === 'boolean') return;
    if (!isObject(s)) {
      problems.push(`${ptr}: not a schema (expected an object or a boolean)`);
      return;
    }
    for (const k of Object.keys(s)) if (!ANNOTATIONS.has(k) && !ASSERTIONS.has(k)) problems.push(`${ptr}: unsupported keyword "${k}"`);
    const type = s['type'];
    if (type !== undefined) {
      const list = Array.isArray(type) ? type : [type];
      for (const t of list) if (typeof t !== 'string' || !TYPES.has(t)) problems.push(`${ptr}: "${String(t)}" is not a type`);
    }
    if (s['enum'] !== undefined && !Array.isArray(s['enum'])) problems.push(`${ptr}: enum is not an array`);
    if (s['required'] !== undefined && (!Array.isArray(s['required']) || s['required'].some((r) => typeof r !== 'string'))) {
      problems.push(`${ptr}: required is not a list of names`);
    }
    if (typeof s['$ref'] === 'string' && resolvePointer(root, s['$ref']) === undefined) problems.push(`${ptr}: $ref "${s['$ref']}" points nowhere`);
    if (s['$ref'] !== undefined && typeof s['$ref'] !== 'string') problems.push(`${ptr}: $ref is not a string`);
    for (const group of ['properties', '$defs'] as const) {
      const g = s[group];
      if (g === undefined) continue;
      if (!isObject(g)) problems.push(`${ptr}/${group}: not an object`);
      else for (const [k, sub] of Object.entries(g)) walk(sub, `${ptr}/${group}/${escapePointer(k)}`);
    }
    for (const single of ['items', 'additionalProperties'] as const) if (s[single] !== undefined) walk(s[single], `${ptr}/${single}`);
    const oneOf = s['oneOf'];
    if (oneOf !== undefined) {
      if (!Array.isArray(oneOf) || oneOf.length === 0) problems.push(`${ptr}/oneOf: not a list of schemas`);
      else oneOf.forEach((sub: unknown, i) => walk(sub, `${ptr}/oneOf/${i}`));
    }
  };
  walk(root, '#');
  return problems;
}

/** The subschema a `#/…` pointer names, or undefined. */
export function resolvePointer(root: JsonSchema, ref: string): JsonSchema | undefined {
  if (ref === '#') return root;
  if (!ref.startsWith('#/')) return undefined;
  let node: unknown = root;
  for (const raw of ref.slice(2).split('/')) {
    const key = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    if (!isObject(node) || !Object.prototype.hasOwnProperty.call(node, key)) return undefined;
    node = node[key];
  }
  return typeof node === 'boolean' || isObject(node) ? node : undefined;
}

class Validator {
  constructor(
    private readonly root: JsonSchema,
    private readonly opts: ValidateOptions,
  ) {}

  check(schema: JsonSchema, ptr: string, value: unknown, path: string, errors: SchemaError[]): void {
    const before = errors.length;
    this.apply(schema, ptr, value, path, errors);
    if (errors.length === before && value !== null) this.opts.onAccepted?.(ptr, value);
  }

  private apply(schema: JsonSchema, ptr: string, value: unknown, path: string, errors: SchemaError[]): void {
    if (schema === true) return;
    if (schema === false) {
      errors.push({ path, message: 'not allowed here' });
      return;
    }
    for (const k of Object.keys(schema)) if (!ANNOTATIONS.has(k) && !ASSERTIONS.has(k)) throw new Error(`schema ${ptr}: unsupported keyword "${k}"`);
    const ref = schema['$ref'];
    if (ref !== undefined) {
      const target = typeof ref === 'string' ? resolvePointer(this.root, ref) : undefined;
      if (target === undefined) throw new Error(`schema ${ptr}: $ref ${JSON.stringify(ref)} points nowhere`);
      this.check(target, ref as string, value, path, errors);
    }
    if (schema['type'] !== undefined && !this.typeOk(schema['type'], value, path, errors)) return;
    if (schema['const'] !== undefined && !jsonEqual(schema['const'], value)) {
      errors.push({ path, message: `${show(value)} is not ${show(schema['const'])}` });
    }
    const en = schema['enum'];
    if (Array.isArray(en) && !en.some((e) => jsonEqual(e, value))) {
      errors.push({ path, message: `${show(value)} is not one of ${en.map(show).join(', ')}` });
    }
    if (typeof value === 'number') this.number(schema, value, path, errors);
    if (typeof value === 'string' && typeof schema['pattern'] === 'string' && !new RegExp(schema['pattern'], 'u').test(value)) {
      errors.push({ path, message: `${show(value)} does not match /${schema['pattern']}/` });
    }
    if (Array.isArray(value)) this.array(schema, ptr, value, path, errors);
    else if (isObject(value)) this.object(schema, ptr, value, path, errors);
    if (schema['oneOf'] !== undefined) this.oneOf(schema['oneOf'] as JsonSchema[], ptr, value, path, errors);
  }

  private typeOk(type: unknown, value: unknown, path: string, errors: SchemaError[]): boolean {
    const list = (Array.isArray(type) ? type : [type]) as string[];
    if (list.some((t) => hasType(value, t))) return true;
    errors.push({ path, message: `${show(value)} is ${typeName(value)} (expected ${list.join(' or ')})` });
    return false;
  }

  private number(schema: { readonly [k: string]: unknown }, value: number, path: string, errors: SchemaError[]): void {
    const min = schema['minimum'];
    const max = schema['maximum'];
    if (typeof min === 'number' && value < min) errors.push({ path, message: `${value} is less than the minimum ${min}` });
    if (typeof max === 'number' && value > max) errors.push({ path, message: `${value} is more than the maximum ${max}` });
  }

  private array(schema: { readonly [k: string]: unknown }, ptr: string, value: readonly unknown[], path: string, errors: SchemaError[]): void {
    const minItems = schema['minItems'];
    if (typeof minItems === 'number' && value.length < minItems) errors.push({ path, message: `${value.length} items (expected at least ${minItems})` });
    const items = schema['items'] as JsonSchema | undefined;
    if (items === undefined) return;
    value.forEach((v, i) => this.check(items, `${ptr}/items`, v, `${path}[${i}]`, errors));
  }

  private object(schema: { readonly [k: string]: unknown }, ptr: string, value: Record<string, unknown>, path: string, errors: SchemaError[]): void {
    const props = (schema['properties'] ?? {}) as Record<string, JsonSchema>;
    const required = (schema['required'] ?? []) as string[];
    for (const key of required) if (!Object.prototype.hasOwnProperty.call(value, key)) errors.push({ path, message: `missing required key ${show(key)}` });
    const extra = schema['additionalProperties'] as JsonSchema | undefined;
    for (const [key, v] of Object.entries(value)) {
      const sub = Object.prototype.hasOwnProperty.call(props, key) ? props[key] : undefined;
      if (sub !== undefined) this.check(sub, `${ptr}/properties/${escapePointer(key)}`, v, childPath(path, key), errors);
      else if (extra === false) errors.push({ path, message: `unexpected key ${show(key)}` });
      else if (extra !== undefined) this.check(extra, `${ptr}/additionalProperties`, v, childPath(path, key), errors);
    }
  }

  /** Exactly one alternative; when none fits, the errors of the closest (fewest errors, then first). */
  private oneOf(list: readonly JsonSchema[], ptr: string, value: unknown, path: string, errors: SchemaError[]): void {
    const results = list.map((s, i) => {
      const errs: SchemaError[] = [];
      this.check(s, `${ptr}/oneOf/${i}`, value, path, errs);
      return errs;
    });
    const matching = results.filter((r) => r.length === 0).length;
    if (matching === 1) return;
    if (matching > 1) {
      errors.push({ path, message: `matches ${matching} of the ${list.length} alternatives (expected exactly one)` });
      return;
    }
    let best = results[0] as SchemaError[];
    for (const r of results) if (r.length < best.length) best = r;
    errors.push({ path, message: `matches none of the ${list.length} alternatives; the closest fails with:` }, ...best);
  }
}

function hasType(value: unknown, t: string): boolean {
  switch (t) {
    case 'null':
      return value === null;
    case 'boolean':
      return typeof value === 'boolean';
    case 'string':
      return typeof value === 'string';
    case 'number':
      return typeof value === 'number' && Number.isFinite(value);
    case 'integer':
      return typeof value === 'number' && Number.isInteger(value);
    case 'array':
      return Array.isArray(value);
    case 'object':
      return isObject(value);
    default:
      throw new Error(`"${t}" is not a JSON Schema type`);
  }
}

function typeName(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'an integer' : 'a number';
  return typeof value === 'object' ? 'an object' : `a ${typeof value}`;
}

function show(value: unknown): string {
  const text = JSON.stringify(value);
  if (text === undefined) return String(value);
  return text.length > 60 ? `${text.slice(0, 57)}...` : text;
}

export function jsonEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a)) return Array.isArray(b) && a.length === b.length && a.every((x, i) => jsonEqual(x, b[i]));
  if (isObject(a) && isObject(b)) {
    const ka = Object.keys(a);
    return ka.length === Object.keys(b).length && ka.every((k) => Object.prototype.hasOwnProperty.call(b, k) && jsonEqual(a[k], b[k]));
  }
  return false;
}

function childPath(path: string, key: string): string {
  return /^[A-Za-z_$][A-Za-z0-9_$]*$/.test(key) ? `${path}.${key}` : `${path}[${JSON.stringify(key)}]`;
}

function escapePointer(key: string): string {
  return key.replace(/~/g, '~0').replace(/\//g, '~1');
}

function isObject(x: unknown): x is Record<string, unknown> {
  return typeof x === 'object' && x !== null && !Array.isArray(x);
}
