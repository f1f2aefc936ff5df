/**
 * The hand record beside the traveller: the double-dummy table (strains down, declarers across), the par line,
 * the block that puts them beside the deal diagram, the labels that carry every word, and the provisional
 * banner of pages published during play.
 */
import { describe, expect, it } from 'vitest';
import { CATALOGUES, LANGUAGES, localeFor, type Locale, type Messages } from '../../../src/i18n/index.js';
import type { BoardInfo, DoubleDummyTable } from '../../../src/model/types.js';
import { analysisHtml, doubleDummyHtml, handRecordBlock, HAND_RECORD_LABELS_EN, parHtml } from '../../../src/output/html/hand-record.js';
import { provisionalHtml, provisionalText, PROVISIONAL_LABELS_EN, roundRanges } from '../../../src/output/html/provisional.js';

/** English with some groups of the catalogue replaced. */
function withTexts(t: Partial<Messages>, num: (n: string) => string = (n) => n): Locale {
  return { ...localeFor('en'), t: { ...CATALOGUES.en, ...t }, num };
}
import { parseDoubleDummyTricks } from '../../../src/laws/double-dummy.js';

const t = parseDoubleDummyTricks('2333223332aaaabaaaab');
const DD = (t.ok ? t.value : undefined) as DoubleDummyTable;
const PAR = { scoreNS: -430, contracts: [{ level: 3, strain: 'NT', risk: '', declarers: ['E', 'W'], tricks: 10 }], source: 'file' } as const;

describe('doubleDummyHtml', () => {
  const html = doubleDummyHtml(DD);

  it('has one row per strain and one column per declarer, N S E W', () => {
    expect(html).toContain(
      '<thead><tr><th scope="col">Strain</th><th scope="col" class="n" title="North">N</th><th scope="col" class="n" title="South">S</th><th scope="col" class="n" title="East">E</th><th scope="col" class="n" title="West">W</th></tr></thead>',
    );
    expect(html.match(/<tr><th scope="row">/g)).toHaveLength(5);
    expect(html).toContain('<tr><th scope="row">NT</th><td class="n" title="North takes 2 tricks in NT">2</td>');
  });

  it('marks the tricks that make a contract', () => {
    expect(html).toContain('<td class="n makes" title="East takes 11 tricks in clubs">11</td>');
    expect(html).toContain('<td class="n" title="North takes 3 tricks in spades">3</td>');
  });
});

describe('parHtml', () => {
  it.each([
    [PAR, '<p class="par"><strong>Par:</strong> EW 430 — EW 3NT+1</p>'],
    [
      { scoreNS: -500, contracts: [{ level: 4, strain: 'S', risk: 'X', declarers: ['N', 'S'], tricks: 7 }], source: 'file' },
      '<p class="par"><strong>Par:</strong> EW 500 — NS 4<span class="blk" title="spades">♠</span>X-3</p>',
    ],
    [
      { scoreNS: 140, contracts: [{ level: 3, strain: 'H', risk: '', declarers: ['N'], tricks: 9 }], source: 'computed' },
      '<p class="par"><strong>Par:</strong> NS 140 — N 3<span class="red" title="hearts">♥</span>= <span class="note">(computed from the double-dummy table)</span></p>',
    ],
    [
      { scoreNS: 0, contracts: [], source: 'computed' },
      '<p class="par"><strong>Par:</strong> passed out <span class="note">(computed from the double-dummy table)</span></p>',
    ],
  ] as const)('%j', (par, html) => {
    expect(parHtml(par)).toBe(html);
  });
});

describe('handRecordBlock', () => {
  const diagram = '<div class="deal">…</div>';

  it('puts the analysis beside the diagram', () => {
    const info: BoardInfo = { board: 1, doubleDummy: DD, par: PAR };
    expect(handRecordBlock(info, diagram)).toBe(`<div class="hand-record">${diagram}${analysisHtml(info)}</div>`);
  });

  it('leaves the diagram alone when the board has no analysis, and gives nothing when it has neither', () => {
    expect(handRecordBlock({ board: 1 }, diagram)).toBe(diagram);
    expect(handRecordBlock(undefined, '')).toBe('');
    expect(analysisHtml({ board: 1, par: PAR })).toBe(`<div class="analysis">${parHtml(PAR)}</div>`);
  });

  it('takes every word from the labels, and the seats, sides and suits from the rest of the catalogue', () => {
    const loc = withTexts({
      handRecord: {
        ...HAND_RECORD_LABELS_EN,
        doubleDummy: 'DD!',
        strain: 'S!',
        notrump: 'UT',
        cellTitle: ({ seat, tricks, strain }) => `${seat}/${tricks}/${strain}`,
      },
      common: { ...CATALOGUES.en.common, seat: { N: 'Nn', E: 'Ee', S: 'Ss', W: 'Ww' }, seatLetter: { N: 'n', E: 'e', S: 's', W: 'w' }, ns: 'ns!', ew: 'ew!' },
      deal: { ...CATALOGUES.en.deal, suit: { spades: 'sp!', hearts: 'he!', diamonds: 'di!', clubs: 'cl!' } },
    });
    const html = analysisHtml({ board: 1, doubleDummy: DD, par: PAR }, loc);
    expect(html).toContain('<caption>DD!</caption>');
    expect(html).toContain('<th scope="col">S!</th><th scope="col" class="n" title="Nn">n</th>');
    expect(html).toContain('title="Ee">e</th>');
    expect(html).toContain('<strong>Par:</strong> ew! 430 — ew! 3UT+1');
    expect(html).toContain('<tr><th scope="row">UT</th><td class="n" title="Nn/2/NT">2</td>');
    expect(html).toContain('<span class="blk" title="sp!">♠</span>');
    expect(html).not.toMatch(/North|East|tricks|spades|clubs|EW|NT\+/);
  });

  it('writes the tricks and the par score through the locale', () => {
    const loc = withTexts({}, (n) => `⟨${n}⟩`);
    const html = analysisHtml({ board: 1, doubleDummy: DD, par: PAR }, loc);
    expect(html).toContain('title="North takes 2 tricks in NT">⟨2⟩</td>');
    expect(html).toContain('<strong>Par:</strong> EW ⟨430⟩ — EW 3NT+1');
  });

  it('escapes the labels', () => {
    expect(parHtml(PAR, withTexts({ handRecord: { ...HAND_RECORD_LABELS_EN, par: '<b>' } }))).toContain('<strong>&lt;b&gt;:</strong>');
  });

  it.each(LANGUAGES.map((l) => [l]))('is in %s with the locale of the page', (lang) => {
    const loc = localeFor(lang);
    const { common: c, handRecord: h, deal } = loc.t;
    const html = analysisHtml({ board: 1, doubleDummy: DD, par: PAR }, loc);
    expect(html).toContain(`<caption>${h.doubleDummy}</caption>`);
    expect(html).toContain(`title="${c.seat.E}">${c.seatLetter.E}</th>`);
    expect(html).toContain(`<strong>${h.par}:</strong> ${c.ew} 430 — ${c.ew} 3${h.notrump}+1`);
    expect(html).toContain(`title="${h.cellTitle({ seat: c.seat.E, tricks: 11, strain: 'C' })}">11</td>`);
    expect(html).toContain(`title="${deal.suit.hearts}">♥</span>`);
    expect(parHtml({ scoreNS: 0, contracts: [], source: 'computed' }, loc)).toBe(
      `<p class="par"><strong>${h.par}:</strong> ${h.passedOut} <span class="note">(${h.computed})</span></p>`,
    );
  });

  it('gives the Norwegian hand record in the words of the Norwegian page', () => {
    const html = analysisHtml({ board: 1, doubleDummy: DD, par: PAR }, localeFor('nb'));
    expect(html).toContain('<caption>Dobbel dummy</caption>');
    expect(html).toContain('<td class="n makes" title="Øst tar 11 stikk i kløver">11</td>');
    expect(html).toContain('<td class="n" title="Nord tar 2 stikk i grand">2</td>');
    // not "Par", which a Norwegian reads as "pair" (the same in Danish and Swedish)
    expect(html).toContain('<strong>Optimum:</strong> ØV 430 — ØV 3NT+1');
    for (const lang of ['nb', 'da', 'sv'] as const) expect(analysisHtml({ board: 1, par: PAR }, localeFor(lang))).not.toContain('<strong>Par:</strong>');
  });
});

describe('the provisional banner', () => {
  it.each([
    [{ rounds: 9, complete: [1, 2, 3, 4, 5], results: 165 }, 'Provisional results: rounds 1–5 of 9 complete'],
    [{ rounds: 9, complete: [1], results: 33 }, 'Provisional results: round 1 of 9 complete'],
    [{ rounds: 9, complete: [1, 2, 4], results: 99 }, 'Provisional results: rounds 1–2, 4 of 9 complete'],
    [{ rounds: 9, complete: [], results: 20 }, 'Provisional results: no round complete yet (9 rounds)'],
    [{ rounds: 9, complete: [1, 2, 3, 4, 5, 6, 7, 8, 9], results: 297 }, 'Provisional results: all 9 rounds complete'],
    [{ complete: [], results: 1 }, 'Provisional results: 1 result so far'],
  ])('%j', (status, text) => {
    expect(provisionalText(status)).toBe(text);
  });

  it('is a status line, and nothing on a final page', () => {
    expect(provisionalHtml({ rounds: 2, complete: [1], results: 4 })).toBe(
      '<p class="live-status" role="status">Provisional results: round 1 of 2 complete</p>',
    );
    expect(provisionalHtml(undefined)).toBe('');
    expect(roundRanges([1, 2, 3, 5, 7, 8])).toBe('1–3, 5, 7–8');
  });

  it.each([
    [{ rounds: 9, complete: [1, 2, 3, 4, 5], results: 165 }, 'Foreløpige resultater: rundene 1–5 av 9 ferdige'],
    [{ rounds: 9, complete: [1], results: 33 }, 'Foreløpige resultater: runde 1 av 9 ferdig'],
    [{ rounds: 9, complete: [], results: 20 }, 'Foreløpige resultater: ingen runde ferdig ennå (9 runder)'],
    [{ rounds: 9, complete: [1, 2, 3, 4, 5, 6, 7, 8, 9], results: 297 }, 'Foreløpige resultater: alle 9 runder ferdige'],
    [{ complete: [], results: 1 }, 'Foreløpige resultater: 1 resultat så langt'],
  ])('in Norwegian: %j', (status, text) => {
    expect(provisionalText(status, localeFor('nb'))).toBe(text);
  });

  it('follows the locale of the page, the round numbers written in its way', () => {
    const status = { rounds: 9, complete: [1, 2, 4], results: 99 };
    expect(provisionalHtml(status, localeFor('fi'))).toBe(
      '<p class="live-status" role="status">Alustavat tulokset: kierrokset 1–2, 4 valmiit, kierroksia yhteensä 9</p>',
    );
    const marked = { ...localeFor('en'), num: (n: string) => `⟨${n}⟩` };
    expect(provisionalText(status, marked)).toBe('Provisional results: rounds ⟨1⟩–⟨2⟩, ⟨4⟩ of 9 complete');
    expect(PROVISIONAL_LABELS_EN).toBe(CATALOGUES.en.provisional);
    for (const lang of LANGUAGES)
      expect(provisionalText(status, localeFor(lang))).toBe(
        CATALOGUES[lang].provisional.someComplete({ roundList: '1–2, 4', completeCount: 3, roundsTotal: 9 }),
      );
  });
});
