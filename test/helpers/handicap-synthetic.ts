/**
 * Synthetic federation data for the handicap benchmark and tests (a federation's two months, and ten times that):
 * a member list and club events in the JSON shape of `bridgescore pairs --format json`, drawn from a seeded
 * generator so that every run produces the same files. Stronger players (lower HC) score better on average
 * and each event's results average 50 %, as real fields do.
 *
 * @example
 * syntheticFederation({ players: 200, events: 60, seed: 1 }).events.length //=> 60
 */
import { mulberry32 } from '../../src/base/prng.js';

export interface SyntheticOptions {
  readonly players: number;
  readonly events: number;
  readonly seed: number;
  /** pairs per event (12) */
  readonly pairsPerEvent?: number;
  /** boards per event (27) */
  readonly boards?: number;
  /** first event date (2026-09-01); events spread over this and the next month */
  readonly firstMonth?: string;
  /** share of players in events that are not in the member list (0.002) */
  readonly unknownShare?: number;
}

export interface SyntheticMember {
  readonly id: string;
  readonly name: string;
  /** HC as text with two decimals, or '' for a new member */
  readonly hc: string;
}

export interface SyntheticFederation {
  readonly members: readonly SyntheticMember[];
  /** JSON texts, one per event */
  readonly events: readonly string[];
}

/** The seeded generator of the synthetic federation (the same draw on every machine). */
export const seededRandom = mulberry32;

export function syntheticMembers(count: number, seed: number): SyntheticMember[] {
  const rnd = seededRandom(seed);
  const members: SyntheticMember[] = [];
  for (let i = 0; i < count; i++) {
    const roll = rnd();
    const hc = roll < 0.03 ? '' : roll < 0.1 ? '52.00' : (rnd() * 50).toFixed(2);
    members.push({ id: String(100000 + i), name: `Player ${i + 1}`, hc });
  }
  return members;
}

export function memberListCsv(members: readonly SyntheticMember[]): string {
  return 'id,name,hc\n' + members.map((m) => `${m.id},${m.name},${m.hc}`).join('\n') + '\n';
}

/** Events one at a time, so a large set never has to be held in memory. */
export function* syntheticEvents(members: readonly SyntheticMember[], opts: SyntheticOptions): Generator<string> {
  const rnd = seededRandom(opts.seed ^ 0x5eed);
  const pairs = opts.pairsPerEvent ?? 12;
  const boards = opts.boards ?? 27;
  const first = opts.firstMonth ?? '2026-09-01';
  const unknownShare = opts.unknownShare ?? 0.002;
  const y = Number(first.slice(0, 4));
  const m = Number(first.slice(5, 7));
  for (let e = 0; e < opts.events; e++) {
    // Spread evenly over 56 days (two months of at least 28 days each).
    const dayIndex = Math.floor((e * 56) / Math.max(1, opts.events));
    const month = dayIndex < 28 ? m : m + 1;
    const yy = y + Math.floor((month - 1) / 12);
    const mm = ((month - 1) % 12) + 1;
    const date = `${yy}-${String(mm).padStart(2, '0')}-${String((dayIndex % 28) + 1).padStart(2, '0')}`;
    const imps = e % 7 === 3;
    const used = new Set<number>();
    // A guest plays once in an event, as a member does (the register refuses a player in two pairs).
    const guests = new Set<number>();
    const rows: { players: { name: string; id?: string }[]; skill: number }[] = [];
    for (let p = 0; p < pairs; p++) {
      const players: { name: string; id?: string }[] = [];
      let skill = 0;
      for (let s = 0; s < 2; s++) {
        let k = Math.floor(rnd() * members.length);
        while (used.has(k)) k = (k + 1) % members.length;
        used.add(k);
        const member = members[k];
        if (!member) continue;
        if (rnd() < unknownShare) {
          let g = Math.floor(rnd() * 1000);
          while (guests.has(g)) g = (g + 1) % 1000;
          guests.add(g);
          players.push({ name: `Guest ${e}-${p}-${s}`, id: String(900000 + g) });
        } else players.push({ name: member.name, id: member.id });
        skill += (52 - (member.hc === '' ? 52 : Number(member.hc))) * 0.3;
      }
      rows.push({ players, skill: skill + (rnd() - 0.5) * 20 });
    }
    const mean = rows.reduce((s, r) => s + r.skill, 0) / rows.length;
    const ranking = rows.map((r, i) => {
      const dev = Math.round((r.skill - mean) * 100) / 100;
      return {
        rank: 0,
        tie: false,
        pair: String(i + 1),
        direction: null,
        names: r.players.map((p) => p.name).join(' - '),
        players: r.players,
        total: 0,
        max: 0,
        percentage: imps ? null : Math.round((50 + dev) * 100) / 100,
        boards,
        impsPerBoard: imps ? Math.round(dev * 10) / 100 : null,
      };
    });
    yield JSON.stringify({
      schemaVersion: 1,
      event: { id: `ev-${String(e + 1).padStart(5, '0')}`, title: `Club ${e % 97} pairs`, date, scoring: imps ? 'butler' : 'matchpoints', winners: 'one' },
      ranking,
    });
  }
}

export function syntheticFederation(opts: SyntheticOptions): SyntheticFederation {
  const members = syntheticMembers(opts.players, opts.seed);
  return { members, events: [...syntheticEvents(members, opts)] };
}
