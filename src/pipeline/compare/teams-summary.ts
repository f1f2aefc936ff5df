/**
 * `teams --results SUMMARY.pbn --compare`: each match's VPs and each team's total as the file published
 * them, against the ones scored from the IMPs (the WBF scale of the boards per match, NBF 2.5.1.8, or the
 * organiser's scale). A place the file shows as shared (7=) is compared with the place by VP alone: such a file
 * breaks no ties.
 *
 * @example
 * compareSummary(summary, result).lines[0] //=> { what: 'VP', where: 'round 1 1 – 2', published: '13.52 – 6.48', ours: '13.52 – 6.48', ok: true }
 */
import type { Comparison, Difference } from '../../model/compare.js';
import type { TeamSummary } from '../../parse/pbn/team-summary.js';
import type { StandingRow, TeamsEventResult } from '../../model/teams.js';
import { centiText } from '../../laws/vp-scale.js';

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
    if (p.vpHome !== null || p.vpAway !== null)
      lines.push({ what: result.options.form === 'imps' ? 'VP' : 'points', where, published, ours, ok: published === ours });
    if (p.impsNet !== undefined) {
      const net = m?.home.imps != null && m.home.impsLost != null ? m.home.imps.sub(m.home.impsLost) : undefined;
      lines.push({ what: 'IMPs', where, published: p.impsNet.toString(), ours: net?.toString() ?? '-', ok: net !== undefined && net.eq(p.impsNet) });
    }
  }
  const standing = new Map(result.standings.map((s) => [s.team, s]));
  const totals: Difference[] = [];
  for (const t of summary.totals) {
    const s = standing.get(t.team);
    const ours = s?.vp;
    totals.push({
      what: result.options.form === 'imps' ? 'total VP' : 'total points',
      where: `team ${t.team}`,
      published: centiText(t.vp),
      ours: show(ours),
      ok: ours === t.vp,
    });
    if (t.place !== undefined) {
      // A file that publishes a shared place breaks no ties: that team's place is compared with its place by VP alone.
      const ours = t.tie === true && s?.status === 'ranked' ? placeByVp(s, result.standings) : { place: s?.rank ?? undefined, tie: s?.tie };
      totals.push({
        what: 'place',
        where: `team ${t.team}`,
        published: `${t.place}${t.tie ? '=' : ''}`,
        ours: ours.place === undefined ? '-' : `${ours.place}${ours.tie ? '=' : ''}`,
        ok: ours.place === t.place && (t.tie === undefined || t.tie === ours.tie || !t.tie),
      });
    }
  }
  return { lines, totals, notes: [] };
}

/** A ranked team's place with no tiebreak: one more than the ranked teams with more VP, shared with any of equal VP. */
function placeByVp(s: StandingRow, standings: readonly StandingRow[]): { place: number; tie: boolean } {
  const ranked = standings.filter((o) => o.status === 'ranked');
  return { place: 1 + ranked.filter((o) => o.vp > s.vp).length, tie: ranked.some((o) => o !== s && o.vp === s.vp) };
}
