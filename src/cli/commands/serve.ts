/**
 * `bridgescore serve SESSION.bws|TRAVELLERS…`: live results on the club's network — the options. What it does
 * is in serve-run.ts, loaded when the command runs.
 */
import { Option, type Command } from 'commander';
import type { CliDeps } from '../deps.js';
import { LANGUAGE_LIST, LANGUAGES } from '../../i18n/languages.js';
import { addEventOptions } from './pairs-options.js';
import type { ServeCliOptions } from './serve-options.js';

export function registerServeCommand(program: Command, deps: CliDeps): void {
  const cmd = program
    .command('serve')
    .description(
      "live results for the club room: a web server of the ranking (a screen page with a QR code for phones), each pair's page and the boards once every table has played them, rescored whenever the files change",
    )
    .argument('<files...>', 'the session: a Bridgemate .bws, or traveller files with --movement');
  addEventOptions(cmd);
  cmd
    .option('--port <n>', 'the port to listen on, 0 to 65535 (0: any free port)', '8080')
    .option(
      '--host <address>',
      'the address to listen on: this machine only by default; 0.0.0.0 for every network of this machine (the club network)',
      '127.0.0.1',
    )
    .option('--url <address>', 'the address players open, in the QR code (default: this machine on the club network, as found)')
    .option('--cycle <seconds>', 'the screen: how long each field stays before the next (0: all at once)', '15')
    .option('--director-key <key>', "the director's page is at /director/KEY (default: a random key, printed at the start)")
    .option('--interval <seconds>', 'how often to look at the files, 0.05 to 3600 (default: 2)')
    .option('--final', 'the session is over: no provisional mark once every round is complete; without a movement, every board is shown')
    .addOption(new Option('--lang <code>', `the language of the pages: ${LANGUAGE_LIST}`).choices(LANGUAGES).default('en'))
    .action(async (files: string[], opts: ServeCliOptions) => {
      await (await import('./serve-run.js')).runServe(files, opts, deps);
    });
}
