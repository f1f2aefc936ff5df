/**
 * One board of the pairs JSON (schemaVersion 3): its header (hand record, top, datum) and each result with its
 * values, and with `--explain` its explanation. A member with no value is left out (schema/pairs.schema.json says
 * which may be), so that a plain line costs what it says. Shared by the document writer (pairs.ts) and the
 * streaming one (pairs-lines.ts).
 */
import type { Rational } from '../../base/rational.js';
import { jsonNumber } from '../../text/display-number.js';
import type { LineExplanation, PercentAdjustment, ScoredBoard, SideAdjustment } from '../../model/scored.js';
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
  const side = (s: PercentAdjustment) => ({
    percent: s.percent,
    awarded: jsonNumber(s.awarded),
    sessionAverage: jsonNumber(s.sessionAverage),
  });
  // A side with an assigned score (Law 12C1) has no place in the sideAdjustment of schema version 3 (a key added
  // would be a new version): such a line leaves `artificial` and `players` out; its contract ("+0/A60"), its
  // adjusted text and its values say what it is.
  const percent = (a: SideAdjustment): a is PercentAdjustment => a.assignedScore === undefined;
  const artificial = e.artificial && percent(e.artificial.ns) && percent(e.artificial.ew) ? { ns: e.artificial.ns, ew: e.artificial.ew } : undefined;
  const players = e.players?.every((p) => percent(p.adjustment)) ? (e.players as readonly { player: string; adjustment: PercentAdjustment }[]) : undefined;
  return {
    group: e.group || undefined,
    n: e.n,
    expected: e.expected,
    rawNS: jsonNumber(e.rawNS) ?? undefined,
    rawEW: jsonNumber(e.rawEW) ?? undefined,
    neubergFactor: e.factor ? e.factor.toString() : undefined,
    datum: e.datum,
    smallGroup: e.smallGroup,
    artificial: artificial ? { ns: side(artificial.ns), ew: side(artificial.ew) } : undefined,
    players: players ? players.map((p) => ({ player: p.player, ...side(p.adjustment) })) : undefined,
    weights: e.weights ? e.weights.map((w) => ({ weight: w.weight.toString(), result: w.text, scoreNS: w.scoreNS })) : undefined,
  };
}
