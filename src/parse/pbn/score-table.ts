/**
 * PBN 2.1 §5.9 `ScoreTable`: one board's traveller, a row per table result. Columns are matched by name, so
 * the layouts of Ruter, Magic Contest (`Table;Round;PairId_NS;PairId_EW;Contract;Declarer;Result;Lead;
 * Score_NS;Score_EW;MP_NS;…`) and BridgeWebs (`PairId_NS;PairId_EW;Contract;Declarer;Result`) all read.
 * Producers' markers, outside the spec:
 * - `A+`/`A`/`A-` in Score_NS and Score_EW (Ruter, Magic Contest): artificial 60/50/40 per side;
 * - `Bye` in both score columns: a sit-out, not a result, so no line;
 * - `A A A` in Contract/Declarer/Result (BridgeWebs): an adjusted row whose split is not given (50/50 assumed);
 * - `Pass` or `PO` as the contract: passed out;
 * - `-` as one side's pair (Ruter): an unranked fill-in; the other side's result is scored and ranked, the
 *   fill-in gets a pair of its own per round and table (`-R3T2NS`), too few boards to be ranked;
 * - `800>a` in a score column (Ruter): the result 800 replaced by an artificial score, the split the row's own
 *   published matchpoints show (or `>a+`/`>a-`/`>a`: 60/40, 40/60, 50/50); the replaced result is not scored;
 * - a signed score beside an artificial mark (Ruter: `"+0"` and `"A+"`, either way round): Law 12C1 for that
 *   side, its assigned score matchpointed against the board's other results, and Law 12C2 for the other
 *   (score-markers.ts);
 * - `Pen` in both score columns (Ruter): a procedural penalty row, not a result — the MP columns give each
 *   side's penalty as the file writes it (−8 takes 8 away), returned as penalty records (penalty-rows.ts).
 * MP, IMP, percentage and datum columns are kept as published, never used to score (a Pen row's excepted).
 *
 * @example
 * // [ScoreTable "PairId_NS;PairId_EW;Contract;Declarer;Result"]  1 8 4H S 9   (board 1, None vulnerable)
 * readScoreTable(table, ctx).lines[0].outcome //=> { kind: 'played', score: { …, tricks: 9, scoreNS: -50 } }
 */
import { resultLine } from '../../model/result-line.js';
import type { PenaltyRecord } from '../../model/scored.js';
import type { Outcome, ResultLine, Vulnerability } from '../../model/types.js';
import { found, type DiagnosticBag } from '../../base/diagnostics.js';
import { isPassedOutText, parseWholeNumber, SCORE_EXPECTED } from '../../laws/notation.js';
import type { PublishedLine } from '../../model/published.js';
import { artificialMark, artificialSide, parseScore, playedOutcome } from './outcome.js';
import { isPenaltyRow, penaltyRow } from './penalty-rows.js';
import { assignedOutcome, replacedOutcome } from './score-markers.js';
import { cellValue, decimalCell, type PbnTable, type TableRow } from './table.js';

export interface ScoreTableContext {
  readonly bag: DiagnosticBag;
  readonly file: string;
  readonly board: number;
  readonly vulnerability: Vulnerability;
  /** the game's `Section` tag, used when the table has no Section column */
  readonly section?: string;
}

export interface ScoreTableResult {
  readonly lines: ResultLine[];
  readonly published: PublishedLine[];
  /** Ruter's "Pen" rows, one record per side penalised */
  readonly penalties: PenaltyRecord[];
}

export function readScoreTable(table: PbnTable, ctx: ScoreTableContext): ScoreTableResult {
  const { bag, board } = ctx;
  const lines: ResultLine[] = [];
  const published: PublishedLine[] = [];
  const penalties: PenaltyRecord[] = [];
  const nsColumn = table.has('PairId_NS') ? 'PairId_NS' : table.has('Names_NS') ? 'Names_NS' : undefined;
  const ewColumn = table.has('PairId_EW') ? 'PairId_EW' : table.has('Names_EW') ? 'Names_EW' : undefined;
  // Ruter's individual travellers name the four players (PlayerId_North …) instead of the pairs.
  const individual = SEAT_COLUMNS.every(([, c]) => table.has(c));
  if (!individual && (!nsColumn || !ewColumn)) {
    bag.warn(
      'pbn-score-table-layout',
      `board ${board}: [ScoreTable] has no PairId_NS/PairId_EW (or Names_NS/Names_EW) columns; only pairs travellers are read, the table is skipped`,
      table.line,
      'ScoreTable',
    );
    return { lines, published, penalties };
  }
  for (const row of table.rows) {
    const nsScoreText = cellValue(row.get('Score_NS'));
    const ewScoreText = cellValue(row.get('Score_EW'));
    if (isBye(nsScoreText) || isBye(ewScoreText)) continue;
    if (isPenaltyRow(nsScoreText, ewScoreText)) {
      for (const p of penaltyRow(row, { bag, file: ctx.file, board, individual, ...(ctx.section === undefined ? {} : { section: ctx.section }) }))
        penalties.push(p);
      continue;
    }
    let seats: ResultLine['seats'];
    let ns: string | undefined;
    let ew: string | undefined;
    if (individual) {
      const players = SEAT_COLUMNS.map(([, c]) => cellValue(row.get(c)));
      const missing = players.findIndex((p) => p === undefined);
      if (missing >= 0) {
        const column = (SEAT_COLUMNS[missing] as readonly [string, string])[1];
        bag.error('pbn-missing-player', `board ${board}: the row has no player in ${column}`, row.line, column);
        continue;
      }
      const [n, e, s, w] = players as [string, string, string, string];
      seats = { N: n, E: e, S: s, W: w };
      ns = `${n}-${s}`;
      ew = `${e}-${w}`;
    } else {
      ns = cellValue(row.get(nsColumn as string));
      ew = cellValue(row.get(ewColumn as string));
      const nsDash = row.get(nsColumn as string)?.text.trim() === '-';
      const ewDash = row.get(ewColumn as string)?.text.trim() === '-';
      if ((ns === undefined && nsDash && ew !== undefined) || (ew === undefined && ewDash && ns !== undefined)) {
        // a fill-in: the other side is scored and ranked, the fill-in not (a pair of its own, per round and table)
        const round = cellValue(row.get('Round'));
        const tableNo = cellValue(row.get('Table'));
        const side = ns === undefined ? 'NS' : 'EW';
        const id = `-${round === undefined ? '' : `R${round}`}${tableNo === undefined ? `L${row.line}` : `T${tableNo}`}${side}`;
        if (ns === undefined) ns = id;
        else ew = id;
        bag.warn(
          'pbn-fill-in',
          `board ${board}: the ${side} pair is "-" (a fill-in): ${side === 'NS' ? `EW ${ew}` : `NS ${ns}`}'s result is scored and ranked; the fill-in is scored as pair ${id}, not ranked`,
          row.line,
          side === 'NS' ? nsColumn : ewColumn,
        );
      }
      if (ns === undefined || ew === undefined) {
        const column = (ns === undefined ? nsColumn : ewColumn) as string;
        bag.error(
          'pbn-missing-pair',
          `board ${board}: the row has no ${ns === undefined ? 'NS' : 'EW'} pair (found ${found(row.get(column)?.text ?? '')})`,
          row.line,
          column,
        );
        continue;
      }
    }
    const section = cellValue(row.get('Section')) ?? ctx.section;
    const replaced = replacedOutcome(row, nsScoreText, ewScoreText, ctx) ?? assignedOutcome(row, nsScoreText, ewScoreText, ctx);
    for (const [text, column] of [
      [nsScoreText, 'Score_NS'],
      [ewScoreText, 'Score_EW'],
    ] as const) {
      if (replaced !== undefined) break;
      if (text !== undefined && artificialMark(text) === undefined && parseScore(text.replace(/^\^/, '')) === undefined) {
        bag.warn(
          'pbn-bad-score',
          `board ${board}: ${found(text)} is not a score (${SCORE_EXPECTED}); it is not used`,
          row.get(column)?.line ?? row.line,
          column,
        );
      }
    }
    const fileScore = replaced === undefined ? publishedScore(nsScoreText, ewScoreText) : undefined;
    const outcome = replaced ?? rowOutcome(row, nsScoreText, ewScoreText, fileScore, ctx);
    const round = integerCell(row, 'Round', bag, board);
    const tableNo = integerCell(row, 'Table', bag, board);
    const lead = cellValue(row.get('Lead'));
    if (outcome) {
      lines.push(resultLine({ board, ns, ew, outcome, round, table: tableNo, section, seats, lead, source: { file: ctx.file, line: row.line } }));
    }
    const line = publishedLine(row, board, ns, ew, section, fileScore?.value);
    if (seats) line.seats = seatValues(row, seats);
    published.push(line);
  }
  return { lines, published, penalties };
}

const SEAT_COLUMNS = [
  ['N', 'PlayerId_North'],
  ['E', 'PlayerId_East'],
  ['S', 'PlayerId_South'],
  ['W', 'PlayerId_West'],
] as const;
const SEAT_NAMES = { N: 'North', E: 'East', S: 'South', W: 'West' } as const;

/** An individual traveller's published values, seat by seat (Ruter: MP_North …, Percentage_North …). */
function seatValues(row: TableRow, seats: NonNullable<ResultLine['seats']>): NonNullable<PublishedLine['seats']> {
  const out: NonNullable<PublishedLine['seats']> = {};
  for (const seat of ['N', 'E', 'S', 'W'] as const) {
    const mp = decimalCell(row, `MP_${SEAT_NAMES[seat]}`);
    const pct = decimalCell(row, `Percentage_${SEAT_NAMES[seat]}`);
    out[seat] = { player: seats[seat], ...(mp ? { mp } : {}), ...(pct ? { pct } : {}) };
  }
  return out;
}

function isBye(text: string | undefined): boolean {
  return text !== undefined && text.toLowerCase() === 'bye';
}

interface FileScore {
  readonly value: number;
  /** written with a leading `^`: an assigned score */
  readonly assigned: boolean;
}

function publishedScore(nsText: string | undefined, ewText: string | undefined): FileScore | undefined {
  const read = (t: string | undefined): FileScore | undefined => {
    if (t === undefined) return undefined;
    const assigned = t.startsWith('^');
    const v = parseScore(assigned ? t.slice(1) : t);
    return v === undefined ? undefined : { value: v, assigned };
  };
  const ns = read(nsText);
  if (ns) return ns;
  const ew = read(ewText);
  return ew ? { value: ew.value === 0 ? 0 : -ew.value, assigned: ew.assigned } : undefined;
}

function rowOutcome(
  row: TableRow,
  nsScoreText: string | undefined,
  ewScoreText: string | undefined,
  fileScore: FileScore | undefined,
  ctx: ScoreTableContext,
): Outcome | undefined {
  const { bag, board } = ctx;
  const nsMark = artificialMark(nsScoreText);
  const ewMark = artificialMark(ewScoreText);
  if (nsMark !== undefined || ewMark !== undefined) {
    if (nsMark === undefined || ewMark === undefined) {
      bag.warn(
        'pbn-artificial-one-side',
        `board ${board}: an artificial score is given for one side only (${found(nsScoreText ?? '-')} / ${found(ewScoreText ?? '-')}); the other side gets the complement`,
        row.line,
      );
    }
    const nsPct = nsMark ?? 100 - (ewMark as number);
    const ewPct = ewMark ?? 100 - nsPct;
    return { kind: 'artificial', ns: artificialSide(nsPct), ew: artificialSide(ewPct) };
  }
  const contract = row.get('Contract')?.text.trim();
  const declarer = row.get('Declarer')?.text.trim();
  const result = row.get('Result')?.text.trim();
  if (contract?.toUpperCase() === 'A' && (declarer === undefined || declarer.toUpperCase() === 'A')) {
    bag.warn(
      'pbn-adjusted-unknown-split',
      `board ${board}: adjusted row "A A A" does not say how the score was split; average (50/50) is assumed for both sides`,
      row.line,
      'Contract',
    );
    return { kind: 'artificial', ns: artificialSide(50), ew: artificialSide(50) };
  }
  const contractValue = cellValue(row.get('Contract'));
  const passedOut = contractValue !== undefined && isPassedOutText(contractValue);
  if (!passedOut && fileScore === undefined && [contract, declarer, result].includes('?')) {
    bag.warn('pbn-unknown-result', `board ${board}: the result is unknown ("?"); the line is kept as not played`, row.line, 'Contract');
    return { kind: 'notPlayed' };
  }
  if (contractValue === undefined && fileScore === undefined) {
    bag.warn('pbn-no-result', `board ${board}: the row has neither a contract nor a score; it is kept as not played`, row.line);
    return { kind: 'notPlayed' };
  }
  const outcome = playedOutcome(
    {
      ...(contractValue === undefined ? {} : { contract: contractValue }),
      ...(cellValue(row.get('Declarer')) === undefined ? {} : { declarer: cellValue(row.get('Declarer')) as string }),
      ...(cellValue(row.get('Result')) === undefined ? {} : { result: cellValue(row.get('Result')) as string }),
      ...(fileScore === undefined ? {} : { scoreNS: fileScore.value }),
    },
    { bag, line: row.line, board, vulnerability: ctx.vulnerability, fields: { score: 'Score_NS' } },
  );
  if (outcome?.kind === 'played' && fileScore?.assigned) return { ...outcome, assigned: true };
  return outcome;
}

/** A round or table number, range-checked where it is read: one that is not a number is reported and not used. */
function integerCell(row: TableRow, column: string, bag: DiagnosticBag, board: number): number | undefined {
  const v = cellValue(row.get(column));
  if (v === undefined) return undefined;
  const n = parseWholeNumber(v);
  if (n.ok) return n.value;
  bag.error('pbn-bad-number', `board ${board}: ${found(v)} is not a ${column.toLowerCase()} number (${n.expected})`, row.get(column)?.line ?? row.line, column);
  return undefined;
}

function publishedLine(row: TableRow, board: number, ns: string, ew: string, section: string | undefined, scoreNS: number | undefined): PublishedLine {
  const line: PublishedLine = { board, ns, ew };
  if (section !== undefined) line.section = section;
  if (scoreNS !== undefined) line.scoreNS = scoreNS;
  const set = (key: 'mpNS' | 'mpEW' | 'impNS' | 'impEW' | 'pctNS' | 'pctEW', column: string): void => {
    const v = decimalCell(row, column);
    if (v !== undefined) line[key] = v;
  };
  set('mpNS', 'MP_NS');
  set('mpEW', 'MP_EW');
  set('impNS', 'IMP_NS');
  set('impEW', 'IMP_EW');
  set('pctNS', 'Percentage_NS');
  set('pctEW', 'Percentage_EW');
  const datum = cellValue(row.get('ButlerDatum'));
  if (datum !== undefined && parseScore(datum) !== undefined) line.datum = parseScore(datum) as number;
  return line;
}
