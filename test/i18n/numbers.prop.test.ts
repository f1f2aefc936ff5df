/**
 * Invariants of the number formatting: English is the display rounding as it is; every other language writes
 * the same digits, only with its decimal comma and its grouping, so reading them back gives the same number;
 * and a column's values all carry the same number of decimals, each the exact value rounded once.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { columnFormat, LANGUAGES, localNumber } from '../../src/i18n/index.js';
import { Rational } from '../../src/base/rational.js';

const OPTS = { seed: 20240915, numRuns: 300 };

const decimal = fc
  .tuple(fc.boolean(), fc.bigInt({ min: 0n, max: 10n ** 12n }), fc.integer({ min: 0, max: 3 }))
  .map(([neg, n, d]) => Rational.of(neg ? -n : n, 10n ** BigInt(d)).toFixed(d));

describe('number formatting (properties)', () => {
  it('leaves English as the display rounding wrote it', () => {
    fc.assert(
      fc.property(decimal, (text) => localNumber(text, 'en') === text),
      OPTS,
    );
  });

  it('writes the same digits in every language, so the number reads back the same', () => {
    fc.assert(
      fc.property(decimal, fc.constantFrom(...LANGUAGES), (text, lang) => {
        const local = localNumber(text, lang);
        const group = lang === 'da' ? /\./g : /\u00a0/g;
        const back = lang === 'en' ? local : local.replace(group, '').replace(',', '.');
        expect(back).toBe(text);
        expect(local.replace(/\D/g, '')).toBe(text.replace(/\D/g, ''));
      }),
      OPTS,
    );
  });

  it('gives a column one number of decimals, every value rounded once from its exact value', () => {
    const value = fc.tuple(fc.integer({ min: -100000, max: 100000 }), fc.integer({ min: 1, max: 12 })).map(([n, d]) => Rational.of(n, d));
    fc.assert(
      fc.property(fc.array(value, { minLength: 1, maxLength: 30 }), fc.constantFrom(1, 2), (values, max) => {
        const fmt = columnFormat(values, max);
        const texts = values.map((v) => fmt(v));
        const decimals = new Set(texts.map((t) => (t.includes('.') ? (t.split('.')[1] as string).length : 0)));
        expect(decimals.size).toBe(1);
        const d = [...decimals][0] as number;
        expect(d === 0 || d === max).toBe(true);
        values.forEach((v, i) => expect(texts[i]).toBe(v.toFixed(d)));
        // decimals are shown only when some value needs them
        expect(d === max).toBe(values.some((v) => !Rational.parseDecimal(v.toFixed(max))?.isInteger()));
      }),
      OPTS,
    );
  });
});
