/**
 * One session of a pairs event: every board's results compared in their groups, artificial scores awarded in a
 * second pass (they need each pair's result on its other boards, Law 12C2c), then totals per pair, ranked
 * within the session.
 *
 * @example
 * scoreSession(event, defaultPairsOptions, 'two', false).boards.length //=> 28
 */
import { Rational } from '../../model/rational.js';
import type { ArtificialSide, Direction, PairsEvent, ResultLine } from '../../model/types.js';
import { rankStandings } from '../../ranking/standings.js';
import { boardFacts } from '../board-facts.js';
import { fullTop, type MpItem } from '../matchpoints.js';
import type {
  PairsScoringOptions,
  PairStanding,
  ScoredBoard,
  ScoredLine,
  SideAdjustment,
  Winners,
} from '../pairs-types.js';
import { artificialValue, awardSide, groupValues, HUNDRED, realItem, weightsOf, type GroupValue } from './group-values.js';
import { contestantKeys, pairKey } from './keys.js';
import { totals } from './totals.js';

interface Real {
  readonly sl: Omit<ScoredLine, 'ns' | 'ew' | 'explain'>;
  readonly item: MpItem;
}

/** One session: boards scored in their groups, pair totals without penalties, ranked within the session. */
export function scoreSession(
  event: PairsEvent,
  options: PairsScoringOptions,
  winners: Winners,
  qualify: boolean,
): { boards: ScoredBoard[]; standings: PairStanding[] } {
  const keyOf = (r: ResultLine, d: Direction): string =>
    pairKey(r.section, qualify ? d : null, d === 'NS' ? r.ns : r.ew);
  const infoByBoard = new Map(event.boards.map((b) => [b.board, b]));

  // Scopes: the results compared on a board (a section, or all sections together).
  const scopeOf = (r: ResultLine): string => (options.acrossSections ? '' : (r.section ?? ''));
  const byScopeBoard = new Map<string, Map<number, ResultLine[]>>();
  for (const r of event.results) {
    const scope = scopeOf(r);
    let boards = byScopeBoard.get(scope);
    if (!boards) byScopeBoard.set(scope, (boards = new Map()));
    let lines = boards.get(r.board);
    if (!lines) boards.set(r.board, (lines = []));
    lines.push(r);
  }

  const scoredBoards: ScoredBoard[] = [];
  // Pass 1 — real results. Artificial lines are filled in pass 2.
  const pending: { board: number; scope: string; line: ResultLine; expected: number; index: number }[] = [];
  const boardLines: { board: number; scope: string; lines: (ScoredLine | undefined)[]; datums: Map<string, number> }[] = [];

  for (const scope of [...byScopeBoard.keys()].sort()) {
    const boards = byScopeBoard.get(scope) as Map<number, ResultLine[]>;
    // NBF 3.2.5: N is the number of tables in the field; a board played fewer times is Neubergized up to it.
    const fieldSize = Math.max(...[...boards.values()].map((ls) => ls.length));
    const fieldExpected = fieldSize + (options.neubergN === 'with-sitout' && hasSitOut(event, scope, options, keyOf) ? 1 : 0);
    for (const board of [...boards.keys()].sort((a, b) => a - b)) {
      const lines = boards.get(board) as ResultLine[];
      // Without factoring, a board is scored on its own top: N is the number of real results it has.
      const expected = options.factoring !== 'own-top' ? fieldExpected : Math.max(1, lines.filter((l) => realItem(l.outcome)).length);
      const slots: (ScoredLine | undefined)[] = new Array(lines.length);
      const datums = new Map<string, number>();
      const groups = new Map<string, { index: number; real: Real }[]>();
      lines.forEach((line, index) => {
        const base = { line, nsKey: keyOf(line, 'NS'), ewKey: keyOf(line, 'EW') };
        const item = realItem(line.outcome);
        if (item) {
          const g = line.fouled ?? '';
          let list = groups.get(g);
          if (!list) groups.set(g, (list = []));
          list.push({ index, real: { sl: base, item } });
        } else pending.push({ board, scope, line, expected, index });
      });
      for (const [group, members] of [...groups.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
        const items = members.map((m) => m.real.item);
        const values = groupValues(items, options.factoring !== 'own-top' ? expected : items.length, options);
        if (values.datum !== undefined) datums.set(group, values.datum);
        members.forEach((m, i) => {
          const v = values.perItem[i] as GroupValue;
          slots[m.index] = {
            ...m.real.sl,
            ns: v.ns,
            ew: v.ew,
            ...(values.top ? { top: values.top } : {}),
            explain: {
              group,
              n: items.length,
              expected,
              ...(v.rawNS ? { rawNS: v.rawNS, rawEW: v.rawEW as Rational } : {}),
              ...(v.factor ? { factor: v.factor } : {}),
              ...(values.datum !== undefined ? { datum: values.datum } : {}),
              ...(values.smallGroup ? { smallGroup: values.smallGroup } : {}),
              ...weightsOf(m.real.sl.line.outcome),
            },
          };
        });
      }
      boardLines.push({ board, scope, lines: slots, datums });
    }
  }

  // The pair's own result on its real boards: the session average of Law 12C2c / NBF 3.2.9.
  const own = new Map<string, OwnResult>();
  for (const b of boardLines) {
    for (const sl of b.lines) {
      if (!sl || sl.ns === undefined || sl.ew === undefined) continue;
      const comparisons = Math.max(0, sl.explain.n - 1);
      for (const k of contestantKeys(sl.line, 'NS', sl.nsKey)) addOwn(own, k, sl.ns, comparisons, sl.top);
      for (const k of contestantKeys(sl.line, 'EW', sl.ewKey)) addOwn(own, k, sl.ew, comparisons, sl.top);
    }
  }
  const ownValue = (key: string): Rational | undefined => {
    const o = own.get(key);
    if (!o || o.boards === 0) return undefined;
    // MP: a percentage; IMPs: IMPs per board (or per comparison, for cross-IMPs).
    // The unit the artificial score is given in: a percentage (MP), IMPs per board (Butler), IMPs per
    // comparison (cross-IMPs, NBF 1.9.3 C).
    if (options.method === 'mp') return o.sum.mul(HUNDRED).div(o.max);
    if (options.method === 'cross-imps' && options.crossImpLines !== 'per-comparison') return o.comparisons === 0 ? undefined : o.sum.div(Rational.of(o.comparisons));
    return o.sum.div(Rational.of(o.boards));
  };

  // Pass 2 — artificial scores and boards without a result.
  for (const p of pending) {
    const target = boardLines.find((b) => b.board === p.board && b.scope === p.scope);
    if (!target) continue;
    const nsKey = keyOf(p.line, 'NS');
    const ewKey = keyOf(p.line, 'EW');
    const base = { line: p.line, nsKey, ewKey };
    const n = target.lines.filter((l) => l !== undefined && l.line.outcome.kind !== 'artificial').length;
    const explainBase = { group: p.line.fouled ?? '', n, expected: p.expected };
    if (p.line.outcome.kind === 'artificial') {
      const outcome = p.line.outcome;
      const top = options.method === 'mp' ? fullTop(p.expected) : undefined;
      if (p.line.seats) {
        // Law 12C2c per contestant: in an individual event each player of a side has its own session result,
        // so the two players of a side may get different scores. The side shows their mean.
        const players = new Map<string, Rational>();
        const adjustments: { player: string; adjustment: SideAdjustment }[] = [];
        const sideValue = (d: Direction): Rational => {
          const keys = contestantKeys(p.line, d, d === 'NS' ? nsKey : ewKey);
          const seats = p.line.seats as NonNullable<ResultLine['seats']>;
          const names = d === 'NS' ? [seats.N, seats.S] : [seats.E, seats.W];
          let sum = Rational.ZERO;
          keys.forEach((k, i) => {
            const adjustment = awardSide(d === 'NS' ? outcome.ns : outcome.ew, ownValue(k), options);
            const value = artificialValue(adjustment, p.expected, options);
            players.set(k, value);
            adjustments.push({ player: names[i] as string, adjustment });
            sum = sum.add(value);
          });
          return sum.div(Rational.of(keys.length));
        };
        const ns = sideValue('NS');
        const ew = sideValue('EW');
        const plain = (side: ArtificialSide): SideAdjustment => ({ percent: side.percent, awarded: Rational.of(side.percent) });
        target.lines[p.index] = {
          ...base,
          ns,
          ew,
          players,
          ...(top ? { top } : {}),
          explain: { ...explainBase, artificial: { ns: plain(outcome.ns), ew: plain(outcome.ew) }, players: adjustments },
        };
        continue;
      }
      const nsAdj = awardSide(outcome.ns, ownValue(nsKey), options);
      const ewAdj = awardSide(outcome.ew, ownValue(ewKey), options);
      target.lines[p.index] = {
        ...base,
        ns: artificialValue(nsAdj, p.expected, options),
        ew: artificialValue(ewAdj, p.expected, options),
        ...(top ? { top } : {}),
        explain: { ...explainBase, artificial: { ns: nsAdj, ew: ewAdj } },
      };
    } else {
      target.lines[p.index] = { ...base, explain: explainBase };
    }
  }

  for (const b of boardLines) {
    const facts = boardFacts(b.board);
    const info = infoByBoard.get(b.board);
    scoredBoards.push({
      board: b.board,
      dealer: info?.dealer ?? facts.dealer,
      vulnerability: info?.vulnerability ?? facts.vulnerability,
      ...(info ? { info } : {}),
      ...(b.scope !== '' ? { section: b.scope } : {}),
      lines: b.lines.filter((l): l is ScoredLine => l !== undefined),
      datums: b.datums,
    });
  }
  scoredBoards.sort((a, b) => a.board - b.board || ((a.section ?? '') < (b.section ?? '') ? -1 : 1));
  const standings = totals(scoredBoards, event.participants, winners, qualify, options, []);
  return { boards: scoredBoards, standings: rankStandings(standings, options.tiebreak) };
}

/**
 * NBF 3.2.5: a half table — an odd number of pairs in the field, counted as the scorer identifies them (NS 1
 * and EW 1 are two pairs in a Mitchell numbered from 1; each section's pairs are its own).
 */
export function hasSitOut(
  event: PairsEvent,
  scope: string,
  options: PairsScoringOptions,
  keyOf: (r: ResultLine, d: Direction) => string,
): boolean {
  const pairs = new Set<string>();
  for (const r of event.results) {
    if (options.acrossSections || (r.section ?? '') === scope) {
      pairs.add(keyOf(r, 'NS'));
      pairs.add(keyOf(r, 'EW'));
    }
  }
  return pairs.size % 2 === 1;
}

interface OwnResult {
  readonly sum: Rational;
  readonly max: Rational;
  readonly boards: number;
  readonly comparisons: number;
}

export function addOwn(own: Map<string, OwnResult>, key: string, v: Rational, comparisons: number, top?: Rational): void {
  const o = own.get(key) ?? { sum: Rational.ZERO, max: Rational.ZERO, boards: 0, comparisons: 0 };
  own.set(key, { sum: o.sum.add(v), max: o.max.add(top ?? Rational.ZERO), boards: o.boards + 1, comparisons: o.comparisons + comparisons });
}
