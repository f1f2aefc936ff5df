/**
 * What `handicap import` and `handicap run` did, in words: counts, corrections, unknown players. Each text
 * depends only on the outcome, so the same database and inputs print the same, byte for byte.
 *
 * @example
 * renderImportReport('handicap.sqlite', outcomes) //=> "imported 3 events into handicap.sqlite: 2 added, 1 replaced, 0 unchanged\n…"
 */
import { addMonths } from '../../base/dates.js';
import type { CalcReport, EventImportOutcome } from '../../model/handicap-reports.js';

const MAX_LISTED_IDS = 20;

/** What an import did, in words. */
export function renderImportReport(db: string, outcomes: readonly EventImportOutcome[]): string {
  const count = (s: EventImportOutcome['status']) => outcomes.filter((x) => x.status === s).length;
  const lines = [
    `imported ${plural(outcomes.length, 'event')} into ${db}: ${count('added')} added, ${count('replaced')} replaced, ${count('unchanged')} unchanged`,
  ];
  for (const x of outcomes) {
    if (x.status === 'added' && x.sharedWith !== undefined) {
      lines.push(
        `added ${x.id}: another event has the same date and title (${x.sharedWith}) but other players; both are kept (give each event an id of its own to name them)`,
      );
    }
    if (x.status !== 'replaced') continue;
    const counted = x.countedIn;
    const what = `replaced ${x.id}${x.replacedSource === undefined ? '' : ` (the version imported from ${x.replacedSource})`}`;
    if (counted === undefined) lines.push(`${what}: its content changed (a correction); the new version is kept`);
    else {
      const next = addMonths(counted, 1);
      const when =
        x.date >= addMonths(next, -2)
          ? `the correction takes effect at the next monthly run (the official HC of ${next})`
          : 'the event is older than the two months of the next monthly run, so the correction changes no official HC';
      lines.push(
        `${what}: its content changed (a correction); the new version is kept. The official HC of ${counted} counted the earlier version and is kept: ${when}`,
      );
    }
  }
  const unknown = [...new Set(outcomes.flatMap((x) => x.unknownIds))].sort();
  if (unknown.length > 0) lines.push(`unknown player ids: ${unknown.length} (${listIds(unknown)})`);
  const withoutId = outcomes.reduce((n, x) => n + x.withoutId, 0);
  if (withoutId > 0) lines.push(`players without id: ${withoutId}`);
  return lines.join('\n') + '\n';
}

function plural(n: number, noun: string): string {
  return `${n} ${noun}${n === 1 ? '' : 's'}`;
}

/** What a run did, in words; depends only on the database and the date, so the same inputs print the same. */
export function renderCalcReport(r: CalcReport): string {
  const lines: string[] = [];
  for (const s of r.official) {
    const from = s.baseDate === null ? 'the member list' : `the official HC of ${s.baseDate}`;
    const what = `${s.events} events, ${s.playersChanged} players changed`;
    lines.push(
      s.status === 'computed' ? `official HC ${s.date}: computed from ${from}: ${what}` : `official HC ${s.date}: kept (computed before from ${from}: ${what})`,
    );
  }
  lines.push(
    `running HC ${r.running.asOf}: ${r.running.events} events after the official HC of ${r.running.officialDate}, ${r.running.playersChanged} players changed`,
  );
  lines.push(`players in the register: ${r.players}`);
  lines.push(r.unknownIds.length === 0 ? 'unknown player ids: none' : `unknown player ids: ${r.unknownIds.length} (${listIds(r.unknownIds)})`);
  if (r.playersWithoutId > 0) lines.push(`players without id: ${r.playersWithoutId}`);
  return lines.join('\n') + '\n';
}

function listIds(ids: readonly string[]): string {
  return ids.length <= MAX_LISTED_IDS ? ids.join(', ') : `${ids.slice(0, MAX_LISTED_IDS).join(', ')}, … and ${ids.length - MAX_LISTED_IDS} more`;
}
