/**
 * Norwegian (Bokmål), as Norwegian clubs publish results under the Norwegian Bridge Federation (NBF).
 *
 * Where the terms come from, honestly:
 * - the column names of a results page as the club that asked for this language listed them: Spill, Par, Poeng,
 *   Plass, Navn, Kontrakt, Spilt av, Utspill, Resultat, Toppscore;
 * - a Norwegian club's published traveller (fordebridgeklubb.com, a division match of 2016: columns
 *   "Bord Par Kontr Ut Resultat Poeng", suits in Norwegian letters) for the traveller's columns;
 * - NBF's *Turneringsreglement* (2024; the project's spec has its English summary) for what the rules are
 *   called, and the federation's magazine *Norsk Bridge* (bridge.no) for words of the game such as lag, runde,
 *   Monrad and Board-a-Match;
 * - Språkrådet's rules for numbers: decimal comma, a space before "%", dates 15.09.2024 (src/i18n/numbers.ts).
 * The rest (sonen, giver, reiselapp, the wording of the notes on adjusted scores, penalties and tiebreaks) is
 * our own Norwegian, not a federation text: a Norwegian tournament director should read it over. "Score" (the
 * contract's points) is kept as Norwegian players write it (NS-score, toppscore); "Poeng" are the matchpoints.
 *
 * The movement cards, the hand record, the live banner and `movement suggest` (groups movementCards, handRecord,
 * provisional, suggest):
 * - Bord, Runde, Spill, Relé and Pilbytte are the movement terms as they were given to us for Norwegian clubs,
 *   not checked against an NBF text; "Dobbel dummy" and "Par" likewise;
 * - "grand" for notrump and "stikk" for tricks as bridge.no's and the Norwegian festival's reports write them
 *   ("7 grand doblet", "tok elleve lette stikk"); the hand record still writes a contract "3NT", as the
 *   traveller beside it does;
 * - everything else is our own wording: the names of the forms (Mitchell med hopp, med delte spill og relé,
 *   delvis Howell), "står over" for a pair that sits out (as the score card's "Over"), the sheets' names
 *   (Oversikt, Hvor parene sitter), the columns "NS/ØV/Spill videre", the notes, the banner and the footer.
 */
import type { Messages } from '../messages.js';

const NBSP = '\u00a0';

function list(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} og ${items[items.length - 1]}`;
}

const rounds = (n: number): string => `${n} ${n === 1 ? 'runde' : 'runder'}`;

/** A strain in a double-dummy cell's title: "i grand", "i spar". */
const STRAIN_NAME = { NT: 'grand', S: 'spar', H: 'hjerter', D: 'ruter', C: 'kløver' } as const;

export const nb: Messages = {
  common: {
    results: 'Resultater',
    pair: 'Par',
    player: 'Spiller',
    team: 'Lag',
    names: 'Navn',
    rank: 'Plass',
    board: 'Spill',
    boards: 'Spill',
    round: 'Runde',
    total: 'Sum',
    penalty: 'Straff',
    contract: 'Kontrakt',
    declarer: 'Spilt av',
    lead: 'Utspill',
    result: 'Resultat',
    score: 'Score',
    opponents: 'Motstandere',
    direction: 'Retning',
    mp: 'Poeng',
    imps: 'IMP',
    imp: 'IMP',
    vp: 'VP',
    max: 'Maks',
    percent: '%',
    perBoard: 'Per spill',
    section: 'Seksjon',
    northSouth: 'Nord–Sør',
    eastWest: 'Øst–Vest',
    ns: 'NS',
    ew: 'ØV',
    seat: { N: 'Nord', E: 'Øst', S: 'Sør', W: 'Vest' },
    seatLetter: { N: 'N', E: 'Ø', S: 'S', W: 'V' },
    vulnerability: { None: 'Ingen i sonen', NS: 'NS i sonen', EW: 'ØV i sonen', Both: 'Alle i sonen' },
    vulnerabilityShort: { None: 'Ingen', NS: 'NS', EW: 'ØV', Both: 'Alle' },
    matchpoints: 'Matchpoeng',
    butler: 'Butler (IMP mot et datum)',
    crossImps: 'Kryss-IMP',
    oneWinner: 'Én vinner',
    twoWinners: 'To vinnere',
    qualifiedMark: 'K',
    qualified: 'kvalifisert',
    notRankedMark: 'i.r.',
    notRanked: 'ikke rangert',
    withdrawnMark: 'T',
    withdrawn: 'trukket',
    disqualifiedMark: 'D',
    disqualified: 'diskvalifisert',
    contents: 'Innhold',
    sectionName: ({ section }) => `Seksjon ${section}`,
    pairNamed: ({ pair, individual }) => `${individual ? 'Spiller' : 'Par'} ${pair}`,
    boardNamed: ({ board }) => `Spill ${board}`,
    boardInSection: ({ board, section }) => `Spill ${board}, seksjon ${section}`,
    roundNamed: ({ round }) => `Runde ${round}`,
  },
  pairs: {
    ranking: 'Resultatliste',
    scorecards: 'Scorekort',
    footer:
      'Beregnet med bridgescore. Poengene vises på den internasjonale skalaen (2 for hvert resultat som er slått, 1 for hvert som er likt) og er avrundet bare ved visning.',
    tieBrokenMark: '*',
    tieBroken: 'likhet avgjort',
    mpRelative: 'Poeng ±',
    carryOver: 'Overført',
    sessionPercent: ({ session }) => `${session}${NBSP}%`,
    sessionsNote: ({ sessions }) => `sesjoner: ${sessions} (hver beregnet for seg og så lagt sammen)`,
    qualifiedHeading: 'K',
    masterpointsHeading: 'Mesterpoeng',
    masterpointsNote: ({ scale }: { scale: string }) => `Mesterpoeng: ${scale}, per spiller.`,
    movement: ({ movement }) => `Bevegelse: ${movement}`,
    movementFacts: ({ tables, rounds: r, boards }) =>
      [tables > 0 ? `${tables} bord` : '', r > 0 ? rounds(r) : '', `${boards} spill`].filter(Boolean).join(', '),
    tableSubtitle: ({ method, twoWinners }) => `${method}, ${twoWinners ? 'to vinnere' : 'én vinner'}`,
    methodShort: { mp: 'matchpoeng', butler: 'butler', 'cross-imps': 'kryss-IMP' },
    tieNote: ({ ids, individual, rule }) => {
      const who = individual ? (ids.length > 1 ? 'Spillerne' : 'Spiller') : ids.length > 1 ? 'Parene' : 'Par';
      return `${who} ${list(ids)}: likt, avgjort ved ${rule}`;
    },
    notRankedNote: ({ id, individual, boards }) =>
      `${individual ? 'Spiller' : 'Par'} ${id}: spilte ${boards} spill, færre enn halvparten; ikke rangert (NBF 3.4.6)`,
    statusNote: ({ id, individual, status }) =>
      `${individual ? 'Spiller' : 'Par'} ${id}: ${status === 'withdrawn' ? 'trukket' : 'diskvalifisert'}, plassert sist; resultatene står (NBF 3.9.5)`,
    tiebreakRule: {
      sd: 'lavest standardavvik (NBF 3.3.2)',
      'sd-ruter': 'lavest standardavvik, Ruters formel (NBF 3.3.2)',
      'head-to-head': 'innbyrdes resultat (NBF 3.3.2)',
      none: 'ingen',
    },
    penaltiesHeading: 'Prosedyrestraffer',
    penaltyItem: ({ pair, section, amount, category, where, rule }) =>
      `Par ${pair}${section ? ` (seksjon ${section})` : ''}: ${amount}, ${category}${where ? ` (${where})` : ''}; ${rule}`,
    penaltyWhere: ({ direction, round, board }) =>
      [direction ?? '', round === undefined ? '' : `runde ${round}`, board === undefined ? '' : `spill ${board}`].filter(Boolean).join(', '),
    penaltyRule: {
      points: 'beløp satt av turneringslederen',
      top: `andel av en topp satt av turneringslederen (NBF 3.6.2)`,
      first: `første forseelse: 10${NBSP}% av en topp (NBF vedlegg I B)`,
      repeated: `gjentatt forseelse: 20${NBSP}% av en topp (NBF vedlegg I B, 1.9.1)`,
    },
    penaltyAmount: ({ amount, imps, compensation }) => `${compensation ? '+' : '−'}${amount} ${imps ? 'IMP' : 'poeng'}`,
  },
  board: {
    dealer: ({ seat }) => `Giver ${seat}`,
    top: ({ top }) => `Toppscore ${top}`,
    datum: ({ datum }) => `Datum ${datum}`,
    traveller: ({ board }) => `Reiselapp for ${board.toLowerCase()}`,
    scoreNs: 'Score NS',
    scoreEw: 'Score ØV',
    valueNs: ({ imps }) => `${imps ? 'IMP' : 'Poeng'} NS`,
    valueEw: ({ imps }) => `${imps ? 'IMP' : 'Poeng'} ØV`,
    tableValueNs: ({ imps }) => `${imps ? 'IMP' : 'Poeng'} NS`,
    tableValueEw: ({ imps }) => `${imps ? 'IMP' : 'Poeng'} ØV`,
    dealerVul: ({ dealer, vulnerability }) => `Giver ${dealer}  Sone ${vulnerability}`,
    passedOut: 'Pass',
    notPlayed: 'Ikke spilt',
    noteLink: ({ n, adjusted }) => `merknad ${n}${adjusted ? `: ${adjusted}` : ''}`,
    kind: {
      assigned: 'tildelt resultat (lov 12C1a)',
      weighted: 'vektet resultat (lov 12C1c)',
      artificial: 'kunstig justert resultat (lov 12C2)',
      notPlayed: 'ikke spilt',
    },
    fouledKind: ({ version, after }) => (after ? `${after}; feilaktig spill, versjon ${version}` : `feilaktig spill, versjon ${version} (lov 87)`),
    artificialNote: ({ ns, ew }) => `Kunstig justert resultat (lov 12C2), ikke sammenlignet med de andre resultatene: ${ns}; ${ew}.`,
    assignedArtificialNote: ({ ns, ew }) =>
      `Tildelt resultat for den ene siden (lov 12C1), sammenlignet med spillets resultater; kunstig resultat for den andre (lov 12C2): ${ns}; ${ew}.`,
    artificialSide: ({ side, percent, sessionAverage, value }) =>
      `${side} ${percent}${sessionAverage === undefined ? '' : `, erstattet av parets eget resultat i sesjonen, ${sessionAverage} (lov 12C2c, NBF 3.2.9)`} → ${value}`,
    impsPerBoard: ({ value }) => `${value} IMP per spill`,
    noteValue: ({ value, top, imps }) => (imps ? `${value} IMP` : `${value} av ${top} poeng`),
    weightedNote: ({ parts }) => `Vektet resultat (lov 12C1c): ${parts.join(' + ')}; de andre resultatene sammenlignes med hver del etter dens vekt.`,
    weightedPart: ({ weight, result, scoreNs }) => `${weight} × ${result} (NS ${scoreNs})`,
    assignedNote: 'Tildelt justert resultat (lov 12C1a): turneringslederen satte inn dette resultatet.',
    notPlayedNote: 'Ikke spilt og ikke justert: ingen score til noen av parene.',
    fouledNote: ({ version, n }) => `Feilaktig spill (lov 87): spilt som versjon ${version}, sammenlignet med de ${n} resultatene for den versjonen.`,
  },
  deal: {
    suit: { spades: 'spar', hearts: 'hjerter', diamonds: 'ruter', clubs: 'kløver' },
    dealOf: ({ board }) => `Kortfordelingen i spill ${board}`,
  },
  scorecard: {
    title: ({ pair, individual, section, direction }) => {
      const where = [section ? `seksjon ${section}` : '', direction ?? ''].filter(Boolean).join(', ');
      return `${individual ? 'Spiller' : 'Par'} ${pair}${where ? ` (${where})` : ''}`;
    },
    back: 'Tilbake til resultatlisten',
    rank: ({ rank }) => `Plass ${rank}`,
    boardsPlayed: ({ boards }) => `${boards} spill`,
    resultImps: ({ total, perBoard }) => `${total} IMP${perBoard ? `, ${perBoard} per spill` : ''}`,
    resultMp: ({ total, max, percent }) => `${total} av ${max} poeng, ${percent}`,
    totalImps: ({ total }) => `Sum ${total} IMP`,
    totalMp: ({ total, max, percent }) => `Sum ${total} av ${max} poeng = ${percent}`,
    caption: ({ title }) => `Scorekort for ${title.toLowerCase()}`,
    chartTitle: ({ title, imps }) => `${title}, ${imps ? 'IMP' : 'prosent'} underveis`,
    sitOut: ({ boards, value, imps }) => `Over, spill ${boards}: godskrevet parets eget snitt (NBF 3.4.4), ${value} ${imps ? 'IMP' : 'poeng'}.`,
    sitOutRow: 'over (eget snitt)',
    penalty: ({ amount, imps }) => `Prosedyrestraff: −${amount} ${imps ? 'IMP' : 'poeng'} (NBF 3.6.4).`,
    adjustedMark: '*',
    adjustedNote: '* justert resultat: se merknaden under spillets reiselapp.',
    tableHeading: ({ direction, rank }) => `${direction}  plass ${rank}`,
    opponentShort: 'Mot',
    tablePenalty: ({ amount }) => `straff −${amount} (NBF 3.6.4)`,
    tableTotalImps: ({ total }) => `sum ${total}`,
    tableTotalMp: ({ total, max, percent }) => `sum ${total} av ${max} = ${percent}`,
  },
  chart: {
    imps: ({ value }) => `${value} IMP`,
    pointValue: ({ label, value }) => `${label}: ${value}`,
    running: ({ imps, step, points }) => `${imps ? 'IMP' : 'Prosent'} underveis, etter hver ${step === 'round' ? 'runde' : 'spill'}: ${points.join('; ')}.`,
    after: ({ title, value, step, label }) => `${title}: ${value} etter ${step === 'round' ? 'runde' : 'spill'} ${label}`,
    point: ({ step, label, value }) => `${step === 'round' ? 'Runde' : 'Spill'} ${label}: ${value}`,
  },
  handicap: {
    heading: 'Handicapliste',
    tableHeading: 'Handicapliste (NBF 3.15)',
    caption: ({ group }) => `Handicap, ${group}`,
    captionAll: 'Handicap',
    resultPercent: `Resultat${NBSP}%`,
    hc: 'HC',
    compensation: 'Kompensasjon',
    hcResultPercent: `HC-resultat${NBSP}%`,
    newHc: 'Ny HC',
    expectedPercent: `E${NBSP}%`,
    deltaHc: 'Δ HC',
    fieldAverage: ({ value }) => `feltets snitt H̄ = ${value}`,
  },
  teams: {
    title: 'Lagresultater',
    standings: 'Tabell',
    crossTable: 'Krysstabell',
    matches: 'Kamper',
    penalties: 'Straffer',
    home: 'Hjemme',
    away: 'Borte',
    played: 'Spilt',
    winner: 'Vinner',
    decidedBy: 'Avgjort ved',
    tiebreak: 'Skillekriterium',
    number: 'Nr.',
    bye: 'fri',
    byeColumn: 'Fri',
    boardPoints: 'Spillpoeng',
    points: 'Poeng',
    won: ({ unit }) => `${unit} vunnet – tapt`,
    teamCount: ({ n }) => `${n} lag`,
    roundCount: ({ n }) => rounds(n),
    form: { knockout: 'Cup: IMP, deretter totalpoeng (NBF 2.10.1)', bam: 'Board-a-match', oslo: 'Oslo-cup (NBF 2.12)' },
    formImps: ({ max }) => `IMP til VP, WBFs kontinuerlige skala fra 2013, 0–${max}`,
    status: { withdrawn: 'trukket', notRanked: 'ikke rangert' },
    provisionalMark: '*',
    provisionalTooltip: 'foreløpig',
    penaltyTooltip: 'straff',
    absent: ({ team, forceMajeure }) => `${team} fraværende${forceMajeure ? ' (force majeure)' : ''}`,
    penaltyType: {
      vp: 'VP-straff',
      imp: 'IMP-straff',
      late: 'sen start (NBF 2.6.3)',
      slow: 'langsomt spill (NBF 2.7.2)',
      ineligible: 'ikke spilleberettiget spiller (NBF 2.11.4)',
      noShow: 'ikke møtt (NBF 2.6.4)',
      forceMajeure: 'fraværende ved force majeure (NBF 2.6.6)',
      withdrawn: 'trukket (NBF 2.11.5)',
    },
    minutes: ({ n }) => `${n} ${n === 1 ? 'minutt' : 'minutter'}`,
    matchForfeited: 'kampen tapt',
    penaltyItem: ({ round, team, what, amount, note }) => `Runde ${round}, ${team}: ${what}: ${amount}${note === undefined ? '' : `; ${note}`}`,
    decision: {
      imps: ({ margin }) => `IMP (${margin})`,
      totalPoints: ({ points }) => `totalpoeng (${points})`,
      forfeit: 'tapt uten spill: ikke spilleberettiget spiller (NBF 2.11.4)',
      noShow: 'motstanderne møtte ikke (NBF 2.9.1)',
      fourMoreBoards: 'likt på IMP og totalpoeng: fire spill til (NBF 2.10.1)',
      totalPointsUnknown: 'likt på IMP: totalpoeng avgjør',
      totalPointsUnknownTable: 'likt på IMP: totalpoeng avgjør (gi resultatene spill for spill)',
    },
    kind: { bye: 'fri', noShow: 'ikke møtt', unplayed: 'ikke spilt' },
    tiebreakCriterion: {
      'head-to-head VP': 'innbyrdes VP',
      'VP among tied teams': 'VP mellom de like lagene',
      'IMPs among tied teams': 'IMP mellom de like lagene',
      'Monrad quality': 'Monrad-kvalitet',
      quotient: 'kvotient',
      'IMPs won': 'vunne IMP',
      unbroken: 'ikke avgjort',
    },
    notes: {
      tiebreak: 'Skillekriterium: det som plasserte laget blant lag med like mange VP (NBF 2.10.3).',
      shared: '«=»: delt plass.',
      notRanked: 'Ikke rangert: fraværende i mer enn halvparten av spillene; resultatene står for de andre lagene (NBF 2.9.3).',
      notRankedAbbr: 'ikke rangert (NBF 2.9.3)',
      withdrawn: 'Trukket: plassert sist (NBF 2.11.5).',
      penalty: ({ unit }) => `Straff: ${unit} trukket bare fra lagets sum (NBF 2.8.5).`,
      provisional: 'foreløpig: en fri runde gir 12 VP og fravær ved force majeure 10 VP til turneringen er ferdig (NBF 2.9.2, 2.6.6).',
      provisionalTable: 'foreløpig: fri runde 12 VP, force majeure 10 VP til turneringen er ferdig (NBF 2.9.2, 2.6.6; bruk --final)',
      crossPenalty: 'Summen er etter straff: en «(÷X)» i en rute trekkes bare fra summen til laget i raden (NBF 2.8.5).',
      matchPenalty: ({ unit }) => `(÷X): en straff på X ${unit} mot laget; kampresultatet står, og X trekkes bare fra lagets sum (NBF 2.8.5).`,
    },
    crossReading: ({ unit }) => `${unit} laget i raden fikk mot laget i kolonnen`,
    footer: ({ vpScale }) =>
      `Beregnet med bridgescore.${vpScale ? ' VP er etter WBFs kontinuerlige skala fra 2013 for antall spilte spill, med 0,01 VP.' : ''} Straff vises ved kampen og trekkes bare fra laget som fikk den (NBF 2.8.5).`,
  },
  swiss: {
    table: 'Bord',
    position: 'Plass',
    score: 'Poeng',
    note: 'Merknad',
    bye: 'fri',
    metIn: ({ rounds: r }) => `møttes i runde ${r}`,
    sameClub: 'samme klubb',
    byeRule: 'NBF 2.9.2, foreløpig',
    byeNumber: ({ n }) => `fri nr. ${n}`,
    heading: ({ round, of }) => `Runde ${round}${of === undefined ? '' : ` av ${of}`}`,
    headingKind: ({ teams, boards }) => `${teams ? 'lag' : 'par'}${boards === undefined ? '' : `, spill ${boards}`}`,
  },
  movementCards: {
    forms: {
      plain: 'Mitchell',
      skip: 'Mitchell med hopp',
      relay: 'Mitchell med delte spill og relé',
      complete: 'Howell',
      partial: 'Delvis Howell',
      'from-complete': 'Delvis Howell',
      'three-table': 'Howell for 3 bord',
    },
    arrowSwitched: 'pilbytte',
    defaultTitle: ({ movement }) => movement,
    factTables: ({ n }) => `${n} bord`,
    factRounds: ({ n }) => rounds(n),
    factBoardsPerRound: ({ n }) => `${n} spill per runde`,
    factBoardsInPlay: ({ n }) => `${n} spill i bruk`,
    factWinners: ({ winners }) => (winners === 'one' ? 'én vinner' : 'to vinnere'),
    factHalfTable: 'halvt bord: ett par står over hver runde',
    factSwitches: ({ switchRounds, ownTable, ownRounds }) =>
      `pilbytte i ${switchRounds.length === 1 ? 'runde' : 'rundene'} ${list(switchRounds)}` +
      (ownTable === undefined ? '' : ` (bord ${ownTable}: ${ownRounds.length === 1 ? 'runde' : 'rundene'} ${list(ownRounds)})`),
    masterSheet: 'Oversikt',
    masterCaption: 'Hver runde ved hvert bord: parene i Nord–Sør og Øst–Vest og spillene',
    pairGuide: 'Hvor parene sitter',
    pairGuideCaption: 'Hvor hvert par sitter i hver runde',
    tableCard: ({ table }) => `Bord ${table}`,
    tableCardCaption: ({ table }) => `Bord ${table}: parene og spillene i hver runde, og hvor de skal videre`,
    round: 'Runde',
    table: 'Bord',
    pair: 'Par',
    ns: 'NS',
    ew: 'ØV',
    boards: 'Spill',
    nsNext: 'NS videre',
    ewNext: 'ØV videre',
    boardsNext: 'Spill videre',
    direction: { NS: 'NS', EW: 'ØV' },
    seat: ({ table, direction }) => `bord ${table} ${direction}`,
    shortSeat: ({ table, direction }) => `B${table} ${direction}`,
    sitsOut: 'står over',
    sitsOutShort: 'over',
    absent: '–',
    last: '–',
    boardsTo: ({ tableList }) => `til bord ${list(tableList)}`,
    relayUntil: ({ untilRound }) => `på relé til runde ${untilRound}`,
    finished: 'ferdig',
    sharedWith: ({ tableList }) => `deles med bord ${list(tableList)}`,
    switchedNote: 'pilbytte: snu spillene, NS spiller ØVs kort',
    versus: ({ pair }) => `mot ${pair}`,
    footer: 'Laget med bridgescore. Hvert par spiller hvert spill én gang; spill som ligger på relé, venter der til runden som står.',
  },
  handRecord: {
    doubleDummy: 'Dobbel dummy',
    strain: 'Trumf',
    notrump: 'NT',
    par: 'Par',
    passedOut: 'passet rundt',
    computed: 'beregnet fra dobbel dummy-tabellen',
    cellTitle: ({ seat, tricks, strain }) => `${seat} tar ${tricks} stikk i ${STRAIN_NAME[strain]}`,
  },
  dealAnalysis: {
    sheetTitle: 'Kortfordeling',
    makeable: 'Kan vinnes',
    makesNothing: 'ingenting',
    vsDoubleDummy: 'Mot DD',
    vsPar: 'Mot par',
    analysisHeading: 'Mot dobbel dummy og par',
    declarerMadeDd: ({ made, total }) => `Som spillefører: tok minst dobbel dummy-stikkene ${made} av ${total} ganger`,
    defenceHeldDd: ({ held, total }) => `I forsvar: holdt spillefører til høyst dobbel dummy-stikkene ${held} av ${total} ganger`,
    parBeaten: ({ beaten, reached, total }) => `Mot par: slått ${beaten}, nådd ${reached}, av ${total} spill`,
  },
  provisional: {
    resultsSoFar: ({ results }) => `Foreløpige resultater: ${results} ${results === 1 ? 'resultat' : 'resultater'} så langt`,
    noneComplete: ({ roundsTotal }) => `Foreløpige resultater: ingen runde ferdig ennå (${rounds(roundsTotal)})`,
    someComplete: ({ roundList, completeCount, roundsTotal }) =>
      `Foreløpige resultater: ${completeCount === 1 ? 'runde' : 'rundene'} ${roundList} av ${roundsTotal} ferdig${completeCount === 1 ? '' : 'e'}`,
    allComplete: ({ roundsTotal }) => `Foreløpige resultater: alle ${roundsTotal} runder ferdige`,
    rankedOnPlayed: 'hvert par rangert på spillene det har spilt så langt',
    final: 'Endelige resultater',
    corrected: ({ date, list }) => `Rettet ${date}: ${list}`,
    correctedResult: ({ board, table, section, was, now }) =>
      `spill ${board}${section ? `, puljen ${section}` : ''}${table !== undefined ? `, bord ${table}` : ''}: ${now} (var ${was})`,
  },
  suggest: {
    heading: ({ pairCount, tableCount, halfTable, boardCount }) =>
      `Bevegelser for ${pairCount} par (${tableCount} bord${halfTable ? ', et halvt bord' : ''}), omtrent ${boardCount} spill`,
    movement: 'Bevegelse',
    rounds: 'Runder',
    boardsPerRound: 'Spill/runde',
    boards: 'Spill',
    inPlay: 'I bruk',
    winners: 'Vinnere',
    compared: 'Sammenlignet',
    nsRounds: 'Runder NS',
    movementName: ({ base, arrowSwitched, stationaryNorth }) =>
      `${
        {
          mitchell: 'Mitchell',
          'mitchell-skip': 'Mitchell med hopp',
          relay: 'Mitchell med delte spill og relé',
          howell: 'Howell, komplett',
          'three-table': 'Howell for 3 bord',
          'howell-partial': 'Delvis Howell',
          'from-complete': 'Delvis Howell (runder av den komplette)',
        }[base]
      }${stationaryNorth ? ', fast par i nord' : ''}${arrowSwitched ? ', pilbytte' : ''}`,
    winnerCount: ({ winners }) => (winners === 'one' ? 'én' : 'to'),
    none: 'ingen: prøv et annet antall spill (--boards)',
    notes: ({ pairCount }) =>
      [
        'Spill: spill hvert par spiller. I bruk: spill som må legges (et sett kan spilles ved færre bord).',
        'Sammenlignet: færrest og flest spill der to par i samme felt spiller samme spill i samme retning, slik at',
        'det ene resultatet sammenlignes med det andre: jo nærmere hverandre, jo mer rettferdig bevegelse.',
        'Runder NS: færrest og flest runder et par sitter nord-sør (én vinner).',
        `Skriv ut en: bridgescore movement … --pairs ${pairCount} [-o FIL] [--format html].`,
      ].join('\n'),
  },
};
