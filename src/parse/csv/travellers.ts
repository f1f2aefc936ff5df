/**
 * Traveller CSV → result lines. One row per board played at a table: board, NS pair, EW pair, contract,
 * declarer, result (or tricks), optionally the NS score written on the traveller, lead, round, table, section,
 * and director's marks (an adjusted score in the contract cell, `fouled` version, `adjustment`/`note`).
 *
 * A written score that disagrees with contract + tricks is a warning: the contract and tricks stand (NBF 3.2.7).
 *
 * @example
 * readTravellersCsv('board,ns,ew,contract,declarer,result\n1,1,8,4S,N,=\n', 'a.csv').results[0].outcome
 * //=> { kind: 'played', score: { contract: {level:4, strain:'S', risk:''}, declarer:'N', tricks:10, scoreNS:420 } }
 */
import type { Outcome, ResultLine, Vulnerability } from '../../model/types.js';
import { resultLine } from '../../model/result-line.js';
import { boardFacts } from '../../scoring/board-facts.js';
import { DiagnosticBag, type Diagnostic } from '../diagnostics.js';
import { CONTRACT_EXPECTED, contractText, parseContract, parseResult, parseSeat } from '../notation.js';
import {
  isArtificialText,
  isNotPlayedText,
  isWeightedText,
  parseArtificial,
  parseCompactResult,
  parseWeighted,
  played,
} from '../table-result.js';
import { readCsvTable, type ColumnSpec, type CsvRow } from './read-table.js';

export const TRAVELLER_COLUMNS: readonly ColumnSpec[] = [
  { name: 'board', synonyms: ['board', 'bd', 'brd', 'board no', 'boardno', 'spill', 'deal'], required: true },
  { name: 'ns', synonyms: ['ns', 'ns pair', 'pair ns', 'nspair', 'pairns', 'pairid_ns', 'n/s', 'north-south'] },
  { name: 'ew', synonyms: ['ew', 'ew pair', 'pair ew', 'ewpair', 'pairew', 'pairid_ew', 'e/w', 'east-west'] },
  // An individual event names the four players instead of two pairs.
  { name: 'north', synonyms: ['north', 'player north', 'playerid_north'] },
  { name: 'east', synonyms: ['east', 'player east', 'playerid_east'] },
  { name: 'south', synonyms: ['south', 'player south', 'playerid_south'] },
  { name: 'west', synonyms: ['west', 'player west', 'playerid_west'] },
  { name: 'contract', synonyms: ['contract', 'kontrakt', 'contr'], required: true },
  { name: 'declarer', synonyms: ['declarer', 'by', 'decl', 'played by', 'playedby', 'spilt av', 'dekl'] },
  { name: 'result', synonyms: ['result', 'tricks', 'res', 'stikk', 'made', 'resultat'] },
  { name: 'score', synonyms: ['score', 'ns score', 'score ns', 'score_ns', 'nsscore', 'poeng'] },
  { name: 'lead', synonyms: ['lead', 'utspill', 'opening lead'] },
  { name: 'round', synonyms: ['round', 'rnd', 'runde'] },
  { name: 'table', synonyms: ['table', 'tbl', 'bord'] },
  { name: 'section', synonyms: ['section', 'sect', 'sec', 'seksjon', 'gruppe'] },
  { name: 'session', synonyms: ['session', 'sesjon', 'omgang'] },
  { name: 'fouled', synonyms: ['fouled', 'version', 'foul'] },
  { name: 'adjustment', synonyms: ['adjustment', 'ruling', 'adj'] },
  { name: 'note', synonyms: ['note', 'notes', 'remark', 'remarks', 'comment'] },
];

export interface ReadTravellersResult {
  readonly results: ResultLine[];
  readonly diagnostics: Diagnostic[];
}

export interface ReadTravellersOptions {
  /** a two-winner Mitchell numbering both directions from 1: NS 3 may meet EW 3 */
  readonly sharedNumbers?: boolean;
}

export function readTravellersCsv(text: string, file: string, options: ReadTravellersOptions = {}): ReadTravellersResult {
  const bag = new DiagnosticBag(file);
  const table = readCsvTable(text, TRAVELLER_COLUMNS, bag);
  const results: ResultLine[] = [];
  const individual = ['north', 'east', 'south', 'west'].every((c) => table.present.has(c));
  if (!bag.hasErrors() && !individual && !(table.present.has('ns') && table.present.has('ew'))) {
    for (const col of ['ns', 'ew'].filter((c) => !table.present.has(c))) {
      bag.error(
        'missing-column',
        `required column "${col}" is missing (expected "ns" and "ew" for the pairs, or "north", "east", "south" and "west" for the players of an individual event)`,
        table.headerLine,
      );
    }
    return { results, diagnostics: bag.items };
  }
  if (table.rows.length === 0 && !bag.hasErrors()) {
    bag.error('empty-file', 'the file has a header but no traveller lines (expected at least one result)', table.headerLine);
  }
  for (const row of table.rows) {
    const line = readRow(row, bag, individual, options);
    if (line) results.push(line);
    if (bag.errors.length >= 200) break;
  }
  return { results, diagnostics: bag.items };
}

function readRow(row: CsvRow, bag: DiagnosticBag, individual: boolean, options: ReadTravellersOptions): ResultLine | undefined {
  const errorsBefore = bag.errors.length;
  const at = row.line;
  const boardText = row.get('board');
  let board = 0;
  if (boardText === undefined) bag.error('board', 'no board number (expected a whole number ≥ 1)', at, 'board');
  else if (!/^\d+$/.test(boardText) || Number(boardText) < 1) {
    bag.error('board', `"${boardText}" is not a board number (expected a whole number ≥ 1)`, at, 'board');
  } else board = Number(boardText);

  let seats: ResultLine['seats'];
  let ns: string | undefined;
  let ew: string | undefined;
  if (individual) {
    const players = (['north', 'east', 'south', 'west'] as const).map((c) => {
      const v = row.get(c);
      if (v === undefined) bag.error('player', `no ${c} player (expected a player number)`, at, c);
      return v;
    });
    const [n, e, s, w] = players;
    if (n !== undefined && e !== undefined && s !== undefined && w !== undefined) {
      const twice = players.find((p, i) => players.indexOf(p) !== i);
      if (twice !== undefined) bag.error('same-player', `player ${twice} sits in two seats at this table (expected four different players)`, at);
      seats = { N: n, E: e, S: s, W: w };
      ns = `${n}-${s}`;
      ew = `${e}-${w}`;
    }
  } else {
    ns = row.get('ns');
    ew = row.get('ew');
    if (ns === undefined) bag.error('pair', 'no NS pair (expected a pair number)', at, 'ns');
    if (ew === undefined) bag.error('pair', 'no EW pair (expected a pair number)', at, 'ew');
    if (ns !== undefined && ns === ew && !options.sharedNumbers) {
      bag.error(
        'same-pair',
        `pair ${ns} is on both sides of this result (expected two different pairs; a two-winner Mitchell that numbers NS and EW from 1 is scored with --winners two)`,
        at,
        'ew',
      );
    }
  }
  const optionalInt = (name: string): number | undefined => {
    const v = row.get(name);
    if (v === undefined) return undefined;
    if (!/^\d+$/.test(v)) {
      bag.error(name, `"${v}" is not a ${name} number (expected a whole number)`, at, name);
      return undefined;
    }
    return Number(v);
  };
  const round = optionalInt('round');
  const tableNo = optionalInt('table');

  const vulnerability: Vulnerability = board >= 1 ? boardFacts(board).vulnerability : 'None';
  const outcome = readOutcome(row, vulnerability, bag);
  if (bag.errors.length > errorsBefore || outcome === undefined || ns === undefined || ew === undefined) return undefined;

  const section = row.get('section');
  const session = row.get('session');
  const lead = row.get('lead');
  const fouled = row.get('fouled');
  const note = row.get('note');
  return resultLine({
    board,
    ns,
    ew,
    outcome,
    round,
    table: tableNo,
    section,
    seats,
    session,
    lead,
    fouled: fouled?.toLowerCase(),
    note,
    source: { file: bag.file, line: at },
  });
}

function readOutcome(row: CsvRow, vulnerability: Vulnerability, bag: DiagnosticBag): Outcome | undefined {
  const at = row.line;
  const contractCell = row.get('contract');
  const assigned = /^assign/i.test(row.get('adjustment') ?? '');
  if (contractCell === undefined) {
    bag.error('contract', `no contract (${CONTRACT_EXPECTED}, an adjusted score such as A60/40, or NP)`, at, 'contract');
    return undefined;
  }
  if (isNotPlayedText(contractCell)) return { kind: 'notPlayed' };
  if (isWeightedText(contractCell)) {
    const w = parseWeighted(contractCell, vulnerability);
    if (!w.ok) bag.error('weighted', `"${contractCell}" is not a weighted score (${w.expected})`, at, 'contract');
    return w.ok ? w.value : undefined;
  }
  const c = parseContract(contractCell);
  if (!c.ok && isArtificialText(contractCell)) {
    const a = parseArtificial(contractCell);
    if (!a.ok) bag.error('artificial', `"${contractCell}" is not an adjusted score (${a.expected})`, at, 'contract');
    return a.ok ? { kind: 'artificial', ...a.value } : undefined;
  }
  if (!c.ok) {
    // A whole result in the contract cell ("4S= N") is accepted too.
    const compact = parseCompactResult(contractCell, vulnerability);
    if (compact.ok) return { kind: 'played', score: compact.value, ...(assigned ? { assigned } : {}) };
    bag.error('contract', `"${contractCell}" is not a contract (${c.expected})`, at, 'contract');
    return undefined;
  }
  if (!c.value.contract) {
    checkWrittenScore(row, 0, bag);
    return { kind: 'played', score: { scoreNS: 0 }, ...(assigned ? { assigned } : {}) };
  }
  const contract = c.value.contract;
  const declCell = row.get('declarer');
  let declarer = c.value.declarer;
  if (declCell !== undefined) {
    const s = parseSeat(declCell);
    if (!s.ok) bag.error('declarer', `"${declCell}" is not a declarer (${s.expected})`, at, 'declarer');
    else declarer = s.value;
  } else if (declarer === undefined) {
    bag.error('declarer', `no declarer for the contract ${contractCell} (expected N, E, S or W)`, at, 'declarer');
  }
  const resultCell = row.get('result');
  let tricks: number | undefined;
  if (resultCell === undefined) {
    bag.error('result', `no result for the contract ${contractCell} (expected "=", "+1", "-2" or the number of tricks)`, at, 'result');
  } else {
    const r = parseResult(resultCell, contract);
    if (!r.ok) bag.error('result', `"${resultCell}" is not a possible result for ${contractText(contract)}: ${r.expected}`, at, 'result');
    else tricks = r.value;
  }
  if (declarer === undefined || tricks === undefined) return undefined;
  const score = played(contract, declarer, tricks, vulnerability);
  checkWrittenScore(row, score.scoreNS, bag);
  return { kind: 'played', score, ...(assigned ? { assigned } : {}) };
}

/** NBF 3.2.7: when the written score disagrees with contract and tricks, the contract and tricks stand. */
function checkWrittenScore(row: CsvRow, computed: number, bag: DiagnosticBag): void {
  const written = row.get('score');
  if (written === undefined) return;
  if (!/^[+-]?\d+$/.test(written)) {
    bag.warn('score', `"${written}" is not a score; the contract and tricks are used (NBF 3.2.7)`, row.line, 'score');
    return;
  }
  if (Number(written) !== computed) {
    bag.warn(
      'score-mismatch',
      `the written score ${written} disagrees with the contract and tricks (${computed} to NS); the contract and tricks stand (NBF 3.2.7)`,
      row.line,
      'score',
    );
  }
}
