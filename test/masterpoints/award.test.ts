// Table-driven tests of the scales from their published rules (EBU Handbook 4.1, ABF Manual 3.1.1 and 4.2),
// refusals where the rules are missing, and properties: awards never increase as the place worsens, ties
// share the sum, the total is bounded by the scale's.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { abfGreen, acblClub, awardMasterpoints, ebuLocal, formatAward, nbfClub, placeTotal } from '../../src/scoring/masterpoints/index.js';
import type { MasterpointField, MasterpointScale, Placed } from '../../src/scoring/masterpoints/index.js';

function oneField(n: number, extra: Partial<MasterpointField> = {}, ranking?: Placed[]): MasterpointField {
  const r = ranking ?? Array.from({ length: n }, (_, i) => ({ id: `p${i + 1}`, place: i + 1 }));
  return { kind: 'pairs', winners: 'one', boards: 24, sections: [{ id: 'A', entrants: n }], fields: [{ id: 'all', sections: ['A'], ranking: r }], ...extra };
}

function awardsOf(scale: MasterpointScale, field: MasterpointField): number[] {
  const r = awardMasterpoints(scale, field);
  if (!r.ok) throw new Error(r.message);
  return r.awards.map((a) => a.award);
}

describe('EBU local points (club scale)', () => {
  it.each([
    [13, [24, 18, 12, 6]], // 6 full tables: 4 awards
    [17, [36, 30, 24, 18, 12, 6]], // 8 full tables: 16 / 3 → 6
    [19, [36, 30, 24, 18, 12, 6]], // 9 full tables
    [35, [72, 66, 60, 54, 48, 42, 36, 30, 24, 18, 12, 6]], // 17 full tables: 34 / 3 → 12
    [38, [78, 72, 66, 60, 54, 48, 42, 36, 30, 24, 18, 12, 6]], // "19 tables 13 awards if 1/3"
  ])('%i pairs, one winner', (n, expected) => {
    expect(awardsOf(ebuLocal, oneField(n)).filter((a) => a > 0)).toEqual(expected);
  });
  it('two winners: 10 a place per direction', () => {
    const ranking = (d: string) => Array.from({ length: 11 }, (_, i) => ({ id: `${d}${i + 1}`, place: i + 1 }));
    const field: MasterpointField = {
      kind: 'pairs',
      winners: 'two',
      boards: 28,
      sections: [{ id: 'A', entrants: 22 }],
      fields: [
        { id: 'NS', sections: ['A'], ranking: ranking('n') },
        { id: 'EW', sections: ['A'], ranking: ranking('e') },
      ],
    };
    expect(awardsOf(ebuLocal, field).filter((a) => a > 0)).toEqual([40, 30, 20, 10, 40, 30, 20, 10]);
  });
  it('individual: decrements of 3, at least 6 (6 tables, 24 players)', () => {
    const f = oneField(24, { kind: 'individual' });
    expect(awardsOf(ebuLocal, f).filter((a) => a > 0)).toEqual([24, 21, 18, 15, 12, 9, 6, 6]);
  });
  it('a tie shares the sum, rounded up', () => {
    const ranking = [
      { id: 'a', place: 1 },
      { id: 'b', place: 2 },
      { id: 'c', place: 2 },
      { id: 'd', place: 2 },
      { id: 'e', place: 5 },
      { id: 'f', place: 6 },
    ];
    // 8 full tables: 36 30 24 18 12 6 → 2= shares 30 + 24 + 18 = 72 → 24 each
    expect(awardsOf(ebuLocal, oneField(16, {}, [...ranking, ...Array.from({ length: 10 }, (_, i) => ({ id: `z${i}`, place: 7 + i }))])).slice(0, 6)).toEqual([
      36, 24, 24, 24, 12, 6,
    ]);
    // 4 full tables: 18 12 6; 1= of two shares 18 + 12 → 15 each
    const r2 = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'].map((id, i) => ({ id, place: i < 2 ? 1 : i + 1 }));
    expect(awardsOf(ebuLocal, oneField(8, {}, r2))).toEqual([15, 15, 6, 0, 0, 0, 0, 0]);
    // 9 full tables: 36 30 24 18 12 6; 5= of four shares 12 + 6 → 4.5, rounded up to 5, raised to the minimum 6
    const r3 = Array.from({ length: 18 }, (_, i) => ({ id: `p${String(i).padStart(2, '0')}`, place: i >= 4 && i < 8 ? 5 : i + 1 }));
    expect(awardsOf(ebuLocal, oneField(18, {}, r3)).slice(0, 9)).toEqual([36, 30, 24, 18, 6, 6, 6, 6, 0]);
    // 4 full tables: 18 12 6; 3= of two shares 6 + 0 → 3, raised to 6 (ScoreBridge 10.25 publishes 6 each)
    const r4 = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'].map((id, i) => ({ id, place: i === 3 ? 3 : i + 1 }));
    expect(awardsOf(ebuLocal, oneField(8, {}, r4))).toEqual([18, 12, 6, 6, 0, 0, 0, 0]);
  });
  it.each([
    [10, [40, 30, 20, 10]], // TeamsScorer's multiple-teams example: 10 teams, 4 awards
    [7, [30, 20, 10]], // 7 / 3 → 3
    [16, [60, 50, 40, 30, 20, 10]], // 16 / 3 → 6
  ])('%i teams: one field of teams, 10 a place to the top third', (n, expected) => {
    expect(awardsOf(ebuLocal, oneField(n, { kind: 'teams' })).filter((a) => a > 0)).toEqual(expected);
  });
  it('teams: a tie shares the sum of its places; two winners are no teams field', () => {
    const ranking = Array.from({ length: 10 }, (_, i) => ({ id: `t${String(i).padStart(2, '0')}`, place: i === 2 ? 2 : i + 1 }));
    expect(awardsOf(ebuLocal, oneField(10, { kind: 'teams' }, ranking)).slice(0, 4)).toEqual([40, 25, 25, 10]);
    expect(awardMasterpoints(ebuLocal, oneField(10, { kind: 'teams', winners: 'two' })).ok).toBe(false);
  });
  it('refuses what the public scale does not say: short sessions, handicap, short teams sessions', () => {
    for (const f of [oneField(16, { boards: 12 }), oneField(16, { handicap: true }), oneField(10, { kind: 'teams', boards: 16 })]) {
      const r = awardMasterpoints(ebuLocal, f);
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.missing.length).toBeGreaterThan(0);
    }
  });
  it('shows local points as whole numbers', () => expect(formatAward(ebuLocal, 36)).toBe('36'));
});

describe('ABF session awards', () => {
  const g = { gradeWeight: 150 };
  it.each([
    // Howell (one winner): 0.04 W T; 8 pairs = 4 tables
    [8, [24, 17, 12, 8]],
    [9, [30, 21, 15, 10]], // 4.5 tables → 5; top half of 9 rounded down: 4
    [12, [36, 25, 18, 12, 9, 7]],
  ])('%i pairs Howell, W = 1.5', (n, expected) => {
    expect(awardsOf(abfGreen, oneField(n, g)).filter((a) => a > 0)).toEqual(expected);
  });
  it('Mitchell (two winners): 0.02 W T for each direction; 21 tables W 1.5', () => {
    const ranking = (d: string) => Array.from({ length: 21 }, (_, i) => ({ id: `${d}${i + 1}`, place: i + 1 }));
    const field: MasterpointField = {
      kind: 'pairs',
      winners: 'two',
      boards: 27,
      gradeWeight: 150,
      sections: [{ id: 'A', entrants: 42 }],
      fields: [
        { id: 'NS', sections: ['A'], ranking: ranking('n') },
        { id: 'EW', sections: ['A'], ranking: ranking('e') },
      ],
    };
    expect(awardsOf(abfGreen, field).slice(0, 11)).toEqual([63, 44, 32, 21, 16, 13, 11, 9, 8, 7, 0]);
  });
  it('Butler played as matches of 5+ boards: the top third, rounded up', () => {
    expect(awardsOf(abfGreen, oneField(8, { ...g, matches: true })).filter((a) => a > 0)).toEqual([24, 17, 12]);
  });
  it('red (W 2.5): 12 pairs Howell', () => {
    expect(awardsOf(abfGreen, oneField(12, { gradeWeight: 250 })).filter((a) => a > 0)).toEqual([60, 42, 30, 20, 15, 12]);
  });
  it('ties: the sum of the rounded awards, half up', () => {
    const r = [
      { id: 'a', place: 1 },
      { id: 'b', place: 2 },
      { id: 'c', place: 3 },
      { id: 'd', place: 3 },
      { id: 'e', place: 5 },
      { id: 'f', place: 6 },
      { id: 'g', place: 7 },
    ];
    // 7 pairs Mitchell-like one field of 7 tables? one winner, 7 pairs → 4 tables: 24, 17, 12 (3 places) → 3= 12 + 0 → 6
    expect(awardsOf(abfGreen, oneField(7, g, r))).toEqual([24, 17, 6, 6, 0, 0, 0]);
  });
  it('refuses without a grade weight, above the linear range, under 24 boards', () => {
    expect(awardMasterpoints(abfGreen, oneField(8)).ok).toBe(false);
    expect(awardMasterpoints(abfGreen, oneField(32, g)).ok).toBe(false); // 16 tables > 15 (Howell)
    expect(awardMasterpoints(abfGreen, oneField(8, { ...g, boards: 21 })).ok).toBe(false);
    expect(awardMasterpoints(abfGreen, oneField(8, { ...g, boards: 21, gradeF: true })).ok).toBe(true);
  });
  it("refuses teams, naming what 4.2 leaves open: the winners' award of a teams session", () => {
    const r = awardMasterpoints(abfGreen, oneField(10, { ...g, kind: 'teams', matches: true }));
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.missing.join(' ')).toMatch(/winners' award of a teams session/);
  });
  it('shows hundredths as masterpoints', () => {
    expect(formatAward(abfGreen, 63)).toBe('0.63');
    expect(formatAward(abfGreen, 7)).toBe('0.07');
    expect(formatAward(abfGreen, 123)).toBe('1.23');
  });
});

describe('incomplete scales refuse, naming what is missing', () => {
  it.each([acblClub, nbfClub])('$id', (scale) => {
    const r = awardMasterpoints(scale, oneField(16, { gradeWeight: 150 }));
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.missing).toEqual(scale.missing);
      expect(r.message).toContain(scale.missing[0] ?? '');
    }
  });
});

describe('every value has a source', () => {
  it.each([ebuLocal, abfGreen, acblClub, nbfClub])('$id', (scale) => {
    expect(scale.source.length).toBeGreaterThan(10);
    const values = scale.rules.kind === 'incomplete' ? scale.rules.known : Object.values(scale.rules).filter((v) => typeof v === 'object');
    for (const v of values) expect((v as { source: string }).source.length).toBeGreaterThan(10);
  });
});

/** A random ranking of n with ties: sorted random scores, equal scores share the first place. */
const rankingArb = fc.array(fc.integer({ min: 0, max: 6 }), { minLength: 8, maxLength: 40 }).map((scores) => {
  const sorted = [...scores].sort((a, b) => b - a);
  return sorted.map((s, i) => ({ id: `p${String(i).padStart(2, '0')}`, place: sorted.indexOf(s) + 1 }));
});

describe('properties', () => {
  for (const [scale, extra] of [
    [ebuLocal, {}],
    [abfGreen, { gradeWeight: 150 }],
  ] as const) {
    it(`${scale.id}: never more for a worse place; ties share the sum; total bounded`, () => {
      fc.assert(
        fc.property(rankingArb, (ranking) => {
          const field = oneField(ranking.length, extra, ranking);
          const r = awardMasterpoints(scale, field);
          if (!r.ok) return true; // e.g. above the ABF linear range
          const byPlace = [...r.awards].sort((a, b) => a.place - b.place);
          for (let i = 1; i < byPlace.length; i++) expect(byPlace[i]!.award).toBeLessThanOrEqual(byPlace[i - 1]!.award);
          const untied = awardMasterpoints(scale, oneField(ranking.length, extra));
          if (!untied.ok) throw new Error('untied refused');
          const place = untied.awards.map((a) => a.award);
          // EBU: a share under the minimum award is raised to it
          const minimum = scale.rules.kind === 'ebu-local' ? scale.rules.minimumAward.value : 0;
          for (const a of r.awards) {
            const sum = place.slice(a.place - 1, a.place - 1 + a.tied).reduce((x, y) => x + y, 0);
            if (a.award === minimum && a.award * a.tied >= sum) continue;
            expect(Math.abs(a.award * a.tied - sum)).toBeLessThan(a.tied); // the share, rounded
          }
          const total = r.awards.reduce((x, a) => x + a.award, 0);
          const bound = placeTotal(scale, field, field.fields[0]!) ?? 0;
          expect(total).toBeLessThanOrEqual(bound + Math.max(1, minimum) * ranking.length);
          return true;
        }),
        { seed: 20240601, numRuns: 300 },
      );
    });
  }
});
