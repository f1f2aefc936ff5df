import { describe, expect, it } from 'vitest';
import { CATALOGUES, LANGUAGES, localeFor, type Lang, type Locale } from '../../src/i18n/index.js';
import { generateHowell } from '../../src/movement/howell.js';
import { generateMitchell } from '../../src/movement/mitchell.js';
import { renderMovementCards } from '../../src/output/html/movement-cards.js';
import { englishMovementCardLabels, type MovementCardLabels } from '../../src/output/html/movement-cards-labels.js';

/**
 * A locale whose every word of the cards is a marker ‹key›, so that any word not taken from the labels shows
 * up, and whose numbers are marked ⟨n⟩, so that any number not written by the locale shows up too.
 */
function markerLocale(): Locale {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(englishMovementCardLabels)) {
    if (typeof value === 'function') out[key] = (p: unknown) => `‹${key} ${JSON.stringify(p)}›`;
    else if (typeof value === 'string') out[key] = `‹${key}›`;
    else out[key] = Object.fromEntries(Object.keys(value as object).map((k) => [k, `‹${key}.${k}›`]));
  }
  const en = localeFor('en');
  return { ...en, lang: 'xx' as Lang, t: { ...CATALOGUES.en, movementCards: out as unknown as MovementCardLabels }, num: (n) => (n === '' ? '' : `⟨${n}⟩`) };
}

/** The text a reader sees: no style sheet, no tags, entities decoded. */
function visibleText(html: string): string {
  return html
    .replace(/<style>[\s\S]*?<\/style>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');
}

describe('renderMovementCards', () => {
  const howell = generateHowell({ tables: 5, boardsPerRound: 3, halfTable: true });
  const html = renderMovementCards(howell, localeFor('en'), { title: 'Tuesday <club> & "friends"' });

  it('is one self-contained page: no scripts, no requests, the shared Content-Security-Policy', () => {
    expect(html.startsWith('<!DOCTYPE html>\n<html lang="en">')).toBe(true);
    expect(html).toContain('<meta http-equiv="Content-Security-Policy" content="default-src &#39;none&#39;; style-src &#39;unsafe-inline&#39;;');
    expect(html).not.toMatch(/<script|https?:\/\/|<img|<link(?! rel="icon" href="data:,")/i);
    expect(html.match(/<\/head>/g)).toHaveLength(1);
    expect(html.match(/<style>/g)).toHaveLength(2);
  });

  it('escapes the title', () => {
    expect(html).toContain('<title>Tuesday &lt;club&gt; &amp; &quot;friends&quot;</title>');
    expect(html).not.toContain('<club>');
  });

  it('isolates a title with right-to-left letters, so that it cannot reorder the heading around it', () => {
    const page = renderMovementCards(howell, localeFor('nb'), { title: 'מועדון \u202e<b>' });
    expect(page).toContain('<title>\u2068מועדון \u202e&lt;b&gt;\u2069</title>');
    expect(page).toContain('<h1><bdi>מועדון \u202e&lt;b&gt;</bdi></h1>');
    expect(page.match(/<strong><bdi>מועדון \u202e&lt;b&gt;<\/bdi><\/strong>/g)).toHaveLength(1 + 5);
  });

  it('has a master sheet, the guide cards and one card per table, each its own A4 sheet when printed', () => {
    expect(html.match(/<section class="mv-sheet[^"]*" id="([^"]+)"/g)?.map((s) => s.replace(/.*id="|"$/g, ''))).toEqual([
      'master',
      'guide',
      'table-1',
      'table-2',
      'table-3',
      'table-4',
      'table-5',
    ]);
    expect(html).toContain('@page{size:A4 portrait;margin:12mm}');
    expect(html).toContain('section.mv-sheet{margin:0;break-after:page;page-break-after:always}');
  });

  it('lists on each table card every round of that table: the pairs, the boards and where they go', () => {
    for (const r of howell.movement.rows.filter((x) => x.table === 2)) {
      const from = html.indexOf('<section class="mv-sheet" id="table-2">');
      const card = html.slice(from, html.indexOf('</section>', from));
      const boards = `${r.boards[0]}–${r.boards[r.boards.length - 1]}`;
      expect(card).toContain(`<tr><th scope="row">${r.round}</th><td class="mv-pp">${r.ns ?? '–'}</td><td class="mv-pp">${r.ew ?? '–'}</td><td>${boards}`);
    }
    expect(html).toContain('sits out');
  });

  it('takes every word from the labels and writes every table, round and pair number through the locale', () => {
    for (const g of [
      howell,
      generateMitchell({ tables: 6, boardsPerRound: 2, relay: true, arrowSwitch: true, halfTable: true }),
      generateHowell({ tables: 3, boardsPerRound: 3 }),
    ]) {
      const page = renderMovementCards(g, markerLocale());
      expect(page).toContain('<html lang="xx">');
      const leftover = visibleText(page).replace(/‹[^›]*›/g, ' ');
      expect(leftover).not.toMatch(/\p{L}/u);
      // Left: the board ranges ("1–3"), which formatBoards writes, and the dashes between numbers.
      expect(leftover.replace(/⟨\d+⟩/g, ' ').replace(/\b\d+–\d+\b/g, ' ')).not.toMatch(/\d/);
    }
  });

  it('gives the same bytes for the same movement, and English by default', () => {
    expect(
      renderMovementCards(generateHowell({ tables: 5, boardsPerRound: 3, halfTable: true }), localeFor('en'), { title: 'Tuesday <club> & "friends"' }),
    ).toBe(html);
    expect(renderMovementCards(howell, undefined, { title: 'Tuesday <club> & "friends"' })).toBe(html);
  });

  it('names the movement when no title is given, and says what it is', () => {
    const page = renderMovementCards(generateMitchell({ tables: 7, boardsPerRound: 3, arrowSwitch: true }));
    expect(page).toContain('<h1>Mitchell, arrow-switched</h1>');
    expect(page).toMatch(/<span>arrow-switch in rounds [\d, ]+ and \d+<\/span>/);
    expect(page).toContain('arrow-switch: turn the boards, NS plays the EW hands');
  });

  it('splits a wide master sheet and guide into blocks that fit an A4 page across', () => {
    const page = renderMovementCards(generateHowell({ tables: 15, boardsPerRound: 1 }));
    const section = (id: string): string => page.slice(page.indexOf(`id="${id}"`), page.indexOf('</section>', page.indexOf(`id="${id}"`)));
    const headCells = (html: string): number[] => [...html.matchAll(/<thead><tr>(.*?)<\/tr><\/thead>/g)].map((m) => (m[1] ?? '').split('<th').length - 2);
    // a round column and 8 + 7 tables; a pair column and 10 + 10 + 9 rounds
    expect(headCells(section('master'))).toEqual([8, 7]);
    expect(headCells(section('guide'))).toEqual([10, 10, 9]);
  });

  it.each(LANGUAGES.filter((l) => l !== 'en').map((l) => [l]))('gives the cards in %s: its language tag, its words, no English heading', (lang) => {
    const t = CATALOGUES[lang].movementCards;
    const g = generateMitchell({ tables: 6, boardsPerRound: 2, relay: true, arrowSwitch: true, halfTable: true });
    const page = renderMovementCards(g, localeFor(lang));
    expect(page.startsWith(`<!DOCTYPE html>\n<html lang="${lang}">`)).toBe(true);
    expect(page).toContain(`<h1>${t.forms.relay}, ${t.arrowSwitched}</h1>`);
    expect(page).toContain(`<h2>${t.tableCard({ table: '6' })}</h2>`);
    expect(page).toContain(`<h2>${t.masterSheet}</h2>`);
    expect(page).toContain(`<footer><p>${t.footer}</p></footer>`);
    const english = englishMovementCardLabels;
    for (const word of [
      english.masterSheet,
      english.pairGuide,
      english.sitsOut,
      english.finished,
      english.footer,
      english.tableCard({ table: '1' }),
      english.nsNext,
    ])
      expect(visibleText(page), word).not.toContain(word);
  });
});
