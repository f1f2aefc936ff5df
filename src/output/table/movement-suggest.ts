/**
 * `movement suggest` written out: a table for the director (cli-table3; colour from the chalk instance given),
 * or CSV and JSON, stable machine formats with one record per movement and the same fields. The table's heading
 * and column headings, the movements' names, the winners and the notes under the table follow `--lang` (the
 * `suggest` group of src/i18n/catalogues/, English by default); the commands in the last column are the
 * program's own and stay as they are. CSV and JSON are English, whatever the language.
 *
 * @example
 * suggestionsCsv(suggestMovements({ pairs: 12 })).split('\n')[0]
 * //=> 'movement,tables,rounds,boards_per_round,boards_played,boards_in_play,winners,half_table,complete,compared_min,compared_max,ns_rounds_min,ns_rounds_max,command'
 */
import { displayWidth, TextTable } from '../../text/text-table.js';
import type { ChalkInstance } from 'chalk';
import { csvText } from '../../text/csv.js';
import { en } from '../../i18n/catalogues/en.js';
import type { Suggestion } from '../../movement/suggest.js';
import { jsonText } from '../../text/json-text.js';
import { type SuggestLabels } from '../../i18n/labels.js';
export type { SuggestLabels } from '../../i18n/labels.js';

const range = (r: { min: number; max: number }): string => (r.min === r.max ? String(r.min) : `${r.min}–${r.max}`);

/** The table fits a terminal of this many columns (headings, names and notes wrap; each command has its own line). */
export const SUGGEST_TABLE_WIDTH = 100;
/** the narrowest the movement's name may wrap to */
const NAME_MIN_WIDTH = 16;
/** box-drawing characters and padding of a table of 9 columns: "│ " before each, " │" after the last */
const TABLE_FRAME = 9 * 3 + 1;

/**
 * The table for the director: a number, the name and the balance of each movement, within 100 columns; under
 * it each movement's command on its own line, by number, then the notes. A movement in which two pairs of one
 * field are never compared has its "compared" cell marked "!", explained under the table; the movements left
 * out for a board played at one table only are counted there.
 */

/** The largest of the numbers (0 for none), without spreading a list of any length into a call. */
function maxOf(xs: readonly number[]): number {
  let m = 0;
  for (const x of xs) if (x > m) m = x;
  return m;
}
export function suggestionsTable(
  list: readonly Suggestion[],
  pairs: number,
  boards: number,
  chalk: ChalkInstance,
  labels: SuggestLabels = en.suggest,
  leftOut = 0,
): string {
  const head = labels.heading({ pairCount: pairs, tableCount: Math.ceil(pairs / 2), halfTable: pairs % 2 === 1, boardCount: boards });
  const notes = leftOut > 0 ? [labels.leftOut({ count: leftOut })] : [];
  if (list.length === 0)
    return `${chalk.bold(head)}
${labels.none}
${wrapLines(notes.join('\n'), SUGGEST_TABLE_WIDTH)}${notes.length > 0 ? '\n' : ''}`;
  const l = labels;
  const rows = list.map((s, i) => [
    String(i + 1),
    l.movementName(s.named),
    String(s.info.rounds),
    String(s.info.boardsPerRound),
    s.boardsPlayedFewest === s.boardsPlayed ? String(s.boardsPlayed) : `${s.boardsPlayedFewest}–${s.boardsPlayed}`,
    String(s.boardsInPlay),
    l.winnerCount({ winners: s.info.winners }),
    range(s.balance.compared) + (s.balance.compared.min === 0 ? ' !' : ''),
    s.info.winners === 'one' ? range(s.balance.nsRounds) : '–',
  ]);
  const headings = ['#', l.movement, l.rounds, l.boardsPerRound, l.boards, l.inPlay, l.winners, l.compared, l.nsRounds];
  // every column but the name as narrow as its cells and the longest word of its heading; the name takes the rest
  const widths = headings.map((h, c) => Math.max(maxOf(rows.map((r) => displayWidth(r[c] as string))), maxOf(words(h).map(displayWidth))));
  const others = widths.reduce((a, w, c) => (c === 1 ? a : a + w), 0);
  widths[1] = Math.max(NAME_MIN_WIDTH, maxOf(words(l.movement).map(displayWidth)), Math.min(widths[1] as number, SUGGEST_TABLE_WIDTH - TABLE_FRAME - others));
  const headLines = headings.map((h, c) => wrap(h, widths[c] as number));
  const headCount = maxOf(headLines.map((x) => x.length));
  const line = (cells: readonly string[][], k: number): string[] => cells.map((c) => c[k] ?? '');
  const t = new TextTable({
    head: line(headLines, 0).map((h) => chalk.bold(h)),
    align: ['right', 'left', 'right', 'right', 'right', 'right', 'right', 'right', 'right'],
  });
  for (let k = 1; k < headCount; k++) t.push(line(headLines, k).map((h) => chalk.bold(h)));
  for (const r of rows) {
    const cells = r.map((text, c) => (c === 1 ? wrap(text, widths[1] as number) : [text]));
    const count = maxOf(cells.map((x) => x.length));
    for (let k = 0; k < count; k++) t.push(line(cells, k));
  }
  const numberWidth = String(list.length).length;
  const commands = list.map((s, i) => `${String(i + 1).padStart(numberWidth)} ${s.command}`);
  if (list.some((s) => s.balance.compared.min === 0)) notes.unshift(l.neverCompared);
  const text = wrapLines([l.notes({ pairCount: pairs }), ...notes].join('\n'), SUGGEST_TABLE_WIDTH);
  return `${chalk.bold(head)}\n${t.toString()}\n${commands.join('\n')}\n${chalk.dim(text)}\n`;
}

/** The words of a heading or name: split at spaces, and after a slash ("Boards/" "round"). */
function words(text: string): string[] {
  return text.split(/ +|(?<=\/)/).filter((w) => w !== '');
}

/** Text in lines of at most `width` columns, broken between words (a longer word has a line of its own). */
function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let current = '';
  for (const part of text.split(/(?<= )|(?<=\/)/)) {
    const candidate = current + part;
    if (current !== '' && displayWidth(candidate.trimEnd()) > width) {
      lines.push(current.trimEnd());
      current = part;
    } else current = candidate;
  }
  if (current.trim() !== '' || lines.length === 0) lines.push(current.trimEnd());
  return lines;
}

/** Each line of the text wrapped to `width` columns. */
function wrapLines(text: string, width: number): string {
  return text
    .split('\n')
    .flatMap((l) => (displayWidth(l) > width ? wrap(l, width) : [l]))
    .join('\n');
}

const HEADER = [
  'movement',
  'tables',
  'rounds',
  'boards_per_round',
  'boards_played',
  'boards_played_min',
  'boards_in_play',
  'winners',
  'half_table',
  'complete',
  'compared_min',
  'compared_max',
  'ns_rounds_min',
  'ns_rounds_max',
  'command',
];

export function suggestionsCsv(list: readonly Suggestion[]): string {
  const records = list.map((s) => [
    s.name,
    String(s.info.tables),
    String(s.info.rounds),
    String(s.info.boardsPerRound),
    String(s.boardsPlayed),
    String(s.boardsPlayedFewest),
    String(s.boardsInPlay),
    s.info.winners,
    s.info.halfTable ? 'yes' : 'no',
    s.info.complete ? 'yes' : 'no',
    String(s.balance.compared.min),
    String(s.balance.compared.max),
    String(s.balance.nsRounds.min),
    String(s.balance.nsRounds.max),
    s.command,
  ]);
  return csvText([HEADER, ...records]);
}

export function suggestionsJson(list: readonly Suggestion[], pairs: number, boards: number, pretty = true): string {
  const movements = list.map((s) => ({
    movement: s.name,
    kind: s.info.kind,
    form: s.info.form,
    tables: s.info.tables,
    rounds: s.info.rounds,
    boardsPerRound: s.info.boardsPerRound,
    boardsPlayed: s.boardsPlayed,
    boardsPlayedFewest: s.boardsPlayedFewest,
    boardsInPlay: s.boardsInPlay,
    winners: s.info.winners,
    halfTable: s.info.halfTable,
    complete: s.info.complete,
    compared: s.balance.compared,
    nsRounds: s.balance.nsRounds,
    results: s.balance.results,
    opponents: s.balance.opponents,
    command: s.command,
  }));
  return jsonText({ pairs, boards, movements }, pretty);
}
