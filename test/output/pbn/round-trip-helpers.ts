/**
 * Shared by the PBN and USEBIO writer tests: the example club session, random small pairs events for the
 * round-trip properties, and the projections that say when two events, or two scorings, are the same.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { expect } from 'vitest';
import type { Diagnostic } from '../../../src/base/diagnostics.js';
import type { PublishedResults } from '../../../src/model/published.js';
import { comparePublished } from '../../../src/pipeline/compare/compare-published.js';
import type { ArtificialSide, Contract, Level, Outcome, PairsEvent, Participant, ResultLine, Seat, Strain } from '../../../src/model/types.js';
import { readNamesCsv } from '../../../src/parse/csv/names.js';
import { readPairsInputs } from '../../../src/parse/read-event.js';
import { boardFacts } from '../../../src/laws/board-facts.js';
import { scoreNS } from '../../../src/laws/contract-score.js';
import type { PairsMethod, ScoredPairsEvent } from '../../../src/model/scored.js';
import { defaultPairsOptions, scorePairs } from '../../../src/pipeline/score-pairs.js';

function byText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

const EXAMPLE_DIR = fileURLToPath(new URL('../../../examples/club-session/', import.meta.url));

/** examples/club-session as the `pairs` command reads it, with a title and a date. */
export function clubSession(): PairsEvent {
  const file = 'examples/club-session/travellers.csv';
  const read = readPairsInputs([{ file, bytes: readFileSync(`${EXAMPLE_DIR}travellers.csv`) }]);
  const names = readNamesCsv(readFileSync(`${EXAMPLE_DIR}names.csv`, 'utf8'), 'examples/club-session/names.csv');
  const errors = [...read.diagnostics, ...names.diagnostics].filter((d) => d.severity === 'error');
  if (errors.length > 0) throw new Error(`the example does not read cleanly: ${errors.map((d) => d.message).join('; ')}`);
  return { ...read.event, title: 'Club session', date: '2025-03-04', participants: names.participants };
}

export function scoreWith(event: PairsEvent, method: PairsMethod = 'mp'): ScoredPairsEvent {
  return scorePairs(event, { ...defaultPairsOptions, method });
}

/** What a traveller line says, without where it was read from (and without the table, when a format has none). */
export function resultsOf(event: PairsEvent, o: { table?: boolean; assigned?: boolean } = {}): unknown[] {
  return event.results
    .map((r) => ({
      board: r.board,
      section: r.section ?? null,
      ns: r.ns,
      ew: r.ew,
      round: r.round ?? null,
      ...(o.table === false ? {} : { table: r.table ?? null }),
      lead: r.lead ?? null,
      outcome: o.assigned === false && r.outcome.kind === 'played' ? { kind: 'played', score: r.outcome.score } : r.outcome,
    }))
    .sort((a, b) => byText(JSON.stringify(a), JSON.stringify(b)));
}

export function participantsOf(participants: readonly Participant[]): unknown[] {
  return participants
    .map((p) => ({ section: p.section ?? null, pair: p.pair, name: p.name ?? null, players: p.players.map((x) => ({ name: x.name, id: x.id ?? null })) }))
    .sort((a, b) => byText(`${a.section}|${a.pair}`, `${b.section}|${b.pair}`));
}

/** Places, totals and board values, exact, in a stable order. */
export function standingsOf(e: ScoredPairsEvent): unknown[] {
  return e.standings
    .map((s) => ({
      key: s.key,
      direction: s.direction,
      rank: s.rank ?? null,
      tie: s.tie,
      ranked: s.ranked,
      total: s.total.toString(),
      percentage: s.percentage?.toString() ?? null,
      score: s.score.toString(),
      boards: s.boards,
      names: s.names ?? null,
      players: s.players.map((p) => ({ name: p.name, id: p.id ?? null })),
    }))
    .sort((a, b) => byText(a.key, b.key));
}

export function boardValuesOf(e: ScoredPairsEvent): string[] {
  return e.boards
    .flatMap((b) =>
      b.lines.map(
        (l) => `${b.board}|${b.section ?? ''}|${l.nsKey}|${l.ewKey}|${l.ns?.toString()}|${l.ew?.toString()}|${l.top?.toString()}|${l.explain.datum ?? ''}`,
      ),
    )
    .sort();
}

// ---------------------------------------------------------------------------------------------------------
// Random events

/** Names that stress both formats: quotes, backslashes, markup, Nordic letters (all within ISO-8859-1). */
const WORDS = ['Kari', 'Ola', 'Sjødal', 'Græsholt', 'Åström', 'O"Neil', 'Back\\slash', '<script>', 'A&B', "D'Arcy", 'Bø', '{x}', '%p', 'Jan-Ole'];
export const nameArb = fc.array(fc.constantFrom(...WORDS), { minLength: 1, maxLength: 3 }).map((w) => w.join(' '));

const STRAINS: readonly Strain[] = ['C', 'D', 'H', 'S', 'NT'];
const SEATS: readonly Seat[] = ['N', 'E', 'S', 'W'];
const MARKS = [40, 50, 60] as const;

function side(percent: number): ArtificialSide {
  return percent === 60 ? { percent, role: 'nonOffender' } : percent === 40 ? { percent, role: 'offender' } : { percent, role: 'partly' };
}

/** An outcome for a board: played (sometimes assigned), passed out, only a score, artificial 60/50/40, not played. */
function outcomeArb(board: number): fc.Arbitrary<Outcome> {
  const vulnerability = boardFacts(board).vulnerability;
  const played = fc
    .record({
      level: fc.integer({ min: 1, max: 7 }),
      strain: fc.constantFrom(...STRAINS),
      risk: fc.constantFrom('', 'X', 'XX'),
      declarer: fc.constantFrom(...SEATS),
      tricks: fc.integer({ min: 0, max: 13 }),
      assigned: fc.integer({ min: 0, max: 5 }).map((n) => n === 0),
    })
    .map(({ level, strain, risk, declarer, tricks, assigned }): Outcome => {
      const contract = { level: level as Level, strain, risk } as Contract;
      const score = { contract, declarer, tricks, scoreNS: scoreNS(contract, declarer, tricks, vulnerability) };
      return assigned ? { kind: 'played', score, assigned: true } : { kind: 'played', score };
    });
  return fc.oneof(
    { weight: 8, arbitrary: played },
    { weight: 1, arbitrary: fc.constant<Outcome>({ kind: 'played', score: { scoreNS: 0 } }) },
    {
      weight: 1,
      arbitrary: fc
        .integer({ min: -150, max: 150 })
        .filter((n) => n !== 0)
        .map((n): Outcome => ({ kind: 'played', score: { scoreNS: n * 10 } })),
    },
    {
      weight: 2,
      arbitrary: fc.tuple(fc.constantFrom(...MARKS), fc.constantFrom(...MARKS)).map(([a, b]): Outcome => ({ kind: 'artificial', ns: side(a), ew: side(b) })),
    },
    { weight: 1, arbitrary: fc.constant<Outcome>({ kind: 'notPlayed' }) },
  );
}

const RANKS = 'AKQJT98765432';
/** A random deal as the model keeps it: `N:` and the four hands clockwise, ranks in descending order. */
const dealArb = fc.shuffledSubarray([...Array(52).keys()], { minLength: 52, maxLength: 52 }).map((cards) => {
  const hands = [0, 1, 2, 3].map((h) => {
    const mine = cards.slice(h * 13, h * 13 + 13);
    return [0, 1, 2, 3]
      .map((suit) =>
        mine
          .filter((c) => Math.floor(c / 13) === suit)
          .map((c) => c % 13)
          .sort((a, b) => a - b)
          .map((r) => RANKS[r])
          .join(''),
      )
      .join('.');
  });
  return `N:${hands.join(' ')}`;
});

export interface RandomEvent {
  readonly event: PairsEvent;
  readonly method: PairsMethod;
}

/**
 * A small Mitchell-like session: `tables` NS pairs against as many EW pairs, each board at every table, some
 * lines missing (Neuberg), some pairs sitting the other way (one winner), optionally two sections numbered
 * from 1 alike. Every board has its standard dealer and vulnerability.
 */
export const eventArb: fc.Arbitrary<RandomEvent> = fc
  .record({
    method: fc.constantFrom<PairsMethod>('mp', 'butler', 'cross-imps'),
    tables: fc.integer({ min: 2, max: 4 }),
    boards: fc.integer({ min: 1, max: 4 }),
    sections: fc.constantFrom<readonly (string | undefined)[]>([undefined], ['A'], ['A', 'B']),
    title: fc.option(nameArb, { nil: undefined }),
    date: fc.option(fc.constantFrom('2024-01-31', '2025-03-04', '1999-12-01'), { nil: undefined }),
  })
  .chain(({ method, tables, boards, sections, title, date }) => {
    const slots = sections.flatMap((section) =>
      Array.from({ length: boards }, (_, b) => Array.from({ length: tables }, (_, t) => ({ section, board: b + 1, table: t + 1 }))).flat(),
    );
    const lineArbs = slots.map((s) =>
      fc.record({
        present: fc.integer({ min: 0, max: 9 }).map((n) => n > 0),
        swap: fc.integer({ min: 0, max: 7 }).map((n) => n === 0),
        lead: fc.option(fc.constantFrom('SA', 'H7', 'DT', 'C2'), { nil: undefined }),
        outcome: outcomeArb(s.board),
      }),
    );
    const pairs = sections.flatMap((section) => Array.from({ length: tables * 2 }, (_, i) => ({ section, pair: String(i + 1) })));
    const playerArb = fc.record({ name: nameArb, id: fc.option(fc.integer({ min: 1, max: 99999 }).map(String), { nil: undefined }) });
    return fc
      .record({
        lines: fc.tuple(...lineArbs),
        players: fc.tuple(...pairs.map(() => fc.tuple(playerArb, playerArb))),
        deals: fc.tuple(...Array.from({ length: boards }, () => fc.option(dealArb, { nil: undefined }))),
      })
      .map(({ lines, players, deals }): RandomEvent => {
        const results: ResultLine[] = [];
        slots.forEach((s, i) => {
          const l = lines[i] as (typeof lines)[number];
          if (!l.present) return;
          const ns = String(s.table);
          const ew = String(tables + ((s.table - 1 + s.board) % tables) + 1);
          results.push({
            board: s.board,
            ns: l.swap ? ew : ns,
            ew: l.swap ? ns : ew,
            outcome: l.outcome,
            round: s.board,
            table: s.table,
            ...(s.section === undefined ? {} : { section: s.section }),
            ...(l.lead === undefined ? {} : { lead: l.lead }),
            source: { file: 'random.csv', line: i + 2 },
          });
        });
        const participants: Participant[] = pairs.map((p, i) => {
          const [a, b] = players[i] as (typeof players)[number];
          const list = [a, b].map((x) => (x.id === undefined ? { name: x.name } : { name: x.name, id: x.id }));
          return { pair: p.pair, players: list, name: list.map((x) => x.name).join(' - '), ...(p.section === undefined ? {} : { section: p.section }) };
        });
        const boardInfos = Array.from({ length: boards }, (_, b) => {
          const facts = boardFacts(b + 1);
          const deal = deals[b];
          return { board: b + 1, dealer: facts.dealer, vulnerability: facts.vulnerability, ...(deal === undefined ? {} : { deal }) };
        });
        return {
          method,
          event: {
            ...(title === undefined ? {} : { title }),
            ...(date === undefined ? {} : { date }),
            results,
            boards: boardInfos,
            participants,
          },
        };
      });
  });

/**
 * What a written-and-read-back event must keep: the results (as far as the format can say them), deals, title,
 * date, participants, and — scored again — the same standings and board values, which also agree with what the
 * file published.
 */
export function expectSameEventBack(
  original: RandomEvent,
  scored: ScoredPairsEvent,
  back: { event: PairsEvent; published: PublishedResults; diagnostics: readonly Diagnostic[] },
  results: { table?: boolean; assigned?: boolean } = {},
): void {
  const { event, method } = original;
  expect(back.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
  expect(resultsOf(back.event, results)).toEqual(resultsOf(event, results));
  expect(back.event.boards.map((b) => b.deal ?? null)).toEqual(
    event.boards.filter((b) => back.event.boards.some((x) => x.board === b.board)).map((b) => b.deal ?? null),
  );
  expect(back.event.title).toBe(event.title);
  expect(back.event.date).toBe(event.date);
  const listed = event.participants.filter((p) => scored.standings.some((s) => s.pair === p.pair && (s.section ?? '') === (p.section ?? '')));
  expect(participantsOf(back.event.participants)).toEqual(participantsOf(listed));
  const again = scoreWith(back.event, method);
  expect(standingsOf(again)).toEqual(standingsOf(scored));
  expect(boardValuesOf(again)).toEqual(boardValuesOf(scored));
  const cmp = comparePublished(scored, back.published, { mp: 'international' });
  expect([...cmp.lines, ...cmp.totals].filter((d) => !d.ok)).toEqual([]);
}

/** A two-winner Mitchell numbered from 1 both ways: NS 1 and EW 1 are different pairs with different names. */
export function mitchellFromOne(): PairsEvent {
  const played = (scoreNS: number) => ({ kind: 'played' as const, score: { scoreNS } });
  return {
    results: [
      { board: 1, ns: '1', ew: '1', outcome: played(100), source: { file: 'm.csv' } },
      { board: 1, ns: '2', ew: '2', outcome: played(-100), source: { file: 'm.csv' } },
    ],
    boards: [],
    participants: [
      { pair: '1', direction: 'NS', players: [{ name: 'Kari' }, { name: 'Ola' }], name: 'Kari - Ola' },
      { pair: '1', direction: 'EW', players: [{ name: 'Åse' }, { name: 'Per' }], name: 'Åse - Per' },
    ],
  };
}
