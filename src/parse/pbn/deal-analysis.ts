/**
 * What a game of a hand record says about its deal beyond the cards: the double-dummy table
 * (`OptimumResultTable`, or `DoubleDummyTricks` where BridgeComposer and BridgeWebs write the same 20 numbers)
 * and the par (`OptimumScore` with `ParContract` or Ruter's `OptimumContract`). Where the file gives the
 * table but no par, the par is computed from the table (src/scoring/par.ts); where it gives a par score
 * without contracts, the contracts are computed when the computed score agrees.
 *
 * Problems here are warnings: the analysis is shown beside the results and never changes a score, so a damaged
 * table is left out (with the line that says why) rather than stopping the session's results.
 *
 * @example
 * readDealAnalysis(game, { board: 1, dealer: 'N', vulnerability: 'None' }, bag).par?.scoreNS //=> -430
 */
import type { DoubleDummyTable, Par, ParContract, Seat, Vulnerability } from '../../model/types.js';
import { computePar, parScoreText } from '../../laws/par.js';
import { found, type DiagnosticBag } from '../../base/diagnostics.js';
import { parseDoubleDummyTricks, parseOptimumContract, parseOptimumScore, parseParContracts, sameTable } from '../../laws/double-dummy.js';
import { readOptimumResultTable } from './optimum-table.js';
import type { PbnGame } from './games.js';
import { parseTable } from './table.js';

export interface DealAnalysis {
  readonly doubleDummy?: DoubleDummyTable;
  readonly par?: Par;
}

export interface DealContext {
  readonly board: number;
  readonly dealer: Seat;
  readonly vulnerability: Vulnerability;
}

export function readDealAnalysis(game: PbnGame, ctx: DealContext, bag: DiagnosticBag): DealAnalysis {
  const doubleDummy = readTable(game, ctx, bag);
  const filePar = readFilePar(game, ctx, bag);
  const computed = doubleDummy ? computePar(doubleDummy, ctx.vulnerability, ctx.dealer) : undefined;
  let par: Par | undefined = filePar ?? computed;
  if (filePar && computed) {
    if (filePar.scoreNS !== computed.scoreNS) {
      const tag = game.tags.get('OptimumScore');
      bag.warn(
        'pbn-par-differs',
        `board ${ctx.board}: the par ${parScoreText(filePar.scoreNS)} differs from the par the double-dummy table gives (${parScoreText(computed.scoreNS)}); the file's is kept`,
        tag?.line,
        'OptimumScore',
      );
    } else if (filePar.contracts.length === 0 && computed.contracts.length > 0) {
      par = { ...filePar, contracts: computed.contracts };
    }
  }
  return { ...(doubleDummy ? { doubleDummy } : {}), ...(par ? { par } : {}) };
}

function readTable(game: PbnGame, ctx: DealContext, bag: DiagnosticBag): DoubleDummyTable | undefined {
  let fromTricks: DoubleDummyTable | undefined;
  const tricksTag = game.tags.get('DoubleDummyTricks');
  if (tricksTag && tricksTag.value.trim() !== '') {
    const t = parseDoubleDummyTricks(tricksTag.value);
    if (t.ok) fromTricks = t.value;
    else
      bag.warn(
        'pbn-bad-double-dummy',
        `board ${ctx.board}: ${found(tricksTag.value)} is not a double-dummy table (${t.expected}); it is not shown`,
        tricksTag.line,
        'DoubleDummyTricks',
      );
  }
  const tableTag = game.tags.get('OptimumResultTable');
  if (!tableTag) return fromTricks;
  const read = readOptimumResultTable(parseTable(tableTag, bag, { lenient: true, board: ctx.board }));
  if (!read.ok) {
    bag.warn(
      'pbn-bad-double-dummy',
      `board ${ctx.board}: the optimum result table cannot be read (${read.expected}); it is not shown`,
      read.line ?? tableTag.line,
      'OptimumResultTable',
    );
    return fromTricks;
  }
  if (fromTricks && !sameTable(fromTricks, read.value)) {
    bag.warn(
      'pbn-double-dummy-differs',
      `board ${ctx.board}: [DoubleDummyTricks] and the [OptimumResultTable] disagree; the table (PBN 2.1) is kept`,
      tricksTag?.line,
      'DoubleDummyTricks',
    );
  }
  return read.value;
}

function readFilePar(game: PbnGame, ctx: DealContext, bag: DiagnosticBag): Par | undefined {
  const scoreTag = game.tags.get('OptimumScore');
  const scoreText = scoreTag?.value.trim() ?? '';
  if (!scoreTag || scoreText === '' || scoreText === '?') return undefined;
  const score = parseOptimumScore(scoreText);
  if (!score.ok) {
    bag.warn(
      'pbn-bad-par',
      `board ${ctx.board}: ${found(scoreText)} is not a par score (${score.expected}); the par is computed from the double-dummy table when there is one`,
      scoreTag.line,
      'OptimumScore',
    );
    return undefined;
  }
  let contracts: ParContract[] = [];
  for (const [name, parse] of [
    ['ParContract', parseParContracts],
    ['OptimumContract', parseOptimumContract],
  ] as const) {
    const tag = game.tags.get(name);
    const text = tag?.value.trim() ?? '';
    if (!tag || text === '' || text === '?') continue;
    const c = parse(text);
    if (c.ok) {
      contracts = c.value;
      break;
    }
    bag.warn('pbn-bad-par', `board ${ctx.board}: ${found(text)} is not a par contract (${c.expected}); it is not shown`, tag.line, name);
  }
  return { scoreNS: score.value, contracts, source: 'file' };
}
