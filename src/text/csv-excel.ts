/**
 * CSV for a spreadsheet program, from the program's own CSV (comma, dot decimals, RFC 4180 quoting): a
 * byte-order mark so that Excel reads UTF-8 (Nordic letters), CRLF line ends, and in a language that writes a
 * decimal comma (Norwegian, Swedish, Danish, Finnish) the semicolon as delimiter and a comma in every cell that
 * is a decimal number ("60,19"), as Excel opens a CSV with those regional settings. English keeps comma and dot.
 * Chunks may split a row or a quoted field anywhere: the state is kept between them. No cell's text changes
 * but a number's decimal mark.
 *
 * @example
 * const x = new ExcelCsv(true); x.push('rank,pct\n1,60.19\n') + x.end() //=> '\uFEFFrank;pct\r\n1;60,19\r\n'
 */

const DECIMAL = /^-?\d+\.\d+$/;

export class ExcelCsv {
  private readonly delimiter: string;
  private started = false;
  private inQuotes = false;
  /** a quote inside a quoted field, not yet known to be "" or the closing quote */
  private quotePending = false;
  private cell = '';

  /** `decimalComma`: the language writes 60,19 (semicolons between cells) */
  constructor(private readonly decimalComma: boolean) {
    this.delimiter = decimalComma ? ';' : ',';
  }

  /** The converted text of the next chunk. */
  push(chunk: string): string {
    let out = '';
    if (!this.started) {
      this.started = true;
      out += '\uFEFF';
    }
    for (let i = 0; i < chunk.length; i++) {
      const c = chunk[i] as string;
      if (this.inQuotes) {
        if (this.quotePending) {
          this.quotePending = false;
          if (c === '"') {
            this.cell += '"';
            continue;
          }
          this.inQuotes = false;
          // fall through: c ends the field or continues it
        } else if (c === '"') {
          this.quotePending = true;
          continue;
        } else {
          this.cell += c;
          continue;
        }
      }
      if (c === '"' && this.cell === '') this.inQuotes = true;
      else if (c === ',') out += `${this.field()}${this.delimiter}`;
      else if (c === '\n') out += `${this.field()}\r\n`;
      else if (c !== '\r') this.cell += c;
    }
    return out;
  }

  /** What is left at the end: the last field of a text without a final line end. */
  end(): string {
    if (this.quotePending) this.inQuotes = false;
    const last = this.cell === '' ? '' : this.field();
    return this.started ? last : '\uFEFF';
  }

  private field(): string {
    let v = this.cell;
    this.cell = '';
    if (this.decimalComma && DECIMAL.test(v)) v = v.replace('.', ',');
    // quoted too when it starts or ends with a space, which a reader may otherwise trim
    const quote = v.includes(this.delimiter) || v.includes('"') || v.includes('\n') || v.includes('\r') || v.trim() !== v;
    return quote ? `"${v.replace(/"/g, '""')}"` : v;
  }
}

/** The languages whose numbers have a decimal comma (their spreadsheets split CSV at semicolons). */
export const DECIMAL_COMMA_LANGS: readonly string[] = ['nb', 'sv', 'da', 'fi'];
