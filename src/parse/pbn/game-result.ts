/**
 * PBN 2.1 §3.4.13–15 and §4 (supplemental tags): a game that is itself one table result, as in team-match
 * files and converted BBO/KOPS pages. `Contract`, `Declarer` and `Result` give the result; `Score`,
 * `ScoreMP`, `ScoreIMP`, `ScorePercentage` use the five forms `"<n>"` (declarer's side), `"NS <n>"`,
 * `"EW <n>"`, `"NS <n> EW <m>"`, `"EW <m> NS <n>"`. The pairs come from `PairNS`/`PairEW`, or from
 * `HomeTeam`/`VisitTeam` with `Room` (open room: home team sits North-South), or from the players' names.
 *
 * @example
 * // [Board "1"] [Contract "4H"] [Declarer "N"] [Result "10"] [Score "NS 420"] [PairNS "3"] [PairEW "7"]
 * readGameResult(game, ctx).line?.outcome //=> { kind: 'played', score: { …, scoreNS: 420 } }
 */
import { Rational } from '../../base/rational.js';
import type { ResultLine, Seat, Vulnerability } from '../../model/types.js';
import { found, type DiagnosticBag } from '../../base/diagnostics.js';
import { isPassedOutText, MAX_SCORE_DIGITS, parseSeat, parseWholeNumber, SCORE_EXPECTED } from '../../laws/notation.js';
import type { PublishedLine } from '../../model/published.js';
import type { PbnGame } from './games.js';
import { playedOutcome } from './outcome.js';

export interface GameResultContext {
  readonly bag: DiagnosticBag;
  readonly file: string;
  readonly board: number;
  readonly vulnerability: Vulnerability;
}

export interface GameResult {
  readonly line?: ResultLine;
  readonly published?: PublishedLine;
}

interface SideValues {
  readonly declarerSide?: string;
  readonly ns?: string;
  readonly ew?: string;
}

/** The five PBN forms of a per-side value; undefined when the text is none of them. */
export function parseSideValues(text: string): SideValues | undefined {
  const t = text.trim();
  if (/^\^?[+-]?\d+(?:\.\d+)?$/.test(t)) return { declarerSide: t.replace(/^\^/, '') };
  const re = /(NS|EW)\s+\^?([+-]?\d+(?:\.\d+)?)/gy;
  const out: { ns?: string; ew?: string } = {};
  let pos = 0;
  while (pos < t.length) {
    re.lastIndex = pos;
    const m = re.exec(t);
    if (!m) return undefined;
    if (m[1] === 'NS') out.ns = m[2] as string;
    else out.ew = m[2] as string;
    pos = re.lastIndex;
    while (t[pos] === ' ') pos++;
  }
  return out.ns === undefined && out.ew === undefined ? undefined : out;
}

function side(seat: Seat | undefined): 'NS' | 'EW' | undefined {
  if (seat === undefined) return undefined;
  return seat === 'N' || seat === 'S' ? 'NS' : 'EW';
}

export function readGameResult(game: PbnGame, ctx: GameResultContext): GameResult {
  const { bag, board } = ctx;
  const tag = (name: string): string | undefined => {
    const v = game.tags.get(name)?.value.trim();
    return v === undefined || v === '' || v === '?' ? undefined : v;
  };
  const contract = tag('Contract');
  const scoreText = tag('Score');
  if (contract === undefined && scoreText === undefined) return {};
  const lineNo = game.tags.get('Contract')?.line ?? game.tags.get('Score')?.line ?? game.line;

  const declarerText = tag('Declarer')?.replace(/^\^/, '');
  const declarerSeat = declarerText === undefined ? undefined : parseSeat(declarerText);
  const declarer = declarerSeat?.ok ? declarerSeat.value : undefined;
  const passedOut = contract !== undefined && isPassedOutText(contract);

  // Result: declarer's tricks, or per side.
  let result: string | undefined;
  const resultText = tag('Result');
  if (resultText !== undefined && !passedOut) {
    const sides = parseSideValues(resultText);
    const mine = side(declarer);
    if (sides?.declarerSide !== undefined) result = sides.declarerSide;
    else if (sides && mine) {
      const own = mine === 'NS' ? sides.ns : sides.ew;
      const other = mine === 'NS' ? sides.ew : sides.ns;
      result = own ?? (other === undefined ? undefined : String(13 - Number(other)));
    } else result = resultText;
  }

  // Score, from North-South's view.
  let scoreNS: number | undefined;
  if (scoreText !== undefined) {
    const sides = parseSideValues(scoreText);
    const mine = side(declarer);
    if (sides?.ns !== undefined) scoreNS = Number(sides.ns);
    else if (sides?.ew !== undefined) scoreNS = -Number(sides.ew);
    else if (sides?.declarerSide !== undefined && (mine || passedOut)) {
      scoreNS = mine === 'EW' ? -Number(sides.declarerSide) : Number(sides.declarerSide);
    } else {
      bag.warn(
        'pbn-bad-score',
        `board ${board}: [Score] ${found(scoreText)} is not a score ("NS 420", "EW 50" or declarer's "420"); ignored`,
        game.tags.get('Score')?.line,
        'Score',
      );
    }
    if (scoreNS !== undefined && (!Number.isInteger(scoreNS) || Math.abs(scoreNS) >= 10 ** MAX_SCORE_DIGITS)) {
      bag.warn(
        'pbn-bad-score',
        `board ${board}: [Score] ${found(scoreText)} is not a score (${SCORE_EXPECTED}); ignored`,
        game.tags.get('Score')?.line,
        'Score',
      );
      scoreNS = undefined;
    }
  }

  const pairs = pairsOf(tag);
  if (!pairs) {
    bag.error(
      'pbn-missing-pair',
      `board ${board}: the game has a result but no pairs (expected [PairNS] and [PairEW], [HomeTeam]/[VisitTeam] with [Room], or the players' names)`,
      lineNo,
      'PairNS',
    );
    return {};
  }
  const outcome = playedOutcome(
    {
      ...(contract === undefined ? {} : { contract }),
      ...(declarerText === undefined ? {} : { declarer: declarerText }),
      ...(result === undefined ? {} : { result }),
      ...(scoreNS === undefined ? {} : { scoreNS }),
    },
    { bag, line: lineNo, board, vulnerability: ctx.vulnerability },
  );
  const section = tag('Section');
  const round = numberTag(game, 'Round', ctx);
  const table = numberTag(game, 'Table', ctx);
  const published: PublishedLine = { board, ns: pairs.ns, ew: pairs.ew };
  if (section !== undefined) published.section = section;
  if (scoreNS !== undefined) published.scoreNS = scoreNS;
  addSides(published, tag('ScoreMP'), declarer, 'mpNS', 'mpEW');
  addSides(published, tag('ScoreIMP'), declarer, 'impNS', 'impEW');
  addSides(published, tag('ScorePercentage'), declarer, 'pctNS', 'pctEW');
  if (!outcome) return { published };
  return {
    line: {
      board,
      ns: pairs.ns,
      ew: pairs.ew,
      outcome,
      ...(round === undefined ? {} : { round }),
      ...(table === undefined ? {} : { table }),
      ...(section === undefined ? {} : { section }),
      source: { file: ctx.file, line: lineNo },
    },
    published,
  };
}

/** `[Round]` or `[Table]`, range-checked where it is read; one that is not a number is reported and not used. */
function numberTag(game: PbnGame, name: 'Round' | 'Table', ctx: GameResultContext): number | undefined {
  const tag = game.tags.get(name);
  const text = tag?.value.trim();
  if (tag === undefined || text === undefined || text === '' || text === '?' || text === '-') return undefined;
  const n = parseWholeNumber(text);
  if (n.ok) return n.value;
  ctx.bag.error('pbn-bad-number', `board ${ctx.board}: ${found(text)} is not a ${name.toLowerCase()} number (${n.expected})`, tag.line, name);
  return undefined;
}

function pairsOf(tag: (name: string) => string | undefined): { ns: string; ew: string } | undefined {
  const pairNS = tag('PairNS');
  const pairEW = tag('PairEW');
  if (pairNS !== undefined && pairEW !== undefined) return { ns: pairNS, ew: pairEW };
  const home = tag('HomeTeam');
  const visit = tag('VisitTeam');
  const room = tag('Room')?.toLowerCase();
  if (home !== undefined && visit !== undefined && (room === 'open' || room === 'closed')) {
    return room === 'open' ? { ns: home, ew: visit } : { ns: visit, ew: home };
  }
  const names = (a: string, b: string): string | undefined => {
    const x = tag(a);
    const y = tag(b);
    return x !== undefined && y !== undefined ? `${x} - ${y}` : undefined;
  };
  const ns = names('North', 'South');
  const ew = names('East', 'West');
  return ns !== undefined && ew !== undefined ? { ns, ew } : undefined;
}

function addSides(
  line: PublishedLine,
  text: string | undefined,
  declarer: Seat | undefined,
  nsKey: 'mpNS' | 'impNS' | 'pctNS',
  ewKey: 'mpEW' | 'impEW' | 'pctEW',
): void {
  if (text === undefined) return;
  const sides = parseSideValues(text);
  if (!sides) return;
  const ns = sides.ns ?? (sides.declarerSide !== undefined && side(declarer) === 'NS' ? sides.declarerSide : undefined);
  const ew = sides.ew ?? (sides.declarerSide !== undefined && side(declarer) === 'EW' ? sides.declarerSide : undefined);
  const nsValue = ns === undefined ? undefined : Rational.parseDecimal(ns);
  const ewValue = ew === undefined ? undefined : Rational.parseDecimal(ew);
  if (nsValue) line[nsKey] = nsValue;
  if (ewValue) line[ewKey] = ewValue;
}
