import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { handicapRanking } from '../../../src/scoring/handicap/in-event.js';
import type { PairsEvent, ResultLine } from '../../../src/model/types.js';
import type { Lang } from '../../../src/i18n/index.js';
import { renderPairsHtml, renderPairsHtmlPages, renderPairsHtmlTo } from '../../../src/output/html/index.js';
import { markQualified } from '../../../src/ranking/pairs.js';
import { defaultPairsOptions, scorePairs } from '../../../src/pipeline/score-pairs.js';
import { EXAMPLE_MOVEMENT, examplePairsEvent, exampleScored } from './example-event.js';

const rename =
  (pair: string, name: string) =>
  (e: PairsEvent): PairsEvent => ({
    ...e,
    participants: e.participants.map((p) => (p.pair === pair ? { ...p, name, players: [{ name }] } : p)),
  });

const ids = (html: string, prefix: string) => [...html.matchAll(new RegExp(`id="(${prefix}[^"]*)"`, 'g'))].map((m) => m[1] as string);

describe('renderPairsHtml', () => {
  const event = exampleScored();
  const html = renderPairsHtml(event, { lang: 'en', movement: EXAMPLE_MOVEMENT });

  it('is written a board and a score card at a time, never as one string of the whole page', () => {
    const pieces: string[] = [];
    renderPairsHtmlTo(event, { lang: 'en', movement: EXAMPLE_MOVEMENT }, (p) => void pieces.push(p));
    expect(pieces.join('')).toBe(html);
    // the head, the ranking, each board, the score cards' heading, each score card, the end, the tail
    expect(pieces.length).toBe(event.boards.length + event.standings.length + 5);
    const longest = Math.max(...pieces.map((p) => p.length));
    expect(longest).toBeLessThan(html.length / 4);
  });

  it('declares UTF-8 before anything else in the head and keeps Nordic letters as they are', () => {
    expect(html.startsWith('<!DOCTYPE html>\n<html lang="en">\n<head>\n<meta charset="utf-8">')).toBe(true);
    expect(renderPairsHtml(event, { lang: 'nb' }).startsWith('<!DOCTYPE html>\n<html lang="nb">\n<head>\n<meta charset="utf-8">')).toBe(true);
    expect(html.indexOf('<meta charset="utf-8">')).toBeLessThan(1024);
    for (const name of ['Gro Ødegård - Stein Berg', 'Ingrid Græsholt - Per Åström', 'Åse Kjær - Nils Dahl']) expect(html).toContain(name);
  });

  it('sets the lang attribute, English by default, and never lets a bad tag into the page', () => {
    expect(renderPairsHtml(event, {})).toContain('<html lang="en">');
    expect(renderPairsHtml(event, { lang: 'sv' })).toContain('<html lang="sv">');
    // The CLI takes only the languages there are; an untyped caller's anything else is English.
    expect(renderPairsHtml(event, { lang: 'sv-SE' as Lang })).toBe(renderPairsHtml(event, {}));
    const bad = renderPairsHtml(event, { lang: '"><script>alert(1)</script>' as Lang });
    expect(bad).toContain('<html lang="en">');
    expect(bad).not.toMatch(/<script/i);
  });

  it('shows the event name, date, scoring method and movement', () => {
    expect(html).toContain('<h1><bdi>Club session</bdi></h1>');
    expect(html).toContain('<time datetime="2025-03-04">2025-03-04</time>');
    expect(html).toContain('Matchpoints');
    expect(html).toContain('Two winners');
    expect(html).toContain(`Movement: <bdi>${EXAMPLE_MOVEMENT}</bdi>`);
    expect(renderPairsHtml(event, {})).toContain('<span>Movement: 7 tables, 7 rounds, 28 boards</span>');
  });

  it('gives the same bytes for the same input', () => {
    expect(renderPairsHtml(exampleScored(), { lang: 'en', movement: EXAMPLE_MOVEMENT })).toBe(html);
    expect(renderPairsHtmlPages(exampleScored(), { lang: 'nb' })).toEqual(renderPairsHtmlPages(event, { lang: 'nb' }));
  });

  it('makes no request: no scripts, no external URLs, no protocol-relative references', () => {
    expect(html).not.toMatch(/https?:/i);
    expect(html).not.toContain('//');
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toMatch(/\ssrc=/i);
    expect(html).not.toMatch(/url\(/i);
    expect(html).not.toMatch(/@import/i);
    expect([...html.matchAll(/<link [^>]*>/g)].map((m) => m[0])).toEqual(['<link rel="icon" href="data:,">']);
    expect(html).toContain(`http-equiv="Content-Security-Policy" content="default-src &#39;none&#39;;`);
  });

  it('has a ranking row, a score card, a link to it and a link back for every pair', () => {
    const cards = [...html.matchAll(/<section class="card" id="([^"]+)"/g)].map((m) => m[1] as string);
    const rows = [...html.matchAll(/<tr id="(rank-[^"]+)"/g)].map((m) => m[1] as string);
    expect(cards).toHaveLength(event.standings.length);
    expect(rows.map((r) => r.replace(/^rank-/, ''))).toEqual(cards.map((c) => c.replace(/^pair-/, '')));
    for (const card of cards) {
      expect(html).toContain(`href="#${card}"`);
      const section = html.slice(html.indexOf(`<section class="card" id="${card}"`));
      const own = section.slice(0, section.indexOf('</section>'));
      expect(own).toContain(`href="#${card.replace(/^pair-/, 'rank-')}">Back to the ranking</a>`);
      expect(own).toContain('<svg class="chart"');
    }
  });

  it('draws one running-percentage chart per pair, ending at the pair’s percentage', () => {
    expect(html.match(/<svg class="chart"/g)).toHaveLength(event.standings.length);
    expect(html).toContain('Pair 4 (North-South), running percentage: 72.83 % after round 7');
    expect(html).not.toContain('xmlns');
  });

  it('gives every element a distinct id', () => {
    const all = ids(html, '');
    expect(new Set(all).size).toBe(all.length);
  });

  it('does not say "Ranking" twice on a one-field page: the table caption is for screen readers', () => {
    const oneField = renderPairsHtml(scorePairs(examplePairsEvent(), { ...defaultPairsOptions, winners: 'one' }), {});
    expect(oneField).toContain('<h2 id="ranking-h">Ranking</h2>');
    expect(oneField).toContain('<caption class="sr">Ranking</caption>');
    expect(oneField).not.toMatch(/<caption>Ranking<\/caption>/);
  });

  it('uses real tables with captions and column headers', () => {
    const tables = html.match(/<table/g)?.length ?? 0;
    expect(tables).toBe(2 + event.boards.length + event.standings.length);
    expect(html.match(/<caption/g)).toHaveLength(tables);
    expect(html).toContain('<th scope="col" class="n">Rank</th>');
    expect(html).toContain('<th scope="row">4</th>');
  });

  it('shows every board with dealer, vulnerability and the whole traveller', () => {
    expect(ids(html, 'board-').filter((i) => /^board-\d+$/.test(i))).toHaveLength(28);
    expect(html).toContain('Dealer North');
    expect(html).toContain('<span class="vul">All vulnerable</span>');
    const lines = event.boards.reduce((n, b) => n + b.lines.length, 0);
    const travellers = [...html.matchAll(/<table class="traveller">[\s\S]*?<\/table>/g)].map((m) => m[0]);
    expect(travellers.reduce((n, t) => n + (t.match(/<tr[ >]/g)?.length ?? 0) - 1, 0)).toBe(lines);
  });

  it('lists each traveller in score order, NS score from the highest down, the unscored lines last', () => {
    for (const t of [...html.matchAll(/<table class="traveller">[\s\S]*?<\/table>/g)].map((m) => m[0])) {
      const body = /<tbody>([\s\S]*)<\/tbody>/.exec(t)?.[1] ?? '';
      const scores = [...body.matchAll(/<tr[^>]*>([\s\S]*?)<\/tr>/g)].map((m) => {
        // the signed NS score (the phone's column); a passed-out board scores 0, an adjusted line has none
        const score = /<td class="n ph">([^<]*)<\/td>/.exec(m[1] as string)?.[1] ?? '';
        return score !== '' ? Number(score) : null;
      });
      expect(scores.length).toBeGreaterThan(0);
      const played = scores.filter((s): s is number => s !== null);
      expect(played).toEqual([...played].sort((a, b) => b - a));
      expect(scores.slice(played.length).every((s) => s === null)).toBe(true);
    }
  });

  it('links a score card’s board to the pair’s own line of the traveller, which has that id', () => {
    const card = html.slice(html.indexOf('<section class="card" id="pair-ew-10"'));
    const own = card.slice(0, card.indexOf('</section>'));
    const links = [...own.matchAll(/href="#(board-\d+-at-[^"]+)"/g)].map((m) => m[1] as string);
    expect(links.length).toBeGreaterThan(10);
    for (const id of links) {
      const row = new RegExp(`<tr id="${id}">([\\s\\S]*?)</tr>`).exec(html)?.[1] ?? '';
      expect(row, id).toContain('>10</a></td>');
    }
  });
});

describe('escaping', () => {
  it('shows a player named <script>alert(1)</script> as text', () => {
    const html = renderPairsHtml(exampleScored(rename('1', '<script>alert(1)</script>')), {});
    expect(html).not.toMatch(/<script/i);
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  });

  it('escapes ampersands and quotes, in text and in attributes', () => {
    const html = renderPairsHtml(exampleScored(rename('8', `Tom & "Jerry" O'Neil`)), { movement: 'Howell "A" & <B>' });
    expect(html).toContain('><bdi>Tom &amp; &quot;Jerry&quot; O&#39;Neil</bdi></a>');
    expect(html).toContain('title="Tom &amp; &quot;Jerry&quot; O&#39;Neil"');
    expect(html).toContain('Movement: <bdi>Howell &quot;A&quot; &amp; &lt;B&gt;</bdi>');
    expect(html).not.toContain('Tom & ');
  });

  it('escapes the title in the head and the heading', () => {
    const html = renderPairsHtml(
      exampleScored((e) => ({ ...e, title: '</title><b>Cup</b>' })),
      {},
    );
    expect(html).toContain('<title>&lt;/title&gt;&lt;b&gt;Cup&lt;/b&gt;</title>');
    expect(html).toContain('<h1><bdi>&lt;/title&gt;&lt;b&gt;Cup&lt;/b&gt;</bdi></h1>');
  });
});

describe('adjusted scores, penalties, qualification, handicap', () => {
  const adjust = (e: PairsEvent): PairsEvent => ({
    ...e,
    results: e.results.map((r): ResultLine =>
      r.board === 1 && r.ns === '1'
        ? {
            ...r,
            note: 'Director: revoke, & claim',
            outcome: { kind: 'artificial', ns: { percent: 60, role: 'nonOffender' }, ew: { percent: 40, role: 'offender' } },
          }
        : r,
    ),
  });

  it('marks an adjusted score in the traveller and explains it under it and on the score card', () => {
    const html = renderPairsHtml(exampleScored(adjust), {});
    const board = html.slice(html.indexOf('id="board-1"'), html.indexOf('id="board-2"'));
    expect(board).toContain('A60/40 <a class="adj" href="#board-1-n1"');
    expect(board).toMatch(/<li id="board-1-n1">Artificial adjusted score \(Law 12C2\)[^<]*Director: revoke, &amp; claim<\/li>/);
    expect(html).toContain('<abbr class="adj" title="artificial (Law 12C2)">*</abbr>');
  });

  it('lists penalties and marks the qualified pairs', () => {
    const scored = scorePairs(examplePairsEvent(), defaultPairsOptions, [
      { pair: '4', round: 2, category: 'slow play', note: 'second warning', source: { file: 'penalties.csv', line: 2 } },
    ]);
    const html = renderPairsHtml({ ...scored, standings: markQualified(scored.standings, 2) }, {});
    expect(html).toContain('<th scope="col" class="n">Penalty</th>');
    expect(html).toMatch(/<h3 id="penalties">Procedural penalties<\/h3><ul class="legend"><li>Pair 4: −\d+(\.\d)? MP, slow play \(round 2\); first offence/);
    expect(html.match(/<span class="q" title="qualified">Q<\/span><\/td>/g)).toHaveLength(4);
  });

  it('shows the handicap ranking when given one', () => {
    const event = exampleScored();
    const hc = handicapRanking(
      event.standings.map((s) => ({
        pair: s.pair,
        players: s.players,
        resultPercent: s.percentage ?? 50,
        boards: s.boards,
        rounds: 7,
        group: s.direction ?? '',
      })),
      new Map([
        ['10002', 20],
        ['10003', 30],
      ]),
      { defaultHc: 52, c: 0.6, b0: 100 },
    );
    const html = renderPairsHtml(event, { handicap: hc });
    expect(html).toContain('<h3 id="handicap">Handicap ranking</h3>');
    // the new-HC column gives the numbers in the order of the names beside them, not the names again
    const firstRow = /<table class="handicap">[\s\S]*?<tbody><tr>([\s\S]*?)<\/tr>/.exec(html)?.[1] ?? '';
    const cells = [...firstRow.matchAll(/<td[^>]*>([\s\S]*?)<\/td>/g)].map((m) => m[1] as string);
    const newHc = cells[cells.length - 1] as string;
    expect(newHc).toMatch(/^<span title="[^"]+">\d+(\.\d\d)?<\/span> \/ <span title="[^"]+">\d+(\.\d\d)?<\/span>$/);
    expect(newHc.replace(/<[^>]*>/g, '')).toMatch(/^[\d.]+ \/ [\d.]+$/);
    expect(html).toContain('<caption>Handicap, North-South</caption>');
    expect(
      html
        .match(/<table class="handicap">[\s\S]*?<\/table>/g)
        ?.join('')
        .match(/<tr><td/g),
    ).toHaveLength(event.standings.length);
  });

  it('scores Butler in IMPs with the datum on each board', () => {
    const event = scorePairs(examplePairsEvent(), { ...defaultPairsOptions, method: 'butler' });
    const html = renderPairsHtml(event, {});
    expect(html).toContain('Butler (IMPs against a datum)');
    expect(html).toMatch(/<span>Datum -?\d+<\/span>/);
    expect(html).toContain('<th scope="col" class="n">IMPs NS</th>');
    expect(html).toContain('running IMPs');
  });
});

describe('deal diagram', () => {
  const deal = 'N:AKQ2.T98.765.432 J.AKQ.AKQJ.AKQJT 9876.J76543.T9.9 T543.2.8432.8765';
  it('draws the hands of a known deal around the board facts', () => {
    const html = renderPairsHtml(
      exampleScored((e) => ({ ...e, boards: [{ board: 1, deal }] })),
      {},
    );
    const diagram = html.slice(html.indexOf('<div class="deal"'), html.indexOf('</div></div>', html.indexOf('<div class="deal"')));
    expect(diagram).toContain('aria-label="Deal of board 1"');
    expect(diagram).toContain(
      '<div class="hand north"><span class="seat">North</span><span class="suit"><span class="blk" title="spades">♠</span> A K Q 2</span><span class="suit"><span class="red" title="hearts">♥</span> 10 9 8</span>',
    );
    expect(diagram).toContain('<div class="hand east"><span class="seat">East</span><span class="suit"><span class="blk" title="spades">♠</span> J</span>');
    expect(diagram).toContain('Board 1<br>Dealer North<br>None vulnerable');
    expect(html.match(/<div class="deal"/g)).toHaveLength(1);
  });
});

describe('renderPairsHtmlPages', () => {
  const event = exampleScored();
  const pages = renderPairsHtmlPages(event, { lang: 'da', movement: EXAMPLE_MOVEMENT });
  const byPath = new Map(pages.map((p) => [p.path, p.content]));

  it('writes an index, one page per board and one per pair, each a whole document', () => {
    expect(pages[0]?.path).toBe('index.html');
    expect(pages).toHaveLength(1 + event.boards.length + event.standings.length);
    expect(byPath.has('board-1.html')).toBe(true);
    expect(byPath.has('pair-ns-4.html')).toBe(true);
    for (const p of pages) {
      expect(p.content.startsWith('<!DOCTYPE html>\n<html lang="da">')).toBe(true);
      expect(p.content).not.toContain('//');
    }
  });

  it('links only to pages and fragments that exist', () => {
    for (const p of pages) {
      for (const [, href] of p.content.matchAll(/href="([^"]*)"/g)) {
        if (href === 'data:,') continue;
        const [file, frag] = (href as string).split('#') as [string, string | undefined];
        const target = file === '' ? p.content : byPath.get(file);
        expect(target, `${p.path} links to ${href}`).toBeDefined();
        if (frag) expect(target, `${p.path} links to ${href}`).toContain(`id="${frag}"`);
      }
    }
  });

  it('lists every score card on the index, linked to its page', () => {
    const index = byPath.get('index.html') as string;
    expect(index).toContain('<a href="#scorecards">');
    const list = /<section id="scorecards"[\s\S]*?<\/section>/.exec(index)?.[0] ?? '';
    const linked = [...list.matchAll(/href="(pair-[^"]+\.html)"/g)].map((m) => m[1]);
    expect(linked.sort()).toEqual(
      pages
        .filter((p) => p.path.startsWith('pair-'))
        .map((p) => p.path)
        .sort(),
    );
  });

  it('links each ranking row to its pair page and the pair page back to the row', () => {
    const index = byPath.get('index.html') as string;
    expect(index).toContain('<tr id="rank-ns-4">');
    expect(index).toContain('href="pair-ns-4.html"');
    expect(byPath.get('pair-ns-4.html')).toContain('href="index.html#rank-ns-4">Tilbage til resultatlisten</a>');
  });
});

describe('edge cases', () => {
  it('keeps the renderer pure: no node: imports, clock, randomness or locale formatting', () => {
    const dir = fileURLToPath(new URL('../../../src/output/html/', import.meta.url));
    // every file of the folder and its subfolders (live/)
    for (const f of readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((x) => x.endsWith('.ts'))) {
      const text = readFileSync(dir + f, 'utf8');
      expect(text, f).not.toMatch(/from '(node:|fs|path|os)/);
      expect(text, f).not.toMatch(/Date\.now|new Date|Math\.random|toLocale|Intl\./);
    }
  });

  it('renders an event without names, title or date', () => {
    const html = renderPairsHtml(
      exampleScored((e) => ({ results: e.results, boards: [], participants: [] })),
      {},
    );
    expect(html).toContain('<h1>Results</h1>');
    expect(html).toContain('<a href="#pair-ns-4">Pair 4</a>');
  });
});
