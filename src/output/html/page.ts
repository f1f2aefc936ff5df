/**
 * The document around every page: doctype, `lang`, UTF-8 declared first thing in the head, a viewport for
 * phones, the inline stylesheet, and a Content-Security-Policy that forbids every script and every request,
 * so the file stays self-contained even if something slipped through. Pairs and (later) teams pages share it.
 *
 * @example
 * htmlDocument({ lang: 'nb', title: 'Klubbkveld', body: '<h1>Klubbkveld</h1>' }).startsWith('<!DOCTYPE html>') //=> true
 */
import { esc } from '../../text/html-escape.js';
import { PAGE_CSS } from './styles.js';

export interface HtmlDocumentOptions {
  readonly lang: string;
  readonly title: string;
  /** already-escaped markup */
  readonly body: string;
}

/** Inline styles only; the data: icon stops the browser asking the server for /favicon.ico. */
const CSP = "default-src 'none'; style-src 'unsafe-inline'; img-src data:; base-uri 'none'; form-action 'none'";

/** A BCP 47 tag such as `nb`, `sv-SE` or `da`; anything else falls back to English rather than reach the page. */
export function langTag(lang: string | undefined): string {
  return lang !== undefined && /^[A-Za-z]{2,3}(-[A-Za-z0-9]{1,8})*$/.test(lang) ? lang : 'en';
}

export function htmlDocument(opts: HtmlDocumentOptions): string {
  return [
    '<!DOCTYPE html>',
    `<html lang="${esc(langTag(opts.lang))}">`,
    '<head>',
    '<meta charset="utf-8">',
    `<meta http-equiv="Content-Security-Policy" content="${esc(CSP)}">`,
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${esc(opts.title)}</title>`,
    '<link rel="icon" href="data:,">',
    `<style>${PAGE_CSS}</style>`,
    '</head>',
    '<body>',
    opts.body,
    '</body>',
    '</html>',
    '',
  ].join('\n');
}

/** A column header cell; `text` is markup, already escaped. */
export function th(text: string, cls = ''): string {
  return `<th scope="col"${cls ? ` class="${cls}"` : ''}>${text}</th>`;
}
