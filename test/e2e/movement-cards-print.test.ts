/**
 * The movement cards printed by Chromium (as `movement … --format html` writes them): no row of a sheet, one
 * pair's or one table's round, is split across two A4 pages. Each row gets two marks, a link at the top of its
 * first cell and one at the bottom of its last; the PDF says on which page each link landed. The same check
 * finds split rows once rows are made tall and the cards' rule is overridden, so it can fail.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localeFor } from '../../src/i18n/index.js';
import { generateHowell } from '../../src/movement/howell.js';
import { generateMitchell } from '../../src/movement/mitchell.js';
import { renderMovementCards } from '../../src/output/html/movement-cards.js';
import { browserFound, launchBrowser } from './browser.js';
import { linksByPage } from './pdf-links.js';

const found = browserFound('movement cards print');

/** Marks every row of the cards' tables; the number of rows marked. */
const MARK_ROWS = `(() => {
  const rows = [...document.querySelectorAll('table.mv tbody tr')];
  rows.forEach((tr, i) => {
    const cells = tr.querySelectorAll('th, td');
    const mark = (cell, where) => {
      cell.style.position = 'relative';
      const a = document.createElement('a');
      a.href = 'https://row.invalid/' + i + '/' + where;
      a.textContent = '.';
      a.style.cssText = 'position:absolute;left:0;width:2px;height:2px;overflow:hidden;font-size:1px;' + where + ':0';
      cell.appendChild(a);
    };
    mark(cells[0], 'top');
    mark(cells[cells.length - 1], 'bottom');
  });
  return rows.length;
})()`;

/** Each marked row: the page of its top and of its bottom (1-based). */
async function rowPages(page: Page): Promise<{ rows: number; pages: number; split: number[] }> {
  const rows = (await page.evaluate(MARK_ROWS)) as number;
  const byPage = linksByPage(await page.pdf({ preferCSSPageSize: true, printBackground: false }));
  const where = new Map<string, number>();
  byPage.forEach((links, p) => links.forEach((l) => where.set(l.replace('https://row.invalid/', ''), p + 1)));
  const split: number[] = [];
  for (let i = 0; i < rows; i++) {
    const top = where.get(`${i}/top`);
    const bottom = where.get(`${i}/bottom`);
    if (top === undefined || bottom === undefined) throw new Error(`row ${i}: a mark is missing from the PDF`);
    if (top !== bottom) split.push(i);
  }
  return { rows, pages: byPage.length, split };
}

describe.runIf(found)('the movement cards printed on A4', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  const movements = [
    [
      'a 15-table Mitchell, arrow-switched, with a half table',
      generateMitchell({ tables: 15, boardsPerRound: 2, relay: false, arrowSwitch: true, halfTable: true }),
    ],
    ['a 13-table Howell', generateHowell({ tables: 13, boardsPerRound: 1 })],
    [
      'a 6-table relay Mitchell with a half table, in Finnish',
      generateMitchell({ tables: 6, boardsPerRound: 3, relay: true, arrowSwitch: true, halfTable: true }),
    ],
  ] as const;

  it.each(movements)('keeps every row of %s on one page', async (what, g) => {
    const page = await browser.newPage();
    await page.setContent(renderMovementCards(g, localeFor(what.includes('Finnish') ? 'fi' : 'en'), { title: 'Club night' }));
    const { rows, pages, split } = await rowPages(page);
    expect(rows).toBeGreaterThan(50);
    expect(pages).toBeGreaterThan(2);
    expect(split).toEqual([]);
    await page.close();
  });

  /** Rows of eight lines each: a row that may break then breaks at the foot of a page. */
  const TALL_ROWS = `document.querySelectorAll('table.mv tbody tr > :first-child').forEach((c) => c.insertAdjacentHTML('beforeend', '<div>1<br>2<br>3<br>4<br>5<br>6<br>7</div>'))`;

  it.each([
    ["keeps rows of eight lines whole with the cards' own rule", '', false],
    [
      'finds the rows split across pages once the rule is overridden: the check can fail',
      'table.mv tr{break-inside:auto!important;page-break-inside:auto!important}',
      true,
    ],
  ] as const)('%s', async (_what, override, splits) => {
    const page = await browser.newPage();
    await page.setContent(renderMovementCards(generateHowell({ tables: 13, boardsPerRound: 1 }), localeFor('en'), { title: 'Club night' }));
    await page.evaluate(TALL_ROWS);
    if (override !== '') await page.addStyleTag({ content: `@media print{${override}}` });
    const { split } = await rowPages(page);
    expect(split.length > 0).toBe(splits);
    await page.close();
  });
});
