/**
 * Traveller CSV → the line table. One row per board played at a table: board, NS pair, EW pair, contract,
 * declarer, result (or tricks), optionally the NS score written on the traveller, lead, round, table, section,
 * and director's marks (an adjusted score in the contract cell, `fouled` version, `adjustment`/`note`).
 *
 * A written score that disagrees with contract + tricks is a warning: the contract and tricks stand (NBF 3.2.7).
 *
 * Travellers written by hand or by spreadsheet in Norway, Sweden and Denmark read as they are: the seats
 * Ø/Ö (east) and V (west), headers such as `Spill`, `Bricka`, `ØV`, `Ö-V`, the minus sign U+2212, and a result
 * in the contract cell (`4SX+1` with the declarer in its own column).
 *
 * Rows are read as they stream in: the common cells (numbers, plain contracts, seats and results) straight
 * from their bytes, anything else through the notation parsers with their messages.
 *
 * @example
 * readTravellersCsv('board,ns,ew,contract,declarer,result\n1,1,8,4S,N,=\n', 'a.csv').results[0].outcome
 * //=> { kind: 'played', score: { contract: {level:4, strain:'S', risk:''}, declarer:'N', tricks:10, scoreNS:420 } }
 */
import { LineTable, MAX_NUMBER } from '../../model/line-table.js';
import type { ResultLine } from '../../model/types.js';
import { DiagnosticBag, found, type Diagnostic } from '../../base/diagnostics.js';
import { checkCsvStart, columnIndex, EMPTY_FILE, foundColumns, type ColumnSpec } from './read-table.js';
import { CsvTokenizer, type CsvEncoding, type CsvRowView } from './tokenize.js';
import { OutcomeReader } from './traveller-outcome.js';
import { utf16Bom } from '../decode.js';

export const TRAVELLER_COLUMNS: readonly ColumnSpec[] = [
  { name: 'board', synonyms: ['board', 'bd', 'brd', 'board no', 'boardno', 'spill', 'deal', 'bricka', 'spil', 'giv'], required: true },
  { name: 'ns', synonyms: ['ns', 'ns pair', 'pair ns', 'nspair', 'pairns', 'pairid_ns', 'n/s', 'north-south', 'ns par', 'par ns', 'nord-syd'] },
  {
    name: 'ew',
    synonyms: [
      'ew',
      'ew pair',
      'pair ew',
      'ewpair',
      'pairew',
      'pairid_ew',
      'e/w',
      'east-west',
      'øv',
      'ø-v',
      'ø/v',
      'ov',
      'o-v',
      'öv',
      'ö-v',
      'ö/v',
      'øv par',
      'par øv',
      'öv par',
      'par öv',
      'øst-vest',
      'öst-väst',
    ],
  },
  // An individual event names the four players instead of two pairs.
  { name: 'north', synonyms: ['north', 'player north', 'playerid_north', 'nord', 'norr'] },
  { name: 'east', synonyms: ['east', 'player east', 'playerid_east', 'øst', 'öst', 'ost'] },
  { name: 'south', synonyms: ['south', 'player south', 'playerid_south', 'syd', 'söder'] },
  { name: 'west', synonyms: ['west', 'player west', 'playerid_west', 'vest', 'väst'] },
  { name: 'contract', synonyms: ['contract', 'kontrakt', 'contr', 'kontr'], required: true },
  { name: 'declarer', synonyms: ['declarer', 'by', 'decl', 'played by', 'playedby', 'spilt av', 'dekl', 'spelförare', 'spilfører', 'av'] },
  { name: 'result', synonyms: ['result', 'tricks', 'res', 'stikk', 'made', 'resultat', 'stick', 'stik'] },
  { name: 'score', synonyms: ['score', 'ns score', 'score ns', 'score_ns', 'nsscore', 'poeng', 'poäng', 'point', 'poeng ns', 'poäng ns', 'point ns'] },
  { name: 'lead', synonyms: ['lead', 'utspill', 'opening lead', 'utspel', 'udspil'] },
  { name: 'round', synonyms: ['round', 'rnd', 'runde', 'rond', 'omgång'] },
  { name: 'table', synonyms: ['table', 'tbl', 'bord'] },
  { name: 'section', synonyms: ['section', 'sect', 'sec', 'seksjon', 'gruppe', 'grupp', 'sektion'] },
  { name: 'session', synonyms: ['session', 'sesjon', 'omgang'] },
  { name: 'fouled', synonyms: ['fouled', 'version', 'foul'] },
  { name: 'adjustment', synonyms: ['adjustment', 'ruling', 'adj'] },
  { name: 'note', synonyms: ['note', 'notes', 'remark', 'remarks', 'comment'] },
];

export interface ReadTravellersResult {
  readonly results: ResultLine[];
  readonly diagnostics: Diagnostic[];
}

export interface ReadTravellersOptions {
  /** a two-winner Mitchell numbering both directions from 1: NS 3 may meet EW 3 */
  readonly sharedNumbers?: boolean;
}

/** A reader stops after this many errors: the file is wrong enough to look at first. */
const MAX_ERRORS = 200;
/** Pair and player numbers longer than this are not numbers. */
const MAX_ID_LENGTH = 64;

/** Column positions in the file, −1 when absent. */
class Columns {
  board = -1;
  ns = -1;
  ew = -1;
  north = -1;
  east = -1;
  south = -1;
  west = -1;
  contract = -1;
  declarer = -1;
  result = -1;
  score = -1;
  lead = -1;
  round = -1;
  table = -1;
  section = -1;
  session = -1;
  fouled = -1;
  adjustment = -1;
  note = -1;
}

/**
 * One traveller file into the table, as its bytes come. `finish()` says whether the file must be read again
 * in another encoding (it was not UTF-8); the caller then starts over with a fresh reader.
 */
export class TravellerCsvReader {
  private readonly tokenizer: CsvTokenizer;
  private readonly cols = new Columns();
  private header = true;
  private individual = false;
  private rows = 0;
  private readonly fileIndex: number;
  private readonly outcome: OutcomeReader;
  private checkedStart = false;
  private startOk = true;
  /** the file has more than white space (or is a file of comments only) */
  private notBlank = false;

  constructor(
    file: string,
    private readonly table: LineTable,
    readonly bag: DiagnosticBag,
    private readonly options: ReadTravellersOptions = {},
    encoding: CsvEncoding = 'utf-8',
  ) {
    this.fileIndex = table.internChecked(table.files, file, 'files');
    this.outcome = new OutcomeReader(table, bag);
    this.tokenizer = new CsvTokenizer({ encoding, onRow: (row) => this.onRow(row) });
  }

  /** the file's size in bytes, when known: the table is sized from the first chunk's lines */
  sizeHint: number | undefined;
  private bytesSeen = 0;

  push(chunk: Uint8Array): void {
    if (!this.checkedStart && chunk.length > 0) {
      this.checkedStart = true;
      // The checks on the start of the file (binary, JSON) look at its first kilobyte, as Latin-1 (as UTF-16
      // when it starts with UTF-16's byte-order mark: Excel's "Unicode text").
      const wide = utf16Bom(chunk);
      let head = '';
      if (wide !== undefined) head = new TextDecoder(wide).decode(chunk.subarray(2, Math.min(chunk.length, 2050) & ~1));
      else for (let i = 0; i < Math.min(chunk.length, 1024); i++) head += String.fromCharCode(chunk[i] as number);
      this.startOk = checkCsvStart(head, TRAVELLER_COLUMNS, this.bag);
    }
    if (this.header && !this.notBlank) this.notBlank = hasText(chunk);
    if (!this.startOk) return;
    const first = this.bytesSeen === 0;
    this.bytesSeen += chunk.length;
    this.tokenizer.push(chunk);
    if (first && this.sizeHint !== undefined && this.rows > 16 && this.sizeHint > chunk.length) {
      this.table.reserve(this.table.count + ((this.sizeHint - chunk.length) * this.rows * 1.05) / chunk.length);
    }
  }

  /** The end of the file. Returns the encoding to read it again in, when it was not UTF-8. */
  finish(): CsvEncoding | undefined {
    if (!this.startOk) return undefined;
    this.tokenizer.finish();
    if (this.tokenizer.restart) return this.tokenizer.restart;
    this.outcome.columnErrors(this.headerLine);
    const err = this.tokenizer.error;
    if (err) this.bag.error(err.code, err.message, err.line);
    else if (this.header && !this.notBlank) this.bag.error('empty-file', EMPTY_FILE, 1);
    else if (this.header && !this.bag.hasErrors()) this.bag.error('empty-file', 'the file has no header row', 1);
    else if (!this.header && this.rows === 0 && !this.bag.hasErrors()) {
      this.bag.error('empty-file', 'the file has a header but no traveller lines (expected at least one result)', this.headerLine);
    }
    return undefined;
  }

  private headerLine = 1;

  private onRow(row: CsvRowView): 'stop' | void {
    if (this.header) {
      this.header = false;
      this.headerLine = row.line;
      return this.readHeader(row);
    }
    this.rows++;
    this.readRow(row);
    if (this.bag.errorCount >= MAX_ERRORS) return 'stop';
  }

  private readHeader(row: CsvRowView): 'stop' | void {
    const names: string[] = [];
    for (let i = 0; i < row.count; i++) names.push(row.text(i));
    const index = columnIndex(names, TRAVELLER_COLUMNS, row.line, this.bag);
    if (!index) return 'stop';
    const cols = this.cols as unknown as Record<string, number>;
    for (const [name, i] of index) cols[name] = i;
    const c = this.cols;
    this.individual = c.north >= 0 && c.east >= 0 && c.south >= 0 && c.west >= 0;
    if (!this.individual && (c.ns < 0 || c.ew < 0)) {
      for (const col of ['ns', 'ew'].filter((x) => cols[x] === -1)) {
        this.bag.error(
          'missing-column',
          `required column "${col}" is missing (found ${foundColumns(names)}; expected "ns" and "ew" for the pairs, or "north", "east", "south" and "west" for the players of an individual event)`,
          row.line,
        );
      }
      return 'stop';
    }
  }

  private readRow(row: CsvRowView): void {
    const bag = this.bag;
    const t = this.table;
    const c = this.cols;
    const at = row.line;
    const errorsBefore = bag.errorCount;
    const i = t.grow();
    const board = this.wholeNumber(row, c.board, 'board', at, true);
    t.board[i] = board;
    if (this.individual) this.readPlayers(row, i, at);
    else this.readPairs(row, i, at);
    t.round[i] = this.wholeNumber(row, c.round, 'round', at, false);
    t.table[i] = this.wholeNumber(row, c.table, 'table', at, false);
    this.outcome.read(row, i, board, c, at);
    if (bag.errorCount > errorsBefore) {
      t.dropLast();
      return;
    }
    const file = t.files.get(this.fileIndex);
    t.section[i] = c.section >= 0 && present(row, c.section) ? t.internChecked(t.sections, row.text(c.section), 'sections', file, at) : 0;
    t.session[i] = c.session >= 0 && present(row, c.session) ? t.internChecked(t.sessions, row.text(c.session), 'sessions', file, at) : 0;
    t.fouled[i] = c.fouled >= 0 && present(row, c.fouled) ? t.internChecked(t.fouleds, row.text(c.fouled).toLowerCase(), 'fouled versions', file, at) : 0;
    t.lead[i] = c.lead >= 0 && present(row, c.lead) ? t.leads.intern(row.text(c.lead)) : -1;
    if (c.note >= 0 && present(row, c.note)) {
      const extra = t.extras.get(i) ?? {};
      extra.note = row.text(c.note);
      t.extras.set(i, extra);
    }
    t.file[i] = this.fileIndex;
    t.line[i] = at;
  }

  /**
   * A whole number cell: the board (required, ≥ 1) or the round and table (optional). −1 when absent or
   * wrong (wrong is reported). Numbers beyond MAX_NUMBER are bad data, never rounded into another.
   */
  private wholeNumber(row: CsvRowView, col: number, name: 'board' | 'round' | 'table', at: number, required: boolean): number {
    if (col < 0 || !present(row, col)) {
      if (required) this.bag.error(name, 'no board number (expected a whole number ≥ 1)', at, name);
      return -1;
    }
    const v = digitsValue(row.bytes, row.start(col), row.end(col));
    if (v >= 0 && v <= MAX_NUMBER && (v >= 1 || !required)) return v;
    const text = row.text(col);
    if (v === TOO_LONG || v > MAX_NUMBER) {
      this.bag.error(name, `${found(text)} is not a ${name} number (expected a whole number from ${required ? 1 : 0} to ${MAX_NUMBER})`, at, name);
    } else if (required) this.bag.error(name, `${found(text)} is not a board number (expected a whole number ≥ 1)`, at, name);
    else this.bag.error(name, `${found(text)} is not a ${name} number (expected a whole number)`, at, name);
    return -1;
  }

  private readPairs(row: CsvRowView, i: number, at: number): void {
    const t = this.table;
    const ns = this.pairId(row, this.cols.ns, 'ns', 'no NS pair (expected a pair number)', at);
    const ew = this.pairId(row, this.cols.ew, 'ew', 'no EW pair (expected a pair number)', at);
    t.ns[i] = ns;
    t.ew[i] = ew;
    if (ns >= 0 && ns === ew && !this.options.sharedNumbers) {
      const pair = t.pairs.get(ns);
      this.bag.error(
        'same-pair',
        `pair ${pair} is on both sides of this result (expected two different pairs; a two-winner Mitchell that numbers NS and EW from 1 is scored with --winners two)`,
        at,
        'ew',
      );
    }
  }

  private readPlayers(row: CsvRowView, i: number, at: number): void {
    const t = this.table;
    const c = this.cols;
    const players: (string | undefined)[] = [];
    for (const [col, name] of [
      [c.north, 'north'],
      [c.east, 'east'],
      [c.south, 'south'],
      [c.west, 'west'],
    ] as const) {
      if (!present(row, col)) {
        this.bag.error('player', `no ${name} player (expected a player number)`, at, name);
        players.push(undefined);
      } else players.push(this.idText(row, col, name, at));
    }
    const [n, e, s, w] = players;
    if (n === undefined || e === undefined || s === undefined || w === undefined) return;
    const twice = players.find((p, k) => players.indexOf(p) !== k);
    if (twice !== undefined) this.bag.error('same-player', `player ${twice} sits in two seats at this table (expected four different players)`, at);
    t.ns[i] = t.pairs.internText(`${n}-${s}`);
    t.ew[i] = t.pairs.internText(`${e}-${w}`);
    t.extras.set(i, { seats: { N: n, E: e, S: s, W: w } });
  }

  /** A pair number: by value when it is a plain whole number, as text otherwise; −1 when absent or wrong. */
  private pairId(row: CsvRowView, col: number, field: 'ns' | 'ew', missing: string, at: number): number {
    if (col < 0 || !present(row, col)) {
      this.bag.error('pair', missing, at, field);
      return -1;
    }
    const s = row.start(col);
    const e = row.end(col);
    const b = row.bytes;
    if (e - s <= 15 && (b[s] as number) >= 0x31 && (b[s] as number) <= 0x39) {
      const v = digitsValue(b, s, e);
      if (v > 0) return this.table.pairs.internNumber(v);
    }
    const text = this.idText(row, col, field, at);
    return text === undefined ? -1 : this.table.pairs.internText(text);
  }

  private idText(row: CsvRowView, col: number, field: string, at: number): string | undefined {
    const text = row.text(col);
    if (text.length > MAX_ID_LENGTH) {
      this.bag.error(
        'pair',
        `${found(text)} is not a ${field === 'ns' || field === 'ew' ? 'pair' : 'player'} number (expected at most ${MAX_ID_LENGTH} characters)`,
        at,
        field,
      );
      return undefined;
    }
    return text;
  }
}

/** digitsValue: not all digits, or empty */
const NOT_DIGITS = -1;
/** digitsValue: more digits than a number we take */
const TOO_LONG = -2;

/** The value of an all-digit ASCII cell; NOT_DIGITS or TOO_LONG otherwise. */
export function digitsValue(b: Uint8Array, s: number, e: number): number {
  if (e <= s) return NOT_DIGITS;
  let v = 0;
  for (let p = s; p < e; p++) {
    const d = (b[p] as number) - 0x30;
    if (d < 0 || d > 9) return NOT_DIGITS;
    v = v * 10 + d;
  }
  // Leading zeros do not make a number long; a value past 2^53 is not exact any more.
  return v > Number.MAX_SAFE_INTEGER ? TOO_LONG : v;
}

function hasText(chunk: Uint8Array): boolean {
  for (let p = 0; p < chunk.length; p++) {
    const c = chunk[p] as number;
    if (c !== 0x20 && c !== 0x09 && c !== 0x0a && c !== 0x0d) return true;
  }
  return false;
}

export function present(row: CsvRowView, col: number): boolean {
  return col >= 0 && col < row.count && row.end(col) > row.start(col);
}

/**
 * A whole traveller file, given as a source of chunks that can be read again (once more when the file turns
 * out not to be UTF-8), into `table`.
 */
export function readTravellersInto(
  chunks: () => Iterable<Uint8Array>,
  file: string,
  table: LineTable,
  options: ReadTravellersOptions = {},
  sizeHint?: number,
): Diagnostic[] {
  const mark = table.count;
  let encoding: CsvEncoding = 'utf-8';
  for (;;) {
    const bag = new DiagnosticBag(file);
    const reader: TravellerCsvReader = new TravellerCsvReader(file, table, bag, options, encoding);
    reader.sizeHint = sizeHint;
    for (const chunk of chunks()) {
      reader.push(chunk);
      if (bag.errorCount >= MAX_ERRORS) break;
    }
    const again: CsvEncoding | undefined = reader.finish();
    if (again === undefined) return bag.items;
    while (table.count > mark) table.dropLast();
    encoding = again;
  }
}

/** The lines of one traveller file given as text (tests and small callers). */
export function readTravellersCsv(text: string, file: string, options: ReadTravellersOptions = {}): ReadTravellersResult {
  const table = new LineTable(64);
  const bytes = new TextEncoder().encode(text);
  const diagnostics = readTravellersInto(() => [bytes], file, table, options);
  return { results: table.toLines(), diagnostics };
}
