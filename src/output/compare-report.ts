/**
 * The report of `bridgescore pairs FILE --compare`: how many published numbers agree with ours, by kind, and
 * every difference.
 */
import type { Comparison, Difference } from '../scoring/compare-published.js';

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
  for (const [what, k] of kinds) out.push(`  ${what.padEnd(12)} ${String(k.ok).padStart(6)} agree  ${String(k.bad).padStart(5)} differ`);
  const bad: Difference[] = all.filter((d) => !d.ok);
  if (bad.length > 0) out.push('', 'differences (published → ours):');
  for (const d of bad) out.push(`  ${d.what} ${d.where}: ${d.published} → ${d.ours}`);
  return out.join('\n') + '\n';
}
