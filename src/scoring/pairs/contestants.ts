/**
 * Who is scored for each side of each line, as small numbers: the pair in its field (its section, and its
 * direction when NS and EW pairs share numbers), or in an individual event the two players of the side. Each
 * contestant has the key `section|direction|pair` that names it everywhere (pairKey).
 *
 * @example
 * const c = contestantsOf(table, { qualify: false, individual: false });
 * c.keys[c.ns[0]] //=> "|" + "|" + "1"
 */
import { StringPool, type LineTable } from '../../model/line-table.js';
import type { Direction } from '../../model/types.js';
import { pairKey } from './keys.js';

export interface Contestants {
  readonly count: number;
  /** pairKey of each contestant */
  readonly keys: readonly string[];
  /** the pair number (or player) */
  readonly names: readonly string[];
  readonly sections: readonly (string | undefined)[];
  /** per line: the NS and EW contestant (pairs); in an individual event the first player of the side */
  readonly ns: Int32Array;
  readonly ew: Int32Array;
  /** an individual event: per line the second player of each side (South, West); −1 otherwise */
  readonly ns2: Int32Array;
  readonly ew2: Int32Array;
  readonly individual: boolean;
}

export function contestantsOf(t: LineTable, opts: { readonly qualify: boolean; readonly individual: boolean }): Contestants {
  const n = t.count;
  const ns = new Int32Array(n);
  const ew = new Int32Array(n);
  const ns2 = new Int32Array(opts.individual ? n : 0);
  const ew2 = new Int32Array(opts.individual ? n : 0);
  const keys: string[] = [];
  const names: string[] = [];
  const sections: (string | undefined)[] = [];
  const add = (section: string | undefined, direction: Direction | null, pair: string): number => {
    keys.push(pairKey(section, direction, pair));
    names.push(pair);
    sections.push(section);
    return keys.length - 1;
  };
  if (opts.individual) {
    const pool = new StringPool();
    const idOf: number[] = [];
    const player = (i: number, p: string): number => {
      const section = t.sectionText(i);
      const k = pool.intern(pairKey(section, null, p));
      let id = idOf[k];
      if (id === undefined) idOf[k] = id = add(section, null, p);
      return id;
    };
    for (let i = 0; i < n; i++) {
      const s = t.seatsAt(i);
      if (!s) throw new RangeError('an individual event needs the four players of every line');
      ns[i] = player(i, s.N);
      ns2[i] = player(i, s.S);
      ew[i] = player(i, s.E);
      ew2[i] = player(i, s.W);
    }
    return { count: keys.length, keys, names, sections, ns, ew, ns2, ew2, individual: true };
  }
  const sectionCount = t.sections.size;
  const ids = new Map<number, number>();
  const id = (i: number, pairIdx: number, d: Direction): number => {
    const sec = t.section[i] as number;
    const dirBit = opts.qualify ? (d === 'NS' ? 1 : 2) : 0;
    const k = (pairIdx * 3 + dirBit) * sectionCount + sec;
    let c = ids.get(k);
    if (c === undefined) {
      c = add(t.sectionText(i), opts.qualify ? d : null, t.pairs.get(pairIdx));
      ids.set(k, c);
    }
    return c;
  };
  for (let i = 0; i < n; i++) {
    ns[i] = id(i, t.ns[i] as number, 'NS');
    ew[i] = id(i, t.ew[i] as number, 'EW');
  }
  return { count: keys.length, keys, names, sections, ns, ew, ns2, ew2, individual: false };
}
