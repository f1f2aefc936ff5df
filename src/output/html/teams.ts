/**
 * `bridgescore teams --format html`: the results of a team event as one self-contained page, in the same
 * shell as the pairs page (`htmlDocument`: inline CSS, a Content-Security-Policy that forbids scripts and
 * requests, UTF-8, `lang`). It holds the standings (ranks such as "3=", the tiebreak criterion that placed a
 * team, penalties), a cross-table of the VP each team scored against each other team, and the matches round by
 * round. A penalty never changes a match result: it is shown as "(−X)" ("÷" in Norwegian and Danish) after the offender's VP and deducted
 * from its total only (NBF 2.8.5). Words, numbers and dates follow `lang` (English by default); team names and
 * the title are isolated in `<bdi>`. The same result gives the same bytes.
 *
 * @example
 * renderTeamsHtml(scoreTeamsEvent(input, DEFAULT_TEAMS_OPTIONS).result, { lang: 'nb', title: 'Seriespill' })
 * //=> '<!DOCTYPE html>\n<html lang="nb">…'
 */
import type { TeamsDocument, Writer } from '../documents.js';
import { columnFormat, localeFor, type Lang, type Locale } from '../../i18n/index.js';
import { Rational } from '../../base/rational.js';
import { rankText } from '../view/teams.js';
import type { AppliedPenalty, KnockoutDecision, MatchResult, SideResult, StandingRow, TeamsEventResult } from '../../model/teams.js';
import { awardText, type MasterpointAwards } from '../../model/masterpoints.js';
import { centiShort, centiText } from '../../laws/vp-scale.js';
import { bdi, esc, isolateTitle, messageHtml } from '../../text/html-escape.js';
import { htmlDocument, th } from './page.js';
import { matchSheetsSection } from './teams-boards.js';

export interface TeamsHtmlOptions {
  /** the page's language (default `en`): its words, numbers and dates */
  readonly lang?: Lang | undefined;
  /** the event name (default "Team results" in the page's language) */
  readonly title?: string | undefined;
  /** `--masterpoints`: each ranked team's award per player, a column of the standings */
  readonly masterpoints?: MasterpointAwards | undefined;
  /** the match sheets' section (teams-boards.ts), after the matches; none when no match has its boards */
  readonly sheets?: string | undefined;
}

type NameOf = (id: string) => string;

/** IMPs (or board points) to at most two decimals: whole unless the exact-margin option left fractions. */
const IMP_DECIMALS = 2;

function impsText(r: Rational | null): string {
  return columnFormat([r], IMP_DECIMALS)(r);
}

function vpPenaltyCenti(s: SideResult): number {
  return s.penalties.filter((p) => p.unit === 'VP').reduce((a, p) => a + p.centi, 0);
}

/** The side's VP with "*" while provisional and "(−X)" ("÷" in Norwegian and Danish) for its penalties; markup. */
function sideVp(s: SideResult, provisional: boolean, loc: Locale): string {
  const tm = loc.t.teams;
  if (s.vp === null) return s.absent ? esc(loc.num('0.00')) : '';
  const pen = vpPenaltyCenti(s);
  const star = provisional && s.absent !== 'fault' ? `<span class="mark" title="${esc(tm.provisionalTooltip)}">${esc(tm.provisionalMark)}</span>` : '';
  return `${esc(loc.num(centiText(s.vp)))}${star}${pen > 0 ? ` <span class="adj" title="${esc(tm.penaltyTooltip)}">(${esc(tm.minus)}${esc(loc.num(centiShort(pen)))})</span>` : ''}`;
}

function absenceHtml(m: MatchResult, name: NameOf, loc: Locale): string {
  const parts: string[] = [];
  for (const s of [m.home, m.away]) {
    if (s?.absent === 'fault' || s?.absent === 'forceMajeure') {
      const team = name(s.team);
      parts.push(messageHtml((slot) => loc.t.teams.absent({ team: slot.user(team), forceMajeure: s.absent === 'forceMajeure' })));
    }
  }
  return parts.join(', ');
}

function decisionText(d: KnockoutDecision, loc: Locale): string {
  const dec = loc.t.teams.decision;
  switch (d.decidedBy) {
    case 'imps':
      return dec.imps({ margin: loc.num(d.margin.abs().toString()) });
    case 'totalPoints':
      return dec.totalPoints({ points: loc.num(String(Math.abs(d.totalPoints ?? 0))) });
    case 'forfeit':
      return dec.forfeit;
    case 'noShow':
      return dec.noShow;
    case 'fourMoreBoards':
      return dec.fourMoreBoards;
    case 'totalPointsUnknown':
      return dec.totalPointsUnknown;
  }
}

function units(result: TeamsEventResult, loc: Locale): { score: string; points: string } {
  const { common: c, teams: tm } = loc.t;
  return result.options.form === 'imps' ? { score: c.imps, points: c.vp } : { score: tm.boardPoints, points: tm.points };
}

function formText(result: TeamsEventResult, loc: Locale): string {
  const o = result.options;
  const tm = loc.t.teams;
  if (o.knockout) return tm.form.knockout;
  if (o.form === 'bam') return tm.form.bam;
  if (o.form === 'oslo') return tm.form.oslo;
  return tm.formImps({ max: loc.num(String(o.max)) });
}

function rounds(result: TeamsEventResult): number[] {
  return [...new Set(result.matches.map((m) => m.round))].sort((a, b) => a - b);
}

/** `title` is the organiser's (isolated as input text) or undefined for the default. */
function header(result: TeamsEventResult, title: string | undefined, loc: Locale): string {
  const tm = loc.t.teams;
  const meta = [formText(result, loc), tm.teamCount({ n: result.teams.length }), tm.roundCount({ n: rounds(result).length })];
  return `<header class="event"><h1>${title ? bdi(title) : esc(tm.title)}</h1><p class="meta">${meta.map((m) => `<span>${esc(m)}</span>`).join('')}</p></header>`;
}

function nav(items: readonly [string, string][], loc: Locale): string {
  return `<nav class="top" aria-label="${esc(loc.t.common.contents)}">${items.map(([href, text]) => `<a href="${esc(href)}">${esc(text)}</a>`).join('')}</nav>`;
}

function teamCell(s: StandingRow, loc: Locale): string {
  const status = s.status === 'ranked' ? '' : ` (${esc(loc.t.teams.status[s.status])})`;
  return `${bdi(s.name)}${status}`;
}

/** The team's players under its name, when the results name them (a USEBIO team event). */
function playersLine(players: readonly { readonly name: string }[] | undefined): string {
  const names = (players ?? []).map((p) => p.name).filter((n) => n !== '');
  return names.length === 0 ? '' : `<br><small>${names.map((n) => bdi(n)).join(', ')}</small>`;
}

function penaltyAmount(p: AppliedPenalty, loc: Locale): string {
  const { common: c, teams: tm } = loc.t;
  if (p.unit === 'IMP') return p.imps ? `${tm.minus}${loc.num(impsText(p.imps))} ${c.imp}` : tm.matchForfeited;
  const imps = p.imps ? ` (${loc.num(impsText(p.imps))} ${c.imp})` : '';
  return `${tm.minus}${loc.num(centiShort(p.centi))} ${c.vp}${imps}`;
}

function penaltyList(result: TeamsEventResult, name: NameOf, loc: Locale): string {
  const tm = loc.t.teams;
  const items: string[] = [];
  for (const m of result.matches) {
    for (const s of m.away ? [m.home, m.away] : [m.home]) {
      for (const p of s.penalties) {
        const what = [tm.penaltyType[p.type], p.minutes === undefined ? '' : tm.minutes({ n: p.minutes })].filter(Boolean).join(', ');
        const item = messageHtml((slot) =>
          tm.penaltyItem({
            round: String(m.round),
            team: slot.user(name(s.team)),
            what,
            amount: slot.markup(`<span class="adj">${esc(penaltyAmount(p, loc))}</span>`),
            note: p.note ? slot.markup(esc(p.note)) : undefined,
          }),
        );
        items.push(`<li>${item}</li>`);
      }
    }
  }
  if (items.length === 0) return '';
  return `<h3 id="penalties">${esc(tm.penalties)}</h3><ul class="legend">${items.join('')}</ul>`;
}

/** `--masterpoints`: a ranked team's award per player as the scale shows it; empty for none or a team not ranked. */
function mpText(mp: MasterpointAwards, s: StandingRow, loc: Locale): string {
  const award = s.status === 'ranked' ? mp.byKey.get(s.team)?.award : undefined;
  return award === undefined ? '' : loc.num(awardText(mp, award));
}

function standingsSection(result: TeamsEventResult, name: NameOf, loc: Locale, mp?: MasterpointAwards): string {
  const { common: c, teams: tm } = loc.t;
  const { score, points } = units(result, loc);
  const list = result.standings;
  const players = new Map(result.teams.map((t) => [t.id, t.players]));
  const anyPenalty = list.some((s) => s.penaltyVp > 0);
  const anyTiebreak = list.some((s) => s.tiebreak !== null);
  const imps = columnFormat(
    list.flatMap((s) => [s.impsWon, s.impsLost]),
    IMP_DECIMALS,
  );
  const penalty = columnFormat(
    list.map((s) => (s.penaltyVp > 0 ? Rational.of(s.penaltyVp, 100) : undefined)),
    2,
    'shortest',
  );
  const head = [
    th(esc(c.rank), 'n'),
    th(esc(c.team)),
    th(esc(tm.played), 'n opt'),
    th(esc(tm.won({ unit: score })), 'n opt'),
    ...(anyPenalty ? [th(esc(c.penalty), 'n')] : []),
    th(esc(points), 'n'),
    ...(anyTiebreak ? [th(esc(tm.tiebreak))] : []),
    ...(mp ? [th(esc(loc.t.pairs.masterpointsHeading), 'n')] : []),
  ];
  const body = list.map((s) => {
    const rank = s.rank === null ? `<abbr title="${esc(tm.notes.notRankedAbbr)}">–</abbr>` : esc(rankText(s));
    const cells = [
      `<td class="n nw">${rank}</td>`,
      `<th scope="row">${teamCell(s, loc)}${playersLine(players.get(s.team))}</th>`,
      `<td class="n opt">${s.played}</td>`,
      `<td class="n nw opt">${esc(loc.num(imps(s.impsWon)))} – ${esc(loc.num(imps(s.impsLost)))}</td>`,
      ...(anyPenalty
        ? [`<td class="n">${s.penaltyVp > 0 ? `<span class="adj">${esc(tm.minus)}${esc(loc.num(penalty(Rational.of(s.penaltyVp, 100))))}</span>` : ''}</td>`]
        : []),
      `<td class="n">${esc(loc.num(centiText(s.vp)))}</td>`,
      ...(anyTiebreak ? [`<td>${s.tiebreak === null ? '' : esc(tm.tiebreakCriterion[s.tiebreak])}</td>`] : []),
      ...(mp ? [`<td class="n">${esc(mpText(mp, s, loc))}</td>`] : []),
    ];
    return `<tr${s.status === 'ranked' ? '' : ' class="nr"'}>${cells.join('')}</tr>`;
  });
  const n = tm.notes;
  const notes = [
    anyTiebreak ? `<li>${esc(n.tiebreak)}</li>` : '',
    list.some((s) => s.tie) ? `<li>${esc(n.shared)}</li>` : '',
    list.some((s) => s.status === 'notRanked') ? `<li>${esc(n.notRanked)}</li>` : '',
    list.some((s) => s.status === 'withdrawn') ? `<li>${esc(n.withdrawn)}</li>` : '',
    anyPenalty ? `<li>${esc(n.penalty({ unit: points }))}</li>` : '',
    mp ? `<li>${esc(loc.t.pairs.masterpointsNote({ scale: mp.name }))}</li>` : '',
  ].join('');
  return [
    '<section id="standings" aria-labelledby="standings-h">',
    `<h2 id="standings-h">${esc(tm.standings)}</h2>`,
    `<div class="scroll"><table class="standings"><caption class="sr">${esc(tm.standings)}</caption>`,
    `<thead><tr>${head.join('')}</tr></thead>`,
    `<tbody>${body.join('')}</tbody></table></div>`,
    notes ? `<ul class="legend">${notes}</ul>` : '',
    penaltyList(result, name, loc),
    '</section>',
  ].join('\n');
}

/** Row team → column team → every meeting's VP (a double round robin meets twice); `null` column for byes. */
function crossCells(result: TeamsEventResult, loc: Locale): Map<string, Map<string | null, string[]>> {
  const cells = new Map<string, Map<string | null, string[]>>();
  const add = (row: string, col: string | null, text: string) => {
    let byCol = cells.get(row);
    if (!byCol) cells.set(row, (byCol = new Map<string | null, string[]>()));
    const list = byCol.get(col);
    if (list) list.push(text);
    else byCol.set(col, [text]);
  };
  for (const m of result.matches) {
    if (m.away === null) {
      add(m.home.team, null, sideVp(m.home, m.provisional, loc));
      continue;
    }
    add(m.home.team, m.away.team, sideVp(m.home, m.provisional, loc));
    add(m.away.team, m.home.team, sideVp(m.away, m.provisional, loc));
  }
  return cells;
}

function crossTableSection(result: TeamsEventResult, loc: Locale): string {
  const { common: c, teams: tm } = loc.t;
  const { points } = units(result, loc);
  const order = result.standings;
  const cells = crossCells(result, loc);
  const anyBye = result.matches.some((m) => m.away === null);
  const cell = (row: string, col: string | null) => (cells.get(row)?.get(col) ?? []).filter(Boolean).join('<br>');
  const head = [
    th(esc(tm.number), 'n'),
    th(esc(c.team)),
    ...order.map((s, i) => th(`<abbr title="${esc(s.name)}">${i + 1}</abbr><span class="sr"> ${bdi(s.name)}</span>`, 'n')),
    ...(anyBye ? [th(esc(tm.byeColumn), 'n')] : []),
    th(esc(c.total), 'n'),
  ];
  const body = order.map((s, i) => {
    const row = [
      `<td class="n">${i + 1}</td>`,
      `<th scope="row" class="nw">${bdi(s.name)}</th>`,
      ...order.map((o) => (o.team === s.team ? '<td class="n"><span aria-hidden="true">—</span></td>' : `<td class="n nw">${cell(s.team, o.team)}</td>`)),
      ...(anyBye ? [`<td class="n nw">${cell(s.team, null)}</td>`] : []),
      `<td class="n"><strong>${esc(loc.num(centiText(s.vp)))}</strong></td>`,
    ];
    return `<tr>${row.join('')}</tr>`;
  });
  return [
    '<section id="crosstable" aria-labelledby="crosstable-h">',
    `<h2 id="crosstable-h">${esc(tm.crossTable)}</h2>`,
    `<p class="legend">${esc(tm.crossReading({ unit: points }))}.</p>`,
    // The hidden full names in the column headers are positioned absolutely; without a positioned wrapper they
    // would sit out at the table's right edge and widen the page on a phone instead of scrolling with the table.
    `<div class="scroll" style="position:relative"><table class="crosstable"><caption class="sr">${esc(tm.crossTable)}</caption>`,
    `<thead><tr>${head.join('')}</tr></thead>`,
    `<tbody>${body.join('')}</tbody></table></div>`,
    order.some((s) => s.penaltyVp > 0) ? `<p class="legend">${esc(tm.notes.crossPenalty)}</p>` : '',
    '</section>',
  ].join('\n');
}

function matchRow(m: MatchResult, result: TeamsEventResult, name: NameOf, imps: (r: Rational | null) => string, loc: Locale): string {
  const tm = loc.t.teams;
  const away = m.away ? bdi(name(m.away.team)) : `<em>${esc(tm.bye)}</em>`;
  const score =
    m.kind === 'played' && m.home.imps !== null
      ? `${esc(loc.num(imps(m.home.imps)))} – ${esc(loc.num(imps(m.away?.imps ?? null)))}`
      : m.kind === 'noShow'
        ? absenceHtml(m, name, loc)
        : '';
  const start = [`<td>${bdi(name(m.home.team))}</td>`, `<td>${away}</td>`];
  if (result.options.knockout) {
    const pen = [m.home, m.away].flatMap((s) => {
      const list = s ? s.penalties.filter((p) => p.unit === 'IMP' && p.imps) : [];
      return s && list.length > 0 ? [`${bdi(name(s.team))} ${esc(list.map((p) => penaltyAmount(p, loc)).join(', '))}`] : [];
    });
    const d = m.knockout;
    return `<tr>${[
      ...start,
      `<td class="n nw">${score}${pen.length > 0 ? ` <span class="adj">(${pen.join(', ')})</span>` : ''}</td>`,
      `<td>${d?.winner ? bdi(name(d.winner)) : ''}</td>`,
      `<td>${d ? esc(decisionText(d, loc)) : m.kind === 'played' ? '' : esc(tm.kind[m.kind])}</td>`,
    ].join('')}</tr>`;
  }
  const vp = m.away ? `${sideVp(m.home, m.provisional, loc)} – ${sideVp(m.away, m.provisional, loc)}` : sideVp(m.home, m.provisional, loc);
  return `<tr>${[...start, `<td class="n">${score}</td>`, `<td class="n">${vp}</td>`].join('')}</tr>`;
}

function matchesSection(result: TeamsEventResult, name: NameOf, loc: Locale): string {
  const { common: c, teams: tm } = loc.t;
  const { score, points } = units(result, loc);
  const ko = result.options.knockout;
  const head = [th(esc(tm.home)), th(esc(tm.away)), th(esc(score), 'n'), ...(ko ? [th(esc(tm.winner)), th(esc(tm.decidedBy))] : [th(esc(points), 'n')])].join(
    '',
  );
  const tables = rounds(result).map((r) => {
    const matches = result.matches.filter((m) => m.round === r);
    const imps = columnFormat(
      matches.flatMap((m) => (m.kind === 'played' && m.home.imps !== null ? [m.home.imps, m.away?.imps ?? null] : [])),
      IMP_DECIMALS,
    );
    const rows = matches.map((m) => matchRow(m, result, name, imps, loc));
    const heading = esc(c.roundNamed({ round: String(r) }));
    return [
      `<h3 id="round-${r}">${heading}</h3>`,
      `<div class="scroll"><table class="matches"><caption class="sr">${heading}</caption>`,
      `<thead><tr>${head}</tr></thead>`,
      `<tbody>${rows.join('')}</tbody></table></div>`,
    ].join('');
  });
  const notes = [
    result.matches.some((m) => m.provisional) ? `<li>${esc(tm.provisionalMark)} ${esc(tm.notes.provisional)}</li>` : '',
    result.matches.some((m) => vpPenaltyCenti(m.home) > 0 || (m.away !== null && vpPenaltyCenti(m.away) > 0))
      ? `<li>${esc(tm.notes.matchPenalty({ unit: points }))}</li>`
      : '',
  ].join('');
  return [
    '<section id="matches" aria-labelledby="matches-h">',
    `<h2 id="matches-h">${esc(tm.matches)}</h2>`,
    ...tables,
    notes ? `<ul class="legend">${notes}</ul>` : '',
    '</section>',
  ].join('\n');
}

function footer(result: TeamsEventResult, loc: Locale): string {
  const vp = result.options.form === 'imps' && !result.options.knockout;
  return `<footer><p>${esc(loc.t.teams.footer({ vpScale: vp }))}</p></footer>`;
}

/** The whole page: standings, cross-table and matches (a knock-out has only its matches). */
export function renderTeamsHtml(result: TeamsEventResult, opts: TeamsHtmlOptions = {}): string {
  const loc = localeFor(opts.lang);
  const tm = loc.t.teams;
  const names = new Map(result.teams.map((t) => [t.id, t.name]));
  const name: NameOf = (id) => names.get(id) ?? id;
  const title = opts.title || tm.title;
  const ranked = !result.options.knockout;
  const sheetsNav: [string, string][] = opts.sheets ? [['#sheets', loc.t.matchSheet.heading]] : [];
  const body = [
    header(result, opts.title || undefined, loc),
    nav(
      ranked
        ? [['#standings', tm.standings], ['#crosstable', tm.crossTable], ['#matches', tm.matches], ...sheetsNav]
        : [['#matches', tm.matches], ...sheetsNav],
      loc,
    ),
    '<main>',
    ranked ? standingsSection(result, name, loc, opts.masterpoints) : '',
    ranked ? crossTableSection(result, loc) : '',
    matchesSection(result, name, loc),
    ...(opts.sheets ? [opts.sheets] : []),
    '</main>',
    footer(result, loc),
  ].join('\n');
  return htmlDocument({ lang: loc.lang, title: isolateTitle(title), body });
}

/** The teams writer of HTML: one self-contained page, titled `--title` when given. */
export const writeTeamsHtml: Writer<TeamsDocument> = (doc, o, write) =>
  write(
    renderTeamsHtml(doc.result, {
      lang: o.lang,
      ...(o.title !== undefined ? { title: o.title } : {}),
      ...(doc.masterpoints !== undefined ? { masterpoints: doc.masterpoints } : {}),
      sheets: matchSheetsSection(doc, localeFor(o.lang)),
    }),
  );
