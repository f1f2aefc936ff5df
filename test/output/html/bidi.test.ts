/**
 * Names and titles are isolated from the text around them (Unicode bidi isolation): a right-to-left override
 * (U+202E) in a player's or a team's name, or in the event's title, stays inside its `<bdi>` on the pairs and
 * the teams page, and inside U+2068 … U+2069 in a document title, which cannot hold markup. The browser side
 * (the row really keeps its order) is test/e2e/bidi-browser.test.ts.
 */
import { describe, expect, it } from 'vitest';
import type { PairsEvent } from '../../../src/model/types.js';
import { renderPairsHtml, renderPairsHtmlPages } from '../../../src/output/html/index.js';
import { renderTeamsHtml } from '../../../src/output/html/teams.js';
import { rat } from '../../../src/base/rational.js';
import { scoreTeamsEvent } from '../../../src/pipeline/score-teams.js';
import { DEFAULT_TEAMS_OPTIONS } from '../../../src/model/teams.js';
import { exampleScored } from './example-event.js';

const RLO = '\u202e';

/**
 * Every place the override occurs: inside a `<bdi>` with no markup between (text isolated), in an attribute
 * value (a tooltip is a paragraph of its own), or inside U+2068 … U+2069. Anything else is a leak.
 */
function leaks(html: string): string[] {
  const out: string[] = [];
  for (let i = html.indexOf(RLO); i >= 0; i = html.indexOf(RLO, i + 1)) {
    const before = html.slice(0, i);
    const open = before.lastIndexOf('<bdi>');
    const isolated = open >= 0 && !/[<>]/.test(before.slice(open + 5)) && /^[^<>]*<\/bdi>/.test(html.slice(i));
    const attribute = /="[^"<>]*$/.test(before) && /^[^"<>]*"/.test(html.slice(i));
    const fsi = before.lastIndexOf('\u2068') > before.lastIndexOf('\u2069') && /^[^\u2068]*\u2069/.test(html.slice(i));
    if (!isolated && !attribute && !fsi) out.push(html.slice(Math.max(0, i - 60), i + 40));
  }
  return out;
}

const rename =
  (pair: string, name: string) =>
  (e: PairsEvent): PairsEvent => ({
    ...e,
    title: `${RLO}Klubbkveld`,
    participants: e.participants.map((p) => (p.pair === pair ? { ...p, name, players: [{ name }] } : p)),
  });

describe('isolation of names and titles', () => {
  const evil = `${RLO}Kari Nordmann - Ola Sjødal`;
  const event = exampleScored(rename('1', evil));

  it.each(['en', 'nb'] as const)('keeps an override in a pair name or the title inside its <bdi> on the %s pairs page', (lang) => {
    const html = renderPairsHtml(event, { lang });
    expect(html.split(RLO).length - 1).toBeGreaterThan(10);
    expect(leaks(html)).toEqual([]);
    expect(html).toContain(`<bdi>${evil}</bdi>`);
  });

  it('isolates the title in the document titles of the folder of pages', () => {
    const pages = renderPairsHtmlPages(event, { lang: 'nb' });
    for (const p of pages) expect(leaks(p.content), p.path).toEqual([]);
    expect(pages.find((p) => p.path === 'board-1.html')?.content).toContain(`<title>Spill 1 — \u2068${RLO}Klubbkveld\u2069</title>`);
  });

  it('keeps an override in a team name inside its <bdi> on the teams page, with the status and the penalty after it', () => {
    const teams = [
      { id: 'A', name: `${RLO}Bergen` },
      { id: 'B', name: 'Oslo' },
      { id: 'C', name: 'Bodø' },
    ];
    const matches = [
      { round: 1, home: 'A', away: 'B', boards: 16, score: { kind: 'imps' as const, home: rat(30), away: rat(10) }, source: { file: 'm.csv', line: 2 } },
      { round: 1, home: 'C', away: null, boards: 16, score: { kind: 'none' as const }, source: { file: 'm.csv', line: 3 } },
    ];
    const penalties = [{ team: 'A', round: 1, type: 'late' as const, minutes: 8, source: { file: 'p.csv', line: 2 } }];
    const r = scoreTeamsEvent({ teams, matches, penalties }, DEFAULT_TEAMS_OPTIONS).result;
    for (const lang of ['en', 'nb'] as const) {
      const html = renderTeamsHtml(r, { lang, title: `${RLO}Seriespill` });
      expect(html.split(RLO).length - 1).toBeGreaterThan(5);
      expect(leaks(html)).toEqual([]);
    }
  });

  describe('edge cases', () => {
    it('finds a leak where a name is not isolated', () => {
      expect(leaks(`<td>${RLO}Kari</td>`)).toHaveLength(1);
      expect(leaks(`<td><bdi>${RLO}Kari</bdi></td>`)).toEqual([]);
      expect(leaks(`<bdi>x</bdi> ${RLO}Kari`)).toHaveLength(1);
      expect(leaks(`<a title="${RLO}Kari">4</a>`)).toEqual([]);
    });
  });
});
