/**
 * Numbers and dates as each language writes them, on top of the one exact display rounding
 * (`Rational.toFixed`, half away from zero; src/output/format-number.ts). No `Intl` and no `toLocaleString`:
 * those follow the machine's ICU data and locale, and the same command must give the same bytes everywhere.
 *
 * The conventions (the language councils' style guides: Språkrådet in Norway and in Sweden, Dansk Sprognævn,
 * Kotus in Finland):
 * - decimal comma in nb, sv, da and fi, decimal point in en;
 * - a space between the number and the percent sign in all five (a no-break space in the Nordic languages, so
 *   that "54,67 %" never breaks across lines; en keeps the plain space it always had);
 * - digits grouped in threes only from five digits on (all four councils allow a four-digit number unspaced,
 *   and scores such as 1430 are always written so in results): a no-break space in nb, sv and fi, a full stop
 *   in da; en groups nothing, as before;
 * - dates: nb, da and fi `15.09.2024`, sv `2024-09-15` (the Swedish standard form); en keeps ISO 8601
 *   `2024-09-15`, which reads the same to British and American readers alike.
 *
 * Only the writers for people use this: CSV and JSON keep their machine format in every language.
 *
 * @example
 * localNumber('1234.5', 'nb') //=> '1234,5'
 * localPercent('54.67', 'nb') //=> '54,67 %' (with a no-break space)
 * localDate('2024-09-15', 'da') //=> '15.09.2024'
 * columnFormat([rat(126), rat(2039, 10)], 1)(rat(126)) //=> '126.0'
 */
import type { Rational } from '../base/rational.js';
import type { Lang } from './languages.js';

const NBSP = '\u00a0';

export interface NumberConventions {
  /** between the whole part and the decimals */
  readonly decimal: string;
  /** between groups of three digits, '' for none */
  readonly group: string;
  /** the fewest digits of the whole part that are grouped */
  readonly groupFrom: number;
  /** between the number and "%" */
  readonly percentSpace: string;
  readonly date: (year: string, month: string, day: string) => string;
}

const dayMonthYear = (y: string, m: string, d: string): string => `${d}.${m}.${y}`;
const iso = (y: string, m: string, d: string): string => `${y}-${m}-${d}`;

export const CONVENTIONS = {
  en: { decimal: '.', group: '', groupFrom: 5, percentSpace: ' ', date: iso },
  nb: { decimal: ',', group: NBSP, groupFrom: 5, percentSpace: NBSP, date: dayMonthYear },
  sv: { decimal: ',', group: NBSP, groupFrom: 5, percentSpace: NBSP, date: iso },
  da: { decimal: ',', group: '.', groupFrom: 5, percentSpace: NBSP, date: dayMonthYear },
  fi: { decimal: ',', group: NBSP, groupFrom: 5, percentSpace: NBSP, date: dayMonthYear },
} as const satisfies Record<Lang, NumberConventions>;

const NUMBER = /^([+\-\u2212]?)(\d+)(?:\.(\d+))?$/;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function grouped(digits: string, separator: string): string {
  const out: string[] = [];
  for (let end = digits.length; end > 0; end -= 3) out.unshift(digits.slice(Math.max(0, end - 3), end));
  return out.join(separator);
}

/**
 * A number written by the display rounding ("-1234.56", "+7.22", "126") in the language's way. Any other
 * text (an empty cell, "n/r") comes back unchanged.
 */
export function localNumber(text: string, lang: Lang): string {
  const m = NUMBER.exec(text);
  if (!m) return text;
  const c: NumberConventions = CONVENTIONS[lang];
  const whole = m[2] as string;
  const int = c.group !== '' && whole.length >= c.groupFrom ? grouped(whole, c.group) : whole;
  return `${m[1]}${int}${m[3] === undefined ? '' : `${c.decimal}${m[3]}`}`;
}

/** "54.67" → "54.67 %" (en) or "54,67 %" (nb, with a no-break space); '' stays ''. */
export function localPercent(text: string, lang: Lang): string {
  return text === '' ? '' : `${localNumber(text, lang)}${CONVENTIONS[lang].percentSpace}%`;
}

/** An ISO date `YYYY-MM-DD` as the language writes it; any other text comes back unchanged. */
export function localDate(text: string, lang: Lang): string {
  const m = ISO_DATE.exec(text);
  return m ? CONVENTIONS[lang].date(m[1] as string, m[2] as string, m[3] as string) : text;
}

/**
 * How a column chooses its decimals: `uniform` shows none when every value is whole and `max` otherwise (MP,
 * IMPs); `shortest` shows as many as the value that needs most (trailing zeros do not count), as penalties in
 * VP are written: ÷0.8, ÷1.5.
 */
export type ColumnDecimals = 'uniform' | 'shortest';

/**
 * The decimals a column of numbers shows, every value rounded once at `max` decimals, half away from zero.
 * So `126` above `203.9` (MP, max 1) becomes `126.0`, and Butler's `4` above `1.08` (IMPs, max 2) `4.00`.
 */
export function columnDecimals(values: Iterable<Rational | null | undefined>, max: number, mode: ColumnDecimals = 'uniform'): number {
  let need = 0;
  for (const v of values) {
    if (v === null || v === undefined) continue;
    const fraction = /\.(\d*[1-9])/.exec(v.toFixed(max));
    if (!fraction) continue;
    if (mode === 'uniform') return max;
    need = Math.max(need, (fraction[1] as string).length);
  }
  return need;
}

/** A formatter for one column: every value with the column's decimals (`columnDecimals`); missing values are ''. */
export function columnFormat(
  values: Iterable<Rational | null | undefined>,
  max: number,
  mode: ColumnDecimals = 'uniform',
): (v: Rational | null | undefined) => string {
  const decimals = columnDecimals(values, max, mode);
  // Rounding at `decimals` gives the same digits as rounding at `max` and dropping its trailing zeros.
  return (v) => (v === null || v === undefined ? '' : v.toFixed(decimals));
}
