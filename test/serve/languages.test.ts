/**
 * `serve --lang L`: the live pages in each of the five languages — the screen, a pair's page with where it
 * plays next, a board still in play, the director's page — with none of the English live words left on a page
 * in another language. Made as the server makes them (buildLive), after round 2 of the club session.
 */
import { describe, expect, it } from 'vitest';
import { LANGUAGES, localeFor } from '../../src/i18n/index.js';
import { liveLabels, type LiveLabels } from '../../src/i18n/live.js';
import { HANDS } from '../deals/helpers.js';
import { pagesAfter } from './build.js';
import { PLANNED } from './server.js';

const text = (html: string): string =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');

/** English words of the live pages long enough not to be a name or a number. */
const ENGLISH: (keyof LiveLabels)[] = ['scan', 'inPlayNote', 'nextHeading', 'tablesHeading', 'missingHeading', 'checkHeading', 'warningsHeading', 'allPlayed'];

describe('serve in the five languages', () => {
  it.each(LANGUAGES.map((l) => [l]))(
    '%s',
    async (lang) => {
      const pages = await pagesAfter(2, HANDS, ['--lang', lang]);
      const l = liveLabels(lang);
      const loc = localeFor(lang);
      const screen = pages.get('/screen') as string;
      expect(screen).toContain(`<html lang="${lang}"`);
      expect(text(screen)).toContain(l.scan);
      expect(text(screen)).toContain(l.boardsPlayed);
      // pair 1 (NS, table 1) plays round 3 next
      const pair = text(pages.get('/pair-ns-1.html') as string);
      expect(pair).toContain(l.nextHeading);
      expect(pair).toContain(l.nextRound({ round: 3 }));
      // board 1 has been played at 2 of its tables after round 2
      const board = text(pages.get('/board-1.html') as string);
      expect(board).toContain(l.inPlay({ played: 2, tables: PLANNED.get(1) as number }));
      const director = text(pages.get('/director/key-12345') as string);
      for (const heading of [l.tablesHeading, l.missingHeading, l.checkHeading, l.warningsHeading]) expect(director).toContain(heading);
      expect(text(pages.get('/') as string)).toContain(loc.t.common.results);
      if (lang === 'en') return;
      const en = liveLabels('en');
      for (const [path, html] of pages) {
        if (!path.endsWith('.html') && path !== '/' && path !== '/screen' && !path.startsWith('/director/')) continue;
        for (const key of ENGLISH) expect(text(html), `${path}: ${key}`).not.toContain(en[key] as string);
      }
    },
    60_000,
  );
});
