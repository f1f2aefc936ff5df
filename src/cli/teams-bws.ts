/**
 * `bridgescore teams --results SESSION.bws`: a team event entered on Bridgemate, each match at two tables
 * (src/parse/bws/teams.ts). The database is opened only for a .bws (mdb-reader is loaded then), and a pairs
 * session is refused with the command that scores it.
 */
import type { BwsTables } from '../parse/bws/read-bws.js';
import { readBwsTables } from '../parse/bws/read-bws.js';
import { bwsTeamMatches } from '../parse/bws/teams.js';
import type { Diagnostic } from '../base/diagnostics.js';
import type { MatchInput, TeamInfo } from '../model/teams.js';

export interface BwsTeamBoards {
  readonly matches: MatchInput[];
  readonly teams: TeamInfo[];
  readonly title?: string;
  readonly diagnostics: Diagnostic[];
}

/** The matches of a Bridgemate database already opened: its tables, as the loader gives them. */
export function teamBoardsFromBwsTables(tables: BwsTables, file: string): BwsTeamBoards {
  const read = readBwsTables(tables, file);
  const diagnostics: Diagnostic[] = [];
  for (const d of read.diagnostics) diagnostics.push(d);
  if (read.kind !== 'teams') {
    diagnostics.push({
      severity: 'error',
      code: 'bws-not-teams',
      file,
      record: 'Section',
      message: `this Bridgemate session is a ${read.kind} event, not teams (expected ScoringType 4 in its Section table): score it with "bridgescore pairs ${file}"`,
    });
    return { matches: [], teams: [], diagnostics };
  }
  const t = bwsTeamMatches(read);
  for (const d of t.diagnostics) diagnostics.push(d);
  return { matches: t.matches, teams: t.teams, ...(read.event.title === undefined ? {} : { title: read.event.title }), diagnostics };
}

/** Open a .bws file's bytes and read its matches. */
export async function readTeamBoardsBws(bytes: Uint8Array, file: string): Promise<BwsTeamBoards> {
  const { loadBwsTables } = await import('../io/bws-file.js');
  const loaded = await loadBwsTables(bytes, file);
  if (!loaded.tables) return { matches: [], teams: [], diagnostics: [...loaded.diagnostics] };
  const read = teamBoardsFromBwsTables(loaded.tables, file);
  const diagnostics = [...loaded.diagnostics];
  for (const d of read.diagnostics) diagnostics.push(d);
  return { ...read, diagnostics };
}
