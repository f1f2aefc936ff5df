/**
 * `bridgescore swiss`: the next round of a Monrad (Swiss) event (NBF 2.14, 3.13) from the results so far,
 * as the movement CSV that `--movement` reads, a table to print, or JSON.
 *
 * @example
 * bridgescore swiss results.csv --contestants teams.csv --boards-per-round 8 --format csv
 * //=> round,table,home,away,boards / 4,1,7,3,25-32 / …
 */
import { type Command, InvalidArgumentError, Option } from 'commander';
import { LANGUAGE_LIST, LANGUAGES } from '../../i18n/index.js';
import { Rational } from '../../base/rational.js';
import { MAX_BOARDS, MAX_ROUND, boundedDecimal, isTooLarge } from '../../base/numbers.js';
import { type BoardNumbering } from '../../pairing/next-round.js';
import type { PairingDistance, SeedingMethod, SwissKind } from '../../model/swiss.js';
import { type CliDeps } from '../deps.js';
import { optionFile } from '../option-file.js';
import { UsageError } from '../../base/diagnostics.js';
import { collectList } from '../list-option.js';
import { reportOrThrow } from '../report.js';
import { planSwiss, readSwissInputs } from '../../pipeline/swiss.js';
import { PRETTY_HELP } from '../json-layout.js';
import { writeDocument, writeOptionsFor } from '../write-document.js';

interface SwissCliOptions {
  contestants?: string;
  kind: SwissKind;
  seeding?: SeedingMethod;
  seed?: number;
  rounds?: number;
  boardsPerRound?: number;
  boardNumbering: BoardNumbering;
  byeScore: Rational;
  sameClub: 'avoid' | 'allow';
  balance: boolean;
  distance: PairingDistance;
  format: 'table' | 'csv' | 'json';
  lang: string;
  output?: string;
  pretty?: boolean;
  exclude?: string[];
}

function positiveInteger(what: string, max: number): (value: string) => number {
  return (value) => {
    if (!/^\d+$/.test(value) || Number(value) < 1 || Number(value) > max) {
      throw new InvalidArgumentError(`"${value}" is not ${what} (expected a whole number from 1 to ${max}).`);
    }
    return Number(value);
  };
}

function parseSeed(value: string): number {
  if (!/^\d+$/.test(value) || Number(value) > 0xffffffff) {
    throw new InvalidArgumentError(`"${value}" is not a seed (expected a whole number from 0 to 4294967295).`);
  }
  return Number(value);
}

function parseScore(value: string): Rational {
  const r = boundedDecimal(value, MAX_BYE_SCORE);
  if (r === undefined || isTooLarge(r) || r.sign() < 0) {
    throw new InvalidArgumentError(`"${value}" is not a score (expected a number such as 12 or 12.5, at most ${MAX_BYE_SCORE}).`);
  }
  return r;
}

/** A bye is worth at most a whole match on any scale the results use. */
const MAX_BYE_SCORE = 100_000;

export function registerSwissCommand(program: Command, deps: CliDeps): void {
  program
    .command('swiss')
    .description(
      'Pair the next round of a Monrad (Swiss) event (NBF 2.14, 3.13) from the results so far: highest against next ' +
        'highest, no repeat meeting unless impossible (fewest repeats, then smallest score differences, over the whole ' +
        'round), a bye to the lowest ranked contestant without one (NBF 2.9.2). Writes the movement for --movement.',
    )
    .argument(
      '[results]',
      'results so far: CSV round,home,away,imps_home,imps_away,boards,vp_home,vp_away (home, away: ids or names; penalty_home, penalty_away optional), so the CSV of teams --csv-table matches as it is (omit for round 1)',
    )
    .option('--contestants <file>', 'contestants: CSV id,name,club,rank (club for --same-club, rank for --seeding rank)')
    .addOption(new Option('--kind <kind>', 'teams (home/away) or pairs (NS/EW)').choices(['teams', 'pairs']).default('teams'))
    .addOption(
      new Option(
        '--seeding <method>',
        'order of the first round and last tiebreak: rank list, random with --seed, or as given (default: rank; random when --seed is given)',
      ).choices(['rank', 'random', 'given']),
    )
    .option('--seed <n>', 'seed of the random seeding (same seed, same draw)', parseSeed)
    .option('--rounds <n>', 'planned number of rounds (NBF 2.14: 25–75 % as many rounds as contestants)', positiveInteger('a number of rounds', MAX_ROUND))
    .option('--boards-per-round <n>', 'boards per round, to fill the board range of every table', positiveInteger('a number of boards', MAX_BOARDS))
    .addOption(
      new Option('--board-numbering <mode>', 'board numbers run on through the event, or restart at 1 each round')
        .choices(['continuous', 'per-round'])
        .default('continuous'),
    )
    .addOption(new Option('--bye-score <vp>', 'provisional value of a bye (NBF 2.9.2)').argParser(parseScore).default(Rational.of(12), '12'))
    .addOption(new Option('--same-club <policy>', 'keep contestants of the same club apart when possible').choices(['avoid', 'allow']).default('avoid'))
    .option('--no-balance', 'do not balance home/away (NS/EW): the better placed contestant is home (NS)')
    .addOption(
      new Option('--distance <measure>', 'when the standings order must be broken, keep score differences or rank differences small')
        .choices(['score', 'rank'])
        .default('score'),
    )
    .addOption(
      new Option(
        '--exclude <ids>',
        'contestants not to pair this round (withdrawn, NBF 2.11.5, or absent), comma-separated (or the option repeated); they stay in the standings',
      ).argParser(collectList),
    )
    .addOption(new Option('-f, --format <format>', 'output format').choices(['table', 'csv', 'json']).default('table'))
    .addOption(
      new Option('--lang <code>', `the language of the table for the wall: ${LANGUAGE_LIST} (CSV, JSON and messages stay as they are)`)
        .choices(LANGUAGES)
        .default('en'),
    )
    .option('-o, --output <file>', 'write to this file instead of standard output (all or nothing)')
    .option('--pretty', PRETTY_HELP)
    .action(async (results: string | undefined, options: SwissCliOptions) => {
      await runSwiss(results, options, deps);
    });
}

async function runSwiss(resultsPath: string | undefined, options: SwissCliOptions, deps: CliDeps): Promise<void> {
  const seeding: SeedingMethod = options.seeding ?? (options.seed === undefined ? 'rank' : 'random');
  if (seeding === 'random' && options.seed === undefined) throw new UsageError('--seeding random needs --seed N (the same seed gives the same draw)');
  const contestants = await optionFile(options.contestants, deps);
  const results = await optionFile(resultsPath, deps);
  const inputs = readSwissInputs({ ...(contestants ? { contestants } : {}), ...(results ? { results } : {}) }, { byeScore: options.byeScore });
  reportOrThrow(deps, inputs.diagnostics);
  const { next, warnings } = planSwiss(inputs, {
    kind: options.kind,
    seeding,
    ...(options.seed === undefined ? {} : { seed: options.seed }),
    ...(options.rounds === undefined ? {} : { rounds: options.rounds }),
    ...(options.boardsPerRound === undefined ? {} : { boardsPerRound: options.boardsPerRound }),
    boardNumbering: options.boardNumbering,
    byeScore: options.byeScore,
    avoidSameClub: options.sameClub === 'avoid',
    balance: options.balance,
    distance: options.distance,
    exclude: new Set(options.exclude ?? []),
  });
  for (const w of warnings) deps.stderr(`warning: ${w}\n`);
  await writeDocument(deps, 'swiss', options.format, next, await writeOptionsFor(deps, options), options.output);
}
