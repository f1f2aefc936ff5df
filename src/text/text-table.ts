/**
 * Terminal tables in box-drawing characters: a header row, then one line per row with no rule between rows
 * (a ranking reads down, and forty pairs should fit a laptop screen), each column as wide as its widest cell
 * plus a space on either side, each aligned left or right. Linear in the cells, so a ranking of 40,000 pairs
 * prints at once. Widths are what a terminal shows: colour codes take no room, a combining mark none, a wide
 * (East Asian) character two.
 *
 * @example
 * new TextTable({ head: ['Rank', 'Pair'], align: ['right', 'left'] }).push(['1', '4']).toString()
 * //=> "┌──────┬──────┐\n│ Rank │ Pair │\n│    1 │ 4    │\n└──────┴──────┘"
 */
export type Align = 'left' | 'right';

export interface TextTableOptions {
  readonly head: readonly string[];
  /** per column; left when not given */
  readonly align?: readonly Align[];
}

export class TextTable {
  private readonly rows: string[][] = [];
  private readonly head: readonly string[];
  private readonly align: readonly Align[];

  constructor(opts: TextTableOptions) {
    this.head = opts.head;
    this.align = opts.align ?? [];
  }

  push(...rows: (readonly (string | number)[])[]): this {
    for (const r of rows) this.rows.push(r.map((c) => String(c)));
    return this;
  }

  get length(): number {
    return this.rows.length;
  }

  toString(): string {
    let columns = this.head.length;
    for (const r of this.rows) columns = Math.max(columns, r.length);
    const widths = new Array<number>(columns).fill(0);
    const measure = (r: readonly string[]) => {
      for (let c = 0; c < columns; c++) widths[c] = Math.max(widths[c] as number, displayWidth(r[c] ?? ''));
    };
    if (this.head.length > 0) measure(this.head);
    for (const r of this.rows) measure(r);
    const rule = (l: string, m: string, r: string) => l + widths.map((w) => '─'.repeat(w + 2)).join(m) + r;
    const line = (r: readonly string[]) => {
      let s = '│';
      for (let c = 0; c < columns; c++) {
        const text = r[c] ?? '';
        const pad = ' '.repeat((widths[c] as number) - displayWidth(text));
        s += this.align[c] === 'right' ? ` ${pad}${text} │` : ` ${text}${pad} │`;
      }
      return s;
    };
    const out = [rule('┌', '┬', '┐')];
    if (this.head.length > 0) out.push(line(this.head));
    for (const r of this.rows) out.push(line(r));
    out.push(rule('└', '┴', '┘'));
    return out.join('\n');
  }
}

const ANSI = /\u001b\[[0-9;]*m/g;

/** The columns a terminal gives the text. */
export function displayWidth(text: string): number {
  const plain = text.includes('\u001b') ? text.replace(ANSI, '') : text;
  let w = 0;
  for (const ch of plain) {
    const cp = ch.codePointAt(0) as number;
    if (cp < 0x300) {
      w += cp >= 0x20 && (cp < 0x7f || cp >= 0xa0) ? 1 : 0;
      continue;
    }
    if (/\p{Mn}|\p{Me}|\p{Cf}/u.test(ch)) continue;
    w += isWide(cp) ? 2 : 1;
  }
  return w;
}

/** East Asian Wide and Fullwidth ranges (the common blocks). */
function isWide(cp: number): boolean {
  return (
    (cp >= 0x1100 && cp <= 0x115f) ||
    (cp >= 0x2e80 && cp <= 0x303e) ||
    (cp >= 0x3041 && cp <= 0x33ff) ||
    (cp >= 0x3400 && cp <= 0x4dbf) ||
    (cp >= 0x4e00 && cp <= 0x9fff) ||
    (cp >= 0xa000 && cp <= 0xa4cf) ||
    (cp >= 0xac00 && cp <= 0xd7a3) ||
    (cp >= 0xf900 && cp <= 0xfaff) ||
    (cp >= 0xfe30 && cp <= 0xfe4f) ||
    (cp >= 0xff00 && cp <= 0xff60) ||
    (cp >= 0xffe0 && cp <= 0xffe6) ||
    (cp >= 0x1f300 && cp <= 0x1f64f) ||
    (cp >= 0x1f900 && cp <= 0x1f9ff) ||
    (cp >= 0x20000 && cp <= 0x3fffd)
  );
}
