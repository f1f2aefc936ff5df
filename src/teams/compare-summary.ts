/**
 * `teams --results SUMMARY.pbn --compare`: each match's VPs and each team's total as the file published
 * them, against the ones scored from the IMPs (the WBF scale of the boards per match, NBF 2.5.1.8).
 *
 * @example
 * compareSummary(summary, result).lines[0] //=> { what: 'VP', where: 'round 1 1 – 2', published: '13.52 – 6.48', ours: '13.52 – 6.48', ok: true }
 */
import type { Comparison, Difference } from '../scoring/compare-published.js';
import type { TeamSummary } from './read-pbn-summary.js';
import type { TeamsEventResult } from './types.js';
import { centiText } from './vp-scale.js';

export function compareSummary(summary: TeamSummary, result: TeamsEventResult): Comparison {
  const lines: Difference[] = [];
  const scored = new Map(result.matches.map((m) => [`${m.round}\u0000${m.home.team}\u0000${m.away?.team ?? ''}`, m]));
  const show = (v: number | null | undefined): string => (v === null || v === undefined ? '-' : centiText(v));
  for (const p of summary.published) {
    const m = scored.get(`${p.round}\u0000${p.home}\u0000${p.away ?? ''}`);
    const where = `round ${p.round} ${p.home} – ${p.away ?? 'bye'}`;
    if (p.away === null) {
      if (p.vpHome === null) continue;
      lines.push({ what: 'VP', where, published: show(p.vpHome), ours: show(m?.home.vp), ok: m?.home.vp === p.vpHome });
      continue;
    }
    const published = `${show(p.vpHome)} – ${show(p.vpAway)}`;
    const ours = `${show(m?.home.vp)} – ${show(m?.away?.vp)}`;
    lines.push({ what: 'VP', where, published, ours, ok: published === ours });
  }
  const standing = new Map(result.standings.map((s) => [s.team, s]));
  const totals: Difference[] = summary.totals.map((t) => {
    const ours = standing.get(t.team)?.vp;
    return { what: 'total VP', where: `team ${t.team}`, published: centiText(t.vp), ours: show(ours), ok: ours === t.vp };
  });
  return { lines, totals, notes: [] };
}
