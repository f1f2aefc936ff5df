/**
 * The HC updates after an event (NBF 3.15: "HC updates per player after the event"): one row per player
 * with id, name, HC before, Δ and HC after, plus where the HC came from. CSV for pipelines, JSON, or a
 * plain table. HCs are printed with two decimals, as stored.
 *
 * @example
 * renderHcUpdates(rows, 'csv').split('\n')[0] //=> "id,name,hc_before,delta,hc_after,source"
 */
import type { Writer } from '../documents.js';
import { assertNever } from '../../base/assert-never.js';
import { csvSafeText, csvText } from '../../text/csv.js';
import { formatCenti, formatDeltaCenti } from '../../laws/handicap.js';
import { jsonText } from '../../text/json-text.js';
import type { HcPlayerUpdate, HcRankingRow } from '../../model/handicap.js';

export type HcUpdatesFormat = 'csv' | 'json' | 'table';

export function renderHcUpdates(rows: readonly HcRankingRow[], format: HcUpdatesFormat, opts: { readonly pretty?: boolean } = {}): string {
  const players = rows.flatMap((r) => r.players.map((p) => ({ pair: r.pair, ...p })));
  switch (format) {
    case 'csv':
      return csvText([
        ['id', 'name', 'hc_before', 'delta', 'hc_after', 'source'],
        ...players.map((p) => [
          csvSafeText(p.id ?? ''),
          csvSafeText(p.name),
          formatCenti(p.beforeCenti),
          formatDeltaCenti(p.deltaCenti),
          formatCenti(p.afterCenti),
          p.source,
        ]),
      ]);
    case 'json':
      return jsonText(
        players.map((p) => ({ ...playerUpdateJson(p), pair: p.pair })),
        opts.pretty !== false,
      );
    case 'table': {
      const lines = [['Id', 'Name', 'HC before', 'Δ', 'HC after', 'Source']];
      for (const p of players)
        lines.push([p.id ?? '', p.name, formatCenti(p.beforeCenti), formatDeltaCenti(p.deltaCenti), formatCenti(p.afterCenti), p.source]);
      return alignColumns(lines, [false, false, true, true, true, false]);
    }
    default:
      return assertNever(format);
  }
}

/** Left- or right-aligned columns separated by two spaces. */
export function alignColumns(lines: readonly (readonly string[])[], right: readonly boolean[]): string {
  const widths: number[] = [];
  for (const l of lines) l.forEach((c, i) => (widths[i] = Math.max(widths[i] ?? 0, displayWidth(c))));
  return (
    lines
      .map((l) =>
        l
          .map((c, i) => {
            const pad = ' '.repeat((widths[i] ?? 0) - displayWidth(c));
            return right[i] ? pad + c : c + pad;
          })
          .join('  ')
          .trimEnd(),
      )
      .join('\n') + '\n'
  );
}

/** Combining marks (the bar of H̄) take no column of their own. */
function displayWidth(text: string): number {
  return [...text.replace(/\p{M}/gu, '')].length;
}

/** One player's update as JSON: the shape of `--hc-updates --format json` and of the event JSON's `handicap`. */
export function playerUpdateJson(p: HcPlayerUpdate): { id: string | null; name: string; hcBefore: number; delta: number; hcAfter: number; source: string } {
  return { id: p.id ?? null, name: p.name, hcBefore: p.beforeCenti / 100, delta: p.deltaCenti / 100, hcAfter: p.afterCenti / 100, source: p.source };
}

/** The HC-update writers (`--hc-updates`): one per format of `renderHcUpdates`. */
export const writeHcUpdatesCsv: Writer<readonly HcRankingRow[]> = (rows, _o, write) => write(renderHcUpdates(rows, 'csv'));
export const writeHcUpdatesJson: Writer<readonly HcRankingRow[]> = (rows, o, write) => write(renderHcUpdates(rows, 'json', { pretty: o.pretty }));
export const writeHcUpdatesTable: Writer<readonly HcRankingRow[]> = (rows, _o, write) => write(renderHcUpdates(rows, 'table'));
