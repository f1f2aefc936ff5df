/**
 * A no-break space between elements (seen when a file is edited in a word processor) is white space: the
 * tokenizer must move on, not loop.
 */
import { describe, expect, it } from 'vitest';
import { DiagnosticBag } from '../../../src/base/diagnostics.js';
import { tokenizePbn } from '../../../src/parse/pbn/tokenize.js';

describe('the PBN tokenizer and unusual white space', () => {
  it.each([
    ['no-break space', '\u00a0'],
    ['line separator', '\u2028'],
    ['em space', '\u2003'],
  ])('treats a %s between elements as white space', (_name, ws) => {
    const bag = new DiagnosticBag('ws.pbn');
    const { games } = tokenizePbn(`[Board "1"]\n[ScoreTable "PairId_NS;PairId_EW"]\n1${ws}8\n`, bag);
    const symbols = games[0]?.items.filter((i) => i.kind === 'symbol').map((i) => i.text);
    expect(symbols).toEqual(['1', '8']);
  });
});
