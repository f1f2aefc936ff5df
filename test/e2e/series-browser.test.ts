/**
 * The season page in a real browser: the example season (examples/season, 22 club nights) rendered by
 * `bridgescore series … --format html` beside the first night's own page (`bridgescore pairs … --format html`,
 * as examples/season/score.sh writes it), loaded from file:// URLs. Checks that nothing is fetched and nothing
 * logged, that the table holds the rows of the CSV in the same order, that a player's name leads to the
 * player's card and the card's session to that session's page, that the rules are said under the table, and
 * that a phone-sized window does not overflow.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runInProcess } from '../helpers/cli.js';
import { browserFound, DESKTOP, launchBrowser, openWatched, OVERFLOW, PHONE, type Watched } from './browser.js';

const SEASON = 'examples/season';
const SESSIONS = readdirSync(`${SEASON}/sessions`)
  .filter((f) => f.endsWith('.json'))
  .sort()
  .map((f) => `${SEASON}/sessions/${f}`);
const RULES = ['--best', '10', '--min-sessions', '5', '--imps', 'ebu-ngs'];

const found = browserFound('season page');

describe.runIf(found)('the season page in Chromium', () => {
  let browser: Browser;
  let dir: string;
  let url: string;
  let csv: string[][];

  beforeAll(async () => {
    const inputs = Object.fromEntries(SESSIONS.map((f) => [f, readFileSync(f)]));
    const page = await runInProcess(['series', ...SESSIONS, ...RULES, '-f', 'html'], inputs);
    expect(page.stderr).toBe('');
    const table = await runInProcess(['series', ...SESSIONS, ...RULES, '-f', 'csv'], inputs);
    csv = table.stdout
      .trim()
      .split('\n')
      .slice(1)
      .map((l) => l.split(','));
    const night = `${SEASON}/nights/01`;
    const args =
      readFileSync(`${night}/args`, 'utf8')
        .match(/"[^"]*"|\S+/g)
        ?.map((a) => a.replace(/^"|"$/g, '')) ?? [];
    const files = { [`${night}/travellers.csv`]: readFileSync(`${night}/travellers.csv`), [`${night}/names.csv`]: readFileSync(`${night}/names.csv`) };
    const first = await runInProcess(['pairs', `${night}/travellers.csv`, '--names', `${night}/names.csv`, ...args, '-f', 'html'], files);
    expect(first.code, first.stderr).toBe(0);
    dir = mkdtempSync(join(tmpdir(), 'bridgescore-season-'));
    writeFileSync(join(dir, 'season.html'), page.stdout);
    writeFileSync(join(dir, 'night-01.html'), first.stdout);
    url = pathToFileURL(join(dir, 'season.html')).href;
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  const open = (viewport = DESKTOP): Promise<Watched> => openWatched(browser, url, viewport);

  it('loads with no console errors and requests nothing but the file itself', async () => {
    const { page, errors, requests } = await open();
    await page.locator('#players').scrollIntoViewIfNeeded();
    expect(errors).toEqual([]);
    expect(requests.filter((u) => u.split('#')[0] !== url && !u.startsWith('data:'))).toEqual([]);
    expect(await page.title()).toBe('Season table');
    await page.close();
  });

  it('shows the rows of the CSV in the same order, with the rules under the table', async () => {
    const { page } = await open();
    const rows = page.locator('#ladder tbody tr');
    expect(await rows.count()).toBe(csv.length);
    for (const [i, r] of csv.entries()) {
      const cells = await rows.nth(i).locator('td, th').allInnerTexts();
      expect(cells, `row ${i + 1}`).toEqual([r[0], r[2], r[3], r[4], r[5]]);
    }
    const rules = await page.locator('#rules li').allInnerTexts();
    expect(rules).toContain('The best 10 sessions count.');
    expect(rules.some((t) => t.startsWith('IMP sessions (night-07, night-15) count as 50 % + 6.5 %'))).toBe(true);
    await page.close();
  });

  it('leads from a name to the player’s card, and from the card to the session’s own page', async () => {
    const { page } = await open();
    const leader = page.locator('#ladder tbody tr').first();
    const name = await leader.locator('th').innerText();
    await leader.locator('th a').click();
    const card = page.locator('section.card:target');
    expect(await card.locator('h3').innerText()).toBe(name);
    const lines = card.locator('tbody tr');
    expect(await lines.count()).toBe(Number((csv[0] as string[])[3]));
    const counted = await card.locator('tbody tr:not(.nr)').count();
    expect(counted).toBe(Number((csv[0] as string[])[4]));
    // every one of the 20 players of the first night has it on the card
    expect(await page.locator('#players a[href="night-01.html"]').count()).toBe(20);
    await page.locator('#players a[href="night-01.html"]').first().click();
    await page.waitForLoadState('load');
    expect(page.url()).toBe(pathToFileURL(join(dir, 'night-01.html')).href);
    expect(await page.locator('h1').innerText()).toBe('Club night 1');
    await page.close();
  });

  it('has no horizontal overflow at phone width', async () => {
    const { page, errors } = await open(PHONE);
    expect(await page.evaluate(OVERFLOW)).toBe(0);
    await page.locator('#players').scrollIntoViewIfNeeded();
    expect(await page.evaluate(OVERFLOW)).toBe(0);
    expect(errors).toEqual([]);
    await page.close();
  });
});
