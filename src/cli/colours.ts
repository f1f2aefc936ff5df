/**
 * The writers' colours: chalk when colour is on (a terminal, no NO_COLOR), and otherwise plain text without
 * loading chalk at all — the pipes, files and CI logs that are most runs.
 *
 * @example
 * (await colours(false)).bold('Results') //=> 'Results'
 */
import type { ChalkInstance } from 'chalk';

const plain = (text: unknown): string => String(text);

/** What the writers use of chalk, each the identity: no escape codes. */
const NO_COLOUR = { bold: plain, dim: plain, yellow: plain, red: plain, green: plain, level: 0 } as unknown as ChalkInstance;

export async function colours(on: boolean): Promise<ChalkInstance> {
  if (!on) return NO_COLOUR;
  const { Chalk } = await import('chalk');
  return new Chalk({ level: 1 });
}
