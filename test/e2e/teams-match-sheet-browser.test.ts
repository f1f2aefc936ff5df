/**
 * The team page's match sheets in Chromium (the PBN match of examples/teams/pbn-match as `teams -f html`
 * writes it): the link in the navigation leads to them, each match's table holds its six boards, and at phone
 * width (390 and 360 px) the NS scores and the net fold away, and the board, both contracts and the IMPs stay in view.
 */
import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runInProcess } from '../helpers/cli.js';
import { browserFound, launchBrowser, OVERFLOW, PHONE } from './browser.js';

const found = browserFound('teams match sheet');

describe.runIf(found)('the match sheets of the team page in Chromium', () => {
  let browser: Browser;
  let html: string;

  beforeAll(async () => {
    const run = await runInProcess(['teams', '--results', 'match.pbn', '-f', 'html', '--lang', 'nb'], {
      'match.pbn': readFileSync('examples/teams/pbn-match/match.pbn', 'utf8'),
    });
    if (run.code !== 0) throw new Error(run.stderr);
    html = run.stdout;
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  const open = async (viewport: { width: number; height: number }): Promise<Page> => {
    const page = await browser.newPage({ viewport });
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.setContent(html);
    expect(errors).toEqual([]);
    return page;
  };

  it('leads from the navigation to a table of each match, board by board', async () => {
    const page = await open({ width: 1280, height: 900 });
    await page.getByRole('link', { name: 'Spill for spill' }).click();
    const sheets = page.locator('#sheets table.sheet');
    expect(await sheets.count()).toBe(2);
    expect(await sheets.first().locator('tbody tr').count()).toBe(6);
    expect(await sheets.first().locator('thead th').allInnerTexts()).toEqual([
      'Sp',
      'Åpent rom',
      'NS',
      'Lukket rom',
      'NS',
      'Netto',
      'IMP Bergen Akademiske',
      'IMP Moss',
    ]);
    expect(await sheets.first().locator('tfoot td').allInnerTexts()).toEqual(['', '', '', '', '30', '6']);
    await page.close();
  });

  it.each([PHONE.width, 360])('keeps the board, both contracts and the IMPs in view at %i px, the page not scrolling sideways', async (width) => {
    const page = await open({ width, height: PHONE.height });
    expect(await page.evaluate(OVERFLOW)).toBe(0);
    const sheet = page.locator('#sheets table.sheet').first();
    expect(await sheet.locator('thead th:visible').allInnerTexts()).toEqual(['Sp', 'Åpent rom', 'Lukket rom', 'IMP Bergen Akademiske', 'IMP Moss']);
    // every cell of the first board in the window, none beyond its right edge
    for (const cell of await sheet.locator('tbody tr').first().locator('th:visible, td:visible').all()) {
      const box = await cell.boundingBox();
      expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(width);
    }
    await page.close();
  });
});
