/**
 * The pairs writer of a table (writers.ts): the ranking, or every board with `--boards`; how far play has got during
 * a session; the handicap ranking after the scratch one.
 *
 * @example
 * writePairsTable({ scored }, options, (piece) => out.push(piece));
 */
import { renderBoardsTable, renderRankingTable } from './pairs.js';
import type { PairsDocument, Writer } from '../documents.js';
import { provisionalNote, provisionalText } from '../html/provisional.js';
import { NO_COLOUR } from '../../text/no-colour.js';
import { renderHandicapTable } from './handicap.js';
import { localeFor } from '../../i18n/index.js';

/** The pairs writer of a table: the ranking, or every board with `--boards`; how far play has got; the handicap ranking. */
export const writePairsTable: Writer<PairsDocument> = (doc, o, write) => {
  const chalk = o.chalk ?? NO_COLOUR;
  const { scored, mark } = doc;
  let text = o.boards
    ? renderBoardsTable(scored, { chalk, mpDisplay: o.mpDisplay, lang: o.lang })
    : renderRankingTable(scored, { chalk, mpDisplay: o.mpDisplay, lang: o.lang });
  if (mark?.provisional) {
    const loc = localeFor(o.lang);
    const note = provisionalNote(mark.status, loc);
    text += `\n${provisionalText(mark.status, loc)}${note ? ` (${note})` : ''}\n`;
  }
  if (doc.handicap) text += '\n' + renderHandicapTable(scored, doc.handicap, chalk, o.lang);
  write(text);
};
