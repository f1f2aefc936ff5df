/**
 * The language of a page or table for players: its catalogue (`t`), and its way of writing numbers, percentages
 * and dates. Writers take a `Locale` (or a `Lang` and call `localeFor`); English is the default.
 *
 * @example
 * const loc = localeFor('nb');
 * loc.t.common.rank //=> 'Plass'
 * loc.pct('54.67') //=> '54,67 %'
 */
import { da } from './catalogues/da.js';
import { en } from './catalogues/en.js';
import { fi } from './catalogues/fi.js';
import { nb } from './catalogues/nb.js';
import { sv } from './catalogues/sv.js';
import { DEFAULT_LANG, isLang, type Lang } from './languages.js';
import type { Messages } from './messages.js';
import { localDate, localNumber, localPercent } from './numbers.js';

export { DEFAULT_LANG, LANGUAGES, LANGUAGE_LIST, LANGUAGE_NAMES, isLang, parseLang, type Lang } from './languages.js';
export type { Messages } from './messages.js';
export { columnDecimals, columnFormat, localDate, localNumber, localPercent } from './numbers.js';

export const CATALOGUES: Readonly<Record<Lang, Messages>> = { en, nb, sv, da, fi };

export interface Locale {
  readonly lang: Lang;
  readonly t: Messages;
  /** a number from the display rounding ("-1234.5") as the language writes it */
  num(text: string): string;
  /** a percentage with its sign: "54.67" → "54,67 %" */
  pct(text: string): string;
  /** an ISO date as the language writes it */
  date(text: string): string;
}

const LOCALES = new Map<Lang, Locale>();

/** The locale of a language; anything that is not one of LANGUAGES (from untyped callers) is English. */
export function localeFor(lang: Lang | undefined = DEFAULT_LANG): Locale {
  const l: Lang = lang !== undefined && isLang(lang) ? lang : DEFAULT_LANG;
  let loc = LOCALES.get(l);
  if (!loc) {
    loc = {
      lang: l,
      t: CATALOGUES[l],
      num: (text) => localNumber(text, l),
      pct: (text) => localPercent(text, l),
      date: (text) => localDate(text, l),
    };
    LOCALES.set(l, loc);
  }
  return loc;
}

/** "Pair 4: …" → "pair 4: …", for the terminal's notes, which start in lower case. */
export function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}
