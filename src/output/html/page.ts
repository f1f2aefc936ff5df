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
import { LIVE_CSS } from './live/styles.js';

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
  const [head, tail] = htmlDocumentAround(opts);
  return `${head}${opts.body}${tail}`;
}

/** A page's markup before its body and after it: for a page written piece by piece (`body` not used). */
export function htmlDocumentAround(opts: Omit<HtmlDocumentOptions, 'body'>): [head: string, tail: string] {
  return [
    [
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
      '',
    ].join('\n'),
    '\n</body>\n</html>\n',
  ];
}

/** What makes a page live (`bridgescore serve`): its version, the script that follows the server's changes, and a refresh without it. */
export interface LivePage {
  /** the version of the results the page shows; the script asks for the page again when the server's is newer */
  readonly version: number;
  /** the page looks again by itself after this many seconds when scripts are off */
  readonly refreshSeconds: number;
}

/** The script and its requests come from the server that serves the page, and from nowhere else. */
const LIVE_CSP = "default-src 'none'; style-src 'unsafe-inline'; img-src data:; script-src 'self'; connect-src 'self'; base-uri 'none'; form-action 'none'";

/** A page of htmlDocument made live: the policy lets the server's own script in, and the head says the version. */
export function livePage(html: string, live: LivePage): string {
  const head = [
    `<meta name="bridgescore-version" content="${live.version}">`,
    `<noscript><meta http-equiv="refresh" content="${live.refreshSeconds}"></noscript>`,
    `<style>${LIVE_CSS}</style>`,
    '<script src="/live.js" defer></script>',
    '</head>',
  ].join('\n');
  return html.replace(`content="${esc(CSP)}"`, `content="${esc(LIVE_CSP)}"`).replace('</head>', head);
}

/** A column header cell; `text` is markup, already escaped. */
export function th(text: string, cls = ''): string {
  return `<th scope="col"${cls ? ` class="${cls}"` : ''}>${text}</th>`;
}
