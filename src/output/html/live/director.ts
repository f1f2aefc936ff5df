/**
 * The director's page: results entered per table (and the round each table is playing), rounds started with
 * boards not entered, results to check (far from every other result on the board, a score no contract gives,
 * more tricks than double dummy), and the warnings of the last reading of the files. It names results of boards
 * still in play, so the server keeps it at an address only the director is given.
 *
 * @example
 * directorPage(event, facts.director, localeFor('en'), status)
 */
import type { Locale } from '../../../i18n/index.js';
import { liveLabels, type LiveLabels } from '../../../i18n/live.js';
import type { DirectorReport, LiveSuspect } from '../../../model/live.js';
import type { ProvisionalStatus } from '../../../model/provisional.js';
import type { ScoredPairsEvent } from '../../../model/scored.js';
import { esc, isolateTitle } from '../../../text/html-escape.js';
import { htmlDocument, th } from '../page.js';
import { provisionalHtml } from '../provisional.js';

function suspectText(s: LiveSuspect, l: LiveLabels): string {
  if (s.kind === 'far') return l.far({ imps: s.imps ?? 0 });
  if (s.kind === 'impossible') return l.impossible;
  return l.overDoubleDummy({ tricks: s.tricks ?? 0, dd: s.dd ?? 0 });
}

function tablesHtml(report: DirectorReport, loc: Locale, l: LiveLabels): string {
  const sections = report.tables.some((t) => t.section !== undefined);
  const rows = report.tables.map(
    (t) =>
      `<tr>${sections ? `<td>${esc(t.section ?? '')}</td>` : ''}<td class="n">${t.table}</td><td class="n">${t.round ?? '–'}</td><td class="n">${esc(loc.num(String(t.entered)))} / ${esc(loc.num(String(t.scheduled)))}</td></tr>`,
  );
  const head = `${sections ? th(esc(l.section)) : ''}${th(esc(l.table), 'n')}${th(esc(l.round), 'n')}${th(esc(l.entered), 'n')}`;
  return `<section><h2>${esc(l.tablesHeading)}</h2><table><thead><tr>${head}</tr></thead><tbody>${rows.join('')}</tbody></table></section>`;
}

function listHtml(heading: string, items: readonly string[], l: LiveLabels): string {
  const body = items.length === 0 ? `<p>${esc(l.none)}</p>` : `<ul>${items.map((i) => `<li>${i}</li>`).join('')}</ul>`;
  return `<section><h2>${esc(heading)}</h2>${body}</section>`;
}

export function directorPage(event: ScoredPairsEvent, report: DirectorReport, loc: Locale, status: ProvisionalStatus | undefined): string {
  const l = liveLabels(loc.lang);
  const c = loc.t.common;
  const title = event.title ? isolateTitle(event.title) : c.results;
  const missing = report.missing.map((m) => esc(l.missing({ round: m.round, table: m.table, section: m.section, boards: m.boards.join(', ') })));
  const suspects = report.suspects.map((s) => {
    const where = [
      `${c.board} ${s.board}${s.section !== undefined ? ` (${s.section})` : ''}`,
      ...(s.round !== undefined ? [`${l.round.toLowerCase()} ${s.round}`] : []),
      ...(s.table !== undefined ? [`${l.table.toLowerCase()} ${s.table}`] : []),
      `${s.ns}–${s.ew}`,
      `${c.ns} ${loc.num(String(s.scoreNS))}`,
    ].join(', ');
    return `${esc(where)}: ${esc(suspectText(s, l))}`;
  });
  const body = [
    `<header class="event"><h1>${esc(`${l.director} — ${title}`)}</h1>${provisionalHtml(status, loc)}</header>`,
    '<main class="director">',
    tablesHtml(report, loc, l),
    listHtml(l.missingHeading, missing, l),
    listHtml(l.checkHeading, suspects, l),
    listHtml(
      l.warningsHeading,
      report.warnings.map((w) => esc(w)),
      l,
    ),
    '</main>',
  ].join('\n');
  return htmlDocument({ lang: loc.lang, title: `${l.director} — ${title}`, body });
}
