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
import type { DiagnosticBag } from '../diagnostics.js';

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
      bag.warn('xml-encoding', `the declared encoding "${declared}" is not supported; the file is read as UTF-8, or ISO-8859-1 when it is not valid UTF-8`, 1);
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
    const doctype = text.indexOf('<!DOCTYPE');
    const line = doctype >= 0 && /entit/i.test(String(e)) ? lineAt(lineStarts(text), doctype) : 1;
    bag.error('xml-unreadable', `the XML cannot be read: ${e instanceof Error ? e.message : String(e)}`, line);
    return undefined;
  }
  const starts = lineStarts(text);
  const unknownEntities = new Set<string>();
  const meta = XMLParser.getMetaDataSymbol() as unknown as symbol;
  const build = (node: Record<string | symbol, unknown>): XmlElement | undefined => {
    const name = Object.keys(node).find((k) => k !== ':@' && k !== '#text');
    if (name === undefined) return undefined;
    const info = node[meta] as { startIndex?: number } | undefined;
    const rawAttrs = (node[':@'] ?? {}) as Record<string, unknown>;
    const attrs: Record<string, string> = {};
    for (const [k, v] of Object.entries(rawAttrs)) attrs[k] = decodeEntities(String(v), unknownEntities);
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
      text: decodeEntities(own, unknownEntities).trim(),
      line: info?.startIndex === undefined ? 1 : lineAt(starts, info.startIndex),
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

/** The five predefined entities and character references; anything else is left as written. */
export function decodeEntities(text: string, unknown?: Set<string>): string {
  if (!text.includes('&')) return text;
  return text.replace(/&(#x[0-9A-Fa-f]+|#[0-9]+|[A-Za-z_][\w.-]*);/g, (whole, ref: string) => {
    if (ref.startsWith('#')) {
      const code = ref[1] === 'x' ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    const v = PREDEFINED[ref];
    if (v === undefined) unknown?.add(ref);
    return v ?? whole;
  });
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
