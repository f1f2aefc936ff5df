/**
 * A Bridgemate session (the tables of its `.bws` database, as plain rows) → the pairs event, its movement and
 * what the file says about the field (the Bridgemate developer's guide). Pure: the loader (src/io/bws-file.ts) opens the
 * database; this only converts rows, so every case can be tested with plain objects.
 *
 * - `ReceivedData` gives the results (received-data.ts), `RoundData` the movement they are checked against
 *   (round-data.ts), `PlayerNumbers` the names and member numbers (player-numbers.ts), `Section` the sections,
 *   `Winners` and `MissingPair`, `Session` the title and date.
 * - A Mitchell that numbers both directions from 1 (NS 1–11 and EW 1–11) is two fields of pairs: the lines
 *   keep the numbers as they are, as a CSV read with `--winners two` does, and the participants carry their
 *   direction; `winners` is 'two'.
 * - `winners` is what `Section.Winners` says (1 or 2), else 'two' for a Mitchell numbered from 1 each way,
 *   else undefined (the scorer decides from the results).
 * - Individual events (`South` and `West` columns in RoundData and ReceivedData) give lines with four seats.
 * - `kind` is 'teams' when a section is scored as teams (ScoringType 4): see teams.ts for its matches.
 *
 * @example
 * readBwsTables(tables, 'club.bws').event.results.length //=> 297
 */
import type { PairsEvent } from '../../model/types.js';
import type { Movement } from '../../model/movement.js';
import { pairNumbering } from '../../model/numbering.js';
import type { Diagnostic } from '../../base/diagnostics.js';
import { readPlayerNumbers } from './player-numbers.js';
import { readReceivedData, type ArbitralResult, type ReceivedDataResult } from './received-data.js';
import { readRoundData, readSections, type BwsSection, type ReadRoundDataResult, type RoundDataContext } from './round-data.js';
import { boolCell, intCell, isoDay, textCell, type BwsRow, type BwsTables } from './values.js';

export type { BwsTables, BwsRow } from './values.js';
export type { ArbitralResult } from './received-data.js';

export interface ReadBwsResult {
  readonly event: PairsEvent;
  readonly movement: Movement;
  readonly winners?: 'one' | 'two';
  readonly kind: 'pairs' | 'individual' | 'teams';
  /** results marked `Arbitral score`: the director must give the adjusted score (`--adjustments`) */
  readonly arbitral: readonly ArbitralResult[];
  /** rows marked `Erased`, left out */
  readonly erased: number;
  readonly diagnostics: Diagnostic[];
}

export function readBwsTables(tables: BwsTables, file: string): ReadBwsResult {
  const diagnostics: Diagnostic[] = [];
  const received = tables.ReceivedData ?? [];
  const roundRows = tables.RoundData ?? [];
  const sectionsRead = readSections(tables.Section ?? [], file);
  for (const x of sectionsRead.diagnostics) diagnostics.push(x);
  const sections = sectionsRead.sections;
  addUnlistedSections(sections, [...roundRows, ...received]);
  const named = sections.size > 1;
  const sectionName = (id: number): string | undefined => (named ? sections.get(id)?.name : undefined);
  const individual = hasColumn(roundRows, 'South') && hasColumn(roundRows, 'West');

  const { round, byDirection } = readMovement(roundRows, received, { file, sections, named, individual }, diagnostics);
  const seated = (section: number, table: number, r: number) => round.seated.get(`${section}|${table}|${r}`);

  const results = readReceivedData(received, { file, sectionName, seated, individual });
  for (const x of results.diagnostics) diagnostics.push(x);
  const none = noResults(received.length, results, file);
  if (none) diagnostics.push(none);

  const players = readPlayerNumbers(tables.PlayerNumbers ?? [], tables.PlayerNames ?? [], { file, sectionName, seated, byDirection, individual });
  for (const x of players.diagnostics) diagnostics.push(x);

  const session = tables.Session?.[0];
  const title = session ? textCell(session, 'Name') : '';
  const date = session ? isoDay(session, 'Date') : undefined;
  const winners = winnersOf(sections, byDirection, individual);
  const teams = [...sections.values()].some((s) => s.teams);
  // one section: no section on the results (its pairs are the event's), but the file's letter for the CSV
  const only = sections.size === 1 ? [...sections.values()][0]?.name.trim() : undefined;
  const soleSection = only !== undefined && only !== '' ? only : undefined;
  return {
    event: {
      ...(title === '' ? {} : { title }),
      ...(date === undefined ? {} : { date }),
      generator: 'Bridgemate',
      ...(soleSection !== undefined ? { soleSection } : {}),
      results: results.lines,
      boards: [],
      participants: players.participants,
    },
    movement: round.movement,
    ...(winners ? { winners } : {}),
    kind: teams ? 'teams' : individual ? 'individual' : 'pairs',
    arbitral: results.arbitral,
    erased: results.erased,
    diagnostics,
  };
}

/** Sections the results or the movement use without a Section row, named by their number. */
function addUnlistedSections(sections: Map<number, BwsSection>, rows: readonly BwsRow[]): void {
  for (const row of rows) {
    const id = intCell(row, 'Section', { min: 0 });
    if (id.ok && !sections.has(id.value)) sections.set(id.value, { id: id.value, name: String(id.value), teams: false });
  }
}

/**
 * The movement of `RoundData`, and whether it numbers each direction from 1 (a first reading tells). A section's
 * `MissingPair` is missing only while it has no results: when a section names one, `RoundData` is read again
 * knowing which sides have results, and a missing pair that has results is taken as playing, with a warning.
 */
function readMovement(
  roundRows: readonly BwsRow[],
  received: readonly BwsRow[],
  ctx: Omit<RoundDataContext, 'hasResults'>,
  diagnostics: Diagnostic[],
): { round: ReadRoundDataResult; byDirection: boolean } {
  const sides = sidesWithResults(received);
  const firstPass = readRoundData(roundRows, { ...ctx, hasResults: () => true });
  const byDirection = pairNumbering(firstPass.movement.rows) === 'byDirection';
  const hasResults = (section: number, side: 'NS' | 'EW', pair: number): boolean =>
    sides.has(`${section}|${side}|${pair}`) || (!byDirection && sides.has(`${section}|${side === 'NS' ? 'EW' : 'NS'}|${pair}`));
  const anyMissing = [...ctx.sections.values()].some((s) => s.missingPair !== undefined);
  const round = anyMissing ? readRoundData(roundRows, { ...ctx, hasResults }) : firstPass;
  for (const x of round.diagnostics) diagnostics.push(x);
  for (const s of ctx.sections.values()) {
    const p = s.missingPair;
    if (p !== undefined && hasResults(s.id, 'NS', p) && (!byDirection || hasResults(s.id, 'EW', p))) {
      diagnostics.push({
        severity: 'warning',
        code: 'bws-missing-pair-played',
        file: ctx.file,
        record: `Section row ${s.id}`,
        field: 'MissingPair',
        message: `the missing pair ${p} has results; it is taken as playing`,
      });
    }
  }
  return { round, byDirection };
}

/** The error for a session without results: no rows in `ReceivedData`, or every row erased. */
function noResults(rows: number, results: ReceivedDataResult, file: string): Diagnostic | undefined {
  if (rows === 0)
    return {
      severity: 'error',
      code: 'bws-no-results',
      file,
      record: 'ReceivedData',
      message: 'the session has no results yet (expected rows in ReceivedData)',
    };
  if (results.lines.length === 0 && results.erased === rows) {
    return {
      severity: 'error',
      code: 'bws-no-results',
      file,
      record: 'ReceivedData',
      message: `every row (${rows}) is marked Erased (expected at least one result)`,
    };
  }
  return undefined;
}

/** What `Section.Winners` says when every section says the same, else 'two' for a Mitchell numbered from 1 each way. */
function winnersOf(sections: ReadonlyMap<number, BwsSection>, byDirection: boolean, individual: boolean): 'one' | 'two' | undefined {
  const winnersSet = new Set([...sections.values()].map((s) => s.winners));
  const declared = winnersSet.size === 1 ? [...winnersSet][0] : undefined;
  return declared ?? (byDirection && !individual ? 'two' : undefined);
}

/** `section|NS|pair` and `section|EW|pair` of every result not erased. */
function sidesWithResults(rows: readonly BwsRow[]): Set<string> {
  const out = new Set<string>();
  for (const row of rows) {
    if (boolCell(row, 'Erased')) continue;
    out.add(`${String(row['Section'])}|NS|${String(row['PairNS'])}`);
    out.add(`${String(row['Section'])}|EW|${String(row['PairEW'])}`);
  }
  return out;
}

/** Some installations add columns (`South`, `West` for individuals): in use when a row names a player there. */
function hasColumn(rows: readonly BwsRow[], column: string): boolean {
  return rows.some((r) => {
    const c = intCell(r, column, { min: 1 });
    return c.ok;
  });
}
