/**
 * A CSV file as a table of named columns: header row matched case-insensitively against synonyms, comma or
 * semicolon (or tab) separated, each row with its line number. Used by every CSV reader of the program.
 */
import { parse } from 'csv-parse/sync';
import { CsvError } from 'csv-parse';
import { DiagnosticBag } from '../diagnostics.js';

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
  return h.trim().toLowerCase().replace(/[\s_\-.]/g, '');
}

/** Pick the delimiter that splits the header line into the most fields. */
export function detectDelimiter(text: string): string {
  // The header: the first line that is neither blank nor a comment (the parser skips those too).
  const first = text.split('\n').find((l) => l.trim() !== '' && !l.startsWith('#')) ?? '';
  let best = ',';
  let bestCount = 0;
  for (const d of [',', ';', '\t']) {
    const count = countOutsideQuotes(first, d);
    if (count > bestCount) {
      best = d;
      bestCount = count;
    }
  }
  return best;
}

function countOutsideQuotes(line: string, ch: string): number {
  let inQuotes = false;
  let n = 0;
  for (const c of line) {
    if (c === '"') inQuotes = !inQuotes;
    else if (c === ch && !inQuotes) n++;
  }
  return n;
}

/**
 * Parse `text` (already decoded) into rows. Problems go into `bag`; on a structural error (unbalanced quotes,
 * ragged rows that csv-parse rejects) the table is returned empty so that callers report and stop.
 */
export function readCsvTable(text: string, columns: readonly ColumnSpec[], bag: DiagnosticBag): CsvTable {
  const empty: CsvTable = { rows: [], present: new Set(), headerLine: 1 };
  if (text.trim() === '') {
    bag.error('empty-file', 'the file is empty (expected a header row and at least one data row)', 1);
    return empty;
  }
  const expectedHeader = columns.filter((c) => c.required).map((c) => c.name).join(',');
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u0008\u000e-\u001f]/.test(text.slice(0, 1024))) {
    bag.error('not-text', `not a text file (expected CSV with a header row such as ${expectedHeader})`);
    return empty;
  }
  const start = text.trimStart();
  if (start.startsWith('{') || start.startsWith('[')) {
    bag.error('not-csv', `not a CSV file: it looks like JSON (expected a header row such as ${expectedHeader})`, 1);
    return empty;
  }
  let records: { record: string[]; info: { lines: number } }[];
  try {
    records = parse(text, {
      delimiter: detectDelimiter(text),
      info: true,
      relax_column_count: true,
      skip_empty_lines: true,
      trim: true,
      comment: '#',
      comment_no_infix: true,
    }) as unknown as { record: string[]; info: { lines: number } }[];
  } catch (e) {
    if (e instanceof CsvError) {
      if (e.code === 'CSV_QUOTE_NOT_CLOSED') {
        bag.error('csv-quote', 'a quoted field opened on this line is never closed (expected a closing " on the same line)', openQuoteLine(text));
      } else {
        const line = (e as CsvError & { lines?: number }).lines;
        bag.error('csv-syntax', `not valid CSV: ${e.message.replace(/^Invalid [^:]*: /, '')}`, line);
      }
      return empty;
    }
    throw e;
  }
  const header = records[0];
  if (!header) {
    bag.error('empty-file', 'the file has no header row', 1);
    return empty;
  }
  const headerLine = header.info.lines;
  const index = new Map<string, number>();
  header.record.forEach((h, i) => {
    const key = normaliseHeader(h);
    for (const col of columns) {
      if (!index.has(col.name) && col.synonyms.some((s) => normaliseHeader(s) === key)) index.set(col.name, i);
    }
  });
  const missing = columns.filter((c) => c.required && !index.has(c.name));
  if (missing.length > 0) {
    const found = header.record.map((h) => `"${h}"`).join(', ');
    for (const col of missing) {
      bag.error(
        'missing-column',
        `required column "${col.name}" is missing (found ${found}; accepted names: ${col.synonyms.join(', ')})`,
        headerLine,
      );
    }
    return { rows: [], present: new Set(index.keys()), headerLine };
  }
  const rows: CsvRow[] = [];
  for (const r of records.slice(1)) {
    const cells = r.record;
    if (cells.every((c) => c === '')) continue;
    rows.push({
      line: r.info.lines,
      cells,
      get(column: string): string | undefined {
        const i = index.get(column);
        if (i === undefined) return undefined;
        const v = cells[i];
        return v === undefined || v === '' ? undefined : v;
      },
    });
  }
  return { rows, present: new Set(index.keys()), headerLine };
}

/** The line on which the quote that is never closed was opened. */
function openQuoteLine(text: string): number {
  let line = 1;
  let inQuotes = false;
  let openedAt = 1;
  for (const c of text) {
    if (c === '"') {
      inQuotes = !inQuotes;
      if (inQuotes) openedAt = line;
    } else if (c === '\n') line++;
  }
  return openedAt;
}
