import { describe, expect, it } from 'vitest';
import { rat, type Rational } from '../../src/base/rational.js';
import { pairRound, type PairingHistory, type PairRoundInput } from '../../src/pairing/pair-round.js';

function input(order: string[], history: PairingHistory[], extra: Partial<PairRoundInput> = {}): PairRoundInput {
  return {
    order,
    scores: new Map<string, Rational>(order.map((id) => [id, rat(0)])),
    history,
    clubs: new Map(),
    avoidSameClub: true,
    distance: 'score',
    ...extra,
  };
}

const pairsOf = (r: ReturnType<typeof pairRound>) => r.matches.map((m) => `${m.high}-${m.low}`);
const played = (round: number, ...pairs: string[]): PairingHistory[] =>
  pairs.map((p) => {
    const [home, away] = p.split('-') as [string, string];
    return away === 'bye' ? { round, home } : { round, home, away };
  });

describe('pairRound', () => {
  it('pairs highest against next highest when nothing stands in the way', () => {
    const r = pairRound(input(['A', 'B', 'C', 'D', 'E', 'F'], []));
    expect(pairsOf(r)).toEqual(['A-B', 'C-D', 'E-F']);
    expect(r.bye).toBeUndefined();
    expect(r.repeats).toBe(0);
  });

  it('avoids a repeat by moving down the standings', () => {
    const r = pairRound(input(['A', 'B', 'C', 'D'], played(1, 'A-B', 'C-D')));
    expect(pairsOf(r)).toEqual(['A-C', 'B-D']);
  });

  it('finds the repeat-free pairing that greedy top-down pairing misses', () => {
    // Greedy: A–D, B–C, then E–F have met. The whole round can be paired without a repeat.
    const history = [...played(1, 'A-B', 'C-D', 'E-F'), ...played(2, 'A-C', 'B-E', 'D-F')];
    const r = pairRound(input(['A', 'B', 'C', 'D', 'E', 'F'], history));
    expect(pairsOf(r)).toEqual(['A-F', 'B-C', 'D-E']);
    expect(r.repeats).toBe(0);
  });

  it('keeps clubmates apart when possible, and pairs them when not asked to', () => {
    const clubs = new Map([
      ['A', 'Bergen'],
      ['B', 'Bergen'],
    ]);
    expect(pairsOf(pairRound(input(['A', 'B', 'C', 'D'], [], { clubs })))).toEqual(['A-C', 'B-D']);
    expect(pairsOf(pairRound(input(['A', 'B', 'C', 'D'], [], { clubs, avoidSameClub: false })))).toEqual(['A-B', 'C-D']);
  });

  it('prefers a same-club match to a repeat', () => {
    const clubs = new Map([
      ['A', 'Oslo'],
      ['B', 'Oslo'],
      ['C', 'Oslo'],
      ['D', 'Oslo'],
    ]);
    const r = pairRound(input(['A', 'B', 'C', 'D'], played(1, 'A-B', 'C-D'), { clubs }));
    expect(pairsOf(r)).toEqual(['A-C', 'B-D']);
    expect(r.sameClub).toBe(2);
    expect(r.repeats).toBe(0);
  });

  it('keeps score differences small when it must leave the standings order', () => {
    // C–D have met. By positions, A–C B–D E–F is as good as A–B C–E D–F (1+4+4 = 4+4+1), but by score
    // the second is far better: C (24) is much closer to E (6) than B (31) is to D (6).
    const ids = ['A', 'B', 'C', 'D', 'E', 'F'];
    const vp = [33, 31, 24, 6, 6, 3];
    const scores = new Map(ids.map((id, i) => [id, rat(vp[i]!)]));
    const history = played(1, 'B-F', 'C-D');
    expect(pairsOf(pairRound(input(ids, history, { scores })))).toEqual(['A-B', 'C-E', 'D-F']);
    expect(pairRound(input(ids, history, { scores, distance: 'rank' })).repeats).toBe(0);
  });

  describe('the bye (NBF 2.9.2)', () => {
    it('goes to the lowest ranked contestant', () => {
      const r = pairRound(input(['A', 'B', 'C', 'D', 'E'], []));
      expect(r.bye).toBe('E');
      expect(pairsOf(r)).toEqual(['A-B', 'C-D']);
    });

    it('goes to the lowest ranked contestant that has not had one', () => {
      const r = pairRound(input(['A', 'B', 'C', 'D', 'E'], played(1, 'A-B', 'C-D', 'E-bye')));
      expect(r.bye).toBe('D');
      expect(r.byeRepeat).toBe(0);
      expect(r.byeSkipped).toBeUndefined();
    });

    it('moves up when the plain choice would force more repeats', () => {
      // A–D have all met; E joined late. A bye for E leaves only repeats.
      const history = [...played(1, 'A-B', 'C-D'), ...played(2, 'A-C', 'B-D'), ...played(3, 'A-D', 'B-C')];
      const r = pairRound(input(['A', 'B', 'C', 'D', 'E'], history));
      expect(r.bye).toBe('D');
      expect(r.byeSkipped).toBe('E');
      expect(r.repeats).toBe(1);
      expect(pairsOf(r)).toEqual(['A-B', 'C-E']);
    });

    it('is given a second time only when everyone has had one', () => {
      const history = [...played(1, 'A-B', 'C-bye'), ...played(2, 'A-C', 'B-bye'), ...played(3, 'B-C', 'A-bye')];
      const r = pairRound(input(['A', 'B', 'C'], history));
      expect(r.bye).toBe('C');
      expect(r.byeRepeat).toBe(1);
      expect(r.matches[0]!.previousMeetings).toEqual([1]);
    });
  });

  describe('edge cases', () => {
    it('pairs two contestants even if they have met', () => {
      const r = pairRound(input(['A', 'B'], played(1, 'A-B')));
      expect(pairsOf(r)).toEqual(['A-B']);
      expect(r.repeats).toBe(1);
    });

    it('counts every earlier meeting of a pair', () => {
      const r = pairRound(input(['A', 'B'], [...played(1, 'A-B'), ...played(2, 'B-A')]));
      expect(r.matches[0]!.previousMeetings).toEqual([1, 2]);
      expect(r.repeats).toBe(2);
    });

    it('gives the same pairing for the same input', () => {
      const history = [...played(1, 'A-B', 'C-D', 'E-F'), ...played(2, 'A-C', 'B-E', 'D-F')];
      const a = pairRound(input(['A', 'B', 'C', 'D', 'E', 'F'], history));
      expect(pairRound(input(['A', 'B', 'C', 'D', 'E', 'F'], history))).toEqual(a);
    });
  });
});
