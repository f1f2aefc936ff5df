/**
 * Writers for the register (NBF 3.15): the export of every player's official or running HC (CSV for
 * pipelines, JSON), and the explanation of one player's HC — every event that moved it, with H, H̄, E, R,
 * boards and Δh, along the chain of official snapshots and the running replay. HCs print with 2 decimals,
 * H, H̄, E and R are rounded for display only (half away from zero).
 *
 * @example
 * renderExport({ kind: 'official', date: '2026-11-01', players: [{ id: '1', name: 'Kari', hc: 2350 }] }, 'csv')
 * //=> "id,name,hc\n1,Kari,23.50\n"
 */
import { csvSafeText, csvText } from '../../text/csv.js';
import { formatCenti, formatDeltaCenti, parseRationalText } from '../../laws/handicap.js';
import { alignColumns } from './hc-updates.js';
import { jsonText } from '../../text/json-text.js';
import { type HandicapExport, type PlayerExplanation } from '../../model/handicap.js';

export type ExportFormat = 'csv' | 'json';

export function renderExport(data: HandicapExport, format: ExportFormat, pretty = true): string {
  if (format === 'csv') return csvText([['id', 'name', 'hc'], ...data.players.map((p) => [csvSafeText(p.id), csvSafeText(p.name), formatCenti(p.hc)])]);
  return jsonText({ kind: data.kind, date: data.date, players: data.players.map((p) => ({ id: p.id, name: p.name, hc: Number(formatCenti(p.hc)) })) }, pretty);
}

export function renderExplanation(x: PlayerExplanation, format: 'table' | 'json', pretty = true): string {
  if (format === 'json') {
    return jsonText(
      {
        id: x.id,
        name: x.name,
        registerHc: x.registerHc / 100,
        calculations: x.calcs.map((c) => ({
          kind: c.kind,
          date: c.date,
          from: c.baseDate,
          startHc: c.startHc / 100,
          endHc: c.endHc / 100,
          events: c.changes.map((ch) => ({
            event: ch.eventId,
            date: ch.date,
            pair: ch.pair,
            H: round2(ch.H),
            Hbar: round2(ch.Hbar),
            E: round2(ch.E),
            R: round2(ch.R),
            boards: ch.boards,
            hcBefore: ch.beforeHc / 100,
            delta: ch.delta / 100,
            hcAfter: ch.afterHc / 100,
          })),
        })),
      },
      pretty,
    );
  }
  const out: string[] = [`Player ${x.id} ${x.name}: member list HC ${formatCenti(x.registerHc)}`];
  if (x.calcs.length === 0) out.push('No calculation has been run yet.');
  for (const c of x.calcs) {
    const from = c.baseDate === null ? 'the member list' : `the official HC of ${c.baseDate}`;
    out.push('');
    out.push(
      c.kind === 'official'
        ? `Official HC ${c.date} (from ${from}: ${formatCenti(c.startHc)})`
        : `Running HC ${c.date} (from ${from}: ${formatCenti(c.startHc)})`,
    );
    if (c.changes.length === 0) out.push('  no events');
    else {
      const lines = [['Date', 'Event', 'Pair', 'H', 'H̄', 'E %', 'R %', 'Boards', 'HC before', 'Δ', 'HC after']];
      for (const ch of c.changes) {
        lines.push([
          ch.date,
          ch.eventId,
          ch.pair,
          fixed2(ch.H),
          fixed2(ch.Hbar),
          fixed2(ch.E),
          fixed2(ch.R),
          String(ch.boards),
          formatCenti(ch.beforeHc),
          formatDeltaCenti(ch.delta),
          formatCenti(ch.afterHc),
        ]);
      }
      out.push(
        alignColumns(lines, [false, false, false, true, true, true, true, true, true, true, true])
          .trimEnd()
          .split('\n')
          .map((l) => `  ${l}`)
          .join('\n'),
      );
    }
    out.push(`  = ${formatCenti(c.endHc)}`);
  }
  return out.join('\n') + '\n';
}

function fixed2(exact: string): string {
  return parseRationalText(exact).toFixed(2);
}

function round2(exact: string): number {
  return Number(fixed2(exact));
}
