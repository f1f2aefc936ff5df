/**
 * A DdTable as the 20 hex digits of the PBN `DoubleDummyTricks` tag (a BridgeComposer extension, not part of the
 * PBN 2.1 standard): declarers N, S, E, W, each in NT, S, H, D, C; and back.
 *
 * tableToDoubleDummyTricks(table) //=> '2333223332aaaabaaaab'
 */
import type { DdTable } from './types.js';

const SEATS = [0, 2, 1, 3];
const STRAINS = [4, 0, 1, 2, 3];

export function tableToDoubleDummyTricks(table: DdTable): string {
  let s = '';
  for (const seat of SEATS) for (const st of STRAINS) s += (table[seat]?.[st] ?? 0).toString(16);
  return s;
}

/** The table of a `DoubleDummyTricks` value, or undefined when it is not 20 hex digits of 0..13. */
export function doubleDummyTricksToTable(text: string): DdTable | undefined {
  if (!/^[0-9a-dA-D]{20}$/.test(text)) return undefined;
  const table = [0, 1, 2, 3].map(() => [0, 0, 0, 0, 0]);
  let i = 0;
  for (const seat of SEATS) for (const st of STRAINS) table[seat]![st] = parseInt(text[i++]!, 16);
  return table;
}
