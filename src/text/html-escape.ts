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
    .map((p) => [...String(p)].map((c) => (/^[A-Za-z0-9]$/.test(c) ? c.toLowerCase() : `_${(c.codePointAt(0) ?? 0).toString(16)}`)).join(''))
    .join('-');
}

/**
 * Text from the input (a name, a title) isolated from the text around it, so that a right-to-left override
 * (U+202E) or a right-to-left name cannot reorder the rest of its row or heading (Unicode bidi isolation).
 *
 * @example
 * bdi('Åse & Ola') //=> '<bdi>Åse &amp; Ola</bdi>'
 */
export function bdi(text: string): string {
  return `<bdi>${esc(text)}</bdi>`;
}

/** How a message's value goes into the page: `user` isolates input text, `markup` inserts markup as it is. */
export interface Slots {
  user(text: string): string;
  markup(html: string): string;
}

/**
 * A message of the catalogue as markup: its own words escaped, each value passed through `user` isolated in
 * a `<bdi>`, each value passed through `markup` inserted as it is. The message is called with placeholders,
 * so the catalogue never sees markup and the input never reaches the page unescaped.
 *
 * @example
 * messageHtml((s) => `Round 3, ${s.user('Bodø & co')}: ${s.markup('<b>÷1</b>')}`)
 * //=> 'Round 3, <bdi>Bodø &amp; co</bdi>: <b>÷1</b>'
 */
export function messageHtml(render: (slots: Slots) => string): string {
  const values: string[] = [];
  const slot = (html: string): string => {
    values.push(html);
    return `\u0000${values.length - 1}\u0000`;
  };
  const text = render({ user: (t) => slot(bdi(t)), markup: slot });
  return esc(text).replace(/\u0000(\d+)\u0000/g, (_, i: string) => values[Number(i)] ?? '');
}

/** Right-to-left letters (Hebrew, Arabic, Syriac, Thaana, N'Ko …) and the bidi controls. */
const BIDI = /[\u0590-\u08ff\u200e\u200f\u202a-\u202e\u2066-\u2069\ufb1d-\ufdff\ufe70-\ufefc]/;

/**
 * Input text for a document title, which cannot hold markup: isolated between U+2068 and U+2069 when it has
 * right-to-left letters or bidi controls, so that neither the rest of the title nor what the browser adds to it
 * is reordered; other text as it is.
 *
 * @example
 * isolateTitle('Klubbkveld') //=> 'Klubbkveld'
 */
export function isolateTitle(text: string): string {
  return BIDI.test(text) ? `\u2068${text}\u2069` : text;
}
