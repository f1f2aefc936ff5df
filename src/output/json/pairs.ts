/**
 * The JSON document of a scored pairs event (schemaVersion 2). A stable shape: keys always in this order,
 * absent values as null, numbers as the nearest double of the exact value (`total`, `percentage` unrounded).
 * Documented in the README ("JSON output") and in `schema/pairs.schema.json`.
 *
 * Written as a stream (`writePairsJson`): the event, the ranking, then board after board, so that an event of
 * a million lines never becomes one string. Compact by default; `pretty` gives the same document indented by
 * two spaces, exactly as `JSON.stringify(doc, null, 2)` would.
 */
import type { PairsDocument, Writer } from '../documents.js';
import type { PlayMark } from '../../model/provisional.js';
import { provisionalText } from '../html/provisional.js';
import { handicapJson } from './handicap.js';
import { jsonNumber } from '../../text/display-number.js';
import type { PairStanding, ScoredPairsEvent } from '../../model/scored.js';
import type { MasterpointAwards } from '../../model/masterpoints.js';
import { methodLabel, rankingRow, resultRow } from '../view/pairs.js';
import { ByteWriter } from '../../text/byte-writer.js';
import { writeBoardsFast } from './pairs-lines.js';
import { boardHeaderJson, resultJson } from './board-json.js';

/** 4: `--masterpoints` adds the scale to the event and each pair's award; 3: lean boards; 2: the boards carry their hand record (`deal`, `doubleDummy`, `par`); readers accept 1 too (schema/pairs.schema.json). */
export const SCHEMA_VERSION = 4;

export interface PairsJsonOptions {
  readonly pretty?: boolean;
  /** `--explain`: each result with how its values came about (n, N, raw matchpoints, datum, adjustments) */
  readonly explain?: boolean;
  /** members after the boards (the handicap ranking, how far play has got), already as JSON values */
  readonly extras?: readonly { readonly key: string; readonly value: unknown }[];
}

export function eventJson(event: ScoredPairsEvent): unknown {
  const imp = event.method !== 'mp';
  return {
    id: event.id ?? null,
    title: event.title ?? null,
    date: event.date ?? null,
    generator: event.generator ?? null,
    scoring: methodLabel(event),
    winners: event.winners,
    individual: event.individual,
    mpScale: imp ? null : 'international',
    tiebreak: event.options.tiebreak,
    sessions: event.sessions.length > 0 ? event.sessions : null,
    ...(event.masterpoints ? { masterpoints: masterpointScaleJson(event.masterpoints) } : {}),
  };
}

/** `--masterpoints`: the scale the awards are in (an award is an integer of `unit`, shown with `decimals`). */
function masterpointScaleJson(m: MasterpointAwards): unknown {
  return { scale: m.scale, name: m.name, federation: m.federation, unit: m.unit, decimals: m.decimals, source: m.source };
}

/** A ranked pair's award per player in the scale's unit (0: none); null for a pair not ranked. */
function awardOf(event: ScoredPairsEvent, s: PairStanding): number | null {
  if (!s.ranked) return null;
  return event.masterpoints?.byKey.get(s.key)?.award ?? 0;
}

export function rankingJson(event: ScoredPairsEvent): unknown[] {
  return event.standings.map((s) => rankingRowJson(event, s));
}

/** One pair of the ranking, as the document has it. */
export function rankingRowJson(event: ScoredPairsEvent, s: PairStanding): unknown {
  const imp = event.method !== 'mp';
  const r = rankingRow(s);
  return {
    rank: r.rank,
    tie: r.tie,
    ranked: r.ranked,
    pair: r.pair,
    section: r.section,
    direction: r.direction,
    names: r.names,
    players: r.players.map((p) => ({ name: p.name, id: p.id ?? null })),
    total: jsonNumber(r.total),
    max: jsonNumber(r.max),
    percentage: jsonNumber(r.percentage),
    impsPerBoard: imp ? jsonNumber(r.perBoard) : null,
    boards: r.boards,
    sitOutBoards: r.sitOutBoards,
    penalty: jsonNumber(r.penalty),
    tiebreak: r.tiebreak,
    qualified: r.qualified,
    status: r.status,
    carryOver: jsonNumber(r.standing.carryOver),
    sectionRank: r.standing.sectionRank ?? null,
    sectionTie: r.standing.sectionRank === undefined ? null : (r.standing.sectionTie ?? false),
    sessions: r.standing.sessions
      ? r.standing.sessions.map((x) => ({
          session: x.session,
          rank: x.rank ?? null,
          tie: x.tie,
          total: jsonNumber(x.total),
          max: jsonNumber(x.max),
          percentage: jsonNumber(x.percentage),
          impsPerBoard: jsonNumber(x.perBoard),
          boards: x.boards,
        }))
      : null,
    ...(event.masterpoints ? { masterpoints: awardOf(event, s) } : {}),
  };
}

/** A JSON value as JSON.stringify writes it, for the scalars of a ranking row. */
function scalar(v: string | number | boolean | null): string {
  return typeof v === 'string' ? JSON.stringify(v) : String(v);
}

/**
 * One pair of the ranking as compact JSON text: exactly JSON.stringify(rankingRowJson(…)), without the object in
 * between (a ranking may have tens of thousands of pairs).
 */
export function rankingRowText(event: ScoredPairsEvent, s: PairStanding): string {
  const imp = event.method !== 'mp';
  const players = s.players.length === 0 ? '[]' : JSON.stringify(s.players.map((p) => ({ name: p.name, id: p.id ?? null })));
  const sessions = s.sessions ? JSON.stringify((rankingRowJson(event, s) as { sessions: unknown }).sessions) : 'null';
  return (
    `{"rank":${scalar(s.rank ?? null)},"tie":${s.tie},"ranked":${s.ranked},"pair":${scalar(s.pair)},"section":${scalar(s.section ?? null)},` +
    `"direction":${scalar(s.direction)},"names":${scalar(s.names ?? '')},"players":${players},"total":${scalar(jsonNumber(s.total))},` +
    `"max":${scalar(jsonNumber(s.max))},"percentage":${scalar(jsonNumber(s.percentage))},"impsPerBoard":${imp ? scalar(jsonNumber(s.perBoard)) : 'null'},` +
    `"boards":${s.boards},"sitOutBoards":${s.sitOut.length},"penalty":${scalar(jsonNumber(s.penalty))},"tiebreak":${scalar(s.tiebreak ?? null)},` +
    `"qualified":${s.qualified === true},"status":${scalar(s.status ?? null)},"carryOver":${scalar(jsonNumber(s.carryOver))},` +
    `"sectionRank":${scalar(s.sectionRank ?? null)},"sectionTie":${s.sectionRank === undefined ? 'null' : (s.sectionTie ?? false)},"sessions":${sessions}` +
    (event.masterpoints ? `,"masterpoints":${scalar(awardOf(event, s))}}` : '}')
  );
}

/** The whole document as one value (small events, tests). */
export function pairsJsonDocument(event: ScoredPairsEvent, opts: Pick<PairsJsonOptions, 'explain'> = {}): unknown {
  const explain = opts.explain === true;
  const imp = event.method !== 'mp';
  return {
    schemaVersion: SCHEMA_VERSION,
    event: eventJson(event),
    ranking: rankingJson(event),
    boards: event.boards.map((b) => {
      const rows = b.lines.map((sl) => resultRow(b.board, b.section, sl));
      const first = rows[0];
      return {
        ...boardHeaderJson(b, imp, first ? { ...(first.top ? { top: first.top } : {}), expected: first.explain.expected } : undefined),
        results: rows.map((r) => resultJson(r, imp, explain)),
      };
    }),
  };
}

/** JSON text of a value inside the document at `depth` (pretty: indented as JSON.stringify(doc, null, 2) would). */
function jsonAt(value: unknown, pretty: boolean, depth: number): string {
  if (!pretty) return JSON.stringify(value);
  const pad = '\n' + '  '.repeat(depth);
  return JSON.stringify(value, null, 2).replace(/\n/g, pad);
}

/** Stream the document to `write`, in pieces of at most a board. */
export function writePairsJson(event: ScoredPairsEvent, write: (s: string | Uint8Array) => void, opts: PairsJsonOptions = {}): void {
  const pretty = opts.pretty === true;
  const explain = opts.explain === true;
  const imp = event.method !== 'mp';
  const nl = pretty ? '\n' : '';
  const ind = (d: number) => (pretty ? '  '.repeat(d) : '');
  const colon = pretty ? ': ' : ':';
  write(`{${nl}${ind(1)}"schemaVersion"${colon}${SCHEMA_VERSION},${nl}`);
  write(`${ind(1)}"event"${colon}${jsonAt(eventJson(event), pretty, 1)},${nl}`);
  // The ranking pair by pair (tens of thousands of pairs make no document-sized string either).
  write(`${ind(1)}"ranking"${colon}[`);
  event.standings.forEach((s, i) => write(`${i > 0 ? ',' : ''}${nl}${ind(2)}${pretty ? jsonAt(rankingRowJson(event, s), true, 2) : rankingRowText(event, s)}`));
  write(event.standings.length > 0 ? `${nl}${ind(1)}],${nl}` : `],${nl}`);
  write(`${ind(1)}"boards"${colon}[`);
  let firstBoard = true;
  const boardStart = () => {
    write(firstBoard ? `${nl}${ind(2)}` : `,${nl}${ind(2)}`);
    firstBoard = false;
  };
  if (event.columns && !pretty) {
    // Board after board straight into bytes: no string of the whole document, nor of a line.
    const w = new ByteWriter(write);
    writeBoardsFast(event, event.columns, w, explain, () => {
      w.ascii(firstBoard ? '' : ',');
      firstBoard = false;
    });
    w.end();
  } else {
    for (const b of event.boards) {
      boardStart();
      const rows = b.lines.map((sl) => resultRow(b.board, b.section, sl));
      const first = rows[0];
      const header = boardHeaderJson(b, imp, first ? { ...(first.top ? { top: first.top } : {}), expected: first.explain.expected } : undefined);
      write(jsonAt({ ...header, results: rows.map((r) => resultJson(r, imp, explain)) }, pretty, 2));
    }
  }
  write(firstBoard ? ']' : `${nl}${ind(1)}]`);
  for (const extra of opts.extras ?? []) write(`,${nl}${ind(1)}${JSON.stringify(extra.key)}${colon}${jsonAt(extra.value, pretty, 1)}`);
  write(`${nl}}\n`);
}

/** The whole document as text (compact unless `pretty`). */
export function renderPairsJson(event: ScoredPairsEvent, opts: PairsJsonOptions = {}): string {
  const parts: string[] = [];
  const decoder = new TextDecoder();
  writePairsJson(event, (s) => parts.push(typeof s === 'string' ? s : decoder.decode(s)), opts);
  return parts.join('');
}

/** The JSON member of a provisional document (additive: a final document has none). */
function provisionalJson(mark: PlayMark, scored: ScoredPairsEvent): unknown {
  const p = scored.options.provisional;
  return {
    roundsComplete: mark.status.complete,
    rounds: mark.status.rounds ?? null,
    results: mark.status.results,
    boardsInPlay: p ? [...new Set([...p.boardsInPlay.keys()].map((k) => Number(k.slice(k.lastIndexOf('|') + 1))))].sort((a, b) => a - b) : [],
    rankedOnBoardsPlayed: p !== undefined,
    text: provisionalText(mark.status),
  };
}

/** The pairs writer of JSON: the document, streamed, with the handicap ranking and how far play has got after the boards. */
export const writePairsDocument: Writer<PairsDocument> = (doc, o, write) => {
  const extras: { key: string; value: unknown }[] = [];
  if (doc.handicap) extras.push({ key: 'handicap', value: handicapJson(doc.handicap) });
  if (doc.mark?.provisional) extras.push({ key: 'provisional', value: provisionalJson(doc.mark, doc.scored) });
  writePairsJson(doc.scored, write, { pretty: o.pretty, explain: o.explain === true, extras });
};
