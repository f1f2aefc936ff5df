/**
 * The writers' colours: chalk when colour is on (a terminal, no NO_COLOR), and otherwise plain text without
 * loading chalk at all — the pipes, files and CI logs that are most runs.
 *
 * @example
 * (await colours(false)).bold('Results') //=> 'Results'
 */
import type { ChalkInstance } from 'chalk';
import { NO_COLOUR } from '../text/no-colour.js';

export async function colours(on: boolean): Promise<ChalkInstance> {
  if (!on) return NO_COLOUR;
  const { Chalk } = await import('chalk');
  return new Chalk({ level: 1 });
}
