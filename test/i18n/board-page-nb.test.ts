/**
 * A board page with its hand record in Norwegian, golden: the real Bridgemate session with its hand record
 * (`pairs club.bws --deals hands.pbn --format html --lang nb -o out/`), board 1's page compared byte for byte
 * with test/i18n/golden-pages/bws-board-1-nb.html. `UPDATE_GOLDEN=1 npx vitest run test/i18n/board-page-nb.test.ts`
 * rewrites it (never in CI). Every board page is also checked for the hand record in Norwegian and for English
 * left in what a player reads.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { runInProcess } from '../helpers/cli.js';
import { bridgemateDir } from '../helpers/fixtures.js';

const GOLDEN = fileURLToPath(new URL('./golden-pages/bws-board-1-nb.html', import.meta.url));
const update = process.env['UPDATE_GOLDEN'] === '1' && !process.env['CI'];
const HANDS = new Uint8Array(readFileSync(join(bridgemateDir, 'club-2026-01-19-hands.pbn')));
const FILES = { 'club.bws': new Uint8Array(readFileSync(join(bridgemateDir, 'club-2026-01-19.bws'))), 'hands.pbn': HANDS };
const ARGS = ['pairs', 'club.bws', '--deals', 'hands.pbn', '--format', 'html', '--title', 'Klubbkveld', '--lang', 'nb', '-o', 'out/'];

/** English words of the hand record and the board page that must not be left on a Norwegian page. */
const ENGLISH =
  /\b(Double dummy|Strain|passed out|computed|takes|tricks?|North|South|East|West|spades|hearts|diamonds|clubs|Board|Dealer|vulnerable|Contract|Lead|Result|Ranking)\b/;

/** What a player reads or hears: the text and the titles and labels, without the players' names (in `<bdi>`). */
function readable(html: string): string {
  const attributes = [...html.matchAll(/(?:title|aria-label)="([^"]*)"/g)].map((m) => m[1]).join('\n');
  const body = html
    .replace(/<style>[\s\S]*?<\/style>/, '')
    .replace(/<bdi>[^<]*<\/bdi>/g, '')
    .replace(/<[^>]+>/g, ' ');
  return `${body}\n${attributes}`;
}

describe('a board page with its hand record in Norwegian', () => {
  it('gives the expected page for board 1', async () => {
    const r = await runInProcess(ARGS, FILES);
    expect(r.code, r.stderr).toBe(0);
    const page = r.written.get('out/board-1.html') as string;
    if (update) writeFileSync(GOLDEN, page);
    expect(page).toBe(readFileSync(GOLDEN, 'utf8'));
  });

  it('has the double-dummy table and par in Norwegian on every board page, and no English', async () => {
    const r = await runInProcess(ARGS, FILES);
    const boards = [...r.written.keys()].filter((p) => /board-\d+\.html$/.test(p));
    expect(boards).toHaveLength(27);
    for (const path of boards) {
      const html = r.written.get(path) as string;
      expect(html, path).toContain('<html lang="nb">');
      expect(html, path).toContain(
        '<table class="dd"><caption>Dobbel dummy</caption><thead><tr><th scope="col">Trumf</th><th scope="col" class="n" title="Nord">N</th><th scope="col" class="n" title="Sør">S</th><th scope="col" class="n" title="Øst">Ø</th><th scope="col" class="n" title="Vest">V</th></tr></thead>',
      );
      expect(html, path).toMatch(/<p class="par"><strong>Optimum:<\/strong> (NS|ØV) \d+ — /);
      expect(readable(html), path).not.toMatch(ENGLISH);
    }
    const board1 = r.written.get('out/board-1.html') as string;
    expect(board1).toContain('<p class="par"><strong>Optimum:</strong> ØV 430 — ØV 3NT+1</p>');
    expect(board1).toContain('<td class="n makes" title="Øst tar 11 stikk i kløver">11</td>');
  });

  it('says in Norwegian that a par was computed from the table', async () => {
    const bare = new TextDecoder('latin1').decode(HANDS).replace(/\[(OptimumScore|ParContract) "[^"]*"\]\r?\n/g, '');
    const r = await runInProcess(ARGS, { ...FILES, 'hands.pbn': bare });
    expect(r.code, r.stderr).toBe(0);
    expect(r.written.get('out/board-1.html')).toContain(
      '<p class="par"><strong>Optimum:</strong> ØV 430 — ØV 3NT+1 <span class="note">(beregnet fra dobbel dummy-tabellen)</span></p>',
    );
  });

  it('the check finds English: the English page has it', async () => {
    const r = await runInProcess(
      ARGS.map((a) => (a === 'nb' ? 'en' : a)),
      FILES,
    );
    expect(readable(r.written.get('out/board-1.html') as string)).toMatch(ENGLISH);
  });
});
