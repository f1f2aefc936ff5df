/**
 * `bridgescore teams --format html`: the results of a team event as one self-contained page, in the same
 * shell as the pairs page (`htmlDocument`: inline CSS, a Content-Security-Policy that forbids scripts and
 * requests, UTF-8, `lang`). It holds the standings (ranks such as "3=", the tiebreak criterion that placed a
 * team, penalties), a cross-table of the VP each team scored against each other team, and the matches round by
 * round. A penalty never changes a match result: it is shown as "(÷X)" after the offender's VP and deducted
 * from its total only (NBF 2.8.5). The same result gives the same bytes.
 *
 * @example
 * renderTeamsHtml(scoreTeamsEvent(input, DEFAULT_TEAMS_OPTIONS).result, { lang: 'nb', title: 'Seriespill' })
 * //=> '<!DOCTYPE html>\n<html lang="nb">…'
 */
import type { Rational } from '../../model/rational.js';
import { rankText } from '../../teams/render.js';
import type {
  AppliedPenalty,
  KnockoutDecision,
  MatchResult,
  PenaltyType,
  SideResult,
  StandingRow,
  TeamsEventResult,
} from '../../teams/types.js';
import { centiShort, centiText } from '../../teams/vp-scale.js';
import { esc } from './escape.js';
import { htmlDocument, th } from './page.js';

export interface TeamsHtmlOptions {
  /** the page's language, a BCP 47 tag such as `nb`, `sv` or `da` (default `en`) */
  readonly lang?: string | undefined;
  /** the event name (default "Team results") */
  readonly title?: string | undefined;
}

type NameOf = (id: string) => string;

const PENALTY_LABEL = {
  vp: 'VP penalty',
  imp: 'IMP penalty',
  late: 'late start (NBF 2.6.3)',
  slow: 'slow play (NBF 2.7.2)',
  ineligible: 'ineligible player (NBF 2.11.4)',
  noShow: 'no-show (NBF 2.6.4)',
  forceMajeure: 'absent through force majeure (NBF 2.6.6)',
  withdrawn: 'withdrawn (NBF 2.11.5)',
} as const satisfies Record<PenaltyType, string>;

/** Whole IMPs as integers; fractions (left by the exact-margin option) to at most two decimals, as the text writer does. */
function impsText(r: Rational | null): string {
  if (r === null) return '';
  return r.isInteger() ? r.toString() : r.toFixed(2).replace(/0+$/, '');
}

function vpPenaltyCenti(s: SideResult): number {
  return s.penalties.filter((p) => p.unit === 'VP').reduce((a, p) => a + p.centi, 0);
}

/** The side's VP with "*" while provisional and "(÷X)" for its penalties; markup. */
function sideVp(s: SideResult, provisional: boolean): string {
  if (s.vp === null) return s.absent ? '0.00' : '';
  const pen = vpPenaltyCenti(s);
  const star = provisional && s.absent !== 'fault' ? '<span class="mark" title="provisional">*</span>' : '';
  return `${centiText(s.vp)}${star}${pen > 0 ? ` <span class="adj" title="penalty">(÷${esc(centiShort(pen))})</span>` : ''}`;
}

function absenceText(m: MatchResult, name: NameOf): string {
  const parts: string[] = [];
  for (const s of [m.home, m.away]) {
    if (s?.absent === 'fault') parts.push(`${name(s.team)} absent`);
    if (s?.absent === 'forceMajeure') parts.push(`${name(s.team)} absent (force majeure)`);
  }
  return parts.join(', ');
}

function decisionText(d: KnockoutDecision): string {
  switch (d.decidedBy) {
    case 'imps':
      return `IMPs (${d.margin.abs().toString()})`;
    case 'totalPoints':
      return `total points (${Math.abs(d.totalPoints ?? 0)})`;
    case 'forfeit':
      return 'forfeit: ineligible player (NBF 2.11.4)';
    case 'noShow':
      return 'the opponents did not turn up (NBF 2.9.1)';
    case 'fourMoreBoards':
      return 'tied on IMPs and total points: four more boards (NBF 2.10.1)';
    case 'totalPointsUnknown':
      return 'tied on IMPs: total points decide';
  }
}

function units(result: TeamsEventResult): { score: string; points: string } {
  return result.options.form === 'imps' ? { score: 'IMPs', points: 'VP' } : { score: 'Board points', points: 'Points' };
}

function formText(result: TeamsEventResult): string {
  const o = result.options;
  if (o.knockout) return 'Knock-out: IMPs, then total points (NBF 2.10.1)';
  if (o.form === 'bam') return 'Board-a-match';
  if (o.form === 'oslo') return 'Oslo Cup (NBF 2.12)';
  return `IMPs to VP, WBF 2013 continuous scale, 0–${o.max}`;
}

function rounds(result: TeamsEventResult): number[] {
  return [...new Set(result.matches.map((m) => m.round))].sort((a, b) => a - b);
}

function header(result: TeamsEventResult, title: string): string {
  const n = result.teams.length;
  const r = rounds(result).length;
  const meta = [formText(result), `${n} team${n === 1 ? '' : 's'}`, `${r} round${r === 1 ? '' : 's'}`];
  return `<header class="event"><h1>${esc(title)}</h1><p class="meta">${meta.map((m) => `<span>${esc(m)}</span>`).join('')}</p></header>`;
}

function nav(items: readonly [string, string][]): string {
  return `<nav class="top" aria-label="Contents">${items.map(([href, text]) => `<a href="${esc(href)}">${esc(text)}</a>`).join('')}</nav>`;
}

function teamCell(s: StandingRow): string {
  const status = s.status === 'withdrawn' ? ' (withdrawn)' : s.status === 'notRanked' ? ' (not ranked)' : '';
  return `${esc(s.name)}${status}`;
}

function penaltyAmount(p: AppliedPenalty): string {
  if (p.unit === 'IMP') return p.imps ? `÷${impsText(p.imps)} IMP` : 'match forfeited';
  const imps = p.imps ? ` (${impsText(p.imps)} IMP)` : '';
  return `÷${centiShort(p.centi)} VP${imps}`;
}

function penaltyList(result: TeamsEventResult, name: NameOf): string {
  const items: string[] = [];
  for (const m of result.matches) {
    for (const s of m.away ? [m.home, m.away] : [m.home]) {
      for (const p of s.penalties) {
        const what = [PENALTY_LABEL[p.type], p.minutes === undefined ? '' : `${p.minutes} minutes`].filter(Boolean).join(', ');
        items.push(
          `<li>Round ${m.round}, ${esc(name(s.team))}: ${esc(what)}: <span class="adj">${esc(penaltyAmount(p))}</span>${p.note ? `; ${esc(p.note)}` : ''}</li>`,
        );
      }
    }
  }
  if (items.length === 0) return '';
  return `<h3 id="penalties">Penalties</h3><ul class="legend">${items.join('')}</ul>`;
}

function standingsSection(result: TeamsEventResult, name: NameOf): string {
  const { score, points } = units(result);
  const list = result.standings;
  const anyPenalty = list.some((s) => s.penaltyVp > 0);
  const anyTiebreak = list.some((s) => s.tiebreak !== null);
  const head = [
    th('Rank', 'n'),
    th('Team'),
    th('Played', 'n opt'),
    th(`${esc(score)} won – lost`, 'n opt'),
    ...(anyPenalty ? [th('Penalty', 'n')] : []),
    th(esc(points), 'n'),
    ...(anyTiebreak ? [th('Tiebreak')] : []),
  ];
  const body = list.map((s) => {
    const rank = s.rank === null ? '<abbr title="not ranked (NBF 2.9.3)">–</abbr>' : esc(rankText(s));
    const cells = [
      `<td class="n nw">${rank}</td>`,
      `<th scope="row">${teamCell(s)}</th>`,
      `<td class="n opt">${s.played}</td>`,
      `<td class="n nw opt">${esc(impsText(s.impsWon))} – ${esc(impsText(s.impsLost))}</td>`,
      ...(anyPenalty ? [`<td class="n">${s.penaltyVp > 0 ? `<span class="adj">÷${esc(centiShort(s.penaltyVp))}</span>` : ''}</td>`] : []),
      `<td class="n">${esc(centiText(s.vp))}</td>`,
      ...(anyTiebreak ? [`<td>${s.tiebreak === null ? '' : esc(s.tiebreak)}</td>`] : []),
    ];
    return `<tr${s.status === 'ranked' ? '' : ' class="nr"'}>${cells.join('')}</tr>`;
  });
  const notes = [
    anyTiebreak ? '<li>Tiebreak: the criterion that placed the team among teams on equal VP (NBF 2.10.3).</li>' : '',
    list.some((s) => s.tie) ? '<li>“=”: a shared place.</li>' : '',
    list.some((s) => s.status === 'notRanked') ? '<li>Not ranked: absent from more than half of the boards; its results stand for the other teams (NBF 2.9.3).</li>' : '',
    list.some((s) => s.status === 'withdrawn') ? '<li>Withdrawn: ranked last (NBF 2.11.5).</li>' : '',
    anyPenalty ? `<li>Penalty: ${esc(points)} deducted from the team’s total only (NBF 2.8.5).</li>` : '',
  ].join('');
  return [
    '<section id="standings" aria-labelledby="standings-h">',
    '<h2 id="standings-h">Standings</h2>',
    `<div class="scroll"><table class="standings"><caption class="sr">Standings</caption>`,
    `<thead><tr>${head.join('')}</tr></thead>`,
    `<tbody>${body.join('')}</tbody></table></div>`,
    notes ? `<ul class="legend">${notes}</ul>` : '',
    penaltyList(result, name),
    '</section>',
  ].join('\n');
}

/** Row team → column team → every meeting's VP (a double round robin meets twice); `null` column for byes. */
function crossCells(result: TeamsEventResult): Map<string, Map<string | null, string[]>> {
  const cells = new Map<string, Map<string | null, string[]>>();
  const add = (row: string, col: string | null, text: string) => {
    let byCol = cells.get(row);
    if (!byCol) cells.set(row, (byCol = new Map()));
    const list = byCol.get(col);
    if (list) list.push(text);
    else byCol.set(col, [text]);
  };
  for (const m of result.matches) {
    if (m.away === null) {
      add(m.home.team, null, sideVp(m.home, m.provisional));
      continue;
    }
    add(m.home.team, m.away.team, sideVp(m.home, m.provisional));
    add(m.away.team, m.home.team, sideVp(m.away, m.provisional));
  }
  return cells;
}

function crossTableSection(result: TeamsEventResult): string {
  const { points } = units(result);
  const order = result.standings;
  const cells = crossCells(result);
  const anyBye = result.matches.some((m) => m.away === null);
  const cell = (row: string, col: string | null) => (cells.get(row)?.get(col) ?? []).filter(Boolean).join('<br>');
  const head = [
    th('No.', 'n'),
    th('Team'),
    ...order.map((s, i) => th(`<abbr title="${esc(s.name)}">${i + 1}</abbr><span class="sr"> ${esc(s.name)}</span>`, 'n')),
    ...(anyBye ? [th('Bye', 'n')] : []),
    th('Total', 'n'),
  ];
  const body = order.map((s, i) => {
    const row = [
      `<td class="n">${i + 1}</td>`,
      `<th scope="row" class="nw">${esc(s.name)}</th>`,
      ...order.map((o) =>
        o.team === s.team ? '<td class="n"><span aria-hidden="true">—</span></td>' : `<td class="n nw">${cell(s.team, o.team)}</td>`,
      ),
      ...(anyBye ? [`<td class="n nw">${cell(s.team, null)}</td>`] : []),
      `<td class="n"><strong>${esc(centiText(s.vp))}</strong></td>`,
    ];
    return `<tr>${row.join('')}</tr>`;
  });
  const reading = `${points} scored by the team in the row against the team in the column`;
  return [
    '<section id="crosstable" aria-labelledby="crosstable-h">',
    '<h2 id="crosstable-h">Cross-table</h2>',
    `<p class="legend">${esc(reading)}.</p>`,
    // The hidden full names in the column headers are positioned absolutely; without a positioned wrapper they
    // would sit out at the table's right edge and widen the page on a phone instead of scrolling with the table.
    `<div class="scroll" style="position:relative"><table class="crosstable"><caption class="sr">Cross-table</caption>`,
    `<thead><tr>${head.join('')}</tr></thead>`,
    `<tbody>${body.join('')}</tbody></table></div>`,
    order.some((s) => s.penaltyVp > 0)
      ? `<p class="legend">The total is after penalties: a “(÷X)” in a cell is deducted from the row team’s total only (NBF 2.8.5).</p>`
      : '',
    '</section>',
  ].join('\n');
}

function matchRow(m: MatchResult, result: TeamsEventResult, name: NameOf): string {
  const away = m.away ? esc(name(m.away.team)) : '<em>bye</em>';
  const score =
    m.kind === 'played' && m.home.imps !== null
      ? `${esc(impsText(m.home.imps))} – ${esc(impsText(m.away?.imps ?? null))}`
      : m.kind === 'noShow'
        ? esc(absenceText(m, name))
        : '';
  const start = [`<td>${esc(name(m.home.team))}</td>`, `<td>${away}</td>`];
  if (result.options.knockout) {
    const pen = [m.home, m.away].flatMap((s) => {
      const list = s ? s.penalties.filter((p) => p.unit === 'IMP' && p.imps) : [];
      return s && list.length > 0 ? [`${name(s.team)} ${list.map(penaltyAmount).join(', ')}`] : [];
    });
    const d = m.knockout;
    return `<tr>${[
      ...start,
      `<td class="n nw">${score}${pen.length > 0 ? ` <span class="adj">(${esc(pen.join(', '))})</span>` : ''}</td>`,
      `<td>${d?.winner ? esc(name(d.winner)) : ''}</td>`,
      `<td>${d ? esc(decisionText(d)) : m.kind === 'played' ? '' : esc(m.kind)}</td>`,
    ].join('')}</tr>`;
  }
  const vp = m.away ? `${sideVp(m.home, m.provisional)} – ${sideVp(m.away, m.provisional)}` : sideVp(m.home, m.provisional);
  return `<tr>${[...start, `<td class="n">${score}</td>`, `<td class="n">${vp}</td>`].join('')}</tr>`;
}

function matchesSection(result: TeamsEventResult, name: NameOf): string {
  const { score, points } = units(result);
  const ko = result.options.knockout;
  const head = [th('Home'), th('Away'), th(esc(score), 'n'), ...(ko ? [th('Winner'), th('Decided by')] : [th(esc(points), 'n')])].join('');
  const tables = rounds(result).map((r) => {
    const rows = result.matches.filter((m) => m.round === r).map((m) => matchRow(m, result, name));
    return [
      `<h3 id="round-${r}">Round ${r}</h3>`,
      `<div class="scroll"><table class="matches"><caption class="sr">Round ${r}</caption>`,
      `<thead><tr>${head}</tr></thead>`,
      `<tbody>${rows.join('')}</tbody></table></div>`,
    ].join('');
  });
  const notes = [
    result.matches.some((m) => m.provisional)
      ? '<li>* provisional: a bye is worth 12 VP and an absence through force majeure 10 VP until the event is final (NBF 2.9.2, 2.6.6).</li>'
      : '',
    result.matches.some((m) => vpPenaltyCenti(m.home) > 0 || (m.away !== null && vpPenaltyCenti(m.away) > 0))
      ? `<li>(÷X): a penalty of X ${esc(points)} against the team; the match result stands and X is deducted from the team’s total only (NBF 2.8.5).</li>`
      : '',
  ].join('');
  return [
    '<section id="matches" aria-labelledby="matches-h">',
    '<h2 id="matches-h">Matches</h2>',
    ...tables,
    notes ? `<ul class="legend">${notes}</ul>` : '',
    '</section>',
  ].join('\n');
}

function footer(result: TeamsEventResult): string {
  const vp = result.options.form === 'imps' && !result.options.knockout;
  const scale = vp ? ' VP are on the WBF 2013 continuous scale for the boards played, to 0.01 VP.' : '';
  return `<footer><p>Scored with bridgescore.${scale} Penalties are shown against the match and deducted from the offender only (NBF 2.8.5).</p></footer>`;
}

/** The whole page: standings, cross-table and matches (a knock-out has only its matches). */
export function renderTeamsHtml(result: TeamsEventResult, opts: TeamsHtmlOptions = {}): string {
  const names = new Map(result.teams.map((t) => [t.id, t.name]));
  const name: NameOf = (id) => names.get(id) ?? id;
  const title = opts.title || 'Team results';
  const ranked = !result.options.knockout;
  const body = [
    header(result, title),
    nav(ranked ? [['#standings', 'Standings'], ['#crosstable', 'Cross-table'], ['#matches', 'Matches']] : [['#matches', 'Matches']]),
    '<main>',
    ranked ? standingsSection(result, name) : '',
    ranked ? crossTableSection(result) : '',
    matchesSection(result, name),
    '</main>',
    footer(result),
  ].join('\n');
  return htmlDocument({ lang: opts.lang ?? 'en', title, body });
}
