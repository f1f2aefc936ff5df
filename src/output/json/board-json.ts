/**
 * One board of the pairs JSON (schemaVersion 2): its header (hand record, top, datum) and each result with its
 * values and explanation. Shared by the document writer (pairs.ts) and the streaming one (pairs-lines.ts).
 */
import type { Rational } from '../../base/rational.js';
import { jsonNumber } from '../../text/display-number.js';
import type { LineExplanation, ScoredBoard, SideAdjustment } from '../../model/scored.js';
import type { ResultRow } from '../view/pairs.js';
import { handRecordJson } from './hand-record.js';

/** A board's members before its results; `first` is its first line (the top and N shown are that line's). */
export function boardHeaderJson(b: ScoredBoard, imp: boolean, first: { top?: Rational; expected?: number } | undefined): Record<string, unknown> {
  return {
    board: b.board,
    section: b.section ?? null,
    session: b.session ?? null,
    dealer: b.dealer,
    vulnerability: b.vulnerability,
    ...handRecordJson(b.info),
    top: imp ? null : jsonNumber(first?.top),
    expected: first?.expected ?? null,
    datum: b.datums.size > 0 ? (b.datums.get('') ?? [...b.datums.values()][0] ?? null) : null,
  };
}

export function resultJson(r: ResultRow, imp: boolean): unknown {
  return {
    ns: r.ns,
    ew: r.ew,
    round: r.round,
    table: r.table,
    contract: r.contract,
    declarer: r.declarer || null,
    tricks: r.tricks,
    result: r.result || null,
    lead: r.lead,
    scoreNS: r.scoreNS,
    ...(imp
      ? { impNS: jsonNumber(r.valueNS), impEW: jsonNumber(r.valueEW) }
      : {
          mpNS: jsonNumber(r.valueNS),
          mpEW: jsonNumber(r.valueEW),
          percentNS: jsonNumber(r.percentNS),
          percentEW: jsonNumber(r.percentEW),
        }),
    adjusted: r.adjusted || null,
    explain: explainJson(r.explain),
  };
}

export function explainJson(e: LineExplanation): unknown {
  const side = (s: SideAdjustment) => ({
    percent: s.percent,
    awarded: jsonNumber(s.awarded),
    sessionAverage: jsonNumber(s.sessionAverage),
  });
  return {
    group: e.group || null,
    n: e.n,
    expected: e.expected,
    rawNS: jsonNumber(e.rawNS),
    rawEW: jsonNumber(e.rawEW),
    neubergFactor: e.factor ? e.factor.toString() : null,
    datum: e.datum ?? null,
    smallGroup: e.smallGroup ?? null,
    artificial: e.artificial ? { ns: side(e.artificial.ns), ew: side(e.artificial.ew) } : null,
    players: e.players ? e.players.map((p) => ({ player: p.player, ...side(p.adjustment) })) : null,
    weights: e.weights ? e.weights.map((w) => ({ weight: w.weight.toString(), result: w.text, scoreNS: w.scoreNS })) : null,
  };
}
