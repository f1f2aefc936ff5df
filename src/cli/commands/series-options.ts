/**
 * The flags of `bridgescore series` to the typed options of the pipeline, once: each number through a parser
 * that names the flag, each combination the rules do not allow a usage error (exit 2) that says why.
 *
 * @example
 * toSeriesOptions({ by: 'player', measure: 'average', best: 10, of: 20, format: 'table', lang: 'en', linkPattern: '{file}.html' })
 * //=> { rules: { by: 'player', measure: 'average-percentage', best: 10, of: 20, handicap: false }, imps: null, … }
 */
import { InvalidArgumentError } from 'commander';
import { UsageError } from '../../base/diagnostics.js';
import type { Measure, Q } from '../../model/series.js';
import type { SeriesOptions } from '../../pipeline/series.js';
import { q } from '../../scoring/series/index.js';

export interface SeriesCliOptions {
  by: 'player' | 'pair';
  measure: 'average' | 'masterpoints' | 'improved';
  best?: number;
  of?: number;
  minSessions?: number;
  dropLowest?: number;
  after?: number;
  carryForward?: Q;
  imps?: 'ebu-ngs' | 'ycbc-24';
  handicap?: boolean;
  previous?: string;
  linkPattern: string;
  format: 'table' | 'csv' | 'json' | 'html';
  output?: string;
  lang: string;
  title?: string;
  pretty?: boolean;
}

export const MEASURES: Readonly<Record<SeriesCliOptions['measure'], Measure>> = {
  average: 'average-percentage',
  masterpoints: 'total-masterpoints',
  improved: 'most-improved',
};

/** A whole number of sessions, at least 1. */
export function parseCount(value: string): number {
  const v = value.trim();
  if (!/^\d+$/.test(v) || Number(v) < 1 || Number(v) > 100_000)
    throw new InvalidArgumentError(`expected a whole number of sessions, at least 1, got "${value}"`);
  return Number(v);
}

/** A fraction between 0 and 1, exact: "1/4", "25%", "0.25". */
export function parseFraction(value: string): Q {
  const v = value.trim();
  let f: Q | undefined;
  let m: RegExpExecArray | null;
  if ((m = /^(\d+)\s*\/\s*(\d+)$/.exec(v)) && BigInt(m[2] as string) !== 0n) f = q(BigInt(m[1] as string), BigInt(m[2] as string));
  else if ((m = /^(\d+)(?:\.(\d+))?\s*%$/.exec(v))) f = q(BigInt(`${m[1]}${m[2] ?? ''}`), 100n * 10n ** BigInt((m[2] ?? '').length));
  else if ((m = /^(\d+)(?:\.(\d+))?$/.exec(v))) f = q(BigInt(`${m[1]}${m[2] ?? ''}`), 10n ** BigInt((m[2] ?? '').length));
  if (f === undefined || f.n > f.d) throw new InvalidArgumentError(`expected a fraction between 0 and 1 such as 1/4, 25% or 0.25, got "${value}"`);
  return f;
}

/** A link pattern of the placeholders {file}, {id} and {date}. */
export function parseLinkPattern(value: string): string {
  const unknown = [...value.matchAll(/\{([^}]*)\}/g)].map((m) => m[1]).filter((k) => k !== 'file' && k !== 'id' && k !== 'date');
  if (unknown.length > 0) throw new InvalidArgumentError(`unknown placeholder {${unknown[0] ?? ''}} (expected {file}, {id} or {date})`);
  if (value.trim() === '') throw new InvalidArgumentError('expected a pattern such as {file}.html');
  return value;
}

/** The flags as the pipeline's options; a usage error for a combination the rules do not allow. */
export function toSeriesOptions(o: SeriesCliOptions): SeriesOptions {
  if (o.best !== undefined && o.dropLowest !== undefined)
    throw new UsageError('--best and --drop-lowest exclude each other: count the best N, or drop the lowest past a number of sessions');
  if (o.best !== undefined && o.of !== undefined && o.best > o.of) throw new UsageError(`--best ${o.best} cannot exceed --of ${o.of}`);
  if (o.dropLowest !== undefined && o.after === undefined)
    throw new UsageError('--drop-lowest needs --after K: the number of sessions after which the lowest are dropped');
  if (o.after !== undefined && o.dropLowest === undefined) throw new UsageError('--after is the qualifying number of --drop-lowest: give --drop-lowest N too');
  if (o.measure === 'improved' && o.previous === undefined)
    throw new UsageError('--measure improved needs --previous FILE: last season\'s table (the JSON of "series … --measure average -f json")');
  if (o.previous !== undefined && o.measure !== 'improved') throw new UsageError('--previous is for --measure improved');
  return {
    rules: {
      by: o.by,
      measure: MEASURES[o.measure],
      ...(o.best !== undefined ? { best: o.best } : {}),
      ...(o.of !== undefined ? { of: o.of } : {}),
      ...(o.minSessions !== undefined ? { minSessions: o.minSessions } : {}),
      ...(o.dropLowest !== undefined && o.after !== undefined ? { dropLowestAfter: { drop: o.dropLowest, after: o.after } } : {}),
      ...(o.carryForward !== undefined ? { carryForward: { fraction: o.carryForward } } : {}),
      handicap: o.handicap === true,
    },
    imps: o.imps ?? null,
    linkPattern: o.linkPattern,
    title: o.title !== undefined && o.title.trim() !== '' ? o.title : null,
  };
}
