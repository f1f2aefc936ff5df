/**
 * The cells of one traveller line → an `Outcome`: a played contract, a passed-out board, an artificial adjusted
 * score (Law 12C2: `A60/40`, `A+/A-`, `A50`, `A`), a weighted score (Law 12C1c: `40% 4S= N + 60% 4S-1 N`) or a
 * board not played (`NP`); and how an artificial line reads (`A60/40`, `+0/A60`).
 *
 * @example
 * parseArtificial('A60/40') //=> { ns: { percent: 60, role: 'nonOffender' }, ew: { percent: 40, role: 'offender' } }
 */
import type { ArtificialSide, Contract, Outcome, Seat, TableScore, Vulnerability, WeightedComponent } from '../model/types.js';
import { Rational } from '../base/rational.js';
import { scoreNS } from './contract-score.js';
import { contractText, parseContract, parseResult, parseSeat, type Parsed } from './notation.js';
import { found } from '../base/diagnostics.js';

export const ARTIFICIAL_EXPECTED = 'expected an artificial score such as A60/40, A50/50, A40/40, A+/A-, A+, A-, A (= A50/50) or A55/45';

const SIDE_WORDS: Record<string, ArtificialSide> = {
  '+': { percent: 60, role: 'nonOffender' },
  '=': { percent: 50, role: 'partly' },
  '': { percent: 50, role: 'partly' },
  '-': { percent: 40, role: 'offender' },
};

function side(text: string): ArtificialSide | undefined {
  const w = SIDE_WORDS[text];
  if (w) return w;
  // Up to two decimals (55.5, 33.33): the precision the writers keep, and exact as a decimal.
  if (!/^\d{1,3}(\.\d{1,2})?$/.test(text)) return undefined;
  const percent = Number(text);
  if (percent > 100) return undefined;
  // 60 and above is the non-offender's average plus, 40 and below the offender's average minus (Law 12C2a);
  // the session-average rule (Law 12C2c) applies to those two only.
  const role = percent >= 60 ? 'nonOffender' : percent <= 40 ? 'offender' : 'partly';
  return { percent, role };
}

export function isArtificialText(text: string): boolean {
  return /^(A|ADJ|AVG)\b|^A[+=\-\d]/i.test(text.trim());
}

/** `A60/40`, `A+/A-`, `A+` (NS average plus, EW average minus), `A` / `A=` / `A50`, `AVG+`. */
export function parseArtificial(text: string): Parsed<{ ns: ArtificialSide; ew: ArtificialSide }> {
  const t = text.trim().toUpperCase().replace(/\s+/g, '').replace(/^AVG/, 'A').replace(/^ADJ/, 'A');
  const m = /^A([+=-]|\d{1,3}(?:\.\d+)?)?(?:\/A?([+=-]|\d{1,3}(?:\.\d+)?))?%?$/.exec(t);
  if (!m) return { ok: false, expected: ARTIFICIAL_EXPECTED };
  const nsText = m[1] ?? '';
  const ns = side(nsText);
  // A single value names NS; EW gets the mirror for + and − (A+ = 60/40) and the same value otherwise.
  const ewText = m[2] ?? (nsText === '+' ? '-' : nsText === '-' ? '+' : nsText);
  const ew = side(ewText);
  if (!ns || !ew) return { ok: false, expected: ARTIFICIAL_EXPECTED + ' (percentages 0–100, at most two decimals)' };
  return { ok: true, value: { ns, ew } };
}

export const COMPACT_EXPECTED = 'expected a result such as "4S= N", "3NTX-2 E", "4H+1 S" or "PASS"';

/** "4S= N", "3NX-2 E", "4H+1 S", "PASS": a whole table result in one cell (weighted scores, assigned scores). */
export function parseCompactResult(text: string, vulnerability: Vulnerability): Parsed<TableScore> {
  const t = text.trim();
  const passed = parseContract(t);
  if (passed.ok && !passed.value.contract) return { ok: true, value: { scoreNS: 0 } };
  const m = /^(.+?)\s*(=|[+-]\d{1,2})\s*(?:by\s+)?([NESWnesw\u00d8\u00f8\u00d6\u00f6Vv])$/.exec(t);
  if (!m) return { ok: false, expected: COMPACT_EXPECTED };
  const c = parseContract(m[1] as string);
  if (!c.ok || !c.value.contract) return { ok: false, expected: COMPACT_EXPECTED };
  const contract: Contract = c.value.contract;
  const r = parseResult(m[2] as string, contract);
  if (!r.ok) return r;
  const seat = parseSeat(m[3] as string);
  if (!seat.ok) return seat;
  return { ok: true, value: played(contract, seat.value, r.value, vulnerability) };
}

/** "4SX+1", "3NT=", "2H-2": a contract with its result and no declarer (the declarer is in its own column). */
export function parseContractWithResult(text: string): { contract: Contract; tricks: number; resultText: string } | undefined {
  const m = /^(.+?)\s*(=|[+-]\d{1,2})$/.exec(text.trim());
  if (!m) return undefined;
  const c = parseContract(m[1] as string);
  if (!c.ok || !c.value.contract || c.value.declarer !== undefined) return undefined;
  const r = parseResult(m[2] as string, c.value.contract);
  return r.ok ? { contract: c.value.contract, tricks: r.value, resultText: m[2] as string } : undefined;
}

export function played(contract: Contract, declarer: Seat, tricks: number, vulnerability: Vulnerability): TableScore {
  return { contract, declarer, tricks, scoreNS: scoreNS(contract, declarer, tricks, vulnerability) };
}

export const WEIGHTED_EXPECTED = 'expected a weighted score such as "40% 4S= N + 60% 4S-1 N" with weights summing to 100%';

/** Law 12C1c: `40% 4S= N + 60% 4S-1 N` (weights in % or as fractions 1/3, summing to exactly 1). */
export function parseWeighted(text: string, vulnerability: Vulnerability): Parsed<Outcome> {
  const parts = text.split('+').reduce<string[]>((acc, part) => {
    // "+1" belongs to a result ("4H+1 S"), not to the list: glue it back to the previous part.
    if (/^\d{1,2}\s*[NESW]\s*$/i.test(part.trim()) && acc.length > 0) acc[acc.length - 1] += '+' + part;
    else acc.push(part);
    return acc;
  }, []);
  const components: WeightedComponent[] = [];
  let total = Rational.ZERO;
  for (const raw of parts) {
    const m = /^\s*(\d+(?:\.\d+)?%|\d+\/\d+)\s*(?:of\s+)?(.+?)\s*$/i.exec(raw);
    if (!m) return { ok: false, expected: WEIGHTED_EXPECTED };
    const weight = weightOf(m[1] as string);
    if (weight === undefined)
      return {
        ok: false,
        expected: `${WEIGHTED_EXPECTED} (each weight a percentage with at most four decimals, or a fraction a/b of at most four digits each, b ≥ 1)`,
      };
    const score = parseCompactResult(m[2] as string, vulnerability);
    if (!score.ok) return { ok: false, expected: `${WEIGHTED_EXPECTED}; in ${found(raw.trim())}: ${score.expected}` };
    if (weight.sign() <= 0) return { ok: false, expected: `${WEIGHTED_EXPECTED} (each weight above 0)` };
    components.push({ weight, score: score.value });
    total = total.add(weight);
  }
  if (!total.eq(Rational.ONE)) {
    return { ok: false, expected: `${WEIGHTED_EXPECTED} (these sum to ${total.mul(Rational.of(100)).toFixed(2)}%)` };
  }
  return { ok: true, value: { kind: 'weighted', components } };
}

/** `40%`, `33.3333%` or `1/3` → the weight, range-checked where it is read; undefined when out of range. */
function weightOf(w: string): Rational | undefined {
  if (w.endsWith('%')) {
    const m = /^(\d{1,3})(?:\.(\d{1,4}))?%$/.exec(w);
    return m ? (Rational.parseDecimal(w.slice(0, -1)) as Rational).div(Rational.of(100)) : undefined;
  }
  const f = /^(\d{1,4})\/(\d{1,4})$/.exec(w);
  return f && Number(f[2]) >= 1 ? Rational.of(Number(f[1]), Number(f[2])) : undefined;
}

export function isWeightedText(text: string): boolean {
  return /^\s*(\d+(\.\d+)?%|\d+\/\d+)\s/.test(text);
}

export function isNotPlayedText(text: string): boolean {
  return /^(NP|N\/P|NOT ?PLAYED|-)$/i.test(text.trim());
}

/** "4S= N", "A60/40", "PASS": how a result reads in messages and outputs. */
export function tableScoreText(s: TableScore): string {
  if (!s.contract) return 'PASS';
  const d = (s.tricks ?? 0) - (s.contract.level + 6);
  return `${contractText(s.contract)}${d === 0 ? '=' : d > 0 ? `+${d}` : d} ${s.declarer ?? ''}`.trim();
}

/**
 * An artificial line as a traveller shows it: `A60/40`, each side's percentage (Law 12C2); a side with an
 * assigned score (Law 12C1 at one table) shows that score from its own view with its sign, as Ruter writes it:
 * `+0/A60` (NS assigned 0, EW 60 %), `A60/+50` (NS 60 %, EW assigned +50, NS −50).
 */
export function artificialText(ns: ArtificialSide, ew: ArtificialSide): string {
  if (ns.assignedScore === undefined && ew.assignedScore === undefined) return `A${ns.percent}/${ew.percent}`;
  const own = (side: ArtificialSide, d: 'NS' | 'EW'): string => {
    if (side.assignedScore === undefined) return `A${side.percent}`;
    const v = d === 'NS' || side.assignedScore === 0 ? side.assignedScore : -side.assignedScore;
    return v >= 0 ? `+${v}` : String(v);
  };
  return `${own(ns, 'NS')}/${own(ew, 'EW')}`;
}

/** `+0/A60`, `A60/+50` (as `artificialText` writes them) → the two sides; undefined for any other text. */
export function parseAssignedArtificial(text: string): { ns: ArtificialSide; ew: ArtificialSide } | undefined {
  const t = text.trim().toUpperCase().replace(/\s+/g, '');
  const score = (s: string, d: 'NS' | 'EW'): ArtificialSide => ({ assignedScore: d === 'NS' || Number(s) === 0 ? Number(s) : -Number(s) });
  let m = /^([+-]\d{1,5})\/A([\d.]+)%?$/.exec(t);
  if (m) {
    const ew = side(m[2] as string);
    return ew ? { ns: score(m[1] as string, 'NS'), ew } : undefined;
  }
  m = /^A([\d.]+)%?\/([+-]\d{1,5})$/.exec(t);
  const ns = m ? side(m[1] as string) : undefined;
  return m && ns ? { ns, ew: score(m[2] as string, 'EW') } : undefined;
}
