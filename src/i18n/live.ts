/**
 * The words of the live pages (`bridgescore serve`): the screen in the club room, each pair's page, a board
 * still in play and the director's page, in every language of the program.
 *
 * @example
 * liveLabels('nb').inPlayRow //=> 'spilles'
 */
import type { Lang } from './languages.js';
import type { Msg } from './msg.js';

export interface LiveLabels {
  /** the navigation: the screen, the ranking, the director's page */
  readonly screen: string;
  readonly director: string;
  /** beside the QR code of the screen */
  readonly scan: string;
  readonly orOpen: Msg<{ readonly url: string }>;
  /** the screen's column of boards played */
  readonly boardsPlayed: string;
  /** a field of several on the screen: "NS", "Section A" … (the ranking's own heading is used) */
  readonly fieldOf: Msg<{ readonly field: number; readonly fields: number }>;
  /** a board whose traveller is not shown yet */
  readonly inPlay: Msg<{ readonly played: number; readonly tables: number }>;
  /** a score card row of a board still in play at other tables */
  readonly inPlayRow: string;
  readonly inPlayNote: string;
  /** the pair's page: where it plays next */
  readonly nextHeading: string;
  readonly nowPlaying: Msg<{ readonly round: number }>;
  readonly nextRound: Msg<{ readonly round: number }>;
  /** the round after the next */
  readonly thenRound: Msg<{ readonly round: number }>;
  readonly seat: Msg<{ readonly table: number; readonly section?: string | undefined; readonly direction: 'NS' | 'EW'; readonly boards: string }>;
  readonly against: Msg<{ readonly opponents: string }>;
  readonly sitOut: Msg<{ readonly round: number }>;
  readonly allPlayed: string;
  /** the director's page */
  readonly tablesHeading: string;
  readonly section: string;
  readonly table: string;
  readonly round: string;
  readonly entered: string;
  readonly missingHeading: string;
  readonly missing: Msg<{ readonly round: number; readonly table: number; readonly section?: string | undefined; readonly boards: string }>;
  readonly checkHeading: string;
  readonly far: Msg<{ readonly imps: number }>;
  readonly impossible: string;
  readonly overDoubleDummy: Msg<{ readonly tricks: number; readonly dd: number }>;
  readonly warningsHeading: string;
  readonly none: string;
  /** the pages without script look again by themselves */
  readonly updates: string;
  /** a finished board's frequencies: each score, how often it occurred, and what it earned */
  readonly frequencies: string;
  readonly times: string;
}

const en: LiveLabels = {
  screen: 'Screen',
  director: 'Director',
  scan: 'Scan to follow on your phone',
  orOpen: ({ url }) => `or open ${url}`,
  boardsPlayed: 'Boards',
  fieldOf: ({ field, fields }) => `${field} of ${fields}`,
  inPlay: ({ played, tables }) =>
    `In play: ${played} of ${tables} tables have played this board. Its results and the deal are shown once every table has played it.`,
  inPlayRow: 'in play',
  inPlayNote: 'Boards still in play at other tables count in the total; their results are shown once every table has played them.',
  nextHeading: 'Where you play',
  nowPlaying: ({ round }) => `Now, round ${round}`,
  nextRound: ({ round }) => `Next, round ${round}`,
  thenRound: ({ round }) => `Then, round ${round}`,
  seat: ({ table, section, direction, boards }) =>
    `table ${table}${section ? ` in section ${section}` : ''}, ${direction === 'NS' ? 'North–South' : 'East–West'}, boards ${boards}`,
  against: ({ opponents }) => `against ${opponents}`,
  sitOut: ({ round }) => `Round ${round}: sit-out`,
  allPlayed: 'You have played all your rounds.',
  tablesHeading: 'Tables',
  section: 'Section',
  table: 'Table',
  round: 'Round',
  entered: 'Results entered',
  missingHeading: 'Results missing',
  missing: ({ round, table, section, boards }) =>
    `round ${round}, table ${table}${section ? `, section ${section}` : ''}: board${boards.includes(',') ? 's' : ''} ${boards}`,
  checkHeading: 'Results to check',
  far: ({ imps }) => `at least ${imps} IMPs from every other result on the board`,
  impossible: 'no contract gives this score',
  overDoubleDummy: ({ tricks, dd }) => `declarer took ${tricks} tricks; double dummy ${dd}`,
  warningsHeading: 'Warnings from the last reading of the files',
  none: 'none',
  updates: 'This page updates itself as results come in.',
  frequencies: 'Frequencies',
  times: 'Times',
};

const nb: LiveLabels = {
  screen: 'Skjerm',
  director: 'Turneringsleder',
  scan: 'Skann for å følge med på mobilen',
  orOpen: ({ url }) => `eller åpne ${url}`,
  boardsPlayed: 'Spill',
  fieldOf: ({ field, fields }) => `${field} av ${fields}`,
  inPlay: ({ played, tables }) =>
    `Spilles: ${played} av ${tables} bord har spilt dette spillet. Resultatene og kortfordelingen vises når alle bord har spilt det.`,
  inPlayRow: 'spilles',
  inPlayNote: 'Spill som fortsatt spilles ved andre bord teller i summen; resultatene vises når alle bord har spilt dem.',
  nextHeading: 'Hvor du spiller',
  nowPlaying: ({ round }) => `Nå, runde ${round}`,
  nextRound: ({ round }) => `Neste, runde ${round}`,
  thenRound: ({ round }) => `Deretter, runde ${round}`,
  seat: ({ table, section, direction, boards }) =>
    `bord ${table}${section ? ` i puljen ${section}` : ''}, ${direction === 'NS' ? 'Nord–Syd' : 'Øst–Vest'}, spill ${boards}`,
  against: ({ opponents }) => `mot ${opponents}`,
  sitOut: ({ round }) => `Runde ${round}: over`,
  allPlayed: 'Du har spilt alle rundene dine.',
  tablesHeading: 'Bord',
  section: 'Pulje',
  table: 'Bord',
  round: 'Runde',
  entered: 'Resultater registrert',
  missingHeading: 'Resultater som mangler',
  missing: ({ round, table, section, boards }) => `runde ${round}, bord ${table}${section ? `, pulje ${section}` : ''}: spill ${boards}`,
  checkHeading: 'Resultater å sjekke',
  far: ({ imps }) => `minst ${imps} IMP fra alle andre resultater på spillet`,
  impossible: 'ingen kontrakt gir denne scoren',
  overDoubleDummy: ({ tricks, dd }) => `spilleføreren tok ${tricks} stikk; dobbel dummy ${dd}`,
  warningsHeading: 'Advarsler fra siste lesing av filene',
  none: 'ingen',
  updates: 'Siden oppdateres selv når resultatene kommer inn.',
  frequencies: 'Frekvenser',
  times: 'Antall',
};

const sv: LiveLabels = {
  screen: 'Skärm',
  director: 'Tävlingsledare',
  scan: 'Skanna för att följa i mobilen',
  orOpen: ({ url }) => `eller öppna ${url}`,
  boardsPlayed: 'Brickor',
  fieldOf: ({ field, fields }) => `${field} av ${fields}`,
  inPlay: ({ played, tables }) => `Spelas: ${played} av ${tables} bord har spelat brickan. Resultaten och given visas när alla bord har spelat den.`,
  inPlayRow: 'spelas',
  inPlayNote: 'Brickor som fortfarande spelas vid andra bord räknas i summan; resultaten visas när alla bord har spelat dem.',
  nextHeading: 'Var du spelar',
  nowPlaying: ({ round }) => `Nu, rond ${round}`,
  nextRound: ({ round }) => `Nästa, rond ${round}`,
  thenRound: ({ round }) => `Sedan, rond ${round}`,
  seat: ({ table, section, direction, boards }) =>
    `bord ${table}${section ? ` i sektion ${section}` : ''}, ${direction === 'NS' ? 'Nord–Syd' : 'Öst–Väst'}, brickor ${boards}`,
  against: ({ opponents }) => `mot ${opponents}`,
  sitOut: ({ round }) => `Rond ${round}: vilar`,
  allPlayed: 'Du har spelat alla dina ronder.',
  tablesHeading: 'Bord',
  section: 'Sektion',
  table: 'Bord',
  round: 'Rond',
  entered: 'Resultat inlagda',
  missingHeading: 'Resultat som saknas',
  missing: ({ round, table, section, boards }) => `rond ${round}, bord ${table}${section ? `, sektion ${section}` : ''}: bricka ${boards}`,
  checkHeading: 'Resultat att kontrollera',
  far: ({ imps }) => `minst ${imps} IMP från alla andra resultat på brickan`,
  impossible: 'inget kontrakt ger denna poäng',
  overDoubleDummy: ({ tricks, dd }) => `spelföraren tog ${tricks} stick; dubbeldummy ${dd}`,
  warningsHeading: 'Varningar från den senaste läsningen av filerna',
  none: 'inga',
  updates: 'Sidan uppdateras själv när resultaten kommer in.',
  frequencies: 'Frekvenser',
  times: 'Antal',
};

const da: LiveLabels = {
  screen: 'Skærm',
  director: 'Turneringsleder',
  scan: 'Scan for at følge med på mobilen',
  orOpen: ({ url }) => `eller åbn ${url}`,
  boardsPlayed: 'Spil',
  fieldOf: ({ field, fields }) => `${field} af ${fields}`,
  inPlay: ({ played, tables }) =>
    `Spilles: ${played} af ${tables} borde har spillet dette spil. Resultaterne og kortfordelingen vises, når alle borde har spillet det.`,
  inPlayRow: 'spilles',
  inPlayNote: 'Spil, der stadig spilles ved andre borde, tæller i summen; resultaterne vises, når alle borde har spillet dem.',
  nextHeading: 'Hvor du spiller',
  nowPlaying: ({ round }) => `Nu, runde ${round}`,
  nextRound: ({ round }) => `Næste, runde ${round}`,
  thenRound: ({ round }) => `Derefter, runde ${round}`,
  seat: ({ table, section, direction, boards }) =>
    `bord ${table}${section ? ` i række ${section}` : ''}, ${direction === 'NS' ? 'Nord–Syd' : 'Øst–Vest'}, spil ${boards}`,
  against: ({ opponents }) => `mod ${opponents}`,
  sitOut: ({ round }) => `Runde ${round}: over`,
  allPlayed: 'Du har spillet alle dine runder.',
  tablesHeading: 'Borde',
  section: 'Række',
  table: 'Bord',
  round: 'Runde',
  entered: 'Resultater indtastet',
  missingHeading: 'Manglende resultater',
  missing: ({ round, table, section, boards }) => `runde ${round}, bord ${table}${section ? `, række ${section}` : ''}: spil ${boards}`,
  checkHeading: 'Resultater at kontrollere',
  far: ({ imps }) => `mindst ${imps} IMP fra alle andre resultater i spillet`,
  impossible: 'ingen kontrakt giver denne score',
  overDoubleDummy: ({ tricks, dd }) => `spilfører tog ${tricks} stik; double dummy ${dd}`,
  warningsHeading: 'Advarsler fra den seneste læsning af filerne',
  none: 'ingen',
  updates: 'Siden opdaterer sig selv, efterhånden som resultaterne kommer ind.',
  frequencies: 'Frekvenser',
  times: 'Antal',
};

const fi: LiveLabels = {
  screen: 'Näyttö',
  director: 'Kilpailunjohtaja',
  scan: 'Skannaa ja seuraa puhelimella',
  orOpen: ({ url }) => `tai avaa ${url}`,
  boardsPlayed: 'Jaot',
  fieldOf: ({ field, fields }) => `${field}/${fields}`,
  inPlay: ({ played, tables }) =>
    `Pelissä: ${played}/${tables} pöytää on pelannut tämän jaon. Tulokset ja jako näytetään, kun kaikki pöydät ovat pelanneet sen.`,
  inPlayRow: 'pelissä',
  inPlayNote: 'Muissa pöydissä vielä pelattavat jaot lasketaan summaan; niiden tulokset näytetään, kun kaikki pöydät ovat pelanneet ne.',
  nextHeading: 'Missä pelaat',
  nowPlaying: ({ round }) => `Nyt, kierros ${round}`,
  nextRound: ({ round }) => `Seuraavaksi, kierros ${round}`,
  thenRound: ({ round }) => `Sitten, kierros ${round}`,
  seat: ({ table, section, direction, boards }) =>
    `pöytä ${table}${section ? `, lohko ${section}` : ''}, ${direction === 'NS' ? 'pohjoinen–etelä' : 'itä–länsi'}, jaot ${boards}`,
  against: ({ opponents }) => `vastassa ${opponents}`,
  sitOut: ({ round }) => `Kierros ${round}: vapaa`,
  allPlayed: 'Olet pelannut kaikki kierroksesi.',
  tablesHeading: 'Pöydät',
  section: 'Lohko',
  table: 'Pöytä',
  round: 'Kierros',
  entered: 'Tuloksia syötetty',
  missingHeading: 'Puuttuvat tulokset',
  missing: ({ round, table, section, boards }) => `kierros ${round}, pöytä ${table}${section ? `, lohko ${section}` : ''}: jako ${boards}`,
  checkHeading: 'Tarkistettavat tulokset',
  far: ({ imps }) => `vähintään ${imps} IMP:tä jokaisesta muusta jaon tuloksesta`,
  impossible: 'mikään sitoumus ei anna tätä tulosta',
  overDoubleDummy: ({ tricks, dd }) => `pelinviejä sai ${tricks} tikkiä; double dummy ${dd}`,
  warningsHeading: 'Varoitukset tiedostojen viimeisimmästä lukemisesta',
  none: 'ei yhtään',
  updates: 'Sivu päivittyy itsestään tulosten tullessa.',
  frequencies: 'Frekvenssit',
  times: 'Kertaa',
};

const LABELS: Readonly<Record<Lang, LiveLabels>> = { en, nb, sv, da, fi };

export function liveLabels(lang: Lang): LiveLabels {
  return LABELS[lang];
}
