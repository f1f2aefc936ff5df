/**
 * A CSV file as a table of named columns: header row matched case-insensitively against synonyms, comma or
 * semicolon (or tab) separated, each row with its line number. Used by every CSV reader of the program.
 */
import { found, type DiagnosticBag } from '../../base/diagnostics.js';
import { detectDelimiterBytes, tokenizeCsv } from './tokenize.js';

export interface ColumnSpec {
  /** canonical name, used in messages and as the key of `CsvRow.get` */
  readonly name: string;
  /** accepted header spellings, compared after lower-casing and removing spaces, '_' and '-' */
  readonly synonyms: readonly string[];
  readonly required?: boolean;
}

export interface CsvRow {
  readonly line: number;
  /** the cell of a canonical column, trimmed; undefined when the column is absent or the cell empty */
  get(column: string): string | undefined;
  readonly cells: readonly string[];
}

export interface CsvTable {
  readonly rows: readonly CsvRow[];
  readonly present: ReadonlySet<string>;
  readonly headerLine: number;
}

export function normaliseHeader(h: string): string {
  return h
    .trim()
    .toLowerCase()
    .replace(/[\s_\-.]/g, '');
}

/** Pick the delimiter that splits the header line (the first that is neither blank nor a comment) into the most fields. */
export function detectDelimiter(text: string): string {
  const first = text.split('\n').find((l) => l.trim() !== '' && !l.startsWith('#')) ?? '';
  const bytes = new TextEncoder().encode(first);
  return String.fromCharCode(detectDelimiterBytes(bytes, 0, bytes.length));
}

/**
 * Parse `text` (already decoded) into rows. Problems go into `bag`; on a structural error (a quote never closed,
 * a quote inside a field) the table is returned empty so that callers report and stop.
 */
export function readCsvTable(text: string, columns: readonly ColumnSpec[], bag: DiagnosticBag): CsvTable {
  const empty: CsvTable = { rows: [], present: new Set(), headerLine: 1 };
  if (text.trim() === '') {
    bag.error('empty-file', EMPTY_FILE, 1);
    return empty;
  }
  if (!checkCsvStart(text, columns, bag)) return empty;
  const tokens = tokenizeCsv(new TextEncoder().encode(text));
  if (tokens.error) {
    bag.error(tokens.error.code, tokens.error.message, tokens.error.line);
    return empty;
  }
  const [header, ...data] = tokens.rows;
  if (!header) {
    bag.error('empty-file', 'the file has no header row', 1);
    return empty;
  }
  const index = columnIndex(header.cells, columns, header.line, bag);
  if (!index) return { rows: [], present: new Set(), headerLine: header.line };
  const rows: CsvRow[] = [];
  for (const r of data) {
    const cells = r.cells;
    rows.push({
      line: r.line,
      cells,
      get(column: string): string | undefined {
        const i = index.get(column);
        if (i === undefined) return undefined;
        const v = cells[i];
        return v === undefined || v === '' ? undefined : v;
      },
    });
  }
  return { rows, present: new Set(index.keys()), headerLine: header.line };
}

export const EMPTY_FILE = 'the file is empty (expected a header row and at least one data row)';

/** The checks on the start of a file (its first kilobyte) before parsing: text, not JSON. */
export function checkCsvStart(start: string, columns: readonly ColumnSpec[], bag: DiagnosticBag): boolean {
  const expectedHeader = columns
    .filter((c) => c.required)
    .map((c) => c.name)
    .join(',');

  const control = /[\u0000-\u0008\u000e-\u001f]/.exec(start.slice(0, 1024));
  if (control) {
    // The line of the first control character: where a text file that was damaged went wrong.
    let line = 1;
    for (let i = start.indexOf('\n'); i >= 0 && i < control.index; i = start.indexOf('\n', i + 1)) line++;
    const code = control[0].charCodeAt(0).toString(16).toUpperCase().padStart(4, '0');
    bag.error('not-text', `not a text file: control character U+${code} (expected CSV with a header row such as ${expectedHeader})`, line);
    return false;
  }
  const trimmed = start.trimStart();
  if (trimmed.startsWith('{') || trimmed.startsWith('[')) {
    bag.error('not-csv', `not a CSV file: it looks like JSON (expected a header row such as ${expectedHeader})`, 1);
    return false;
  }
  return true;
}

/**
 * The header's columns by canonical name; undefined (with an error per missing required column, listing the
 * columns found) when a required one is missing.
 */
export function columnIndex(
  header: readonly string[],
  columns: readonly ColumnSpec[],
  headerLine: number,
  bag: DiagnosticBag,
): Map<string, number> | undefined {
  const index = new Map<string, number>();
  header.forEach((h, i) => {
    const key = normaliseHeader(h);
    for (const col of columns) {
      if (!index.has(col.name) && col.synonyms.some((s) => normaliseHeader(s) === key)) index.set(col.name, i);
    }
  });
  const missing = columns.filter((c) => c.required && !index.has(c.name));
  if (missing.length === 0) return index;
  for (const col of missing) {
    bag.error(
      'missing-column',
      `required column "${col.name}" is missing (found ${foundColumns(header)}; accepted names: ${col.synonyms.join(', ')})`,
      headerLine,
    );
  }
  return undefined;
}

/** The header's columns for a message: `"board", "ns", …` (at most 30). */
export function foundColumns(header: readonly string[]): string {
  const shown = header.slice(0, 30).map((h) => found(h, 30));
  return header.length > 30 ? `${shown.join(', ')} and ${header.length - 30} more` : shown.join(', ');
}
