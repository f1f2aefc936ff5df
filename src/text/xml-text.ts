/**
 * The small XML vocabulary the USEBIO writer needs: escaped text and attributes, and elements indented by
 * three spaces a level, as the USEBIO files of PairsScorer and EBUScore are laid out.
 *
 * @example
 * xmlElement('PLAYER_NAME', 'Ola & "Kari" <script>', 2) //=> '      <PLAYER_NAME>Ola &amp; &quot;Kari&quot; &lt;script&gt;</PLAYER_NAME>'
 */

const ENTITIES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/**
 * Text for element content and double-quoted attributes. XML 1.0 cannot carry most control characters, even
 * escaped, and a reader trims and folds the rest, so all of them become spaces; lone surrogates become U+FFFD.
 */
export function xmlEscape(value: string): string {
  return value
    .replace(/[\u0000-\u001f\ufffe\uffff]/g, ' ')
    .replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd')
    .replace(/[&<>"']/g, (c) => ENTITIES[c] ?? c);
}

export function indent(depth: number): string {
  return '   '.repeat(depth);
}

/** `<NAME>text</NAME>` on one line. */
export function xmlElement(name: string, value: string | number, depth: number): string {
  return `${indent(depth)}<${name}>${xmlEscape(String(value))}</${name}>`;
}

/** `<NAME a="v">`, children, `</NAME>`. */
export function xmlBlock(name: string, children: readonly string[], depth: number, attrs: Readonly<Record<string, string>> = {}): string[] {
  const attrText = Object.entries(attrs)
    .map(([k, v]) => ` ${k}="${xmlEscape(v)}"`)
    .join('');
  return [`${indent(depth)}<${name}${attrText}>`, ...children, `${indent(depth)}</${name}>`];
}
