/**
 * Pair numbers as written in movements and travellers: `03` and `3` are the same pair, and `0` or an empty
 * cell is no pair at all (a sit-out or phantom, as Bridgemate's RoundData writes it, the Bridgemate developer's guide).
 *
 * @example
 * pairKey('03') //=> '3'
 */

/** The form used to compare pair numbers; non-numeric ids (`A3`) are compared as written, ignoring case. */
export function pairKey(id: string): string {
  const t = id.trim();
  return /^\d+$/.test(t) ? String(Number(t)) : t.toUpperCase();
}

/** The pair in a cell, or null for a missing pair (`0`, `00`, empty). */
export function pairOrNull(cell: string | undefined): string | null {
  if (cell === undefined || cell.trim() === '') return null;
  const key = pairKey(cell);
  return key === '0' ? null : key;
}

/** Numbers by value (also inside ids: `NS 3` before `NS 10`), then by code point: a stable order for messages. */
export function comparePairs(a: string, b: string): number {
  const ta = a.match(/\d+|\D+/g) ?? [];
  const tb = b.match(/\d+|\D+/g) ?? [];
  for (let i = 0; i < Math.min(ta.length, tb.length); i++) {
    const x = ta[i] as string;
    const y = tb[i] as string;
    const nx = /^\d/.test(x);
    const ny = /^\d/.test(y);
    if (nx && ny && Number(x) !== Number(y)) return Number(x) - Number(y);
    if (nx !== ny) return nx ? -1 : 1;
    if (x !== y) return x < y ? -1 : 1;
  }
  return ta.length - tb.length;
}

/** At most so many parts in a message's list of pairs; the rest is counted (a message fits a screen). */
export const MAX_LISTED = 12;

/** For messages: `1–14`, `1–7, 9, A1`, or `1-3, 2-18, …, and 37 more` past MAX_LISTED parts. */
export function describePairs(pairs: Iterable<string>): string {
  const sorted = [...new Set(pairs)].sort(comparePairs);
  const parts: string[] = [];
  let i = 0;
  while (i < sorted.length) {
    const first = sorted[i] as string;
    if (!/^\d+$/.test(first)) {
      parts.push(first);
      i++;
      continue;
    }
    let last = Number(first);
    while (sorted[i + 1] === String(last + 1)) {
      last++;
      i++;
    }
    parts.push(last === Number(first) ? first : `${first}–${last}`);
    i++;
  }
  return capList(parts);
}

/** `a, b, c`, or the first MAX_LISTED items and `… and N more`. */
export function capList(items: readonly string[], max = MAX_LISTED): string {
  if (items.length <= max) return items.join(', ');
  return `${items.slice(0, max).join(', ')}, … and ${items.length - max} more`;
}

/**
 * A pair named `7` or, where sections share numbers, `A:7` (and `NS:1`/`A:EW:1` where NS and EW do): the most
 * specific name given wins.
 */
export function pairNames(s: { readonly pair: string; readonly section?: string | undefined; readonly direction?: string | null | undefined }): string[] {
  const names: string[] = [];
  if (s.section !== undefined && s.direction) names.push(`${s.section}:${s.direction}:${s.pair}`);
  if (s.section !== undefined) names.push(`${s.section}:${s.pair}`);
  if (s.direction) names.push(`${s.direction}:${s.pair}`);
  names.push(s.pair);
  return names;
}
