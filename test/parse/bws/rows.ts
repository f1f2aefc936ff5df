/**
 * Synthetic Bridgemate tables for the converter's tests: plain row objects as an Access reader gives them.
 * The base session is a 3-table Mitchell numbered from 1 in both directions, 3 rounds of 2 boards (NS pairs
 * stay, EW pairs move up a table, boards down):
 *
 *   round 1: T1 NS 1 – EW 1 boards 1–2   T2 NS 2 – EW 2 boards 3–4   T3 NS 3 – EW 3 boards 5–6
 *   round 2: T1 NS 1 – EW 3 boards 3–4   T2 NS 2 – EW 1 boards 5–6   T3 NS 3 – EW 2 boards 1–2
 *   round 3: T1 NS 1 – EW 2 boards 5–6   T2 NS 2 – EW 3 boards 1–2   T3 NS 3 – EW 1 boards 3–4
 */
import type { BwsRow, BwsTables } from '../../../src/parse/bws/values.js';

export const DAY = new Date('2026-01-19T00:00:00.000Z');

/** A time of day as Access stores it: a date on 30 December 1899. */
export function at(hhmmss: string): Date {
  return new Date(`1899-12-30T${hhmmss}.000Z`);
}

export function roundRow(table: number, round: number, ns: number, ew: number, low: number, high: number, extra: Record<string, unknown> = {}): BwsRow {
  return { Section: 1, Table: table, Round: round, NSPair: ns, EWPair: ew, LowBoard: low, HighBoard: high, CustomBoards: null, ...extra };
}

let nextId = 1;

export interface ResultFields {
  id?: number;
  table: number;
  round: number;
  board: number;
  ns: number;
  ew: number;
  contract?: string;
  seat?: string;
  result?: string;
  remarks?: string;
  erased?: boolean;
  time?: string;
  section?: number;
  lead?: string;
  extra?: Record<string, unknown>;
}

export function resultRow(f: ResultFields): BwsRow {
  const id = f.id ?? nextId++;
  return {
    ID: id,
    Section: f.section ?? 1,
    Table: f.table,
    Round: f.round,
    Board: f.board,
    PairNS: f.ns,
    PairEW: f.ew,
    Declarer: f.seat === 'E' || f.seat === 'W' ? f.ew : f.ns,
    'NS/EW': f.seat ?? 'N',
    Contract: f.contract ?? '3 NT',
    Result: f.result ?? '=',
    LeadCard: f.lead ?? '',
    Remarks: f.remarks ?? '',
    DateLog: DAY,
    TimeLog: at(f.time ?? '10:00:00'),
    Processed: false,
    Erased: f.erased ?? false,
    SuspiciousContract: 0,
    ...f.extra,
  };
}

/** The EW pair at a table in a round, and the first board of the set played there. */
export function seating(table: number, round: number): { ew: number; low: number } {
  return { ew: ((table - round + 3) % 3) + 1, low: 2 * ((table + round - 2) % 3) + 1 };
}

export const ROUNDS: readonly BwsRow[] = [1, 2, 3].flatMap((round) =>
  [1, 2, 3].map((table) => {
    const s = seating(table, round);
    return roundRow(table, round, table, s.ew, s.low, s.low + 1);
  }),
);

/**
 * One result for every board the movement schedules, ids 1–18 in playing order (round, table, board): 3NT by
 * North just made, except the first four of round 1 at tables 1 and 2.
 */
export function fullResults(): BwsRow[] {
  const rows: BwsRow[] = [];
  let id = 1;
  for (const round of [1, 2, 3]) {
    for (const table of [1, 2, 3]) {
      const s = seating(table, round);
      for (const board of [s.low, s.low + 1]) rows.push(resultRow({ id: id++, table, round, board, ns: table, ew: s.ew }));
    }
  }
  rows[0] = resultRow({ id: 1, table: 1, round: 1, board: 1, ns: 1, ew: 1, contract: '4 S', seat: 'N', result: '=' });
  rows[1] = resultRow({ id: 2, table: 1, round: 1, board: 2, ns: 1, ew: 1, contract: '3 NT', seat: 'E', result: '+1' });
  rows[2] = resultRow({ id: 3, table: 2, round: 1, board: 3, ns: 2, ew: 2, contract: '2 H x', seat: 'S', result: '-1' });
  rows[3] = resultRow({ id: 4, table: 2, round: 1, board: 4, ns: 2, ew: 2, contract: 'PASS', seat: '', result: '' });
  return rows;
}

export function players(): BwsRow[] {
  const row = (table: number, dir: string, number: string, name: string, round = 0): BwsRow => ({
    Section: 1,
    Table: table,
    Direction: dir,
    Number: number,
    Name: name,
    Round: round,
  });
  return [
    row(1, 'N', '1001', 'Kari Nordmann'),
    row(1, 'S', '1002', 'Ola Sjødal'),
    row(1, 'E', '1003', 'Åse Græsholt'),
    row(1, 'W', '1004', 'Per Åström'),
    row(2, 'N', '2001', 'Liv Berg'),
    row(2, 'S', '2002', 'Nils Dahl'),
    row(2, 'E', '2003', 'Siri Lund'),
    row(2, 'W', '0204', ''),
    row(3, 'N', '3001', 'Jon Holm'),
    row(3, 'S', '3002', 'Mia Foss'),
    row(3, 'E', '3003', 'Ida Rud'),
    row(3, 'W', '3004', 'Geir Nes'),
  ];
}

export function session(over: Partial<BwsTables> = {}): BwsTables {
  return {
    Section: [{ ID: 1, Letter: 'A  ', Tables: 3, MissingPair: 0, Winners: 0, ScoringType: 1 }],
    Session: [{ ID: 1, Name: 'Club night', Date: DAY }],
    RoundData: ROUNDS,
    ReceivedData: fullResults(),
    PlayerNumbers: players(),
    PlayerNames: [{ ID: 204, Name: 'Eva Moe', strID: '0204' }],
    ...over,
  };
}
