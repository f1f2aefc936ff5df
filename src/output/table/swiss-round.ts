/**
 * Writers for a Swiss round: the movement CSV that `--movement` reads (`round,table,ns,ew,boards` for pairs,
 * `round,table,home,away[,boards]` for teams; a bye is a row whose other side is 0, as in Bridgemate's
 * RoundData), a table for the director to print, and JSON. Pure: each renders to a string; colour comes from
 * the chalk instance passed in.
 *
 * @example
 * renderRoundCsv(next) //=> "round,table,home,away,boards\n2,1,3,1,9-16\n2,2,2,5,9-16\n2,3,4,0,9-16\n"
 */
import { TextTable } from '../../text/text-table.js';
import type { ChalkInstance } from 'chalk';
import { csvSafeText, csvText } from '../../text/csv.js';
import { localeFor, type Lang } from '../../i18n/index.js';
import type { Rational } from '../../base/rational.js';
import type { NextRound } from '../../model/swiss.js';

/** The bye's value is provisional while the event runs: the final one is a "best of" (NBF 2.9.2). */
const BYE_RULE = 'NBF 2.9.2, provisional';

function sideNames(kind: NextRound['kind']): [string, string] {
  return kind === 'teams' ? ['home', 'away'] : ['ns', 'ew'];
}

export function renderRoundCsv(next: NextRound): string {
  const [a, b] = sideNames(next.kind);
  const withBoards = next.kind === 'pairs' || next.boards !== undefined;
  const header = ['round', 'table', a, b, ...(withBoards ? ['boards'] : [])];
  const boards = withBoards ? [next.boards ?? ''] : [];
  const rows: string[][] = next.tables.map((t) => [String(next.round), String(t.table), csvSafeText(t.home), csvSafeText(t.away), ...boards]);
  if (next.bye !== undefined) rows.push([String(next.round), String(next.bye.table), csvSafeText(next.bye.id), '0', ...boards]);
  return csvText([header, ...rows]);
}

function label(next: NextRound, id: string): string {
  const name = next.contestants.get(id)?.name;
  return name === undefined ? id : `${id} ${name}`;
}

function score(r: Rational): string {
  return r.toFixed(2);
}

/** The round for the wall, in the language of `lang` (default English); numbers right-aligned. */
export function renderRoundTable(next: NextRound, chalk: ChalkInstance, lang?: Lang): string {
  const loc = localeFor(lang);
  const { common: c, swiss: w, teams: tm } = loc.t;
  const [a, b] = next.kind === 'teams' ? [tm.home, tm.away] : [c.ns, c.ew];
  const unit = next.kind === 'teams' ? c.vp : w.score;
  const position = new Map(next.standings.map((s) => [s.id, s]));
  const table = new TextTable({
    head: [w.table, a, w.position, unit, b, w.position, unit, w.note].map((h) => chalk.bold(h)),
    align: ['right', 'left', 'right', 'right', 'left', 'right', 'right', 'left'],
  });
  const cell = (id: string): string[] => {
    const s = position.get(id);
    return [label(next, id), s === undefined ? '' : String(s.position), s === undefined ? '' : loc.num(score(s.score))];
  };
  for (const t of next.tables) {
    const notes: string[] = [];
    if (t.previousMeetings.length > 0) notes.push(w.metIn({ rounds: t.previousMeetings.join(', ') }));
    if (t.sameClub) notes.push(w.sameClub);
    table.push([String(t.table), ...cell(t.home), ...cell(t.away), chalk.yellow(notes.join('; '))]);
  }
  if (next.bye !== undefined) {
    const again = next.bye.previousByes > 0 ? chalk.yellow(`; ${w.byeNumber({ n: next.bye.previousByes + 1 })}`) : '';
    table.push([String(next.bye.table), ...cell(next.bye.id), w.bye, '', loc.num(score(next.bye.score)), `${w.byeRule}${again}`]);
  }
  const heading = chalk.bold(w.heading({ round: next.round, of: next.rounds }));
  return `${heading} (${w.headingKind({ teams: next.kind === 'teams', boards: next.boards })})\n${table.toString()}\n`;
}

export function renderRoundJson(next: NextRound): string {
  const [a, b] = sideNames(next.kind);
  const name = (id: string): string | null => next.contestants.get(id)?.name ?? null;
  const doc = {
    schemaVersion: 1,
    kind: next.kind,
    round: next.round,
    rounds: next.rounds ?? null,
    boards: next.boards ?? null,
    tables: next.tables.map((t) => ({
      table: t.table,
      [a]: t.home,
      [`${a}Name`]: name(t.home),
      [b]: t.away,
      [`${b}Name`]: name(t.away),
      previousMeetings: t.previousMeetings,
      sameClub: t.sameClub,
    })),
    bye:
      next.bye === undefined
        ? null
        : {
            table: next.bye.table,
            id: next.bye.id,
            name: name(next.bye.id),
            score: Number(score(next.bye.score)),
            rule: BYE_RULE,
            previousByes: next.bye.previousByes,
          },
    summary: { repeats: next.repeats, sameClub: next.sameClub },
    warnings: next.notes.map((n) => ({ code: n.code, table: n.table ?? null, message: n.message })),
    standings: next.standings.map((s) => ({
      position: s.position,
      id: s.id,
      name: name(s.id),
      club: next.contestants.get(s.id)?.club ?? null,
      score: Number(score(s.score)),
      monradQuality: Number(score(s.monradQuality)),
      played: s.played,
      byes: s.byes,
      separatedBy: s.separatedBy ?? null,
    })),
  };
  return `${JSON.stringify(doc, null, 2)}\n`;
}
