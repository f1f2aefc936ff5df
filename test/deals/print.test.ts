/**
 * `deals print --format html`: the printable hand record in each language — diagrams, makeable contracts,
 * double-dummy tables and par, boards grouped into A4 pages — and what it computes for a file of deals only.
 */
import { describe, expect, it } from 'vitest';
import { LANGUAGES, localeFor } from '../../src/i18n/index.js';
import { readHandRecord } from '../../src/parse/pbn/hand-record.js';
import { handRecordSheet } from '../../src/output/html/hand-record-sheet.js';
import { makeableHtml } from '../../src/output/html/hand-record.js';
import { printHandRecord } from '../../src/pipeline/deals-print.js';
import { runInProcess } from '../helpers/cli.js';
import { BARE, fakeSolver, HANDS } from './helpers.js';

const boards = readHandRecord(HANDS, 'hands.pbn').boards;

describe('the hand-record sheet', () => {
  it('has every board, six to a printed page, with diagram, makeable contracts, table and par', () => {
    const html = handRecordSheet(boards);
    expect(html.match(/<section class="sheet-board"/g)).toHaveLength(36);
    expect(html.match(/<div class="sheet-page">/g)).toHaveLength(6);
    expect(html).toContain('@page{size:A4');
    expect(html).toContain('<title>Hand record</title>');
    expect(html.match(/<div class="deal"/g)).toHaveLength(36);
    expect(html.match(/<table class="dd">/g)).toHaveLength(36);
    expect(html).toContain('<p class="par"><strong>Par:</strong> EW 430 — EW 3NT+1</p>');
  });

  it('lists what each side makes: the highest level per strain', () => {
    const dd = boards[0]!.doubleDummy!;
    expect(makeableHtml(dd)).toBe(
      '<p class="makeable"><strong>Makeable:</strong> NS nothing; EW 5<span class="blk" title="clubs">♣</span>, 4<span class="red" title="diamonds">♦</span>, 4<span class="red" title="hearts">♥</span>, 4<span class="blk" title="spades">♠</span>, 4NT</p>',
    );
  });

  it.each(LANGUAGES.map((l) => [l]))('is in %s throughout', (lang) => {
    const loc = localeFor(lang);
    const html = handRecordSheet(boards, { loc, perPage: 4 });
    expect(html).toContain(`<html lang="${lang}">`);
    expect(html).toContain(`<title>${loc.t.dealAnalysis.sheetTitle}</title>`);
    expect(html).toContain(`<strong>${loc.t.dealAnalysis.makeable}:</strong>`);
    expect(html).toContain(`<caption>${loc.t.handRecord.doubleDummy}</caption>`);
    expect(html.match(/<div class="sheet-page">/g)).toHaveLength(9);
    if (lang !== 'en') expect(html).not.toMatch(/\b(Makeable|Hand record|Double dummy|nothing)\b/);
  });
});

describe('deals print on a file of deals only', () => {
  it('solves the boards without a table and computes their par', async () => {
    const solve = fakeSolver();
    const r = await printHandRecord(BARE, 'bare.pbn', solve, { loc: localeFor('nb') });
    expect(solve.asked).toHaveLength(36);
    expect(r.html).toContain('<p class="par"><strong>Optimum:</strong> ØV 430 — ØV 3NT+1 <span class="note">(beregnet fra dobbel dummy-tabellen)</span></p>');
    expect(r.boards[0]?.par?.source).toBe('computed');
  });

  it('solves nothing where the file has its tables', async () => {
    const solve = fakeSolver();
    await printHandRecord(HANDS, 'hands.pbn', solve);
    expect(solve.asked).toEqual([]);
  });
});

describe('bridgescore deals print', () => {
  it('writes the sheet in the language asked for', async () => {
    const r = await runInProcess(['deals', 'print', 'hands.pbn', '--format', 'html', '--lang', 'sv', '--title', 'Klubbkväll', '-o', 'hands.html'], {
      'hands.pbn': HANDS,
    });
    expect(r.code, r.stderr).toBe(0);
    const html = r.written.get('hands.html') as string;
    expect(html).toContain('<html lang="sv">');
    expect(html).toContain('<h1>Klubbkväll</h1>');
    expect(html).toContain('<strong>Kan vinnas:</strong>');
  });

  it.each([
    [['deals', 'print'], 2, /missing required argument 'file'/],
    [['deals', 'print', 'nope.pbn'], 2, /nope\.pbn: no such file/],
    [['deals', 'print', 'hands.pbn', '--lang', 'xx'], 2, /Allowed choices are en, nb, sv, da, fi/],
    [['deals', 'print', 'bad.pbn'], 1, /^bad\.pbn:2: field "Deal": board 1: .* is not a deal/m],
  ])('%j: exit %i', async (argv, code, message) => {
    const r = await runInProcess(argv as string[], { 'hands.pbn': HANDS, 'bad.pbn': '[Board "1"]\n[Deal "N:AKQ x"]\n' });
    expect(r.code).toBe(code);
    expect(r.stderr).toMatch(message);
  });
});
