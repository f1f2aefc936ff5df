/**
 * `-o page.html` (or .json, .csv, .pbn, .xml) implies that format when --format is not given; a --format that
 * says otherwise is a usage error (exit 2), and nothing is written. Before, `-o page.html` wrote the terminal
 * table into page.html.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runInProcess } from '../helpers/cli.js';
import { projectRoot } from '../helpers/fixtures.js';

const travellers = readFileSync(join(projectRoot, 'examples', 'club-session', 'travellers.csv'), 'utf8');
const files = { 't.csv': travellers };
const text = (v: string | Uint8Array | undefined): string => (typeof v === 'string' ? v : new TextDecoder().decode(v));

describe('the output file names its format', () => {
  it.each([
    ['page.html', /^<!DOCTYPE html>/],
    ['page.HTM', /^<!DOCTYPE html>/],
    ['results.json', /^\{"schemaVersion":/],
    ['results.csv', /^rank,pair,/],
    ['results.pbn', /^% PBN|^\[Event /m],
    ['results.xml', /^<\?xml /],
  ])('pairs -o %s writes that format', async (name, start) => {
    const r = await runInProcess(['pairs', 't.csv', '-o', name], files);
    expect(r.code, r.stderr).toBe(0);
    expect(text(r.written.get(name))).toMatch(start);
  });

  it('a name of no known format (or a folder) leaves --format as it is: the table', async () => {
    const r = await runInProcess(['pairs', 't.csv', '-o', 'results.txt'], files);
    expect(r.code).toBe(0);
    expect(text(r.written.get('results.txt'))).toMatch(/^Results \(matchpoints/);
  });

  it('--format that disagrees with the name is a usage error, and nothing is written', async () => {
    const r = await runInProcess(['pairs', 't.csv', '--format', 'csv', '-o', 'page.html'], files);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain("--format csv with -o page.html: the file's name says html");
    expect([...r.written.keys()]).toEqual([]);
  });

  it('--format that agrees is fine, and other commands follow the same rule', async () => {
    expect((await runInProcess(['pairs', 't.csv', '--format', 'html', '-o', 'page.html'], files)).code).toBe(0);
    const m = await runInProcess(['movement', 'mitchell', '--pairs', '14', '-o', 'm.csv'], {});
    expect(m.code, m.stderr).toBe(0);
    expect(text(m.written.get('m.csv'))).toMatch(/^round,table,ns,ew,boards/);
  });
});
