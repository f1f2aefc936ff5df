/**
 * One version of the live pages made as the server makes it (buildLive), in this thread: the club session
 * entered up to a round, with the options as the command line gives them, and the hand record's deals
 * taken from a store of solved deals where given.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Command } from 'commander';
import { buildLive } from '../../src/cli/serve-build.js';
import { registerServeCommand } from '../../src/cli/commands/serve.js';
import type { ServeCliOptions } from '../../src/cli/commands/serve-options.js';
import type { DoubleDummyTable } from '../../src/model/types.js';
import { fakeDeps } from '../helpers/cli.js';
import { CLUB, MOVEMENT, upToRound } from './server.js';

/** The options as the command line gives them. */
export async function optionsOf(argv: string[]): Promise<{ files: string[]; opts: ServeCliOptions }> {
  const { deps } = fakeDeps();
  const program = new Command().exitOverride();
  registerServeCommand(program, deps);
  let got: { files: string[]; opts: ServeCliOptions } | undefined;
  program.commands.find((c) => c.name() === 'serve')?.action((files: string[], opts: ServeCliOptions) => void (got = { files, opts }));
  await program.parseAsync(['serve', ...argv], { from: 'user' });
  if (!got) throw new Error('no options');
  return got;
}

/** The pages after round k, by path: `serve t.csv --movement m.csv --names n.csv --deals d.pbn ARGS`. */
export async function pagesAfter(
  k: number,
  deals: Uint8Array,
  extra: string[] = [],
  solved: Map<string, DoubleDummyTable> = new Map(),
): Promise<Map<string, string>> {
  const { files, opts } = await optionsOf(['t.csv', '--movement', 'm.csv', '--names', 'n.csv', '--deals', 'd.pbn', ...extra]);
  const enc = new TextEncoder();
  const bytes = new Map<string, Uint8Array>([
    ['t.csv', enc.encode(upToRound(k))],
    ['m.csv', enc.encode(MOVEMENT)],
    ['n.csv', new Uint8Array(readFileSync(join(CLUB, 'names.csv')))],
    ['d.pbn', deals],
  ]);
  const built = await buildLive(
    { files, opts, bytes, site: { url: 'http://127.0.0.1:8080/', cycleSeconds: 15, directorPath: '/director/key-12345' }, cwd: '/', version: 1 },
    solved,
  );
  const dec = new TextDecoder();
  return new Map([...built.pages].map(([path, p]) => [path, dec.decode(p.body)]));
}
