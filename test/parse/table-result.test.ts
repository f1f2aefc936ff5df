import { describe, expect, it } from 'vitest';
import { rat } from '../../src/base/rational.js';
import {
  artificialText,
  isArtificialText,
  isNotPlayedText,
  isWeightedText,
  parseArtificial,
  parseAssignedArtificial,
  parseCompactResult,
  parseWeighted,
  played,
  tableScoreText,
} from '../../src/laws/table-result.js';

const plus = { percent: 60, role: 'nonOffender' } as const;
const avg = { percent: 50, role: 'partly' } as const;
const minus = { percent: 40, role: 'offender' } as const;

describe('parseArtificial (Law 12C2)', () => {
  it.each([
    ['A60/40', plus, minus],
    ['A40/60', minus, plus],
    ['A+/A-', plus, minus],
    ['A-/A+', minus, plus],
    ['A+', plus, minus],
    ['A-', minus, plus],
    ['A', avg, avg],
    ['A=', avg, avg],
    ['A50', avg, avg],
    ['A50/50', avg, avg],
    ['A60/60', plus, plus],
    ['A40/40', minus, minus],
    ['a60/40', plus, minus],
    ['A60/40%', plus, minus],
    ['AVG+', plus, minus],
    ['A 60 / 40', plus, minus],
  ])('reads %j', (text, ns, ew) => {
    expect(parseArtificial(text)).toEqual({ ok: true, value: { ns, ew } });
  });

  it('reads other percentages, with a role only at 60 % and above or 40 % and below', () => {
    expect(parseArtificial('A55/45')).toEqual({
      ok: true,
      value: { ns: { percent: 55, role: 'partly' }, ew: { percent: 45, role: 'partly' } },
    });
    expect(parseArtificial('A70/30')).toEqual({
      ok: true,
      value: { ns: { percent: 70, role: 'nonOffender' }, ew: { percent: 30, role: 'offender' } },
    });
  });

  it.each(['A101/40', 'A60/40/50', 'AX', 'B60/40', 'A+/B'])('rejects %j', (text) => {
    expect(parseArtificial(text).ok).toBe(false);
  });

  it.each([
    ['A60/40', true],
    ['A+', true],
    ['AVG', true],
    ['4S', false],
    ['PASS', false],
  ])('tells whether %j looks like an artificial score: %s', (text, expected) => {
    expect(isArtificialText(text)).toBe(expected);
  });
});

describe('parseCompactResult', () => {
  it.each([
    ['4S= N', 'None', 420],
    ['4S=N', 'None', 420],
    ['4S+1 N', 'None', 450],
    ['3NTX-2 E', 'None', 300],
    ['3NX-2 E', 'EW', 500],
    ['4H+1 S', 'NS', 650],
    ['6D= by W', 'EW', -1370],
    ['4s= n', 'None', 420],
    ['PASS', 'Both', 0],
  ] as const)('reads %j with %s vulnerable as %i to NS', (text, vul, scoreNS) => {
    const r = parseCompactResult(text, vul);
    expect(r.ok && r.value.scoreNS).toBe(scoreNS);
  });

  it('keeps the contract, declarer and tricks', () => {
    expect(parseCompactResult('3NTX-2 E', 'None')).toEqual({
      ok: true,
      value: { contract: { level: 3, strain: 'NT', risk: 'X' }, declarer: 'E', tricks: 7, scoreNS: 300 },
    });
  });

  it.each(['4S N', '4S=', '5Q= N', '1NT+7 N', '4S= X', ''])('rejects %j', (text) => {
    expect(parseCompactResult(text, 'None').ok).toBe(false);
  });
});

describe('parseWeighted (Law 12C1c)', () => {
  it('reads "40% 4S= N + 60% 4S-1 N" with exact weights', () => {
    const r = parseWeighted('40% 4S= N + 60% 4S-1 N', 'None');
    expect(r.ok).toBe(true);
    if (!r.ok || r.value.kind !== 'weighted') return;
    expect(r.value.components.map((x) => [x.weight.toString(), x.score.scoreNS])).toEqual([
      ['2/5', 420],
      ['3/5', -50],
    ]);
  });

  it('keeps a "+1" result inside its component', () => {
    const r = parseWeighted('50% 4H+1 S + 50% 4H= S', 'None');
    expect(r.ok && r.value.kind === 'weighted' && r.value.components.map((x) => x.score.scoreNS)).toEqual([450, 420]);
  });

  it('reads fractions and decimal percentages', () => {
    const r = parseWeighted('1/3 4S= N + 2/3 4S-1 N', 'NS');
    expect(r.ok && r.value.kind === 'weighted' && r.value.components.map((x) => [x.weight.toString(), x.score.scoreNS])).toEqual([
      ['1/3', 620],
      ['2/3', -100],
    ]);
    const d = parseWeighted('12.5% 3NT+1 S + 87.5% 3NT= S', 'None');
    expect(d.ok && d.value.kind === 'weighted' && d.value.components[0]?.weight.eq(rat(1, 8))).toBe(true);
  });

  it('reads three components and a passed-out component', () => {
    const r = parseWeighted('20% 4S= N + 30% 4S-1 N + 50% PASS', 'None');
    expect(r.ok && r.value.kind === 'weighted' && r.value.components.map((x) => x.score.scoreNS)).toEqual([420, -50, 0]);
  });

  it('rejects weights that do not sum to 100 %, saying what they sum to', () => {
    const r = parseWeighted('40% 4S= N + 50% 4S-1 N', 'None');
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.expected).toContain('90.00%');
  });

  it.each(['40% 4S= N + 60% 5Q= N', '100% 4S N', '0% 4S= N + 100% 4S-1 N', '40% + 60% 4S= N'])('rejects %j', (text) => {
    expect(parseWeighted(text, 'None').ok).toBe(false);
  });

  it.each([
    ['40% 4S= N + 60% 4S-1 N', true],
    ['1/3 4S= N + 2/3 4S-1 N', true],
    ['4S', false],
    ['A60/40', false],
  ])('tells whether %j looks like a weighted score: %s', (text, expected) => {
    expect(isWeightedText(text)).toBe(expected);
  });
});

describe('isNotPlayedText', () => {
  it.each(['NP', 'np', 'N/P', 'not played', 'NOTPLAYED', '-'])('reads %j as not played', (text) => {
    expect(isNotPlayedText(text)).toBe(true);
  });
  it.each(['N', 'PASS', 'A'])('does not read %j as not played', (text) => {
    expect(isNotPlayedText(text)).toBe(false);
  });
});

describe('tableScoreText', () => {
  it('writes results as they read on a traveller', () => {
    expect(tableScoreText(played({ level: 4, strain: 'S', risk: '' }, 'N', 10, 'None'))).toBe('4S= N');
    expect(tableScoreText(played({ level: 3, strain: 'NT', risk: 'X' }, 'E', 7, 'None'))).toBe('3NTX-2 E');
    expect(tableScoreText(played({ level: 2, strain: 'H', risk: '' }, 'S', 10, 'None'))).toBe('2H+2 S');
    expect(tableScoreText({ scoreNS: 0 })).toBe('PASS');
  });

  describe('edge cases', () => {
    it('reads back what it writes', () => {
      const s = played({ level: 5, strain: 'D', risk: 'XX' }, 'W', 9, 'Both');
      expect(parseCompactResult(tableScoreText(s), 'Both')).toEqual({ ok: true, value: s });
    });

    it('scores the artificial forms on each side separately, so they need not balance', () => {
      expect(parseArtificial('A60/60')).toEqual({ ok: true, value: { ns: plus, ew: plus } });
      expect(parseArtificial('A50/40')).toEqual({ ok: true, value: { ns: avg, ew: minus } });
    });
  });
});

describe('artificialText and parseAssignedArtificial: an assigned score for one side beside an artificial one', () => {
  it.each([
    [{ percent: 60, role: 'nonOffender' } as const, { percent: 40, role: 'offender' } as const, 'A60/40'],
    [{ assignedScore: 0 }, plus, '+0/A60'],
    [{ assignedScore: -100 }, plus, '-100/A60'],
    [plus, { assignedScore: -50 }, 'A60/+50'], // EW's own view: EW +50 is NS −50
    [minus, { assignedScore: 420 }, 'A40/-420'],
  ])('%o and %o read %s, and back', (ns, ew, text) => {
    expect(artificialText(ns, ew)).toBe(text);
    if (text !== 'A60/40') expect(parseAssignedArtificial(text)).toEqual({ ns, ew });
  });

  it.each(['A60/40', '+0/60', '+0/A101', 'A60/50', '0/A60'])('leaves %s to the other readers', (text) => {
    expect(parseAssignedArtificial(text)).toBeUndefined();
  });
});
