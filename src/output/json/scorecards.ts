import type { ScorecardsDocument, Writer } from '../documents.js';
import { scorecardRows, eventRounds, selectStandings } from '../view/scorecards.js';
import type { ScoredPairsEvent } from '../../model/scored.js';
import { jsonText } from '../../text/json-text.js';
import { jsonNumber } from '../../text/display-number.js';

export function scorecardsJson(event: ScoredPairsEvent, pairs: readonly string[]): unknown {
  const rounds = eventRounds(event);
  return selectStandings(event, pairs).map((s) => ({
    pair: s.pair,
    section: s.section ?? null,
    names: s.names ?? '',
    boards: scorecardRows(s, rounds).map((r) => ({
      round: r.round,
      board: r.board,
      sitOut: r.entry === undefined,
      direction: r.entry === undefined ? null : r.direction,
      opponent: r.entry === undefined ? null : r.opponent,
      contract: r.entry === undefined ? null : r.contract,
      declarer: r.declarer || null,
      result: r.result || null,
      score: r.score,
      value: jsonNumber(r.value),
      percent: jsonNumber(r.percent),
      runningTotal: jsonNumber(r.running),
      adjusted: r.adjusted || null,
    })),
    penalty: jsonNumber(s.penalty),
  }));
}

/** The score-card writer of JSON: `{ schemaVersion, scorecards }`. */
export const writeScorecardsJson: Writer<ScorecardsDocument> = (doc, o, write) => {
  const json = { schemaVersion: 2, scorecards: scorecardsJson(doc.scored, doc.pairs) };
  write(jsonText(json, o.pretty));
};
