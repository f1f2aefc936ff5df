/**
 * PBN 2.1 §5.10 `TotalScoreTable`: the ranking, one row per pair. Real producers use their own column names
 * (Ruter, Magic Contest: `Rank`, `RankTie`, `PairId`, `Section`, `Direction`, `TotalScoreMP`/`TotalScoreIMP`,
 * `TotalPercentage`, `Names` "A - B", `NrBoards`, `MemberID1`, `MemberID2`); the spec's `TotalMP`, `TotalIMP`
 * and `TotalScore` are read too. The table gives the participants (names and member ids) and the published
 * totals, which are kept for comparison only; Ruter's `ScorePenalty` (each pair's procedural penalties, sign
 * as written) is also returned apart, as the source of a pair's penalty where the file has no "Pen" row
 * (penalty-rows.ts).
 *
 * @example
 * // Rank;PairId;Direction;TotalScoreMP;Names;MemberID1;MemberID2  →  1 23 "E-W" 1337.0 "Lasse Bergroth - Mikko Nieminen" "1040" "1354"
 * readTotalScoreTable(table, bag).participants[0]
 * //=> { pair: '23', name: 'Lasse Bergroth - Mikko Nieminen', players: [{ name: 'Lasse Bergroth', id: '1040' }, …] }
 */
import { Rational } from '../../base/rational.js';
import type { Participant, Player } from '../../model/types.js';
import type { DiagnosticBag } from '../../base/diagnostics.js';
import { parseWholeNumber } from '../../laws/notation.js';
import { parsePlace, type PublishedTotal } from '../../model/published.js';
import type { ScorePenalty } from './penalty-rows.js';
import { cellValue, type PbnTable, type TableRow } from './table.js';

export interface TotalScoreTableResult {
  readonly participants: Participant[];
  readonly totals: PublishedTotal[];
  /** the ScorePenalty column, pair by pair where it has a value */
  readonly penalties: ScorePenalty[];
  /** the column the totals were read from: it tells matchpoints (…MP) from IMPs (…IMP) */
  readonly totalColumn?: string;
}

const TOTAL_COLUMNS = ['TotalScoreMP', 'TotalScoreIMP', 'TotalScoreVP', 'TotalMP', 'TotalIMP', 'TotalScore'];
/** A multi-session file's own session beside the cumulative totals (Ruter). */
const SESSION_TOTAL_COLUMNS = ['SessionScoreMP', 'SessionScoreIMP', 'SessionScore'];

export function readTotalScoreTable(table: PbnTable, bag: DiagnosticBag): TotalScoreTableResult {
  const participants: Participant[] = [];
  const totals: PublishedTotal[] = [];
  const penalties: ScorePenalty[] = [];
  const idColumn = ['PairId', 'PlayerId', 'TeamId'].find((c) => table.has(c));
  if (!idColumn) {
    bag.warn('pbn-total-table-layout', '[TotalScoreTable] has no PairId column; it is skipped', table.line, 'TotalScoreTable');
    return { participants, totals, penalties };
  }
  const totalColumn = TOTAL_COLUMNS.find((c) => table.has(c));
  const sessionColumn = SESSION_TOTAL_COLUMNS.find((c) => table.has(c));
  const hasSession = sessionColumn !== undefined || table.has('SessionPercentage') || table.has('SessionRank');
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
    const total = totalOf(row, pair, section, names, totalColumn, hasSession ? (sessionColumn ?? '') : undefined);
    totals.push(total);
    if (total.penalty !== undefined) {
      penalties.push({
        pair,
        ...(section === undefined ? {} : { section }),
        ...(direction === undefined ? {} : { direction }),
        value: total.penalty,
        line: row.line,
      });
    }
  }
  return { participants: keepDirectionOnlyWhereShared(participants), totals, penalties, ...(totalColumn === undefined ? {} : { totalColumn }) };
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
  /** the session total's column ('' when only the session's percentage or place is given), undefined for none */
  sessionColumn: string | undefined,
): PublishedTotal {
  const total: PublishedTotal = { pair };
  if (section !== undefined) total.section = section;
  const direction = directionOf(cellValue(row.get('Direction')));
  if (direction) total.direction = direction;
  const place = placeOf(row, 'Rank', 'RankTie');
  if (place) {
    total.rank = place.rank;
    total.tie = place.tie;
  }
  const parsedTotal = totalColumn === undefined ? undefined : publishedNumber(row, totalColumn);
  if (parsedTotal) total.total = parsedTotal;
  const parsedPct = publishedNumber(row, 'TotalPercentage');
  if (parsedPct) total.percentage = parsedPct;
  if (sessionColumn !== undefined) {
    const session: NonNullable<PublishedTotal['session']> = {};
    const sessionTotal = sessionColumn === '' ? undefined : publishedNumber(row, sessionColumn);
    if (sessionTotal) session.total = sessionTotal;
    const sessionPct = publishedNumber(row, 'SessionPercentage');
    if (sessionPct) session.percentage = sessionPct;
    const sessionPlace = placeOf(row, 'SessionRank', 'SessionRankTie');
    if (sessionPlace) {
      session.rank = sessionPlace.rank;
      session.tie = sessionPlace.tie;
    }
    total.session = session;
  }
  // Magic Contest France: the value that broke a tie on the total ("2" against "0"), `-` elsewhere
  const tiebreak = cellValue(row.get('Tiebreak'));
  if (tiebreak !== undefined && tiebreak.trim() !== '') total.tiebreak = tiebreak.trim();
  // Ruter: the pair's procedural penalties, as published (−8 takes 8 away)
  const penalty = publishedNumber(row, 'ScorePenalty');
  if (penalty) total.penalty = penalty;
  const boards = cellValue(row.get('NrBoards'));
  const boardCount = boards === undefined ? undefined : parseWholeNumber(boards, 0);
  if (boardCount?.ok) total.boards = boardCount.value;
  if (names !== undefined) total.names = names;
  return total;
}

/** A place from its column (`3`, `3=`), shared when the tie column holds anything but `-` (Ruter's RankTie). */
function placeOf(row: TableRow, rankColumn: string, tieColumn: string): { rank: number; tie: boolean } | undefined {
  const text = cellValue(row.get(rankColumn));
  const place = text === undefined ? undefined : parsePlace(text);
  if (!place) return undefined;
  return { rank: place.rank, tie: place.tie || cellValue(row.get(tieColumn)) !== undefined };
}

/** A published decimal, range-checked: a number a program could have written (at most 12 digits). */
function publishedNumber(row: TableRow, column: string): Rational | undefined {
  const text = cellValue(row.get(column));
  if (text === undefined || text.replace(/[^0-9]/g, '').length > 12) return undefined;
  return Rational.parseDecimal(text);
}
