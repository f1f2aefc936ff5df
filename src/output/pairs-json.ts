/**
 * The JSON document of a scored pairs event (schemaVersion 1). A stable shape: keys always in this order,
 * absent values as null, numbers as the nearest double of the exact value (`total`, `percentage` unrounded).
 * Documented in the README ("JSON output").
 */
import type { Rational } from '../model/rational.js';
import { jsonNumber } from './format-number.js';
import type { ScoredPairsEvent, SideAdjustment } from '../scoring/pairs-types.js';
import { boardRows, methodLabel, rankingRows } from './pairs-view.js';
import { handRecordJson } from './hand-record-json.js';

export const SCHEMA_VERSION = 1;

export function pairsJsonDocument(event: ScoredPairsEvent): unknown {
  const imp = event.method !== 'mp';
  return {
    schemaVersion: SCHEMA_VERSION,
    event: {
      title: event.title ?? null,
      date: event.date ?? null,
      generator: event.generator ?? null,
      scoring: methodLabel(event),
      winners: event.winners,
      individual: event.individual,
      mpScale: imp ? null : 'international',
      tiebreak: event.options.tiebreak,
      sessions: event.sessions.length > 0 ? event.sessions : null,
    },
    ranking: rankingRows(event).map((r) => ({
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
    })),
    boards: boardRows(event).map((b) => {
      const scored = b.scored;
      const first = b.rows[0];
      return {
        board: b.board,
        section: b.section ?? null,
        session: b.session ?? null,
        dealer: scored?.dealer ?? null,
        vulnerability: scored?.vulnerability ?? null,
        ...handRecordJson(scored?.info),
        top: imp ? null : jsonNumber(first?.top),
        expected: first?.explain.expected ?? null,
        datum: scored && scored.datums.size > 0 ? (scored.datums.get('') ?? [...scored.datums.values()][0] ?? null) : null,
        results: b.rows.map((r) => ({
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
        })),
      };
    }),
  };
}

function explainJson(e: import('../scoring/pairs-types.js').LineExplanation): unknown {
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
    weights: e.weights ? e.weights.map((w) => ({ weight: (w.weight as Rational).toString(), result: w.text, scoreNS: w.scoreNS })) : null,
  };
}

export function renderPairsJson(event: ScoredPairsEvent): string {
  return JSON.stringify(pairsJsonDocument(event), null, 2) + '\n';
}
