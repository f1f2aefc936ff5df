/**
 * The analysis against double dummy and par in a real browser, in the five languages: the Bridgemate session
 * with a hand record of deals only (`pairs club.bws --deals bare.pbn -f html -o out/`, the tables from the
 * run's store of solved deals, filled with the fixture's own). A board's page shows the double-dummy table, the
 * makeable contracts, the computed par and, on the traveller, each result against double dummy and par; a
 * pair's score card shows its counts. Each page loads with no console errors, asks for nothing beyond its own
 * folder, has no horizontal overflow at phone width, and the traveller's pair link leads to the score card.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGES, localeFor, type Lang } from '../../src/i18n/index.js';
import { runCli } from '../../src/cli/run.js';
import { fakeDeps } from '../helpers/cli.js';
import { bridgemateDir } from '../helpers/fixtures.js';
import { BARE, TABLES } from '../deals/helpers.js';
import { browserFound, launchBrowser, openWatched, OVERFLOW, PHONE } from './browser.js';

const found = browserFound('double-dummy analysis');

describe.runIf(found)('the analysis against double dummy and par in Chromium', () => {
  let browser: Browser;
  let dir: string;
  const folder = (lang: Lang): string => join(dir, lang);
  const urlOf = (lang: Lang, page: string): string => pathToFileURL(join(folder(lang), page)).href;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'bridgescore-dd-analysis-'));
    for (const lang of LANGUAGES) {
      const { deps, out } = fakeDeps({ 'club.bws': new Uint8Array(readFileSync(join(bridgemateDir, 'club-2026-01-19.bws'))), 'bare.pbn': BARE });
      const code = await runCli(['pairs', 'club.bws', '--deals', 'bare.pbn', '--format', 'html', '--lang', lang, '-o', 'out/'], {
        ...deps,
        solvedDeals: new Map(TABLES),
      });
      if (code !== 0) throw new Error(out.stderr);
      for (const [path, content] of out.written) {
        const target = join(folder(lang), path.replace(/^out\//, ''));
        mkdirSync(dirname(target), { recursive: true });
        writeFileSync(target, content);
      }
    }
    browser = await launchBrowser();
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it.each(LANGUAGES.map((l) => [l]))(
    'shows a board against double dummy and par (%s)',
    async (lang) => {
      const { dealAnalysis: h, handRecord: hr } = localeFor(lang).t;
      const url = urlOf(lang, 'board-1.html');
      const w = await openWatched(browser, url);
      expect(w.errors).toEqual([]);
      expect(w.requests.filter((u) => !u.startsWith(pathToFileURL(folder(lang)).href) && !u.startsWith('data:'))).toEqual([]);
      expect(await w.page.locator('table.dd').isVisible()).toBe(true);
      const makeable = w.page.locator('.analysis p.makeable');
      expect(await makeable.isVisible()).toBe(true);
      expect(await makeable.innerText()).toMatch(new RegExp(`^${h.makeable}: .+; .+`));
      expect(await w.page.locator('.analysis p.par').innerText()).toContain(`(${hr.computed})`);
      const heads = await w.page.locator('table.traveller thead th').allInnerTexts();
      expect(heads.slice(-2)).toEqual([h.vsDoubleDummy, h.vsPar]);
      // board 1, 3NT by E one down: two tricks short of the ten double dummy gives, 480 better than par for NS
      const row = w.page.locator('#board-1-at-ns-10 td');
      const cells = await row.allInnerTexts();
      expect(cells.slice(-2)).toEqual(['−2', `+${localeFor(lang).num('480')}`]);
      await w.page.close();
    },
    30_000,
  );

  it.each(LANGUAGES.map((l) => [l]))(
    'leads from the traveller to the pair’s score card with its counts (%s)',
    async (lang) => {
      const { dealAnalysis: h } = localeFor(lang).t;
      const w = await openWatched(browser, urlOf(lang, 'board-1.html'));
      await w.page.locator('#board-1-at-ns-10 td a').first().click();
      await w.page.waitForURL(/pair-ns-10\.html/);
      const block = w.page.locator('.dd-analysis');
      expect(await block.isVisible()).toBe(true);
      expect(await block.locator('strong').first().innerText()).toBe(h.analysisHeading);
      expect(await block.locator('li').count()).toBe(3);
      expect(w.errors).toEqual([]);
      await w.page.close();
    },
    30_000,
  );

  it.each(LANGUAGES.map((l) => [l]))(
    'has no horizontal overflow at phone width (%s)',
    async (lang) => {
      for (const page of ['board-1.html', 'pair-ns-10.html']) {
        const w = await openWatched(browser, urlOf(lang, page), PHONE);
        expect(await w.page.evaluate(OVERFLOW), `${lang} ${page}`).toBeLessThanOrEqual(0);
        expect(w.errors).toEqual([]);
        await w.page.close();
      }
    },
    30_000,
  );
});
