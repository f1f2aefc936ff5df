/**
 * `movement suggest`: every movement bridgescore generates for N pairs that plays about B boards (rounds ×
 * boards per round within ⌈B/8⌉ of B, 2 to 6 boards per round), with its balance (balance.ts), so that the
 * director can choose before play. N pairs fill ⌈N/2⌉ tables; an odd N leaves a half table (one pair fewer,
 * its opponents sit out each round). The candidates, in this order:
 * 1. Mitchell (two winners): T/2 to T rounds with an odd number of tables, to T − 1 (the skip) with an even
 *    one; with an even number, also all T rounds as a share-and-relay;
 * 2. the same arrow-switched (one winner);
 * 3. Howell (one winner, 3 to 15 tables): complete, directions balanced; complete, stationary pair North
 *    (unless it is the pair left out by a half table); partial, from T to 2T − 2 rounds.
 * Within each kind, most rounds first, then fewest boards per round.
 *
 * A movement in which some board is played at one table only is left out: that board's one result has nothing
 * to be matchpointed against (Law 78A). `suggestMovementsCounted` says how many were left out. A movement in
 * which two pairs of one field never play a board in the same direction (`compared.min` 0) stays, and the
 * table marks it.
 *
 * @example
 * suggestMovements({ pairs: 14, boards: 24 })[0]?.command //=> 'bridgescore movement mitchell --pairs 14 --rounds 7 --boards-per-round 3'
 */
import { en } from '../i18n/catalogues/en.js';
import { movementBalance, type MovementBalance } from './balance.js';
import type { GeneratedMovement, MovementInfo } from './generated.js';
import { generateHowell, HOWELL_MAX_TABLES, HOWELL_MIN_TABLES, howellMaxRounds, type HowellOptions } from './howell.js';
import { generateMitchell, mitchellMaxRounds, type MitchellOptions } from './mitchell.js';
import { type SuggestBase, type SuggestName } from '../model/movement.js';
export type { SuggestBase, SuggestName } from '../model/movement.js';

export interface SuggestOptions {
  readonly pairs: number;
  /** about this many boards per pair; default 24 */
  readonly boards?: number;
}

export interface Suggestion {
  /** e.g. "Mitchell, arrow-switched": the English name (CSV and JSON) */
  readonly name: string;
  /** what the name says, for the table in another language */
  readonly named: SuggestName;
  readonly info: MovementInfo;
  /**
   * boards each pair plays: rounds × boards per round less the rounds a pair sits out (with a half table, the
   * round it meets the missing pair); the most any pair plays
   */
  readonly boardsPlayed: number;
  /** the fewest any pair plays (less than boardsPlayed when some pairs sit out a round and others do not) */
  readonly boardsPlayedFewest: number;
  /** boards in play (sets × boards per round) */
  readonly boardsInPlay: number;
  readonly balance: MovementBalance;
  /** the command that writes it */
  readonly command: string;
  /** its options, after `bridgescore movement` and without --pairs */
  readonly options: string;
}

export const SUGGEST_DEFAULT_BOARDS = 24;
export const SUGGEST_MIN_PAIRS = 5;
export const SUGGEST_MAX_PAIRS = 100;
const BOARDS_PER_ROUND = [2, 3, 4, 5, 6] as const;

interface Candidate {
  readonly named: SuggestName;
  readonly kind: 'mitchell' | 'howell';
  readonly rounds: number;
  readonly flags: readonly string[];
  readonly make: (boardsPerRound: number) => GeneratedMovement;
  readonly minBoardsPerRound?: number;
}

export function suggestMovements(opts: SuggestOptions): Suggestion[] {
  return suggestMovementsCounted(opts).movements;
}

/** The movements that fit, and how many more fit but play some board at one table only (left out). */
export function suggestMovementsCounted(opts: SuggestOptions): { movements: Suggestion[]; leftOut: number } {
  const { pairs } = opts;
  const boards = opts.boards ?? SUGGEST_DEFAULT_BOARDS;
  if (!Number.isInteger(pairs) || pairs < SUGGEST_MIN_PAIRS || pairs > SUGGEST_MAX_PAIRS) {
    throw new RangeError(`pairs: ${pairs} is not allowed (expected ${SUGGEST_MIN_PAIRS} to ${SUGGEST_MAX_PAIRS} pairs: fewer cannot fill 3 tables)`);
  }
  if (!Number.isInteger(boards) || boards < 4 || boards > 200) throw new RangeError(`boards: ${boards} is not allowed (expected 4 to 200 boards per pair)`);
  const tolerance = Math.ceil(boards / 8);
  const out: Suggestion[] = [];
  let leftOut = 0;
  for (const c of candidates(pairs)) {
    for (const bpr of BOARDS_PER_ROUND) {
      // a half table's sit-out takes a round from a pair: rounds × bpr is the most it can play
      if (bpr < (c.minBoardsPerRound ?? 1) || c.rounds * bpr < boards - tolerance || (c.rounds - 1) * bpr > boards + tolerance) continue;
      const g = c.make(bpr);
      const { most: played, fewest } = boardsPlayed(g, pairs);
      if (Math.abs(played - boards) > tolerance) continue;
      const balance = movementBalance(g.movement, g.info.winners);
      if (balance.results.min < 2) {
        leftOut++;
        continue;
      }
      const named: SuggestName = g.info.form === 'from-complete' ? { ...c.named, base: 'from-complete' } : c.named;
      out.push({
        name: en.suggest.movementName(named),
        named,
        info: g.info,
        boardsPlayed: played,
        boardsPlayedFewest: fewest,
        boardsInPlay: g.info.sets * bpr,
        balance,
        command: ['bridgescore movement', c.kind, '--pairs', String(pairs), '--rounds', String(c.rounds), '--boards-per-round', String(bpr), ...c.flags].join(
          ' ',
        ),
        options: [c.kind, '--rounds', String(c.rounds), '--boards-per-round', String(bpr), ...c.flags].join(' '),
      });
    }
  }
  return { movements: out, leftOut };
}

/** The most and the fewest boards a pair plays: at a table with two pairs of the event (1…N; the half table's missing pair is none). */
function boardsPlayed(g: GeneratedMovement, pairs: number): { most: number; fewest: number } {
  const real = (p: string | null): boolean => p !== null && /^\d+$/.test(p) && Number(p) >= 1 && Number(p) <= pairs;
  const count = new Map<string, number>();
  for (const r of g.movement.rows) {
    if (!real(r.ns) || !real(r.ew)) continue;
    for (const p of [r.ns as string, r.ew as string]) count.set(p, (count.get(p) ?? 0) + r.boards.length);
  }
  let most = 0;
  let fewest = Number.MAX_SAFE_INTEGER;
  for (let p = 1; p <= pairs; p++) {
    const n = count.get(String(p)) ?? 0;
    if (n > most) most = n;
    if (n < fewest) fewest = n;
  }
  return { most, fewest };
}

function candidates(pairs: number): Candidate[] {
  const tables = Math.ceil(pairs / 2);
  const halfTable = pairs % 2 === 1;
  const list: Candidate[] = [];
  const mitchellOf = (named: SuggestName, rounds: number, extra: Partial<MitchellOptions>, flags: string[]): Candidate => ({
    named,
    kind: 'mitchell',
    rounds,
    flags,
    make: (boardsPerRound) => generateMitchell({ tables, rounds, boardsPerRound, halfTable, ...extra }),
  });
  for (const arrowSwitch of [false, true]) {
    const flags = arrowSwitch ? ['--arrow-switch'] : [];
    const named = (base: SuggestBase): SuggestName => ({ base, arrowSwitched: arrowSwitch, stationaryNorth: false });
    if (tables % 2 === 0) list.push(mitchellOf(named('relay'), tables, { relay: true, arrowSwitch }, ['--relay', ...flags]));
    for (let rounds = mitchellMaxRounds(tables); rounds >= Math.max(2, Math.ceil(tables / 2)); rounds--) {
      list.push(mitchellOf(named(tables % 2 === 0 && rounds > tables / 2 ? 'mitchell-skip' : 'mitchell'), rounds, { arrowSwitch }, flags));
    }
  }
  if (tables >= HOWELL_MIN_TABLES && tables <= HOWELL_MAX_TABLES) {
    const howellOf = (base: SuggestBase, stationaryNorth: boolean, rounds: number, extra: Partial<HowellOptions>, flags: string[]): Candidate => ({
      named: { base, arrowSwitched: false, stationaryNorth },
      kind: 'howell',
      rounds,
      flags,
      make: (boardsPerRound) => generateHowell({ tables, rounds, boardsPerRound, halfTable, ...extra }),
      ...(tables === 3 && rounds === howellMaxRounds(3) ? { minBoardsPerRound: 3 } : {}),
    });
    const complete = howellMaxRounds(tables);
    const base = tables === 3 ? 'three-table' : 'howell';
    list.push(howellOf(base, false, complete, {}, []));
    // With a half table the stationary pair of the complete Howell is the one left out.
    if (!halfTable) list.push(howellOf(base, true, complete, { stationaryNorth: true }, ['--stationary-north']));
    for (let rounds = complete - 1; rounds >= tables; rounds--) list.push(howellOf('howell-partial', false, rounds, {}, []));
  }
  return list;
}
