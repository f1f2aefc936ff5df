/**
 * The teams' match sheets, board by board (`teams --match-sheets` in the table, always on the page): each
 * match of examples/teams/pbn-match with both rooms' contract, declarer, result and North-South score as the
 * PBN file gives them, the home team's net score, and IMPs that add up to the match's own IMPs; the page
 * with the same, in each language.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CATALOGUES, LANGUAGES } from '../../src/i18n/index.js';
import { runInProcess } from '../helpers/cli.js';

const PBN = readFileSync('examples/teams/pbn-match/match.pbn', 'utf8');
const FILES = { 'match.pbn': PBN };

/** Each game of the PBN file: its tags ("#" repeats the game before's value, as PBN says). */
function games(): Record<string, string>[] {
  const out: Record<string, string>[] = [];
  let before: Record<string, string> = {};
  for (const block of PBN.split(/\n\s*\n/)) {
    const tags: Record<string, string> = {};
    for (const m of block.matchAll(/^\[(\w+) "([^"]*)"\]/gm)) tags[m[1] as string] = m[2] === '#' ? (before[m[1] as string] ?? '') : (m[2] as string);
    if (tags.Board === undefined) continue;
    out.push(tags);
    before = tags;
  }
  return out;
}

/** A PBN Score tag as North-South's score: "NS 420" is 420, "EW 50" is −50. */
const nsScore = (tag: string): number => (tag.startsWith('EW ') ? -Number(tag.slice(3)) : Number(tag.replace(/^NS /, '')));

/** The rows of each match's sheet in the table: match heading → cells of each board row and the total. */
function sheetsOf(stdout: string): Map<string, string[][]> {
  const sheets = new Map<string, string[][]>();
  let current: string[][] | undefined;
  for (const line of stdout.slice(stdout.indexOf('Board by board')).split('\n')) {
    const heading = /^Round (\d+): (.*) – (.*)$/.exec(line);
    if (heading) sheets.set(`${heading[2]}|${heading[3]}`, (current = []));
    else if (current && line.startsWith('│'))
      current.push(
        line
          .split('│')
          .slice(1, -1)
          .map((c) => c.trim()),
      );
  }
  return sheets;
}

describe('teams --match-sheets', () => {
  it('gives every board of each match with both rooms as the file gives them, and IMPs that add up to the match', async () => {
    const table = await runInProcess(['teams', '--results', 'match.pbn', '--match-sheets'], FILES);
    expect(table.code, table.stderr).toBe(0);
    const json = await runInProcess(['teams', '--results', 'match.pbn', '-f', 'json'], FILES);
    const event = JSON.parse(json.stdout) as { matches: { home: { team: string; imps: number }; away: { team: string; imps: number } }[] };
    const sheets = sheetsOf(table.stdout);
    expect(sheets.size).toBe(2);
    const all = games();
    for (const [key, rows] of sheets) {
      const [home, away] = key.split('|') as [string, string];
      const [head, ...body] = rows;
      expect(head).toEqual(['Bd', 'Open room', 'NS', 'Closed room', 'NS', 'Net', `IMPs ${home}`, `IMPs ${away}`]);
      const total = body.pop() as string[];
      expect(total[0]).toBe('Total');
      expect(body).toHaveLength(6);
      for (const [board, open, openNs, closed, closedNs, net] of body) {
        for (const [room, text, ns] of [
          ['Open', open, openNs],
          ['Closed', closed, closedNs],
        ] as const) {
          const g = all.find((x) => x.Board === board && x.Room === room && x.HomeTeam === home) as Record<string, string>;
          expect(Number(ns), `${key} board ${board} ${room}`).toBe(nsScore(g.Score ?? ''));
          if (g.Contract === 'Pass') expect(text).toBe('passed out');
          else expect(text?.startsWith(`${g.Contract} ${g.Declarer} `), `${text} for ${g.Contract} by ${g.Declarer}`).toBe(true);
        }
        // the home team sits North-South in the open room
        expect(Number(net)).toBe(Number(openNs) - Number(closedNs));
      }
      // the boards' IMPs add up to the match's IMPs, as the JSON gives them
      const match = event.matches.find((m) => m.home.team === home && m.away.team === away);
      const sum = (col: number) => body.reduce((a, r) => a + Number(r[col]), 0);
      expect([sum(6), sum(7)]).toEqual([match?.home.imps, match?.away.imps]);
      expect([Number(total[6]), Number(total[7])]).toEqual([match?.home.imps, match?.away.imps]);
      expect(body.every((r) => Number(r[6]) === 0 || Number(r[7]) === 0)).toBe(true);
    }
    expect([...sheets.values()].map((rows) => rows[rows.length - 1]?.slice(6))).toEqual([
      ['30', '6'],
      ['12', '22'],
    ]);
  });

  it('leaves the table as it was without the option', async () => {
    const table = await runInProcess(['teams', '--results', 'match.pbn'], FILES);
    expect(table.stdout).not.toContain('Board by board');
    expect(table.stdout).toBe(readFileSync('examples/teams/pbn-match/expected.txt', 'utf8'));
  });

  it.each(LANGUAGES.map((l) => [l]))('puts the sheets on the page in %s, with a link to them', async (lang) => {
    const page = await runInProcess(['teams', '--results', 'match.pbn', '-f', 'html', '--lang', lang], FILES);
    expect(page.code, page.stderr).toBe(0);
    const l = CATALOGUES[lang].matchSheet;
    expect(page.stdout).toContain(`<a href="#sheets">${l.heading}</a>`);
    expect(page.stdout).toContain(`<h2 id="sheets-h">${l.heading}</h2>`);
    expect(page.stdout.match(/<table class="sheet">/g)).toHaveLength(2);
    expect(
      page.stdout
        .match(/<table class="sheet">[\s\S]*?<\/table>/)?.[0]
        .match(/<tbody>[\s\S]*<\/tbody>/)?.[0]
        .match(/<tr>/g),
    ).toHaveLength(6);
    expect(page.stdout).toContain(`<h3 id="sheet-1-`);
    expect(page.stdout).toContain(l.openRoom);
  });
});
