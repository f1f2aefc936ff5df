/**
 * The director's rulings, kept apart from the travellers (which stay as the players entered them):
 * `--adjustments FILE`, a CSV with `board`, the pair(s) (`ns` and `ew`, or `pair`), `kind`, `value`, `note`.
 *
 *   kind        value                         rule
 *   artificial  60/40, A+/A-, 50, 55/45        Law 12C2a (average plus / average / average minus, per side)
 *   assigned    4S= N                         Law 12C1a (a result substituted by the director)
 *   weighted    40% 4S= N + 60% 4S-1 N        Law 12C1c
 *   fouled      a, b, …                       Law 87 (the version of the board this table played)
 *   notplayed   —                             the board was not played and gets no score
 *   correction  4S-1 N                        the result entered was wrong; this is what was played (no
 *                                             Law 12C mark: a plain result, the one it replaced kept for explain)
 *
 * Applying them replaces the outcome of the matching traveller line, or adds a line when the board was not
 * recorded at that table (then both pairs are needed).
 *
 * @example
 * board,ns,ew,kind,value,note
 * 17,2,13,artificial,60/40,EW late (NBF 3.5.6)
 */
import type { Outcome, ResultLine } from '../../model/types.js';
import { boardFacts } from '../../laws/board-facts.js';
import { found, DiagnosticBag, type Diagnostic } from '../../base/diagnostics.js';
import { parseWholeNumber } from '../../laws/notation.js';
import { parseArtificial, parseCompactResult, parseWeighted } from '../../laws/table-result.js';
import { readCsvTable, type ColumnSpec, type CsvRow } from './read-table.js';

const COLUMNS: readonly ColumnSpec[] = [
  { name: 'board', synonyms: ['board', 'bd'], required: true },
  { name: 'ns', synonyms: ['ns', 'ns pair', 'pairns'] },
  { name: 'ew', synonyms: ['ew', 'ew pair', 'pairew'] },
  { name: 'pair', synonyms: ['pair', 'pairs'] },
  { name: 'section', synonyms: ['section'] },
  { name: 'kind', synonyms: ['kind', 'type', 'adjustment'], required: true },
  { name: 'value', synonyms: ['value', 'score', 'result'] },
  { name: 'note', synonyms: ['note', 'notes', 'reason', 'comment'] },
];

export interface Adjustment {
  readonly board: number;
  readonly ns?: string;
  readonly ew?: string;
  readonly pair?: string;
  readonly section?: string;
  readonly apply: (line: ResultLine) => ResultLine;
  readonly note?: string;
  /** `correction`: the result entered was wrong and is replaced by what was played (not a ruling) */
  readonly correction?: boolean;
  readonly source: { readonly file: string; readonly line: number };
}

/** A result corrected after publication: the line as entered and as corrected. */
import type { Correction } from '../../model/correction.js';
export type { Correction } from '../../model/correction.js';

/** The rulings the error message lists (its wording is fixed by the error goldens); `correction` is accepted too. */
const KINDS = ['artificial', 'assigned', 'weighted', 'fouled', 'notplayed'] as const;

export function readAdjustmentsCsv(text: string, file: string): { adjustments: Adjustment[]; diagnostics: Diagnostic[] } {
  const bag = new DiagnosticBag(file);
  const table = readCsvTable(text, COLUMNS, bag);
  const adjustments: Adjustment[] = [];
  for (const row of table.rows) {
    const adjustment = readAdjustment(row, file, bag);
    if (adjustment) adjustments.push(adjustment);
  }
  return { adjustments, diagnostics: bag.items };
}

/** One row's ruling; undefined, with the error in the bag, when its board, pairs, kind or value cannot be read. */
function readAdjustment(row: CsvRow, file: string, bag: DiagnosticBag): Adjustment | undefined {
  const at = row.line;
  const boardText = row.get('board') ?? '';
  const parsed = parseWholeNumber(boardText);
  if (!parsed.ok) {
    bag.error('board', `${found(boardText)} is not a board number (${parsed.expected})`, at, 'board');
    return undefined;
  }
  const board = parsed.value;
  const ns = row.get('ns');
  const ew = row.get('ew');
  const pair = row.get('pair');
  if (ns === undefined && ew === undefined && pair === undefined) {
    bag.error('pair', 'no pair (expected "ns" and "ew", or "pair")', at, 'pair');
    return undefined;
  }
  const kind = (row.get('kind') ?? '').toLowerCase().replace(/[\s_-]/g, '');
  const note = row.get('note');
  const ruling = readRuling(row, kind, board, bag);
  if (!ruling) return undefined;
  const { outcome, fouled } = ruling;
  const section = row.get('section');
  return {
    board,
    ...(ns !== undefined ? { ns } : {}),
    ...(ew !== undefined ? { ew } : {}),
    ...(pair !== undefined ? { pair } : {}),
    ...(section !== undefined ? { section } : {}),
    ...(note !== undefined ? { note } : {}),
    ...(kind === 'correction' || kind === 'corrected' ? { correction: true } : {}),
    source: { file, line: at },
    apply: (line) => ({
      ...line,
      ...(outcome ? { outcome } : {}),
      ...(fouled ? { fouled } : {}),
      ...(note !== undefined ? { note } : {}),
      source: { file, line: at },
    }),
  };
}

/** What a ruling does to its line: the outcome it gives, or the version of the board the table played (Law 87). */
interface Ruling {
  readonly outcome: Outcome | undefined;
  readonly fouled: string | undefined;
}

/** The ruling of a row from its kind and value (the table of the module comment); undefined, with the error in the bag, when it cannot be read. */
function readRuling(row: CsvRow, kind: string, board: number, bag: DiagnosticBag): Ruling | undefined {
  const at = row.line;
  const value = row.get('value') ?? '';
  const vul = boardFacts(board).vulnerability;
  switch (kind) {
    case 'artificial': {
      const a = parseArtificial(value.toUpperCase().startsWith('A') ? value : `A${value}`);
      if (a.ok) return { outcome: { kind: 'artificial', ...a.value }, fouled: undefined };
      bag.error('value', `${found(value)} is not an artificial score (${a.expected})`, at, 'value');
      return undefined;
    }
    case 'assigned': {
      const s = parseCompactResult(value, vul);
      if (s.ok) return { outcome: { kind: 'played', score: s.value, assigned: true }, fouled: undefined };
      bag.error('value', `${found(value)} is not a result (${s.expected})`, at, 'value');
      return undefined;
    }
    case 'correction':
    case 'corrected': {
      const s = parseCompactResult(value, vul);
      if (s.ok) return { outcome: { kind: 'played', score: s.value }, fouled: undefined };
      bag.error('value', `${found(value)} is not a result (${s.expected})`, at, 'value');
      return undefined;
    }
    case 'weighted': {
      const w = parseWeighted(value, vul);
      if (w.ok) return { outcome: w.value, fouled: undefined };
      bag.error('value', `${found(value)} is not a weighted score (${w.expected})`, at, 'value');
      return undefined;
    }
    case 'fouled':
      if (/^[a-z0-9]+$/i.test(value)) return { outcome: undefined, fouled: value.toLowerCase() };
      bag.error('value', `${found(value)} is not a board version (expected a, b, …)`, at, 'value');
      return undefined;
    case 'notplayed':
      return { outcome: { kind: 'notPlayed' }, fouled: undefined };
    default:
      bag.error('kind', `${found(row.get('kind') ?? '')} is not a kind of adjustment (expected one of ${KINDS.join(', ')})`, at, 'kind');
      return undefined;
  }
}

/** Apply each ruling to its traveller line; report a ruling whose pair did not play the board. */
export function applyAdjustments(
  results: readonly ResultLine[],
  adjustments: readonly Adjustment[],
): { results: ResultLine[]; diagnostics: Diagnostic[]; corrections: Correction[] } {
  const out = [...results];
  const diagnostics: Diagnostic[] = [];
  const corrections: Correction[] = [];
  for (const adj of adjustments) {
    const matches = out
      .map((r, i) => ({ r, i }))
      .filter(
        ({ r }) =>
          r.board === adj.board &&
          (adj.section === undefined || (r.section ?? '') === adj.section) &&
          (adj.ns === undefined || r.ns === adj.ns) &&
          (adj.ew === undefined || r.ew === adj.ew) &&
          (adj.pair === undefined || r.ns === adj.pair || r.ew === adj.pair),
      );
    const where = { file: adj.source.file, line: adj.source.line };
    if (matches.length === 1) {
      const m = matches[0] as { r: ResultLine; i: number };
      out[m.i] = adj.apply(m.r);
      if (adj.correction)
        corrections.push({ before: m.r, after: out[m.i] as ResultLine, ...(adj.note !== undefined ? { note: adj.note } : {}), source: adj.source });
    } else if (matches.length === 0 && adj.ns !== undefined && adj.ew !== undefined) {
      // The board was not recorded at that table: the ruling is its result.
      const before: ResultLine = {
        board: adj.board,
        ns: adj.ns,
        ew: adj.ew,
        outcome: { kind: 'notPlayed' },
        ...(adj.section ? { section: adj.section } : {}),
        source: where,
      };
      out.push(adj.apply(before));
      if (adj.correction)
        corrections.push({ before, after: out[out.length - 1] as ResultLine, ...(adj.note !== undefined ? { note: adj.note } : {}), source: adj.source });
    } else if (matches.length === 0) {
      diagnostics.push({
        severity: 'error',
        code: 'adjustment-pair',
        ...where,
        field: 'pair',
        message: `pair ${adj.pair ?? adj.ns ?? adj.ew} did not play board ${adj.board} (expected a pair on that board's traveller, or both "ns" and "ew" to add the board)`,
      });
    } else {
      diagnostics.push({
        severity: 'error',
        code: 'adjustment-ambiguous',
        ...where,
        field: 'pair',
        message: `board ${adj.board} has ${matches.length} results for these pairs (expected one: give both "ns" and "ew")`,
      });
    }
  }
  return { results: out, diagnostics, corrections };
}
