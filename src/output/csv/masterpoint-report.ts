/**
 * The masterpoint report per player (`bridgescore masterpoints … -f csv|json|table`): member number, name,
 * points (shown with the scale's decimals) and the events they were won in. Stable columns: number, name,
 * points, events. Names are neutralised against CSV injection; numbers never are.
 */
import { awardText } from '../../model/masterpoints.js';
import { csvSafeText, csvText } from '../../text/csv.js';
import { jsonText } from '../../text/json-text.js';
import { TextTable } from '../../text/text-table.js';

export interface ReportView {
  readonly scale: string | null;
  readonly decimals: number;
  readonly sessions: readonly string[];
  readonly rows: readonly { readonly number: string; readonly name: string; readonly points: number; readonly events: number }[];
  readonly unnumbered: readonly { readonly session: string; readonly name: string; readonly points: number }[];
  readonly skipped: readonly { readonly session: string; readonly why: string }[];
}

export function renderReportCsv(r: ReportView): string {
  return csvText([['number', 'name', 'points', 'events'], ...r.rows.map((x) => [x.number, csvSafeText(x.name), awardText(r, x.points), x.events])]);
}

export function renderReportJson(r: ReportView, pretty = false): string {
  const doc = {
    schemaVersion: 1,
    scale: r.scale,
    decimals: r.decimals,
    sessions: r.sessions,
    players: r.rows.map((x) => ({ number: x.number, name: x.name, points: x.points, text: awardText(r, x.points), events: x.events })),
    unnumbered: r.unnumbered,
    skipped: r.skipped,
  };
  return jsonText(doc, pretty);
}

export function renderReportTable(r: ReportView): string {
  const t = new TextTable({ head: ['Number', 'Name', 'Points', 'Events'], align: ['left', 'left', 'right', 'right'] });
  for (const x of r.rows) t.push([x.number, x.name, awardText(r, x.points), String(x.events)]);
  const out = [`Masterpoints (${r.scale ?? 'no awards'}) over ${r.sessions.length} session${r.sessions.length === 1 ? '' : 's'}`, t.toString()];
  for (const u of r.unnumbered) out.push(`not reported: ${u.name || '(no name)'} in ${u.session}, ${awardText(r, u.points)}: no member number`);
  for (const s of r.skipped) out.push(`left out: ${s.session}: ${s.why}`);
  return out.join('\n') + '\n';
}
