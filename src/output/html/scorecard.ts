/**
 * A pair's score card as HTML: who they are, their rank and result with a link back to their row in the
 * ranking, a chart of the running percentage (or IMPs) round by round, and every board in play order with
 * the opponents, contract, result, score, the pair's matchpoints or IMPs and the running total. Boards and
 * opponents link to their traveller and score card.
 *
 * @example
 * scorecardSection(event.standings[0], event, pairsLinks(event, 'single')) //=> '<section class="card" id="pair-ns-4" …'
 */
import { Rational } from '../../model/rational.js';
import type { PairStanding, ScoredPairsEvent } from '../../scoring/pairs-types.js';
import { fmtImp, fmtMp, fmtPct, rankText } from '../format-number.js';
import { scorecardRows } from '../scorecards.js';
import { runningChart, type ChartPoint } from './chart.js';
import { contractHtml } from './deal-diagram.js';
import { esc } from './escape.js';
import type { Links } from './links.js';
import { th } from './page.js';

const HUNDRED = Rational.of(100);

export function pairTitle(s: PairStanding, event: ScoredPairsEvent): string {
  const where = [s.section ? `section ${s.section}` : '', event.winners === 'two' && s.direction ? (s.direction === 'NS' ? 'North-South' : 'East-West') : '']
    .filter(Boolean)
    .join(', ');
  return `Pair ${s.pair}${where ? ` (${where})` : ''}`;
}

/** The running result after each round (or each board when rounds are unknown), from the boards counted. */
export function runningPoints(s: PairStanding, imp: boolean): { points: ChartPoint[]; step: string } {
  const byRound = s.entries.every((e) => e.round !== undefined);
  const points: ChartPoint[] = [];
  let value = Rational.ZERO;
  let top = Rational.ZERO;
  s.entries.forEach((e, i) => {
    if (e.line.ns !== undefined) {
      value = value.add(e.value);
      if (e.top) top = top.add(e.top);
    }
    const next = s.entries[i + 1];
    const endOfStep = byRound ? next === undefined || next.round !== e.round : true;
    if (!endOfStep) return;
    const label = String(byRound ? e.round : e.board);
    if (imp) points.push({ label, value });
    else if (!top.isZero()) points.push({ label, value: value.mul(HUNDRED).div(top) });
  });
  return { points, step: byRound ? 'Round' : 'Board' };
}

export function scorecardSection(s: PairStanding, event: ScoredPairsEvent, links: Links, headingLevel: 2 | 3 = 3): string {
  const imp = event.method !== 'mp';
  const unit = imp ? 'IMPs' : 'MP';
  const id = links.pairId(s.key) ?? 'pair-x';
  const title = pairTitle(s, event);
  const byKey = new Map(event.standings.map((x) => [x.key, x]));
  const rank = s.ranked ? rankText(s.rank, s.tie) : 'not ranked';
  const result = imp
    ? `${fmtImp(s.total)} IMPs${s.perBoard ? `, ${fmtImp(s.perBoard)} per board` : ''}`
    : `${fmtMp(s.total)} of ${fmtMp(s.max)} MP, ${fmtPct(s.percentage)} %`;
  const rows = scorecardRows(s);
  const body = rows.map((r, i) => {
    const e = s.entries[i];
    const oppKey = e ? (e.direction === 'NS' ? e.line.ewKey : e.line.nsKey) : undefined;
    const opp = oppKey !== undefined ? byKey.get(oppKey) : undefined;
    const oppHref = oppKey !== undefined ? links.pair(oppKey) : undefined;
    const oppText = `${esc(r.opponent)}${opp?.names ? ` <span class="opt">${esc(opp.names)}</span>` : ''}`;
    const section = e?.line.line.section;
    const mark = r.adjusted ? ` <abbr class="adj" title="${esc(r.adjusted)}">*</abbr>` : '';
    return [
      '<tr>',
      `<td class="n">${r.round ?? ''}</td>`,
      `<th scope="row" class="n"><a href="${esc(links.board(r.board, section))}">${r.board}</a></th>`,
      `<td class="opt">${esc(r.direction)}</td>`,
      `<td>${oppHref ? `<a href="${esc(oppHref)}">${oppText}</a>` : oppText}</td>`,
      `<td class="nw">${contractHtml(r.contract)}${mark}</td>`,
      `<td>${esc(r.declarer)}</td>`,
      `<td class="nw">${esc(r.result)}</td>`,
      `<td class="n">${r.score ?? ''}</td>`,
      `<td class="n">${esc(imp ? fmtImp(r.value) : fmtMp(r.value))}</td>`,
      imp ? '' : `<td class="n opt">${esc(fmtPct(r.percent))}</td>`,
      `<td class="n">${esc(imp ? fmtImp(r.running) : fmtMp(r.running))}</td>`,
      '</tr>',
    ].join('');
  });
  const head = [th('Round', 'n'), th('Board', 'n'), th('Dir', 'opt'), th('Opponents'), th('Contract'), th('By'), th('Result'), th('Score', 'n'), th(unit, 'n'), imp ? '' : th('%', 'n opt'), th('Total', 'n')];
  const after: string[] = [];
  const sitOut = s.sitOut ?? [];
  if (sitOut.length > 0) {
    const sum = sitOut.reduce((a, x) => a.add(x.value), Rational.ZERO);
    after.push(`Sit-out, boards ${sitOut.map((x) => x.board).join(', ')}: credited with the pair's own average (NBF 3.4.4), ${imp ? fmtImp(sum) : fmtMp(sum)} ${unit}.`);
  }
  if (!s.penalty.isZero()) after.push(`Procedural penalty: −${imp ? fmtImp(s.penalty) : fmtMp(s.penalty)} ${unit} (NBF 3.6.4).`);
  if (rows.some((r) => r.adjusted)) after.push('* adjusted score: see the note on the board’s traveller.');
  const { points, step } = runningPoints(s, imp);
  const h = `h${headingLevel}`;
  return [
    `<section class="card" id="${esc(id)}" aria-labelledby="${esc(id)}-h">`,
    `<div class="card-head"><${h} id="${esc(id)}-h">${esc(title)}${s.names ? ` — ${esc(s.names)}` : ''}</${h}>`,
    `<a class="back" href="${esc(links.rankingRow(s.key))}">Back to the ranking</a></div>`,
    `<p class="facts"><span>Rank ${esc(rank)}</span><span>${esc(result)}</span><span>${s.boards} boards</span>${s.qualified ? '<span><span class="q" title="qualified">Q</span> qualified</span>' : ''}</p>`,
    runningChart(points, { kind: imp ? 'imps' : 'percent', title: `${title}, running ${imp ? 'IMPs' : 'percentage'}`, id: id.replace(/^pair-/, ''), step }),
    `<div class="scroll"><table class="scorecard"><caption class="sr">Score card of ${esc(title.toLowerCase())}</caption>`,
    `<thead><tr>${head.join('')}</tr></thead><tbody>${body.join('')}</tbody></table></div>`,
    after.length > 0 ? `<ul class="legend">${after.map((a) => `<li>${esc(a)}</li>`).join('')}</ul>` : '',
    `<p class="facts"><strong>Total ${esc(imp ? `${fmtImp(s.total)} IMPs` : `${fmtMp(s.total)} of ${fmtMp(s.max)} MP = ${fmtPct(s.percentage)} %`)}</strong></p>`,
    '</section>',
  ].join('\n');
}
