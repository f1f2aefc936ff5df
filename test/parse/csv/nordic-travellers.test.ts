/**
 * Travellers written in Norway, Sweden and Denmark read as they are: the header names, the seat letters Ø, Ö
 * and V, U+2212 and the en dash as a minus, a result in the contract cell, cp1252 files.
 */
import { describe, expect, it } from 'vitest';
import { readTravellersCsv } from '../../../src/parse/csv/travellers.js';
import { formatDiagnostic } from '../../../src/base/diagnostics.js';
import { readPairsInputs } from '../../../src/parse/read-event.js';

/** The NS score and the declarer of each line read, or the messages. */
function scores(text: string): { scores: (number | undefined)[]; declarers: (string | undefined)[]; messages: string[] } {
  const r = readTravellersCsv(text, 'nordic.csv');
  return {
    scores: r.results.map((l) => (l.outcome.kind === 'played' ? l.outcome.score.scoreNS : undefined)),
    declarers: r.results.map((l) => (l.outcome.kind === 'played' ? l.outcome.score.declarer : undefined)),
    messages: r.diagnostics.map(formatDiagnostic),
  };
}

describe('Nordic header names', () => {
  it.each([
    ['Norwegian', 'Spill;NS;ØV;Kontrakt;Spilt av;Resultat'],
    ['Norwegian, words', 'Spill;NS par;Øst-Vest;Kontrakt;Spilt av;Stikk'],
    ['Norwegian, dashes', 'spill;N/S;Ø-V;kontr;dekl;resultat'],
    ['Swedish', 'Bricka;NS;ÖV;Kontrakt;Spelförare;Resultat'],
    ['Swedish, words', 'Bricka;NS par;Öst-Väst;Kontrakt;Spelförare;Stick'],
    ['Danish', 'Spil;NS;ØV;Kontrakt;Spilfører;Stik'],
    ['Danish, giv', 'Giv;Nord-Syd;Ø/V;Kontrakt;Spilfører;Resultat'],
    ['without the letter', 'Spill;NS;OV;Kontrakt;Av;Resultat'],
  ])('%s: %s', (_what, header) => {
    const r = scores(`${header}\n1;1;4;4S;N;=\n1;2;5;3NT;S;-1\n`);
    expect(r.messages).toEqual([]);
    expect(r.scores).toEqual([420, -50]);
  });

  it('reads the optional columns by their Nordic names too', () => {
    const r = readTravellersCsv('Runde;Bord;Spill;NS;ØV;Kontrakt;Spilt av;Resultat;Utspill;Poeng;Seksjon\n3;2;1;1;4;4S;N;=;HK;420;A\n', 'n.csv');
    expect(r.diagnostics).toEqual([]);
    expect(r.results[0]).toMatchObject({ round: 3, table: 2, board: 1, lead: 'HK', section: 'A' });
  });

  it('a missing column lists the columns found', () => {
    expect(scores('Spill;NS;ØV;Spilt av;Resultat\n1;1;4;N;=\n').messages[0]).toMatch(
      /required column "contract" is missing \(found "Spill", "NS", "ØV", "Spilt av", "Resultat"; accepted names: contract, kontrakt/,
    );
  });
});

describe('Nordic seats, minus signs and results', () => {
  const header = 'Spill;NS;ØV;Kontrakt;Spilt av;Resultat';
  it.each([
    // board 1: none vulnerable
    ['Ø', '4S', '=', -420, 'E'],
    ['ø', '4S', '=', -420, 'E'],
    ['Ö', '4S', '=', -420, 'E'],
    ['V', '4S', '=', -420, 'W'],
    ['v', '3NT', '+1', -430, 'W'],
    ['S', '4S', '=', 420, 'S'],
    ['Nord', '4S', '=', 420, 'N'],
    ['Øst', '4S', '=', -420, 'E'],
    ['Väst', '4S', '=', -420, 'W'],
    ['Syd', '4S', '=', 420, 'S'],
  ])('declarer %s: %s %s → NS %d', (seat, contract, result, ns, declarer) => {
    const r = scores(`${header}\n1;1;4;${contract};${seat};${result}\n`);
    expect(r.messages).toEqual([]);
    expect(r.scores).toEqual([ns]);
    expect(r.declarers).toEqual([declarer]);
  });

  it.each([
    ['U+2212', '\u22121', -50],
    ['U+2212, two down', '\u22122', -100],
    ['an en dash', '\u20131', -50],
    ['a hyphen', '-1', -50],
  ])('a minus written as %s', (_what, result, ns) => {
    const r = scores(`${header}\n1;1;4;4S;N;${result}\n`);
    expect(r.messages).toEqual([]);
    expect(r.scores).toEqual([ns]);
  });

  it.each([
    ['4SX+1', '', 1 as number, 690],
    ['4S=', '', 1, 420],
    ['3NT\u22122', '', 1, -100],
    ['4S+1', '+1', 1, 450],
    ['2HX\u22121', '', 2, -200],
  ])('a result in the contract cell: %s (result cell "%s")', (contract, result, board, ns) => {
    const r = scores(`${header}\n${board};1;4;${contract};N;${result}\n`);
    expect(r.messages).toEqual([]);
    expect(r.scores).toEqual([ns]);
  });

  it('a result in the contract cell that the result cell contradicts is an error naming both', () => {
    const r = scores(`${header}\n1;1;4;4S+1;N;-1\n`);
    expect(r.scores).toEqual([]);
    expect(r.messages).toHaveLength(1);
    expect(r.messages[0]).toMatch(/^nordic\.csv:2: /);
  });

  it('a Windows-1252 file (a spreadsheet export) reads with its letters and its en dash', () => {
    // "Spill;NS;ØV;Kontrakt;Spilt av;Resultat" and "1;1;4;4S;Ø;–1" in Windows-1252: Ø = 0xD8, – = 0x96
    const text = 'Spill;NS;\u00d8V;Kontrakt;Spilt av;Resultat\n1;1;4;4S;\u00d8;\u20131\n';
    const bytes = Uint8Array.from([...text].map((c) => (c === '\u2013' ? 0x96 : c.charCodeAt(0))));
    const r = readPairsInputs([{ file: 'nordic.csv', bytes }]);
    expect(r.diagnostics.map(formatDiagnostic)).toEqual([]);
    const line = r.event.results[0];
    expect(line?.outcome.kind === 'played' && [line.outcome.score.scoreNS, line.outcome.score.declarer]).toEqual([50, 'E']);
  });
});
