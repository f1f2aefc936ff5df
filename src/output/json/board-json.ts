/**
 * One board of the pairs JSON (schemaVersion 3): its header (hand record, top, datum) and each result with its
 * values, and with `--explain` its explanation. A member with no value is left out (schema/pairs.schema.json says
 * which may be), so that a plain line costs what it says. Shared by the document writer (pairs.ts) and the
 * streaming one (pairs-lines.ts).
 */
import type { Rational } from '../../base/rational.js';
import { jsonNumber } from '../../text/display-number.js';
import type { LineExplanation, ScoredBoard, SideAdjustment } from '../../model/scored.js';
import type { ResultRow } from '../view/pairs.js';
import { handRecordJson } from './hand-record.js';

/** A board's members before its results; `first` is its first line (the top and N shown are that line's). */
export function boardHeaderJson(b: ScoredBoard, imp: boolean, first: { top?: Rational; expected?: number } | undefined): Record<string, unknown> {
  const hand = handRecordJson(b.info);
  // undefined members are left out by JSON.stringify: absent, as the schema allows
  return {
    board: b.board,
    section: b.section,
    session: b.session,
    dealer: b.dealer,
    vulnerability: b.vulnerability,
    deal: hand.deal ?? undefined,
    doubleDummy: hand.doubleDummy ?? undefined,
    par: hand.par ?? undefined,
    top: imp ? undefined : (jsonNumber(first?.top) ?? undefined),
    expected: first?.expected,
    datum: b.datums.size > 0 ? (b.datums.get('') ?? [...b.datums.values()][0]) : undefined,
  };
}

/** One result: the table result and its values; `explain` (--explain) adds how the values came about. */
export function resultJson(r: ResultRow, imp: boolean, explain: boolean): unknown {
  return {
    ns: r.ns,
    ew: r.ew,
    round: r.round ?? undefined,
    table: r.table ?? undefined,
    contract: r.contract,
    declarer: r.declarer || undefined,
    tricks: r.tricks ?? undefined,
    result: r.result || undefined,
    lead: r.lead ?? undefined,
    scoreNS: r.scoreNS,
    ...(imp
      ? { impNS: jsonNumber(r.valueNS), impEW: jsonNumber(r.valueEW) }
      : {
          mpNS: jsonNumber(r.valueNS),
          mpEW: jsonNumber(r.valueEW),
          percentNS: jsonNumber(r.percentNS),
          percentEW: jsonNumber(r.percentEW),
        }),
    adjusted: r.adjusted || undefined,
    explain: explain ? explainJson(r.explain) : undefined,
  };
}

export function explainJson(e: LineExplanation): unknown {
  const side = (s: SideAdjustment) => ({
    percent: s.percent,
    awarded: jsonNumber(s.awarded),
    sessionAverage: jsonNumber(s.sessionAverage),
  });
  return {
    group: e.group || undefined,
    n: e.n,
    expected: e.expected,
    rawNS: jsonNumber(e.rawNS) ?? undefined,
    rawEW: jsonNumber(e.rawEW) ?? undefined,
    neubergFactor: e.factor ? e.factor.toString() : undefined,
    datum: e.datum,
    smallGroup: e.smallGroup,
    artificial: e.artificial ? { ns: side(e.artificial.ns), ew: side(e.artificial.ew) } : undefined,
    players: e.players ? e.players.map((p) => ({ player: p.player, ...side(p.adjustment) })) : undefined,
    weights: e.weights ? e.weights.map((w) => ({ weight: w.weight.toString(), result: w.text, scoreNS: w.scoreNS })) : undefined,
  };
}
