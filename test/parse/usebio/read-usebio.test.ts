import { describe, expect, it } from 'vitest';
import { Rational } from '../../../src/base/rational.js';
import { formatDiagnostic } from '../../../src/base/diagnostics.js';
import { readUsebio, splitOf } from '../../../src/parse/usebio/read-usebio.js';
import { decodeEntities } from '../../../src/parse/usebio/xml.js';

const enc = (text: string): Uint8Array => new TextEncoder().encode(text);
const latin1 = (text: string): Uint8Array => Uint8Array.from([...text].map((c) => c.charCodeAt(0)));
const read = (text: string) => readUsebio(enc(text), 'u.xml');
const errors = (r: ReturnType<typeof read>) => r.diagnostics.filter((d) => d.severity === 'error').map(formatDiagnostic);
const warnings = (r: ReturnType<typeof read>) => r.diagnostics.filter((d) => d.severity === 'warning').map(formatDiagnostic);

function line(fields: string): string {
  return `<TRAVELLER_LINE>${fields}</TRAVELLER_LINE>`;
}

function usebio(boards: string, participants = ''): string {
  return `<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE USEBIO SYSTEM "http://www.ebu.co.uk/usebio/usebio_v1_2.dtd">
<USEBIO Version="1.2">
  <EVENT EVENT_TYPE="PAIRS">
    <PROGRAM_NAME>Scorer</PROGRAM_NAME>
    <PROGRAM_VERSION>1.0</PROGRAM_VERSION>
    <EVENT_DESCRIPTION>Club &amp; Friends</EVENT_DESCRIPTION>
    <DATE>22/10/2015</DATE>
    <BOARD_SCORING_METHOD>MATCH_POINTS</BOARD_SCORING_METHOD>
    <WINNER_TYPE>2</WINNER_TYPE>
    <SESSION SESSION_ID="1">
      <SECTION SECTION_ID="A">
        <PARTICIPANTS>${participants}</PARTICIPANTS>
        ${boards}
      </SECTION>
    </SESSION>
  </EVENT>
</USEBIO>
`;
}

const PAIR = `<PAIR><PAIR_NUMBER>3</PAIR_NUMBER><DIRECTION>NS</DIRECTION><PLACE>2=</PLACE><PERCENTAGE>59.77</PERCENTAGE>
  <PLAYER RATEABLE="Y"><PLAYER_NAME>Hanson O&apos;Neill</PLAYER_NAME><NATIONAL_ID_NUMBER>800005</NATIONAL_ID_NUMBER></PLAYER>
  <PLAYER><PLAYER_NAME>Jo Smith</PLAYER_NAME></PLAYER></PAIR>`;

describe('readUsebio', () => {
  const r = read(
    usebio(
      `<BOARD><BOARD_NUMBER>1</BOARD_NUMBER>
        ${line('<NS_PAIR_NUMBER>3</NS_PAIR_NUMBER><EW_PAIR_NUMBER>12</EW_PAIR_NUMBER><CONTRACT>3Hx</CONTRACT><PLAYED_BY>N</PLAYED_BY><LEAD>D10</LEAD><TRICKS>6</TRICKS><SCORE>-500</SCORE><NS_MATCH_POINTS>0</NS_MATCH_POINTS><EW_MATCH_POINTS>20</EW_MATCH_POINTS>')}
        ${line('<NS_PAIR_NUMBER>4</NS_PAIR_NUMBER><EW_PAIR_NUMBER>13</EW_PAIR_NUMBER><CONTRACT>1N</CONTRACT><PLAYED_BY>S</PLAYED_BY><TRICKS>8</TRICKS><SCORE>120</SCORE><NS_MATCH_POINTS>14.94</NS_MATCH_POINTS>')}
        ${line('<NS_PAIR_NUMBER>5</NS_PAIR_NUMBER><EW_PAIR_NUMBER>14</EW_PAIR_NUMBER><CONTRACT>PASS</CONTRACT><PLAYED_BY>N</PLAYED_BY><TRICKS>0</TRICKS><SCORE>0</SCORE>')}
        ${line('<NS_PAIR_NUMBER>6</NS_PAIR_NUMBER><EW_PAIR_NUMBER>15</EW_PAIR_NUMBER><CONTRACT>PASS</CONTRACT><SCORE>0</SCORE>')}
        ${line('<NS_PAIR_NUMBER>7</NS_PAIR_NUMBER><EW_PAIR_NUMBER>16</EW_PAIR_NUMBER><SCORE>A5050</SCORE><NOTES>Adjusted score</NOTES>')}
        ${line('<NS_PAIR_NUMBER>8</NS_PAIR_NUMBER><EW_PAIR_NUMBER>17</EW_PAIR_NUMBER><CONTRACT></CONTRACT><SCORE>-110</SCORE>')}
        ${line('<NS_PAIR_NUMBER>9</NS_PAIR_NUMBER><EW_PAIR_NUMBER>18</EW_PAIR_NUMBER><ARTIFICIAL_SCORE>Adjusted</ARTIFICIAL_SCORE><SCORE>0</SCORE>')}
        ${line('<NS_PAIR_NUMBER>10</NS_PAIR_NUMBER><EW_PAIR_NUMBER>19</EW_PAIR_NUMBER><CONTRACT>3NT</CONTRACT><PLAYED_BY>W</PLAYED_BY><TRICKS>9</TRICKS><SCORE>400</SCORE>')}
      </BOARD>`,
      PAIR,
    ),
  );

  it('reads traveller lines with contracts written 3Hx and 1N', () => {
    expect(r.event.results[0]).toEqual({
      board: 1,
      ns: '3',
      ew: '12',
      section: 'A',
      lead: 'D10',
      outcome: { kind: 'played', score: { contract: { level: 3, strain: 'H', risk: 'X' }, declarer: 'N', tricks: 6, scoreNS: -500 } },
      source: { file: 'u.xml', line: 17 },
    });
    expect(r.event.results[1]?.outcome).toMatchObject({ score: { contract: { level: 1, strain: 'NT', risk: '' }, tricks: 8, scoreNS: 120 } });
  });

  it('reads PASS in both styles as passed out', () => {
    expect(r.event.results[2]?.outcome).toEqual({ kind: 'played', score: { scoreNS: 0 } });
    expect(r.event.results[3]?.outcome).toEqual({ kind: 'played', score: { scoreNS: 0 } });
  });

  it('reads SCORE A5050 as artificial 50/50', () => {
    expect(r.event.results[4]?.outcome).toEqual({ kind: 'artificial', ns: { percent: 50, role: 'partly' }, ew: { percent: 50, role: 'partly' } });
  });

  it('keeps a score without a contract', () => {
    expect(r.event.results[5]?.outcome).toEqual({ kind: 'played', score: { scoreNS: -110 } });
  });

  it('reads ARTIFICIAL_SCORE without a split as 50/50, with a warning', () => {
    expect(r.event.results[6]?.outcome).toMatchObject({ kind: 'artificial', ns: { percent: 50 }, ew: { percent: 50 } });
    expect(warnings(r).some((w) => /board 1: ARTIFICIAL_SCORE "Adjusted" does not say how the score was split/.test(w))).toBe(true);
  });

  it('keeps the computed score and warns when SCORE disagrees', () => {
    expect(r.event.results[7]?.outcome).toMatchObject({ score: { declarer: 'W', scoreNS: -400 } });
    expect(warnings(r).some((w) => w.startsWith('u.xml:24: warning: field "SCORE": board 1: the file gives 400 for 3NT by W'))).toBe(true);
    expect(errors(r)).toEqual([]);
  });

  it('reads participants with national ids, and totals with places such as "2="', () => {
    expect(r.event.participants[0]).toEqual({
      pair: '3',
      section: 'A',
      name: "Hanson O'Neill - Jo Smith",
      players: [{ name: "Hanson O'Neill", id: '800005' }, { name: 'Jo Smith' }],
    });
    expect(r.published.totals).toEqual([
      { pair: '3', section: 'A', direction: 'NS', rank: 2, tie: true, percentage: Rational.parseDecimal('59.77'), names: "Hanson O'Neill - Jo Smith" },
    ]);
    expect(r.event.participants).toHaveLength(1 + 15);
  });

  it('keeps published match points exactly', () => {
    expect(r.published.lines[1]).toEqual({ board: 1, ns: '4', ew: '13', section: 'A', scoreNS: 120, mpNS: Rational.of(1494, 100) });
    expect(r.published.lines[4]?.scoreNS).toBeUndefined();
  });

  it('records the event', () => {
    expect(r.event).toMatchObject({ title: 'Club & Friends', date: '2015-10-22', generator: 'Scorer 1.0' });
    expect(r.published).toMatchObject({ scoring: 'MATCH_POINTS', winners: 2 });
    expect(r.event.boards).toEqual([{ board: 1, dealer: 'N', vulnerability: 'None' }]);
  });
});

describe('readUsebio: hand sets', () => {
  const hand = (dir: string, s: string, h: string, d: string, c: string) =>
    `<HAND><DIRECTION>${dir}</DIRECTION><SPADES>${s}</SPADES><HEARTS>${h}</HEARTS><DIAMONDS>${d}</DIAMONDS><CLUBS>${c}</CLUBS></HAND>`;
  const handset = (clubsWest: string) => `<HANDSET><BOARD><BOARD_NUMBER>1</BOARD_NUMBER>
    ${hand('North', 'KJ', 'KJ87642', '87', '62')}${hand('East', 'AT953', 'Q', 'KQ92', 'KT4')}
    ${hand('South', 'Q874', 'A109', 'AJ5', 'AJ3')}${hand('West', '62', '53', 'T643', clubsWest)}</BOARD></HANDSET>`;

  it('reads the deal (10 written for the ten)', () => {
    const r = read(usebio('').replace('</USEBIO>', `${handset('Q9875')}</USEBIO>`));
    expect(errors(r)).toEqual([]);
    expect(r.event.boards).toEqual([
      { board: 1, dealer: 'N', vulnerability: 'None', deal: 'N:KJ.KJ87642.87.62 AT953.Q.KQ92.KT4 Q874.AT9.AJ5.AJ3 62.53.T643.Q9875' },
    ]);
  });

  it('warns of a hand set that is not 52 distinct cards, with its line and board, and leaves the hand out', () => {
    const r = read(usebio('').replace('</USEBIO>', `${handset('Q98754')}</USEBIO>`));
    expect(errors(r)).toEqual([]);
    expect(warnings(r)).toEqual([
      expect.stringMatching(
        /^u\.xml:18: warning: field "HAND": board 1: the hand set is not a deal \(.*the card C4 appears twice\)\); the hand is left out, the results are scored without it$/,
      ),
    ]);
    expect(r.event.boards.find((b) => b.board === 1)?.deal).toBeUndefined();
  });
});

describe('readUsebio: encodings', () => {
  it('honours an ISO-8859-1 declaration', () => {
    const r = readUsebio(latin1(usebio('', PAIR).replace('utf-8', 'iso-8859-1').replace('Jo Smith', 'Åsa Sjødal')), 'l.xml');
    expect(r.event.participants[0]?.players[1]?.name).toBe('Åsa Sjødal');
  });

  it('reads CRLF files with the right line numbers', () => {
    const text = usebio(
      `<BOARD><BOARD_NUMBER>2</BOARD_NUMBER>\n${line('<NS_PAIR_NUMBER>1</NS_PAIR_NUMBER><EW_PAIR_NUMBER>2</EW_PAIR_NUMBER><SCORE>90</SCORE>')}</BOARD>`,
    );
    const r = readUsebio(enc(text.replace(/\n/g, '\r\n')), 'c.xml');
    expect(r.event.results[0]?.source.line).toBe(15);
  });

  it('falls back to ISO-8859-1 when a file without a declaration is not UTF-8', () => {
    const r = readUsebio(latin1('<USEBIO><EVENT><EVENT_DESCRIPTION>Ærø</EVENT_DESCRIPTION></EVENT></USEBIO>'), 'n.xml');
    expect(r.event.title).toBe('Ærø');
  });
});

describe('readUsebio: bad and hostile input', () => {
  it('reports XML that is not well-formed, with its line', () => {
    const r = read('<?xml version="1.0"?>\n<USEBIO>\n  <EVENT>\n    <DATE>01/02/2020</DATE>\n</USEBIO>\n');
    expect(errors(r)).toEqual(["u.xml:5: the XML is not well-formed: Expected closing tag 'EVENT' (opened in line 3, col 3) instead of closing tag 'USEBIO'."]);
    expect(r.event.results).toEqual([]);
  });

  it('reports a truncated file', () => {
    const full = usebio(`<BOARD><BOARD_NUMBER>1</BOARD_NUMBER>${line('<NS_PAIR_NUMBER>1</NS_PAIR_NUMBER>')}</BOARD>`);
    const r = read(full.slice(0, full.indexOf('</SECTION>')));
    expect(errors(r)).toHaveLength(1);
    expect(errors(r)[0]).toMatch(/^u\.xml:\d+: the XML is not well-formed: /);
  });

  it('reports a traveller line without a pair, naming the board', () => {
    const r = read(usebio(`<BOARD><BOARD_NUMBER>7</BOARD_NUMBER>\n${line('<NS_PAIR_NUMBER>1</NS_PAIR_NUMBER><SCORE>50</SCORE>')}</BOARD>`));
    expect(errors(r)).toEqual(['u.xml:15: field "EW_PAIR_NUMBER": board 7: the traveller line has no EW_PAIR_NUMBER']);
  });

  it('accepts the observed bad contract "42" when a score is given, with a warning', () => {
    const r = read(
      usebio(
        `<BOARD><BOARD_NUMBER>7</BOARD_NUMBER>\n${line('<NS_PAIR_NUMBER>1</NS_PAIR_NUMBER><EW_PAIR_NUMBER>2</EW_PAIR_NUMBER><CONTRACT>42</CONTRACT><PLAYED_BY>N</PLAYED_BY><TRICKS>10</TRICKS><SCORE>130</SCORE>')}</BOARD>`,
      ),
    );
    expect(errors(r)).toEqual([]);
    expect(r.event.results[0]?.outcome).toEqual({ kind: 'played', score: { scoreNS: 130 } });
    expect(warnings(r)[0]).toMatch(/^u\.xml:15: warning: field "CONTRACT": board 7: "42" is not a contract; the score 130 is kept/);
  });

  it('reports a root element that is not USEBIO', () => {
    expect(errors(read('<PBN/>'))).toEqual(['u.xml:1: the root element is <PBN>, expected <USEBIO>']);
  });

  it('does not expand an entity bomb', () => {
    const bomb = `<?xml version="1.0"?>
<!DOCTYPE USEBIO [
  <!ENTITY a "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa">
  <!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;">
  <!ENTITY c "&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;">
  <!ENTITY d "&c;&c;&c;&c;&c;&c;&c;&c;&c;&c;">
  <!ENTITY e "&d;&d;&d;&d;&d;&d;&d;&d;&d;&d;">
]>
<USEBIO><EVENT><EVENT_DESCRIPTION>&e;&e;&e;</EVENT_DESCRIPTION></EVENT></USEBIO>`;
    const r = read(bomb);
    expect(r.event.title).toBe('&e;&e;&e;');
    expect(warnings(r)).toEqual(['u.xml:1: warning: entity references &e; are not expanded (only &lt; &gt; &amp; &quot; &apos; are)']);
  });

  it('never reads an external entity', () => {
    const xxe = `<?xml version="1.0"?>
<!DOCTYPE USEBIO [
  <!ENTITY xxe SYSTEM "file:///etc/passwd">
]>
<USEBIO><EVENT><EVENT_DESCRIPTION>&xxe;</EVENT_DESCRIPTION></EVENT></USEBIO>`;
    const r = read(xxe);
    const text = JSON.stringify(r);
    expect(text).not.toContain('root:');
    expect(r.event.title === undefined || r.event.title === '&xxe;').toBe(true);
    expect(r.diagnostics.length).toBeGreaterThan(0);
    expect(formatDiagnostic(r.diagnostics[0] as (typeof r.diagnostics)[number])).toMatch(/^u\.xml:2: .*external entit/i);
  });
});

describe('splitOf and decodeEntities', () => {
  it.each([
    ['A5050', [50, 50]],
    ['A6040', [60, 40]],
    ['60/40', [60, 40]],
    ['40 - 60', [40, 60]],
    ['A+', [60, 40]],
    ['A-', [40, 60]],
    ['Adjusted', undefined],
    ['-50', undefined],
    ['420', undefined],
  ])('reads the split of %s', (text, split) => {
    expect(splitOf(text)).toEqual(split);
  });

  it('decodes only the five predefined entities and character references', () => {
    expect(decodeEntities('a &amp; b &lt;&gt; &quot;&apos; &#233;&#xE5; &nbsp; &x;')).toBe('a & b <> "\' éå &nbsp; &x;');
  });
});
