/**
 * Every word of the table cards and guide cards (movement-cards.ts), so that the page can be given in another
 * language by passing another object of this shape. `lang` is the BCP 47 tag of these words, written into the
 * page. Numbers, pair numbers and board ranges are not words and are formatted by the renderer.
 *
 * @example
 * englishMovementCardLabels.boardsTo([1, 6]) //=> 'to tables 1 and 6'
 */
import type { MovementForm } from '../../movement/generated.js';

export interface MovementCardLabels {
  readonly lang: string;
  /** the movement's name by its form */
  readonly forms: Readonly<Record<MovementForm, string>>;
  readonly arrowSwitched: string;
  /** the page title and heading when no title is given */
  readonly defaultTitle: (movement: string) => string;
  readonly factTables: (n: number) => string;
  readonly factRounds: (n: number) => string;
  readonly factBoardsPerRound: (n: number) => string;
  readonly factBoardsInPlay: (n: number) => string;
  readonly factWinners: (winners: 'one' | 'two') => string;
  readonly factHalfTable: string;
  readonly factSwitches: (rounds: readonly number[], ownTable?: number, ownRounds?: readonly number[]) => string;
  readonly masterSheet: string;
  readonly masterCaption: string;
  readonly pairGuide: string;
  readonly pairGuideCaption: string;
  readonly tableCard: (table: number) => string;
  readonly tableCardCaption: (table: number) => string;
  readonly round: string;
  readonly table: string;
  readonly pair: string;
  readonly ns: string;
  readonly ew: string;
  readonly boards: string;
  readonly nsNext: string;
  readonly ewNext: string;
  readonly boardsNext: string;
  /** the short direction names in a seat, e.g. "T3 NS" */
  readonly direction: Readonly<Record<'NS' | 'EW', string>>;
  readonly seat: (table: number, direction: string) => string;
  readonly shortSeat: (table: number, direction: string) => string;
  readonly sitsOut: string;
  readonly sitsOutShort: string;
  readonly absent: string;
  readonly last: string;
  readonly boardsTo: (tables: readonly number[]) => string;
  readonly relayUntil: (round: number) => string;
  readonly finished: string;
  readonly sharedWith: (tables: readonly number[]) => string;
  readonly switchedNote: string;
  readonly versus: (pair: string) => string;
  readonly footer: string;
}

const list = (items: readonly (string | number)[]): string =>
  items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${String(items[items.length - 1])}`;

export const englishMovementCardLabels: MovementCardLabels = {
  lang: 'en',
  forms: {
    plain: 'Mitchell',
    skip: 'Mitchell with a skip',
    relay: 'Mitchell, share-and-relay',
    complete: 'Howell',
    partial: 'Partial Howell',
    'from-complete': 'Partial Howell',
    'three-table': '3-table Howell',
  },
  arrowSwitched: 'arrow-switched',
  defaultTitle: (movement) => movement,
  factTables: (n) => `${n} tables`,
  factRounds: (n) => `${n} rounds`,
  factBoardsPerRound: (n) => `${n} ${n === 1 ? 'board' : 'boards'} a round`,
  factBoardsInPlay: (n) => `${n} boards in play`,
  factWinners: (w) => (w === 'one' ? 'one winner' : 'two winners'),
  factHalfTable: 'a half table: one pair sits out each round',
  factSwitches: (rounds, ownTable, ownRounds) =>
    `arrow-switch in ${rounds.length === 1 ? 'round' : 'rounds'} ${list(rounds)}` +
    (ownTable === undefined ? '' : ` (table ${ownTable}: ${(ownRounds ?? []).length === 1 ? 'round' : 'rounds'} ${list(ownRounds ?? [])})`),
  masterSheet: 'Master sheet',
  masterCaption: 'Every round at every table: the North-South and East-West pairs and the boards',
  pairGuide: 'Guide cards',
  pairGuideCaption: 'Where each pair sits in each round',
  tableCard: (t) => `Table ${t}`,
  tableCardCaption: (t) => `Table ${t}: the pairs and boards of each round, and where they go next`,
  round: 'Round',
  table: 'Table',
  pair: 'Pair',
  ns: 'NS',
  ew: 'EW',
  boards: 'Boards',
  nsNext: 'NS next',
  ewNext: 'EW next',
  boardsNext: 'Boards next',
  direction: { NS: 'NS', EW: 'EW' },
  seat: (t, d) => `table ${t} ${d}`,
  shortSeat: (t, d) => `T${t} ${d}`,
  sitsOut: 'sits out',
  sitsOutShort: 'out',
  absent: '–',
  last: '–',
  boardsTo: (tables) => `to ${tables.length === 1 ? 'table' : 'tables'} ${list(tables)}`,
  relayUntil: (round) => `relay stand until round ${round}`,
  finished: 'finished',
  sharedWith: (tables) => `shared with ${tables.length === 1 ? 'table' : 'tables'} ${list(tables)}`,
  switchedNote: 'arrow-switch: turn the boards, NS plays the EW hands',
  versus: (pair) => `v ${pair}`,
  footer: 'Made with bridgescore. Every pair plays each board once; boards on a relay stand wait there for the round shown.',
};
