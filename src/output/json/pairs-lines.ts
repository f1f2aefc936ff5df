/**
 * The boards of the JSON document written straight from the scored columns: a plain line (a contract or a
 * pass, compared in a group of plain results) is written by a template with no object in between; any other
 * line (adjusted, weighted, fouled, assigned, not played) goes through the same row builder as the rest of
 * the writers. The text is exactly what JSON.stringify gives for the document (pairs-json.ts), which a test
 * checks on every example and real file.
 */
import { contractOfCode, KIND_PLAYED, NONE, seatOfCode } from '../../model/line-table.js';
import type { ScoredPairsEvent } from '../../model/scored.js';
import type { CompareGroupView as CompareGroup, SessionColumns as ScoredSession } from '../../model/scored.js';
import { contractText, resultText } from '../../laws/notation.js';
import { boardHeaderJson, resultJson } from './board-json.js';
import { resultRow } from '../view/pairs.js';
import { Rational } from '../../base/rational.js';
import type { ByteWriter } from '../../text/byte-writer.js';

/** num/den as the nearest double, as Rational.toNumber gives it (integer part, then the remainder). */
export function fractionNumber(num: number, den: number): number {
  if (den === 1) return num;
  const q = Math.trunc(num / den);
  return q + (num - q * den) / den;
}

function gcd(a: number, b: number): number {
  a = Math.abs(a);
  while (b !== 0) {
    const t = a % b;
    a = b;
    b = t;
  }
  return a;
}

const encoder = new TextEncoder();
const bytesOf = (s: string): Uint8Array => encoder.encode(s);

/**
 * The parts of a plain line that repeat, as bytes made once: what a contract, declarer and tricks give
 * (`,"contract":"4S","declarer":"N","tricks":10,"result":"=","lead":`), a value with its top, a group's
 * explanation. A line is then a dozen copies and one number.
 */
class Fragments {
  private readonly pairs: (string | undefined)[] = [];
  private readonly leads: (string | undefined)[] = [];
  private readonly plays = new Map<number, Uint8Array>();
  private readonly values = new Map<number, Uint8Array>();
  private readonly explains = new Map<string, Uint8Array>();
  private lastGroup: CompareGroup | undefined;
  private lastExplain: Uint8Array | undefined;

  constructor(
    private readonly session: ScoredSession,
    private readonly imp: boolean,
  ) {}

  /** A pair number as JSON text (text, not bytes: there may be as many pairs as lines). */
  pair(p: number): string {
    return this.pairs[p] ?? (this.pairs[p] = JSON.stringify(this.session.ctx.t.pairs.get(p)));
  }

  /** `,"lead":"…"`, or nothing for a line with no lead. */
  lead(l: number): string {
    if (l === NONE) return '';
    return this.leads[l] ?? (this.leads[l] = `,"lead":${JSON.stringify(this.session.ctx.t.leads.get(l))}`);
  }

  /** `,"contract":…,"result":…` for a contract code, declarer code and tricks (a member with no value left out). */
  play(code: number, decl: number, tricks: number): Uint8Array {
    const key = (code * 256 + decl) * 32 + (tricks + 1);
    let f = this.plays.get(key);
    if (!f) {
      const contract = contractOfCode(code);
      const result = contract && tricks >= 0 ? `,"result":${JSON.stringify(resultText(contract, tricks))}` : '';
      const declarer = decl === 255 ? '' : `,"declarer":${JSON.stringify(seatOfCode(decl))}`;
      f = bytesOf(`,"contract":${JSON.stringify(contract ? contractText(contract) : 'PASS')}${declarer}${tricks < 0 ? '' : `,"tricks":${tricks}`}${result}`);
      this.plays.set(key, f);
    }
    return f;
  }

  /** `,"mpNS":…,"percentEW":…` (or the IMPs) of line i, into w. */
  value(w: ByteWriter, i: number, group: CompareGroup): void {
    const values = this.session.ctx.values;
    const raw = values.raw[i] as number;
    // The value depends on the raw score and the group's n, N and top.
    // (Kept only for groups small enough for the key to be exact: a board of thousands is written directly.)
    const cacheable = this.imp || (group.n < 4096 && group.N < 4096 && group.top < 8192);
    if (!cacheable) {
      w.ascii(this.valueText(i, group.top));
      return;
    }
    const key = this.imp ? raw : ((raw * 4096 + group.n) * 4096 + group.N) * 8192 + group.top;
    let f = this.values.get(key);
    if (!f) {
      f = bytesOf(this.imp ? `,"impNS":${raw},"impEW":${raw === 0 ? 0 : -raw}` : this.valueText(i, group.top));
      this.values.set(key, f);
    }
    w.bytes(f);
  }

  private valueText(i: number, top: number): string {
    const values = this.session.ctx.values;
    values.fill(i, 'NS');
    const nsNum = values.num;
    const den = values.den;
    values.fill(i, 'EW');
    const ewNum = values.num;
    const pct =
      top > 0
        ? `,"percentNS":${fractionNumber(nsNum * 100, den * top)},"percentEW":${fractionNumber(ewNum * 100, den * top)}`
        : ',"percentNS":null,"percentEW":null';
    return `,"mpNS":${fractionNumber(nsNum, den)},"mpEW":${fractionNumber(ewNum, den)}${pct}`;
  }

  /**
   * `,"explain":{…}}` (`--explain`): what n, N and the datum give, and with Neuberg the line's raw matchpoints
   * too — the same bytes for every board alike.
   */
  explain(i: number, group: CompareGroup): Uint8Array {
    const neuberg = !this.imp && group.n !== group.N;
    // The lines of a board come one after another: the last group's bytes, without a lookup.
    if (!neuberg && group === this.lastGroup) return this.lastExplain as Uint8Array;
    const raw = neuberg ? (this.session.ctx.values.raw[i] as number) : 0;
    const key = `${group.n},${group.N},${group.expected},${group.datum ?? ''},${raw}`;
    let f = this.explains.get(key);
    if (f) {
      if (!neuberg) {
        this.lastGroup = group;
        this.lastExplain = f;
      }
      return f;
    }
    let rawPart = '';
    if (neuberg) {
      const d = gcd(group.N, group.n);
      const factor = d === group.n ? `${group.N / d}` : `${group.N / d}/${group.n / d}`;
      rawPart = `,"rawNS":${raw},"rawEW":${2 * (group.n - 1) - raw},"neubergFactor":"${factor}"`;
    }
    f = bytesOf(`,"explain":{"n":${group.n},"expected":${group.expected}${rawPart}${group.datum === undefined ? '' : `,"datum":${group.datum}`}}}`);
    // A board of thousands of results has as many raw values: those are not kept.
    if (this.explains.size < 100_000) this.explains.set(key, f);
    if (!neuberg) {
      this.lastGroup = group;
      this.lastExplain = f;
    }
    return f;
  }
}

const OPEN_NS = bytesOf('{"ns":');
const EW = bytesOf(',"ew":');
const SCORE = bytesOf(',"scoreNS":');

/**
 * Every board of every session, in order: `boardStart` before each (the separator), then the board as JSON
 * into `w`.
 */
export function writeBoardsFast(event: ScoredPairsEvent, sessions: readonly ScoredSession[], w: ByteWriter, explain: boolean, boardStart: () => void): void {
  const imp = event.method !== 'mp';
  for (const session of sessions) {
    const { t, order, values } = session.ctx;
    const fragments = new Fragments(session, imp);
    for (const f of session.boardsInOrder) {
      const g = f.group;
      const view = session.board(f);
      const i0 = order[g.start] as number;
      const top0 = values.topOf(i0);
      const gi0 = values.group[i0] as number;
      const expected0 = gi0 >= 0 ? (values.groups[gi0] as CompareGroup).expected : (values.pending.get(i0)?.expected ?? f.expected);
      const header = JSON.stringify(boardHeaderJson(view, imp, { ...(top0 >= 0 ? { top: Rational.of(top0) } : {}), expected: expected0 }));
      boardStart();
      w.text(header.slice(0, -1));
      w.ascii(',"results":[');
      for (let k = g.start; k < g.end; k++) {
        const i = order[k] as number;
        if (k > g.start) w.ascii(',');
        const gi = values.group[i] as number;
        const group = gi >= 0 ? (values.groups[gi] as CompareGroup) : undefined;
        if (group === undefined || group.exact || t.kind[i] !== KIND_PLAYED || t.flags[i] !== 0 || t.fouled[i] !== 0) {
          w.text(JSON.stringify(resultJson(resultRow(g.board, view.section, session.scoredLine(i)), imp, explain)));
          continue;
        }
        plainLine(w, fragments, session, i, group, explain);
      }
      w.ascii(']}');
    }
  }
}

/** One plain line: a contract or a pass compared in a group of plain results. */
function plainLine(w: ByteWriter, fr: Fragments, session: ScoredSession, i: number, group: CompareGroup, explain: boolean): void {
  const t = session.ctx.t;
  const round = t.round[i] as number;
  const table = t.table[i] as number;
  w.bytes(OPEN_NS);
  w.text(fr.pair(t.ns[i] as number));
  w.bytes(EW);
  w.text(fr.pair(t.ew[i] as number));
  if (round !== NONE) {
    w.ascii(',"round":');
    w.int(round);
  }
  if (table !== NONE) {
    w.ascii(',"table":');
    w.int(table);
  }
  w.bytes(fr.play(t.contract[i] as number, t.declarer[i] as number, t.tricks[i] as number));
  w.text(fr.lead(t.lead[i] as number));
  w.bytes(SCORE);
  w.int(t.score[i] as number);
  fr.value(w, i, group);
  if (explain) w.bytes(fr.explain(i, group));
  else w.ascii('}');
}
