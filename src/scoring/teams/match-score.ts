/**
 * One team match from its boards or its totals: each side's IMPs (or board points) won and lost, seen from
 * that side, and its VP (NBF 2.8.2–2.8.3). Artificial adjusted scores are scored for each side
 * separately, so they need not balance (3 IMP to both teams, NBF 2.5.1.8): each side's VP then come from its
 * own margin. Fractional totals round to the nearest IMP, halves away from zero, before the conversion.
 *
 * @example
 * // 32 boards, 55–59 IMPs
 * matchVp(totalsFromImps(rat(55), rat(59)), 32, options).home //=> 914
 */
import { Rational } from '../../base/rational.js';
import { imps } from '../../laws/imps.js';
import { assertNever } from '../../base/assert-never.js';
import { artificialValue, boardValue } from '../../laws/board-points.js';
import type { BoardAdjustment, MatchScoreInput, TeamsEventOptions } from '../../model/teams.js';
import { roundImps, toCenti, vpForExactMargin, vpForMargin, vpTable } from '../../laws/vp-scale.js';
import { organiserVp } from '../../laws/organiser-vp-scale.js';

export interface SideTotals {
  readonly won: Rational;
  readonly lost: Rational;
}

export interface MatchTotals {
  /** in the form's units: IMPs, or board points in board-a-match and Oslo Cup */
  readonly home: SideTotals;
  readonly away: SideTotals;
  /** IMPs, for the tiebreaks; in board-a-match and Oslo Cup computed from the played boards */
  readonly imps: { readonly home: SideTotals; readonly away: SideTotals } | null;
  /** Law 78C total points for home (sum of its net scores), when boards are known */
  readonly totalPoints: number | null;
  /** boards in the match, from the board results */
  readonly boards: number | null;
}

const ZERO: SideTotals = { won: Rational.ZERO, lost: Rational.ZERO };

function addView(t: SideTotals, v: Rational): SideTotals {
  return v.sign() >= 0 ? { won: t.won.add(v), lost: t.lost } : { won: t.won, lost: t.lost.add(v.neg()) };
}

const ZERO_R = Rational.ZERO;

function adjustmentValue(adj: BoardAdjustment, options: TeamsEventOptions): Rational {
  switch (adj.kind) {
    case 'artificial':
      return artificialValue(options.form, adj.level, options.bamWin);
    case 'value':
      return adj.value;
    default:
      return assertNever(adj);
  }
}

export function totalsFromImps(home: Rational, away: Rational): MatchTotals {
  const h = { won: home, lost: away };
  const a = { won: away, lost: home };
  return { home: h, away: a, imps: { home: h, away: a }, totalPoints: null, boards: null };
}

/** The totals of a match, or null when it has no IMPs or boards (a VP-only or unplayed match). */
export function matchTotals(score: MatchScoreInput, options: TeamsEventOptions): MatchTotals | null {
  switch (score.kind) {
    case 'imps':
      return totalsFromImps(score.home, score.away);
    case 'vp':
      return score.imps ? totalsFromImps(score.imps.home, score.imps.away) : null;
    case 'none':
      return null;
    case 'boards': {
      let home = ZERO;
      let away = ZERO;
      let impHome = ZERO;
      let impAway = ZERO;
      let totalPoints = 0;
      for (const b of score.boards) {
        if (b.kind === 'played') {
          const v = boardValue(options.form, b.homeNet, options.bamWin);
          if (options.form === 'imps') {
            home = addView(home, v.home);
            away = addView(away, v.away);
          } else {
            home = { won: home.won.add(v.home), lost: home.lost.add(v.away) };
            away = { won: away.won.add(v.away), lost: away.lost.add(v.home) };
          }
          const i = Rational.of(imps(b.homeNet));
          impHome = addView(impHome, i);
          impAway = addView(impAway, i.neg());
          totalPoints += b.homeNet;
        } else if (b.kind === 'weighted') {
          // Law 12C1c: Σ wₖ × (the board's value for net result k), in whatever the form scores.
          let vh = ZERO_R;
          let va = ZERO_R;
          let i = ZERO_R;
          for (const c of b.components) {
            const v = boardValue(options.form, c.homeNet, options.bamWin);
            vh = vh.add(c.weight.mul(v.home));
            va = va.add(c.weight.mul(v.away));
            i = i.add(c.weight.mul(Rational.of(imps(c.homeNet))));
            totalPoints += c.weight.mul(Rational.of(c.homeNet)).toNumber();
          }
          if (options.form === 'imps') {
            home = addView(home, vh);
            away = addView(away, va);
          } else {
            home = { won: home.won.add(vh), lost: home.lost.add(va) };
            away = { won: away.won.add(va), lost: away.lost.add(vh) };
          }
          impHome = addView(impHome, i);
          impAway = addView(impAway, i.neg());
        } else {
          const h = adjustmentValue(b.home, options);
          const a = adjustmentValue(b.away, options);
          if (options.form === 'imps') {
            home = addView(home, h);
            away = addView(away, a);
            impHome = addView(impHome, h);
            impAway = addView(impAway, a);
          } else {
            home = { won: home.won.add(h), lost: home.lost.add(a) };
            away = { won: away.won.add(a), lost: away.lost.add(h) };
          }
        }
      }
      return { home, away, imps: { home: impHome, away: impAway }, totalPoints, boards: score.boards.length };
    }
    default:
      return assertNever(score);
  }
}

/** IMPs as published for one side (NBF 2.8.3): rounded to whole IMPs unless the exact option is chosen. */
export function publishedImps(t: SideTotals, options: TeamsEventOptions): SideTotals {
  return options.impRounding === 'nearest' ? { won: roundAwayFromMiddle(t.won, t.lost), lost: roundAwayFromMiddle(t.lost, t.won) } : t;
}

/**
 * NBF 2.8.3: a team's fractional IMP total to the nearest IMP, a half away from the middle — up for the team
 * ahead, down for the team behind, so that the margin moves away from zero (10.5 – 12 → 10 – 12).
 */
export function roundAwayFromMiddle(total: Rational, other: Rational): Rational {
  const twice = total.mul(Rational.of(2));
  if (!twice.isInteger() || total.isInteger()) return roundImps(total);
  const down = Rational.of((twice.num - 1n) / 2n);
  return total.cmp(other) < 0 ? down : down.add(Rational.ONE);
}

/**
 * One side's VP (hundredths) for its margin in an IMP match of `boards` boards: the organiser's scale where it
 * has rows for the board count, else the WBF 2013 scale; null where a file's own scale does not give the margin.
 * The margin is whole unless the exact option is chosen.
 */
export function marginVp(margin: Rational, boards: number, options: TeamsEventOptions): number | null {
  if (options.vpScale !== undefined) {
    const v = organiserVp(options.vpScale, boards, margin);
    if (v.kind === 'vp') return v.vp;
    if (v.kind === 'open') return null;
  }
  const table = vpTable(boards, options.max);
  return margin.isInteger() ? vpForMargin(table, Number(margin.num)).home : vpForExactMargin(table, margin).home;
}

/** Each side's VP (hundredths) in an IMP match of `boards` boards; each side from its own margin (null: see marginVp). */
export function matchVp(totals: MatchTotals, boards: number, options: TeamsEventOptions): { home: number; away: number } | null {
  if (options.form !== 'imps') return { home: toCenti(totals.home.won), away: toCenti(totals.away.won) };
  const side = (t: SideTotals): number | null => {
    if (options.impRounding === 'exact') return marginVp(t.won.sub(t.lost), boards, options);
    const p = publishedImps(t, options);
    return marginVp(p.won.sub(p.lost), boards, options);
  };
  const home = side(totals.home);
  const away = side(totals.away);
  return home === null || away === null ? null : { home, away };
}
