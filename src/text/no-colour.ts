/**
 * The colours of a table written without colour (a pipe, a file, NO_COLOR): what the writers use of chalk,
 * each the identity, so that no escape code is written and chalk itself is not loaded.
 *
 * @example
 * NO_COLOUR.bold('Results') //=> 'Results'
 */
import type { ChalkInstance } from 'chalk';

const plain = (text: unknown): string => String(text);

export const NO_COLOUR = { bold: plain, dim: plain, yellow: plain, red: plain, green: plain, level: 0 } as unknown as ChalkInstance;
