/**
 * Ruter's procedural penalties (Law 90, NBF Appendix I) in a PBN file, as penalty records:
 * - a `"Pen"` row among a board's ScoreTable rows (`1 3 5 12 - - - - "Pen" "Pen" 0 -8`): Score_NS and
 *   Score_EW are "Pen" and the MP columns (IMP columns in an IMP event) give each side's penalty as the file
 *   writes it, −8 taking 8 matchpoints away and +3 a compensation. The row is not a result; each side with a
 *   nonzero amount becomes a record for its pair, direction, board and round, the deduction positive;
 * - the TotalScoreTable's `ScorePenalty`, each pair's total as published (same sign): where the file has no Pen
 *   row for the pair, a nonzero ScorePenalty is the pair's penalty (a session-level record); where both exist
 *   and disagree, a warning names the pair and both numbers, and the rows are applied.
 * A ScorePenalty over several sessions (cumulative totals) is not applied, with a warning: it may hold the
 * earlier sessions' penalties. Amounts stay in the file's matchpoints; a file on the 1/½/0 scale (Scoring
 * `MP2`) has them doubled to the 2/1/0 scale the scorer works in.
 *
 * @example
 * penaltyRow(row, ctx) //=> [{ pair: '12', direction: 'EW', board: 1, round: 1, amount: { kind: 'points', value: 8 }, note: 'Pen row', … }]
 */
import { Rational } from '../../base/rational.js';
import { found, type DiagnosticBag } from '../../base/diagnostics.js';
import type { PenaltyRecord } from '../../model/scored.js';
import type { Direction } from '../../model/types.js';
import { cellValue, decimalCell, type TableRow } from './table.js';

/** The category the records carry: the file's own word for them (its marker is shown in any language). */
export const PENALTY_CATEGORY = 'Pen';

export interface PenaltyRowContext {
  readonly bag: DiagnosticBag;
  readonly file: string;
  readonly board: number;
  readonly section?: string;
  /** the traveller names the four players (an individual event) */
  readonly individual: boolean;
}

/** A pair's ScorePenalty as published, with the row it is on. */
export interface ScorePenalty {
  readonly pair: string;
  readonly section?: string;
  readonly direction?: Direction;
  /** as written: −8 takes 8 away */
  readonly value: Rational;
  readonly line: number;
}

/** Score_NS or Score_EW "Pen" (the other "Pen" or empty): a penalty row, not a result. */
export function isPenaltyRow(nsText: string | undefined, ewText: string | undefined): boolean {
  const pen = (t: string | undefined) => t !== undefined && t.trim().toLowerCase() === 'pen';
  return (pen(nsText) || pen(ewText)) && (pen(nsText) || nsText === undefined) && (pen(ewText) || ewText === undefined);
}

/** A Pen row → a record per side with a nonzero amount (the deduction positive, the file's sign turned). */
export function penaltyRow(row: TableRow, ctx: PenaltyRowContext): PenaltyRecord[] {
  const { bag, board } = ctx;
  if (ctx.individual) {
    bag.warn('pbn-penalty-row', `board ${board}: a "Pen" row of an individual traveller is not applied (give it in --penalties)`, row.line, 'Score_NS');
    return [];
  }
  const unit = row.get('MP_NS') !== undefined || row.get('MP_EW') !== undefined ? 'MP' : 'IMP';
  const roundText = cellValue(row.get('Round'));
  const round = roundText !== undefined && /^\d{1,9}$/.test(roundText) ? Number(roundText) : undefined;
  const section = cellValue(row.get('Section')) ?? ctx.section;
  const out: PenaltyRecord[] = [];
  for (const d of ['NS', 'EW'] as const) {
    const column = `${unit}_${d}`;
    const text = cellValue(row.get(column));
    if (text === undefined) continue;
    const value = decimalCell(row, column);
    if (value === undefined) {
      bag.warn(
        'pbn-penalty-row',
        `board ${board}: ${found(text)} is not a penalty (expected matchpoints such as -8 or 3); it is not applied`,
        row.line,
        column,
      );
      continue;
    }
    if (value.isZero()) continue;
    const pair = cellValue(row.get(`PairId_${d}`)) ?? cellValue(row.get(`Names_${d}`));
    if (pair === undefined) {
      bag.warn('pbn-penalty-row', `board ${board}: a "Pen" row gives ${text} to ${d}, but names no ${d} pair; it is not applied`, row.line, `PairId_${d}`);
      continue;
    }
    out.push({
      pair,
      ...(section === undefined ? {} : { section }),
      direction: d,
      ...(round === undefined ? {} : { round }),
      board,
      category: PENALTY_CATEGORY,
      amount: { kind: 'points', value: value.neg() },
      note: 'Pen row',
      source: { file: ctx.file, line: row.line },
    });
  }
  return out;
}

/**
 * The file's penalties: its Pen rows, and each ScorePenalty of a pair without one (a session-level record);
 * a ScorePenalty that disagrees with the pair's rows is warned about. `shared` says where NS and EW pairs share
 * numbers (the direction then tells them apart); `scale` turns the file's matchpoints into ours.
 */
export function filePenalties(
  rows: readonly PenaltyRecord[],
  published: readonly ScorePenalty[],
  ctx: {
    readonly bag: DiagnosticBag;
    readonly file: string;
    readonly scale: number;
    /** the totals are over this and earlier sessions (META BoardCount above BoardCountSession) */
    readonly cumulative: boolean;
    readonly shared: (section: string | undefined, pair: string) => boolean;
    /** the one section a pair played in, for a ranking without a Section column */
    readonly sectionOf: (pair: string) => string | undefined;
  },
): PenaltyRecord[] {
  // A pair's rows summed, by section, and over every section for a ranking without a Section column.
  const key = (section: string | undefined, pair: string, direction: Direction | undefined) =>
    `${section ?? '\u0001'}\u0000${pair}\u0000${ctx.shared(section, pair) ? (direction ?? '') : ''}`;
  const fromRows = new Map<string, Rational>();
  for (const r of rows) {
    for (const k of new Set([key(r.section, r.pair, r.direction), key(undefined, r.pair, r.direction)])) {
      fromRows.set(k, (fromRows.get(k) ?? Rational.ZERO).add(penaltyPoints(r)));
    }
  }
  const scale = Rational.of(ctx.scale);
  const out = rows.map((r) => (ctx.scale === 1 ? r : { ...r, amount: { kind: 'points' as const, value: penaltyPoints(r).mul(scale) } }));
  for (const p of published) {
    if (ctx.cumulative) {
      // over the sessions so far: the earlier sessions' penalties may be in it, so it says nothing of this one
      if (!p.value.isZero() && !fromRows.has(key(p.section, p.pair, p.direction))) {
        ctx.bag.warn(
          'pbn-score-penalty',
          `pair ${p.pair}${p.section === undefined ? '' : ` (section ${p.section})`}: the ScorePenalty ${decimal(p.value)} is over the sessions so far (the totals are cumulative) and is not applied; give this session's in --penalties`,
          p.line,
          'ScorePenalty',
        );
      }
      continue;
    }
    const deduction = fromRows.get(key(p.section, p.pair, p.direction));
    if (deduction !== undefined) {
      if (!deduction.neg().eq(p.value)) {
        ctx.bag.warn(
          'pbn-score-penalty',
          `pair ${p.pair}${p.section === undefined ? '' : ` (section ${p.section})`}: the "Pen" rows give ${decimal(deduction.neg())}, the ScorePenalty ${decimal(p.value)}; the rows are applied`,
          p.line,
          'ScorePenalty',
        );
      }
      continue;
    }
    if (p.value.isZero()) continue;
    const section = p.section ?? ctx.sectionOf(p.pair);
    out.push({
      pair: p.pair,
      ...(section === undefined ? {} : { section }),
      ...(p.direction !== undefined && ctx.shared(p.section, p.pair) ? { direction: p.direction } : {}),
      category: PENALTY_CATEGORY,
      amount: { kind: 'points', value: p.value.neg().mul(scale) },
      note: 'ScorePenalty',
      source: { file: ctx.file, line: p.line },
    });
  }
  return out;
}

function penaltyPoints(r: PenaltyRecord): Rational {
  return r.amount?.kind === 'points' ? r.amount.value : Rational.ZERO;
}

/** A decimal the file wrote, as it wrote it ("-8", "2.5"). */
function decimal(v: Rational): string {
  let k = 0;
  while (k < 6 && !v.mul(Rational.of(10 ** k)).isInteger()) k++;
  return v.toFixed(k);
}
