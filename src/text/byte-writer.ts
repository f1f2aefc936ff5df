/**
 * Text written straight into bytes (UTF-8), a block at a time, for the outputs of millions of lines: ASCII
 * pieces and whole numbers are copied without making a string, other text is encoded in place. A full block
 * is handed to `flush`, which must use it before it returns (the block is written over next): a sink that
 * keeps it copies it.
 *
 * @example
 * const w = new ByteWriter((b) => sink.write(b));
 * w.ascii('{"board":'); w.int(17); w.ascii('}'); w.end();
 */
const BLOCK = 1 << 16;
const encoder = new TextEncoder();

export class ByteWriter {
  private buf = new Uint8Array(BLOCK);
  private pos = 0;

  constructor(private readonly flush: (bytes: Uint8Array) => void) {}

  private room(n: number): void {
    if (this.pos + n <= this.buf.length) return;
    if (this.pos > 0) this.flush(this.buf.subarray(0, this.pos));
    if (n > this.buf.length) this.buf = new Uint8Array(n);
    this.pos = 0;
  }

  /** Text known to be ASCII (keys, punctuation, numbers already as text). */
  ascii(s: string): void {
    const n = s.length;
    this.room(n);
    const b = this.buf;
    let p = this.pos;
    for (let i = 0; i < n; i++) b[p++] = s.charCodeAt(i);
    this.pos = p;
  }

  /** Any text, encoded as UTF-8. */
  text(s: string): void {
    let ascii = true;
    for (let i = 0; i < s.length && ascii; i++) if (s.charCodeAt(i) > 0x7f) ascii = false;
    if (ascii) {
      this.ascii(s);
      return;
    }
    this.room(s.length * 3);
    this.pos += encoder.encodeInto(s, this.buf.subarray(this.pos)).written;
  }

  /** Bytes already encoded (short pieces copied by hand: cheaper than a call to set). */
  bytes(b: Uint8Array): void {
    const n = b.length;
    this.room(n);
    if (n > 24) {
      this.buf.set(b, this.pos);
      this.pos += n;
      return;
    }
    const buf = this.buf;
    let p = this.pos;
    for (let i = 0; i < n; i++) buf[p++] = b[i] as number;
    this.pos = p;
  }

  /** A whole number (safe integer) in decimal, as JSON and String() write it. */
  int(v: number): void {
    if (v === 0) {
      this.room(1);
      this.buf[this.pos++] = 0x30;
      return;
    }
    this.room(21);
    const b = this.buf;
    if (v < 0) {
      b[this.pos++] = 0x2d;
      v = -v;
    }
    let digits = 1;
    for (let x = v; x >= 10; x = Math.floor(x / 10)) digits++;
    let p = this.pos + digits;
    this.pos = p;
    for (; digits > 0; digits--) {
      const q = Math.floor(v / 10);
      b[--p] = 0x30 + (v - q * 10);
      v = q;
    }
  }

  /** A number as JSON writes it (whole numbers fast, others by the runtime's shortest form). */
  num(v: number): void {
    if (Number.isSafeInteger(v)) this.int(v);
    else this.ascii(String(v));
  }

  /** Everything written so far, to `flush`. */
  end(): void {
    if (this.pos > 0) this.flush(this.buf.subarray(0, this.pos));
    this.pos = 0;
  }
}
