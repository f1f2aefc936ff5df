/**
 * The ranking as HTML tables, one per field (one winner, or North-South and East-West; per section): rank,
 * pair, names linked to the score card, the total, maximum and percentage (or IMPs and IMPs per board), with
 * penalties, tie-break and qualification marks explained under the table. Then the handicap ranking when the
 * caller has one, and the procedural penalties as applied.
 *
 * @example
 * rankingSection(event, pairsLinks(event, 'single'), {}) //=> '<section id="ranking" …><h2>Ranking</h2>…'
 */
import type { HcRankingRow } from '../../handicap/in-event.js';
import { formatCenti } from '../../handicap/model.js';
import type { ScoredPairsEvent } from '../../scoring/pairs-types.js';
import { fmtImp, fmtMp, fmtPct, rankText } from '../format-number.js';
import { fieldTitle } from '../pairs-table.js';
import { rankingRows, type RankingRow } from '../pairs-view.js';
import { esc } from './escape.js';
import type { Links } from './links.js';
import { th } from './page.js';

export interface RankingSectionOptions {
  /** the handicap ranking (NBF 3.15), shown after the scratch ranking when given */
  readonly handicap?: readonly HcRankingRow[];
}


function groupByField(rows: readonly RankingRow[]): RankingRow[][] {
  const fields = new Map<string, RankingRow[]>();
  for (const r of rows) {
    const list = fields.get(r.standing.field);
    if (list) list.push(r);
    else fields.set(r.standing.field, [r]);
  }
  return [...fields.values()];
}

function fieldTable(list: readonly RankingRow[], event: ScoredPairsEvent, links: Links, notes: string[]): string {
  const imp = event.method !== 'mp';
  const anyPenalty = list.some((r) => !r.penalty.isZero());
  const anyQualified = list.some((r) => r.qualified);
  const heading = fieldTitle(list[0] as RankingRow);
  const head = [
    th('Rank', 'n'),
    th('Pair'),
    th('Names'),
    ...(imp ? [th('IMPs', 'n'), th('Per board', 'n')] : [th('MP', 'n'), th('Max', 'n opt'), th('%', 'n')]),
    th('Boards', 'n opt'),
    ...(anyPenalty ? [th('Penalty', 'n')] : []),
    ...(anyQualified ? [th('<abbr title="qualified">Q</abbr>')] : []),
  ];
  const body = list.map((r) => {
    const s = r.standing;
    let rank = r.ranked ? esc(rankText(r.rank ?? undefined, r.tie)) : '<abbr title="not ranked">n/r</abbr>';
    if (r.tiebreak) {
      rank += '<span class="mark" title="tie broken">*</span>';
      notes.push(`* Pair ${esc(s.pair)}: tie broken by ${esc(r.tiebreak)}.`);
    }
    if (!r.ranked) notes.push(`n/r Pair ${esc(s.pair)}: played ${r.boards} boards, fewer than half; not ranked (NBF 3.4.6).`);
    if (r.status) {
      rank += `<span class="mark" title="${r.status}">${r.status === 'withdrawn' ? ' W' : ' DQ'}</span>`;
      notes.push(`${r.status === 'withdrawn' ? 'W' : 'DQ'} Pair ${esc(s.pair)}: ${r.status}, ranked last; results stand (NBF 3.9.5).`);
    }
    const href = links.pair(s.key);
    const names = r.names || `Pair ${s.pair}`;
    const linked = href ? `<a href="${esc(href)}">${esc(names)}</a>` : esc(names);
    const cells = [
      `<td class="n nw">${rank}</td>`,
      `<th scope="row">${esc(s.pair)}</th>`,
      `<td>${linked}</td>`,
      ...(imp
        ? [`<td class="n">${esc(fmtImp(r.total))}</td>`, `<td class="n">${esc(fmtImp(r.perBoard))}</td>`]
        : [`<td class="n">${esc(fmtMp(r.total))}</td>`, `<td class="n opt">${esc(fmtMp(r.max))}</td>`, `<td class="n">${esc(fmtPct(r.percentage))}</td>`]),
      `<td class="n opt">${r.boards}</td>`,
      ...(anyPenalty ? [`<td class="n">${r.penalty.isZero() ? '' : `−${esc(imp ? fmtImp(r.penalty) : fmtMp(r.penalty))}`}</td>`] : []),
      ...(anyQualified ? [`<td>${r.qualified ? '<span class="q" title="qualified">Q</span>' : ''}</td>`] : []),
    ];
    const id = links.pairId(s.key);
    return `<tr${id ? ` id="rank-${id.slice('pair-'.length)}"` : ''}${r.ranked ? '' : ' class="nr"'}>${cells.join('')}</tr>`;
  });
  const caption = heading || 'Ranking';
  return [
    heading ? `<h3>${esc(heading)}</h3>` : '',
    `<div class="scroll"><table class="ranking"><caption${heading ? ' class="sr"' : ''}>${esc(caption)}</caption>`,
    `<thead><tr>${head.join('')}</tr></thead>`,
    `<tbody>${body.join('')}</tbody></table></div>`,
  ].join('');
}

function handicapTable(rows: readonly HcRankingRow[], event: ScoredPairsEvent, links: Links): string {
  const standingOf = (r: HcRankingRow) =>
    event.standings.find((s) => s.pair === r.pair && (r.group === undefined || r.group === s.direction || r.group === s.field));
  const groups = new Map<string, HcRankingRow[]>();
  for (const r of rows) {
    const list = groups.get(r.group ?? '');
    if (list) list.push(r);
    else groups.set(r.group ?? '', [r]);
  }
  const out: string[] = ['<h3 id="handicap">Handicap ranking</h3>'];
  for (const [group, list] of groups) {
    const caption = group === 'NS' ? 'Handicap, North-South' : group === 'EW' ? 'Handicap, East-West' : group ? `Handicap, ${group}` : 'Handicap';
    const body = list.map((r) => {
      const s = standingOf(r);
      const names = s?.names || r.players.map((p) => p.name).join(' - ');
      const href = s ? links.pair(s.key) : undefined;
      return [
        '<tr>',
        `<td class="n">${esc(rankText(r.hcRank, r.hcTie))}</td>`,
        `<th scope="row">${esc(r.pair)}</th>`,
        `<td>${href ? `<a href="${esc(href)}">${esc(names)}</a>` : esc(names)}</td>`,
        `<td class="n">${esc(r.R.toFixed(2))}</td>`,
        `<td class="n opt">${esc(r.H.toFixed(2))}</td>`,
        `<td class="n">${r.C.sign() > 0 ? '+' : ''}${esc(r.C.toFixed(2))}</td>`,
        `<td class="n">${esc(r.Rhc.toFixed(2))}</td>`,
        `<td class="opt">${r.players.map((p) => `${esc(p.name)} ${esc(formatCenti(p.afterCenti))}`).join('<br>')}</td>`,
        '</tr>',
      ].join('');
    });
    out.push(
      `<div class="scroll"><table class="handicap"><caption>${esc(caption)}</caption><thead><tr>`,
      [th('Rank', 'n'), th('Pair'), th('Names'), th('Result %', 'n'), th('HC', 'n opt'), th('Compensation', 'n'), th('HC result %', 'n'), th('New HC', 'opt')].join(''),
      `</tr></thead><tbody>${body.join('')}</tbody></table></div>`,
    );
  }
  return out.join('');
}

function penaltyList(event: ScoredPairsEvent): string {
  const imp = event.method !== 'mp';
  const applied = event.penalties.filter((p) => p.matched);
  if (applied.length === 0) return '';
  const items = applied.map((p) => {
    const r = p.record;
    const where = [r.direction ? r.direction : '', r.round !== undefined ? `round ${r.round}` : '', r.board !== undefined ? `board ${r.board}` : '']
      .filter(Boolean)
      .join(', ');
    const amount = `−${imp ? `${fmtImp(p.amount)} IMPs` : `${fmtMp(p.amount)} MP`}`;
    return `<li>Pair ${esc(r.pair)}${r.section ? ` (section ${esc(r.section)})` : ''}: ${esc(amount)}, ${esc(r.category)}${where ? ` (${esc(where)})` : ''}; ${esc(p.rule)}${r.note ? `. ${esc(r.note)}` : ''}</li>`;
  });
  return `<h3 id="penalties">Procedural penalties</h3><ul class="legend">${items.join('')}</ul>`;
}

export function rankingSection(event: ScoredPairsEvent, links: Links, opts: RankingSectionOptions): string {
  const notes: string[] = [];
  const tables = groupByField(rankingRows(event)).map((list) => fieldTable(list, event, links, notes));
  const unique = [...new Set(notes)];
  return [
    '<section id="ranking" aria-labelledby="ranking-h">',
    '<h2 id="ranking-h">Ranking</h2>',
    ...tables,
    unique.length > 0 ? `<ul class="legend">${unique.map((n) => `<li>${n}</li>`).join('')}</ul>` : '',
    opts.handicap && opts.handicap.length > 0 ? handicapTable(opts.handicap, event, links) : '',
    penaltyList(event),
    '</section>',
  ].join('\n');
}
