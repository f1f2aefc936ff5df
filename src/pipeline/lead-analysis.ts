/**
 * `--lead-analysis`: for each opening lead recorded at a table (a Bridgemate `.bws` keeps the lead card), the
 * tricks declarer takes after it, double dummy, kept on the board (`BoardInfo.leads`). Against the board's
 * double-dummy table it tells whether the lead gave declarer a trick (the output's business). A lead is solved
 * once per board, declarer, strain and card, however many tables made it; a card not in the leader's hand, or
 * a board without a whole deal, is left out.
 *
 * @example
 * boards = await withLeadAnalysis(boards, table, solveLeads);
 */
import { leadCard } from '../laws/lead-card.js';
import type { LineTable } from '../model/line-table.js';
import type { BoardInfo, LeadTricks, Seat, Strain } from '../model/types.js';

/** A deal with its opening lead made: the lead comes from declarer's left. */
export interface LeadPosition {
  /** the PBN `Deal` text of the whole deal */
  readonly deal: string;
  readonly declarer: Seat;
  readonly strain: Strain;
  /** as `leadCard` spells it */
  readonly lead: string;
}

/** Declarer's tricks after each lead, double dummy; undefined for a lead the leader does not hold. */
export type SolveLeads = (positions: readonly LeadPosition[]) => Promise<readonly (number | undefined)[]>;

/** The distinct leads of the played lines on boards with a whole deal, by board. */
export function leadPositions(boards: readonly BoardInfo[], table: LineTable): Map<number, LeadPosition[]> {
  const deals = new Map<number, string>();
  for (const b of boards) if (b.deal !== undefined && b.doubleDummy !== undefined) deals.set(b.board, b.deal);
  const out = new Map<number, LeadPosition[]>();
  const seen = new Set<string>();
  for (const line of table.toLines()) {
    const deal = deals.get(line.board);
    if (deal === undefined || line.lead === undefined || line.outcome.kind !== 'played') continue;
    const { contract, declarer } = line.outcome.score;
    const lead = leadCard(line.lead);
    if (!contract || !declarer || lead === undefined) continue;
    const key = `${line.board}|${declarer}|${contract.strain}|${lead}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const list = out.get(line.board) ?? [];
    list.push({ deal, declarer, strain: contract.strain, lead });
    out.set(line.board, list);
  }
  return out;
}

/** The boards with the tricks after each lead made at their tables. */
export async function withLeadAnalysis(boards: readonly BoardInfo[], table: LineTable, solve: SolveLeads): Promise<BoardInfo[]> {
  const byBoard = leadPositions(boards, table);
  const all = [...byBoard.values()].flat();
  if (all.length === 0) return [...boards];
  const tricks = await solve(all);
  const solved = new Map<LeadPosition, number | undefined>(all.map((p, i) => [p, tricks[i]]));
  return boards.map((b) => {
    const positions = byBoard.get(b.board);
    if (!positions) return b;
    const leads: LeadTricks[] = [];
    for (const p of positions) {
      const t = solved.get(p);
      if (t !== undefined) leads.push({ declarer: p.declarer, strain: p.strain, lead: p.lead, tricks: t });
    }
    return leads.length > 0 ? { ...b, leads } : b;
  });
}
