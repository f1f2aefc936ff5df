/**
 * Which reader a file needs, judged from its content first and its extension second: a Microsoft Access
 * database (the Jet 3/Jet 4 or ACE header, as every Bridgemate and BridgePad installation writes its `.bws`) is
 * a Bridgemate session, and so is any file named `.bws` (so that a damaged one is reported as a database that
 * cannot be read rather than as CSV); XML whose root is
 * `<USEBIO>` (or any XML) is USEBIO; text that opens with PBN escape lines (`%`) or tag pairs (`[Event "…"]`),
 * or that embeds `<PBN>`, is PBN; anything else is CSV, unless the extension says `.pbn` or `.xml`.
 *
 * @example
 * detectFormat(new TextEncoder().encode('% PBN 2.1\n[Event "Club"]'), 'results.txt') //=> 'pbn'
 */
export type InputFormat = 'csv' | 'pbn' | 'usebio' | 'bws';

/** The first 20 bytes of a Jet or ACE database: page 0 starts 00 01 00 00 and names its engine. */
export function isAccessDatabase(bytes: Uint8Array): boolean {
  if (bytes.length < 20 || bytes[0] !== 0 || bytes[1] !== 1 || bytes[2] !== 0 || bytes[3] !== 0) return false;
  let engine = '';
  for (let i = 4; i < 19; i++) engine += String.fromCharCode(bytes[i] as number);
  return engine === 'Standard Jet DB' || engine === 'Standard ACE DB';
}

export function detectFormat(bytes: Uint8Array, file: string): InputFormat {
  if (isAccessDatabase(bytes) || /\.bws$/i.test(file)) return 'bws';
  // Only the beginning matters, and every marker is ASCII, so a single-byte decoding is enough.
  const head = new TextDecoder('windows-1252').decode(bytes.subarray(0, 4096)).replace(/^(?:\uFEFF|ï»¿)/, '');
  const start = head.trimStart();
  if (/^<\?xml\b/i.test(start) || /^<USEBIO\b/.test(start) || /<USEBIO[\s>]/.test(head)) return 'usebio';
  if (/<PBN>/i.test(head)) return 'pbn';
  if (start.startsWith('%') || /^\[[A-Za-z][A-Za-z0-9_]*\s+"/.test(start) || /^\s*\[(?:Event|Board|Deal|Dealer)\s+"/m.test(head)) {
    return 'pbn';
  }
  if (start.startsWith('<')) return 'usebio';
  const ext = /\.([A-Za-z0-9]+)$/.exec(file)?.[1]?.toLowerCase();
  if (ext === 'pbn') return 'pbn';
  if (ext === 'xml') return 'usebio';
  return 'csv';
}
