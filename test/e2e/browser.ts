/**
 * The browser harness of the end-to-end tests: the distribution's Chromium (scripts/install-browser.sh
 * installs it) driven by playwright-core, with this machine's launch flags; a clear skip when the browser is
 * missing, and a failure instead on CI; and pages opened with their console errors and requests watched.
 */
import { existsSync } from 'node:fs';
import { chromium, type Browser, type Page } from 'playwright-core';
import { describe, it } from 'vitest';

/** The distribution's Chromium; BRIDGESCORE_CHROMIUM points elsewhere (e.g. to check the message when it is missing). */
export const CHROMIUM = process.env.BRIDGESCORE_CHROMIUM ?? '/usr/bin/chromium';
// Playwright gives every launch a new, empty user-data-dir of its own; these are the flags for this machine.
const ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1280, height: 900 };
export const UPDATE = process.env.UPDATE_GOLDEN === '1';
/** how far the page is wider than the window, in CSS pixels (evaluated in the page) */
export const OVERFLOW = 'document.documentElement.scrollWidth - document.documentElement.clientWidth';

/**
 * Whether the browser is there. When it is not: a loud warning and a skip locally, a failing test on CI (a
 * browser test that passes without a browser would be a test that cannot fail).
 */
export function browserFound(what: string): boolean {
  const found = existsSync(CHROMIUM);
  const missing = `Chromium not found at ${CHROMIUM}: the ${what} browser test cannot run. Install it with: bash scripts/install-browser.sh (apt-get install chromium).`;
  if (!found && !process.env.CI) console.warn(`\n${'!'.repeat(100)}\n!! SKIPPED: ${missing}\n${'!'.repeat(100)}\n`);
  describe.runIf(!found && process.env.CI)('browser', () => {
    it('is installed on CI', () => {
      throw new Error(missing);
    });
  });
  return found;
}

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM, args: ARGS, headless: true });
}

export interface Watched {
  page: Page;
  errors: string[];
  requests: string[];
}

/** A new page at `url`, recording console errors and warnings, page errors and every request. */
export async function openWatched(browser: Browser, url: string, viewport = DESKTOP): Promise<Watched> {
  const page = await browser.newPage({ viewport });
  const errors: string[] = [];
  const requests: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') errors.push(`${m.type()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => errors.push(`page error: ${e.message}`));
  page.on('request', (r) => requests.push(r.url()));
  await page.goto(url, { waitUntil: 'load' });
  return { page, errors, requests };
}
