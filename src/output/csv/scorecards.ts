import type { ScorecardsDocument, Writer } from '../documents.js';
import { scorecardRows, eventRounds, selectStandings } from '../view/scorecards.js';
import { csvSafeText, csvText } from '../../text/csv.js';
import type { ScoredPairsEvent } from '../../model/scored.js';
import { fmtImp, fmtMp, fmtPct } from '../../text/display-number.js';

export function renderScorecardsCsv(event: ScoredPairsEvent, pairs: readonly string[]): string {
  const imp = event.method !== 'mp';
  const rounds = eventRounds(event);
  const rows = selectStandings(event, pairs).flatMap((s) =>
    scorecardRows(s, rounds).map((r) => [
      csvSafeText(s.pair),
      csvSafeText(s.section ?? event.soleSection ?? ''),
      r.round ?? '',
      r.board,
      r.direction,
      csvSafeText(r.opponent),
      r.contract,
      r.declarer,
      r.result,
      r.score ?? '',
      imp ? fmtImp(r.value) : fmtMp(r.value),
      imp ? '' : fmtPct(r.percent),
      imp ? fmtImp(r.running) : fmtMp(r.running),
      r.adjusted,
    ]),
  );
  return csvText([
    [
      'pair',
      'section',
      'round',
      'board',
      'direction',
      'opponent',
      'contract',
      'declarer',
      'result',
      'score',
      imp ? 'imps' : 'mp',
      'percent',
      'running_total',
      'adjusted',
    ],
    ...rows,
  ]);
}

/** The score-card writer of CSV. */
export const writeScorecardsCsv: Writer<ScorecardsDocument> = (doc, _o, write) => write(renderScorecardsCsv(doc.scored, doc.pairs));
