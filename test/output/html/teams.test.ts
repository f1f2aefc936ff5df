import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { registerTeamsCommand } from '../../../src/cli/commands/teams.js';
import { rat } from '../../../src/base/rational.js';
import type { Lang } from '../../../src/i18n/index.js';
import { renderTeamsHtml } from '../../../src/output/html/teams.js';
import { mergeTeamMatches } from '../../../src/scoring/teams/merge-inputs.js';
import { readTeamMatches, readTeamNames, readTeamPenalties } from '../../../src/parse/csv/teams-inputs.js';
import { scoreTeamsEvent } from '../../../src/pipeline/score-teams.js';
import { centiShort, centiText } from '../../../src/laws/vp-scale.js';
import { DEFAULT_TEAMS_OPTIONS, type MatchInput, type TeamInfo, type TeamsEventOptions, type TeamsEventResult } from '../../../src/model/teams.js';
import { runCommand } from '../../helpers/cli.js';

const EXAMPLE = fileURLToPath(new URL('../../../examples/teams/round-robin/', import.meta.url));
const FILES = ['matches.csv', 'teams.csv', 'penalties.csv'] as const;
const exampleFiles = (): Record<string, string> => Object.fromEntries(FILES.map((f) => [f, readFileSync(`${EXAMPLE}${f}`, 'utf8')]));
const ARGS = ['teams', '--matches', 'matches.csv', '--names', 'teams.csv', '--penalties', 'penalties.csv'];

/** The example scored in-process, as the `teams` command scores it. */
function exampleResult(final = true): TeamsEventResult {
  const files = exampleFiles();
  const options: TeamsEventOptions = { ...DEFAULT_TEAMS_OPTIONS, final };
  const names = readTeamNames(files['teams.csv'] as string, 'teams.csv');
  const matches = readTeamMatches(files['matches.csv'] as string, 'matches.csv', names.directory);
  const penalties = readTeamPenalties(files['penalties.csv'] as string, 'penalties.csv', names.directory);
  const merged = mergeTeamMatches([], matches.matches, options);
  const scored = scoreTeamsEvent({ teams: names.directory.teams, matches: merged.matches, penalties: penalties.penalties }, options);
  const problems = [...names.diagnostics, ...matches.diagnostics, ...penalties.diagnostics, ...merged.diagnostics, ...scored.diagnostics];
  expect(problems.filter((d) => d.severity === 'error')).toEqual([]);
  return scored.result;
}

let line = 1;
const source = () => ({ file: 'm.csv', line: ++line });
const imp = (round: number, home: string, away: string, h: number, a: number): MatchInput => ({
  round,
  home,
  away,
  boards: 16,
  score: { kind: 'imps', home: rat(h), away: rat(a) },
  source: source(),
});
const score = (teams: TeamInfo[], matches: MatchInput[], options: Partial<TeamsEventOptions> = {}): TeamsEventResult =>
  scoreTeamsEvent({ teams, matches, penalties: [] }, { ...DEFAULT_TEAMS_OPTIONS, ...options }).result;

/** The part of the page between an opening tag with this class and its table's end. */
function table(html: string, cls: string): string {
  const start = html.indexOf(`<table class="${cls}">`);
  expect(start).toBeGreaterThan(-1);
  return html.slice(start, html.indexOf('</table>', start));
}

const rows = (tableHtml: string): string[] =>
  [...tableHtml.matchAll(/<tr>([\s\S]*?)<\/tr>|<tr class="[^"]*">([\s\S]*?)<\/tr>/g)].map((m) => (m[1] ?? m[2]) as string).slice(1);
/** The cells of a row, with the isolation of input text (`<bdi>`) taken off: tested on its own below. */
const cellsOf = (row: string): string[] => [...row.matchAll(/<t[hd][^>]*>([\s\S]*?)<\/t[hd]>/g)].map((m) => (m[1] as string).replace(/<\/?bdi>/g, ''));

describe('renderTeamsHtml', () => {
  const result = exampleResult();
  const html = renderTeamsHtml(result, { lang: 'en', title: 'Seriespill' });

  it('declares UTF-8 and the language, and keeps Norwegian names as they are', () => {
    const nb = renderTeamsHtml(result, { lang: 'nb', title: 'Seriespill' });
    expect(nb.startsWith('<!DOCTYPE html>\n<html lang="nb">\n<head>\n<meta charset="utf-8">')).toBe(true);
    expect(html.startsWith('<!DOCTYPE html>\n<html lang="en">\n<head>\n<meta charset="utf-8">')).toBe(true);
    expect(html).toContain('<title>Seriespill</title>');
    expect(html).toContain('<h1><bdi>Seriespill</bdi></h1>');
    for (const name of ['Tromsø', 'Bodø']) expect(html).toContain(name);
  });

  it('falls back to English and a default title', () => {
    const plain = renderTeamsHtml(result, {});
    expect(plain).toContain('<html lang="en">');
    expect(plain).toContain('<title>Team results</title>');
    // The CLI takes only the languages there are; an untyped caller's anything else is English.
    expect(renderTeamsHtml(result, { lang: '"><script>x</script>' as Lang })).toContain('<html lang="en">');
  });

  it('gives the same bytes for the same input', () => {
    expect(renderTeamsHtml(exampleResult(), { lang: 'en', title: 'Seriespill' })).toBe(html);
  });

  it('makes no request: no scripts, no external URLs, the content security policy in place', () => {
    expect(html).not.toMatch(/https?:/i);
    expect(html).not.toContain('//');
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toMatch(/\ssrc=/i);
    expect(html).not.toMatch(/url\(/i);
    expect([...html.matchAll(/<link [^>]*>/g)].map((m) => m[0])).toEqual(['<link rel="icon" href="data:,">']);
    expect(html).toContain(`http-equiv="Content-Security-Policy" content="default-src &#39;none&#39;;`);
  });

  it('lists the standings in the scorer’s order with ranks, VP, the penalty and the tiebreak named', () => {
    const standings = rows(table(html, 'standings')).map(cellsOf);
    expect(standings.map((c) => c[1])).toEqual(result.standings.map((s) => s.name));
    expect(standings.map((c) => c[0])).toEqual(['1', '2', '3', '4', '5', '6', '7']);
    expect(standings.map((c) => c[5])).toEqual(result.standings.map((s) => centiText(s.vp)));
    expect(standings[0]).toEqual(['1', 'Trondheim', '6', '202 – 155', '', '83.37', 'head-to-head VP']);
    expect(standings[3]?.[4]).toBe('<span class="adj">−0.8</span>');
    expect(html).toContain('<th scope="row"><bdi>Trondheim</bdi></th>');
  });

  it('has a cross-table cell for every team against every other team, with the VP the row team scored', () => {
    const order = result.standings.map((s) => s.team);
    const body = rows(table(html, 'crosstable')).map(cellsOf);
    expect(body).toHaveLength(order.length);
    for (const [i, team] of order.entries()) {
      const cells = body[i] as string[];
      expect(cells[1]).toBe(result.standings[i]?.name);
      for (const [j, opp] of order.entries()) {
        const cell = cells[2 + j] as string;
        if (i === j) {
          expect(cell).toBe('<span aria-hidden="true">—</span>');
          continue;
        }
        const m = result.matches.find(
          (x) => x.away !== null && ((x.home.team === team && x.away.team === opp) || (x.home.team === opp && x.away.team === team)),
        );
        const side = m?.home.team === team ? m.home : m?.away;
        expect(side?.vp).not.toBeNull();
        expect(cell.startsWith(centiText(side?.vp as number))).toBe(true);
      }
      // the bye column, then the total after penalties
      expect(cells[2 + order.length]).toBe('12.00');
      expect(cells[3 + order.length]).toBe(`<strong>${centiText(result.standings[i]?.vp as number)}</strong>`);
    }
    expect(html).toContain('<abbr title="Trondheim">1</abbr><span class="sr"> <bdi>Trondheim</bdi></span>');
  });

  it('shows a penalty as (−X) after the offender’s VP, in the match, the cross-table and the penalty list', () => {
    const stavanger = result.standings.findIndex((s) => s.name === 'Stavanger');
    const trondheim = result.standings.findIndex((s) => s.name === 'Trondheim');
    const cross = rows(table(html, 'crosstable')).map(cellsOf);
    expect(cross[stavanger]?.[2 + trondheim]).toBe('7.20 <span class="adj" title="penalty">(−0.8)</span>');
    expect(cross[trondheim]?.[2 + stavanger]).toBe('12.80');
    expect(html).toContain(
      '<tr><td><bdi>Trondheim</bdi></td><td><bdi>Stavanger</bdi></td><td class="n">38 – 28</td><td class="n">12.80 – 7.20 <span class="adj" title="penalty">(−0.8)</span></td></tr>',
    );
    expect(html).toContain(
      '<li>Round 5, <bdi>Stavanger</bdi>: late start (NBF 2.6.3), 8 minutes: <span class="adj">−0.8 VP</span>; arrived 8 minutes late for round 5</li>',
    );
    const applied = result.matches.flatMap((m) => [m.home, ...(m.away ? [m.away] : [])]).flatMap((s) => s.penalties);
    expect(applied.map((p) => centiShort(p.centi))).toEqual(['0.8']);
  });

  it('shows each bye in its round and marks it provisional until the event is final', () => {
    expect(html).toContain('<tr><td><bdi>Trondheim</bdi></td><td><em>bye</em></td><td class="n"></td><td class="n">12.00</td></tr>');
    expect(html).not.toContain('provisional');
    const running = renderTeamsHtml(exampleResult(false), {});
    expect(running).toContain('<td><em>bye</em></td><td class="n"></td><td class="n">12.00<span class="mark" title="provisional">*</span></td>');
    expect(running).toContain('* provisional: a bye is worth 12 VP');
  });

  it('shows every round of matches with both teams, the IMPs and the VP', () => {
    const rounds = [...html.matchAll(/<h3 id="round-(\d+)">/g)].map((m) => Number(m[1]));
    expect(rounds).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(html.match(/<table class="matches">/g)).toHaveLength(7);
    const matchRows = [...html.matchAll(/<table class="matches">[\s\S]*?<\/table>/g)].flatMap((m) => rows(m[0]));
    expect(matchRows).toHaveLength(result.matches.length);
    expect(html).toContain('<tr><td><bdi>Bodø</bdi></td><td><bdi>Oslo</bdi></td><td class="n">26 – 47</td><td class="n">4.81 – 15.19</td></tr>');
  });

  it('uses real tables with column and row headers', () => {
    expect(html).not.toMatch(/<th(?=[\s>])(?![^>]*scope=)[^>]*>/);
    expect(html.match(/<caption/g)?.length).toBe(9);
    const ids = [...html.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]);
    expect(new Set(ids).size).toBe(ids.length);
  });

  describe('edge cases', () => {
    it('escapes every text from the input: team names, the title and penalty notes', () => {
      const evil = '<script>alert(1)</script>';
      const r = score(
        [
          { id: 'A', name: evil },
          { id: 'B', name: 'Ola & "Kari"' },
        ],
        [imp(1, 'A', 'B', 30, 10)],
      );
      const page = renderTeamsHtml(r, { title: `<img src=x onerror=alert(1)>` });
      expect(page).not.toMatch(/<script/i);
      expect(page).not.toMatch(/<img/i);
      expect(page).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
      expect(page).toContain('Ola &amp; &quot;Kari&quot;');
      expect(page).toContain('<abbr title="&lt;script&gt;alert(1)&lt;/script&gt;">');
      expect(page).toContain('<title>&lt;img src=x onerror=alert(1)&gt;</title>');
    });

    it('shows a shared place as "1=" with the tiebreak that could not separate the teams', () => {
      const r = score([], [imp(1, 'A', 'B', 20, 20)]);
      expect(r.standings.map((s) => [s.rank, s.tie])).toEqual([
        [1, true],
        [1, true],
      ]);
      const standings = rows(table(renderTeamsHtml(r, {}), 'standings')).map(cellsOf);
      expect(standings.map((c) => c[0])).toEqual(['1=', '1=']);
      expect(standings.map((c) => c.at(-1))).toEqual(r.standings.map((s) => s.tiebreak ?? ''));
    });

    it('shows both meetings of a double round robin in one cell', () => {
      const r = score([], [imp(1, 'A', 'B', 30, 10), imp(2, 'B', 'A', 25, 25)]);
      const body = rows(table(renderTeamsHtml(r, {}), 'crosstable')).map(cellsOf);
      const a = r.standings.findIndex((s) => s.team === 'A');
      const b = 1 - a;
      const ab = r.matches[0]?.home.vp as number;
      expect(body[a]?.[2 + b]).toBe(`${centiText(ab)}<br>10.00`);
    });

    it('leaves an unplayed match empty in the cross-table', () => {
      const unplayed: MatchInput = { round: 2, home: 'A', away: 'C', boards: 16, score: { kind: 'none' }, source: source() };
      const r = score([], [imp(1, 'A', 'B', 30, 10), unplayed]);
      const page = renderTeamsHtml(r, {});
      const order = r.standings.map((s) => s.team);
      const body = rows(table(page, 'crosstable')).map(cellsOf);
      expect(body[order.indexOf('A')]?.[2 + order.indexOf('C')]).toBe('');
    });

    it('gives a knock-out its matches with the winner, and no standings or cross-table', () => {
      const r = score([], [imp(1, 'A', 'B', 40, 31)], { knockout: true });
      const page = renderTeamsHtml(r, {});
      expect(page).not.toContain('id="standings"');
      expect(page).not.toContain('id="crosstable"');
      expect(page).toContain('<tr><td><bdi>A</bdi></td><td><bdi>B</bdi></td><td class="n nw">40 – 31</td><td><bdi>A</bdi></td><td>IMPs (9)</td></tr>');
    });
  });
});

describe('bridgescore teams --format html', () => {
  it('writes the page to standard output', async () => {
    const r = await runCommand(registerTeamsCommand, [...ARGS, '--final', '--format', 'html'], exampleFiles());
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect(r.stdout).toBe(renderTeamsHtml(exampleResult(), {}));
  });

  it('writes the page to --output and nothing to standard output', async () => {
    const r = await runCommand(registerTeamsCommand, [...ARGS, '--final', '--format', 'html', '--output', 'results.html'], exampleFiles());
    expect(r.code).toBe(0);
    expect(r.stdout).toBe('');
    expect(r.written.get('results.html')).toBe(renderTeamsHtml(exampleResult(), {}));
  });

  it('writes nothing when an input is bad', async () => {
    const files = { ...exampleFiles(), 'teams.csv': 'team,name\n1,Trondheim\n1,Oslo\n' };
    const r = await runCommand(registerTeamsCommand, [...ARGS, '--format', 'html', '--output', 'results.html'], files);
    expect(r.code).toBe(1);
    expect(r.written.size).toBe(0);
  });
});
