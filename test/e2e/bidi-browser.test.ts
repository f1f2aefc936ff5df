/**
 * A right-to-left override (U+202E) in a team's name cannot reorder the rest of its line: in Chromium, the text
 * after the isolated name (the penalty after "Round 5, <name>:", the status after a name in the standings) is
 * laid out to the right of the name, as in any left-to-right line. The same page with the names not isolated is
 * the control: there the override turns the rest of the line around, so the check can tell the two apart.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerTeamsCommand } from '../../src/cli/commands/teams.js';
import { runCommand } from '../helpers/cli.js';
import { browserFound, launchBrowser, openWatched } from './browser.js';

const EXAMPLE_DIR = fileURLToPath(new URL('../../examples/teams/round-robin/', import.meta.url));
const RLO = '\u202e';

/**
 * For the first list item or table cell holding the marked name: where the name ends and where the text after
 * it starts, on screen (evaluated in the page).
 */
const LAYOUT = `(() => {
  const holders = [...document.querySelectorAll('li, th, td')].filter((e) => e.textContent.includes('\\u202e'));
  return holders.map((holder) => {
    const walker = document.createTreeWalker(holder, NodeFilter.SHOW_TEXT);
    let name = null;
    let after = null;
    for (let t = walker.nextNode(); t; t = walker.nextNode()) {
      if (name === null && t.textContent.includes('\\u202e')) name = t;
      else if (name !== null && t.textContent.trim() !== '') { after = t; break; }
    }
    if (!name || !after) return null;
    const box = (node) => { const r = document.createRange(); r.selectNodeContents(node); return r.getBoundingClientRect(); };
    const n = box(name);
    const a = box(after);
    return { text: holder.textContent, nameLeft: n.left, nameRight: n.right, afterLeft: a.left, sameLine: Math.abs(n.top - a.top) < 2 };
  }).filter((x) => x !== null && x.sameLine);
})()`;

interface Layout {
  text: string;
  nameLeft: number;
  nameRight: number;
  afterLeft: number;
}

const found = browserFound('bidi');

describe.runIf(found)('names isolated from the text around them, in Chromium', () => {
  let browser: Browser;
  let dir: string;
  let html: string;

  beforeAll(async () => {
    const files = Object.fromEntries(
      readdirSync(EXAMPLE_DIR)
        .filter((f) => f.endsWith('.csv'))
        .map((f) => [f, readFileSync(join(EXAMPLE_DIR, f), 'utf8')]),
    );
    // Stavanger has a penalty in round 5: its list item reads "Round 5, <name>: late start …".
    for (const f of ['teams.csv', 'penalties.csv']) files[f] = (files[f] as string).replaceAll('Stavanger', `${RLO}Stavanger`);
    const args = readFileSync(join(EXAMPLE_DIR, 'args'), 'utf8').trim().split(/\s+/);
    const run = await runCommand(registerTeamsCommand, ['teams', ...args, '--format', 'html'], files);
    expect(run.stderr).toBe('');
    html = run.stdout;
    dir = mkdtempSync(join(tmpdir(), 'bridgescore-bidi-'));
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  const layout = async (page: string, file: string): Promise<Layout[]> => {
    writeFileSync(join(dir, file), page);
    const { page: p, errors } = await openWatched(browser, pathToFileURL(join(dir, file)).href);
    const out = (await p.evaluate(LAYOUT)) as Layout[];
    expect(errors).toEqual([]);
    await p.close();
    return out;
  };

  it('lays the text after an isolated name out after it', async () => {
    const lines = await layout(html, 'isolated.html');
    expect(lines.some((l) => l.text.includes('late start'))).toBe(true);
    for (const l of lines) expect(l.afterLeft, l.text).toBeGreaterThanOrEqual(l.nameRight - 1);
  });

  it('would be reordered without the isolation (the control)', async () => {
    const lines = await layout(html.replaceAll('<bdi>', '<span>').replaceAll('</bdi>', '</span>'), 'leaking.html');
    const penalty = lines.find((l) => l.text.includes('late start'));
    expect(penalty).toBeDefined();
    expect((penalty as Layout).afterLeft).toBeLessThan((penalty as Layout).nameLeft);
  });
});
