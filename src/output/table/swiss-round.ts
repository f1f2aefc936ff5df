/**
 * Writers for a Swiss round: the movement CSV that `--movement` reads (`round,table,ns,ew,boards` for pairs,
 * `round,table,home,away[,boards]` for teams; a bye is a row whose other side is 0, as in Bridgemate's
 * RoundData), a table for the director to print, and JSON. Pure: each renders to a string; colour comes from
 * the chalk instance passed in.
 *
 * @example
 * renderRoundCsv(next) //=> "round,table,home,away,boards\n2,1,3,1,9-16\n2,2,2,5,9-16\n2,3,4,0,9-16\n"
 */
import type { Writer } from '../documents.js';
import { NO_COLOUR } from '../../text/no-colour.js';
import { label, score } from '../view/swiss-round.js';
import { TextTable } from '../../text/text-table.js';
import type { ChalkInstance } from 'chalk';
import { localeFor, type Lang } from '../../i18n/index.js';
import type { NextRound } from '../../model/swiss.js';

/** The round for the wall, in the language of `lang` (default English); numbers right-aligned. */
export function renderRoundTable(next: NextRound, chalk: ChalkInstance, lang?: Lang): string {
  const loc = localeFor(lang);
  const { common: c, swiss: w, teams: tm } = loc.t;
  const [a, b] = next.kind === 'teams' ? [tm.home, tm.away] : [c.ns, c.ew];
  const unit = next.kind === 'teams' ? c.vp : w.score;
  const position = new Map(next.standings.map((s) => [s.id, s]));
  const table = new TextTable({
    head: [w.table, a, w.position, unit, b, w.position, unit, w.note].map((h) => chalk.bold(h)),
    align: ['right', 'left', 'right', 'right', 'left', 'right', 'right', 'left'],
  });
  const cell = (id: string): string[] => {
    const s = position.get(id);
    return [label(next, id), s === undefined ? '' : String(s.position), s === undefined ? '' : loc.num(score(s.score))];
  };
  for (const t of next.tables) {
    const notes: string[] = [];
    if (t.previousMeetings.length > 0) notes.push(w.metIn({ rounds: t.previousMeetings.join(', ') }));
    if (t.sameClub) notes.push(w.sameClub);
    table.push([String(t.table), ...cell(t.home), ...cell(t.away), chalk.yellow(notes.join('; '))]);
  }
  if (next.bye !== undefined) {
    const again = next.bye.previousByes > 0 ? chalk.yellow(`; ${w.byeNumber({ n: next.bye.previousByes + 1 })}`) : '';
    table.push([String(next.bye.table), ...cell(next.bye.id), w.bye, '', loc.num(score(next.bye.score)), `${w.byeRule}${again}`]);
  }
  const heading = chalk.bold(w.heading({ round: next.round, of: next.rounds }));
  return `${heading} (${w.headingKind({ teams: next.kind === 'teams', boards: next.boards })})\n${table.toString()}\n`;
}

/** The Swiss writer of a table: the next round's draw, for the wall. */
export const writeSwissTable: Writer<NextRound> = (doc, o, write) => write(renderRoundTable(doc, o.chalk ?? NO_COLOUR, o.lang));
