/**
 * The HC ranking beside the scratch ranking (NBF 3.15): each contestant's H, the field's H̄, the expected
 * result E, the HC compensation C, the scratch result R and the HC result R + C, ranked by the HC result.
 */
import { groupOf, signed } from '../view/handicap.js';
import { TextTable } from '../../text/text-table.js';
import type { ChalkInstance } from 'chalk';
import type { HcRankingRow } from '../../model/handicap.js';
import { localeFor, type Lang } from '../../i18n/index.js';
import type { ScoredPairsEvent } from '../../model/scored.js';
import { fmtPct, rankText } from '../../text/display-number.js';
import { fieldName } from './pairs.js';

/** The HC ranking for the terminal, in the language of `lang` (default English). */
export function renderHandicapTable(event: ScoredPairsEvent, rows: readonly HcRankingRow[], chalk: ChalkInstance, lang?: Lang): string {
  const loc = localeFor(lang);
  const { common: c, handicap: h } = loc.t;
  const names = new Map(event.standings.map((s) => [`${groupOf(s.direction, s.section)}|${s.pair}`, s.names ?? '']));
  // The group is the pairs command's English name of the field (its key): shown in the table's language.
  const groupNames = new Map(event.standings.map((s) => [groupOf(s.direction, s.section), fieldName(s.section, s.direction, loc)]));
  const out: string[] = [chalk.bold(h.tableHeading)];
  const groups = [...new Set(rows.map((r) => r.group ?? ''))];
  const num = (text: string) => loc.num(text);
  for (const g of groups) {
    const list = rows.filter((r) => (r.group ?? '') === g);
    const first = list[0];
    if (g) out.push(chalk.bold(groupNames.get(g) ?? g));
    if (first) out.push(chalk.dim(h.fieldAverage({ value: num(first.Hbar.toFixed(2)) })));
    const t = new TextTable({
      head: [c.rank, event.individual ? c.player : c.pair, c.names, 'H', h.expectedPercent, 'C', h.resultPercent, h.hcResultPercent, h.deltaHc].map((x) =>
        chalk.bold(x),
      ),
      align: ['right', 'left', 'left', 'right', 'right', 'right', 'right', 'right', 'right'],
    });
    for (const r of list) {
      t.push([
        rankText(r.hcRank, r.hcTie),
        r.pair,
        names.get(`${g}|${r.pair}`) ?? '',
        num(r.H.toFixed(2)),
        num(fmtPct(r.E)),
        num(signed(r.C.toFixed(2))),
        num(fmtPct(r.R)),
        num(fmtPct(r.Rhc)),
        num(signed((r.deltaCenti / 100).toFixed(2))),
      ]);
    }
    out.push(t.toString());
  }
  return out.join('\n') + '\n';
}
