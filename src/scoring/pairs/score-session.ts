/**
 * One session of a pairs event: every board's results compared in their groups, artificial scores awarded in a
 * second pass (they need each pair's result on its other boards, Law 12C2c), then totals per pair, ranked
 * within the session.
 *
 * @example
 * scoreSession(event, defaultPairsOptions, 'two', false).boards.length //=> 28
 */
import { Rational } from '../../model/rational.js';
import type { Direction, PairsEvent, ResultLine } from '../../model/types.js';
import { rankStandings } from '../../ranking/standings.js';
import { boardFacts } from '../board-facts.js';
import { fullTop, type MpItem } from '../matchpoints.js';
import type {
  PairsScoringOptions,
  PairStanding,
  ScoredBoard,
  ScoredLine,
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
    const fieldExpected = fieldSize + (options.neubergN === 'with-sitout' && hasSitOut(event, scope, options) ? 1 : 0);
    for (const board of [...boards.keys()].sort((a, b) => a - b)) {
      const lines = boards.get(board) as ResultLine[];
      // Without factoring, a board is scored on its own top: N is the number of real results it has.
      const expected = options.neuberg ? fieldExpected : Math.max(1, lines.filter((l) => realItem(l.outcome)).length);
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
        const values = groupValues(items, options.neuberg ? expected : items.length, options);
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
              ...(values.smallGroup ? { smallGroup: true } : {}),
              ...weightsOf(m.real.sl.line.outcome),
            },
          };
        });
      }
      boardLines.push({ board, scope, lines: slots, datums });
    }
  }

  // The pair's own result on its real boards: the session average of Law 12C2c / NBF 3.2.9.
  const own = new Map<string, { sum: Rational; max: Rational; boards: number }>();
  for (const b of boardLines) {
    for (const sl of b.lines) {
      if (!sl || sl.ns === undefined || sl.ew === undefined) continue;
      for (const k of contestantKeys(sl.line, 'NS', sl.nsKey)) addOwn(own, k, sl.ns, sl.top);
      for (const k of contestantKeys(sl.line, 'EW', sl.ewKey)) addOwn(own, k, sl.ew, sl.top);
    }
  }
  const ownValue = (key: string): Rational | undefined => {
    const o = own.get(key);
    if (!o || o.boards === 0) return undefined;
    // MP: a percentage; IMPs: IMPs per board (or per comparison, for cross-IMPs).
    return options.method === 'mp' ? o.sum.mul(HUNDRED).div(o.max) : o.sum.div(Rational.of(o.boards));
  };
  // In an individual event a side is two players with their own results: the side's is their mean.
  const sessionValue = (line: ResultLine, d: Direction, key: string): Rational | undefined => {
    const values = contestantKeys(line, d, key).map(ownValue);
    if (values.some((v) => v === undefined)) return undefined;
    return (values as Rational[]).reduce((a, v) => a.add(v), Rational.ZERO).div(Rational.of(values.length));
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
      const nsAdj = awardSide(p.line.outcome.ns, sessionValue(p.line, 'NS', nsKey), options);
      const ewAdj = awardSide(p.line.outcome.ew, sessionValue(p.line, 'EW', ewKey), options);
      const top = options.method === 'mp' ? fullTop(p.expected) : undefined;
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

export function hasSitOut(event: PairsEvent, scope: string, options: PairsScoringOptions): boolean {
  const pairs = new Set<string>();
  for (const r of event.results) {
    if (options.acrossSections || (r.section ?? '') === scope) {
      pairs.add(r.ns);
      pairs.add(r.ew);
    }
  }
  return pairs.size % 2 === 1;
}

export function addOwn(own: Map<string, { sum: Rational; max: Rational; boards: number }>, key: string, v: Rational, top?: Rational): void {
  const o = own.get(key) ?? { sum: Rational.ZERO, max: Rational.ZERO, boards: 0 };
  own.set(key, { sum: o.sum.add(v), max: o.max.add(top ?? Rational.ZERO), boards: o.boards + 1 });
}
