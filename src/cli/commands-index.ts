/**
 * Every command and where its registration lives — and only the module of the command being run is loaded (a
 * club session's `pairs` never loads the teams, Swiss, handicap or movement code). Help, an unknown command or
 * none at all registers every command, so the listing is whole.
 */
import type { Register } from './program.js';

/** Each command and where its registration lives, in the order `--help` lists them. */
export const COMMANDS: readonly (readonly [string, () => Promise<readonly Register[]>])[] = [
  ['pairs', async () => [(await import('./commands/pairs.js')).registerPairsCommand]],
  ['explain', async () => [(await import('./commands/pairs.js')).registerExplainCommand]],
  ['validate', async () => [(await import('./commands/validate.js')).registerValidateCommand]],
  ['movement', async () => [(await import('./commands/movement/index.js')).registerMovementCommand]],
  ['teams', async () => [(await import('./commands/teams.js')).registerTeamsCommand]],
  ['vp-table', async () => [(await import('./commands/vp-table.js')).registerVpTableCommand]],
  ['swiss', async () => [(await import('./commands/swiss.js')).registerSwissCommand]],
  ['handicap', async () => [(await import('./commands/handicap.js')).registerHandicapCommand]],
  ['profiles', async () => [(await import('./commands/profiles.js')).registerProfilesCommand]],
  ['diff', async () => [(await import('./commands/diff.js')).registerDiffCommand]],
  ['masterpoints', async () => [(await import('./commands/masterpoints.js')).registerMasterpointsCommand]],
  ['deals', async () => [(await import('./commands/deals.js')).registerDealsCommand]],
  ['series', async () => [(await import('./commands/series.js')).registerSeriesCommand]],
  ['serve', async () => [(await import('./commands/serve.js')).registerServeCommand]],
];

/** The registrations for a command line: the command named first, or all. */
export async function registersFor(argv: readonly string[]): Promise<Register[]> {
  const only = COMMANDS.find(([name]) => name === argv[0]);
  const out: Register[] = [];
  for (const [, load] of only ? [only] : COMMANDS) for (const r of await load()) out.push(r);
  return out;
}
