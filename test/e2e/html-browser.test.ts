/**
 * The HTML results page in a real browser: headless Chromium from the distribution (scripts/install-browser.sh
 * installs it), driven by playwright-core. Loads the example event, in English, from a file:// URL and checks
 * that nothing is fetched, nothing is logged as an error, the ranking and score cards work, and a phone-sized
 * window has no horizontal overflow (the same page in Norwegian: test/e2e/html-nb-browser.test.ts). With
 * UPDATE_GOLDEN=1 it also refreshes the screenshots in examples/club-session/screenshots/.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Browser } from 'playwright-core';
import { browserFound, DESKTOP, launchBrowser, openWatched, OVERFLOW, PHONE, UPDATE, type Watched } from './browser.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderPairsHtml, renderPairsHtmlPages } from '../../src/output/html/index.js';
import { EXAMPLE_DIR, EXAMPLE_MOVEMENT, exampleScored } from '../output/html/example-event.js';

const found = browserFound('HTML');

describe.runIf(found)('the HTML results page in Chromium', () => {
  let browser: Browser;
  let dir: string;
  let fileUrl: string;
  let pagesUrl: string;
  const event = exampleScored();

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'bridgescore-html-'));
    writeFileSync(join(dir, 'results.html'), renderPairsHtml(event, { lang: 'en', movement: EXAMPLE_MOVEMENT }));
    fileUrl = pathToFileURL(join(dir, 'results.html')).href;
    mkdirSync(join(dir, 'site'));
    for (const p of renderPairsHtmlPages(event, { lang: 'en', movement: EXAMPLE_MOVEMENT })) writeFileSync(join(dir, 'site', p.path), p.content);
    pagesUrl = pathToFileURL(join(dir, 'site', 'index.html')).href;
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  const open = (url: string, viewport = DESKTOP): Promise<Watched> => openWatched(browser, url, viewport);

  const own = (url: string) => url.split('#')[0] as string;

  it('loads with no console errors and requests nothing but the file itself', async () => {
    const { page, errors, requests } = await open(fileUrl);
    await page.locator('#pair-ns-4').scrollIntoViewIfNeeded();
    expect(errors).toEqual([]);
    expect(requests.filter((u) => own(u) !== fileUrl && !u.startsWith('data:'))).toEqual([]);
    expect(await page.title()).toBe('Club session');
    expect(await page.getAttribute('html', 'lang')).toBe('en');
    expect(await page.evaluate('document.characterSet')).toBe('UTF-8');
    await page.close();
  });

  it('shows a ranking table per direction with the pairs in ranking order', async () => {
    const { page } = await open(fileUrl);
    const tables = page.locator('#ranking table.ranking');
    expect(await tables.count()).toBe(2);
    for (const [i, dir] of (['NS', 'EW'] as const).entries()) {
      const expected = event.standings.filter((s) => s.direction === dir).map((s) => s.names);
      const names = await tables.nth(i).locator('tbody tr td:nth-child(3)').allInnerTexts();
      expect(names).toEqual(expected);
      expect(await tables.nth(i).locator('caption').innerText()).toBe(dir === 'NS' ? 'North-South' : 'East-West');
    }
    const first = await tables.nth(1).locator('tbody tr').first().locator('td, th').allInnerTexts();
    expect(first.slice(0, 3)).toEqual(['1', '11', 'Gro Ødegård - Stein Berg']);
    await page.close();
  });

  it('opens a pair’s score card from the ranking and goes back', async () => {
    const { page, errors } = await open(fileUrl);
    await page.getByRole('link', { name: 'Gro Ødegård - Stein Berg' }).first().click();
    await page.waitForURL(/#pair-ew-11$/);
    const card = page.locator(':target');
    expect(await card.getAttribute('id')).toBe('pair-ew-11');
    expect(await card.locator('h3').innerText()).toBe('Pair 11 (East-West) — Gro Ødegård - Stein Berg');
    expect(await card.locator('svg.chart polyline').count()).toBe(1);
    const box = await card.boundingBox();
    expect(box && box.y >= -1 && box.y < DESKTOP.height / 2).toBe(true);
    const boards = await card.locator('table.scorecard tbody tr').count();
    expect(boards).toBe(event.standings.find((s) => s.pair === '11')?.entries.length);
    await card.getByRole('link', { name: 'Back to the ranking' }).click();
    await page.waitForURL(/#rank-ew-11$/);
    expect(await page.locator(':target').evaluate((e) => e.tagName)).toBe('TR');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('has no horizontal overflow at phone width', async () => {
    const { page, errors } = await open(fileUrl, PHONE);
    const overflow = () => page.evaluate(OVERFLOW);
    expect(await overflow()).toBe(0);
    const shot = await page.screenshot({ path: UPDATE ? join(EXAMPLE_DIR, 'screenshots', 'phone.png') : join(dir, 'phone.png') });
    expect(shot.length).toBeGreaterThan(1000);
    await page.getByRole('link', { name: 'Marit Lie - Jon Haugen' }).first().click();
    await page.waitForURL(/#pair-ns-4$/);
    expect(await overflow()).toBe(0);
    await page.screenshot({ path: UPDATE ? join(EXAMPLE_DIR, 'screenshots', 'phone-scorecard.png') : join(dir, 'phone-scorecard.png') });
    expect(errors).toEqual([]);
    await page.close();
  });

  it.each([PHONE, { width: 360, height: 740 }])(
    'shows a traveller’s and a score card’s score, matchpoints and percentage on a phone ($width px) without scrolling sideways',
    async (viewport) => {
      const { page } = await open(fileUrl, viewport);
      // the right edge of every visible header cell of a table, and its text
      const visible = (table: string): Promise<{ text: string; right: number }[]> =>
        page.locator(`${table} thead th`).evaluateAll((els) =>
          els
            .map((e) => ({ text: (e as unknown as { innerText: string }).innerText, box: e.getBoundingClientRect() }))
            .filter((x) => x.box.width > 0)
            .map((x) => ({ text: x.text, right: x.box.right })),
        );
      const traveller = await visible('#board-13 table.traveller');
      expect(traveller.map((c) => c.text)).toEqual(['NS', 'EW', 'Contract', 'Score NS', 'MP NS', '% NS']);
      for (const c of traveller) expect(c.right, c.text).toBeLessThanOrEqual(viewport.width);
      const card = await visible('#pair-ns-4 table.scorecard');
      expect(card.map((c) => c.text)).toEqual(['Bd', 'Opp', 'Contract', 'Score', 'MP', '%']);
      for (const c of card) expect(c.right, c.text).toBeLessThanOrEqual(viewport.width);
      // and every cell under them, on every board and card
      for (const t of ['table.traveller', 'table.scorecard']) {
        const cells = await page.locator(`${t} tbody td`).evaluateAll((els) => els.map((e) => e.getBoundingClientRect().right));
        expect(Math.max(...cells), t).toBeLessThanOrEqual(viewport.width);
      }
      await page.close();
    },
  );

  it('takes a desktop screenshot of the ranking', async () => {
    const { page } = await open(fileUrl);
    expect(await page.evaluate(OVERFLOW)).toBe(0);
    const shot = await page.screenshot({ path: UPDATE ? join(EXAMPLE_DIR, 'screenshots', 'desktop.png') : join(dir, 'desktop.png') });
    expect(shot.length).toBeGreaterThan(1000);
    await page.close();
  });

  it('prints the ranking and every traveller for the notice board on two A4 pages (the score cards stay on screen)', async () => {
    const { page } = await open(fileUrl);
    const pdf = await page.pdf({ format: 'A4' });
    const pages = (pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g) ?? []).length;
    expect(pages).toBeGreaterThan(0);
    expect(pages).toBeLessThanOrEqual(2);
    await page.emulateMedia({ media: 'print' });
    expect(await page.locator('section.board:visible').count()).toBe(28);
    expect(await page.locator('#scorecards').isVisible()).toBe(false);
    // the compact traveller: NS, EW, contract, the signed score, MP and % of NS
    expect(await page.locator('#board-1 table.traveller thead th:visible').allInnerTexts()).toEqual(['NS', 'EW', 'Contract', 'Score NS', 'MP NS', '% NS']);
    await page.close();
  });

  it('hides the navigation when printed', async () => {
    const { page } = await open(fileUrl);
    await page.emulateMedia({ media: 'print' });
    expect(await page.locator('nav.top').isVisible()).toBe(false);
    expect(await page.locator('#ranking table').first().isVisible()).toBe(true);
    await page.close();
  });

  it('moves between the pages of the folder layout with relative links', async () => {
    const { page, errors, requests } = await open(pagesUrl);
    await page.getByRole('link', { name: 'Marit Lie - Jon Haugen' }).first().click();
    await page.waitForURL(/pair-ns-4\.html$/);
    await page.getByRole('link', { name: '13', exact: true }).first().click();
    // the pair's own line of the traveller, highlighted
    await page.waitForURL(/board-13\.html#board-13-at-ns-4$/);
    expect(await page.locator('h2').first().innerText()).toBe('Board 13');
    const own = page.locator('tr:target');
    expect(await own.locator('td').nth(1).innerText()).toBe('4');
    expect(await page.evaluate("getComputedStyle(document.querySelector('tr:target')).backgroundColor")).toBe('rgb(255, 244, 194)');
    await page.getByRole('link', { name: 'Ranking' }).click();
    await page.waitForURL(/index\.html#ranking$/);
    expect(errors).toEqual([]);
    const site = pathToFileURL(join(dir, 'site')).href;
    expect(requests.filter((u) => !u.startsWith(site) && !u.startsWith('data:'))).toEqual([]);
    await page.close();
  });
});
