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
import { type MovementCardLabels } from '../../i18n/labels.js';
export type { MovementCardLabels } from '../../i18n/labels.js';

/** The English cards, the default: the `movementCards` group of the English catalogue. */
export const englishMovementCardLabels: MovementCardLabels = en.movementCards;
