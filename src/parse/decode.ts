/**
 * Bytes → text. UTF-8 (with or without BOM) first; if the bytes are not valid UTF-8, Windows-1252 (a superset
 * of ISO-8859-1 for printable characters), so that names like Sjødal, Græsholt and Åström survive files
 * saved by European spreadsheets. UTF-16 with its byte-order mark (Excel's "Unicode text") is read as UTF-16.
 * Line endings are normalised to LF.
 */
export type TextEncodingName = 'utf-8' | 'windows-1252' | 'utf-16le' | 'utf-16be';

/** The UTF-16 of a byte-order mark at the start (FF FE little-endian, FE FF big-endian), or undefined. */
export function utf16Bom(bytes: Uint8Array): 'utf-16le' | 'utf-16be' | undefined {
  if (bytes.length < 2) return undefined;
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return 'utf-16le';
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return 'utf-16be';
  return undefined;
}

export interface DecodedText {
  readonly text: string;
  readonly encoding: TextEncodingName;
  readonly hadBom: boolean;
}

export function decodeText(bytes: Uint8Array, prefer?: TextEncodingName): DecodedText {
  const wide = utf16Bom(bytes);
  if (wide !== undefined) return { text: normaliseNewlines(new TextDecoder(wide).decode(bytes.subarray(2))), encoding: wide, hadBom: true };
  const hadBom = bytes.length >= 3 && bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf;
  const body = hadBom ? bytes.subarray(3) : bytes;
  if (prefer !== 'windows-1252') {
    try {
      const text = new TextDecoder('utf-8', { fatal: true }).decode(body);
      return { text: normaliseNewlines(text), encoding: 'utf-8', hadBom };
    } catch {
      // not UTF-8: fall through to the single-byte encoding
    }
  }
  return { text: normaliseNewlines(decodeWindows1252(body)), encoding: 'windows-1252', hadBom };
}

/** Windows-1252's 0x80–0x9F (€ ‚ ƒ „ … † ‡ ˆ ‰ Š ‹ Œ Ž ' ' " " • – — ˜ ™ š › œ ž Ÿ); undefined bytes stay as C1. */
const CP1252_HIGH = [
  0x20ac, 0x81, 0x201a, 0x0192, 0x201e, 0x2026, 0x2020, 0x2021, 0x02c6, 0x2030, 0x0160, 0x2039, 0x0152, 0x8d, 0x017d, 0x8f, 0x90, 0x2018, 0x2019, 0x201c,
  0x201d, 0x2022, 0x2013, 0x2014, 0x02dc, 0x2122, 0x0161, 0x203a, 0x0153, 0x9d, 0x017e, 0x0178,
] as const;

/**
 * Decoded by hand: the runtime's decoder may treat the label as ISO-8859-1 and turn 0x80–0x9F into control
 * characters instead of €, Š, Œ, curly quotes.
 */
export function decodeWindows1252(bytes: Uint8Array): string {
  // Every byte is one UTF-16 code unit: write them as UTF-16LE bytes and decode that once (no spreading, no
  // string built piece by piece: a 10 MB file is one pass).
  const units = new Uint8Array(bytes.length * 2);
  for (let i = 0; i < bytes.length; i++) {
    const b = bytes[i] as number;
    const u = b >= 0x80 && b <= 0x9f ? (CP1252_HIGH[b - 0x80] as number) : b;
    units[2 * i] = u & 0xff;
    units[2 * i + 1] = u >> 8;
  }
  return UTF16.decode(units);
}

const UTF16 = new TextDecoder('utf-16le');

function normaliseNewlines(text: string): string {
  return text.includes('\r') ? text.replace(/\r\n?/g, '\n') : text;
}
