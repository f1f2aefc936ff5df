/**
 * The one table of writers: `writers[kind][format]`, each loaded only when it is asked for (a CSV ranking loads
 * no HTML, a table no XML). Every kind of event goes out through it; the command line picks the entry.
 *
 * @example
 * const write = await writerFor('teams', 'csv');
 * write({ result, matches, tables }, options, (piece) => sink.write(piece));
 */
import type { Documents, DocumentKind, Writer } from './documents.js';

type Loaders = { readonly [K in DocumentKind]: { readonly [format: string]: () => Promise<Writer<Documents[K]>> } };

export const writers = {
  pairs: {
    table: async () => (await import('./table/pairs-document.js')).writePairsTable,
    csv: async () => (await import('./csv/pairs.js')).writePairsCsv,
    json: async () => (await import('./json/pairs.js')).writePairsDocument,
    html: async () => (await import('./html/index.js')).writePairsHtml,
    pbn: async () => (await import('./pbn/write-pbn.js')).writePairsPbn,
    usebio: async () => (await import('./usebio/write-usebio.js')).writePairsUsebio,
  },
  teams: {
    table: async () => (await import('./table/teams.js')).writeTeamsTable,
    csv: async () => (await import('./csv/teams.js')).writeTeamsCsv,
    json: async () => (await import('./json/teams.js')).writeTeamsJson,
    html: async () => (await import('./html/teams.js')).writeTeamsHtml,
    pbn: async () => (await import('./pbn/write-teams-pbn.js')).writeTeamsPbn,
    usebio: async () => (await import('./usebio/write-teams-usebio.js')).writeTeamsUsebio,
  },
  swiss: {
    table: async () => (await import('./table/swiss-round.js')).writeSwissTable,
    csv: async () => (await import('./csv/swiss-round.js')).writeSwissCsv,
    json: async () => (await import('./json/swiss-round.js')).writeSwissJson,
  },
  scorecards: {
    table: async () => (await import('./table/scorecards.js')).writeScorecardsTable,
    csv: async () => (await import('./csv/scorecards.js')).writeScorecardsCsv,
    json: async () => (await import('./json/scorecards.js')).writeScorecardsJson,
  },
  hcUpdates: {
    table: async () => (await import('./csv/hc-updates.js')).writeHcUpdatesTable,
    csv: async () => (await import('./csv/hc-updates.js')).writeHcUpdatesCsv,
    json: async () => (await import('./csv/hc-updates.js')).writeHcUpdatesJson,
  },
} as const satisfies Loaders;

/** The formats a kind is written in, in the table's order. */
export function formatsOf(kind: DocumentKind): readonly string[] {
  return Object.keys(writers[kind]);
}

/** The writer of a kind in a format; undefined when that kind is not written in that format. */
export async function writerFor<K extends DocumentKind>(kind: K, format: string): Promise<Writer<Documents[K]> | undefined> {
  const row: Loaders[K] = writers[kind];
  const load = Object.prototype.hasOwnProperty.call(row, format) ? row[format] : undefined;
  return load ? load() : undefined;
}
