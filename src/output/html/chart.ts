/**
 * A small inline SVG line chart of a pair's running result, round by round: the running percentage against
 * the 50 % line (matchpoints) or the running IMP total against 0. Coordinates are rounded to a tenth of a
 * pixel from exact values, so the same input draws the same bytes. The chart has a text equivalent in its
 * title and description, and each point a tooltip.
 *
 * @example
 * runningChart([{ label: '1', value: Rational.of(55) }, { label: '2', value: Rational.of(61) }], { kind: 'percent', title: 'Pair 4', id: 'ns-4' })
 * //=> '<svg class="chart" viewBox="0 0 320 130" role="img" …'
 */
import { localeFor, type Locale } from '../../i18n/index.js';
import type { Rational } from '../../base/rational.js';
import { esc } from '../../text/html-escape.js';
import { fmtImp, fmtPct } from '../../text/display-number.js';

export interface ChartPoint {
  /** the round (or board) after which the value stands */
  readonly label: string;
  readonly value: Rational;
}

export interface RunningChartOptions {
  readonly kind: 'percent' | 'imps';
  readonly title: string;
  /** unique on the page: the chart's title and description are referred to by id */
  readonly id: string;
  /** what the labels count (default rounds) */
  readonly step?: 'round' | 'board';
  /** the page's language (default English) */
  readonly loc?: Locale;
}

const W = 320;
const H = 130;
const LEFT = 34;
const RIGHT = 10;
const TOP = 10;
const BOTTOM = 24;

const num = (x: number): string => {
  const r = Math.round(x * 10) / 10;
  return Object.is(r, -0) ? '0' : String(r);
};

/** A range that holds every value and the reference line, in whole steps of ten (percent) or five (IMPs). */
function yRange(values: readonly number[], kind: RunningChartOptions['kind']): { lo: number; hi: number; ref: number } {
  const ref = kind === 'percent' ? 50 : 0;
  const step = kind === 'percent' ? 10 : 5;
  const lo = Math.floor(Math.min(ref - step, ...values) / step) * step;
  const hi = Math.ceil(Math.max(ref + step, ...values) / step) * step;
  return kind === 'percent' ? { lo: Math.max(0, lo), hi: Math.min(100, hi), ref } : { lo, hi, ref };
}

export function runningChart(points: readonly ChartPoint[], opts: RunningChartOptions): string {
  if (points.length === 0) return '';
  const values = points.map((p) => p.value.toNumber());
  const { lo, hi, ref } = yRange(values, opts.kind);
  const plotW = W - LEFT - RIGHT;
  const plotH = H - TOP - BOTTOM;
  const x = (i: number) => LEFT + (points.length === 1 ? plotW / 2 : (i * plotW) / (points.length - 1));
  const y = (v: number) => TOP + ((hi - v) / (hi - lo)) * plotH;
  const loc = opts.loc ?? localeFor();
  const ch = loc.t.chart;
  const show = (v: Rational) => (opts.kind === 'percent' ? loc.pct(fmtPct(v)) : ch.imps({ value: loc.num(fmtImp(v)) }));
  const step = opts.step ?? 'round';
  const last = points[points.length - 1] as ChartPoint;
  const desc = ch.running({ imps: opts.kind === 'imps', step, points: points.map((p) => ch.pointValue({ label: p.label, value: show(p.value) })) });
  const id = `chart-${esc(opts.id)}`;
  const out: string[] = [
    `<svg class="chart" viewBox="0 0 ${W} ${H}" role="img" aria-labelledby="${id}-t ${id}-d">`,
    `<title id="${id}-t">${esc(ch.after({ title: opts.title, value: show(last.value), step, label: last.label }))}</title>`,
    `<desc id="${id}-d">${esc(desc)}</desc>`,
  ];
  for (const v of [lo, hi]) {
    out.push(`<line class="grid" x1="${LEFT}" x2="${W - RIGHT}" y1="${num(y(v))}" y2="${num(y(v))}"/>`);
    out.push(`<text x="${LEFT - 4}" y="${num(y(v) + 3.5)}" text-anchor="end">${v}</text>`);
  }
  out.push(`<line class="ref" x1="${LEFT}" x2="${W - RIGHT}" y1="${num(y(ref))}" y2="${num(y(ref))}"/>`);
  out.push(`<text x="${LEFT - 4}" y="${num(y(ref) + 3.5)}" text-anchor="end">${ref}</text>`);
  // Label every point when they fit, otherwise about eight of them, always the last.
  const every = Math.max(1, Math.ceil(points.length / 8));
  points.forEach((p, i) => {
    if (i % every === 0 || i === points.length - 1) {
      out.push(`<text x="${num(x(i))}" y="${H - 8}" text-anchor="middle">${esc(p.label)}</text>`);
    }
  });
  out.push(`<polyline class="line" points="${values.map((v, i) => `${num(x(i))},${num(y(v))}`).join(' ')}"/>`);
  points.forEach((p, i) => {
    out.push(
      `<circle class="dot" cx="${num(x(i))}" cy="${num(y(values[i] as number))}" r="3"><title>${esc(ch.point({ step, label: p.label, value: show(p.value) }))}</title></circle>`,
    );
  });
  out.push('</svg>');
  return out.join('');
}
