/**
 * PBN 2.1 §5.3 supplemental tables (ScoreTable, TotalScoreTable, OptimumResultTable, any `…Table`): the tag
 * value names the columns, `;`-separated, each with an optional sort prefix (`+` descending, `-` ascending)
 * and an optional `\<width>` suffix with `L` or `R` alignment. The data are whitespace-separated elements,
 * tokens or quoted strings. In import format a row need not be one line, so rows are built by counting
 * elements against the number of columns.
 *
 * @example
 * parseColumns('PairId_NS\\2R;+MP_NS\\4R;Names\\30L')
 * //=> [{ name: 'PairId_NS', width: 2, align: 'R' }, { name: 'MP_NS', width: 4, align: 'R', sort: 'desc' }, …]
 */
import type { DiagnosticBag } from '../../base/diagnostics.js';
import { Rational } from '../../base/rational.js';
import type { PbnDataItem, PbnTag } from './games.js';

export interface TableColumn {
  readonly name: string;
  readonly width?: number;
  readonly align?: 'L' | 'R';
  readonly sort?: 'asc' | 'desc';
}

export interface TableCell {
  readonly text: string;
  readonly quoted: boolean;
  readonly line: number;
}

export interface TableRow {
  /** line of the row's first element */
  readonly line: number;
  readonly cells: readonly TableCell[];
  /** the cell of a column, by name compared case-insensitively */
  get(column: string): TableCell | undefined;
}

export interface PbnTable {
  readonly name: string;
  readonly line: number;
  readonly columns: readonly TableColumn[];
  readonly rows: readonly TableRow[];
  has(column: string): boolean;
}

export interface ParseTableOptions {
  /** named in messages */
  readonly board?: number;
  /** report structural problems as warnings (tables the reader does not use) */
  readonly lenient?: boolean;
}

export function parseColumns(header: string): TableColumn[] {
  const columns: TableColumn[] = [];
  for (const raw of header.split(';')) {
    let spec = raw.trim();
    if (spec === '') continue;
    let sort: 'asc' | 'desc' | undefined;
    if (spec.startsWith('+')) sort = 'desc';
    else if (spec.startsWith('-')) sort = 'asc';
    if (sort) spec = spec.slice(1);
    const slash = spec.indexOf('\\');
    const name = (slash < 0 ? spec : spec.slice(0, slash)).trim();
    const m = slash < 0 ? null : /^(\d+)([LR])?/.exec(spec.slice(slash + 1));
    columns.push({
      name,
      ...(m ? { width: Number(m[1]) } : {}),
      ...(m?.[2] ? { align: m[2] as 'L' | 'R' } : {}),
      ...(sort ? { sort } : {}),
    });
  }
  return columns;
}

export function parseTable(tag: PbnTag, bag: DiagnosticBag, options: ParseTableOptions = {}): PbnTable {
  const columns = parseColumns(tag.value);
  const index = new Map<string, number>();
  columns.forEach((c, i) => {
    const key = c.name.toLowerCase();
    if (!index.has(key)) index.set(key, i);
  });
  const has = (column: string): boolean => index.has(column.toLowerCase());
  const where = options.board === undefined ? '' : `board ${options.board}: `;
  const report = (code: string, message: string, line: number): void => {
    if (options.lenient) bag.warn(code, message, line, tag.name);
    else bag.error(code, message, line, tag.name);
  };
  const n = columns.length;
  const makeRow = (items: readonly PbnDataItem[]): TableRow => {
    const cells = items.map(toCell);
    return {
      line: (items[0] as PbnDataItem).line,
      cells,
      get(column: string): TableCell | undefined {
        const i = index.get(column.toLowerCase());
        return i === undefined ? undefined : cells[i];
      },
    };
  };

  const data = tag.data;
  if (n === 0) {
    if (data.length > 0) report('pbn-table-no-columns', `${where}table [${tag.name}] has data but names no columns`, tag.line);
    return { name: tag.name, line: tag.line, columns, rows: [], has };
  }
  if (data.length % n === 0) {
    const rows: TableRow[] = [];
    for (let i = 0; i < data.length; i += n) rows.push(makeRow(data.slice(i, i + n)));
    return { name: tag.name, line: tag.line, columns, rows, has };
  }

  // The count does not fit: find the line that breaks the one-row-per-line pattern most producers follow,
  // report it, and keep the lines that are whole rows.
  const byLine = new Map<number, PbnDataItem[]>();
  for (const item of data) {
    const list = byLine.get(item.line);
    if (list) list.push(item);
    else byLine.set(item.line, [item]);
  }
  const rows: TableRow[] = [];
  let reported = false;
  for (const [line, items] of byLine) {
    if (items.length === n) {
      rows.push(makeRow(items));
    } else if (!reported) {
      reported = true;
      const what = items.length < n ? 'too few cells' : 'too many cells';
      report(
        'pbn-table-row',
        `${where}table row has ${what}: found ${items.length}, the header [${tag.name}] has ${n} columns (${columns
          .map((c) => c.name)
          .join(';')}); a quote or a cell may be missing`,
        line,
      );
    }
  }
  return { name: tag.name, line: tag.line, columns, rows, has };
}

function toCell(item: PbnDataItem): TableCell {
  return item.kind === 'string' ? { text: item.text, quoted: true, line: item.line } : { text: item.text, quoted: false, line: item.line };
}

/** `-` (not applicable), `?` (unknown) and empty cells carry no value. */
export function cellValue(cell: TableCell | undefined): string | undefined {
  if (!cell) return undefined;
  const t = cell.text.trim();
  if (t === '' || t === '-' || t === '?') return undefined;
  return t;
}

/** A published decimal, range-checked where it is read: at most 12 digits, as a program writes them. */
export function decimalCell(row: TableRow, column: string): Rational | undefined {
  const v = cellValue(row.get(column));
  return v === undefined || v.replace(/[^0-9]/g, '').length > 12 ? undefined : Rational.parseDecimal(v);
}
