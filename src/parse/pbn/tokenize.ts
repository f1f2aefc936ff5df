/**
 * PBN 2.1 §3 (import format): text → games of tag pairs and section data, each item with its line number.
 *
 * - `%` in column 1 is an escape line, kept apart (it carries `% PBN 2.1` and producers' metadata).
 * - A semi-empty line (only spaces and tabs) ends a game, except inside a `{…}` comment.
 * - `;` comments run to the end of the line, `{…}` comments may span lines and do not nest.
 * - Tag pairs are `[Name "value"]`; strings escape `\"` and `\\`; everything else between tags is section
 *   data: quoted strings or section tokens.
 * Import format is forgiving, so several tags on a line and padding are fine; what cannot be read (an
 * unterminated string or comment, a stray bracket) is an error naming the line.
 *
 * @example
 * tokenizePbn('[Board "1"]\n[ScoreTable "PairId_NS;PairId_EW"]\n1 2\n', bag).games[0].items.length //=> 4
 */
import type { DiagnosticBag } from '../../base/diagnostics.js';

export type PbnItem =
  | { readonly kind: 'tag'; readonly name: string; readonly value: string; readonly line: number }
  | { readonly kind: 'string'; readonly text: string; readonly line: number }
  | { readonly kind: 'symbol'; readonly text: string; readonly line: number };

export interface PbnGameTokens {
  /** line of the game's first item */
  readonly line: number;
  readonly items: readonly PbnItem[];
}

export interface PbnEscapeLine {
  /** the text after the `%` */
  readonly text: string;
  readonly line: number;
}

export interface TokenizePbnResult {
  readonly games: readonly PbnGameTokens[];
  readonly escapes: readonly PbnEscapeLine[];
}

const DELIMITERS = new Set(['[', ']', '{', '}', ';', '"']);
/** Tags that open every game: when one repeats inside a game, the empty line before it was left out. */
const GAME_OPENERS = new Set(['Event', 'Board']);

export function tokenizePbn(text: string, bag: DiagnosticBag): TokenizePbnResult {
  const lines = text.split('\n');
  const games: PbnGameTokens[] = [];
  const escapes: PbnEscapeLine[] = [];
  let items: PbnItem[] = [];
  let seenTags = new Set<string>();
  let braceOpenedAt: number | undefined;
  let strayAt = 0;
  let separatorAt = 0;

  const endGame = (): void => {
    const first = items[0];
    if (first) games.push({ line: first.line, items });
    items = [];
    seenTags = new Set();
  };

  for (let index = 0; index < lines.length; index++) {
    const line = lines[index] as string;
    const lineNo = index + 1;
    let pos = 0;
    if (braceOpenedAt !== undefined) {
      const close = line.indexOf('}');
      if (close < 0) continue;
      braceOpenedAt = undefined;
      pos = close + 1;
    } else {
      if (line.startsWith('%')) {
        escapes.push({ text: line.slice(1), line: lineNo });
        continue;
      }
      if (/^[ \t\r\f\v]*$/.test(line)) {
        endGame();
        continue;
      }
    }

    scan: while (pos < line.length) {
      const c = line[pos] as string;
      // Any white space separates elements, a no-break space (U+00A0) as well: the symbol scan below stops
      // at /\s/, so the two must agree or the scan would not advance.
      if (/\s/.test(c)) {
        pos++;
        continue;
      }
      switch (c) {
        case ';':
          break scan;
        case '{': {
          const close = line.indexOf('}', pos + 1);
          if (close < 0) {
            braceOpenedAt = lineNo;
            break scan;
          }
          pos = close + 1;
          continue;
        }
        case '[': {
          const tag = readTag(line, pos, lineNo, bag);
          if (tag.item) {
            if (seenTags.has(tag.item.name) && GAME_OPENERS.has(tag.item.name)) {
              if (separatorAt !== lineNo) {
                bag.warn('pbn-missing-separator', `tag [${tag.item.name}] repeats without an empty line before it: a new game is started here`, lineNo);
              }
              separatorAt = lineNo;
              endGame();
            }
            seenTags.add(tag.item.name);
            items.push(tag.item);
          }
          if (tag.end < 0) break scan;
          pos = tag.end;
          continue;
        }
        case '"': {
          const s = readString(line, pos);
          if (s.end < 0) {
            bag.error('pbn-unbalanced-quote', `unbalanced quote: the string starting at column ${pos + 1} is not closed on its line`, lineNo);
            items.push({ kind: 'string', text: s.text, line: lineNo });
            break scan;
          }
          items.push({ kind: 'string', text: s.text, line: lineNo });
          pos = s.end;
          continue;
        }
        case ']':
        case '}':
          // One message per line: a line of a million stray brackets is one mistake.
          if (strayAt !== lineNo) bag.error('pbn-unbalanced-bracket', `unbalanced bracket: "${c}" at column ${pos + 1} closes nothing`, lineNo);
          strayAt = lineNo;
          pos++;
          continue;
        default: {
          let end = pos;
          while (end < line.length && !/\s/.test(line[end] as string) && !DELIMITERS.has(line[end] as string)) end++;
          items.push({ kind: 'symbol', text: line.slice(pos, end), line: lineNo });
          pos = end;
        }
      }
    }
  }
  if (braceOpenedAt !== undefined) {
    bag.error('pbn-unclosed-comment', `the comment opened with "{" here is never closed (the file may be truncated)`, braceOpenedAt);
  }
  endGame();
  return { games, escapes };
}

const TAG_NAME = /[A-Za-z0-9_]+/y;

interface ReadTagResult {
  readonly item?: { readonly kind: 'tag'; readonly name: string; readonly value: string; readonly line: number };
  /** position after the tag, or -1 when the rest of the line is unusable */
  readonly end: number;
}

function readTag(line: string, start: number, lineNo: number, bag: DiagnosticBag): ReadTagResult {
  let pos = skipSpace(line, start + 1);
  // Sticky, from `pos`: no copy of the rest of the line per tag (a line of a million tags stays linear).
  TAG_NAME.lastIndex = pos;
  const nameMatch = TAG_NAME.exec(line);
  if (!nameMatch) {
    bag.error('pbn-bad-tag', `expected a tag name after "[" (found ${JSON.stringify(line.slice(pos, pos + 12))})`, lineNo);
    const close = line.indexOf(']', pos);
    return { end: close < 0 ? -1 : close + 1 };
  }
  const name = nameMatch[0];
  pos = skipSpace(line, pos + name.length);
  if (line[pos] !== '"') {
    bag.error('pbn-bad-tag', `tag [${name}]: expected a quoted value (found ${JSON.stringify(line.slice(pos, pos + 12))})`, lineNo, name);
    const close = line.indexOf(']', pos);
    return { end: close < 0 ? -1 : close + 1 };
  }
  const s = readString(line, pos);
  if (s.end < 0) {
    // The value is incomplete, so the tag is dropped rather than read wrongly.
    bag.error('pbn-unbalanced-quote', `tag [${name}]: unbalanced quote, the value is not closed on its line`, lineNo, name);
    return { end: -1 };
  }
  pos = skipSpace(line, s.end);
  if (line[pos] !== ']') {
    bag.error('pbn-unbalanced-bracket', `tag [${name}]: missing "]" after the value`, lineNo, name);
    return { item: { kind: 'tag', name, value: s.text, line: lineNo }, end: pos };
  }
  return { item: { kind: 'tag', name, value: s.text, line: lineNo }, end: pos + 1 };
}

/** A PBN string from the opening quote at `start`: `\"` and `\\` are escapes, any other backslash is literal. */
export function readString(line: string, start: number): { text: string; end: number } {
  let text = '';
  let pos = start + 1;
  // Whole stretches between quotes and backslashes at a time: a 10 MB string is a few slices, not ten
  // million one-character strings.
  while (pos < line.length) {
    const quote = line.indexOf('"', pos);
    const stop = quote < 0 ? line.length : quote;
    // The first backslash before the quote, looked for only that far (a search to the end of the line for
    // each string would make a line of many strings quadratic).
    let slash = pos;
    while (slash < stop && line.charCodeAt(slash) !== 0x5c) slash++;
    if (slash === stop) return quote < 0 ? { text: text + line.slice(pos), end: -1 } : { text: text + line.slice(pos, quote), end: quote + 1 };
    text += line.slice(pos, slash);
    const next = line[slash + 1];
    if (next === '"' || next === '\\') {
      text += next;
      pos = slash + 2;
    } else {
      text += '\\';
      pos = slash + 1;
    }
  }
  return { text, end: -1 };
}

function skipSpace(line: string, pos: number): number {
  while (pos < line.length && (line[pos] === ' ' || line[pos] === '\t')) pos++;
  return pos;
}
