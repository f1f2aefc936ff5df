/**
 * The HC ranking beside the scratch ranking (NBF 3.15): each contestant's H, the field's H̄, the expected
 * result E, the HC compensation C, the scratch result R and the HC result R + C, ranked by the HC result.
 */
import Table from 'cli-table3';
import type { ChalkInstance } from 'chalk';
import type { HcRankingRow } from '../handicap/in-event.js';
import { playerUpdateJson } from '../handicap/updates-writer.js';
import type { ScoredPairsEvent } from '../scoring/pairs-types.js';
import { fmtPct, jsonNumber, rankText } from './format-number.js';

export function renderHandicapTable(event: ScoredPairsEvent, rows: readonly HcRankingRow[], chalk: ChalkInstance): string {
  const names = new Map(event.standings.map((s) => [`${groupOf(s.direction, s.section)}|${s.pair}`, s.names ?? '']));
  const out: string[] = [chalk.bold('Handicap ranking (NBF 3.15)')];
  const groups = [...new Set(rows.map((r) => r.group ?? ''))];
  for (const g of groups) {
    const list = rows.filter((r) => (r.group ?? '') === g);
    const first = list[0];
    if (g) out.push(chalk.bold(g));
    if (first) out.push(chalk.dim(`field average H̄ = ${first.Hbar.toFixed(2)}`));
    const t = new Table({
      head: ['Rank', event.individual ? 'Player' : 'Pair', 'Names', 'H', 'E %', 'C', 'Result %', 'HC result %', 'Δ HC'].map((h) => chalk.bold(h)),
      style: { head: [], border: [] },
      chars: { mid: '', 'left-mid': '', 'mid-mid': '', 'right-mid': '' },
      colAligns: ['right', 'left', 'left', 'right', 'right', 'right', 'right', 'right', 'right'],
    });
    for (const r of list) {
      t.push([
        rankText(r.hcRank, r.hcTie),
        r.pair,
        names.get(`${g}|${r.pair}`) ?? '',
        r.H.toFixed(2),
        fmtPct(r.E),
        signed(r.C.toFixed(2)),
        fmtPct(r.R),
        fmtPct(r.Rhc),
        signed((r.deltaCenti / 100).toFixed(2)),
      ]);
    }
    out.push(t.toString());
  }
  return out.join('\n') + '\n';
}

export function groupOf(direction: string | null, section: string | undefined): string {
  return [section ? `Section ${section}` : '', direction === 'NS' ? 'North-South' : direction === 'EW' ? 'East-West' : ''].filter(Boolean).join(', ');
}

function signed(s: string): string {
  return s.startsWith('-') ? s : `+${s}`;
}

export function handicapJson(rows: readonly HcRankingRow[]): unknown {
  return rows.map((r) => ({
    rank: r.hcRank,
    tie: r.hcTie,
    pair: r.pair,
    group: r.group ?? null,
    H: jsonNumber(r.H),
    Hbar: jsonNumber(r.Hbar),
    expected: jsonNumber(r.E),
    compensation: jsonNumber(r.C),
    compensationPerRound: jsonNumber(r.cPerRound),
    result: jsonNumber(r.R),
    hcResult: jsonNumber(r.Rhc),
    boards: r.boards,
    players: r.players.map(playerUpdateJson),
  }));
}
