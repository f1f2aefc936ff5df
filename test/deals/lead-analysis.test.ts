/**
 * `--lead-analysis`: each opening lead solved double dummy. The wiring is checked against DDS's own table in
 * the Bridgemate hand record: over every card the leader holds, the best lead leaves declarer exactly the
 * double-dummy tricks of the table (DDS), and no lead leaves fewer. Then the pages: a lead that gave a trick is
 * marked on the traveller, and a pair's leads are counted on its score card, in every language.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGES, localeFor } from '../../src/i18n/index.js';
import { leadCard } from '../../src/laws/lead-card.js';
import type { Seat, Strain } from '../../src/model/types.js';
import { solveLeadText } from '../../src/pipeline/deals-common.js';
import { Solver } from '../../src/solver/index.js';
import { runInProcess } from '../helpers/cli.js';
import { projectRoot } from '../helpers/fixtures.js';
import { HANDS, latin1 } from './helpers.js';

const DEAL = /\[Deal "([^"]*)"\]/.exec(latin1(HANDS))?.[1] as string;
const SEATS = 'NESW';

/** The cards of one seat of a PBN deal, as `leadCard` spells them. */
function cardsOf(deal: string, seat: Seat): string[] {
  const first = SEATS.indexOf(deal[0] as string);
  const hand = deal.slice(2).split(' ')[(SEATS.indexOf(seat) - first + 4) % 4] as string;
  return hand.split('.').flatMap((ranks, s) => [...ranks].map((r) => `${'SHDC'[s]}${r}`));
}

describe('leadCard', () => {
  it.each([
    ['S9', 'S9'],
    ['H10', 'HT'],
    ['dt', 'DT'],
    ['♣A', 'CA'],
    ['♦q', 'DQ'],
    [' SK ', 'SK'],
    ['X9', undefined],
    ['S1', undefined],
    ['S', undefined],
    ['S100', undefined],
  ])('%j → %j', (text, card) => expect(leadCard(text)).toBe(card));
});

describe('an opening lead solved double dummy', () => {
  // DDS (the hand record's DoubleDummyTricks "2333223332aaaabaaaab"): East makes 10 tricks in spades, South leads.
  const cases: [Seat, Strain, Seat, number][] = [['E', 'S', 'S', 10]];
  it.each(cases)(
    'declarer %s in %s: over every card %s holds, the best lead leaves the table’s %i tricks',
    (declarer, strain, leader, dd) => {
      const solver = new Solver();
      const tricks = cardsOf(DEAL, leader).map((lead) => solveLeadText(solver, { deal: DEAL, declarer, strain, lead }) as number);
      expect(tricks.every((t) => Number.isInteger(t))).toBe(true);
      expect(Math.min(...tricks)).toBe(dd);
    },
    120_000,
  );

  it('a card the leader does not hold is no lead', () => {
    expect(solveLeadText(new Solver(), { deal: DEAL, declarer: 'E', strain: 'S', lead: 'SK' })).toBeUndefined();
  });
});

describe('the pages of a session with its leads (--lead-analysis)', () => {
  // Board 1 of the club session, a lead on each line: the hand record without its par, so the analysis shows.
  const travellers = readFileSync(join(projectRoot, 'examples', 'club-session', 'travellers.csv'), 'utf8').split(/\r?\n/);
  // three lines of board 1, each spades by East (10 tricks double dummy), South leading from its own hand
  const board1 = travellers.filter((l) => l.startsWith('1,') && l.includes(',2S,E,')).slice(0, 3);
  const leads = ['S9', 'DK', 'H7'];
  const csv = ['board,round,table,ns,ew,contract,declarer,result,lead', ...board1.map((l, i) => `${l.replace(/,$/, '')},${leads[i]}`)].join('\n') + '\n';
  const files = { 't.csv': csv, 'bare.pbn': latin1(HANDS).replace(/\[(OptimumScore|ParContract) "[^"]*"\]\r?\n/g, '') };

  it('marks each lead that gave declarer a trick, and counts a pair’s leads', async () => {
    const lang = 'en';
    const r = await runInProcess(['pairs', 't.csv', '--deals', 'bare.pbn', '--lead-analysis', '--format', 'html', '--lang', lang, '-o', 'out/'], files);
    expect(r.code, r.stderr).toBe(0);
    const page = r.written.get('out/board-1.html') as string;
    const solver = new Solver();
    const h = localeFor(lang).t.dealAnalysis;
    let marked = 0;
    for (const [i, line] of board1.entries()) {
      const [, , , ns, ew, contract, declarer] = line.split(',') as string[];
      const strain = (/^\d(NT|[SHDC])/.exec(contract as string)?.[1] ?? 'NT') as Strain;
      const after = solveLeadText(solver, { deal: DEAL, declarer: declarer as Seat, strain, lead: leads[i] as string });
      const row = new RegExp(`<tr id="board-1-at-ns-${ns}"[^>]*>.*?</tr>`).exec(page)?.[0] ?? '';
      expect(row, `line ${ns}–${ew}`).not.toBe('');
      expect(strain).toBe('S');
      expect(after, `the lead ${leads[i]} is the leader's`).toBeDefined();
      const gave = (after as number) - 10;
      expect(gave).toBeGreaterThanOrEqual(0);
      if (gave > 0) {
        marked++;
        expect(row).toContain(`<abbr class="lead-gave" title="${h.leadGave({ tricks: gave })}">+${gave}</abbr>`);
      } else expect(row).not.toContain('lead-gave');
      // the pair that led (North–South, against East or West) has its lead counted on its score card
      const card = r.written.get(`out/pair-ns-${ns}.html`) as string;
      expect(card, `out/pair-ns-${ns}.html`).toContain(`<li>${h.leadsGave({ gave: gave > 0 ? '1' : '0', total: '1' })}</li>`);
    }
    expect(marked).toBeGreaterThan(0);
  }, 180_000);

  it.each(LANGUAGES.filter((l) => l !== 'en').map((l) => [l]))('says it in %s', (lang) => {
    const h = localeFor(lang).t.dealAnalysis;
    const en = localeFor('en').t.dealAnalysis;
    for (const tricks of [1, 2]) expect(h.leadGave({ tricks })).not.toBe(en.leadGave({ tricks }));
    expect(h.leadsGave({ gave: '2', total: '5' })).toMatch(/2.*5/);
    expect(h.leadsGave({ gave: '2', total: '5' })).not.toBe(en.leadsGave({ gave: '2', total: '5' }));
  });
});
