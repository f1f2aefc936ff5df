/**
 * HTML escaping for every text that comes from the input: names, titles, notes, pair numbers. The same
 * function serves text and double-quoted attribute values, so a caller cannot pick the wrong one.
 *
 * @example
 * esc('<script>alert("Åse & Ola")</script>') //=> '&lt;script&gt;alert(&quot;Åse &amp; Ola&quot;)&lt;/script&gt;'
 */

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function esc(text: string | number): string {
  return String(text).replace(/[&<>"']/g, (c) => ENTITIES[c] ?? c);
}

/**
 * A fragment id or file name from parts such as a section, a direction and a pair number. Letters and digits
 * stay (lower-cased, so that file names also work on case-insensitive disks); anything else becomes its code
 * point, which keeps different inputs apart and the result safe in a URL without escaping.
 *
 * @example
 * slug(['A', 'NS', '12']) //=> 'a-ns-12'
 */
export function slug(parts: readonly (string | number | undefined | null)[]): string {
  return parts
    .filter((p): p is string | number => p !== undefined && p !== null && p !== '')
    .map((p) =>
      [...String(p)]
        .map((c) => (/^[A-Za-z0-9]$/.test(c) ? c.toLowerCase() : `_${(c.codePointAt(0) ?? 0).toString(16)}`))
        .join(''),
    )
    .join('-');
}
