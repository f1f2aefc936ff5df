/**
 * The next round of a Monrad (Swiss) event (NBF 2.14, 3.13): standings from the results so far (total VP or
 * score, Monrad quality, NBF 2.10.3), pairings by global optimisation, the bye at its provisional value
 * (NBF 2.9.2), home/away (NS/EW) balance, table numbers, the board range, and a note for every repeat
 * meeting or relaxed constraint, saying why it could not be avoided.
 *
 * @example
 * planNextRound(contestants, [], { kind: 'teams', seeding: 'rank', boardsPerRound: 8, … })
 * //=> round 1: table 1 seed 1 v seed 2, table 2 seed 3 v seed 4, …, boards "1-8"
 */
import type { Rational } from '../base/rational.js';
import { pairRound } from './pair-round.js';
import { seedingOrder } from './seeding.js';
import { swissStandings } from '../ranking/swiss.js';
import type { Contestant, PairingDistance, SeedingMethod, SwissKind, SwissMatch } from '../model/swiss.js';
import { type NextRound } from '../model/swiss.js';
import { type RoundTable, type RoundBye, type PairingNote } from '../model/swiss.js';

/**
 * The largest field paired: one round is one minimum-cost perfect matching over the whole field, whose time
 * grows with the cube of its size (1000 contestants take seconds; 2000 several minutes and 1 GB).
 */
export const MAX_SWISS_FIELD = 1000;

/** Swiss rounds usually bring new deals each round, numbered on through the event; some events re-use 1–N. */
export type BoardNumbering = 'continuous' | 'per-round';

export interface NextRoundOptions {
  readonly kind: SwissKind;
  readonly seeding: SeedingMethod;
  readonly seed?: number;
  /** The planned number of rounds, when fixed. */
  readonly rounds?: number;
  readonly boardsPerRound?: number;
  readonly boardNumbering: BoardNumbering;
  /** Provisional value of a bye (NBF 2.9.2: 12 VP). */
  readonly byeScore: Rational;
  readonly avoidSameClub: boolean;
  /** Give home (NS) to whoever has had it less often. */
  readonly balance: boolean;
  readonly distance: PairingDistance;
  /** Not to be paired this round (withdrawn, NBF 2.11.5, or absent); they stay in the standings. */
  readonly exclude?: ReadonlySet<string>;
}

export function nextRoundNumber(matches: readonly SwissMatch[]): number {
  return matches.reduce((max, m) => Math.max(max, m.round), 0) + 1;
}

export function planNextRound(contestants: readonly Contestant[], matches: readonly SwissMatch[], options: NextRoundOptions): NextRound {
  const round = nextRoundNumber(matches);
  const byId = new Map(contestants.map((c) => [c.id, c]));
  const seeds = seedingOrder(contestants, options.seeding, options.seed);
  const standings = swissStandings(seeds, matches);
  const order = standings.map((s) => s.id).filter((id) => !options.exclude?.has(id));
  const clubs = new Map<string, string>();
  for (const c of contestants) if (c.club !== undefined) clubs.set(c.id, c.club);
  const paired = pairRound({
    order,
    scores: new Map(standings.map((s) => [s.id, s.score])),
    history: matches,
    clubs,
    avoidSameClub: options.avoidSameClub,
    distance: options.distance,
  });

  const side = sideHistory(matches);
  const noun = options.kind === 'teams' ? 'team' : 'pair';
  const nouns = `${noun}s`;
  const notes: PairingNote[] = [];
  const tables: RoundTable[] = paired.matches.map((m, i) => {
    const table = i + 1;
    const [home, away] = options.balance ? balancedSides(m.high, m.low, side) : [m.high, m.low];
    if (m.previousMeetings.length > 0) {
      const when = m.previousMeetings.length === 1 ? `round ${m.previousMeetings[0]}` : `rounds ${m.previousMeetings.join(', ')}`;
      notes.push({
        code: 'repeat',
        table,
        message:
          `round ${round}, table ${table}: ${nouns} ${home} and ${away} meet again (they met in ${when}): ` +
          `no pairing of this round avoids every repeat; this one has the fewest (${paired.repeats})`,
      });
    }
    if (m.sameClub) {
      notes.push({
        code: 'same-club',
        table,
        message:
          `round ${round}, table ${table}: ${nouns} ${home} and ${away} are both from club "${clubs.get(home) ?? ''}": ` +
          `no pairing with the fewest repeats keeps every club apart; this one has the fewest same-club matches (${paired.sameClub})`,
      });
    }
    return { table, home, away, previousMeetings: m.previousMeetings, sameClub: m.sameClub };
  });

  let bye: RoundBye | undefined;
  if (paired.bye !== undefined) {
    bye = { table: tables.length + 1, id: paired.bye, score: options.byeScore, previousByes: paired.byeRepeat };
    if (paired.byeRepeat > 0) {
      notes.push({
        code: 'second-bye',
        table: bye.table,
        message: `round ${round}: ${noun} ${paired.bye} gets a bye again (it had ${paired.byeRepeat}): every ${noun} has had one (NBF 2.9.2)`,
      });
    } else if (paired.byeSkipped !== undefined) {
      notes.push({
        code: 'bye-moved',
        table: bye.table,
        message:
          `round ${round}: the bye goes to ${noun} ${paired.bye}, not to ${noun} ${paired.byeSkipped} (the lowest ranked without a bye): ` +
          `a bye for ${paired.byeSkipped} would force more repeats${options.avoidSameClub ? ' or same-club matches' : ''}`,
      });
    }
  }

  return {
    kind: options.kind,
    round,
    ...(options.rounds === undefined ? {} : { rounds: options.rounds }),
    ...(options.boardsPerRound === undefined ? {} : { boards: boardRange(round, options.boardsPerRound, options.boardNumbering) }),
    contestants: byId,
    standings,
    tables,
    ...(bye === undefined ? {} : { bye }),
    notes,
    repeats: paired.repeats,
    sameClub: paired.sameClub,
  };
}

/** "1-8" for round 1 of 8-board rounds; round 3 is "17-24" when numbered on, "1-8" when re-used. */
export function boardRange(round: number, perRound: number, numbering: BoardNumbering): string {
  const first = numbering === 'continuous' ? (round - 1) * perRound + 1 : 1;
  const last = first + perRound - 1;
  return first === last ? `${first}` : `${first}-${last}`;
}

interface SideHistory {
  /** home matches minus away matches */
  readonly balance: Map<string, number>;
  /** the side in the latest match played */
  readonly last: Map<string, 'home' | 'away'>;
}

function sideHistory(matches: readonly SwissMatch[]): SideHistory {
  const balance = new Map<string, number>();
  const last = new Map<string, 'home' | 'away'>();
  const lastRound = new Map<string, number>();
  for (const m of matches) {
    if (m.away === undefined) continue;
    balance.set(m.home, (balance.get(m.home) ?? 0) + 1);
    balance.set(m.away, (balance.get(m.away) ?? 0) - 1);
    for (const [id, s] of [
      [m.home, 'home'],
      [m.away, 'away'],
    ] as const) {
      if ((lastRound.get(id) ?? 0) <= m.round) {
        lastRound.set(id, m.round);
        last.set(id, s);
      }
    }
  }
  return { balance, last };
}

/**
 * Home to whoever has been home less often; if equal, to whoever was away last time; if still equal, to
 * the better placed of the two.
 */
function balancedSides(high: string, low: string, h: SideHistory): [string, string] {
  const bh = h.balance.get(high) ?? 0;
  const bl = h.balance.get(low) ?? 0;
  if (bh !== bl) return bh < bl ? [high, low] : [low, high];
  const lh = h.last.get(high);
  const ll = h.last.get(low);
  if (ll === 'away' && lh !== 'away') return [low, high];
  return [high, low];
}
