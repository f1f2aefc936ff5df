/**
 * The par of a deal from its double-dummy table (the 20 trick counts), the vulnerability and the dealer: the
 * result when both sides bid perfectly, knowing every card. Scores are those of Law 77; a contract that makes
 * is left undoubled, one that fails is doubled (a sacrifice), so a side outbids only when that pays.
 *
 * The par score is the value of the auction as a game of perfect information: from the dealer round the
 * table, each player passes or names a higher contract for its side; three passes after a bid (four at the
 * start) end it; the side that names the last contract declares it from whichever of its two hands takes more
 * tricks. North-South maximise the score, East-West minimise it. This decides the usual ties by the standard
 * rule: when both sides can make the same contract, the side that bids first (the dealer's, or the one next
 * round from the dealer) gets it.
 *
 * The par contracts are every final contract the auction can stop in at the par score: a contract whose score
 * is the par and over which the opponents cannot bid to a better result. Of the contracts of one side in one
 * strain only the lowest such level is given ("3NT+1", not also "4NT="), with the declarers that reach the
 * par in it (one seat, or both). Contracts are listed in bidding order (level, then C D H S NT).
 *
 * @example
 * // board 1 of the fixture: East–West make 10 tricks in notrump, North–South at most 3
 * computePar(table, 'None', 'N') //=> { scoreNS: -430, contracts: [{ level: 3, strain: 'NT', risk: '', declarers: ['E', 'W'], tricks: 10 }], source: 'computed' }
 */
import type { DoubleDummyTable, Level, Par, ParContract, Seat, Strain, Vulnerability } from '../model/types.js';
import { scoreNS } from './contract-score.js';

/** In bidding order. */
export const PAR_STRAINS: readonly Strain[] = ['C', 'D', 'H', 'S', 'NT'];
const SEATS: readonly Seat[] = ['N', 'E', 'S', 'W'];
/** 7 levels × 5 strains: rank r is level ⌊r/5⌋+1 in PAR_STRAINS[r mod 5]. */
const RANKS = 35;
const NONE = -1;

type Side = 0 | 1; // 0 = NS, 1 = EW

interface Final {
  readonly scoreNS: number;
  readonly tricks: number;
  readonly declarers: readonly Seat[];
}

const sideOf = (seat: Seat): Side => (seat === 'N' || seat === 'S' ? 0 : 1);
const seatsOf = (side: Side): readonly [Seat, Seat] => (side === 0 ? ['N', 'S'] : ['E', 'W']);

function levelOf(rank: number): Level {
  return (Math.floor(rank / 5) + 1) as Level;
}

function strainOf(rank: number): Strain {
  return PAR_STRAINS[rank % 5] as Strain;
}

/** The contract of `rank` declared by `side` from its better hand: made undoubled, or doubled when it fails. */
function finalScore(dd: DoubleDummyTable, vulnerability: Vulnerability, side: Side, rank: number): Final {
  const strain = strainOf(rank);
  const level = levelOf(rank);
  const [a, b] = seatsOf(side);
  const tricks = Math.max(dd[a][strain], dd[b][strain]);
  const declarers = [a, b].filter((s) => dd[s][strain] === tricks).sort((x, y) => SEATS.indexOf(x) - SEATS.indexOf(y));
  const risk = tricks >= level + 6 ? '' : 'X';
  return { scoreNS: scoreNS({ level, strain, risk }, a, tricks, vulnerability), tricks, declarers };
}

/** The auction as a game: memoised values by (contract, holder, seat to act, passes since the last call). */
class ParAuction {
  private readonly finals: Final[][];
  private readonly memo = new Map<number, number>();

  constructor(
    dd: DoubleDummyTable,
    vulnerability: Vulnerability,
    private readonly dealer: number,
  ) {
    this.finals = [0, 1].map((side) => Array.from({ length: RANKS }, (_, r) => finalScore(dd, vulnerability, side as Side, r)));
  }

  final(side: Side, rank: number): Final {
    return (this.finals[side] as Final[])[rank] as Final;
  }

  /** The par score: the value of the auction before the dealer's first call. */
  start(): number {
    return this.value(NONE, 0, this.dealer, 0);
  }

  /** The value once `side` has bid `rank` and the player after it is to call. */
  afterBid(side: Side, rank: number): number {
    // The opponents call next; which of the two bid makes no difference, since the sides still alternate.
    const bidder = seatsOf(side)[0];
    return this.value(rank, side, (SEATS.indexOf(bidder) + 1) % 4, 0);
  }

  /** Does `side` have a contract above `rank` whose score, left to stand, satisfies `test`? */
  anyAbove(rank: number, side: Side, test: (scoreNS: number) => boolean): boolean {
    for (let r = rank + 1; r < RANKS; r++) if (test(this.final(side, r).scoreNS)) return true;
    return false;
  }

  private value(rank: number, holder: Side, toAct: number, passes: number): number {
    if (rank === NONE && passes === 4) return 0;
    if (rank !== NONE && passes === 3) return this.final(holder, rank).scoreNS;
    const key = ((rank + 1) * 2 + holder) * 20 + toAct * 5 + passes;
    const known = this.memo.get(key);
    if (known !== undefined) return known;
    const side = sideOf(SEATS[toAct] as Seat);
    const next = (toAct + 1) % 4;
    let best = this.value(rank, holder, next, passes + 1);
    for (let r = rank + 1; r < RANKS; r++) {
      const v = this.value(r, side, next, 0);
      if (side === 0 ? v > best : v < best) best = v;
    }
    this.memo.set(key, best);
    return best;
  }
}

export function computePar(dd: DoubleDummyTable, vulnerability: Vulnerability, dealer: Seat): Par {
  const auction = new ParAuction(dd, vulnerability, SEATS.indexOf(dealer));
  const par = auction.start();
  if (par === 0) return { scoreNS: 0, contracts: [], source: 'computed' };
  const contracts = parContracts(auction, par, true);
  return { scoreNS: par, contracts: contracts.length > 0 ? contracts : parContracts(auction, par, false), source: 'computed' };
}

/**
 * Per side and strain, the lowest contract that scores the par and after which the auction still gives the par.
 * `direct`: besides, no contract the opponents could name over it would, left to stand, score better for them
 * than the par (the usual reading: the par side has bid high enough that the opponents have neither a making
 * contract nor a profitable sacrifice above it). That rule finds the contracts on every deal we know; without
 * it, the equilibrium alone decides.
 */
function parContracts(auction: ParAuction, par: number, direct: boolean): ParContract[] {
  const out: ParContract[] = [];
  for (const side of [0, 1] as const) {
    const better = (v: number): boolean => (side === 0 ? v < par : v > par);
    for (let s = 0; s < PAR_STRAINS.length; s++) {
      for (let rank = s; rank < RANKS; rank += 5) {
        const f = auction.final(side, rank);
        if (f.scoreNS !== par || auction.afterBid(side, rank) !== par) continue;
        if (direct && auction.anyAbove(rank, (1 - side) as Side, better)) continue;
        const level = levelOf(rank);
        out.push({ level, strain: strainOf(rank), risk: f.tricks >= level + 6 ? '' : 'X', declarers: f.declarers, tricks: f.tricks });
        break;
      }
    }
  }
  return out.sort((a, b) => rankOf(a) - rankOf(b) || SEATS.indexOf(a.declarers[0] as Seat) - SEATS.indexOf(b.declarers[0] as Seat));
}

function rankOf(c: Pick<ParContract, 'level' | 'strain'>): number {
  return (c.level - 1) * 5 + PAR_STRAINS.indexOf(c.strain);
}

/** The side a par contract belongs to. */
export function parSide(c: Pick<ParContract, 'declarers'>): 'NS' | 'EW' {
  return c.declarers[0] === 'N' || c.declarers[0] === 'S' ? 'NS' : 'EW';
}

/** "EW 430", "NS 90", or "0" for a deal passed out: the side that scores, and how much. */
export function parScoreText(scoreNS: number): string {
  if (scoreNS === 0) return '0';
  return scoreNS > 0 ? `NS ${scoreNS}` : `EW ${-scoreNS}`;
}

/** One contract as hand records write it: "3NT+1", "4SX-3", "5C=" (`nt` 'N' for BridgeComposer's "3N+1"). */
export function parContractText(c: ParContract, nt: 'NT' | 'N' = 'NT'): string {
  const d = c.tricks - (c.level + 6);
  return `${c.level}${c.strain === 'NT' ? nt : c.strain}${c.risk}${d === 0 ? '=' : d > 0 ? `+${d}` : d}`;
}

/** "EW 4H=, 4S=", "N 3H=; EW 4SX-1": contracts of the same declarers share their prefix; '' when none. */
export function parContractsText(contracts: readonly ParContract[], nt: 'NT' | 'N' = 'NT'): string {
  const groups: { who: string; list: string[] }[] = [];
  for (const c of contracts) {
    const who = c.declarers.join('');
    const last = groups[groups.length - 1];
    if (last && last.who === who) last.list.push(parContractText(c, nt));
    else groups.push({ who, list: [parContractText(c, nt)] });
  }
  return groups.map((g) => `${g.who} ${g.list.join(', ')}`).join('; ');
}
