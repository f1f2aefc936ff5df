/**
 * How far a session has got, for pages published during play: a round is complete when every table the
 * movement seats in it has a result for every board it schedules there (a sit-out table has nothing to
 * enter). Without a movement only the number of results is known.
 *
 * @example
 * provisionalStatus(movement, lines) //=> { rounds: 9, complete: [1, 2, 3, 4, 5], results: 165 }
 */
import type { ResultLine } from '../model/types.js';
import type { Movement } from '../model/movement.js';
import type { PlayMark, ProvisionalStatus } from '../model/provisional.js';
import type { ScoredPairsEvent } from '../model/scored.js';

/** The options that decide the mark: `--provisional` (or `--watch`) and `--final`. */
export interface PlayMarkOptions {
  readonly provisional?: boolean | undefined;
  readonly final?: boolean | undefined;
}

export function provisionalStatus(movement: Movement | undefined, results: Iterable<ResultLine>): ProvisionalStatus {
  const entered = new Set<string>();
  let count = 0;
  for (const r of results) {
    count++;
    if (r.round !== undefined && r.table !== undefined) entered.add(`${r.section ?? ''}|${r.round}|${r.table}|${r.board}`);
  }
  if (!movement || movement.rows.length === 0) return { complete: [], results: count };
  const rounds = new Map<number, boolean>();
  for (const row of movement.rows) {
    let done = rounds.get(row.round) ?? true;
    if (row.ns !== null && row.ew !== null) {
      for (const b of row.boards) if (!entered.has(`${row.section ?? ''}|${row.round}|${row.table}|${b}`)) done = false;
    }
    rounds.set(row.round, done);
  }
  const complete = [...rounds]
    .filter(([, done]) => done)
    .map(([round]) => round)
    .sort((a, b) => a - b);
  return { rounds: rounds.size, complete, results: count };
}

/**
 * `--provisional` (and `--watch`) mark every output provisional, with the rounds complete; `--final` lifts the
 * mark once every round is complete (never before: the results are not final while boards are in play).
 */
export function playMark(scored: ScoredPairsEvent & { readonly movement?: Movement }, opts: PlayMarkOptions): PlayMark {
  if (!opts.provisional) return { provisional: false, status: { complete: [], results: 0, ...(opts.final ? { final: true } : { plain: true }) } };
  const lines: ResultLine[] = scored.boards.flatMap((b) => b.lines.map((l) => l.line));
  const status = provisionalStatus(scored.movement, lines);
  const complete = status.rounds !== undefined && status.complete.length === status.rounds;
  if (opts.final && complete) return { provisional: false, status: { ...status, final: true } };
  return { provisional: true, status: { ...status, ...(scored.options.provisional ? { onPlayed: true } : {}) } };
}

/**
 * The event as the players' pages show it: a board still in play without its hand record (deal, double-dummy
 * table, par, leads), so that no page — the board's, or a pair's counts against double dummy and par — tells
 * anything of a deal still being played. (`serve` takes the director's facts from the whole event.)
 */
export function withoutHandRecordInPlay<T extends ScoredPairsEvent>(scored: T): T {
  const inPlay = scored.options.provisional?.boardsInPlay;
  if (inPlay === undefined || inPlay.size === 0) return scored;
  const boards = scored.boards.map((b) => {
    if (b.info === undefined || !inPlay.has(`${b.section ?? ''}|${b.board}`)) return b;
    const { info: _hidden, ...rest } = b;
    return rest;
  });
  return { ...scored, boards };
}
