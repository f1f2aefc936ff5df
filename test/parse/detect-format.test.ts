import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { conformanceDir } from '../helpers/fixtures.js';
import { describe, expect, it } from 'vitest';
import { detectFormat } from '../../src/parse/detect-format.js';

const enc = (text: string): Uint8Array => new TextEncoder().encode(text);

describe('detectFormat', () => {
  it.each(readdirSync(conformanceDir).filter((f) => /\.(pbn|xml)$/.test(f)))('recognises conformance file %s from its content', (name) => {
    const expected = name.endsWith('.xml') ? 'usebio' : 'pbn';
    expect(detectFormat(readFileSync(join(conformanceDir, name)), 'upload.dat')).toBe(expected);
  });

  it.each([
    ['% PBN 2.1\n% EXPORT\n[Event "x"]', 'pbn'],
    ['[Event "Club"]\n[Board "1"]', 'pbn'],
    ['\uFEFF[Board "1"]', 'pbn'],
    ['{ hand record }\n[Deal "N:…"]', 'pbn'],
    ['<html><body><PBN>\n[Event "x"]\n</PBN></body></html>', 'pbn'],
    ['<?xml version="1.0" encoding="iso-8859-1"?>\n<USEBIO Version="1.2">', 'usebio'],
    ['  <USEBIO>', 'usebio'],
    ['\uFEFF<?xml version="1.0"?><Results/>', 'usebio'],
    ['board,ns,ew,contract,declarer,result\n1,1,2,4H,S,=', 'csv'],
    ['', 'csv'],
  ])('reads %j as %s whatever the extension', (text, format) => {
    expect(detectFormat(enc(text), 'input.csv')).toBe(format);
  });

  it('falls back to the extension when the content does not say', () => {
    expect(detectFormat(enc('   '), 'a.PBN')).toBe('pbn');
    expect(detectFormat(enc('   '), 'a.xml')).toBe('usebio');
    expect(detectFormat(enc('   '), 'a.txt')).toBe('csv');
  });
});
