/**
 * The club session's results page in Norwegian (`--lang nb`) in a real browser, beside the English one
 * (html-browser.test.ts): Norwegian headings, numbers with a decimal comma and dates as 15.09.2024, and no
 * English word of the English catalogue left anywhere a player reads — the visible text and what a screen reader
 * says (titles, labels, captions) — other than the players' names (isolated in `<bdi>`), pair numbers, contracts
 * and numbers. The same check runs on a board page with its hand record (the real Bridgemate session with
 * `--deals`: deal, double-dummy table and par) and on the table cards of `movement … --format html --lang nb`. The director's note in the example's travellers, input like the names, is given in Norwegian. With UPDATE_GOLDEN=1 it refreshes examples/club-session/screenshots/desktop-nb.png, the README's
 * picture of a Norwegian page.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATALOGUES, localeFor } from '../../src/i18n/index.js';
import { generateMitchell } from '../../src/movement/mitchell.js';
import { renderPairsHtml } from '../../src/output/html/index.js';
import { renderMovementCards } from '../../src/output/html/movement-cards.js';
import { runInProcess } from '../helpers/cli.js';
import { bridgemateDir } from '../helpers/fixtures.js';
import { EXAMPLE_DIR, exampleScored } from '../output/html/example-event.js';
import { browserFound, DESKTOP, launchBrowser, openWatched, OVERFLOW, PHONE, UPDATE } from './browser.js';

type Node = string | ((p: Record<string, unknown>) => string) | { readonly [k: string]: Node };

/** Every text of a catalogue, each message written with two sets of sample values. */
/** The values of the messages' closed sets, one and another. */
const ENUMS: Record<string, readonly [string, string]> = {
  step: ['round', 'board'],
  status: ['withdrawn', 'disqualified'],
  winners: ['one', 'two'],
  strain: ['NT', 'S'],
};

function texts(node: Node, out: string[] = []): string[] {
  const sample = (many: boolean) =>
    new Proxy(
      {},
      {
        get: (_, k: string) =>
          ['ids', 'items', 'parts', 'points', 'switchRounds', 'ownRounds', 'tableList'].includes(k)
            ? many
              ? ['1', '2']
              : ['1']
            : ['n', 'boards', 'tables', 'rounds', 'round', 'tricks', 'results', 'completeCount'].includes(k)
              ? many
                ? 7
                : 1
              : ['individual', 'imps', 'teams', 'twoWinners', 'forceMajeure', 'vpScale', 'halfTable'].includes(k)
                ? many
                : k === 'ownTable'
                  ? many
                    ? '6'
                    : undefined
                  : (ENUMS[k] ?? ['', ''])[many ? 1 : 0],
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
 * Oslo Cup, Mitchell, Howell) and Norwegian words spelt as English ones (for, per, to = two, pass, start, final,
 * par = pair and the par of a deal, dummy as in "dobbel dummy").
 */
const NORWEGIAN_TOO = new Set([
  'board-a-match',
  'bridgescore',
  'butler',
  'cup',
  'datum',
  'dummy',
  'final',
  'for',
  'force',
  'handicap',
  'hc',
  'howell',
  'imp',
  'majeure',
  'mitchell',
  'nbf',
  'ns',
  'par',
  'pass',
  'per',
  'ruter',
  'score',
  'start',
  'to',
  'vp',
]);
const ENGLISH = new Set(
  texts(CATALOGUES.en as unknown as Node)
    .flatMap(wordsOf)
    .filter((w) => !NORWEGIAN_TOO.has(w)),
);

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
    results: e.results.map((r) =>
      r.note === 'EW arrived late: board not played (NBF 3.5.6)' ? { ...r, note: 'ØV kom for sent: spillet ble ikke spilt (NBF 3.5.6)' } : r,
    ),
  }));

  let boardUrl: string;
  let cardsUrl: string;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'bridgescore-html-nb-'));
    writeFileSync(join(dir, 'resultater.html'), renderPairsHtml(event, { lang: 'nb' }));
    url = pathToFileURL(join(dir, 'resultater.html')).href;
    // A board page with its hand record: the real Bridgemate session and its PBN hand record, as the CLI writes it.
    const files = {
      'club.bws': readFileSync(join(bridgemateDir, 'club-2026-01-19.bws')),
      'hands.pbn': readFileSync(join(bridgemateDir, 'club-2026-01-19-hands.pbn')),
    };
    const run = await runInProcess(
      ['pairs', 'club.bws', '--deals', 'hands.pbn', '--format', 'html', '--title', 'Klubbkveld', '--lang', 'nb', '-o', 'out/'],
      files,
    );
    if (run.code !== 0) throw new Error(run.stderr);
    writeFileSync(join(dir, 'spill-1.html'), run.written.get('out/board-1.html') as string);
    boardUrl = pathToFileURL(join(dir, 'spill-1.html')).href;
    // The table cards of a movement with every kind of line: a share, a relay, arrow-switches and a half table.
    const cards = generateMitchell({ tables: 6, boardsPerRound: 3, relay: true, arrowSwitch: true, halfTable: true });
    writeFileSync(join(dir, 'bordkort.html'), renderMovementCards(cards, localeFor('nb'), { title: 'Tirsdagsklubben' }));
    cardsUrl = pathToFileURL(join(dir, 'bordkort.html')).href;
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

  it.each([
    ['a board page with its hand record', () => boardUrl],
    ['the table cards', () => cardsUrl],
  ])('leaves no English word of the English catalogue on %s', async (_what, target) => {
    const { page, errors } = await openWatched(browser, target());
    expect(errors).toEqual([]);
    expect(await page.getAttribute('html', 'lang')).toBe('nb');
    const text = await readableText(page);
    const english = [...new Set(wordsOf(text).filter((w) => ENGLISH.has(w) && !CONTRACT.test(w)))].sort();
    expect(english).toEqual([]);
    await page.close();
  });

  it('finds English on the English board page and cards: the check can fail', async () => {
    const files = {
      'club.bws': readFileSync(join(bridgemateDir, 'club-2026-01-19.bws')),
      'hands.pbn': readFileSync(join(bridgemateDir, 'club-2026-01-19-hands.pbn')),
    };
    const run = await runInProcess(['pairs', 'club.bws', '--deals', 'hands.pbn', '--format', 'html', '--title', 'Klubbkveld', '-o', 'out/'], files);
    const cards = renderMovementCards(generateMitchell({ tables: 6, boardsPerRound: 3, relay: true, arrowSwitch: true, halfTable: true }), localeFor('en'), {
      title: 'Tirsdagsklubben',
    });
    for (const [html, expected] of [
      [run.written.get('out/board-1.html') as string, ['double', 'strain', 'takes', 'tricks', 'clubs']],
      [cards, ['master', 'sheet', 'relay', 'finished', 'shared']],
    ] as const) {
      const page = await browser.newPage();
      await page.setContent(html);
      const found = new Set(wordsOf(await readableText(page)).filter((w) => ENGLISH.has(w)));
      for (const w of expected) expect(found.has(w), w).toBe(true);
      await page.close();
    }
  });

  it('shows the hand record in Norwegian beside the traveller', async () => {
    const { page } = await openWatched(browser, boardUrl);
    const dd = page.locator('table.dd');
    expect(await dd.locator('caption').innerText()).toBe('Dobbel dummy');
    expect(await dd.locator('thead th').allInnerTexts()).toEqual(['Trumf', 'N', 'S', 'Ø', 'V']);
    expect(await dd.locator('td').nth(3).getAttribute('title')).toBe('Vest tar 10 stikk i grand');
    expect(await page.locator('p.par').innerText()).toBe('Optimum: ØV 430 — ØV 3NT+1');
    expect(await page.locator('.deal .seat').allInnerTexts()).toEqual(['Nord', 'Øst', 'Sør', 'Vest']);
    await page.close();
  });

  it('shows the table cards in Norwegian', async () => {
    const { page } = await openWatched(browser, cardsUrl);
    expect(await page.locator('#table-1 h2').innerText()).toBe('Bord 1');
    expect(await page.locator('#table-1 thead th').allInnerTexts()).toEqual(['Runde', 'NS', 'ØV', 'Spill', 'NS videre', 'ØV videre', 'Spill videre']);
    expect(await page.locator('#master h1').innerText()).toBe('Tirsdagsklubben');
    expect(await page.locator('#guide h2').innerText()).toBe('Hvor parene sitter');
    await page.close();
  });

  it('has no horizontal overflow at phone width', async () => {
    for (const target of [url, boardUrl]) {
      const { page } = await openWatched(browser, target, PHONE);
      expect(await page.evaluate(OVERFLOW), target).toBe(0);
      await page.close();
    }
  });

  it('takes a desktop screenshot of the Norwegian ranking', async () => {
    const { page } = await openWatched(browser, url, DESKTOP);
    const shot = await page.screenshot({ path: UPDATE ? join(EXAMPLE_DIR, 'screenshots', 'desktop-nb.png') : join(dir, 'desktop-nb.png') });
    expect(shot.length).toBeGreaterThan(1000);
    await page.close();
  });
});
