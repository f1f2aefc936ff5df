/**
 * The ranking as HTML tables, one per field (one winner, or North-South and East-West; per section): rank,
 * pair, names linked to the score card, the total, maximum and percentage (or IMPs and IMPs per board), with
 * penalties, tie-break and qualification marks explained under the table. Then the handicap ranking when the
 * caller has one, and the procedural penalties as applied.
 *
 * @example
 * rankingSection(event, pairsLinks(event, 'single'), {}) //=> '<section id="ranking" …><h2>Ranking</h2>…'
 */
import type { HcRankingRow } from '../../model/handicap.js';
import { formatCenti } from '../../laws/handicap.js';
import { columnFormat, localeFor, type Locale } from '../../i18n/index.js';
import type { Rational } from '../../base/rational.js';
import type { ScoredPairsEvent } from '../../model/scored.js';
import { fmtImp, fmtMp, fmtPct, rankText } from '../../text/display-number.js';
import { fieldName, fieldTitle, IMP_DECIMALS, MP_DECIMALS, tieGroups, tiebreakText } from '../table/pairs.js';
import { partialSessions, rankingRows, type RankingRow } from '../view/pairs.js';
import { bdi, esc } from '../../text/html-escape.js';
import type { Links } from './links.js';
import { th } from './page.js';
import { awardText } from '../../model/masterpoints.js';

export interface RankingSectionOptions {
  /** the handicap ranking (NBF 3.15), shown after the scratch ranking when given */
  readonly handicap?: readonly HcRankingRow[];
  /** the page's language (default English) */
  readonly loc?: Locale;
}

/** The rows of each field (one winner, NS and EW, each section), in the ranking's order. */
export function groupByField(rows: readonly RankingRow[]): RankingRow[][] {
  const fields = new Map<string, RankingRow[]>();
  for (const r of rows) {
    const list = fields.get(r.standing.field);
    if (list) list.push(r);
    else fields.set(r.standing.field, [r]);
  }
  return [...fields.values()];
}

/** Each number column of one field's table with its own decimals. */
function columnsOf(list: readonly RankingRow[], imp: boolean) {
  const of = (f: (r: RankingRow) => Rational | undefined, digits: number) => {
    const fmt = columnFormat(list.map(f), digits);
    return (r: RankingRow) => fmt(f(r));
  };
  return {
    total: of((r) => r.total, imp ? IMP_DECIMALS : MP_DECIMALS),
    max: of((r) => r.max, MP_DECIMALS),
    perBoard: of((r) => r.perBoard, IMP_DECIMALS),
    // the deduction as its size, signed in the cell: − taken away, + a compensation (a negative deduction)
    penalty: of((r) => (r.penalty.isZero() ? undefined : r.penalty.abs()), imp ? IMP_DECIMALS : MP_DECIMALS),
    carry: of((r) => r.standing.carryOver, imp ? IMP_DECIMALS : MP_DECIMALS),
    // an event of several sessions: each session's percentage (IMPs), as the terminal's table shows them
    session: (name: string) => {
      const of1 = (r: RankingRow) => r.standing.sessions?.find((y) => y.session === name);
      return imp ? of((r) => of1(r)?.total, IMP_DECIMALS) : (r: RankingRow) => fmtPct(of1(r)?.percentage);
    },
  };
}

function fieldTable(list: readonly RankingRow[], event: ScoredPairsEvent, links: Links, notes: string[], loc: Locale): string {
  const { common: c, pairs: p } = loc.t;
  const imp = event.method !== 'mp';
  const individual = event.individual;
  const anyPenalty = list.some((r) => !r.penalty.isZero());
  const anyQualified = list.some((r) => r.qualified);
  const anyCarry = list.some((r) => r.standing.carryOver !== undefined);
  const mp = event.masterpoints;
  if (mp) notes.push(`${esc(p.masterpointsNote({ scale: mp.name }))}`);
  const heading = fieldTitle(list[0] as RankingRow, loc);
  const col = columnsOf(list, imp);
  const sessionCols = event.sessions.map((name) => col.session(name));
  const head = [
    th(esc(c.rank), 'n'),
    th(esc(individual ? c.player : c.pair)),
    th(esc(c.names)),
    ...(imp ? [th(esc(c.imps), 'n'), th(esc(c.perBoard), 'n')] : [th(esc(c.mp), 'n'), th(esc(c.max), 'n opt'), th(esc(c.percent), 'n')]),
    th(esc(c.boards), 'n opt'),
    ...(anyCarry ? [th(esc(p.carryOver), 'n')] : []),
    ...event.sessions.map((name) => th(esc(imp ? name : p.sessionPercent({ session: name })), 'n opt')),
    ...(anyPenalty ? [th(esc(c.penalty), 'n')] : []),
    ...(anyQualified ? [th(`<abbr title="${esc(c.qualified)}">${esc(c.qualifiedMark)}</abbr>`)] : []),
    ...(mp ? [th(esc(p.masterpointsHeading), 'n')] : []),
  ];
  const body = list.map((r) => {
    const s = r.standing;
    let rank = r.ranked ? esc(rankText(r.rank ?? undefined, r.tie)) : `<abbr title="${esc(c.notRanked)}">${esc(c.notRankedMark)}</abbr>`;
    if (r.tiebreak) rank += `<span class="mark" title="${esc(p.tieBroken)}">${esc(p.tieBrokenMark)}</span>`;
    const partial = partialSessions(s, event);
    if (partial) notes.push(`${esc(p.partialNote({ id: s.pair, individual, ...partial }))}.`);
    else if (!r.ranked) notes.push(`${esc(c.notRankedMark)} ${esc(p.notRankedNote({ id: s.pair, individual, boards: r.boards }))}.`);
    if (r.status) {
      const mark = r.status === 'withdrawn' ? c.withdrawnMark : c.disqualifiedMark;
      rank += `<span class="mark" title="${esc(c[r.status])}"> ${esc(mark)}</span>`;
      notes.push(`${esc(mark)} ${esc(p.statusNote({ id: s.pair, individual, status: r.status }))}.`);
    }
    const href = links.pair(s.key);
    const names = r.names ? bdi(r.names) : esc(c.pairNamed({ pair: s.pair, individual }));
    const linked = href ? `<a href="${esc(href)}">${names}</a>` : names;
    const cells = [
      `<td class="n nw">${rank}</td>`,
      `<th scope="row">${esc(s.pair)}</th>`,
      `<td>${linked}</td>`,
      ...(imp
        ? [`<td class="n">${esc(loc.num(col.total(r)))}</td>`, `<td class="n">${esc(loc.num(col.perBoard(r)))}</td>`]
        : [
            `<td class="n">${esc(loc.num(col.total(r)))}</td>`,
            `<td class="n opt">${esc(loc.num(col.max(r)))}</td>`,
            `<td class="n">${esc(loc.num(fmtPct(r.percentage)))}</td>`,
          ]),
      `<td class="n opt">${r.boards}</td>`,
      ...(anyCarry ? [`<td class="n">${r.standing.carryOver ? esc(loc.num(col.carry(r))) : ''}</td>`] : []),
      ...sessionCols.map((f) => `<td class="n opt">${esc(loc.num(f(r)))}</td>`),
      ...(anyPenalty ? [`<td class="n">${r.penalty.isZero() ? '' : `${r.penalty.sign() < 0 ? '+' : '−'}${esc(loc.num(col.penalty(r)))}`}</td>`] : []),
      ...(anyQualified ? [`<td>${r.qualified ? `<span class="q" title="${esc(c.qualified)}">${esc(c.qualifiedMark)}</span>` : ''}</td>`] : []),
      ...(mp ? [`<td class="n">${r.ranked ? esc(loc.num(awardText(mp, mp.byKey.get(s.key)?.award ?? 0))) : ''}</td>`] : []),
    ];
    const id = links.pairId(s.key);
    return `<tr${id ? ` id="rank-${id.slice('pair-'.length)}"` : ''}${r.ranked ? '' : ' class="nr"'}>${cells.join('')}</tr>`;
  });
  for (const group of tieGroups(list)) {
    const rule = tiebreakText((group[0] as RankingRow).tiebreak as string, loc);
    notes.push(`${esc(p.tieBrokenMark)} ${esc(p.tieNote({ ids: group.map((r) => r.pair), individual, rule }))}.`);
  }
  // The caption is for screen readers only: the field's heading (or, with one field, the section's "Ranking")
  // is already on the page, and a second "Ranking" under the first reads as a mistake.
  const caption = heading || p.ranking;
  return [
    heading ? `<h3>${esc(heading)}</h3>` : '',
    `<div class="scroll"><table class="ranking"><caption class="sr">${esc(caption)}</caption>`,
    `<thead><tr>${head.join('')}</tr></thead>`,
    `<tbody>${body.join('')}</tbody></table></div>`,
  ].join('');
}

/** The group of a handicap row (as the pairs command names it) in the page's language. */
function groupName(group: string, event: ScoredPairsEvent, loc: Locale): string {
  if (group === 'NS' || group === 'EW') return fieldName(undefined, group, loc);
  const s = event.standings.find((x) => fieldName(x.section, x.direction) === group);
  return s ? fieldName(s.section, s.direction, loc) : group;
}

function handicapTable(rows: readonly HcRankingRow[], event: ScoredPairsEvent, links: Links, loc: Locale): string {
  const { common: c, handicap: h } = loc.t;
  const standingOf = (r: HcRankingRow) =>
    event.standings.find((s) => s.pair === r.pair && (r.group === undefined || r.group === s.direction || r.group === s.field));
  const groups = new Map<string, HcRankingRow[]>();
  for (const r of rows) {
    const list = groups.get(r.group ?? '');
    if (list) list.push(r);
    else groups.set(r.group ?? '', [r]);
  }
  const num = (x: Rational) => esc(loc.num(x.toFixed(2)));
  const out: string[] = [`<h3 id="handicap">${esc(h.heading)}</h3>`];
  for (const [group, list] of groups) {
    const caption = group ? h.caption({ group: groupName(group, event, loc) }) : h.captionAll;
    const body = list.map((r) => {
      const s = standingOf(r);
      const names = s?.names || r.players.map((x) => x.name).join(' - ');
      const href = s ? links.pair(s.key) : undefined;
      return [
        '<tr>',
        `<td class="n">${esc(rankText(r.hcRank, r.hcTie))}</td>`,
        `<th scope="row">${esc(r.pair)}</th>`,
        `<td>${href ? `<a href="${esc(href)}">${bdi(names)}</a>` : bdi(names)}</td>`,
        `<td class="n">${num(r.R)}</td>`,
        `<td class="n opt">${num(r.H)}</td>`,
        `<td class="n">${r.C.sign() > 0 ? '+' : ''}${num(r.C)}</td>`,
        `<td class="n">${num(r.Rhc)}</td>`,
        // the new handicaps in the order of the names beside them (each name in its title, not repeated)
        `<td class="n opt">${r.players.map((x) => `<span title="${esc(x.name)}">${esc(loc.num(formatCenti(x.afterCenti)))}</span>`).join(' / ')}</td>`,
        '</tr>',
      ].join('');
    });
    out.push(
      `<div class="scroll"><table class="handicap"><caption>${esc(caption)}</caption><thead><tr>`,
      [
        th(esc(c.rank), 'n'),
        th(esc(event.individual ? c.player : c.pair)),
        th(esc(c.names)),
        th(esc(h.resultPercent), 'n'),
        th(esc(h.hc), 'n opt'),
        th(esc(h.compensation), 'n'),
        th(esc(h.hcResultPercent), 'n'),
        th(esc(h.newHc), 'n opt'),
      ].join(''),
      `</tr></thead><tbody>${body.join('')}</tbody></table></div>`,
    );
  }
  return out.join('');
}

function penaltyList(event: ScoredPairsEvent, loc: Locale): string {
  const p = loc.t.pairs;
  const imp = event.method !== 'mp';
  const applied = event.penalties.filter((x) => x.matched);
  if (applied.length === 0) return '';
  const items = applied.map((x) => {
    const r = x.record;
    const where = p.penaltyWhere({
      direction: r.direction === undefined ? undefined : r.direction === 'NS' ? loc.t.common.ns : loc.t.common.ew,
      round: r.round === undefined ? undefined : String(r.round),
      board: r.board === undefined ? undefined : String(r.board),
    });
    const rule = p.penaltyRule[r.amount?.kind ?? (x.offence === 1 ? 'first' : 'repeated')];
    // One amount per item, as the scorer rounds it for display: a list, not a column.
    const size = x.amount.abs();
    const amount = p.penaltyAmount({ amount: loc.num(imp ? fmtImp(size) : fmtMp(size)), imps: imp, compensation: x.amount.sign() < 0 });
    const item = p.penaltyItem({ pair: r.pair, section: r.section, amount, category: r.category, where, rule });
    return `<li>${esc(item)}${r.note ? `. ${esc(r.note)}` : ''}</li>`;
  });
  return `<h3 id="penalties">${esc(p.penaltiesHeading)}</h3><ul class="legend">${items.join('')}</ul>`;
}

export function rankingSection(event: ScoredPairsEvent, links: Links, opts: RankingSectionOptions): string {
  const loc = opts.loc ?? localeFor();
  const notes: string[] = [];
  const tables = groupByField(rankingRows(event)).map((list) => fieldTable(list, event, links, notes, loc));
  const unique = [...new Set(notes)];
  return [
    '<section id="ranking" aria-labelledby="ranking-h">',
    `<h2 id="ranking-h">${esc(loc.t.pairs.ranking)}</h2>`,
    ...tables,
    unique.length > 0 ? `<ul class="legend">${unique.map((n) => `<li>${n}</li>`).join('')}</ul>` : '',
    opts.handicap && opts.handicap.length > 0 ? handicapTable(opts.handicap, event, links, loc) : '',
    penaltyList(event, loc),
    '</section>',
  ].join('\n');
}
