/**
 * A traveller line from fields that may be missing: the readers of every format build their lines here, so
 * that an absent value is left out rather than stored as undefined (the model's optional fields).
 *
 * @example
 * resultLine({ board: 1, ns: '3', ew: '10', outcome, round: undefined, source }) // has no `round` key
 */
import type { ResultLine } from './types.js';

type Optional = 'round' | 'table' | 'section' | 'seats' | 'session' | 'lead' | 'fouled' | 'note';

export type ResultLineFields = Omit<ResultLine, Optional> & { readonly [K in Optional]?: ResultLine[K] | undefined };

export function resultLine(fields: ResultLineFields): ResultLine {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(fields)) if (v !== undefined) out[k] = v;
  return out as unknown as ResultLine;
}
