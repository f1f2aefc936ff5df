/**
 * The report of `bridgescore pairs FILE --compare`: the conventions used and why (the profile, what the file
 * declares, what the search found), then for each file how many published numbers agree with ours, by kind,
 * what was not compared, and every difference.
 *
 * @example
 * renderComparison('01.pbn', { lines, totals, notes: [] }) //=> "01.pbn: 4860 of 4860 published numbers agree\n  MP NS …"
 */
import type { Comparison, Difference } from '../../model/compare.js';
import type { Decision } from '../../model/compare.js';

export interface ConventionSummary {
  readonly profile: string;
  readonly agree: number;
  readonly compared: number;
  readonly tried: number;
  readonly decisions: readonly Decision[];
}

export function renderConventions(s: ConventionSummary): string {
  const out: string[] = [];
  out.push(`profile ${s.profile}: ${s.agree} of ${s.compared} published numbers agree (${s.tried} scoring${s.tried === 1 ? '' : 's'} tried)`);
  out.push('conventions used, and why:');
  const width = s.decisions.reduce((w, d) => (d.what === 'note' ? w : Math.max(w, d.what.length)), 8);
  const valueWidth = Math.min(
    28,
    s.decisions.reduce((w, d) => Math.max(w, d.value.length), 5),
  );
  for (const d of s.decisions) {
    if (d.what === 'note') out.push(`  note: ${d.why}`);
    else out.push(`  ${d.what.padEnd(width)}  ${d.value.padEnd(valueWidth)}  ${d.why}`);
  }
  return out.join('\n') + '\n';
}

export function renderComparison(file: string, c: Comparison): string {
  const out: string[] = [];
  const all = [...c.lines, ...c.totals];
  const kinds = new Map<string, { ok: number; bad: number }>();
  for (const d of all) {
    const k = kinds.get(d.what) ?? { ok: 0, bad: 0 };
    if (d.ok) k.ok++;
    else k.bad++;
    kinds.set(d.what, k);
  }
  out.push(`${file}: ${all.filter((d) => d.ok).length} of ${all.length} published numbers agree`);
  for (const [what, k] of kinds) out.push(`  ${what.padEnd(18)} ${String(k.ok).padStart(6)} agree  ${String(k.bad).padStart(5)} differ`);
  for (const n of c.notes) out.push(`  not compared: ${n}`);
  const bad: Difference[] = all.filter((d) => !d.ok);
  if (bad.length > 0) out.push('', 'differences (published → ours):');
  for (const d of bad) out.push(`  ${d.what} ${d.where}: ${d.published} → ${d.ours}`);
  return out.join('\n') + '\n';
}
