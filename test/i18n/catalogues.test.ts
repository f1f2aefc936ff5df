/**
 * The message catalogues: every language has every key English has (and no other), no empty text, and each
 * message with values in it uses the same values in every language — a translation that drops the pair number
 * or the rule from a note fails here. Untranslated copies of English are caught too: the texts a language
 * shares with English are listed, word for word, per language.
 */
import { describe, expect, it } from 'vitest';
import { CATALOGUES, LANGUAGES, type Lang } from '../../src/i18n/index.js';
import { suggestMovements } from '../../src/movement/suggest.js';

type Node = string | ((p: Record<string, unknown>) => string) | { readonly [k: string]: Node };

/** Every leaf of a catalogue by its path, e.g. `common.seat.N`. */
function leaves(node: Node, path = ''): Map<string, string | ((p: Record<string, unknown>) => string)> {
  const out = new Map<string, string | ((p: Record<string, unknown>) => string)>();
  if (typeof node === 'string' || typeof node === 'function') {
    out.set(path, node);
    return out;
  }
  for (const [k, v] of Object.entries(node)) for (const [p, leaf] of leaves(v, path ? `${path}.${k}` : k)) out.set(p, leaf);
  return out;
}

/**
 * Sample values for a message's parameters, by name, in two sets: singular and plural, present and absent.
 * A string value is a marker «name» that can be found again in the text.
 */
const SAMPLES: Record<string, readonly [unknown, unknown]> = {
  ids: [['4'], ['3', '5', '7']],
  parts: [['«part»'], ['«part»', '«part»']],
  points: [['«point»'], ['«point»', '«point»']],
  individual: [false, true],
  imps: [false, true],
  twoWinners: [false, true],
  forceMajeure: [false, true],
  vpScale: [false, true],
  teams: [false, true],
  n: [1, 7],
  boards: [1, 28],
  tables: [0, 7],
  rounds: [0, 7],
  round: [1, 2],
  of: [undefined, 7],
  status: ['withdrawn', 'disqualified'],
  step: ['round', 'board'],
  section: [undefined, '«section»'],
  direction: [undefined, '«direction»'],
  perBoard: [undefined, '«perBoard»'],
  sessionAverage: [undefined, '«sessionAverage»'],
  note: [undefined, '«note»'],
  // the movement cards, the hand record, the provisional banner and movement suggest
  winners: ['one', 'two'],
  halfTable: [false, true],
  switchRounds: [['«switchRound»'], ['«switchRound»', '«switchRound»', '«switchRound»']],
  ownTable: [undefined, '«ownTable»'],
  ownRounds: [['«ownRound»'], ['«ownRound»', '«ownRound»']],
  tableList: [['«tableList»'], ['«tableList»', '«tableList»']],
  strain: ['NT', 'S'],
  tricks: [1, 10],
  results: [1, 165],
  completeCount: [1, 5],
};

function sample(variant: 0 | 1): Record<string, unknown> {
  return new Proxy({}, { get: (_, key: string) => (key in SAMPLES ? SAMPLES[key]?.[variant] : `«${key}»`) });
}

const markers = (text: string): string[] => [...text.matchAll(/«[^»]+»/g)].map((m) => m[0]).sort();

const en = leaves(CATALOGUES.en as unknown as Node);

/**
 * Texts each language writes exactly as English does: abbreviations and symbols of the game and the
 * regulation's symbols (H, C, E %), names of scoring forms the Nordic federations use in English. Anything else
 * equal to English is an untranslated copy.
 */
const GAME = [
  'common.imp',
  'common.vp',
  'common.percent',
  'pairs.tieBrokenMark',
  'pairs.methodShort.butler',
  'board.datum',
  'scorecard.adjustedMark',
  'chart.pointValue',
  'handicap.hc',
  'handicap.deltaHc',
  'teams.form.bam',
  'teams.provisionalMark',
  // The movements' names, the title that is the movement's name, the dash of an empty card cell; notrump as the
  // traveller writes a contract ("3NT").
  'movementCards.forms.plain',
  'movementCards.forms.complete',
  'movementCards.defaultTitle',
  'movementCards.absent',
  'movementCards.last',
  'handRecord.notrump',
];
/** NS, and the seat letters N and S, where the language's directions start with the same letters. */
const NORTH_SOUTH = [
  'common.ns',
  'common.seatLetter.N',
  'common.seatLetter.S',
  'common.vulnerabilityShort.NS',
  'board.weightedPart',
  'movementCards.ns',
  'movementCards.direction.NS',
];
const SHARED: Record<Exclude<Lang, 'en'>, readonly string[]> = {
  // "Score" as Norwegian players write it (NS-score, toppscore), and "Handicap".
  nb: [...GAME, ...NORTH_SOUTH, 'common.score', 'board.scoreNs', 'handicap.caption', 'handicap.captionAll'],
  // The minus sign of a penalty is the mathematical one, as in English (Norwegian and Danish write ÷).
  // … and a partner is a partner.
  sv: [...GAME, ...NORTH_SOUTH, 'board.tableValueNs', 'common.mp', 'common.max', 'pairs.mpRelative', 'teams.minus', 'series.partner'],
  // Danish writes score, top, note and handicap as English does, and the Oslo Cup by its name.
  da: [
    ...GAME,
    ...NORTH_SOUTH,
    'board.tableValueNs',
    'common.mp',
    'common.score',
    'pairs.mpRelative',
    'board.top',
    'board.scoreNs',
    'board.noteLink',
    'handicap.caption',
    'handicap.captionAll',
    'teams.form.oslo',
    'swiss.note',
    'series.viaHandicap',
  ],
  // Finnish writes par as English does; Norwegian, Danish and Swedish say "Optimum" ("par" is a pair there).
  fi: ['teams.minus', ...GAME, 'common.mp', 'pairs.mpRelative', 'teams.form.oslo', 'handRecord.par'],
};

describe('the message catalogues', () => {
  it('cover the five languages of the Nordic federations and English', () => {
    expect([...LANGUAGES]).toEqual(['en', 'nb', 'sv', 'da', 'fi']);
    expect(Object.keys(CATALOGUES).sort()).toEqual([...LANGUAGES].sort());
    expect(en.size).toBeGreaterThan(200);
  });

  it.each(LANGUAGES.map((l) => [l]))('%s has exactly the keys English has, each of the same kind', (lang) => {
    const own = leaves(CATALOGUES[lang] as unknown as Node);
    expect([...own.keys()].sort()).toEqual([...en.keys()].sort());
    for (const [key, value] of en) expect(typeof own.get(key), key).toBe(typeof value);
  });

  it.each(LANGUAGES.map((l) => [l]))('%s has no empty text and no text with space at either end', (lang) => {
    for (const [key, value] of leaves(CATALOGUES[lang] as unknown as Node)) {
      for (const variant of [0, 1] as const) {
        const text = typeof value === 'string' ? value : value(sample(variant));
        expect(typeof text, key).toBe('string');
        expect(text.trim(), key).not.toBe('');
        expect(text, key).toBe(text.trim());
        // A value left out (a missing section, a pair with no per-board result) never shows as "undefined"; the
        // samples also leave out values some messages always need, which English then shows too.
        const english = en.get(key);
        const englishText = typeof english === 'function' ? english(sample(variant)) : english;
        if (!englishText?.includes('undefined')) expect(text, `${key} (${variant})`).not.toMatch(/undefined|NaN|\[object|null/);
      }
    }
  });

  it.each(LANGUAGES.filter((l) => l !== 'en').map((l) => [l]))('%s uses every value of a message that English uses, and no other', (lang) => {
    const own = leaves(CATALOGUES[lang] as unknown as Node);
    for (const [key, value] of en) {
      if (typeof value !== 'function') continue;
      const mine = own.get(key) as (p: Record<string, unknown>) => string;
      for (const variant of [0, 1] as const) {
        const english = value(sample(variant));
        const translated = mine(sample(variant));
        expect(markers(translated), `${key} (${variant})`).toEqual(markers(english));
        // The pair numbers of a tie and the counts are values too.
        for (const id of ['4', '3', '5', '7']) if (english.includes(` ${id}`)) expect(translated, `${key} (${variant})`).toContain(id);
      }
    }
  });

  it.each(LANGUAGES.filter((l) => l !== 'en').map((l) => [l as Exclude<Lang, 'en'>]))(
    '%s translates every text but the listed abbreviations and symbols',
    (lang) => {
      const own = leaves(CATALOGUES[lang] as unknown as Node);
      const same = [...en].filter(([key, value]) => {
        const mine = own.get(key);
        if (typeof value === 'string') return mine === value;
        const f = mine as (p: Record<string, unknown>) => string;
        return f(sample(0)) === value(sample(0)) && f(sample(1)) === value(sample(1));
      });
      expect(same.map(([key]) => key).sort()).toEqual([...SHARED[lang]].sort());
    },
  );

  it('writes a shared place, a list and the plural the way each language does', () => {
    const ties = Object.fromEntries(LANGUAGES.map((l) => [l, CATALOGUES[l].pairs.tieNote({ ids: ['3', '5', '7'], individual: false, rule: 'R' })]));
    expect(ties).toEqual({
      en: 'Pairs 3, 5 and 7: tie broken by R',
      nb: 'Parene 3, 5 og 7: likt, avgjort ved R',
      sv: 'Paren 3, 5 och 7: lika, avgjort genom R',
      da: 'Parrene 3, 5 og 7: lige, afgjort ved R',
      fi: 'Parit 3, 5 ja 7: tasapisteet, ratkaisu: R',
    });
    expect(CATALOGUES.en.pairs.tieNote({ ids: ['4'], individual: true, rule: 'R' })).toBe('Player 4: tie broken by R');
    expect(CATALOGUES.fi.pairs.movementFacts({ tables: 1, rounds: 7, boards: 28 })).toBe('1 pöytä, 7 kierrosta, 28 jakoa');
    expect(CATALOGUES.en.pairs.movementFacts({ tables: 0, rounds: 1, boards: 16 })).toBe('1 round, 16 boards');
  });

  it('has the movement cards, the hand record, the provisional banner and the suggest table in every language', () => {
    // the number of texts in each group: a group emptied or cut short in English fails here too
    for (const [group, size] of [
      ['movementCards', 46],
      ['handRecord', 7],
      ['provisional', 8],
      ['suggest', 15],
    ] as const) {
      const keys = [...en.keys()].filter((k) => k.startsWith(`${group}.`));
      expect(keys.length, group).toBe(size);
      for (const lang of LANGUAGES) {
        const own = leaves(CATALOGUES[lang] as unknown as Node);
        for (const k of keys) expect(own.has(k), `${lang} ${k}`).toBe(true);
      }
    }
  });

  it('names the suggested movements in each language, the English name being the one CSV and JSON carry', () => {
    const of = <T>(f: (l: Lang) => T): Record<Lang, T> => Object.fromEntries(LANGUAGES.map((l) => [l, f(l)])) as Record<Lang, T>;
    expect(of((l) => CATALOGUES[l].suggest.movementName({ base: 'mitchell-skip', arrowSwitched: true, stationaryNorth: false }))).toEqual({
      en: 'Mitchell, skip, arrow-switched',
      nb: 'Mitchell med hopp, pilbytte',
      sv: 'Mitchell med hopp, pilbyte',
      da: 'Mitchell med spring, pilskift',
      fi: 'Mitchell, hyppy, nuolenvaihto',
    });
    expect(of((l) => CATALOGUES[l].suggest.winnerCount({ winners: 'two' }))).toEqual({ en: 'two', nb: 'to', sv: 'två', da: 'to', fi: 'kaksi' });
    const list = suggestMovements({ pairs: 14, boards: 26 });
    expect(list.map((m) => m.name)).toContain('Howell, complete, stationary North');
    for (const m of list) expect(m.name).toBe(CATALOGUES.en.suggest.movementName(m.named));
    for (const lang of LANGUAGES.filter((l) => l !== 'en')) {
      expect(CATALOGUES[lang].suggest.notes({ pairCount: 14 }), lang).toContain('--pairs 14');
      expect(CATALOGUES[lang].suggest.notes({ pairCount: 14 }), lang).not.toContain('Boards: ');
    }
  });

  it('writes where the boards go, the tricks of a cell and the rounds complete the way each language does', () => {
    const of = <T>(f: (l: Lang) => T): Record<Lang, T> => Object.fromEntries(LANGUAGES.map((l) => [l, f(l)])) as Record<Lang, T>;
    expect(of((l) => CATALOGUES[l].movementCards.boardsTo({ tableList: ['1', '6'] }))).toEqual({
      en: 'to tables 1 and 6',
      nb: 'til bord 1 og 6',
      sv: 'till bord 1 och 6',
      da: 'til bord 1 og 6',
      fi: 'pöytiin 1 ja 6',
    });
    expect(of((l) => CATALOGUES[l].movementCards.tableCard({ table: '3' }))).toEqual({
      en: 'Table 3',
      nb: 'Bord 3',
      sv: 'Bord 3',
      da: 'Bord 3',
      fi: 'Pöytä 3',
    });
    expect(of((l) => CATALOGUES[l].movementCards.relayUntil({ untilRound: '4' }))).toEqual({
      en: 'relay stand until round 4',
      nb: 'på relé til runde 4',
      sv: 'på relä till rond 4',
      da: 'på relæ til runde 4',
      fi: 'välipöydälle kierrokseen 4 asti',
    });
    const seat = (l: Lang) => CATALOGUES[l].common.seat.E;
    expect(of((l) => CATALOGUES[l].handRecord.cellTitle({ seat: seat(l), tricks: 10, strain: 'NT' }))).toEqual({
      en: 'East takes 10 tricks in NT',
      nb: 'Øst tar 10 stikk i grand',
      sv: 'Öst tar 10 stick i sang',
      da: 'Øst tager 10 stik uden trumf',
      fi: 'Itä saa 10 tikkiä sangissa',
    });
    expect(of((l) => CATALOGUES[l].handRecord.cellTitle({ seat: seat(l), tricks: 1, strain: 'C' }))).toEqual({
      en: 'East takes 1 trick in clubs',
      nb: 'Øst tar 1 stikk i kløver',
      sv: 'Öst tar 1 stick i klöver',
      da: 'Øst tager 1 stik i klør',
      fi: 'Itä saa 1 tikin ristissä',
    });
    expect(of((l) => CATALOGUES[l].provisional.someComplete({ roundList: '1–5', completeCount: 5, roundsTotal: 9 }))).toEqual({
      en: 'Provisional results: rounds 1–5 of 9 complete',
      nb: 'Foreløpige resultater: rundene 1–5 av 9 ferdige',
      sv: 'Preliminära resultat: ronderna 1–5 av 9 klara',
      da: 'Foreløbige resultater: runderne 1–5 af 9 færdige',
      fi: 'Alustavat tulokset: kierrokset 1–5 valmiit, kierroksia yhteensä 9',
    });
    expect(CATALOGUES.nb.provisional.someComplete({ roundList: '1', completeCount: 1, roundsTotal: 9 })).toBe('Foreløpige resultater: runde 1 av 9 ferdig');
    expect(CATALOGUES.fi.movementCards.factBoardsPerRound({ n: 1 })).toBe('1 jako kierroksella');
    expect(CATALOGUES.sv.suggest.heading({ pairCount: 13, tableCount: 7, halfTable: true, boardCount: 24 })).toBe(
      'Rörelser för 13 par (7 bord, ett halvt bord), omkring 24 brickor',
    );
  });

  describe('edge cases', () => {
    it('keeps markup out of the catalogues: the writers escape every text', () => {
      for (const lang of LANGUAGES) {
        for (const [key, value] of leaves(CATALOGUES[lang] as unknown as Node)) {
          const texts = typeof value === 'string' ? [value] : [value(sample(0)), value(sample(1))];
          for (const text of texts) expect(text, `${lang} ${key}`).not.toMatch(/<[a-z/]/i);
        }
      }
    });
  });
});
