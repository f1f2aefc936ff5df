/**
 * The teams' match sheets in the terminal (`teams --match-sheets`): under each match's heading a table of its
 * boards, both rooms' contract, declarer, result and North-South score, the home team's net score and the IMPs
 * each team won on the board, then the match's IMPs as the matches table gives them. Words and numbers in the
 * language given.
 *
 * @example
 * renderMatchSheetsTable(doc, new Chalk({ level: 0 }), localeFor('en')) // "Board by board\n\nRound 1: …"
 */
import type { ChalkInstance } from 'chalk';
import type { Locale } from '../../i18n/index.js';
import { TextTable } from '../../text/text-table.js';
import type { TeamsDocument } from '../documents.js';
import { matchSheets, netText, roomText, sheetHeadings, type SheetRoom, type SheetRow } from '../view/teams-boards.js';
import { impsText, nameOf } from '../view/teams.js';

/** Every sheet, or '' when no match has its boards. */
export function renderMatchSheetsTable(doc: TeamsDocument, chalk: ChalkInstance, loc: Locale): string {
  const sheets = matchSheets(doc);
  if (sheets.length === 0) return '';
  const l = loc.t.matchSheet;
  const name = nameOf(doc.result);
  const num = (n: number | string): string => loc.num(String(n));
  const imps = (r: SheetRow['impsHome']): string => (r === null ? '' : loc.num(impsText(r)));
  const out = [chalk.bold(l.heading)];
  for (const s of sheets) {
    const t = new TextTable({
      head: sheetHeadings({ ...loc.t.common, ...l }, (team) => l.impsOf({ team }), name(s.home), name(s.away)).map((h) => chalk.bold(h)),
      align: ['right', 'left', 'right', 'left', 'right', 'right', 'right', 'right'],
    });
    for (const r of s.rows) {
      const score = (room: SheetRoom | undefined): string => (room === undefined ? '' : num(room.scoreNS));
      t.push([
        num(r.board),
        roomText(r.open, l.passedOut),
        score(r.open),
        roomText(r.closed, l.passedOut),
        score(r.closed),
        netText(r, l, num),
        imps(r.impsHome),
        imps(r.impsAway),
      ]);
    }
    if (s.result) t.push([loc.t.common.total, '', '', '', '', '', imps(s.result.home.imps), imps(s.result.away?.imps ?? null)].map((c) => chalk.bold(c)));
    out.push('', chalk.bold(l.match({ round: s.round, home: name(s.home), away: name(s.away) })), t.toString());
  }
  out.push('', chalk.dim(l.note));
  return `${out.join('\n')}\n`;
}
