/**
 * PBN 2.1 §3.4 and §3.5: a game's tokens → its tag pairs, each with its section data, after tag-value
 * inheritance. `"#"` copies the tag's value from the nearest earlier game; `"##text"` sets `text` for this
 * game and every later one until the tag is given again. A repeated tag inside a game is ignored (import
 * format).
 *
 * @example
 * // [Event "##Club night"] [Board "1"] ⏎⏎ [Board "2"]
 * resolveGames(tokens, bag)[1].tags.get('Event')?.value //=> 'Club night'
 */
import { found, type DiagnosticBag } from '../../base/diagnostics.js';
import type { PbnGameTokens, PbnItem } from './tokenize.js';

export type PbnDataItem = Extract<PbnItem, { kind: 'string' | 'symbol' }>;

export interface PbnTag {
  readonly name: string;
  readonly value: string;
  readonly line: number;
  /** the section data that follows the tag, up to the next tag */
  readonly data: readonly PbnDataItem[];
}

export interface PbnGame {
  readonly line: number;
  /** by name, first occurrence wins */
  readonly tags: ReadonlyMap<string, PbnTag>;
}

/** §3.5: these must not be inherited. Import is forgiving: they are inherited anyway, with a warning. */
const NOT_INHERITABLE = new Set(['Dealer', 'Vulnerable', 'Deal', 'Declarer', 'Contract', 'Auction', 'Play', 'Note']);

export function resolveGames(games: readonly PbnGameTokens[], bag: DiagnosticBag): PbnGame[] {
  const last = new Map<string, string>();
  const sticky = new Map<string, PbnTag>();
  const out: PbnGame[] = [];
  for (const game of games) {
    const tags = new Map<string, PbnTag>();
    let current: { name: string; value: string; line: number; data: PbnDataItem[] } | undefined;
    let orphanWarned = false;
    const flush = (): void => {
      if (!current) return;
      const existing = tags.get(current.name);
      if (existing) {
        if (existing.value !== current.value || current.data.length > 0) {
          bag.warn('pbn-repeated-tag', `tag [${current.name}] appears again in this game; the repeat is ignored`, current.line, current.name);
        }
      } else {
        tags.set(current.name, current);
      }
      current = undefined;
    };
    for (const item of game.items) {
      if (item.kind === 'tag') {
        flush();
        current = { name: item.name, value: item.value, line: item.line, data: [] };
        continue;
      }
      if (current) current.data.push(item);
      else if (!orphanWarned) {
        orphanWarned = true;
        bag.warn('pbn-orphan-data', `${found(item.text)} comes before any tag of the game and is ignored`, item.line);
      }
    }
    flush();

    const resolved = new Map<string, PbnTag>();
    for (const tag of tags.values()) {
      let value = tag.value;
      if (value === '#' || value.startsWith('##')) {
        if (NOT_INHERITABLE.has(tag.name)) {
          bag.warn('pbn-inherit-forbidden', `tag [${tag.name}] must not be inherited with "#" (PBN §3.5); it is inherited anyway`, tag.line, tag.name);
        }
        if (value === '#') {
          const prev = last.get(tag.name);
          if (prev === undefined) {
            bag.warn('pbn-inherit-nothing', `tag [${tag.name}] is "#" but no earlier game has this tag; taken as empty`, tag.line, tag.name);
          }
          value = prev ?? '';
          sticky.delete(tag.name);
        } else {
          value = value.slice(2);
          sticky.set(tag.name, { ...tag, value });
        }
      } else {
        sticky.delete(tag.name);
      }
      resolved.set(tag.name, { ...tag, value });
    }
    for (const [name, tag] of sticky) {
      if (!resolved.has(name)) resolved.set(name, { ...tag, data: [] });
    }
    for (const tag of resolved.values()) last.set(tag.name, tag.value);
    out.push({ line: game.line, tags: resolved });
  }
  return out;
}
