/**
 * Which reader a file needs, judged from its content first and its extension second: XML whose root is
 * `<USEBIO>` (or any XML) is USEBIO; text that opens with PBN escape lines (`%`) or tag pairs (`[Event "…"]`),
 * or that embeds `<PBN>`, is PBN; anything else is CSV, unless the extension says `.pbn` or `.xml`.
 *
 * @example
 * detectFormat(new TextEncoder().encode('% PBN 2.1\n[Event "Club"]'), 'results.txt') //=> 'pbn'
 */
export type InputFormat = 'csv' | 'pbn' | 'usebio';

export function detectFormat(bytes: Uint8Array, file: string): InputFormat {
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
