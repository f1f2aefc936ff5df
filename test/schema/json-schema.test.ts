/**
 * The validator of test/helpers/json-schema.ts, keyword by keyword: what each accepts, what it rejects and the
 * path and message it gives; and that a keyword it does not know is an error, never silently skipped.
 */
import { describe, expect, it } from 'vitest';
import { checkSchema, jsonEqual, resolvePointer, validateJson, type JsonSchema } from '../helpers/json-schema.js';

type Case = readonly [name: string, schema: JsonSchema, value: unknown, errors: readonly { path: string; message: string }[]];

const ok = [] as const;

const cases: readonly Case[] = [
  ['true accepts anything', true, { a: [1] }, ok],
  ['false rejects anything', false, 1, [{ path: '$', message: 'not allowed here' }]],
  ['type string', { type: 'string' }, 'x', ok],
  ['type string rejects a number', { type: 'string' }, 1, [{ path: '$', message: '1 is an integer (expected string)' }]],
  ['type integer accepts 3', { type: 'integer' }, 3, ok],
  ['type integer rejects 2.5', { type: 'integer' }, 2.5, [{ path: '$', message: '2.5 is a number (expected integer)' }]],
  ['type number accepts 2.5', { type: 'number' }, 2.5, ok],
  ['type number accepts an integer', { type: 'number' }, 7, ok],
  ['type number rejects Infinity', { type: 'number' }, Infinity, [{ path: '$', message: 'null is a number (expected number)' }]],
  ['type null', { type: 'null' }, null, ok],
  ['type boolean rejects "true"', { type: 'boolean' }, 'true', [{ path: '$', message: '"true" is a string (expected boolean)' }]],
  ['type object rejects an array', { type: 'object' }, [], [{ path: '$', message: '[] is an array (expected object)' }]],
  ['type array rejects an object', { type: 'array' }, {}, [{ path: '$', message: '{} is an object (expected array)' }]],
  ['a list of types accepts null', { type: ['number', 'null'] }, null, ok],
  ['a list of types rejects a string', { type: ['number', 'null'] }, 'a', [{ path: '$', message: '"a" is a string (expected number or null)' }]],
  ['enum', { enum: ['NS', 'EW', null] }, null, ok],
  ['enum rejects', { enum: ['NS', 'EW'] }, 'ns', [{ path: '$', message: '"ns" is not one of "NS", "EW"' }]],
  ['const', { const: 2 }, 2, ok],
  ['const rejects', { const: 2 }, 1, [{ path: '$', message: '1 is not 2' }]],
  ['const compares deeply', { const: { a: [1, 2] } }, { a: [1, 2] }, ok],
  ['minimum', { type: 'integer', minimum: 1 }, 1, ok],
  ['minimum rejects', { type: 'integer', minimum: 1 }, 0, [{ path: '$', message: '0 is less than the minimum 1' }]],
  ['maximum rejects', { maximum: 13 }, 14, [{ path: '$', message: '14 is more than the maximum 13' }]],
  ['pattern', { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$' }, '2026-11-02', ok],
  ['pattern rejects', { type: 'string', pattern: '^N:' }, 'E:…', [{ path: '$', message: '"E:…" does not match /^N:/' }]],
  ['minItems rejects', { type: 'array', minItems: 1 }, [], [{ path: '$', message: '0 items (expected at least 1)' }]],
  ['items', { type: 'array', items: { type: 'integer' } }, [1, 2], ok],
  ['items names the index', { items: { type: 'integer' } }, [1, 'x', 3], [{ path: '$[1]', message: '"x" is a string (expected integer)' }]],
  ['required', { type: 'object', required: ['a', 'b'] }, { a: 1, b: 2 }, ok],
  ['required names the key', { type: 'object', required: ['a', 'b'] }, { a: 1 }, [{ path: '$', message: 'missing required key "b"' }]],
  [
    'properties name the key',
    { properties: { total: { type: 'number' } } },
    { total: '12' },
    [{ path: '$.total', message: '"12" is a string (expected number)' }],
  ],
  [
    'a key that is no identifier',
    { properties: { 'session 1': { type: 'number' } } },
    { 'session 1': null },
    [{ path: '$["session 1"]', message: 'null is null (expected number)' }],
  ],
  ['additionalProperties false', { properties: { a: true }, additionalProperties: false }, { a: 1 }, ok],
  [
    'additionalProperties false rejects',
    { properties: { a: true }, additionalProperties: false },
    { a: 1, b: 2 },
    [{ path: '$', message: 'unexpected key "b"' }],
  ],
  [
    'additionalProperties as a schema',
    { additionalProperties: { type: 'integer' } },
    { x: 1, y: 'z' },
    [{ path: '$.y', message: '"z" is a string (expected integer)' }],
  ],
  ['no additionalProperties: other keys allowed', { properties: { a: true } }, { b: 1 }, ok],
  ['a property schema false forbids the key', { properties: { impNS: false } }, { impNS: 1 }, [{ path: '$.impNS', message: 'not allowed here' }]],
  [
    'nested paths',
    { properties: { ranking: { items: { properties: { players: { items: { required: ['id'] } } } } } } },
    { ranking: [{ players: [{ id: '1' }, {}] }] },
    [{ path: '$.ranking[0].players[1]', message: 'missing required key "id"' }],
  ],
  [
    '$ref into $defs',
    { $defs: { n: { type: 'integer' } }, properties: { a: { $ref: '#/$defs/n' } } },
    { a: 1.5 },
    [{ path: '$.a', message: '1.5 is a number (expected integer)' }],
  ],
  [
    '$ref to a property of a def',
    { $defs: { e: { properties: { d: { type: 'string' } } } }, properties: { x: { $ref: '#/$defs/e/properties/d' } } },
    { x: 'y' },
    ok,
  ],
  ['$ref with ~1 and ~0', { $defs: { 'a/b~c': { const: 1 } }, $ref: '#/$defs/a~1b~0c' }, 2, [{ path: '$', message: '2 is not 1' }]],
  [
    '$ref to the root (recursion)',
    { type: 'object', properties: { child: { $ref: '#' } }, additionalProperties: false },
    { child: { child: { x: 1 } } },
    [{ path: '$.child.child', message: 'unexpected key "x"' }],
  ],
  ['oneOf: exactly one', { oneOf: [{ const: 1 }, { const: 2 }] }, 2, ok],
  [
    'oneOf: more than one',
    { oneOf: [{ type: 'integer' }, { type: 'number' }] },
    2,
    [{ path: '$', message: 'matches 2 of the 2 alternatives (expected exactly one)' }],
  ],
  [
    'oneOf: none, with the closest alternative',
    { oneOf: [{ properties: { v: { const: 2 } }, required: ['a', 'b'] }, { properties: { v: { const: 1 } } }] },
    { v: 3 },
    [
      { path: '$', message: 'matches none of the 2 alternatives; the closest fails with:' },
      { path: '$.v', message: '3 is not 1' },
    ],
  ],
  [
    'annotations are ignored',
    { $schema: 'https://json-schema.org/draft/2020-12/schema', title: 't', description: 'd', $comment: 'c', type: 'string' },
    'x',
    ok,
  ],
  ['a failed type stops the other checks', { type: 'integer', minimum: 5, enum: [7] }, 'x', [{ path: '$', message: '"x" is a string (expected integer)' }]],
];

describe('validateJson', () => {
  it.each(cases)('%s', (_name, schema, value, errors) => {
    expect(validateJson(schema, value)).toEqual(errors);
  });

  it('reports every error, not only the first', () => {
    const schema = { type: 'object', required: ['a'], properties: { b: { type: 'string' }, c: { type: 'string' } }, additionalProperties: false };
    expect(validateJson(schema, { b: 1, c: 2, d: 3 }).map((e) => e.path)).toEqual(['$', '$.b', '$.c', '$']);
  });

  it('tells which subschemas accepted a value other than null', () => {
    const seen: string[] = [];
    const schema = { $defs: { p: { type: ['string', 'null'] } }, properties: { a: { $ref: '#/$defs/p' }, b: { $ref: '#/$defs/p' }, c: { type: 'integer' } } };
    validateJson(schema, { a: 'x', b: null, c: 'no' }, { onAccepted: (ptr) => seen.push(ptr) });
    expect(seen).toEqual(['#/$defs/p', '#/properties/a']);
  });

  describe('edge cases', () => {
    it('throws on a keyword it does not support, rather than skipping the check', () => {
      expect(() => validateJson({ type: 'string', maxLength: 3 }, 'abcd')).toThrow('unsupported keyword "maxLength"');
      expect(() => validateJson({ properties: { a: { if: {} } } }, { a: 1 })).toThrow('schema #/properties/a: unsupported keyword "if"');
    });

    it('throws on a $ref that points nowhere', () => {
      expect(() => validateJson({ $ref: '#/$defs/missing' }, 1)).toThrow('$ref "#/$defs/missing" points nowhere');
      expect(() => validateJson({ $ref: 'other.json#/a' }, 1)).toThrow('points nowhere');
    });

    it('does not take inherited keys for properties', () => {
      expect(validateJson({ required: ['toString'] }, {})).toEqual([{ path: '$', message: 'missing required key "toString"' }]);
      expect(validateJson({ properties: {}, additionalProperties: false }, JSON.parse('{"__proto__": 1}'))).toEqual([
        { path: '$', message: 'unexpected key "__proto__"' },
      ]);
    });

    it('shortens a long value in a message', () => {
      const [e] = validateJson({ type: 'number' }, 'x'.repeat(100));
      expect(e?.message).toBe(`"${'x'.repeat(56)}... is a string (expected number)`);
    });
  });
});

describe('checkSchema', () => {
  it('finds nothing wrong in a schema of supported keywords', () => {
    expect(
      checkSchema({ $defs: { a: { type: ['integer', 'null'] } }, type: 'object', properties: { x: { $ref: '#/$defs/a' }, y: false }, oneOf: [true] }),
    ).toEqual([]);
  });

  it('lists unknown keywords and types, bad refs and malformed lists anywhere in the schema, used or not', () => {
    expect(
      checkSchema({
        $defs: { unused: { type: 'float' }, other: { format: 'date' } },
        properties: { a: { $ref: '#/$defs/nope' }, b: 3 },
        items: { required: 'a' },
        oneOf: [],
        enum: 'x',
      }),
    ).toEqual([
      '#: enum is not an array',
      '#/properties/a: $ref "#/$defs/nope" points nowhere',
      '#/properties/b: not a schema (expected an object or a boolean)',
      '#/$defs/unused: "float" is not a type',
      '#/$defs/other: unsupported keyword "format"',
      '#/items: required is not a list of names',
      '#/oneOf: not a list of schemas',
    ]);
  });
});

describe('resolvePointer and jsonEqual', () => {
  const root = { a: 1, b: { c: true, 'd/e': {} } } as unknown as JsonSchema;
  it.each([
    ['#', root],
    ['#/b', { c: true, 'd/e': {} }],
    ['#/b/c', true],
    ['#/b/d~1e', {}],
    ['#/a', undefined],
    ['#/x', undefined],
    ['x', undefined],
  ] as const)('resolves %s to a schema (objects and booleans only)', (ref, expected) => {
    expect(resolvePointer(root, ref)).toEqual(expected);
  });

  it.each([
    [1, 1, true],
    [1, '1', false],
    [null, null, true],
    [[1, [2]], [1, [2]], true],
    [[1], [1, 2], false],
    [{ a: 1, b: 2 }, { b: 2, a: 1 }, true],
    [{ a: 1 }, { a: 1, b: undefined }, false],
    [{}, [], false],
  ] as const)('jsonEqual(%j, %j) is %s', (a, b, expected) => {
    expect(jsonEqual(a, b)).toBe(expected);
  });
});
