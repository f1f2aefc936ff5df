import { describe, expect, it } from 'vitest';
import {
  cyclicDesignImpossible,
  designProblems,
  findCyclicDesign,
  patternedDesigns,
  searchDesign,
  VERIFIED_HOWELL_4,
  type CyclicDesign,
} from '../../src/movement/cyclic-design.js';

const sizes: [number, number][] = [];
for (let t = 3; t <= 15; t++) for (let r = t; r <= 2 * t - 1; r++) sizes.push([t, r]);

describe('the verified 4-table Howell as a cyclic design', () => {
  it('meets every condition', () => {
    expect(designProblems(VERIFIED_HOWELL_4)).toEqual([]);
  });

  it('is what findCyclicDesign gives for 4 tables and 7 rounds', () => {
    expect(findCyclicDesign(4, 7)).toBe(VERIFIED_HOWELL_4);
  });
});

describe('findCyclicDesign', () => {
  it.each(sizes)('%i tables, %i rounds: a design meeting every condition, unless none can exist', (tables, rounds) => {
    const d = findCyclicDesign(tables, rounds);
    if (cyclicDesignImpossible(tables, rounds)) {
      expect(d).toBeUndefined();
      return;
    }
    expect(d).toBeDefined();
    const design = d as CyclicDesign;
    expect(designProblems(design)).toEqual([]);
    expect([design.tables, design.rounds, design.stationary.length, design.moving.length]).toEqual([tables, rounds, 2 * tables - rounds, rounds - tables]);
    // a stationary pair at table 1
    expect(design.stationary[0]).toEqual({ symbol: 0, offset: 0 });
  });

  it('finds a design for every size that is not known to be impossible', () => {
    const missing = sizes.filter(([t, r]) => !cyclicDesignImpossible(t, r) && findCyclicDesign(t, r) === undefined);
    expect(missing).toEqual([]);
  });

  it('gives the same design on every call', () => {
    expect(findCyclicDesign(9, 14)).toEqual(findCyclicDesign(9, 14));
  });

  it('gives nothing outside T ≤ R ≤ 2T − 1', () => {
    expect([findCyclicDesign(6, 5), findCyclicDesign(6, 12)]).toEqual([undefined, undefined]);
  });
});

describe('the sizes without a cyclic design', () => {
  // Exhaustive searches (no seed, no step limit): the impossibility is not taken on trust.
  it.each([
    [3, 5],
    [4, 4],
    [4, 5],
    [4, 6],
    [5, 8],
    [6, 6],
    [6, 7],
    [8, 8],
    [8, 9],
  ])('%i tables, %i rounds: none, by exhaustive search', (tables, rounds) => {
    expect(cyclicDesignImpossible(tables, rounds)).toBe(true);
    expect(searchDesign(tables, rounds)).toBe('none');
  });

  it('are exactly those the rule names, up to 8 tables', () => {
    for (let t = 3; t <= 8; t++) {
      for (let r = t; r <= 2 * t - 1; r++) {
        if (t === 8 && r > 9) continue; // the larger sizes are found by the seeded search above
        const exhaustive = searchDesign(t, r);
        expect({ t, r, none: exhaustive === 'none' }).toEqual({ t, r, none: cyclicDesignImpossible(t, r) });
      }
    }
  });
});

describe('patterned starters', () => {
  it('have no adder for 5 tables (side 9)', () => {
    expect([...patternedDesigns(5)]).toEqual([]);
  });

  it('give good complete designs for the other sizes', () => {
    for (const t of [4, 6, 7, 8, 10, 15]) {
      const first = patternedDesigns(t).next().value as CyclicDesign;
      expect(designProblems(first)).toEqual([]);
      expect(first.moving.map((c) => (c.ns + c.ew) % first.rounds)).toEqual(first.moving.map(() => 0));
    }
  });
});

describe('designProblems', () => {
  const d = VERIFIED_HOWELL_4;
  it.each([
    ['a symbol twice', { ...d, moving: [{ ns: 4, ew: 4, offset: 1 }, ...d.moving.slice(1)] }, 'symbols repeat'],
    [
      'a difference twice',
      {
        ...d,
        moving: [
          { ns: 4, ew: 3, offset: 1 },
          { ns: 1, ew: 2, offset: 2 },
          { ns: 6, ew: 5, offset: 4 },
        ],
      },
      'differences repeat',
    ],
    [
      'a position twice',
      {
        ...d,
        moving: [
          { ns: 4, ew: 3, offset: 1 },
          { ns: 1, ew: 6, offset: 1 },
          { ns: 2, ew: 5, offset: 4 },
        ],
      },
      'positions repeat',
    ],
    [
      'a column twice',
      {
        ...d,
        moving: [
          { ns: 4, ew: 3, offset: 2 },
          { ns: 1, ew: 6, offset: 1 },
          { ns: 2, ew: 5, offset: 4 },
        ],
      },
      'columns repeat',
    ],
    ['too few stationary pairs', { ...d, stationary: [] }, '0 stationary pairs, expected 1'],
  ])('reports %s', (_what, design, problem) => {
    expect(designProblems(design as CyclicDesign)).toContain(problem);
  });
});
