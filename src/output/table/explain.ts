/**
 * `bridgescore explain --board N`: how every number on a board came about, in words a director can show at an
 * appeal — the comparison group, n and N, the matchpoints before Neuberg and the factor (NBF 3.2.5), the
 * artificial percentage and the session average that replaced it (Law 12C2c, NBF 3.2.9), the weights
 * (Law 12C1c), the Butler datum.
 */
import { Rational } from '../../base/rational.js';
import type { Correction } from '../../model/correction.js';
import type { Outcome } from '../../model/types.js';
import { artificialText, tableScoreText } from '../../laws/table-result.js';
import type { AssignedAdjustment, ScoredPairsEvent, SideAdjustment } from '../../model/scored.js';
import { fmtImp, fmtMp, fmtPct } from '../../text/display-number.js';
import { boardRows, type ResultRow } from '../view/pairs.js';

/** A board explained, result by result; then the corrections on the board, each with the result it replaced. */
export function renderExplain(event: ScoredPairsEvent, board: number, corrections: readonly Correction[] = []): string {
  const imp = event.method !== 'mp';
  const out: string[] = [];
  for (const b of boardRows(event).filter((x) => x.board === board)) {
    const scored = b.scored;
    out.push(
      `Board ${board}${b.section ? ` (section ${b.section})` : ''}: dealer ${scored?.dealer}, vulnerable ${scored?.vulnerability}; ${event.method === 'mp' ? 'matchpoints, 2 per result beaten and 1 per tie (Law 78A)' : event.method}`,
    );
    const fouled = b.rows.some((r) => Boolean(r.explain.group));
    for (const r of b.rows) for (const l of explainRow(r, imp, fouled)) out.push('  ' + l);
    out.push('');
  }
  return out.join('\n') + correctionsExplained(corrections, board);
}

/** `fouled`: some results of the board are marked as another version of it (Law 87). */
function explainRow(r: ResultRow, imp: boolean, fouled: boolean): string[] {
  const e = r.explain;
  const head = `NS ${r.ns} v EW ${r.ew}${r.round !== null ? `, round ${r.round}` : ''}: ${r.contract}${r.declarer ? ` by ${r.declarer}` : ''}${r.result ? ` ${r.result}` : ''}${r.scoreNS !== null ? `, NS ${r.scoreNS}` : ''}`;
  const lines = [head];
  // A fouled board's versions are compared apart: the results marked with a version, and those not marked
  // (the board as it should have been dealt).
  const group = e.group
    ? `version ${e.group} of the fouled board (Law 87)`
    : fouled
      ? 'the unmarked version of the fouled board (the results not marked fouled, Law 87)'
      : 'the results of the board';
  const v = (x: Rational | undefined) => (imp ? fmtImp(x) : fmtMp(x, 2));
  if (e.artificial) {
    const side = (name: 'NS' | 'EW', s: SideAdjustment, value: Rational | undefined) => {
      const of = `${v(value)}${imp ? ' IMPs' : ` of ${fmtMp(r.top)}`}`;
      if (s.assignedScore !== undefined) return `${name} ${assignedText(s, name)} → ${of}`;
      const replaced = s.sessionAverage
        ? `, replaced by the pair's own session result ${fmtPct(s.sessionAverage)}${imp ? ' IMPs per board' : ' %'} (Law 12C2c, NBF 3.2.9)`
        : '';
      return `${name} ${s.percent} %${replaced} → ${of}`;
    };
    const assigned = e.artificial.ns.assignedScore !== undefined || e.artificial.ew.assignedScore !== undefined;
    lines.push(
      assigned
        ? `  an assigned score for one side (Law 12C1) and an artificial score for the other (Law 12C2); the other results are compared without this table, and it is not counted in n:`
        : `  artificial adjusted score (Law 12C2), not compared with the other results and not counted in n:`,
    );
    if (e.players) {
      // An individual event: each player's own session result (Law 12C2c).
      for (const p of e.players) {
        const a = p.adjustment;
        if (a.assignedScore !== undefined) {
          lines.push(`    player ${p.player}: ${assignedText(a, undefined)}`);
          continue;
        }
        const own = a.sessionAverage ? `, the player's own session result (Law 12C2c, NBF 3.2.9)` : '';
        lines.push(`    player ${p.player}: ${a.percent} %${own} → ${imp ? fmtImp(a.awarded) + ' IMPs' : fmtPct(a.awarded) + ' %'}`);
      }
      return lines;
    }
    lines.push(`    ${side('NS', e.artificial.ns, r.valueNS)}`);
    lines.push(`    ${side('EW', e.artificial.ew, r.valueEW)}`);
    return lines;
  }
  if (r.valueNS === undefined) {
    lines.push('  not played and not adjusted: no score for either pair');
    return lines;
  }
  lines.push(`  compared within ${group}: n = ${e.n} results, N = ${e.expected} expected`);
  if (e.weights) {
    lines.push(
      `  weighted score (Law 12C1c): ${e.weights.map((w) => `${w.weight.mul(Rational.of(100)).toFixed(2)} % × ${w.text} (${w.scoreNS})`).join(' + ')}; the others compare against each part with its weight`,
    );
  }
  if (e.datum !== undefined) lines.push(`  datum ${e.datum}: NS ${r.scoreNS ?? ''} − ${e.datum} → ${v(r.valueNS)} IMPs, EW ${v(r.valueEW)}`);
  else if (e.smallGroup === 'fixed') {
    lines.push(
      `  a group of ${e.n} where ${e.expected} were expected: the fixed values of NBF 3.2.4 (1 table 60/60, 2 tables 65/55, 3 tables 70/60/50; equal scores share)`,
    );
    lines.push(`  NS ${v(r.valueNS)}, EW ${v(r.valueEW)} of ${fmtMp(r.top)} (${fmtPct(r.percentNS)} % / ${fmtPct(r.percentEW)} %)`);
  } else if (e.smallGroup === 'lowered-top') {
    lines.push(
      `  a group of ${e.n} where ${e.expected} were expected, scored without Neuberg (NBF 3.2.4): the top lowered one point per missing table, never below 70 % of ${fmtMp(r.top)}`,
    );
    lines.push(`  NS ${v(r.valueNS)}, EW ${v(r.valueEW)} of ${fmtMp(r.top)} (${fmtPct(r.percentNS)} % / ${fmtPct(r.percentEW)} %)`);
  } else if (imp) lines.push(`  cross-IMPs against the ${e.n - 1} other results: NS ${v(r.valueNS)}, EW ${v(r.valueEW)}`);
  else if (e.factor && e.rawNS && e.rawEW) {
    const f = e.factor;
    lines.push(`  matchpoints in the group: NS ${fmtMp(e.rawNS, 2)}, EW ${fmtMp(e.rawEW, 2)} of ${2 * (e.n - 1)}`);
    // N/n as the group gave it (N = 4, n = 2: "4/2 = 2"), not only reduced
    const reduced = f.den === 1n ? `${f.num}` : `${f.num}/${f.den}`;
    const ratio = Rational.of(e.expected, e.n).eq(f) ? `${e.expected}/${e.n}` : reduced;
    lines.push(
      `  Neuberg (NBF 3.2.5): (N/n)(mp + 1) − 1 with N/n = ${ratio}${reduced === ratio ? '' : ` = ${reduced}`}: NS ${v(r.valueNS)}, EW ${v(r.valueEW)} of ${fmtMp(r.top)}`,
    );
  } else lines.push(`  matchpoints: NS ${v(r.valueNS)}, EW ${v(r.valueEW)} of ${fmtMp(r.top)} (${fmtPct(r.percentNS)} % / ${fmtPct(r.percentEW)} %)`);
  return lines;
}

/** An assigned side (Law 12C1): its score, and the results it was compared with. */
function assignedText(s: AssignedAdjustment, side: 'NS' | 'EW' | undefined): string {
  const own = side === 'EW' && s.assignedScore !== 0 ? -s.assignedScore : s.assignedScore;
  const score = side === undefined ? `NS ${s.assignedScore}` : `${own >= 0 ? '+' : ''}${own}${side === 'EW' ? `, NS ${s.assignedScore}` : ''}`;
  return `assigned ${score} (Law 12C1), compared with the board's ${s.compared} results`;
}

/** How a result reads in explain: "4S= N, NS 420", "A60/40", "+0/A60", "not played". */
function outcomeText(o: Outcome): string {
  if (o.kind === 'played') return `${tableScoreText(o.score)}, NS ${o.score.scoreNS}`;
  if (o.kind === 'artificial') return artificialText(o.ns, o.ew);
  if (o.kind === 'weighted') return 'a weighted score';
  return 'not played';
}

/** `--adjustments` kind `correction` on the board: the result each replaced (the result entered was wrong). */
function correctionsExplained(corrections: readonly Correction[], board: number): string {
  const mine = corrections.filter((c) => c.after.board === board);
  if (mine.length === 0) return '';
  const lines = mine.map((c) => {
    const at = `NS ${c.after.ns} v EW ${c.after.ew}${c.after.round !== undefined ? `, round ${c.after.round}` : ''}${c.after.table !== undefined ? `, table ${c.after.table}` : ''}`;
    return `  ${at}: corrected to ${outcomeText(c.after.outcome)}; it replaced ${outcomeText(c.before.outcome)} as entered (${c.source.file}:${c.source.line}${c.note ? `: ${c.note}` : ''})`;
  });
  return `Corrections (the result entered was wrong; the result played replaces it, not an adjusted score):\n${lines.join('\n')}\n\n`;
}
