import { describe, expect, it } from 'vitest';
import { Rational } from '../../../src/base/rational.js';
import type { PairsEvent } from '../../../src/model/types.js';
import { dealFromDealer, pbnDate, renderPairsPbn, scoringTag } from '../../../src/output/pbn/write-pbn.js';
import { encodePbn, pbnString, pbnTable, text, token } from '../../../src/output/pbn/pbn-text.js';
import { readPbn } from '../../../src/parse/pbn/read-pbn.js';
import { comparePublished } from '../../../src/pipeline/compare/compare-published.js';
import { boardValuesOf, clubSession, mitchellFromOne, participantsOf, resultsOf, scoreWith, standingsOf } from './round-trip-helpers.js';

const utf8 = (bytes: Uint8Array): string => new TextDecoder('utf-8', { fatal: true }).decode(bytes);
const errorsOf = (r: ReturnType<typeof readPbn>) => r.diagnostics.filter((d) => d.severity === 'error');

describe('renderPairsPbn on the club session', () => {
  const event = clubSession();
  const scored = scoreWith(event);
  const bytes = renderPairsPbn(scored, { encoding: 'utf-8' });
  const file = utf8(bytes);
  const back = readPbn(bytes, 'club.pbn');

  it('opens with the PBN 2.1 export header and names the program', () => {
    expect(file.split('\r\n').slice(0, 3)).toEqual(['% PBN 2.1', '% EXPORT', '% <META name=Generator content="bridgescore">']);
    expect(back.event.generator).toBe('bridgescore');
  });

  it('writes the 15 mandatory tags in export order, then the supplemental tags and tables', () => {
    const game = file.split('\r\n\r\n')[1] as string;
    const tags = game
      .split('\r\n')
      .filter((l) => l.startsWith('['))
      .map((l) => /^\[(\w+)/.exec(l)?.[1]);
    expect(tags).toEqual([
      'Event',
      'Site',
      'Date',
      'Board',
      'West',
      'North',
      'East',
      'South',
      'Dealer',
      'Vulnerable',
      'Deal',
      'Scoring',
      'Declarer',
      'Contract',
      'Result',
      'Application',
      'Competition',
      'ScoreTable',
    ]);
    expect(game).toContain('[Board "2"]\r\n');
    expect(game).toContain('[Date "2025.03.04"]\r\n');
    expect(game).toContain('[Dealer "E"]\r\n[Vulnerable "NS"]\r\n');
    expect(game).toContain('[Scoring "MatchPoints;MP1"]\r\n');
  });

  it('puts the TotalScoreTable in the first game only, and a ScoreTable in every game', () => {
    const games = file.split('\r\n\r\n');
    expect(games).toHaveLength(28);
    expect(games.filter((g) => g.includes('[TotalScoreTable ')).length).toBe(1);
    expect(games[0]).toContain('[TotalScoreTable "Rank\\1R;RankTie\\1R;PairId\\2R;Direction\\5R;TotalScoreMP\\6R;TotalPercentage\\5R;Names\\');
    expect(games.every((g) => g.includes('[ScoreTable "Table\\1R;Round\\1R;PairId_NS\\'))).toBe(true);
  });

  it('uses CRLF line ends, no tabs, and lines of at most 255 characters', () => {
    expect(file.replace(/\r\n/g, '')).not.toMatch(/[\r\n\t]/);
    expect(file.endsWith('\r\n')).toBe(true);
    expect(Math.max(...file.split('\r\n').map((l) => l.length))).toBeLessThanOrEqual(255);
  });

  it('reads back without errors and with the same results, pairs, contracts, declarers, tricks and scores', () => {
    expect(errorsOf(back)).toEqual([]);
    expect(resultsOf(back.event)).toEqual(resultsOf(event));
    expect(back.event.title).toBe('Club session');
    expect(back.event.date).toBe('2025-03-04');
  });

  it('keeps the artificial split of board 17 (A60/40) and the passed-out boards', () => {
    const a = back.event.results.find((r) => r.board === 17 && r.ns === '2');
    expect(a?.outcome).toEqual({ kind: 'artificial', ns: { percent: 60, role: 'nonOffender' }, ew: { percent: 40, role: 'offender' } });
    expect(file).toMatch(/\r\n2 4 2 13 - +- +- +"A\+" +"A-" /);
    const passed = back.event.results.filter((r) => r.outcome.kind === 'played' && r.outcome.score.contract === undefined);
    expect(passed.map((r) => r.board).sort((a, b) => a - b)).toEqual([11, 13, 16]);
  });

  it('reads back the same participants with names and member ids', () => {
    const ours = event.participants.filter((p) => scored.standings.some((s) => s.pair === p.pair));
    expect(participantsOf(back.event.participants)).toEqual(participantsOf(ours));
  });

  it('publishes board values and totals that match ours at the written precision', () => {
    const cmp = comparePublished(scored, back.published, { mp: 'international' });
    // MP and percentage for each side of each of the 168 lines
    expect(cmp.lines.length).toBe(4 * 168);
    expect(cmp.totals.length).toBe(13 * 3);
    expect([...cmp.lines, ...cmp.totals].filter((d) => !d.ok)).toEqual([]);
    expect(back.published.scoring).toBe('MatchPoints;MP1');
  });

  it('scores the same when the file is read back', () => {
    const again = scoreWith(back.event);
    expect(standingsOf(again)).toEqual(standingsOf(scored));
    expect(boardValuesOf(again)).toEqual(boardValuesOf(scored));
  });

  it('is deterministic: the same event gives the same bytes', () => {
    expect(renderPairsPbn(scoreWith(clubSession()), { encoding: 'utf-8' })).toEqual(bytes);
  });
});

describe('ISO-8859-1 output', () => {
  const event = clubSession();
  const bytes = renderPairsPbn(scoreWith(event), { encoding: 'iso-8859-1' });

  it('writes one byte per character, æ/ø/å as Latin-1, and CRLF throughout', () => {
    expect(bytes.length).toBe(new TextDecoder('latin1').decode(bytes).length);
    expect(() => new TextDecoder('utf-8', { fatal: true }).decode(bytes)).toThrow();
    const text = new TextDecoder('latin1').decode(bytes);
    expect(text).toContain('"Ingrid Græsholt - Per Åström"');
    expect(text).toContain('"Kari Nordmann - Ola Sjødal"');
    expect(
      text
        .split('\n')
        .slice(0, -1)
        .every((l) => l.endsWith('\r')),
    ).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  });

  it('reads back the names with æ/ø/å intact', () => {
    const back = readPbn(bytes, 'club-latin1.pbn');
    expect(back.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    const names = back.event.participants.map((p) => p.name);
    expect(names).toContain('Ingrid Græsholt - Per Åström');
    expect(names).toContain('Solveig Bø - Tor Østby');
    expect(participantsOf(back.event.participants)).toEqual(participantsOf(event.participants));
  });

  it('writes characters outside ISO-8859-1, and the banned 128–159, as "?"', () => {
    expect([...encodePbn(['Łukasz € Žan \u0085 é'], 'iso-8859-1')]).toEqual([...new TextEncoder().encode('?ukasz ? ?an ? '), 0xe9, 13, 10]);
  });
});

describe('escaping', () => {
  const tricky = ['Ola "the Fox" Sjødal', 'Back\\slash Åse', '<script>alert(1)</script>', 'Tom & Jerry', '{not a comment}', '%95 Hansen', 'Semi; colon'];

  it('escapes quotes and backslashes in strings', () => {
    expect(pbnString('Ola "Fox" C:\\dir')).toBe('"Ola \\"Fox\\" C:\\\\dir"');
    expect(pbnString('tab\there\r\nnewline')).toBe('"tab here  newline"');
  });

  it('reads back names and a title with quotes, backslashes, markup and ampersands intact', () => {
    const base = clubSession();
    const names = new Map(base.participants.map((p, i) => [p.pair, [tricky[i % tricky.length] as string, `Partner ${i}`]]));
    const event: PairsEvent = {
      ...base,
      title: 'Club "night" \\ <b>&amp;</b>',
      participants: base.participants.map((p) => {
        const [a, b] = names.get(p.pair) as [string, string];
        return { ...p, players: [{ name: a, id: `${p.pair}"\\` }, { name: b }], name: `${a} - ${b}` };
      }),
    };
    const back = readPbn(renderPairsPbn(scoreWith(event), { encoding: 'utf-8' }), 'tricky.pbn');
    expect(back.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    expect(back.event.title).toBe('Club "night" \\ <b>&amp;</b>');
    // "Semi; colon" is the one name that cannot come back whole: PBN separates two names with ";" (§5.9).
    const expected = event.participants.filter((p) => !p.players.some((x) => x.name.includes(';')));
    const read = back.event.participants.filter((p) => expected.some((q) => q.pair === p.pair));
    expect(participantsOf(read)).toEqual(participantsOf(expected));
  });
});

describe('tables', () => {
  it('pads each column to its width, right or left aligned, and quotes what is not a token', () => {
    const lines = pbnTable(
      'ScoreTable',
      [
        { name: 'PairId_NS', align: 'R' },
        { name: 'Names_NS', align: 'L' },
        { name: 'MP_NS', align: 'R' },
      ],
      [
        [token('1'), text('Ola "Sjødal"'), token('4')],
        [token('A 12'), text('Kari'), token('10.5')],
      ],
    );
    expect(lines).toEqual(['[ScoreTable "PairId_NS\\6R;Names_NS\\16L;MP_NS\\4R"]', '     1 "Ola \\"Sjødal\\""    4', '"A 12" "Kari"           10.5']);
  });

  it('writes the Butler columns with the datum, and the IMP scoring tags', () => {
    const scored = scoreWith(clubSession(), 'butler');
    const text = utf8(renderPairsPbn(scored, { encoding: 'utf-8' }));
    expect(text).toContain('[Scoring "IMP;Butler-2;Mean"]');
    expect(text).toMatch(
      /\[ScoreTable "Table\\1R;Round\\1R;PairId_NS\\1R;PairId_EW\\2R;Contract\\\d+L;Declarer\\1R;Result\\\d+R;Score_NS\\\d+R;Score_EW\\\d+R;IMP_NS\\\d+R;IMP_EW\\\d+R;ButlerDatum\\\d+R"\]/,
    );
    expect(text).toContain('TotalScoreIMP');
    expect(scoringTag(scoreWith(clubSession(), 'cross-imps'))).toBe('IMP;Cross');
    const back = readPbn(new TextEncoder().encode(text), 'butler.pbn');
    const cmp = comparePublished(scored, back.published, { mp: 'international' });
    expect(cmp.lines.some((d) => d.what === 'datum')).toBe(true);
    expect([...cmp.lines, ...cmp.totals].filter((d) => !d.ok)).toEqual([]);
  });

  it('marks a shared place with RankTie, the last place of the tie (Ruter)', () => {
    // Every result the same: every pair ties.
    const base = clubSession();
    const event: PairsEvent = {
      ...base,
      results: base.results.map((r) => ({ ...r, outcome: { kind: 'played', score: { scoreNS: 0 } } })),
    };
    const scored = scoreWith(event);
    const text = utf8(renderPairsPbn(scored, { encoding: 'utf-8' }));
    expect(text).toMatch(/\r\n1 7 +4 "N-S" /);
    expect(text).toMatch(/\r\n1 6 +8 "E-W" /);
    const back = readPbn(new TextEncoder().encode(text), 'ties.pbn');
    expect(back.published.totals.every((t) => t.rank === 1 && t.tie === true)).toBe(true);
  });
});

describe('edge cases', () => {
  it('writes the date as YYYY.MM.DD, or "?" when unknown', () => {
    expect(pbnDate('2025-03-04')).toBe('2025.03.04');
    expect(pbnDate(undefined)).toBe('?');
    expect(pbnDate('March')).toBe('?');
  });

  it('starts the deal with the dealer, as export format asks', () => {
    const deal = 'N:AJT64.AKQ53.5.32 Q75.J2.T9743.AK5 K83.T964.J6.QJT4 92.87.AKQ82.9876';
    expect(dealFromDealer(deal, 'E')).toBe('E:Q75.J2.T9743.AK5 K83.T964.J6.QJT4 92.87.AKQ82.9876 AJT64.AKQ53.5.32');
    expect(dealFromDealer(deal, 'N')).toBe(deal);
  });

  it('writes an event without a title or date with "?" and reads it back as unknown', () => {
    const { title: _t, date: _d, ...base } = clubSession();
    const back = readPbn(renderPairsPbn(scoreWith(base), { encoding: 'utf-8' }), 'untitled.pbn');
    expect(back.event.title).toBeUndefined();
    expect(back.event.date).toBeUndefined();
  });

  it('keeps a title that starts with "#" from being taken for tag-value inheritance', () => {
    const back = readPbn(renderPairsPbn(scoreWith({ ...clubSession(), title: '##Cup' }), { encoding: 'utf-8' }), 'hash.pbn');
    expect(back.event.title).toBe('##Cup');
  });

  it('writes an assigned score (Law 12C1a) with "^" and reads it back as assigned', () => {
    const base = clubSession();
    const first = base.results[0];
    if (first?.outcome.kind !== 'played') throw new Error('the example starts with a played board');
    const event: PairsEvent = { ...base, results: [{ ...first, outcome: { ...first.outcome, assigned: true } }, ...base.results.slice(1)] };
    const bytes = renderPairsPbn(scoreWith(event), { encoding: 'utf-8' });
    expect(utf8(bytes)).toContain('"^100"');
    expect(readPbn(bytes, 'assigned.pbn').event.results[0]?.outcome).toEqual({ ...first.outcome, assigned: true });
  });

  it('writes a board not played as "? ? ?" and reads it back as not played', () => {
    const base = clubSession();
    const event: PairsEvent = { ...base, results: base.results.map((r, i) => (i === 0 ? { ...r, outcome: { kind: 'notPlayed' } } : r)) };
    const back = readPbn(renderPairsPbn(scoreWith(event), { encoding: 'utf-8' }), 'np.pbn');
    expect(back.event.results[0]?.outcome).toEqual({ kind: 'notPlayed' });
  });

  it('writes an artificial score other than 60/50/40 as "^<n>%", which the reader never takes for a table score', () => {
    const base = clubSession();
    const event: PairsEvent = {
      ...base,
      results: base.results.map((r, i) => (i === 0 ? { ...r, outcome: { kind: 'artificial', ns: { percent: 55 }, ew: { percent: 45 } } } : r)),
    };
    const bytes = renderPairsPbn(scoreWith(event), { encoding: 'utf-8' });
    expect(utf8(bytes)).toMatch(/\r\n1 1 1 +8 - +- - +"\^55%" +"\^45%" /);
    const outcome = readPbn(bytes, 'a55.pbn').event.results[0]?.outcome;
    expect(outcome?.kind).not.toBe('played');
  });

  it('reads back an artificial 55/45 written as "^55%"/"^45%"', () => {
    const base = clubSession();
    const event: PairsEvent = {
      ...base,
      results: base.results.map((r, i) => (i === 0 ? { ...r, outcome: { kind: 'artificial', ns: { percent: 55 }, ew: { percent: 45 } } } : r)),
    };
    const outcome = readPbn(renderPairsPbn(scoreWith(event), { encoding: 'utf-8' }), 'a55.pbn').event.results[0]?.outcome;
    expect(outcome?.kind).toBe('artificial');
    if (outcome?.kind === 'artificial') expect([outcome.ns.percent, outcome.ew.percent]).toEqual([55, 45]);
  });

  it('writes a weighted score (Law 12C1c), which PBN cannot express, as an unknown result without a score', () => {
    const base = clubSession();
    const first = base.results[0];
    if (first?.outcome.kind !== 'played') throw new Error('the example starts with a played board');
    const half = Rational.of(1, 2);
    const event: PairsEvent = {
      ...base,
      results: [
        {
          ...first,
          outcome: {
            kind: 'weighted',
            components: [
              { weight: half, score: first.outcome.score },
              { weight: half, score: { scoreNS: 0 } },
            ],
          },
        },
        ...base.results.slice(1),
      ],
    };
    const bytes = renderPairsPbn(scoreWith(event), { encoding: 'utf-8' });
    expect(utf8(bytes)).toMatch(/\r\n1 1 1 +8 \? +\? +\? +- +- /);
    expect(readPbn(bytes, 'weighted.pbn').event.results[0]?.outcome).toEqual({ kind: 'notPlayed' });
  });

  it('writes NS 1 and EW 1 of a two-winner Mitchell as two rows told apart by Direction', () => {
    const event = mitchellFromOne();
    const text = utf8(renderPairsPbn(scoreWith(event), { encoding: 'utf-8' }));
    expect(text).toMatch(/\r\n1 - 1 "N-S" +2 100\.00 "Kari - Ola" +1 - -\r\n/);
    expect(text).toMatch(/\r\n2 - 1 "E-W" +0 +0\.00 "Åse - Per" +1 - -\r\n/);
  });

  it('reads back the names of NS 1 and EW 1 apart', () => {
    const event = mitchellFromOne();
    const back = readPbn(renderPairsPbn(scoreWith(event), { encoding: 'utf-8' }), 'm.pbn');
    const rescored = scoreWith(back.event);
    const names = rescored.standings.filter((s) => s.pair === '1').map((s) => [s.direction, s.names]);
    expect(names).toEqual([
      ['NS', 'Kari - Ola'],
      ['EW', 'Åse - Per'],
    ]);
  });
});
