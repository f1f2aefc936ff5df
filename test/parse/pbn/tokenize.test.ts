import { describe, expect, it } from 'vitest';
import { DiagnosticBag, formatDiagnostic } from '../../../src/base/diagnostics.js';
import { resolveGames } from '../../../src/parse/pbn/games.js';
import { tokenizePbn } from '../../../src/parse/pbn/tokenize.js';

function tokenize(text: string) {
  const bag = new DiagnosticBag('t.pbn');
  const result = tokenizePbn(text, bag);
  return { ...result, bag, messages: bag.items.map(formatDiagnostic) };
}

describe('tokenizePbn', () => {
  it('reads tag pairs with their line numbers', () => {
    const { games, messages } = tokenize('[Event "Club night"]\n[Board "1"]\n');
    expect(messages).toEqual([]);
    expect(games).toHaveLength(1);
    expect(games[0]?.items).toEqual([
      { kind: 'tag', name: 'Event', value: 'Club night', line: 1 },
      { kind: 'tag', name: 'Board', value: '1', line: 2 },
    ]);
  });

  it('reads several tags on one line and extra whitespace (import format)', () => {
    const { games } = tokenize('  [Board   "3"]\t[Dealer "S"] [Vulnerable "EW"]');
    expect(games[0]?.items.map((i) => (i.kind === 'tag' ? `${i.name}=${i.value}` : i.kind))).toEqual(['Board=3', 'Dealer=S', 'Vulnerable=EW']);
  });

  it('unescapes \\" and \\\\ in strings and keeps other backslashes', () => {
    const { games } = tokenize('[Event "The \\"Big\\" one \\\\ \\S"]');
    expect(games[0]?.items[0]).toMatchObject({ value: 'The "Big" one \\ \\S' });
  });

  it('splits games at semi-empty lines', () => {
    const { games } = tokenize('[Board "1"]\n \t\n[Board "2"]\n\n\n[Board "3"]\n');
    expect(games.map((g) => g.line)).toEqual([1, 3, 6]);
  });

  it('skips ; comments to the end of the line', () => {
    const { games } = tokenize('[Board "1"] ; a remark [Board "9"]\n');
    expect(games[0]?.items).toHaveLength(1);
  });

  it('skips { } comments, across lines and across an empty line, without ending the game', () => {
    const { games, messages } = tokenize('[Board "1"] {PAR of the deal:\n\n% not an escape\n; nor a comment}[Dealer "N"]\n');
    expect(messages).toEqual([]);
    expect(games).toHaveLength(1);
    expect(games[0]?.items.map((i) => (i.kind === 'tag' ? i.name : i.kind))).toEqual(['Board', 'Dealer']);
  });

  it('keeps % escape lines apart, with their lines', () => {
    const { games, escapes } = tokenize('% PBN 2.1\n%Creator: Bridgewebs\n[Board "1"]\n');
    expect(escapes).toEqual([
      { text: ' PBN 2.1', line: 1 },
      { text: 'Creator: Bridgewebs', line: 2 },
    ]);
    expect(games[0]?.line).toBe(3);
  });

  it('reads section data as tokens and quoted strings', () => {
    const { games } = tokenize('[ScoreTable "PairId_NS;Names_NS"]\n 1 "Rolf Andersson - Leif Rick"\n');
    expect(games[0]?.items.slice(1)).toEqual([
      { kind: 'symbol', text: '1', line: 2 },
      { kind: 'string', text: 'Rolf Andersson - Leif Rick', line: 2 },
    ]);
  });

  it('copes with CRLF text once decoded', () => {
    const { games } = tokenize('[Board "1"]\r\n\r\n[Board "2"]\r\n');
    expect(games).toHaveLength(2);
  });

  it('starts a new game, with a warning, when [Board] repeats without an empty line', () => {
    const { games, bag } = tokenize('[Board "1"]\n[Dealer "N"]\n[Board "2"]\n');
    expect(games).toHaveLength(2);
    expect(bag.warnings[0]?.line).toBe(3);
  });

  describe('edge cases', () => {
    it('reports an unbalanced quote in a tag with its line', () => {
      const { messages, bag } = tokenize('[Board "1"]\n[Event "Club night]\n');
      expect(bag.hasErrors()).toBe(true);
      expect(messages[0]).toMatch(/^t\.pbn:2: field "Event": tag \[Event\]: unbalanced quote/);
    });

    it('reports an unbalanced quote in section data', () => {
      const { messages } = tokenize('[ScoreTable "A;B"]\n1 "two\n');
      expect(messages[0]).toMatch(/^t\.pbn:2: unbalanced quote/);
    });

    it('reports a missing ] and a stray ]', () => {
      expect(tokenize('[Board "1"\n').messages[0]).toMatch(/^t\.pbn:1: field "Board": tag \[Board\]: missing "\]"/);
      expect(tokenize('[Board "1"]]\n').messages[0]).toMatch(/^t\.pbn:1: unbalanced bracket/);
    });

    it('reports a { comment that is never closed (a truncated file) at the line that opened it', () => {
      const { messages } = tokenize('[Board "1"]\n{ a comment\nthat runs on\n');
      expect(messages).toEqual(['t.pbn:2: the comment opened with "{" here is never closed (the file may be truncated)']);
    });
  });
});

describe('resolveGames (tag-value inheritance, PBN §3.5)', () => {
  function games(text: string) {
    const bag = new DiagnosticBag('t.pbn');
    return { games: resolveGames(tokenizePbn(text, bag).games, bag), bag };
  }

  it('"#" copies the value from the nearest earlier game', () => {
    const { games: g } = games('[Event "Cup"]\n[Board "1"]\n\n[Event "#"]\n[Board "2"]\n');
    expect(g[1]?.tags.get('Event')?.value).toBe('Cup');
  });

  it('"##text" sets the value for this and every following game until redefined', () => {
    const { games: g } = games('[Site "##Oslo"]\n[Board "1"]\n\n[Board "2"]\n\n[Site "Bergen"]\n[Board "3"]\n\n[Board "4"]\n');
    expect(g.map((x) => x.tags.get('Site')?.value)).toEqual(['Oslo', 'Oslo', 'Bergen', undefined]);
  });

  it("keeps each section's data with its tag", () => {
    const { games: g } = games('[ScoreTable "A;B"]\n1 2\n3 4\n[Scoring "MP"]\n');
    expect(g[0]?.tags.get('ScoreTable')?.data.map((d) => d.text)).toEqual(['1', '2', '3', '4']);
    expect(g[0]?.tags.get('Scoring')?.data).toEqual([]);
  });

  it('ignores a repeated tag in one game, with a warning', () => {
    const { games: g, bag } = games('[Dealer "N"]\n[Dealer "S"]\n');
    expect(g[0]?.tags.get('Dealer')?.value).toBe('N');
    expect(bag.warnings).toHaveLength(1);
  });

  it('warns when a tag that must not be inherited is inherited', () => {
    const { games: g, bag } = games('[Dealer "E"]\n\n[Dealer "#"]\n');
    expect(g[1]?.tags.get('Dealer')?.value).toBe('E');
    expect(bag.warnings[0]?.code).toBe('pbn-inherit-forbidden');
  });
});
