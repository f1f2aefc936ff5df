/**
 * The notice-board print of a real club night: the 11-table Bridgemate session of 27 boards
 * (test/fixtures/bridgemate/club-2026-01-19.bws), its one-file results page as `pairs … --format html` writes
 * it, printed by Chromium on A4: the ranking and every traveller on at most two pages, in type no smaller than
 * 6.5 pt, every traveller whole.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runInProcess } from '../helpers/cli.js';
import { bridgemateDir } from '../helpers/fixtures.js';
import { browserFound, launchBrowser } from './browser.js';
import { linksByPage } from './pdf-links.js';

const found = browserFound('notice-board print');
/** the margins a browser prints with by default, about 10 mm */
const PRINT_MARGIN = { top: '10mm', right: '10mm', bottom: '10mm', left: '10mm' };

describe.runIf(found)('the notice-board print of an 11-table club night', () => {
  let browser: Browser;
  let html: string;

  beforeAll(async () => {
    const files = { 'club.bws': readFileSync(join(bridgemateDir, 'club-2026-01-19.bws')) };
    const run = await runInProcess(['pairs', 'club.bws', '--format', 'html', '--title', 'Club night', '-o', 'results.html'], files);
    if (run.code !== 0) throw new Error(run.stderr);
    html = run.written.get('results.html') as string;
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('prints the ranking and all 27 travellers on two A4 pages, legibly, no traveller split', async () => {
    // the width of an A4 page less its margins: what the print lays out in
    const page = await browser.newPage({ viewport: { width: 718, height: 1047 } });
    await page.setContent(html);
    await page.emulateMedia({ media: 'print' });
    expect(await page.locator('section.board:visible').count()).toBe(27);
    expect(await page.locator('#ranking table.ranking tbody tr:visible').count()).toBeGreaterThanOrEqual(22);
    // the smallest type of any visible text, in points (1 CSS px = 0.75 pt)
    const smallest = (await page.evaluate(`Math.min(...[...document.querySelectorAll('#ranking td, #boards td, #boards th, section.board h3')]
      .filter((e) => e.offsetParent !== null).map((e) => parseFloat(getComputedStyle(e).fontSize)))`)) as number;
    expect(smallest * 0.75).toBeGreaterThanOrEqual(6.5);
    // each traveller marked at its top (its heading) and its bottom (the last cell of its last row), each mark
    // a link around text already there, so that the layout does not change; the PDF gives each link's page
    const boards = (await page.evaluate(`(() => {
      const list = [...document.querySelectorAll('section.board')].filter((s) => s.offsetParent !== null);
      const mark = (el, id) => {
        const a = document.createElement('a');
        a.href = 'https://board.invalid/' + id;
        while (el.firstChild) a.appendChild(el.firstChild);
        el.appendChild(a);
      };
      list.forEach((s, i) => {
        mark(s.querySelector('h3'), i + '/top');
        const cells = [...s.querySelectorAll('tbody tr:last-child td')].filter((c) => c.offsetParent !== null);
        mark(cells[cells.length - 1], i + '/bottom');
      });
      return list.length;
    })()`)) as number;
    const byPage = linksByPage(await page.pdf({ format: 'A4', margin: PRINT_MARGIN }));
    expect(byPage.length).toBeLessThanOrEqual(2);
    const where = new Map<string, number>();
    byPage.forEach((links, p) => links.forEach((l) => where.set(l.replace('https://board.invalid/', ''), p)));
    for (let i = 0; i < boards; i++) {
      expect(where.get(`${i}/top`), `board ${i + 1}`).toBeDefined();
      expect(where.get(`${i}/top`), `board ${i + 1}`).toBe(where.get(`${i}/bottom`));
    }
    await page.close();
  });

  it.each([
    ['a two-field night: the fields side by side, without Max and Boards', [], true],
    ['two sessions: the fields one under the other, with every session column', ['--session-per-file'], false],
  ] as const)('prints the ranking of %s', async (_what, extra, sideBySide) => {
    const travellers = readFileSync('examples/club-session/travellers.csv');
    const files = extra.length > 0 ? { 'e1.csv': travellers, 'e2.csv': travellers } : { 'e1.csv': travellers };
    const run = await runInProcess(['pairs', ...Object.keys(files), ...extra, '-f', 'html', '-o', 'r.html'], files);
    expect(run.code, run.stderr).toBe(0);
    const page = await browser.newPage({ viewport: { width: 718, height: 1047 } });
    await page.setContent(run.written.get('r.html') as string);
    await page.emulateMedia({ media: 'print' });
    const tables = page.locator('#ranking table.ranking');
    expect(await tables.count()).toBe(2);
    const [ns, ew] = [await tables.nth(0).boundingBox(), await tables.nth(1).boundingBox()];
    // side by side: the same top, East-West to the right; stacked: East-West below
    expect(ew?.y === ns?.y && (ew?.x ?? 0) > (ns?.x ?? 0)).toBe(sideBySide);
    const heads = await tables.nth(0).locator('thead th:visible').allInnerTexts();
    expect(heads.includes('Max')).toBe(!sideBySide);
    if (!sideBySide) expect(heads).toEqual(expect.arrayContaining(['e1 %', 'e2 %']));
    await page.close();
  });
});
