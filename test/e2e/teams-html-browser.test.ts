/**
 * The team results page in a real browser: headless Chromium from the distribution (scripts/install-browser.sh
 * installs it), driven by playwright-core. Renders examples/teams/round-robin with `bridgescore teams --format
 * html`, loads it from a file:// URL and checks that nothing is fetched, nothing is logged as an error, the
 * standings hold the expected rows, the cross-table is complete, and a phone-sized window has no horizontal
 * overflow. With UPDATE_GOLDEN=1 it also refreshes the screenshots in examples/teams/round-robin/screenshots/.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Browser } from 'playwright-core';
import { browserFound, DESKTOP, launchBrowser, openWatched, OVERFLOW, PHONE, UPDATE, type Watched } from './browser.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerTeamsCommand } from '../../src/cli/commands/teams.js';
import { runCommand } from '../helpers/cli.js';

const EXAMPLE_DIR = fileURLToPath(new URL('../../examples/teams/round-robin/', import.meta.url));

/** The standings of the example as expected.txt shows them: rank, team, played, IMPs, penalty, VP, tiebreak. */
const STANDINGS = [
  ['1', 'Trondheim', '6', '202 – 155', '', '83.37', 'head-to-head VP'],
  ['2', 'Oslo', '6', '234 – 179', '', '83.37', 'head-to-head VP'],
  ['3', 'Bergen', '6', '234 – 205', '', '77.92', ''],
  ['4', 'Stavanger', '6', '171 – 155', '−0.8', '74.48', ''],
  ['5', 'Bodø', '6', '151 – 173', '', '67.99', ''],
  ['6', 'Kristiansand', '6', '138 – 183', '', '61.65', ''],
  ['7', 'Tromsø', '6', '113 – 193', '', '54.42', ''],
];

const found = browserFound('teams HTML');

describe.runIf(found)('the team results page in Chromium', () => {
  let browser: Browser;
  let dir: string;
  let fileUrl: string;

  beforeAll(async () => {
    const files = Object.fromEntries(
      readdirSync(EXAMPLE_DIR)
        .filter((f) => f.endsWith('.csv'))
        .map((f) => [f, readFileSync(join(EXAMPLE_DIR, f), 'utf8')]),
    );
    const args = readFileSync(join(EXAMPLE_DIR, 'args'), 'utf8').trim().split(/\s+/);
    const run = await runCommand(registerTeamsCommand, ['teams', ...args, '--format', 'html'], files);
    expect(run.stderr).toBe('');
    dir = mkdtempSync(join(tmpdir(), 'bridgescore-teams-html-'));
    writeFileSync(join(dir, 'results.html'), run.stdout);
    fileUrl = pathToFileURL(join(dir, 'results.html')).href;
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  const open = (viewport = DESKTOP): Promise<Watched> => openWatched(browser, fileUrl, viewport);

  it('loads with no console errors and requests nothing but the file itself', async () => {
    const { page, errors, requests } = await open();
    await page.locator('#matches').scrollIntoViewIfNeeded();
    expect(errors).toEqual([]);
    expect(requests.filter((u) => u.split('#')[0] !== fileUrl && !u.startsWith('data:'))).toEqual([]);
    expect(await page.title()).toBe('Team results');
    expect(await page.getAttribute('html', 'lang')).toBe('en');
    expect(await page.evaluate('document.characterSet')).toBe('UTF-8');
    await page.close();
  });

  it('shows the standings in the scorer’s order, with the penalty and the tiebreak', async () => {
    const { page } = await open();
    const rows = page.locator('#standings table.standings tbody tr');
    expect(await rows.count()).toBe(STANDINGS.length);
    for (const [i, expected] of STANDINGS.entries()) {
      expect(await rows.nth(i).locator('td, th').allInnerTexts()).toEqual(expected);
    }
    await page.close();
  });

  it('shows a complete cross-table and the matches of every round', async () => {
    const { page } = await open();
    const cross = page.locator('#crosstable table.crosstable');
    expect(await cross.locator('tbody tr').count()).toBe(7);
    // No., team, seven opponents (one of them the team itself), the bye and the total
    expect(await cross.locator('thead th').count()).toBe(11);
    const stavanger = await cross.locator('tbody tr').nth(3).locator('td, th').allInnerTexts();
    expect(stavanger).toEqual(['4', 'Stavanger', '7.20 (−0.8)', '6.25', '10.61', '—', '15.74', '14.39', '9.09', '12.00', '74.48']);
    expect(await page.locator('#matches table.matches').count()).toBe(7);
    expect(await page.locator('#round-5 + .scroll tbody tr').first().locator('td').allInnerTexts()).toEqual([
      'Trondheim',
      'Stavanger',
      '38 – 28',
      '12.80 – 7.20 (−0.8)',
    ]);
    await page.close();
  });

  it('has no horizontal overflow at phone width', async () => {
    const { page, errors } = await open(PHONE);
    expect(await page.evaluate(OVERFLOW)).toBe(0);
    // a wide table scrolls inside its own box, never the page
    const boxes = await page.locator('.scroll').evaluateAll((els) => els.map((e) => e.getBoundingClientRect().right));
    for (const right of boxes) expect(right).toBeLessThanOrEqual(PHONE.width);
    const shot = await page.screenshot({ path: UPDATE ? join(EXAMPLE_DIR, 'screenshots', 'phone.png') : join(dir, 'phone.png') });
    expect(shot.length).toBeGreaterThan(1000);
    await page.locator('#crosstable').scrollIntoViewIfNeeded();
    expect(await page.evaluate(OVERFLOW)).toBe(0);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('takes a desktop screenshot of the standings and the cross-table', async () => {
    const { page } = await open();
    expect(await page.evaluate(OVERFLOW)).toBe(0);
    const shot = await page.screenshot({ path: UPDATE ? join(EXAMPLE_DIR, 'screenshots', 'desktop.png') : join(dir, 'desktop.png') });
    expect(shot.length).toBeGreaterThan(1000);
    await page.close();
  });

  it('hides the navigation and keeps every table when printed', async () => {
    const { page } = await open();
    await page.emulateMedia({ media: 'print' });
    expect(await page.locator('nav.top').isVisible()).toBe(false);
    for (const t of ['table.standings', 'table.crosstable']) expect(await page.locator(t).isVisible()).toBe(true);
    expect(await page.locator('table.standings thead th').allInnerTexts()).toContain('Played');
    await page.close();
  });
});
