// Our awards against the awards published in real USEBIO files (../fixtures/masterpoints/, see its README):
// EBU local points (BriAn, PairsScorer, EBUScore, ScoreBridge, RealBridge, BBO Extractor) and ABF green/red
// points (Compscore3). Every published award must agree, except the residuals listed here.
import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { abfGreen, awardMasterpoints, ebuLocal } from '../../src/scoring/masterpoints/index.js';
import type { MasterpointField, MasterpointScale } from '../../src/scoring/masterpoints/index.js';
import { readPublished, type PublishedEvent } from './usebio-awards.js';

const DIR = 'test/fixtures/masterpoints';

function fieldOf(ev: PublishedEvent, abf: boolean): MasterpointField {
  const fieldIds = ev.winners === 'two' ? (['NS', 'EW'] as const) : (['all'] as const);
  return {
    kind: 'pairs',
    winners: ev.winners,
    boards: ev.boards,
    sections: [{ id: 'all', entrants: ev.pairs.length }],
    fields: fieldIds.map((id) => ({
      id,
      sections: ['all'],
      ranking: ev.pairs.filter((p) => id === 'all' || p.direction === id).map((p) => ({ id: p.pair, place: p.place })),
    })),
    ...(abf ? { gradeWeight: ev.mpType === 'RED' ? 250 : 150, gradeF: /rookie/i.test(ev.description) } : {}),
  };
}

/** Published awards that no one rule reproduces: file → pair → [ours, published]. */
const RESIDUALS: Record<string, Record<string, [number, number]>> = {
  // A three-way tie at 4th of 8 NS pairs shares 0.08: 0.0267 each, published 0.02 (truncated), while the same
  // program publishes a two-way share of 0.11 as 0.06 (rookie-03) and of 0.21 as 0.11 (two-winner): half up.
  'compscore3-abf-mp-pairs-friday-section-a.xml': { '6NS': [3, 2], '7NS': [3, 2], '8NS': [3, 2] },
};

function check(ev: PublishedEvent, scale: MasterpointScale): { agree: number; residual: Record<string, [number, number]> } {
  const result = awardMasterpoints(scale, fieldOf(ev, scale === abfGreen));
  if (!result.ok) throw new Error(`${ev.file}: ${result.message}`);
  const ours = new Map(result.awards.map((a) => [a.id, a.award]));
  let agree = 0;
  const residual: Record<string, [number, number]> = {};
  for (const p of ev.pairs) {
    const mine = ours.get(p.pair) ?? -1;
    if (mine === p.published) agree++;
    else residual[p.pair] = [mine, p.published];
  }
  return { agree, residual };
}

const files = readdirSync(DIR)
  .filter((f) => f.endsWith('.xml'))
  .sort();
const totals = { files: 0, pairs: 0, agree: 0, nonZeroAgree: 0 };

describe('published awards of real USEBIO files', () => {
  for (const f of files) {
    it(f, () => {
      const ev = readPublished(`${DIR}/${f}`);
      const scale = f.startsWith('compscore3-abf') ? abfGreen : ebuLocal;
      const { agree, residual } = check(ev, scale);
      expect(residual).toEqual(RESIDUALS[f] ?? {});
      expect(agree + Object.keys(residual).length).toBe(ev.pairs.length);
      totals.files++;
      totals.pairs += ev.pairs.length;
      totals.agree += agree;
      totals.nonZeroAgree += ev.pairs.filter((p) => p.published > 0 && !(p.pair in residual)).length;
    });
  }
  it('covers every file: the counts of the README', () => {
    expect(totals.files).toBe(files.length);
    expect(totals).toEqual({ files: 19, pairs: 402, agree: 399, nonZeroAgree: 166 });
  });
});
