/**
 * `PlayerNumbers` → the participants: who sat where (`Section`, `Table`, `Direction` N/E/S/W, from `Round`; 0 is
 * from the start), their member number (`Number`, the player id for the handicap, kept as written: `0658462`)
 * and `Name`. The movement says which pair sat at that table and direction in that round. A name left empty is
 * looked up in `PlayerNames` (`strID`, `Name`); a player with neither is shown by the member number.
 *
 * With each direction numbered from 1 (a two-winner Mitchell) a participant carries its direction, so that NS 3
 * and EW 3 keep their own names. Individual events list each player on their own. A pair whose players change
 * during the session keeps the starting players first and the later ones after them.
 *
 * @example
 * readPlayerNumbers(rows, names, ctx).participants[0] //=> { pair: '1', players: [{ name: 'Czsok Ayjhdfo', id: '6432068' }, …], name: 'Czsok Ayjhdfo - Dzllp Uschibman', direction: 'NS' }
 */
import type { Direction, Participant, Player, Seat } from '../../model/types.js';
import type { Diagnostic } from '../../base/diagnostics.js';
import { intCell, textCell, type BwsRow } from './values.js';

export interface PlayerNumbersContext {
  readonly file: string;
  readonly sectionName: (id: number) => string | undefined;
  /** the movement's pairs at a table in a round (the first round for round 0); the four players of an individual */
  readonly seated: (section: number, table: number, round: number) => { readonly ns: string | null; readonly ew: string | null } | undefined;
  readonly byDirection: boolean;
  readonly individual: boolean;
}

interface Seating {
  readonly round: number;
  readonly seat: Seat;
  readonly player: Player;
  readonly order: number;
}

export function readPlayerNumbers(
  rows: readonly BwsRow[],
  names: readonly BwsRow[],
  ctx: PlayerNumbersContext,
): { participants: Participant[]; diagnostics: Diagnostic[] } {
  const diagnostics: Diagnostic[] = [];
  const directory = new Map<string, string>();
  for (const n of names) {
    const name = textCell(n, 'Name');
    if (name === '') continue;
    for (const id of [textCell(n, 'strID'), textCell(n, 'ID')]) if (id !== '' && !directory.has(id)) directory.set(id, name);
  }
  const byPair = new Map<string, { pair: string; section?: string; direction?: Direction; seatings: Seating[] }>();
  rows.forEach((row, order) => {
    const cells = (['Section', 'Table', 'Round'] as const).map((c) => intCell(row, c, { min: c === 'Table' ? 1 : 0 }));
    const seat = textCell(row, 'Direction').toUpperCase().charAt(0) as Seat;
    const [section, table, round] = cells as [ReturnType<typeof intCell>, ReturnType<typeof intCell>, ReturnType<typeof intCell>];
    const record = `PlayerNumbers table ${table.ok ? table.value : '?'} ${seatWord(seat)}${round.ok && round.value > 1 ? ` from round ${round.value}` : ''}`;
    const warn = (message: string): void => {
      diagnostics.push({ severity: 'warning', code: 'bws-player', file: ctx.file, record, message });
    };
    if (!section.ok || !table.ok || !round.ok || !'NESW'.includes(seat) || seat.length !== 1) {
      warn('the row does not say where the player sat (expected Section, Table, Round and a Direction N, E, S or W); it is not used');
      return;
    }
    const number = textCell(row, 'Number');
    const id = number === '' || /^0+$/.test(number) ? undefined : number;
    let name = textCell(row, 'Name');
    if (name === '' && id !== undefined) name = directory.get(id) ?? directory.get(id.replace(/^0+/, '')) ?? '';
    if (name === '' && id === undefined) return;
    if (name === '') {
      warn(`member ${id} has no name here or in PlayerNames; shown by the number`);
      name = id as string;
    }
    const at = ctx.seated(section.value, table.value, Math.max(1, round.value));
    const side = seat === 'N' || seat === 'S' ? at?.ns : at?.ew;
    if (side === undefined || side === null) {
      warn(
        `the movement seats no ${seat === 'N' || seat === 'S' ? 'NS' : 'EW'} pair at table ${table.value} in round ${Math.max(1, round.value)}; ${name} is not listed`,
      );
      return;
    }
    const pair = ctx.individual ? (side.split('-')[seat === 'N' || seat === 'E' ? 0 : 1] as string) : side;
    const direction: Direction | undefined = ctx.byDirection && !ctx.individual ? (seat === 'N' || seat === 'S' ? 'NS' : 'EW') : undefined;
    const sectionName = ctx.sectionName(section.value);
    const key = `${sectionName ?? ''}|${direction ?? ''}|${pair}`;
    let entry = byPair.get(key);
    if (!entry) {
      entry = { pair, ...(sectionName === undefined ? {} : { section: sectionName }), ...(direction ? { direction } : {}), seatings: [] };
      byPair.set(key, entry);
    }
    entry.seatings.push({ round: round.value, seat, player: { name, ...(id === undefined ? {} : { id }) }, order });
  });
  const participants: Participant[] = [];
  for (const entry of byPair.values()) {
    const players = playersOf(entry.seatings);
    participants.push({
      pair: entry.pair,
      players,
      name: players.map((p) => p.name).join(' - '),
      ...(entry.section === undefined ? {} : { section: entry.section }),
      ...(entry.direction ? { direction: entry.direction } : {}),
    });
  }
  return { participants, diagnostics };
}

/** North (or East) first, then South (or West); players who came later follow, each once. */
function playersOf(seatings: readonly Seating[]): Player[] {
  const sorted = [...seatings].sort((a, b) => a.round - b.round || seatRank(a.seat) - seatRank(b.seat) || a.order - b.order);
  const out: Player[] = [];
  for (const s of sorted) {
    if (!out.some((p) => p.name === s.player.name && p.id === s.player.id)) out.push(s.player);
  }
  return out;
}

function seatRank(seat: Seat): number {
  return seat === 'N' || seat === 'E' ? 0 : 1;
}

function seatWord(seat: string): string {
  return ({ N: 'North', E: 'East', S: 'South', W: 'West' } as Record<string, string>)[seat] ?? `direction "${seat}"`;
}
