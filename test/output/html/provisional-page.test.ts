/**
 * The provisional banner of a page published during play (`--watch`) on every page of the folder, in the
 * language of the page: the words of its catalogue, not English, and on a final page nothing.
 */
import { describe, expect, it } from 'vitest';
import { CATALOGUES, LANGUAGES } from '../../../src/i18n/index.js';
import { renderPairsHtml, renderPairsHtmlPages } from '../../../src/output/html/index.js';
import { exampleScored } from './example-event.js';

const event = exampleScored();
const status = { rounds: 7, complete: [1, 2, 3], results: 60 };

describe('the provisional banner on the pages', () => {
  it.each(LANGUAGES.map((l) => [l]))('is on every page in %s', (lang) => {
    const banner = `<p class="live-status" role="status">${CATALOGUES[lang].provisional.someComplete({ roundList: '1–3', completeCount: 3, roundsTotal: 7 })}</p>`;
    const pages = renderPairsHtmlPages(event, { lang, provisional: status });
    expect(pages.length).toBeGreaterThan(3);
    for (const p of pages) expect(p.content, p.path).toContain(banner);
    expect(renderPairsHtml(event, { lang, provisional: status })).toContain(banner);
  });

  it('is in Norwegian on a Norwegian page, with no English word of the banner', () => {
    const page = renderPairsHtml(event, { lang: 'nb', provisional: status });
    expect(page).toContain('<p class="live-status" role="status">Foreløpige resultater: rundene 1–3 av 7 ferdige</p>');
    expect(page).not.toMatch(/Provisional|complete/);
  });

  it('is not on a final page', () => {
    expect(renderPairsHtml(event, { lang: 'nb' })).not.toContain('<p class="live-status"');
  });
});
