/**
 * One board as HTML: its number, dealer and vulnerability, the deal diagram when the hand record is known,
 * and the traveller with every result, the score, and the matchpoints or IMPs of both sides (with the datum
 * for Butler). Adjusted scores carry a numbered mark in the traveller and a note under it saying what was
 * awarded and by which law, in the words of the `explain` command.
 *
 * @example
 * boardSection(event.boards[0], event, pairsLinks(event, 'single')) //=> '<section class="board" id="board-1" …'
 */
import { Rational } from '../../model/rational.js';
import type { ScoredBoard, ScoredPairsEvent, SideAdjustment } from '../../scoring/pairs-types.js';
import { fmtImp, fmtMp, fmtPct } from '../format-number.js';
import { resultRow, type ResultRow } from '../pairs-view.js';
import { contractHtml, dealDiagram, seatName, vulnerabilityText } from './deal-diagram.js';
import { esc } from './escape.js';
import { handRecordBlock } from './hand-record.js';
import type { Links } from './links.js';
import { th } from './page.js';


/** "Section A, board 3" or "Board 3" */
export function boardTitle(board: number, section: string | undefined): string {
  return section ? `Board ${board}, section ${section}` : `Board ${board}`;
}

/** Why the line is not an ordinary result, for the note under the traveller; '' when it is one. */
export function adjustmentNote(r: ResultRow, imp: boolean, note: string | undefined): string {
  const parts: string[] = [];
  const e = r.explain;
  const v = (x: Rational | undefined) => (imp ? `${fmtImp(x)} IMPs` : `${fmtMp(x, 2)} MP of ${fmtMp(r.top)}`);
  if (e.artificial) {
    const side = (name: string, s: SideAdjustment, value: Rational | undefined) =>
      `${name} ${s.percent} %${s.sessionAverage ? `, replaced by the pair's own session result ${fmtPct(s.sessionAverage)}${imp ? ' IMPs per board' : ' %'} (Law 12C2c, NBF 3.2.9)` : ''} → ${v(value)}`;
    parts.push(`Artificial adjusted score (Law 12C2), not compared with the other results: ${side('NS', e.artificial.ns, r.valueNS)}; ${side('EW', e.artificial.ew, r.valueEW)}.`);
  } else if (e.weights) {
    parts.push(`Weighted score (Law 12C1c): ${e.weights.map((w) => `${w.weight.mul(Rational.of(100)).toFixed(2)} % × ${w.text} (NS ${w.scoreNS})`).join(' + ')}; the other results compare against each part with its weight.`);
  } else if (r.adjusted.startsWith('assigned')) {
    parts.push('Assigned adjusted score (Law 12C1a): the director substituted this result.');
  } else if (r.adjusted === 'not played' || (r.adjusted === '' && r.valueNS === undefined)) {
    parts.push('Not played and not adjusted: no score for either pair.');
  }
  if (r.explain.group) parts.push(`Fouled board (Law 87): played as version ${r.explain.group}, compared with the ${r.explain.n} results of that version.`);
  if (note) parts.push(note);
  return parts.join(' ');
}

function datumText(b: ScoredBoard): string {
  if (b.datums.size === 0) return '';
  const list = [...b.datums.entries()];
  if (list.length === 1) return `Datum ${list[0]?.[1]}`;
  return `Datum ${list.map(([k, d]) => `${k || '–'}: ${d}`).join(', ')}`;
}

export function boardSection(b: ScoredBoard, event: ScoredPairsEvent, links: Links, headingLevel: 2 | 3 = 3): string {
  const imp = event.method !== 'mp';
  const id = links.boardId(b.board, b.section);
  const title = boardTitle(b.board, b.section);
  const rows = b.lines.map((sl) => ({ sl, r: resultRow(b.board, b.section, sl) }));
  const names = new Map(event.standings.map((s) => [s.key, s.names ?? '']));
  const anyRound = rows.some(({ r }) => r.round !== null);
  const anyLead = rows.some(({ r }) => r.lead !== null);
  const top = rows.find(({ r }) => r.top !== undefined)?.r.top;
  const facts = [
    `Dealer ${seatName(b.dealer)}`,
    `<span class="vul">${vulnerabilityText(b.vulnerability)}</span>`,
    imp ? '' : top ? `Top ${esc(fmtMp(top))} MP` : '',
    datumText(b),
  ].filter(Boolean);
  const pairCell = (key: string, pair: string) => {
    const href = links.pair(key);
    const who = names.get(key);
    const t = who ? ` title="${esc(who)}"` : '';
    return href ? `<a href="${esc(href)}"${t}>${esc(pair)}</a>` : esc(pair);
  };
  const notes: string[] = [];
  const body = rows.map(({ sl, r }) => {
    const text = r.adjusted || sl.line.note || r.valueNS === undefined ? adjustmentNote(r, imp, sl.line.note) : '';
    let mark = '';
    if (text) {
      notes.push(`<li id="${id}-n${notes.length + 1}">${esc(text)}</li>`);
      mark = ` <a class="adj" href="#${id}-n${notes.length}" aria-label="note ${notes.length}${r.adjusted ? `: ${esc(r.adjusted)}` : ''}">[${notes.length}]</a>`;
    }
    const score = r.scoreNS;
    const value = (x: Rational | undefined) => esc(imp ? fmtImp(x) : fmtMp(x));
    return [
      '<tr>',
      anyRound ? `<td class="n opt">${r.round ?? ''}</td>` : '',
      `<td>${pairCell(sl.nsKey, r.ns)}</td>`,
      `<td>${pairCell(sl.ewKey, r.ew)}</td>`,
      `<td class="nw">${contractHtml(r.contract)}${mark}</td>`,
      `<td>${esc(r.declarer)}</td>`,
      anyLead ? `<td class="opt">${esc(r.lead ?? '')}</td>` : '',
      `<td class="nw">${esc(r.result)}</td>`,
      `<td class="n">${score !== null && score > 0 ? score : ''}</td>`,
      `<td class="n">${score !== null && score < 0 ? -score : ''}</td>`,
      `<td class="n">${value(r.valueNS)}</td>`,
      `<td class="n">${value(r.valueEW)}</td>`,
      '</tr>',
    ].join('');
  });
  const unit = imp ? 'IMPs' : 'MP';
  const head = [
    anyRound ? th('Round', 'n opt') : '',
    th('NS'),
    th('EW'),
    th('Contract'),
    th('By'),
    anyLead ? th('Lead', 'opt') : '',
    th('Result'),
    th('Score NS', 'n'),
    th('Score EW', 'n'),
    th(`${unit} NS`, 'n'),
    th(`${unit} EW`, 'n'),
  ];
  const h = `h${headingLevel}`;
  return [
    `<section class="board" id="${id}" aria-labelledby="${id}-h">`,
    `<${h} id="${id}-h">${esc(title)}</${h}>`,
    `<p class="facts">${facts.map((f) => `<span>${f}</span>`).join('')}</p>`,
    handRecordBlock(b.info, dealDiagram(b.info?.deal, { board: b.board, dealer: b.dealer, vulnerability: b.vulnerability })),
    `<div class="scroll"><table class="traveller"><caption class="sr">Traveller of ${esc(title.toLowerCase())}</caption>`,
    `<thead><tr>${head.join('')}</tr></thead><tbody>${body.join('')}</tbody></table></div>`,
    notes.length > 0 ? `<ol class="notes">${notes.join('')}</ol>` : '',
    '</section>',
  ].join('\n');
}
