import { XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import type { PairsEvent } from '../../../src/model/types.js';
import { renderPairsUsebio, usebioDate } from '../../../src/output/usebio/write-usebio.js';
import { xmlEscape } from '../../../src/text/xml-text.js';
import { readUsebio } from '../../../src/parse/usebio/read-usebio.js';
import { comparePublished } from '../../../src/pipeline/compare/compare-published.js';
import { boardValuesOf, clubSession, mitchellFromOne, participantsOf, resultsOf, scoreWith, standingsOf } from '../pbn/round-trip-helpers.js';
import { VERSION } from '../../../src/cli/program.js';

const read = (xml: string, file = 'club.xml') => readUsebio(new TextEncoder().encode(xml), file);

/** The element names that appear directly under each element, in order of first appearance. */
function childNames(xml: string, parent: string): string[] {
  const names = new Set<string>();
  const re = new RegExp(`<${parent}(?: [^>]*)?>([\\s\\S]*?)</${parent}>`, 'g');
  for (const m of xml.matchAll(re)) {
    let depth = 0;
    for (const t of (m[1] as string).matchAll(/<(\/?)([A-Z_]+)[^>]*>/g)) {
      if (t[1] === '/') depth--;
      else {
        if (depth === 0) names.add(t[2] as string);
        if (!(t[0] as string).endsWith('/>')) depth++;
      }
    }
  }
  return [...names];
}

describe('renderPairsUsebio on the club session', () => {
  const event = clubSession();
  const scored = scoreWith(event);
  const xml = renderPairsUsebio(scored);
  const back = read(xml);

  it('is well-formed USEBIO 1.2 with the UTF-8 declaration and the 1.2 DTD', () => {
    expect(XMLValidator.validate(xml)).toBe(true);
    expect(xml.split('\n').slice(0, 4)).toEqual([
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<!DOCTYPE USEBIO SYSTEM "http://www.ebu.co.uk/usebio/usebio_v1_2.dtd">',
      '<USEBIO Version="1.2">',
      '   <EVENT EVENT_TYPE="PAIRS">',
    ]);
  });

  it('follows the element structure of USEBIO 1.2', () => {
    expect(childNames(xml, 'USEBIO')).toEqual(['EVENT']);
    expect(childNames(xml, 'EVENT')).toEqual([
      'PROGRAM_NAME',
      'PROGRAM_VERSION',
      'EVENT_DESCRIPTION',
      'DATE',
      'BOARD_SCORING_METHOD',
      'SESSION_COUNT',
      'SECTION_COUNT',
      'PAIRS',
      'WINNER_TYPE',
      'EW_PAIRS',
      'BOARDS_PLAYED',
      'MPS_AWARDED_FLAG',
      'SESSION',
    ]);
    expect(childNames(xml, 'SESSION')).toEqual(['SECTION']);
    expect(childNames(xml, 'SECTION')).toEqual(['PARTICIPANTS', 'BOARD']);
    expect(childNames(xml, 'PAIR')).toEqual(['PAIR_NUMBER', 'DIRECTION', 'PERCENTAGE', 'PLACE', 'BOARDS_PLAYED', 'PLAYER']);
    expect(childNames(xml, 'PLAYER')).toEqual(['PLAYER_NAME', 'NATIONAL_ID_NUMBER']);
    expect(childNames(xml, 'BOARD')).toEqual(['BOARD_NUMBER', 'TRAVELLER_LINE']);
    // In order of first appearance: the first artificial line comes after lines with a ROUND_NUMBER.
    expect(childNames(xml, 'TRAVELLER_LINE')).toEqual([
      'NS_PAIR_NUMBER',
      'EW_PAIR_NUMBER',
      'CONTRACT',
      'PLAYED_BY',
      'TRICKS',
      'SCORE',
      'NS_MATCH_POINTS',
      'EW_MATCH_POINTS',
      'ROUND_NUMBER',
    ]);
    expect(xml).toContain('<DATE>04/03/2025</DATE>');
    expect(xml).toContain('<WINNER_TYPE>2</WINNER_TYPE>');
    expect(xml).toContain('<BOARD_SCORING_METHOD>MATCH_POINTS</BOARD_SCORING_METHOD>');
  });

  it('reads back without errors and with the same results (the table number is not part of USEBIO)', () => {
    expect(back.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    expect(resultsOf(back.event, { table: false })).toEqual(resultsOf(event, { table: false }));
    expect(back.event.title).toBe('Club session');
    expect(back.event.date).toBe('2025-03-04');
    expect(back.event.generator).toBe(`bridgescore ${VERSION}`);
    expect(back.published.winners).toBe(2);
  });

  it('writes the artificial score as SCORE A6040 alone (as every program does), and the passed-out boards as PASS', () => {
    expect(xml).toMatch(/<SCORE>A6040<\/SCORE>/);
    expect(xml).not.toMatch(/<ARTIFICIAL_SCORE>/);
    expect(xml.match(/<CONTRACT>PASS<\/CONTRACT>/g)).toHaveLength(3);
  });

  it('reads back the same participants with names and ids', () => {
    const ours = event.participants.filter((p) => scored.standings.some((s) => s.pair === p.pair));
    expect(participantsOf(back.event.participants)).toEqual(participantsOf(ours));
  });

  it('publishes places, percentages and match points that match ours at the written precision', () => {
    const cmp = comparePublished(scored, back.published, { mp: 'international' });
    expect(cmp.lines.length).toBe(2 * 168);
    expect(cmp.totals.length).toBe(13 * 2);
    expect([...cmp.lines, ...cmp.totals].filter((d) => !d.ok)).toEqual([]);
  });

  it('scores the same when the file is read back', () => {
    const again = scoreWith(back.event);
    expect(standingsOf(again)).toEqual(standingsOf(scored));
    expect(boardValuesOf(again)).toEqual(boardValuesOf(scored));
  });

  it('is deterministic', () => {
    expect(renderPairsUsebio(scoreWith(clubSession()))).toBe(xml);
  });
});

describe('IMP events', () => {
  it.each([
    ['butler', 'IMPS', 'NS_IMPS'],
    ['cross-imps', 'CROSS_IMPS', 'NS_CROSS_IMP_POINTS'],
  ] as const)('%s: BOARD_SCORING_METHOD %s, %s per line, TOTAL_SCORE per pair', (method, scoring, column) => {
    const scored = scoreWith(clubSession(), method);
    const xml = renderPairsUsebio(scored);
    expect(xml).toContain(`<BOARD_SCORING_METHOD>${scoring}</BOARD_SCORING_METHOD>`);
    expect(xml).toContain(`<${column}>`);
    expect(xml).toContain('<TOTAL_SCORE>');
    expect(xml).not.toContain('<PERCENTAGE>');
    const back = read(xml);
    const cmp = comparePublished(scored, back.published, { mp: 'international' });
    expect(cmp.lines.length).toBe(2 * 168);
    expect([...cmp.lines, ...cmp.totals].filter((d) => !d.ok)).toEqual([]);
    expect(standingsOf(scoreWith(back.event, method))).toEqual(standingsOf(scored));
  });
});

describe('escaping', () => {
  it('escapes the five XML specials and drops control characters', () => {
    expect(xmlEscape(`<script>alert("Åse & Ola's")</script>\u0001\t`)).toBe('&lt;script&gt;alert(&quot;Åse &amp; Ola&apos;s&quot;)&lt;/script&gt;  ');
  });

  it('reads back names and a title with quotes, backslashes, markup and ampersands intact', () => {
    const base = clubSession();
    const tricky = ['Ola "the Fox" Sjødal', 'Back\\slash Åse', '<script>alert(1)</script>', 'Tom & Jerry', ']]> <!-- x -->', '&amp; Hansen'];
    const event: PairsEvent = {
      ...base,
      title: 'Club "night" \\ <b>&amp;</b>',
      participants: base.participants.map((p, i) => {
        const a = tricky[i % tricky.length] as string;
        return { ...p, players: [{ name: a, id: `<${p.pair}&>` }, { name: `Partner ${i}` }], name: `${a} - Partner ${i}` };
      }),
    };
    const xml = renderPairsUsebio(scoreWith(event));
    expect(XMLValidator.validate(xml)).toBe(true);
    expect(xml).not.toContain('<script>');
    const back = read(xml, 'tricky.xml');
    expect(back.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    expect(back.event.title).toBe('Club "night" \\ <b>&amp;</b>');
    expect(participantsOf(back.event.participants)).toEqual(participantsOf(event.participants));
  });
});

describe('edge cases', () => {
  it('writes dates as DD/MM/YYYY and leaves an unknown date out', () => {
    expect(usebioDate('2025-03-04')).toBe('04/03/2025');
    expect(usebioDate(undefined)).toBeUndefined();
    const { date: _d, ...base } = clubSession();
    expect(renderPairsUsebio(scoreWith(base))).not.toContain('<DATE>');
  });

  it('writes a hand set with the deals, read back as the same deals', () => {
    const base = clubSession();
    const deal = 'N:AJT64.AKQ53.5.32 Q75.J2.T9743.AK5 K83.T964.J6.QJT4 92.87.AKQ82.9876';
    const event: PairsEvent = { ...base, boards: [{ board: 1, dealer: 'N', vulnerability: 'None', deal }] };
    const xml = renderPairsUsebio(scoreWith(event));
    expect(xml).toContain('<HANDSET>');
    expect(xml).toMatch(/<DIRECTION>East<\/DIRECTION>\n\s*<SPADES>Q75<\/SPADES>/);
    expect(read(xml).event.boards.find((b) => b.board === 1)?.deal).toBe(deal);
  });

  it('writes sections by their ids, and an event without sections as one SECTION_ID=""', () => {
    const base = clubSession();
    const event: PairsEvent = {
      ...base,
      results: base.results.map((r) => ({ ...r, section: r.board % 2 === 0 ? 'B' : 'A' })),
      participants: [],
    };
    const xml = renderPairsUsebio(scoreWith(event));
    expect(xml).toContain('<SECTION SECTION_ID="A">');
    expect(xml).toContain('<SECTION SECTION_ID="B">');
    expect(xml).toContain('<SECTION_COUNT>2</SECTION_COUNT>');
    expect(resultsOf(read(xml).event, { table: false })).toEqual(resultsOf(event, { table: false }));
    expect(renderPairsUsebio(scoreWith(base))).toContain('<SECTION SECTION_ID="">');
  });

  it('writes a line not played with neither contract nor score, read back as not played', () => {
    const base = clubSession();
    const event: PairsEvent = { ...base, results: base.results.map((r, i) => (i === 0 ? { ...r, outcome: { kind: 'notPlayed' } } : r)) };
    expect(read(renderPairsUsebio(scoreWith(event))).event.results[0]?.outcome).toEqual({ kind: 'notPlayed' });
  });

  it('writes an artificial split that does not fit A<ns><ew> as ARTIFICIAL_SCORE only, read back the same', () => {
    const base = clubSession();
    const event: PairsEvent = {
      ...base,
      results: base.results.map((r, i) => (i === 0 ? { ...r, outcome: { kind: 'artificial', ns: { percent: 100 }, ew: { percent: 0 } } } : r)),
    };
    const xml = renderPairsUsebio(scoreWith(event));
    expect(xml).toContain('<ARTIFICIAL_SCORE>100/0</ARTIFICIAL_SCORE>');
    expect(read(xml).event.results[0]?.outcome).toEqual({ kind: 'artificial', ns: { percent: 100 }, ew: { percent: 0 } });
  });

  it('reads back the names of NS 1 and EW 1 apart', () => {
    const event = mitchellFromOne();
    const rescored = scoreWith(read(renderPairsUsebio(scoreWith(event))).event);
    const names = rescored.standings.filter((s) => s.pair === '1').map((s) => [s.direction, s.names]);
    expect(names).toEqual([
      ['NS', 'Kari - Ola'],
      ['EW', 'Åse - Per'],
    ]);
  });
});
