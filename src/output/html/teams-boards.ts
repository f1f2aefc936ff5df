/**
 * The team page's match sheets, board by board: a section with a table for each match whose boards are known
 * (both rooms' contract, declarer, result and North-South score, the home team's net score, the IMPs each team
 * won), then the match's IMPs. Each match has its own address (`#sheet-<round>-<home>-<away>`).
 *
 * @example
 * matchSheetsSection(doc, localeFor('nb')) // '<section id="sheets" …><h2 id="sheets-h">Spill for spill</h2>…'
 */
import type { Locale } from '../../i18n/index.js';
import { bdi, esc } from '../../text/html-escape.js';
import type { TeamsDocument } from '../documents.js';
import { matchSheets, netText, roomText, sheetHeadings, type MatchSheet, type SheetRoom, type SheetRow } from '../view/teams-boards.js';
import { impsText, nameOf } from '../view/teams.js';
import { th } from './page.js';

/** The id of a match's sheet: its round and teams, kept to letters, digits and dashes. */
export function sheetId(s: Pick<MatchSheet, 'round' | 'home' | 'away'>): string {
  const part = (x: string): string => x.replace(/[^A-Za-z0-9-]+/g, '_');
  return `sheet-${s.round}-${part(s.home)}-${part(s.away)}`;
}

/** The section, or '' when no match has its boards. */
export function matchSheetsSection(doc: TeamsDocument, loc: Locale): string {
  const sheets = matchSheets(doc);
  if (sheets.length === 0) return '';
  const l = loc.t.matchSheet;
  const c = loc.t.common;
  const name = nameOf(doc.result);
  const num = (n: number): string => esc(loc.num(String(n)));
  const imps = (r: SheetRow['impsHome']): string => (r === null ? '' : esc(loc.num(impsText(r))));
  // on a phone the NS scores and the net fold away (.opt): the board, both contracts and the IMPs stay in view
  const room = (r: SheetRoom | undefined): string =>
    `<td${r?.passedOut === true ? '' : ' class="nw"'}>${esc(roomText(r, l.passedOut))}</td><td class="n opt">${r === undefined ? '' : num(r.scoreNS)}</td>`;
  const tables = sheets.map((s) => {
    const text = l.match({ round: s.round, home: name(s.home), away: name(s.away) });
    const heading = esc(text);
    const head = sheetHeadings({ ...c, ...l }, (team) => l.impsOf({ team }), name(s.home), name(s.away))
      .map((h, i) => th(esc(h), i === 1 || i === 3 ? '' : i === 2 || i === 4 || i === 5 ? 'n opt' : 'n'))
      .join('');
    const rows = s.rows.map((r) => {
      const net = esc(netText(r, l, (n) => loc.num(String(n))));
      return `<tr><th scope="row" class="n">${num(r.board)}</th>${room(r.open)}${room(r.closed)}<td class="n opt">${net}</td><td class="n">${imps(r.impsHome)}</td><td class="n">${imps(r.impsAway)}</td></tr>`;
    });
    const total = s.result
      ? `<tfoot><tr><th scope="row" colspan="2">${esc(c.total)}</th><td class="opt"></td><td></td><td class="opt"></td><td class="opt"></td><td class="n">${imps(s.result.home.imps)}</td><td class="n">${imps(s.result.away?.imps ?? null)}</td></tr></tfoot>`
      : '';
    return [
      `<h3 id="${sheetId(s)}">${bdi(text)}</h3>`,
      `<div class="scroll"><table class="sheet"><caption class="sr">${heading}</caption>`,
      `<thead><tr>${head}</tr></thead><tbody>${rows.join('')}</tbody>${total}</table></div>`,
    ].join('');
  });
  return [
    '<section id="sheets" aria-labelledby="sheets-h">',
    `<h2 id="sheets-h">${esc(l.heading)}</h2>`,
    ...tables,
    `<p class="legend">${esc(l.note)}</p>`,
    '</section>',
  ].join('\n');
}
