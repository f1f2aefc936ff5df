/**
 * The club session's results page in Norwegian (`--lang nb`) in a real browser, beside the English one
 * (html-browser.test.ts): Norwegian headings, numbers with a decimal comma and dates as 15.09.2024, and no
 * English word of the English catalogue left anywhere a player reads — the visible text and what a screen reader
 * says (titles, labels, captions) — other than the players' names (isolated in `<bdi>`), pair numbers, contracts
 * and numbers. The director's note in the example's travellers, input like the names, is given in Norwegian. With UPDATE_GOLDEN=1 it refreshes examples/club-session/screenshots/desktop-nb.png, the README's
 * picture of a Norwegian page.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATALOGUES } from '../../src/i18n/index.js';
import { renderPairsHtml } from '../../src/output/html/index.js';
import { EXAMPLE_DIR, exampleScored } from '../output/html/example-event.js';
import { browserFound, DESKTOP, launchBrowser, openWatched, OVERFLOW, PHONE, UPDATE } from './browser.js';

type Node = string | ((p: Record<string, unknown>) => string) | { readonly [k: string]: Node };

/** Every text of a catalogue, each message written with two sets of sample values. */
function texts(node: Node, out: string[] = []): string[] {
  const sample = (many: boolean) =>
    new Proxy(
      {},
      {
        get: (_, k: string) =>
          ['ids', 'items', 'parts', 'points'].includes(k) ? (many ? ['1', '2'] : ['1']) : ['n', 'boards', 'tables', 'rounds', 'round'].includes(k) ? (many ? 7 : 1) : ['individual', 'imps', 'teams', 'twoWinners', 'forceMajeure', 'vpScale'].includes(k) ? many : k === 'step' ? (many ? 'board' : 'round') : k === 'status' ? (many ? 'disqualified' : 'withdrawn') : '',
      },
    );
  if (typeof node === 'string') out.push(node);
  else if (typeof node === 'function') out.push(node(sample(false)), node(sample(true)));
  else for (const v of Object.values(node)) texts(v, out);
  return out;
}

const wordsOf = (text: string): string[] => (text.match(/\p{L}[\p{L}'’-]*\p{L}/gu) ?? []).map((w) => w.toLowerCase());

/**
 * Words of the English catalogue that are Norwegian too, or names: loanwords of the game (score, handicap,
 * butler, datum, board-a-match, force majeure), abbreviations (IMP, VP, NS, HC, NBF), names (bridgescore, Ruter,
 * Oslo Cup) and Norwegian words spelt as English ones (for, per, to = two, pass, start, final).
 */
const NORWEGIAN_TOO = new Set(['board-a-match', 'bridgescore', 'butler', 'cup', 'datum', 'final', 'for', 'force', 'handicap', 'hc', 'imp', 'majeure', 'nbf', 'ns', 'pass', 'per', 'ruter', 'score', 'start', 'to', 'vp']);
const ENGLISH = new Set(texts(CATALOGUES.en as unknown as Node).flatMap(wordsOf).filter((w) => !NORWEGIAN_TOO.has(w)));

/** Contracts and results as the traveller writes them ("3NT", "4♠X", "A60/40"): not words of a language. */
const CONTRACT = /^(nt|x{1,2}|a|pass)$/;

/** The page's text a player reads or hears, with the players' names (each in a `<bdi>`) taken out. */
async function readableText(page: Page): Promise<string> {
  // Evaluated in the page (a string, as the tests are compiled without the DOM's types).
  const text = await page.evaluate(`(() => {
    const accessible = [...document.querySelectorAll('[title], [aria-label]')].flatMap((e) => [e.getAttribute('title') ?? '', e.getAttribute('aria-label') ?? '']);
    const svg = [...document.querySelectorAll('svg title, svg desc')].map((e) => e.textContent ?? '');
    for (const b of document.querySelectorAll('bdi')) b.remove();
    return [document.title, document.body.innerText, ...accessible, ...svg].join('\\n');
  })()`);
  return String(text);
}

const found = browserFound('Norwegian HTML');

describe.runIf(found)('the Norwegian results page in Chromium', () => {
  let browser: Browser;
  let dir: string;
  let url: string;
  // The director's own note in the travellers is input, as the names are: a Norwegian club writes it in Norwegian.
  const event = exampleScored((e) => ({
    ...e,
    title: 'Klubbkveld',
    date: '2024-09-15',
    results: e.results.map((r) => (r.note === 'EW arrived late: board not played (NBF 3.5.6)' ? { ...r, note: 'ØV kom for sent: spillet ble ikke spilt (NBF 3.5.6)' } : r)),
  }));

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'bridgescore-html-nb-'));
    writeFileSync(join(dir, 'resultater.html'), renderPairsHtml(event, { lang: 'nb' }));
    url = pathToFileURL(join(dir, 'resultater.html')).href;
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('loads as a Norwegian page with no errors and no requests', async () => {
    const { page, errors, requests } = await openWatched(browser, url);
    expect(errors).toEqual([]);
    expect(requests.filter((u) => u.split('#')[0] !== url && !u.startsWith('data:'))).toEqual([]);
    expect(await page.getAttribute('html', 'lang')).toBe('nb');
    expect(await page.title()).toBe('Klubbkveld');
    expect(await page.locator('header.event time').innerText()).toBe('15.09.2024');
    expect(await page.locator('nav.top a').allInnerTexts()).toEqual(['Resultatliste', 'Spill', 'Scorekort']);
    await page.close();
  });

  it('shows the ranking with Norwegian headings and decimal commas', async () => {
    const { page } = await openWatched(browser, url);
    const tables = page.locator('#ranking table.ranking');
    expect(await tables.nth(0).locator('thead th').allInnerTexts()).toEqual(['Plass', 'Par', 'Navn', 'Poeng', 'Maks', '%', 'Spill']);
    expect(await tables.nth(0).locator('caption').innerText()).toBe('Nord–Sør');
    const first = await tables.nth(0).locator('tbody tr').first().locator('td, th').allInnerTexts();
    expect(first).toEqual(['1', '4', 'Marit Lie - Jon Haugen', '203,9', '280', '72,83', '24']);
    const card = page.locator('#pair-ns-4');
    expect(await card.locator('h3').innerText()).toBe('Par 4 (Nord–Sør) — Marit Lie - Jon Haugen');
    expect(await card.locator('p.facts').first().innerText()).toContain('203,9 av 280 poeng, 72,83\u00a0%');
    expect(await card.getByRole('link', { name: 'Tilbake til resultatlisten' }).count()).toBe(1);
    await page.close();
  });

  it('leaves no English word of the English catalogue in what a player reads, other than names', async () => {
    const { page } = await openWatched(browser, url);
    const text = await readableText(page);
    const english = [...new Set(wordsOf(text).filter((w) => ENGLISH.has(w) && !CONTRACT.test(w)))].sort();
    expect(english).toEqual([]);
    // The check itself finds English: the English page is full of it.
    const enPage = await browser.newPage();
    await enPage.setContent(renderPairsHtml(event, { lang: 'en' }));
    const englishPage = wordsOf(await readableText(enPage)).filter((w) => ENGLISH.has(w));
    expect(new Set(englishPage).size).toBeGreaterThan(50);
    await enPage.close();
    await page.close();
  });

  it('has no horizontal overflow at phone width', async () => {
    const { page } = await openWatched(browser, url, PHONE);
    expect(await page.evaluate(OVERFLOW)).toBe(0);
    await page.close();
  });

  it('takes a desktop screenshot of the Norwegian ranking', async () => {
    const { page } = await openWatched(browser, url, DESKTOP);
    const shot = await page.screenshot({ path: UPDATE ? join(EXAMPLE_DIR, 'screenshots', 'desktop-nb.png') : join(dir, 'desktop-nb.png') });
    expect(shot.length).toBeGreaterThan(1000);
    await page.close();
  });
});
