/**
 * Every word of the table cards and guide cards (movement-cards.ts): the group `movementCards` of each language's
 * catalogue (src/i18n/catalogues/), so that `movement … --format html --lang nb` gives the cards in Norwegian.
 * Table, round and pair numbers and board ranges are not words: the renderer writes them in the language's way
 * and passes them in as text; counts come in as numbers, for the plural.
 *
 * @example
 * englishMovementCardLabels.boardsTo({ tableList: ['1', '6'] }) //=> 'to tables 1 and 6'
 */
import { en } from '../../i18n/catalogues/en.js';
import type { Msg } from '../../i18n/messages.js';
import type { MovementForm } from '../../movement/generated.js';

export interface MovementCardLabels {
  /** the movement's name by its form */
  readonly forms: Readonly<Record<MovementForm, string>>;
  /** after the name of an arrow-switched Mitchell, and the mark of a switched round on the master sheet */
  readonly arrowSwitched: string;
  /** the page title and heading when no title is given */
  readonly defaultTitle: Msg<{ readonly movement: string }>;
  readonly factTables: Msg<{ readonly n: number }>;
  readonly factRounds: Msg<{ readonly n: number }>;
  readonly factBoardsPerRound: Msg<{ readonly n: number }>;
  readonly factBoardsInPlay: Msg<{ readonly n: number }>;
  readonly factWinners: Msg<{ readonly winners: 'one' | 'two' }>;
  readonly factHalfTable: string;
  /** the rounds every table switches in; `ownTable` (share-and-relay: the last table) has rounds of its own */
  readonly factSwitches: Msg<{ readonly switchRounds: readonly string[]; readonly ownTable: string | undefined; readonly ownRounds: readonly string[] }>;
  readonly masterSheet: string;
  readonly masterCaption: string;
  readonly pairGuide: string;
  readonly pairGuideCaption: string;
  readonly tableCard: Msg<{ readonly table: string }>;
  readonly tableCardCaption: Msg<{ readonly table: string }>;
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
  readonly seat: Msg<{ readonly table: string; readonly direction: string }>;
  readonly shortSeat: Msg<{ readonly table: string; readonly direction: string }>;
  readonly sitsOut: string;
  readonly sitsOutShort: string;
  /** a cell of a pair that has no seat in that round, and of a pair's next seat after the last round */
  readonly absent: string;
  readonly last: string;
  readonly boardsTo: Msg<{ readonly tableList: readonly string[] }>;
  readonly relayUntil: Msg<{ readonly untilRound: string }>;
  readonly finished: string;
  readonly sharedWith: Msg<{ readonly tableList: readonly string[] }>;
  readonly switchedNote: string;
  readonly versus: Msg<{ readonly pair: string }>;
  readonly footer: string;
}

/** The English cards, the default: the `movementCards` group of the English catalogue. */
export const englishMovementCardLabels: MovementCardLabels = en.movementCards;
