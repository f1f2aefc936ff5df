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
import { TextTable } from '../../text/text-table.js';
import type { ChalkInstance } from 'chalk';
import { csvText } from '../../text/csv.js';
import { en } from '../../i18n/catalogues/en.js';
import type { Suggestion } from '../../movement/suggest.js';
import { type SuggestLabels } from '../../i18n/labels.js';
export type { SuggestLabels } from '../../i18n/labels.js';

const range = (r: { min: number; max: number }): string => (r.min === r.max ? String(r.min) : `${r.min}–${r.max}`);

export function suggestionsTable(list: readonly Suggestion[], pairs: number, boards: number, chalk: ChalkInstance, labels: SuggestLabels = en.suggest): string {
  const head = labels.heading({ pairCount: pairs, tableCount: Math.ceil(pairs / 2), halfTable: pairs % 2 === 1, boardCount: boards });
  if (list.length === 0) return `${chalk.bold(head)}\n${labels.none}\n`;
  const l = labels;
  const t = new TextTable({
    head: [l.movement, l.rounds, l.boardsPerRound, l.boards, l.inPlay, l.winners, l.compared, l.nsRounds, 'bridgescore movement …'].map((h) => chalk.bold(h)),
    align: ['left', 'right', 'right', 'right', 'right', 'right', 'right', 'right', 'left'],
  });
  for (const s of list) {
    t.push([
      l.movementName(s.named),
      String(s.info.rounds),
      String(s.info.boardsPerRound),
      s.boardsPlayedFewest === s.boardsPlayed ? String(s.boardsPlayed) : `${s.boardsPlayedFewest}–${s.boardsPlayed}`,
      String(s.boardsInPlay),
      l.winnerCount({ winners: s.info.winners }),
      range(s.balance.compared),
      s.info.winners === 'one' ? range(s.balance.nsRounds) : '–',
      s.options,
    ]);
  }
  return `${chalk.bold(head)}\n${t.toString()}\n${chalk.dim(l.notes({ pairCount: pairs }))}\n`;
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

export function suggestionsJson(list: readonly Suggestion[], pairs: number, boards: number): string {
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
  return `${JSON.stringify({ pairs, boards, movements }, null, 2)}\n`;
}
