/**
 * `Section` and `RoundData` → the sections of the session and its movement (the Bridgemate developer's guide, src/movement):
 * one movement row per section, table and round, with the pairs `NSPair`/`EWPair` and the boards
 * `LowBoard`–`HighBoard` (or the list in `CustomBoards`). Individual events add `South` and `West`: the
 * "pairs" are then the partnerships `north-south` and `east-west`, as the traveller lines name them.
 *
 * - `Section.Letter` (trimmed) names a section; the event's lines carry it only when there are several.
 * - A missing side is pair 0. `Section.MissingPair` names the phantom or sit-out pair: a side with that number
 *   that has no result at all is missing too (with each direction numbered from 1, that tells NS 12 from EW 12).
 * - `Section.Winners`: 1 → one field, 2 → two (NS and EW ranked apart); 0 or empty → decided by the scorer.
 * - `Section.ScoringType` 4 is a team event (the Bridgemate developer's guide).
 *
 * @example
 * readRoundData(tables, ctx).movement.rows[0] //=> { round: 1, table: 1, ns: '1', ew: '1', boards: [1, 2, 3], source }
 */
import type { MovementRow, Movement } from '../../model/movement.js';
import type { Diagnostic } from '../../base/diagnostics.js';
import { intCell, optionalInt, textCell, type BwsRow } from './values.js';

export interface BwsSection {
  readonly id: number;
  /** the letter, or the id when the letter is empty */
  readonly name: string;
  readonly missingPair?: number;
  readonly winners?: 'one' | 'two';
  readonly teams: boolean;
}

export interface ReadSectionsResult {
  readonly sections: Map<number, BwsSection>;
  readonly diagnostics: Diagnostic[];
}

export function readSections(rows: readonly BwsRow[], file: string): ReadSectionsResult {
  const sections = new Map<number, BwsSection>();
  const diagnostics: Diagnostic[] = [];
  rows.forEach((row, i) => {
    const id = intCell(row, 'ID', { min: 0 });
    const record = `Section row ${id.ok ? id.value : `#${i + 1}`}`;
    const warn = (field: string, message: string): void => {
      diagnostics.push({ severity: 'warning', code: 'bws-section', file, record, field, message });
    };
    if (!id.ok) {
      diagnostics.push({ severity: 'error', code: 'bws-section', file, record, field: 'ID', message: `not a section number (${id.expected})` });
      return;
    }
    const letter = textCell(row, 'Letter');
    const missing = optionalInt(row, 'MissingPair', { min: 0 });
    if (!missing.ok) warn('MissingPair', `not a pair number (${missing.expected}); no pair is taken as missing`);
    const winnersCell = optionalInt(row, 'Winners', { min: 0, max: 9 });
    let winners: 'one' | 'two' | undefined;
    if (winnersCell.ok && winnersCell.value === 1) winners = 'one';
    else if (winnersCell.ok && winnersCell.value === 2) winners = 'two';
    else if (!winnersCell.ok || (winnersCell.value !== undefined && winnersCell.value !== 0))
      warn('Winners', `expected 1 or 2 winners (or 0: not set); the scorer decides`);
    const type = optionalInt(row, 'ScoringType', { min: 0, max: 99 });
    const missingPair = missing.ok && missing.value !== undefined && missing.value > 0 ? missing.value : undefined;
    sections.set(id.value, {
      id: id.value,
      name: letter === '' ? String(id.value) : letter,
      ...(missingPair === undefined ? {} : { missingPair }),
      ...(winners ? { winners } : {}),
      teams: type.ok && type.value === 4,
    });
  });
  return { sections, diagnostics };
}

export interface RoundDataContext {
  readonly file: string;
  readonly sections: ReadonlyMap<number, BwsSection>;
  /** name the sections on the rows (when there are several) */
  readonly named: boolean;
  readonly individual: boolean;
  /** `section|direction|pair` of every side that has a result (`direction` '' for one numbering) */
  readonly hasResults: (section: number, side: 'NS' | 'EW', pair: number) => boolean;
}

export interface ReadRoundDataResult {
  readonly movement: Movement;
  /** by `section|table|round`: the pairs the movement seats there */
  readonly seated: Map<string, { ns: string | null; ew: string | null }>;
  readonly diagnostics: Diagnostic[];
}

export function readRoundData(rows: readonly BwsRow[], ctx: RoundDataContext): ReadRoundDataResult {
  const diagnostics: Diagnostic[] = [];
  const out: MovementRow[] = [];
  const seated = new Map<string, { ns: string | null; ew: string | null }>();
  rows.forEach((row, i) => {
    const cells = ['Section', 'Table', 'Round'].map((c) => intCell(row, c, { min: c === 'Section' ? 0 : 1 }));
    const [sectionCell, tableCell, roundCell] = cells as [ReturnType<typeof intCell>, ReturnType<typeof intCell>, ReturnType<typeof intCell>];
    const where = tableCell.ok && roundCell.ok ? `table ${tableCell.value}, round ${roundCell.value}` : `row #${i + 1}`;
    const section = sectionCell.ok ? ctx.sections.get(sectionCell.value) : undefined;
    const record = `RoundData ${ctx.named && section ? `section ${section.name} ` : ''}${where}`;
    const error = (field: string, message: string): void => {
      diagnostics.push({ severity: 'error', code: 'bws-round-data', file: ctx.file, record, field, message });
    };
    ['Section', 'Table', 'Round'].forEach((c, k) => {
      const cell = cells[k] as ReturnType<typeof intCell>;
      if (!cell.ok) error(c, `not a ${c.toLowerCase()} number (${cell.expected})`);
    });
    const boards = boardsOf(row, error);
    const pair = (column: string): number | undefined => {
      const c = intCell(row, column, { min: 0 });
      if (!c.ok) error(column, `not a pair number (${c.expected})`);
      return c.ok ? c.value : undefined;
    };
    const [n, e] = [pair('NSPair'), pair('EWPair')];
    const [s, w] = ctx.individual ? [pair('South'), pair('West')] : [0, 0];
    if (!sectionCell.ok || !tableCell.ok || !roundCell.ok || !boards || n === undefined || e === undefined || s === undefined || w === undefined) return;
    const sectionId = sectionCell.value;
    const missing = (side: 'NS' | 'EW', p: number): boolean => p === 0 || (p === section?.missingPair && !ctx.hasResults(sectionId, side, p));
    const side = (side: 'NS' | 'EW', first: number, second: number): string | null => {
      if (ctx.individual) return missing(side, first) || missing(side, second) ? null : `${first}-${second}`;
      return missing(side, first) ? null : String(first);
    };
    const nsSide = side('NS', n, s);
    const ewSide = side('EW', e, w);
    seated.set(`${sectionId}|${tableCell.value}|${roundCell.value}`, { ns: nsSide, ew: ewSide });
    out.push({
      round: roundCell.value,
      table: tableCell.value,
      ns: nsSide,
      ew: ewSide,
      boards,
      ...(ctx.named && section ? { section: section.name } : {}),
      source: { file: ctx.file, record },
    });
  });
  out.sort((a, b) => compareText(a.section ?? '', b.section ?? '') || a.round - b.round || a.table - b.table);
  return { movement: { rows: out }, seated, diagnostics };
}

/** `LowBoard`–`HighBoard`, or the boards listed in `CustomBoards` ("1,2,5"). */
function boardsOf(row: BwsRow, error: (field: string, message: string) => void): number[] | undefined {
  const custom = textCell(row, 'CustomBoards');
  if (custom !== '') {
    const list = custom.split(/[\s,;]+/).filter(Boolean);
    if (list.length === 0 || list.length > 200 || !list.every((b) => /^\d{1,6}$/.test(b) && Number(b) >= 1)) {
      error('CustomBoards', `"${custom}" is not a list of boards (expected board numbers ≥ 1 separated by commas)`);
      return undefined;
    }
    return [...new Set(list.map(Number))].sort((a, b) => a - b);
  }
  const low = intCell(row, 'LowBoard', { min: 1 });
  const high = intCell(row, 'HighBoard', { min: 1 });
  if (!low.ok) error('LowBoard', `not a board number (${low.expected})`);
  if (!high.ok) error('HighBoard', `not a board number (${high.expected})`);
  if (!low.ok || !high.ok) return undefined;
  if (high.value < low.value || high.value - low.value >= 200) {
    error('HighBoard', `boards ${low.value}–${high.value} are not a round's boards (expected HighBoard ≥ LowBoard, at most 200 boards)`);
    return undefined;
  }
  return Array.from({ length: high.value - low.value + 1 }, (_, k) => low.value + k);
}

function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
