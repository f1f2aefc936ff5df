/**
 * A printable hand record (`deals print --format html`): every board's diagram, what each side makes
 * double dummy, the double-dummy table and the par, several boards to an A4 page (two columns, `perPage`
 * boards a page, each board kept whole), in the page's language. The page's own stylesheet (styles.ts)
 * with a print sheet of its own after it; on a screen the boards flow as a grid.
 *
 * @example
 * handRecordSheet(boards, { title: 'Club night', loc: localeFor('sv') }) //=> '<!DOCTYPE html>…'
 */
import { localeFor, type Locale } from '../../i18n/index.js';
import type { BoardInfo } from '../../model/types.js';
import { boardFacts } from '../../laws/board-facts.js';
import { esc } from '../../text/html-escape.js';
import { dealDiagram } from './deal-diagram.js';
import { analysisHtml, makeableHtml } from './hand-record.js';
import { langTag } from './page.js';
import { PAGE_CSS } from './styles.js';

export interface HandRecordSheetOptions {
  readonly title?: string;
  readonly loc?: Locale;
  /** boards to a printed page (default 6: three rows of two) */
  readonly perPage?: number;
}

const CSP = "default-src 'none'; style-src 'unsafe-inline'; img-src data:; base-uri 'none'; form-action 'none'";

export const SHEET_CSS = `
body.sheet{max-width:none}
.sheet-page{display:grid;grid-template-columns:repeat(auto-fill,minmax(19rem,1fr));gap:.75rem 1.25rem;margin-bottom:1rem}
.sheet-board{break-inside:avoid;page-break-inside:avoid;border:1px solid #c4c8cf;border-radius:4px;padding:.4rem .6rem}
.sheet-board h2{font-size:1.05rem;margin:0 0 .3rem;border:0;padding:0}
.sheet-board .hand-record{display:block}
.sheet-board .makeable,.sheet-board .par{margin:.3rem 0;font-size:.9rem}
@page{size:A4;margin:10mm}
@media print{
body.sheet{font-size:10pt;padding:0}
.sheet-page{grid-template-columns:1fr 1fr;gap:4mm 6mm;break-after:page;page-break-after:always}
.sheet-page:last-child{break-after:auto;page-break-after:auto}
.sheet-board{border-color:#888}
}
`;

function boardHtml(info: BoardInfo, loc: Locale): string {
  const facts = boardFacts(info.board);
  const dealer = info.dealer ?? facts.dealer;
  const vulnerability = info.vulnerability ?? facts.vulnerability;
  const title = loc.t.common.boardNamed({ board: String(info.board) });
  const diagram = dealDiagram(info.deal, { board: info.board, dealer, vulnerability, loc });
  return [
    `<section class="sheet-board" id="board-${info.board}" aria-labelledby="board-${info.board}-h">`,
    `<h2 id="board-${info.board}-h">${esc(title)}</h2>`,
    diagram,
    info.doubleDummy ? makeableHtml(info.doubleDummy, loc) : '',
    analysisHtml(info, loc),
    '</section>',
  ].join('\n');
}

export function handRecordSheet(boards: readonly BoardInfo[], opts: HandRecordSheetOptions = {}): string {
  const loc = opts.loc ?? localeFor();
  const perPage = Math.max(1, opts.perPage ?? 6);
  const title = opts.title ?? loc.t.dealAnalysis.sheetTitle;
  const pages: string[] = [];
  for (let i = 0; i < boards.length; i += perPage) {
    pages.push(
      `<div class="sheet-page">\n${boards
        .slice(i, i + perPage)
        .map((b) => boardHtml(b, loc))
        .join('\n')}\n</div>`,
    );
  }
  return [
    '<!DOCTYPE html>',
    `<html lang="${esc(langTag(loc.lang))}">`,
    '<head>',
    '<meta charset="utf-8">',
    `<meta http-equiv="Content-Security-Policy" content="${esc(CSP)}">`,
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${esc(title)}</title>`,
    '<link rel="icon" href="data:,">',
    `<style>${PAGE_CSS}${SHEET_CSS}</style>`,
    '</head>',
    '<body class="sheet">',
    `<header class="event"><h1>${esc(title)}</h1></header>`,
    '<main>',
    ...pages,
    '</main>',
    '</body>',
    '</html>',
    '',
  ].join('\n');
}
