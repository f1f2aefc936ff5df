/**
 * `teams --compare`: a file whose published VPs are not the WBF 2013 scale may still publish a scale of its own
 * (a federation's integer scale): for each board count the winner's VP a single-valued, non-decreasing function
 * of the IMP margin, each match's VPs summing to the maximum, a draw half of it. That scale is read from the
 * file's matches; margins it never saw are known only between two published margins of equal VP (and beyond
 * the last when that is the maximum). When the VPs are not such a scale, the reason is given instead.
 *
 * @example
 * fileVpScale(publishedMargins(summary, result), options, 'e.xml') //=> { scale: { kind: 'file', byBoards: Map { 3 => [{ margin: 0, vp: 1000 }, …] } }, matches: 40 }
 */
import { hundredthsText } from '../../base/hundredths.js';
import type { Rational } from '../../base/rational.js';
import { MAX_BOARDS } from '../../base/numbers.js';
import { vpForMargin, vpTable } from '../../laws/vp-scale.js';
import type { MatchResult, OrganiserVpScale, TeamsEventOptions, TeamsEventResult, VpStep } from '../../model/teams.js';
import type { PublishedMatch, TeamSummary } from '../../parse/pbn/team-summary.js';

export type FileScale = { readonly scale: OrganiserVpScale; readonly matches: number } | { readonly why: string };

interface Seen {
  readonly vp: number;
  readonly where: string;
}

const where = (p: PublishedMatch): string => `round ${p.round} ${p.home} – ${p.away ?? 'bye'}`;

/** The match's net IMPs for home as published, else as scored. */
function netImps(p: PublishedMatch, m: MatchResult | undefined): Rational | undefined {
  if (p.impsNet !== undefined) return p.impsNet;
  if (m?.home.imps == null || m.home.impsLost == null) return undefined;
  return m.home.imps.sub(m.home.impsLost);
}

/** One published match's winner VP at its margin, or why it breaks the scale. */
function winnerOf(p: PublishedMatch & { vpHome: number; vpAway: number }, net: Rational, top: number): { margin: number; vp: number } | string {
  const vps = `${hundredthsText(p.vpHome)} – ${hundredthsText(p.vpAway)}`;
  if (p.vpHome + p.vpAway !== top) return `${where(p)}: ${vps} does not sum to the maximum ${hundredthsText(top)}`;
  if (!net.isInteger()) return `${where(p)}: the margin ${net.toString()} is not whole IMPs`;
  const margin = Number(net.abs().num);
  if (margin === 0 && p.vpHome !== top / 2) return `${where(p)}: a draw gets ${vps}, not half the maximum each`;
  return { margin, vp: net.sign() >= 0 ? p.vpHome : p.vpAway };
}

/** One board count's published margins as rows (the draw added), or why the VPs decrease somewhere. */
function boardRows(boards: number, seen: ReadonlyMap<number, Seen>, top: number): VpStep[] | string {
  const rows = [...seen].map(([margin, s]) => ({ margin, vp: s.vp, where: s.where })).sort((a, b) => a.margin - b.margin);
  if (rows[0]?.margin !== 0) rows.unshift({ margin: 0, vp: top / 2, where: 'a draw' });
  for (let i = 1; i < rows.length; i++) {
    const a = rows[i - 1] as (typeof rows)[number];
    const b = rows[i] as (typeof rows)[number];
    if (b.vp < a.vp) {
      return `${boards} boards: ${b.where} wins by ${b.margin} IMPs for ${hundredthsText(b.vp)}, less than ${a.where} by ${a.margin} for ${hundredthsText(a.vp)}`;
    }
  }
  return rows.map((r) => ({ margin: r.margin, vp: r.vp }));
}

/** A published match with both VPs, its net IMPs for home (as published, else as scored) and its board count. */
export interface MarginPublished {
  readonly p: PublishedMatch & { readonly vpHome: number; readonly vpAway: number };
  readonly net: Rational;
  readonly boards: number;
}

/** The published matches with their VPs, net IMPs and board count known. */
export function publishedMargins(summary: TeamSummary, result: TeamsEventResult): MarginPublished[] {
  const scored = new Map(result.matches.map((m) => [`${m.round}\u0000${m.home.team}\u0000${m.away?.team ?? ''}`, m]));
  const out: MarginPublished[] = [];
  for (const p of summary.published) {
    if (p.away === null || p.vpHome === null || p.vpAway === null) continue;
    const m = scored.get(`${p.round}\u0000${p.home}\u0000${p.away}`);
    const net = netImps(p, m);
    const boards = m?.boards ?? null;
    if (net !== undefined && boards !== null) out.push({ p: { ...p, vpHome: p.vpHome, vpAway: p.vpAway }, net, boards });
  }
  return out;
}

/** The scale the file's published VPs form (see the file's comment), or why they form none. */
export function fileVpScale(published: readonly MarginPublished[], options: TeamsEventOptions, file: string): FileScale {
  const top = options.max * 100;
  const byBoards = new Map<number, Map<number, Seen>>();
  for (const { p, net, boards } of published) {
    const w = winnerOf(p, net, top);
    if (typeof w === 'string') return { why: w };
    const seen = byBoards.get(boards) ?? new Map<number, Seen>();
    const before = seen.get(w.margin);
    if (before !== undefined && before.vp !== w.vp) {
      const two = `${before.where} and ${where(p)}`;
      return { why: `${boards} boards, margin ${w.margin}: ${two} give the winner ${hundredthsText(before.vp)} and ${hundredthsText(w.vp)}` };
    }
    seen.set(w.margin, { vp: w.vp, where: where(p) });
    byBoards.set(boards, seen);
  }
  if (published.length === 0) return { why: 'no match publishes both its IMPs and its VPs' };
  const steps = new Map<number, VpStep[]>();
  for (const [boards, seen] of byBoards) {
    const rows = boardRows(boards, seen, top);
    if (typeof rows === 'string') return { why: rows };
    steps.set(boards, rows);
  }
  return { scale: { file, kind: 'file', max: top, byBoards: steps }, matches: published.length };
}

/** Whether one board count's WBF 2013 scale gives every published VP (the board count the file was scored with, perhaps not ours). */
export function someWbfCountFits(published: readonly MarginPublished[], options: TeamsEventOptions): boolean {
  if (published.length === 0) return false;
  for (let n = 1; n <= MAX_BOARDS; n++) {
    const table = vpTable(n, options.max);
    const fits = published.every(({ p, net }) => {
      if (!net.isInteger()) return false;
      const vp = vpForMargin(table, Number(net.num));
      return vp.home === p.vpHome && vp.away === p.vpAway;
    });
    if (fits) return true;
  }
  return false;
}
