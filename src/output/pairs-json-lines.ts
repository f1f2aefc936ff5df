/**
 * The boards of the JSON document written straight from the scored columns: a plain line (a contract or a
 * pass, compared in a group of plain results) is written by a template with no object in between; any other
 * line (adjusted, weighted, fouled, assigned, not played) goes through the same row builder as the rest of
 * the writers. The text is exactly what JSON.stringify gives for the document (pairs-json.ts), which a test
 * checks on every example and real file.
 */
import { contractOfCode, KIND_PLAYED, NONE } from '../model/line-table.js';
import type { ScoredPairsEvent } from '../scoring/pairs-types.js';
import type { CompareGroup } from '../scoring/pairs/board-values.js';
import type { ScoredSession } from '../scoring/pairs/scored-session.js';
import { contractText, resultText } from '../parse/notation.js';
import { boardHeaderJson, resultJson } from './pairs-json.js';
import { resultRow } from './pairs-view.js';
import { Rational } from '../model/rational.js';

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

const QUOTED_CONTRACTS: string[] = [];
for (let code = 0; code <= 105; code++) {
  const c = contractOfCode(code);
  QUOTED_CONTRACTS.push(JSON.stringify(c ? contractText(c) : 'PASS'));
}
const SEAT_JSON = ['"N"', '"E"', '"S"', '"W"'];

export function writeLinesFast(event: ScoredPairsEvent, sessions: readonly ScoredSession[], write: (s: string) => void, boardStart: () => void): void {
  const imp = event.method !== 'mp';
  for (const session of sessions) {
    const { t, order, values } = session.ctx;
    const pairJson: (string | undefined)[] = [];
    const leadJson: (string | undefined)[] = [];
    const pj = (p: number): string => pairJson[p] ?? (pairJson[p] = JSON.stringify(t.pairs.get(p)));
    const lj = (l: number): string => (l === NONE ? 'null' : (leadJson[l] ?? (leadJson[l] = JSON.stringify(t.leads.get(l)))));
    for (const f of session.boardsInOrder) {
      const g = f.group;
      const view = session.board(f);
      const i0 = order[g.start] as number;
      const top0 = values.topOf(i0);
      const gi0 = values.group[i0] as number;
      const expected0 = gi0 >= 0 ? (values.groups[gi0] as CompareGroup).expected : (values.pending.get(i0)?.expected ?? f.expected);
      const header = JSON.stringify(boardHeaderJson(view, imp, { ...(top0 >= 0 ? { top: Rational.of(top0) } : {}), expected: expected0 }));
      let text = header.slice(0, -1) + ',"results":[';
      for (let k = g.start; k < g.end; k++) {
        const i = order[k] as number;
        if (k > g.start) text += ',';
        const gi = values.group[i] as number;
        const group = gi >= 0 ? (values.groups[gi] as CompareGroup) : undefined;
        if (group === undefined || group.exact || t.kind[i] !== KIND_PLAYED || t.flags[i] !== 0 || t.fouled[i] !== 0) {
          text += JSON.stringify(resultJson(resultRow(g.board, view.section, session.scoredLine(i)), imp));
          continue;
        }
        const code = t.contract[i] as number;
        const tricks = t.tricks[i] as number;
        const decl = t.declarer[i] as number;
        const round = t.round[i] as number;
        const table = t.table[i] as number;
        const contract = contractOfCode(code);
        const result = contract && tricks >= 0 ? JSON.stringify(resultText(contract, tricks)) : 'null';
        text +=
          `{"ns":${pj(t.ns[i] as number)},"ew":${pj(t.ew[i] as number)},"round":${round === NONE ? 'null' : round},"table":${table === NONE ? 'null' : table},` +
          `"contract":${QUOTED_CONTRACTS[code]},"declarer":${decl === 255 ? 'null' : SEAT_JSON[decl]},"tricks":${tricks < 0 ? 'null' : tricks},` +
          `"result":${result},"lead":${lj(t.lead[i] as number)},"scoreNS":${t.score[i]},`;
        const raw = values.raw[i] as number;
        if (imp) {
          text += `"impNS":${raw},"impEW":${raw === 0 ? 0 : -raw},`;
        } else {
          values.fill(i, 'NS');
          const nsNum = values.num;
          const den = values.den;
          values.fill(i, 'EW');
          const ewNum = values.num;
          const top = group.top;
          text += `"mpNS":${fractionNumber(nsNum, den)},"mpEW":${fractionNumber(ewNum, den)},`;
          text += top > 0 ? `"percentNS":${fractionNumber(nsNum * 100, den * top)},"percentEW":${fractionNumber(ewNum * 100, den * top)},` : '"percentNS":null,"percentEW":null,';
        }
        text += `"adjusted":null,"explain":{"group":null,"n":${group.n},"expected":${group.expected},`;
        if (!imp && group.n !== group.N) {
          const d = gcd(group.N, group.n);
          const fn = group.N / d;
          const fd = group.n / d;
          text += `"rawNS":${raw},"rawEW":${2 * (group.n - 1) - raw},"neubergFactor":"${fd === 1 ? fn : `${fn}/${fd}`}",`;
        } else text += '"rawNS":null,"rawEW":null,"neubergFactor":null,';
        text += `"datum":${group.datum === undefined ? 'null' : group.datum},"smallGroup":null,"artificial":null,"players":null,"weights":null}}`;
      }
      boardStart();
      write(text + ']}');
    }
  }
}
