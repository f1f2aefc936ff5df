/**
 * Which parts of a schema the documents of a test exercised: every field (a `…/properties/<key>` location
 * reachable from the start) should have held a value other than null in some document, and every value of a
 * closed list (an enum, a const, true and false) should have been met. A field no document fills is a field
 * whose type no test checks.
 */
import { resolvePointer, type JsonSchema, type ValidateOptions } from '../helpers/json-schema.js';
import { loadSchema, schemaErrors, type SchemaKind } from './schemas.js';
import type { SchemaError } from '../helpers/json-schema.js';

export class SchemaCoverage {
  /** schema location → the plain values it accepted (objects and arrays only mark the location) */
  private readonly seen = new Map<string, Set<string>>();
  /** schema location → the keys every object it accepted had */
  private readonly alwaysKeys = new Map<string, Set<string>>();
  readonly fields: ReadonlyMap<string, readonly unknown[] | undefined>;
  /** every schema location reachable from the start */
  private readonly reachable: ReadonlySet<string>;

  constructor(
    readonly kind: SchemaKind,
    start = '#',
  ) {
    ({ fields: this.fields, reachable: this.reachable } = fieldsOf(loadSchema(kind), start));
  }

  readonly options: ValidateOptions = {
    onAccepted: (ptr, value) => {
      let values = this.seen.get(ptr);
      if (!values) this.seen.set(ptr, (values = new Set()));
      if (typeof value !== 'object' && values.size < 100) values.add(JSON.stringify(value));
      if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
        const keys = this.alwaysKeys.get(ptr);
        if (!keys) this.alwaysKeys.set(ptr, new Set(Object.keys(value)));
        else for (const k of keys) if (!Object.prototype.hasOwnProperty.call(value, k)) keys.delete(k);
      }
    },
  };

  /** Validate and record. */
  errors(doc: unknown): SchemaError[] {
    return schemaErrors(this.kind, doc, this.options);
  }

  /** The fields that never held a value other than null. */
  neverFilled(): string[] {
    return [...this.fields.keys()].filter((p) => !this.seen.has(p));
  }

  /**
   * "location: key" for each key the schema leaves optional that every document had: either the writer
   * always writes it (then it belongs in `required`) or no document shows it left out.
   */
  optionalAlwaysPresent(): string[] {
    const root = loadSchema(this.kind);
    const out: string[] = [];
    for (const [ptr, keys] of this.alwaysKeys) {
      if (!this.reachable.has(ptr)) continue;
      const s = resolvePointer(root, ptr);
      if (typeof s !== 'object' || s['properties'] === undefined) continue;
      const required = new Set((s['required'] ?? []) as string[]);
      for (const k of keys) if (!required.has(k)) out.push(`${ptr}: ${k}`);
    }
    return out.sort();
  }

  /** "location: value" for each value of a closed list never met (null aside). */
  valuesNeverMet(): string[] {
    const missing: string[] = [];
    for (const [p, closed] of this.fields) {
      for (const v of closed ?? []) if (v !== null && !this.seen.get(p)?.has(JSON.stringify(v))) missing.push(`${p}: ${JSON.stringify(v)}`);
    }
    return missing;
  }
}

/**
 * Every `…/properties/<key>` location reachable from `start` through properties, items, oneOf and $ref, each
 * with the closed list of values it allows, if any; and every location reached.
 */
export function fieldsOf(root: JsonSchema, start: string): { fields: Map<string, readonly unknown[] | undefined>; reachable: Set<string> } {
  const out = new Map<string, readonly unknown[] | undefined>();
  const visited = new Set<string>();
  const walk = (ptr: string): void => {
    if (visited.has(ptr)) return;
    visited.add(ptr);
    const s = resolvePointer(root, ptr);
    if (typeof s !== 'object') return;
    if (typeof s['$ref'] === 'string') walk(s['$ref']);
    for (const key of Object.keys((s['properties'] ?? {}) as object)) {
      const p = `${ptr}/properties/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`;
      const sub = resolvePointer(root, p);
      if (sub === false) continue;
      // A oneOf branch's own property (`kind: { const: "count" }`) narrows a field listed beside it.
      if (!ptr.includes('/oneOf/')) out.set(p, typeof sub === 'object' ? closedValues(root, sub) : undefined);
      walk(p);
    }
    if (s['items'] !== undefined) walk(`${ptr}/items`);
    if (Array.isArray(s['oneOf'])) s['oneOf'].forEach((_x, i) => walk(`${ptr}/oneOf/${i}`));
  };
  walk(start);
  return { fields: out, reachable: visited };
}

/** The values a schema allows when they are few: its enum, its const, or true and false for a boolean. */
function closedValues(root: JsonSchema, s: { readonly [k: string]: unknown }): readonly unknown[] | undefined {
  const target = typeof s['$ref'] === 'string' ? resolvePointer(root, s['$ref']) : s;
  if (typeof target !== 'object') return undefined;
  if (Array.isArray(target['enum'])) return target['enum'] as unknown[];
  if (target['const'] !== undefined) return [target['const']];
  const type = target['type'];
  if (type === 'boolean' || (Array.isArray(type) && type.includes('boolean'))) return [true, false];
  return undefined;
}
