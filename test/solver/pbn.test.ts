import { describe, expect, it } from 'vitest';
import { formatPbnDeal, parsePbnDeal } from '../../src/solver/index.js';

const FULL = 'N:AK97.T3.J986.A43 QJT.AK52.K73.Q98 8652.Q964.AQ.KT2 43.J87.T542.J765';

describe('parsePbnDeal', () => {
  it.each([
    ['a full deal from North', FULL, FULL],
    ['from East, rotated back to North', 'E:QJT.AK52.K73.Q98 8652.Q964.AQ.KT2 43.J87.T542.J765 AK97.T3.J986.A43', FULL],
    [
      'lower case and - for a void',
      'n:akqjt98765432.-.-.- .akqjt98765432.. ..AKQJT98765432. ...AKQJT98765432',
      'N:AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432. ...AKQJT98765432',
    ],
    ['extra spaces', `  ${FULL.replace(/ /g, '   ')}  `, FULL],
  ])('%s', (_name, text, formatted) => {
    const r = parsePbnDeal(text);
    expect(r.ok).toBe(true);
    if (r.ok) expect(formatPbnDeal(r.deal)).toBe(formatted);
  });

  it.each([
    ['no seat', 'AK97.T3.J986.A43 QJT.AK52.K73.Q98 8652.Q964.AQ.KT2 43.J87.T542.J765', 'must start with'],
    ['a bad seat', 'X:AK97.T3.J986.A43 QJT.AK52.K73.Q98 8652.Q964.AQ.KT2 43.J87.T542.J765', 'must start with'],
    ['three hands', 'N:AK97.T3.J986.A43 QJT.AK52.K73.Q98 8652.Q964.AQ.KT2', 'must have 4 hands, found 3'],
    ['an empty deal', 'N:', 'found 0'],
    ['three suits', 'N:AK97.T3.J986 QJT.AK52.K73.Q98 8652.Q964.AQ.KT2 43.J87.T542.J765', '4 suits'],
    ['a bad rank', 'N:AK97.T3.J986.A4X QJT.AK52.K73.Q98 8652.Q964.AQ.KT2 43.J87.T542.J765', '"X" is not a rank'],
    ['a card twice', 'N:AK97.T3.J986.A43 AJT.AK52.K73.Q98 8652.Q964.AQ.KT2 43.J87.T542.J765', 'SA appears twice'],
    ['12 cards', 'N:AK97.T3.J986.A4 QJT.AK52.K73.Q98 8652.Q964.AQ.KT2 43.J87.T542.J765', 'hand N has 12 cards'],
    ['"10" for the ten', 'N:AK97.103.J986.A4 QJT.AK52.K73.Q98 8652.Q964.AQ.KT2 43.J87.T542.J765', 'is not a rank'],
  ])('rejects %s', (_name, text, message) => {
    const r = parsePbnDeal(text);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toContain(message);
  });

  it('accepts short hands with the partial option, and - for an unknown hand', () => {
    const r = parsePbnDeal('S:AK... - Q... J...', { partial: true });
    expect(r.ok).toBe(true);
    if (r.ok) expect(formatPbnDeal(r.deal, 2)).toBe('S:AK... ... Q... J...');
    expect(parsePbnDeal('S:AK... - Q... J...').ok).toBe(false);
  });

  it('formats from any seat', () => {
    const r = parsePbnDeal(FULL);
    if (!r.ok) throw new Error(r.error);
    expect(formatPbnDeal(r.deal, 3)).toBe('W:43.J87.T542.J765 AK97.T3.J986.A43 QJT.AK52.K73.Q98 8652.Q964.AQ.KT2');
  });
});
