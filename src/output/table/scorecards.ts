/**
 * Personal score cards: for each pair, every board in play order with round, opponents, direction, contract,
 * result, score, the pair's matchpoints (or IMPs) and percentage on the board, and the running total.
 */
import type { ScorecardsDocument, Writer } from '../documents.js';
import { NO_COLOUR } from '../../text/no-colour.js';
import { scorecardRows, eventRounds, selectStandings } from '../view/scorecards.js';
import { TextTable } from '../../text/text-table.js';
import type { ChalkInstance } from 'chalk';
import { columnFormat, localeFor, type Lang } from '../../i18n/index.js';
import type { ScoredPairsEvent } from '../../model/scored.js';
import { fmtImp, fmtMp, fmtPct, rankText } from '../../text/display-number.js';
import { contractText, IMP_DECIMALS, MP_DECIMALS } from './pairs.js';

/** The score cards for the terminal; headings and labels in the language of `lang` (default English). */
export function renderScorecardsTable(event: ScoredPairsEvent, pairs: readonly string[], chalk: ChalkInstance, lang?: Lang): string {
  const loc = localeFor(lang);
  const { common: c, scorecard: sc } = loc.t;
  const n = (text: string) => loc.num(text);
  const imp = event.method !== 'mp';
  const out: string[] = [];
  const rounds = eventRounds(event);
  for (const s of selectStandings(event, pairs)) {
    const dir = s.direction ?? (s.entries.every((e) => e.direction === 'NS') ? 'NS' : s.entries.every((e) => e.direction === 'EW') ? 'EW' : '');
    const direction = dir === 'NS' ? c.ns : dir === 'EW' ? c.ew : '';
    const heading = `${c.pairNamed({ pair: s.pair, individual: event.individual })}${s.names ? ` — ${s.names}` : ''}`;
    out.push(chalk.bold(heading) + chalk.dim(`  ${sc.tableHeading({ direction, rank: s.ranked ? rankText(s.rank, s.tie) : c.notRankedMark })}`));
    const t = new TextTable({
      head: [
        c.round,
        c.board,
        c.direction,
        sc.opponentShort,
        c.contract,
        c.declarer,
        c.result,
        c.score,
        imp ? c.imps : c.mp,
        imp ? '' : c.percent,
        c.total,
      ].map((h) => chalk.bold(h)),
      align: ['right', 'right', 'left', 'left', 'left', 'left', 'left', 'right', 'right', 'right', 'right'],
    });
    // Each number column with one number of decimals, the fewest its values need.
    const rows = scorecardRows(s, rounds);
    const places = imp ? IMP_DECIMALS : MP_DECIMALS;
    const value = columnFormat(
      rows.map((r) => r.value),
      places,
    );
    const running = columnFormat(
      rows.map((r) => r.running),
      places,
    );
    for (const r of rows) {
      t.push(
        [
          r.round ?? '',
          r.board,
          r.direction === 'NS' ? c.ns : r.direction === 'EW' ? c.ew : r.direction,
          r.opponent,
          r.entry === undefined ? sc.sitOutRow : contractText(r.contract, loc),
          r.declarer === 'N' || r.declarer === 'E' || r.declarer === 'S' || r.declarer === 'W' ? c.seatLetter[r.declarer] : r.declarer,
          r.result,
          r.score === null ? '' : n(String(r.score)),
          n(value(r.value)),
          imp ? '' : n(fmtPct(r.percent)),
          n(running(r.running)),
        ].map(String),
      );
    }
    out.push(t.toString());
    if (!s.penalty.isZero()) out.push(`  ${sc.tablePenalty({ amount: n(imp ? fmtImp(s.penalty) : fmtMp(s.penalty)) })}`);
    const total = imp
      ? sc.tableTotalImps({ total: n(fmtImp(s.total)) })
      : sc.tableTotalMp({ total: n(fmtMp(s.total)), max: n(fmtMp(s.max)), percent: loc.pct(fmtPct(s.percentage)) });
    out.push(`  ${total}`, '');
  }
  return out.join('\n');
}

/** The score-card writer of a table. */
export const writeScorecardsTable: Writer<ScorecardsDocument> = (doc, o, write) =>
  write(renderScorecardsTable(doc.scored, doc.pairs, o.chalk ?? NO_COLOUR, o.lang));
