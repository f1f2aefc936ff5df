/**
 * CSV views of a pairs event for pipelines: the ranking, or one row per traveller line. Values are rounded by
 * the display rule (format-number.ts); header names are stable. Text from the input (pair numbers, names, ids,
 * sections) is neutralised against CSV injection (csv.ts); numbers never are.
 */
import type { PairsDocument, Writer } from '../documents.js';
import { provisionalText } from '../html/provisional.js';
import { csvRecord, csvSafeText, csvText } from '../../text/csv.js';
import { displayMp, fmtImp, fmtMp, fmtPct, rankText, type MpDisplay } from '../../text/display-number.js';
import type { ScoredPairsEvent } from '../../model/scored.js';
import { awardText } from '../../model/masterpoints.js';
import { boardRows, rankingRows } from '../view/pairs.js';

export function renderRankingCsv(event: ScoredPairsEvent, mpDisplay: MpDisplay): string {
  const imp = event.method !== 'mp';
  const mp = event.masterpoints;
  const rows = rankingRows(event).map((r) => [
    r.ranked ? rankText(r.rank ?? undefined, r.tie) : '',
    csvSafeText(r.pair),
    csvSafeText(r.section ?? event.soleSection ?? ''),
    r.direction ?? '',
    csvSafeText(r.names),
    csvSafeText(r.players.map((p) => p.id ?? '').join(';')),
    imp ? fmtImp(r.total) : fmtMp(displayMp(r.total, r.max, mpDisplay)),
    imp ? '' : fmtMp(r.max),
    imp ? '' : fmtPct(r.percentage),
    imp ? fmtImp(r.perBoard) : '',
    r.boards,
    r.penalty.isZero() ? '' : imp ? fmtImp(r.penalty) : fmtMp(r.penalty),
    r.tiebreak ?? '',
    r.qualified ? 'Q' : '',
    r.status ?? '',
    r.standing.sectionRank === undefined ? '' : rankText(r.standing.sectionRank, r.standing.sectionTie ?? false),
    ...event.sessions.map((name) => {
      const x = r.standing.sessions?.find((y) => y.session === name);
      return x === undefined ? '' : imp ? fmtImp(x.total) : fmtPct(x.percentage);
    }),
    // --masterpoints: the award per player in the scale's unit, as the scale shows it (0.63; 36)
    ...(mp ? [r.ranked ? awardText(mp, mp.byKey.get(r.standing.key)?.award ?? 0) : ''] : []),
  ]);
  return csvText([
    [
      'rank',
      'pair',
      'section',
      'direction',
      'names',
      'player_ids',
      imp ? 'imps' : 'mp',
      'max',
      'percentage',
      'imps_per_board',
      'boards',
      'penalty',
      'tiebreak',
      'qualified',
      'status',
      'section_rank',
      ...event.sessions.map((n) => `session ${n}`),
      ...(mp ? ['masterpoints'] : []),
    ],
    ...rows,
  ]);
}

export function renderBoardsCsv(event: ScoredPairsEvent, mpDisplay: MpDisplay): string {
  const imp = event.method !== 'mp';
  const rows = boardRows(event).flatMap((b) =>
    b.rows.map((r) => [
      r.board,
      csvSafeText(r.section ?? event.soleSection ?? ''),
      csvSafeText(b.session ?? ''),
      r.round ?? '',
      r.table ?? '',
      csvSafeText(r.ns),
      csvSafeText(r.ew),
      r.contract,
      r.declarer,
      r.result,
      r.tricks ?? '',
      r.scoreNS ?? '',
      imp ? fmtImp(r.valueNS) : fmtMp(displayMp(r.valueNS, r.top, mpDisplay)),
      imp ? fmtImp(r.valueEW) : fmtMp(displayMp(r.valueEW, r.top, mpDisplay)),
      imp ? '' : fmtPct(r.percentNS),
      imp ? '' : fmtPct(r.percentEW),
      r.explain.datum ?? '',
      r.adjusted,
    ]),
  );
  const v = imp ? 'imp' : 'mp';
  return csvText([
    [
      'board',
      'section',
      'session',
      'round',
      'table',
      'ns',
      'ew',
      'contract',
      'declarer',
      'result',
      'tricks',
      'score_ns',
      `${v}_ns`,
      `${v}_ew`,
      'percent_ns',
      'percent_ew',
      'datum',
      'adjusted',
    ],
    ...rows,
  ]);
}

/** A CSV with one more column, `provisional`, saying how far play has got on every row (records may hold quoted line breaks). */
function withProvisionalColumn(csv: string, value: string): string {
  const cell = csvRecord([value]).slice(0, -1);
  let out = '';
  let quoted = false;
  let first = true;
  for (let i = 0; i < csv.length; i++) {
    const ch = csv[i] as string;
    if (ch === '"') quoted = !quoted;
    if (!quoted && (ch === '\n' || (ch === '\r' && csv[i + 1] === '\n'))) {
      out += `,${first ? 'provisional' : cell}`;
      first = false;
    }
    out += ch;
  }
  return out;
}

/** The pairs writer of CSV: the ranking, or every board with `--boards`; during play a `provisional` column. */
export const writePairsCsv: Writer<PairsDocument> = (doc, o, write) => {
  const text = o.boards ? renderBoardsCsv(doc.scored, o.mpDisplay) : renderRankingCsv(doc.scored, o.mpDisplay);
  write(doc.mark?.provisional ? withProvisionalColumn(text, provisionalText(doc.mark.status)) : text);
};
