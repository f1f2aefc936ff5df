/**
 * The languages the pages and tables for players can be written in: one catalogue each (src/i18n/catalogues/).
 * English is the default whatever the machine's locale says, so that the same command gives the same page on a
 * director's laptop and in a federation's nightly job.
 *
 * @example
 * parseLang('nb') //=> 'nb'
 * parseLang('xx') //=> undefined
 */

export const LANGUAGES = ['en', 'nb', 'sv', 'da', 'fi'] as const;

export type Lang = (typeof LANGUAGES)[number];

export const DEFAULT_LANG: Lang = 'en';

/** The language's name in English, for help texts and messages to the director. */
export const LANGUAGE_NAMES = {
  en: 'English',
  nb: 'Norwegian (Bokmål)',
  sv: 'Swedish',
  da: 'Danish',
  fi: 'Finnish',
} as const satisfies Record<Lang, string>;

export function isLang(code: string): code is Lang {
  return (LANGUAGES as readonly string[]).includes(code);
}

/** The language of a code such as `nb`, or undefined for a code there is no catalogue for. */
export function parseLang(code: string): Lang | undefined {
  return isLang(code) ? code : undefined;
}

/** "en English, nb Norwegian (Bokmål), …", for the help of `--lang`. */
export const LANGUAGE_LIST: string = LANGUAGES.map((l) => `${l} ${LANGUAGE_NAMES[l]}`).join(', ');
