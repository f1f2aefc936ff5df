import { describe, expect, it } from 'vitest';
import { contractHtml, parseDeal } from '../../../src/output/html/deal-diagram.js';
import { esc, slug } from '../../../src/text/html-escape.js';

describe('parseDeal', () => {
  it('reads the hands clockwise from the first seat', () => {
    const d = parseDeal('E:AKQ2.T98.765.432 J.AKQ.AKQJ.AKQJT 9876.J76543.T9.9 T543.2.8432.8765');
    expect(d?.E).toEqual(['AKQ2', 'T98', '765', '432']);
    expect(d?.S).toEqual(['J', 'AKQ', 'AKQJ', 'AKQJT']);
    expect(d?.N).toEqual(['T543', '2', '8432', '8765']);
  });

  it('leaves an unknown hand empty', () => {
    const d = parseDeal('N:AKQ2.T98.765.432 - - -');
    expect(d?.N).toEqual(['AKQ2', 'T98', '765', '432']);
    expect(d?.E).toBeNull();
  });

  it.each(['', 'AKQ.T.7.4', 'N:AKQ2.T98.765 - - -', 'N:AKQ2.T98.765.43X - - -', 'N:- - -'])('gives undefined for %j', (text) => {
    expect(parseDeal(text)).toBeUndefined();
  });
});

describe('contractHtml', () => {
  it.each([
    ['4H', '4<span class="red" title="hearts">♥</span>'],
    ['3CX', '3<span class="blk" title="clubs">♣</span>X'],
    ['3NT', '3NT'],
    ['PASS', 'PASS'],
    ['A60/40', 'A60/40'],
    ['<b>', '&lt;b&gt;'],
  ])('%s → %s', (text, html) => {
    expect(contractHtml(text)).toBe(html);
  });
});

describe('esc and slug', () => {
  it('escapes the five characters that matter in text and attributes', () => {
    expect(esc(`<a href="x">Tom & Jerry's</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&#39;s&lt;/a&gt;');
  });

  it('makes ids that keep different pairs apart', () => {
    expect(slug(['A', 'NS', '12'])).toBe('a-ns-12');
    expect(slug([undefined, null, '3'])).toBe('3');
    expect(slug(['Ø', '1 2'])).toBe('_d8-1_202');
  });
});
