/**
 * PBN 2.1 §5.10 `TotalScoreTable`: the ranking, one row per pair. Real producers use their own column names
 * (Ruter, Magic Contest: `Rank`, `RankTie`, `PairId`, `Section`, `Direction`, `TotalScoreMP`/`TotalScoreIMP`,
 * `TotalPercentage`, `Names` "A - B", `NrBoards`, `MemberID1`, `MemberID2`); the spec's `TotalMP`, `TotalIMP`
 * and `TotalScore` are read too. The table gives the participants (names and member ids) and the published
 * totals, which are kept for comparison only.
 *
 * @example
 * // Rank;PairId;Direction;TotalScoreMP;Names;MemberID1;MemberID2  →  1 23 "E-W" 1337.0 "Lasse Bergroth - Mikko Nieminen" "1040" "1354"
 * readTotalScoreTable(table, bag).participants[0]
 * //=> { pair: '23', name: 'Lasse Bergroth - Mikko Nieminen', players: [{ name: 'Lasse Bergroth', id: '1040' }, …] }
 */
import { Rational } from '../../model/rational.js';
import type { Participant, Player } from '../../model/types.js';
import type { DiagnosticBag } from '../diagnostics.js';
import { parsePlace, type PublishedTotal } from '../published.js';
import { cellValue, type PbnTable, type TableRow } from './table.js';

export interface TotalScoreTableResult {
  readonly participants: Participant[];
  readonly totals: PublishedTotal[];
}

const TOTAL_COLUMNS = ['TotalScoreMP', 'TotalScoreIMP', 'TotalScoreVP', 'TotalMP', 'TotalIMP', 'TotalScore'];

export function readTotalScoreTable(table: PbnTable, bag: DiagnosticBag): TotalScoreTableResult {
  const participants: Participant[] = [];
  const totals: PublishedTotal[] = [];
  const idColumn = ['PairId', 'PlayerId', 'TeamId'].find((c) => table.has(c));
  if (!idColumn) {
    bag.warn('pbn-total-table-layout', '[TotalScoreTable] has no PairId column; it is skipped', table.line, 'TotalScoreTable');
    return { participants, totals };
  }
  const totalColumn = TOTAL_COLUMNS.find((c) => table.has(c));
  for (const row of table.rows) {
    const pair = cellValue(row.get(idColumn));
    if (pair === undefined) {
      bag.warn('pbn-total-table-row', `[TotalScoreTable] row without a ${idColumn} is skipped`, row.line, idColumn);
      continue;
    }
    const section = cellValue(row.get('Section'));
    const names = cellValue(row.get('Names')) ?? cellValue(row.get('Name')) ?? cellValue(row.get('TeamName'));
    const players = playersOf(names, [cellValue(row.get('MemberID1')), cellValue(row.get('MemberID2'))]);
    // The direction tells NS 1 from EW 1 in a two-winner Mitchell numbered from 1 both ways.
    const direction = directionOf(cellValue(row.get('Direction')));
    participants.push({
      pair,
      players,
      ...(names === undefined ? {} : { name: names }),
      ...(section === undefined ? {} : { section }),
      ...(direction === undefined ? {} : { direction }),
    });
    totals.push(totalOf(row, pair, section, names, totalColumn));
  }
  return { participants: keepDirectionOnlyWhereShared(participants), totals };
}

/**
 * A participant keeps its direction only where NS and EW pairs share a number (a two-winner Mitchell numbered
 * from 1 both ways): elsewhere the number alone names the pair.
 */
export function keepDirectionOnlyWhereShared(participants: readonly Participant[]): Participant[] {
  const dirs = new Map<string, Set<string>>();
  for (const p of participants) {
    const k = `${p.section ?? ''}\u0000${p.pair}`;
    if (!dirs.has(k)) dirs.set(k, new Set());
    if (p.direction) (dirs.get(k) as Set<string>).add(p.direction);
  }
  return participants.map((p) => {
    if (p.direction === undefined || (dirs.get(`${p.section ?? ''}\u0000${p.pair}`)?.size ?? 0) > 1) return p;
    const { direction: _direction, ...rest } = p;
    return rest;
  });
}

/** "A - B" or "A;B" → players, with the member ids in order. */
export function playersOf(names: string | undefined, ids: readonly (string | undefined)[]): Player[] {
  if (names === undefined) return [];
  const parts = (names.includes(';') ? names.split(';') : names.split(' - ')).map((s) => s.trim()).filter((s) => s !== '');
  return parts.map((name, i) => {
    const id = ids[i];
    return id === undefined ? { name } : { name, id };
  });
}

/** `N-S` → NS; `E-W` and the Swedish/Finnish `Ö-V` → EW; team directions (Hemma/Borta) → undefined. */
export function directionOf(text: string | undefined): 'NS' | 'EW' | undefined {
  if (text === undefined) return undefined;
  const t = text.toUpperCase().replace(/[^A-ZÖÄ]/g, '');
  if (t === 'NS') return 'NS';
  if (t === 'EW' || t === 'ÖV' || t === 'OV' || t === 'OW') return 'EW';
  return undefined;
}

function totalOf(
  row: TableRow,
  pair: string,
  section: string | undefined,
  names: string | undefined,
  totalColumn: string | undefined,
): PublishedTotal {
  const total: PublishedTotal = { pair };
  if (section !== undefined) total.section = section;
  const direction = directionOf(cellValue(row.get('Direction')));
  if (direction) total.direction = direction;
  const rankText = cellValue(row.get('Rank'));
  const place = rankText === undefined ? undefined : parsePlace(rankText);
  if (place) {
    total.rank = place.rank;
    total.tie = place.tie || cellValue(row.get('RankTie')) !== undefined;
  }
  const value = totalColumn === undefined ? undefined : cellValue(row.get(totalColumn));
  const parsedTotal = value === undefined ? undefined : Rational.parseDecimal(value);
  if (parsedTotal) total.total = parsedTotal;
  const pct = cellValue(row.get('TotalPercentage'));
  const parsedPct = pct === undefined ? undefined : Rational.parseDecimal(pct);
  if (parsedPct) total.percentage = parsedPct;
  const boards = cellValue(row.get('NrBoards'));
  if (boards !== undefined && /^\d+$/.test(boards)) total.boards = Number(boards);
  if (names !== undefined) total.names = names;
  return total;
}
