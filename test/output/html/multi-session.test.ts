/**
 * The pages of an event of several sessions (examples/two-sessions: two evenings of 14 boards, boards 1–14 in
 * each): every board of every session has its own id and its own page (board 1 of the second evening is not
 * board 1 of the first), every link lands on what it names, and the ranking shows the carry-over and each
 * session's percentage as the terminal's table does.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { runInProcess } from '../../helpers/cli.js';

const DIR = 'examples/two-sessions';
const ARGS = [`${DIR}/evening-1.csv`, `${DIR}/evening-2.csv`, '--session-per-file', '--names', `${DIR}/names.csv`, '--carry-over', `${DIR}/carry-over.csv`];
const FILES = Object.fromEntries(['evening-1.csv', 'evening-2.csv', 'names.csv', 'carry-over.csv'].map((f) => [`${DIR}/${f}`, readFileSync(`${DIR}/${f}`)]));
const text = (v: string | Uint8Array | undefined): string => (typeof v === 'string' ? v : new TextDecoder().decode(v));

describe('the pages of an event of two sessions', () => {
  it('gives every element of the one page its own id, one board section per board of each session', async () => {
    const r = await runInProcess(['pairs', ...ARGS, '-f', 'html'], FILES);
    expect(r.code, r.stderr).toBe(0);
    const ids = [...r.stdout.matchAll(/ id="([^"]+)"/g)].map((m) => m[1]);
    expect(ids.length - new Set(ids).size).toBe(0);
    expect(r.stdout.match(/<section class="board" /g)).toHaveLength(28);
    for (const [href] of r.stdout.matchAll(/href="#[^"]+"/g)) expect(ids, href).toContain(href.slice(7, -1));
  });

  it('writes a page for each of the 28 boards into a folder, and links only to pages that exist', async () => {
    const r = await runInProcess(['pairs', ...ARGS, '-f', 'html', '-o', 'site/'], FILES);
    expect(r.code, r.stderr).toBe(0);
    const pages = new Map([...r.written].map(([p, c]) => [p.replace(/^site\//, ''), text(c)]));
    expect([...pages.keys()].filter((p) => p.startsWith('board-'))).toHaveLength(28);
    for (const [path, content] of pages) {
      for (const [, href] of content.matchAll(/href="([^"]*)"/g)) {
        if (href === 'data:,') continue;
        const [file, frag] = (href as string).split('#') as [string, string | undefined];
        const target = file === '' ? content : pages.get(file);
        expect(target, `${path} links to ${href}`).toBeDefined();
        if (frag) expect(target, `${path} links to ${href}`).toContain(`id="${frag}"`);
      }
    }
    const index = pages.get('index.html') as string;
    expect(index).toContain('<h3><bdi>evening-1</bdi></h3>');
    expect(index).toContain('<h3><bdi>evening-2</bdi></h3>');
  });

  it('shows the carry-over and each session’s percentage in the ranking, as the table does', async () => {
    const page = (await runInProcess(['pairs', ...ARGS, '-f', 'html'], FILES)).stdout;
    const table = (await runInProcess(['pairs', ...ARGS, '-f', 'csv'], FILES)).stdout;
    const head = /<table class="ranking">[\s\S]*?<\/thead>/.exec(page)?.[0] ?? '';
    expect(head).toContain('>Carry</th>');
    expect(head).toContain('>evening-1 %</th>');
    expect(head).toContain('>evening-2 %</th>');
    // the first row's session percentages are the CSV's
    const csv = table.trim().split('\n');
    const cols = (csv[0] as string).split(',');
    const first = (csv[1] as string).split(',');
    const row = /<tbody><tr[^>]*>([\s\S]*?)<\/tr>/.exec(page)?.[1] ?? '';
    for (const name of ['evening-1', 'evening-2']) {
      const i = cols.findIndex((c) => c.includes(name));
      expect(i).toBeGreaterThan(0);
      expect(row).toContain(`>${first[i]}</td>`);
    }
  });
});
