/**
 * `serve` in a real browser: the screen and a phone's ranking follow the results as the session file changes,
 * without a reload (a mark left on the page's window survives the update), with no console errors, asking
 * nothing of any other server; the screen's fields take turns; a phone-sized window does not overflow.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serve, upToRound, type Served } from '../serve/server.js';
import { browserFound, launchBrowser, openWatched, OVERFLOW, PHONE } from './browser.js';

const found = browserFound('live pages');

describe.runIf(found)('the live pages in Chromium', () => {
  let browser: Browser;
  let s: Served;

  beforeAll(async () => {
    s = await serve(upToRound(2), ['--cycle', '1']);
    await s.waitFor('version 1 published');
    browser = await launchBrowser();
  }, 60_000);
  afterAll(async () => {
    await browser?.close();
    if (s) await s.stop();
  });

  it('updates the screen when the file changes, without a reload', async () => {
    const w = await openWatched(browser, `${s.url}screen`);
    await w.page.evaluate(() => void ((globalThis as Record<string, unknown>).bridgescoreMark = 42));
    expect(await w.page.textContent('header')).toContain('rounds 1–2 of 7 complete');
    const boards = () => w.page.locator('main .field tbody tr td:last-child').first().textContent();
    const before = await boards();
    s.enter(upToRound(3));
    await expect.poll(() => w.page.locator('html').getAttribute('data-version'), { timeout: 15_000 }).toBe('2');
    // the header is outside <main>, the ranking in it: the boards played have grown
    expect(Number(await boards())).toBeGreaterThan(Number(before));
    expect(await w.page.evaluate(() => (globalThis as Record<string, unknown>).bridgescoreMark)).toBe(42);
    expect(w.errors).toEqual([]);
    expect(w.requests.every((u) => u.startsWith(s.url))).toBe(true);
    await w.page.close();
  }, 30_000);

  it('takes the fields in turn on the screen', async () => {
    const w = await openWatched(browser, `${s.url}screen`);
    const visible = async () =>
      (await w.page.locator('main .field').evaluateAll((fs) => fs.map((f) => !(f as unknown as { hidden: boolean }).hidden))).join(',');
    expect(await visible()).toBe('true,false');
    await expect.poll(visible, { timeout: 5000 }).toBe('false,true');
    await w.page.close();
  }, 15_000);

  it("shows a phone its pair's page without overflow, and follows the results", async () => {
    const w = await openWatched(browser, `${s.url}pair-ns-1.html`, PHONE);
    expect(await w.page.evaluate(OVERFLOW)).toBeLessThanOrEqual(0);
    const before = await w.page.textContent('.seats');
    s.enter(upToRound(4));
    await expect.poll(() => w.page.textContent('.seats'), { timeout: 15_000 }).not.toBe(before);
    expect(await w.page.textContent('.seats')).toContain('round 5');
    expect(w.errors).toEqual([]);
    await w.page.close();
  }, 30_000);
});
