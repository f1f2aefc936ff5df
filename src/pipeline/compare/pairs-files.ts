/**
 * `pairs --compare` over a loaded event: each published file named with its session when the event has several
 * (`--session-per-file`, a session column), then the conventions found that the publishing program used
 * (find-convention.ts), with every number that differs.
 *
 * @example
 * const found = compareWithPublished(loaded, published, { penalties, base, display: 'international', fixed });
 * found.agree === found.compared // every published number agrees
 */
import type { LoadedPairs } from '../pairs-load.js';
import { findConvention, type FindInput, type Found, type PublishedFile } from './find-convention.js';

/** The comparison's options: those of findConvention, and the title and date that replace the files'. */
export interface CompareOptions extends Omit<FindInput, 'event' | 'files'> {
  readonly title?: string;
  readonly date?: string;
}

export function compareWithPublished(loaded: LoadedPairs, published: LoadedPairs['published'], opts: CompareOptions): Found {
  // Which session of the event each file is, when it has several (--session-per-file, a session column).
  const results = loaded.table.toLines();
  const sessionOf = new Map<string, string>();
  for (const r of results) if (r.session !== undefined && !sessionOf.has(r.source.file)) sessionOf.set(r.source.file, r.session);
  const multi = new Set(sessionOf.values()).size > 1;
  const files: PublishedFile[] = published.map((p) => {
    const session = multi ? sessionOf.get(p.file) : undefined;
    return { file: p.file, results: p.results, ...(session !== undefined ? { session } : {}) };
  });
  const { title, date, ...find } = opts;
  const event = {
    ...loaded.info,
    results,
    ...(title !== undefined ? { title } : {}),
    ...(date !== undefined ? { date } : {}),
  };
  return findConvention({ ...find, event, files });
}
