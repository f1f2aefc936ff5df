/**
 * Bytes → text. UTF-8 (with or without BOM) first; if the bytes are not valid UTF-8, Windows-1252 (a superset
 * of ISO-8859-1 for printable characters), so that names like Sjødal, Græsholt and Åström survive files
 * saved by European spreadsheets. Line endings are normalised to LF.
 */
export type TextEncodingName = 'utf-8' | 'windows-1252';

export interface DecodedText {
  readonly text: string;
  readonly encoding: TextEncodingName;
  readonly hadBom: boolean;
}

export function decodeText(bytes: Uint8Array, prefer?: TextEncodingName): DecodedText {
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
  const text = new TextDecoder('windows-1252').decode(body);
  return { text: normaliseNewlines(text), encoding: 'windows-1252', hadBom };
}

function normaliseNewlines(text: string): string {
  return text.includes('\r') ? text.replace(/\r\n?/g, '\n') : text;
}
