/**
 * Safe XML for USEBIO: bytes → a small element tree with line numbers, using fast-xml-parser.
 *
 * - The encoding is taken from the XML declaration (UTF-8, ISO-8859-1/Windows-1252, ASCII); without one, UTF-8
 *   is tried first and ISO-8859-1 is the fallback.
 * - Well-formedness is checked first with XMLValidator, which gives the line of the first problem.
 * - Entities are never expanded by the parser (`processEntities: false`), so an entity bomb stays inert text and
 *   an external entity (`SYSTEM "file:…"`) is never read. Only the five predefined entities and character
 *   references are decoded here, on the values the reader uses.
 *
 * @example
 * parseXml(bytes, bag)?.children[0]?.name //=> 'CLUB'
 */
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { decodeText, type TextEncodingName } from '../decode.js';
import { found, type DiagnosticBag } from '../../base/diagnostics.js';

export interface XmlElement {
  readonly name: string;
  readonly attrs: Readonly<Record<string, string>>;
  readonly children: readonly XmlElement[];
  /** the element's own text, entities decoded, trimmed */
  readonly text: string;
  readonly line: number;
}

const SINGLE_BYTE = new Set(['iso-8859-1', 'iso8859-1', 'latin1', 'latin-1', 'l1', 'windows-1252', 'cp1252', 'us-ascii', 'ascii']);
const UTF8 = new Set(['utf-8', 'utf8']);

/** The text of the file in the encoding it declares. */
export function decodeXml(bytes: Uint8Array, bag: DiagnosticBag): string {
  const head = new TextDecoder('windows-1252').decode(bytes.subarray(0, 200));
  const declared = /^(?:\uFEFF|ï»¿)?\s*<\?xml[^>]*?\bencoding\s*=\s*["']([A-Za-z0-9._-]+)["']/.exec(head)?.[1]?.toLowerCase();
  let prefer: TextEncodingName | undefined;
  if (declared !== undefined) {
    if (SINGLE_BYTE.has(declared)) prefer = 'windows-1252';
    else if (!UTF8.has(declared)) {
      bag.warn(
        'xml-encoding',
        `the declared encoding ${found(declared)} is not supported; the file is read as UTF-8, or ISO-8859-1 when it is not valid UTF-8`,
        1,
      );
    }
  }
  const decoded = decodeText(bytes, prefer);
  if (declared !== undefined && UTF8.has(declared) && decoded.encoding !== 'utf-8') {
    bag.warn('xml-encoding', 'the file declares UTF-8 but is not valid UTF-8; it is read as ISO-8859-1', 1);
  }
  return decoded.text;
}

export function parseXml(bytes: Uint8Array, bag: DiagnosticBag): XmlElement | undefined {
  const text = decodeXml(bytes, bag);
  const valid = XMLValidator.validate(text, { allowBooleanAttributes: false });
  if (valid !== true) {
    bag.error('xml-malformed', `the XML is not well-formed: ${valid.err.msg}`, valid.err.line > 0 ? valid.err.line : 1);
    return undefined;
  }
  const parser = new XMLParser({
    maxNestedTags: MAX_DEPTH,
    preserveOrder: true,
    captureMetaData: true,
    processEntities: false,
    htmlEntities: false,
    ignoreAttributes: false,
    attributeNamePrefix: '',
    parseTagValue: false,
    parseAttributeValue: false,
    trimValues: true,
    ignoreDeclaration: true,
    ignorePiTags: true,
  });
  let nodes: unknown;
  try {
    nodes = parser.parse(text);
  } catch (e) {
    const deep = tooDeepAt(text, MAX_DEPTH);
    if (deep !== undefined) {
      bag.error(
        'xml-too-deep',
        `the XML nests elements more than ${MAX_DEPTH} deep (expected USEBIO's few levels: EVENT, SESSION, SECTION, BOARD, TRAVELLER_LINE …)`,
        lineAt(lineStarts(text), deep),
      );
      return undefined;
    }
    const doctype = text.indexOf('<!DOCTYPE');
    const line = doctype >= 0 && /entit/i.test(String(e)) ? lineAt(lineStarts(text), doctype) : 1;
    bag.error('xml-unreadable', `the XML cannot be read: ${e instanceof Error ? e.message : String(e)}`, line);
    return undefined;
  }
  const starts = lineStarts(text);
  const unknownEntities = new Set<string>();
  // A character reference to what XML does not allow (a surrogate, NUL, U+FFFE) is an error where it stands;
  // the reference is left as written, so that no output ever holds a lone surrogate.
  let badRefs = 0;
  const badRef =
    (line: number) =>
    (ref: string): void => {
      if (++badRefs <= 20) bag.error('xml-char-ref', `${found(`&${ref};`)} is not a character XML allows (${CHAR_EXPECTED})`, line);
    };
  const meta = XMLParser.getMetaDataSymbol() as unknown as symbol;
  const build = (node: Record<string | symbol, unknown>): XmlElement | undefined => {
    const name = Object.keys(node).find((k) => k !== ':@' && k !== '#text');
    if (name === undefined) return undefined;
    const info = node[meta] as { startIndex?: number } | undefined;
    const rawAttrs = (node[':@'] ?? {}) as Record<string, unknown>;
    const attrs: Record<string, string> = {};
    const line = info?.startIndex === undefined ? 1 : lineAt(starts, info.startIndex);
    const onBad = badRef(line);
    for (const [k, v] of Object.entries(rawAttrs)) attrs[k] = decodeEntities(String(v), unknownEntities, onBad);
    const children: XmlElement[] = [];
    let own = '';
    for (const child of (node[name] ?? []) as Record<string | symbol, unknown>[]) {
      if ('#text' in child) own += String(child['#text']);
      else {
        const el = build(child);
        if (el) children.push(el);
      }
    }
    return {
      name,
      attrs,
      children,
      text: decodeEntities(own, unknownEntities, onBad).trim(),
      line,
    };
  };
  const roots = (nodes as Record<string | symbol, unknown>[]).map(build).filter((e): e is XmlElement => e !== undefined);
  if (unknownEntities.size > 0) {
    bag.warn(
      'xml-entity',
      `entity references ${[...unknownEntities].map((e) => `&${e};`).join(', ')} are not expanded (only &lt; &gt; &amp; &quot; &apos; are)`,
      1,
    );
  }
  const root = roots[0];
  if (!root) bag.error('xml-empty', 'the XML has no root element', 1);
  return root;
}

const PREDEFINED: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

/** Elements deeper than this are refused (a USEBIO file has about eight levels). */
export const MAX_DEPTH = 100;

const CHAR_EXPECTED = 'XML 1.0 §2.2: expected a code point in #x9, #xA, #xD, #x20–#xD7FF, #xE000–#xFFFD or #x10000–#x10FFFF';

/** XML 1.0 §2.2 Char: no NUL or other C0 control but tab and newlines, no surrogate, not U+FFFE or U+FFFF. */
export function isXmlChar(code: number): boolean {
  return (
    code === 0x9 ||
    code === 0xa ||
    code === 0xd ||
    (code >= 0x20 && code <= 0xd7ff) ||
    (code >= 0xe000 && code <= 0xfffd) ||
    (code >= 0x10000 && code <= 0x10ffff)
  );
}

/**
 * The five predefined entities and character references; anything else is left as written. A reference to a
 * code point XML does not allow is left as written too, and passed to `bad`.
 */
export function decodeEntities(text: string, unknown?: Set<string>, bad?: (ref: string) => void): string {
  if (!text.includes('&')) return text;
  return text.replace(/&(#x[0-9A-Fa-f]+|#[0-9]+|[A-Za-z_][\w.-]*);/g, (whole, ref: string) => {
    if (ref.startsWith('#')) {
      const digits = ref[1] === 'x' ? ref.slice(2) : ref.slice(1);
      // Past eight digits no reference is a character (and parseInt would lose digits).
      const code = digits.replace(/^0+(?=.)/, '').length > 8 ? -1 : ref[1] === 'x' ? parseInt(digits, 16) : parseInt(digits, 10);
      if (isXmlChar(code)) return String.fromCodePoint(code);
      bad?.(ref);
      return whole;
    }
    const v = PREDEFINED[ref];
    if (v === undefined) unknown?.add(ref);
    return v ?? whole;
  });
}

/** Where the elements first nest deeper than `max` (a quick scan of the tags), or undefined. */
function tooDeepAt(text: string, max: number): number | undefined {
  let depth = 0;
  const tag = /<(\/?)([^\s>!?/][^>]*?)?(\/?)>|<!\[CDATA\[[\s\S]*?\]\]>|<!--[\s\S]*?-->|<[!?][^>]*>/g;
  for (let m = tag.exec(text); m !== null; m = tag.exec(text)) {
    if (m[0].startsWith('<!') || m[0].startsWith('<?')) continue;
    if (m[1] === '/') depth--;
    else if (m[3] !== '/') depth++;
    if (depth > max) return m.index;
  }
  return undefined;
}

function lineStarts(text: string): number[] {
  const starts = [0];
  for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) starts.push(i + 1);
  return starts;
}

function lineAt(starts: readonly number[], index: number): number {
  let lo = 0;
  let hi = starts.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if ((starts[mid] as number) <= index) lo = mid;
    else hi = mid - 1;
  }
  return lo + 1;
}

/** The trimmed text of the first child named `name`; undefined when absent or empty. */
export function childText(el: XmlElement, name: string): string | undefined {
  const c = el.children.find((x) => x.name === name);
  return c === undefined || c.text === '' ? undefined : c.text;
}

export function childrenNamed(el: XmlElement, name: string): XmlElement[] {
  return el.children.filter((x) => x.name === name);
}
