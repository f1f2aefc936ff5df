import { describe, expect, it } from 'vitest';
import { rat, type Rational } from '../../src/base/rational.js';
import { scoreTeamsEvent } from '../../src/pipeline/score-teams.js';
import {
  DEFAULT_TEAMS_OPTIONS,
  type BoardComparison,
  type MatchInput,
  type PenaltyInput,
  type PenaltyType,
  type TeamsEventOptions,
} from '../../src/model/teams.js';

// VP for 16-board margins, from the WBF 2013 16-board table: 1 → 10.31, 5 → 11.48, 14 → 13.75, 25 → 15.92, 40 → 18.09.
let line = 1;
const src = (): { file: string; line: number } => ({ file: 'm.csv', line: ++line });
const imp = (round: number, home: string, away: string, h: number, a: number, boards = 16): MatchInput => ({
  round,
  home,
  away,
  boards,
  score: { kind: 'imps', home: rat(h), away: rat(a) },
  source: src(),
});
const bye = (round: number, team: string, boards = 16): MatchInput => ({ round, home: team, away: null, boards, score: { kind: 'none' }, source: src() });
const unplayed = (round: number, home: string, away: string): MatchInput => ({ round, home, away, boards: 16, score: { kind: 'none' }, source: src() });
const pen = (team: string, round: number, type: PenaltyType, extra: { amount?: Rational; minutes?: number } = {}): PenaltyInput => ({
  team,
  round,
  type,
  ...extra,
  source: { file: 'p.csv', line: ++line },
});
const score = (matches: MatchInput[], penalties: PenaltyInput[] = [], options: Partial<TeamsEventOptions> = {}) => {
  const out = scoreTeamsEvent({ teams: [], matches, penalties }, { ...DEFAULT_TEAMS_OPTIONS, ...options });
  expect(out.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
  return out.result;
};
const vpOf = (r: ReturnType<typeof score>, team: string): number | undefined => r.standings.find((s) => s.team === team)?.vp;

describe('matches and standings', () => {
  it('converts each match to VP and ranks by total', () => {
    const r = score([imp(1, 'A', 'B', 45, 20), imp(2, 'A', 'C', 30, 31), imp(3, 'B', 'C', 40, 26)]);
    expect(r.matches[0]?.home.vp).toBe(1592);
    expect(r.matches[0]?.away?.vp).toBe(408);
    expect(r.standings.map((s) => [s.rank, s.team, s.vp])).toEqual([
      [1, 'A', 1592 + 969],
      [2, 'B', 408 + 1375],
      [3, 'C', 1031 + 625],
    ]);
  });

  it('shows a VP penalty against the match and deducts it from the offender only (NBF 2.8.5)', () => {
    const r = score([imp(1, 'A', 'B', 20, 15)], [pen('A', 1, 'vp', { amount: rat(1, 2) })]);
    expect(r.matches[0]?.home.vp).toBe(1148);
    expect(r.matches[0]?.home.penalties.map((p) => p.centi)).toEqual([50]);
    expect(vpOf(r, 'A')).toBe(1098);
    expect(vpOf(r, 'B')).toBe(852);
  });

  it('charges a late start 0.2 VP a minute beyond four, at least 0.5 (NBF 2.6.3), and 3 VP for an ineligible player (2.11.4)', () => {
    const r = score([imp(1, 'A', 'B', 20, 15)], [pen('A', 1, 'late', { minutes: 9 }), pen('B', 1, 'ineligible'), pen('B', 1, 'slow', { minutes: 5 })]);
    expect(vpOf(r, 'A')).toBe(1148 - 100);
    expect(vpOf(r, 'B')).toBe(852 - 300 - 50);
  });

  it('scales VP penalties with the maximum (NBF 1.9.2)', () => {
    const r = score([imp(1, 'A', 'B', 0, 0)], [pen('A', 1, 'vp', { amount: rat(2) })], { max: 30 });
    expect(r.matches[0]?.home.vp).toBe(1500);
    expect(r.matches[0]?.home.penalties[0]?.centi).toBe(300);
  });

  it('turns an IMP penalty in a VP match into the VP it costs the offender', () => {
    // 16 boards: 19–14 is a 5-IMP win (11.48); 3 IMP less is a 2-IMP win.
    const r = score([imp(1, 'A', 'B', 19, 14)], [pen('A', 1, 'imp', { amount: rat(3) })]);
    const two = score([imp(1, 'A', 'B', 16, 14)]).matches[0]?.home.vp as number;
    expect(r.matches[0]?.home.penalties[0]?.centi).toBe(1148 - two);
    expect(vpOf(r, 'B')).toBe(852);
  });

  it('uses the scale for the boards actually played in a shortened match (NBF 2.5.1.8)', () => {
    const r = score([imp(1, 'A', 'B', 14, 0, 32)]);
    expect(r.matches[0]?.home.vp).toBe(1278);
  });

  it('rounds fractional totals to whole IMPs before the conversion, or uses the exact margin on request', () => {
    const half = (h: Rational, a: Rational): MatchInput => ({
      round: 1,
      home: 'A',
      away: 'B',
      boards: 16,
      score: { kind: 'imps', home: h, away: a },
      source: src(),
    });
    // NBF 2.8.3: halves away from the middle — 14.5 up for the team ahead, 0.5 down for the team behind: 15 – 0.
    const nearest = score([half(rat(29, 2), rat(1, 2))]);
    expect(nearest.matches[0]?.home.imps?.toString()).toBe('15');
    expect(nearest.matches[0]?.away?.imps?.toString()).toBe('0');
    expect(nearest.matches[0]?.home.vp).toBe(1397);
    const exact = score([half(rat(29, 2), rat(1, 2))], [], { impRounding: 'exact' });
    expect(exact.matches[0]?.home.vp).toBe(1375);
  });
});

describe('byes and absences', () => {
  const rr = (): MatchInput[] => [imp(1, 'A', 'B', 60, 0), bye(1, 'C'), imp(2, 'A', 'C', 60, 0), bye(2, 'B'), imp(3, 'B', 'C', 60, 0), bye(3, 'A')];

  it('gives a bye 12 VP while the event runs (NBF 2.9.2)', () => {
    const r = score(rr());
    expect(r.matches.find((m) => m.kind === 'bye' && m.home.team === 'A')?.home.vp).toBe(1200);
    expect(r.matches.find((m) => m.kind === 'bye')?.provisional).toBe(true);
  });

  it("gives a bye the team's own average when that is better, at the end (NBF 2.9.2 B)", () => {
    const r = score(rr(), [], { final: true });
    const a = r.matches.find((m) => m.kind === 'bye' && m.home.team === 'A');
    expect(a?.home.vp).toBe(2000);
    expect(a?.provisional).toBe(false);
    expect(r.matches.find((m) => m.kind === 'bye' && m.home.team === 'C')?.home.vp).toBe(1200);
  });

  it('scores a team whose opponents did not come as a bye, with the average against the absent team (2.6.4, 2.9.2 C)', () => {
    // D lost 0–60 twice: its opponents averaged 20 VP against it.
    const r = score([imp(1, 'A', 'D', 60, 0), imp(2, 'B', 'D', 60, 0), unplayed(3, 'C', 'D')], [pen('D', 3, 'noShow')], { final: true });
    const m = r.matches.find((x) => x.round === 3);
    expect(m?.kind).toBe('noShow');
    expect(m?.home.vp).toBe(2000);
    expect(m?.away?.vp).toBe(0);
    expect(m?.away?.absent).toBe('fault');
  });

  it('treats more than 30 minutes late as a no-show (NBF 2.6.4)', () => {
    const r = score([unplayed(1, 'A', 'B')], [pen('B', 1, 'late', { minutes: 31 })]);
    expect(r.matches[0]?.kind).toBe('noShow');
    expect(r.matches[0]?.home.vp).toBe(1200);
  });

  it('gives a force-majeure absence 10 VP provisionally, then the best of 8 and the averages, at most 12 (NBF 2.6.6)', () => {
    const m = [imp(1, 'A', 'C', 0, 60), imp(2, 'B', 'C', 0, 60), unplayed(3, 'A', 'B')];
    const p = [pen('A', 3, 'forceMajeure')];
    expect(score(m, p).matches.find((x) => x.round === 3)?.home.vp).toBe(1000);
    // A's own average is 0 and B's opponents averaged 20 against B: capped at 12.
    expect(score(m, p, { final: true }).matches.find((x) => x.round === 3)?.home.vp).toBe(1200);
    const weak = [imp(1, 'A', 'C', 0, 60), imp(2, 'B', 'C', 60, 0), unplayed(3, 'A', 'B')];
    expect(score(weak, p, { final: true }).matches.find((x) => x.round === 3)?.home.vp).toBe(800);
  });

  it('ranks a withdrawn team last, its later matches won by the opponents (NBF 2.11.5, 2.9.1)', () => {
    const r = score([imp(1, 'A', 'B', 0, 60), imp(1, 'C', 'D', 0, 5), unplayed(2, 'A', 'C'), unplayed(2, 'B', 'D')], [pen('B', 2, 'withdrawn')]);
    expect(r.standings.map((s) => [s.team, s.status, s.rank])).toEqual([
      ['D', 'ranked', 1],
      ['C', 'ranked', 3 - 1],
      ['A', 'ranked', 3],
      ['B', 'withdrawn', 4],
    ]);
    expect(r.matches.find((m) => m.round === 2 && m.away?.team === 'D')?.away?.vp).toBe(1200);
  });

  it('does not rank a team absent from more than half of the boards (NBF 2.9.3)', () => {
    const r = score([imp(1, 'A', 'B', 10, 0), unplayed(2, 'A', 'B'), unplayed(3, 'A', 'B')], [pen('B', 2, 'noShow'), pen('B', 3, 'noShow')]);
    const b = r.standings.find((s) => s.team === 'B');
    expect(b?.status).toBe('notRanked');
    expect(b?.rank).toBeNull();
  });
});

describe('ties', () => {
  it('shares a place "1224" style when nothing separates the teams', () => {
    const r = score([imp(1, 'A', 'B', 60, 0), imp(1, 'C', 'D', 0, 0), imp(1, 'E', 'F', 0, 0)]);
    expect(r.standings.map((s) => [s.rank, s.tie])).toEqual([
      [1, false],
      [2, true],
      [2, true],
      [2, true],
      [2, true],
      [6, false],
    ]);
  });

  it('names the criterion that decided a tie on VP', () => {
    // A: 15.92 + 4.08 + 10 = 30; C: 13.75 + 6.25 + 10 = 30. Not a round robin (3 of 5 opponents met).
    // Monrad quality A: B (24.08 − 4.08) + E (25.92 − 15.92) + C (30 − 10) = 50; C: 0 + 10 + 20 = 30.
    const r = score([
      imp(1, 'A', 'B', 25, 0),
      imp(1, 'C', 'D', 14, 0),
      imp(2, 'A', 'E', 0, 25),
      imp(2, 'C', 'F', 0, 14),
      imp(3, 'B', 'D', 60, 0),
      imp(3, 'E', 'F', 0, 0),
      imp(3, 'A', 'C', 0, 0),
    ]);
    expect(r.standings.slice(0, 2).map((s) => [s.rank, s.team, s.vp, s.monradQuality, s.tiebreak])).toEqual([
      [1, 'A', 3000, 5000, 'Monrad quality'],
      [2, 'C', 3000, 3000, 'Monrad quality'],
    ]);
  });
});

describe('knock-out matches (NBF 2.10.1)', () => {
  const ko = { knockout: true } as const;
  const boards = (...nets: number[]): MatchInput => ({
    round: 1,
    home: 'A',
    away: 'B',
    score: { kind: 'boards', boards: nets.map((n, i): BoardComparison => ({ kind: 'played', board: i + 1, homeNet: n, source: src() })) },
    source: src(),
  });

  it('is decided on IMPs', () => {
    expect(score([imp(1, 'A', 'B', 40, 41)], [], ko).matches[0]?.knockout).toMatchObject({ winner: 'B', decidedBy: 'imps' });
  });

  it('goes to total points when the IMPs are equal', () => {
    // +10 is 0 IMP: equal on IMPs, A ahead on points.
    expect(score([boards(10, 0)], [], ko).matches[0]?.knockout).toMatchObject({ winner: 'A', decidedBy: 'totalPoints', totalPoints: 10 });
  });

  it('asks for four more boards when IMPs and total points are equal', () => {
    expect(score([boards(430, -430)], [], ko).matches[0]?.knockout).toMatchObject({ winner: null, decidedBy: 'fourMoreBoards' });
  });

  it('averages unbalanced adjusted scores (Law 86B): 3 IMP to both teams cancel out', () => {
    const m: MatchInput = {
      round: 1,
      home: 'A',
      away: 'B',
      score: {
        kind: 'boards',
        boards: [
          { kind: 'played', board: 1, homeNet: 50, source: src() },
          { kind: 'adjusted', board: 2, home: { kind: 'artificial', level: 'plus' }, away: { kind: 'artificial', level: 'plus' }, source: src() },
          ...Array.from({ length: 14 }, (_, i): BoardComparison => ({ kind: 'played', board: i + 3, homeNet: 0, source: src() })),
        ],
      },
      source: src(),
    };
    expect(score([m], [], ko).matches[0]?.knockout?.margin.toString()).toBe('2');
    // In a VP match each side is scored on its own margin: A +5 IMP, B +3 IMP less the 2 it lost.
    const vp = score([m]).matches[0];
    expect(vp?.home.vp).toBe(1148);
    expect(vp?.away?.vp).toBe(1031);
  });

  it('charges late arrival in IMPs and forfeits a match with an ineligible player', () => {
    expect(score([imp(1, 'A', 'B', 42, 40)], [pen('A', 1, 'late', { minutes: 5 })], ko).matches[0]?.knockout).toMatchObject({ winner: 'B', decidedBy: 'imps' });
    expect(score([imp(1, 'A', 'B', 80, 10)], [pen('A', 1, 'ineligible')], ko).matches[0]?.knockout).toMatchObject({ winner: 'B', decidedBy: 'forfeit' });
  });
});

describe('edge cases', () => {
  const errors = (matches: MatchInput[], penalties: PenaltyInput[] = []) =>
    scoreTeamsEvent({ teams: [], matches, penalties }, DEFAULT_TEAMS_OPTIONS).diagnostics.map((d) => `${d.file}:${d.line}: ${d.message}`);

  it('reports a match listed twice and a team meeting itself', () => {
    line = 100;
    expect(errors([imp(1, 'A', 'B', 1, 0), imp(1, 'B', 'A', 1, 0), imp(2, 'C', 'C', 0, 0)])).toEqual([
      'm.csv:102: the match B – A in round 1 is listed twice (first at line 101)',
      'm.csv:103: team "C" meets itself in round 2',
    ]);
  });

  it('reports a penalty for a team with no match in that round', () => {
    line = 200;
    expect(errors([imp(1, 'A', 'B', 1, 0)], [pen('A', 2, 'vp', { amount: rat(1) }), pen('Z', 1, 'vp', { amount: rat(1) })])).toEqual([
      'p.csv:203: team "Z" is not a team of the event (expected one of A, B)',
      'p.csv:202: team "A" has no match in round 2',
    ]);
  });
});
