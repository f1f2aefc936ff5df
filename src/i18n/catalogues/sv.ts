/**
 * Swedish, as Swedish clubs publish results under Svenska Bridgeförbundet (Förbundet Svensk Bridge, FSB).
 *
 * Where the terms come from, honestly:
 * - the terms the club that asked for the Nordic languages gave us: Bricka, Par, Poäng, Placering;
 * - FSB's published results per board (svenskbridge.se, a club's "…/tvl/…/bricka/N/resultat" pages: contract,
 *   declarer, result, lead, the NS score in poäng and the matchpoints of both sides) for the traveller;
 * - FSB's Swedish edition of the Laws, *Lagar för tävlingsbridge*, and its course material for tournament
 *   directors (tävlingsledare, rond, brickprotokoll, barometer) for the words of the game; a Swedish club's page
 *   on pairs scoring (narkhammar.se: topp, giv, zon) for topp and zon;
 * - Språkrådet's rules for numbers: decimal comma, a space before "%", dates 2024-09-15 (src/i18n/numbers.ts).
 * The longer sentences (the notes on adjusted scores, penalties and tiebreaks) are our own Swedish, not a
 * federation text: a Swedish tournament director should read them over. The NBF rules are cited as they are:
 * the program follows the Norwegian regulations.
 *
 * The movement cards, the hand record, the live banner and `movement suggest` (groups movementCards, handRecord,
 * provisional, suggest): Bord, Rond, Brickor, Relä, "Dubbeldummy" and "Par" are the terms as they were given to us
 * for Swedish clubs; "sang" for notrump and "stick" for tricks are the usual Swedish words of the game, not
 * checked against an FSB text here (the hand record still writes a contract "3NT", as the traveller does); the
 * rest (pilbyte, "står över", the forms' names, the sheets' names, the columns, the notes, the banner and the
 * footer) is our own Swedish.
 */
import type { Messages } from '../messages.js';

const NBSP = '\u00a0';

function list(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} och ${items[items.length - 1]}`;
}

const rounds = (n: number): string => `${n} ${n === 1 ? 'rond' : 'ronder'}`;
const boardsText = (n: number): string => `${n} ${n === 1 ? 'bricka' : 'brickor'}`;

/** A strain in a double-dummy cell's title: "i sang", "i spader". */
const STRAIN_NAME = { NT: 'sang', S: 'spader', H: 'hjärter', D: 'ruter', C: 'klöver' } as const;

export const sv: Messages = {
  common: {
    results: 'Resultat',
    pair: 'Par',
    player: 'Spelare',
    team: 'Lag',
    names: 'Namn',
    rank: 'Placering',
    board: 'Bricka',
    boards: 'Brickor',
    round: 'Rond',
    total: 'Summa',
    penalty: 'Avdrag',
    contract: 'Kontrakt',
    declarer: 'Spelförare',
    lead: 'Utspel',
    result: 'Resultat',
    score: 'Poäng',
    opponents: 'Motståndare',
    direction: 'Riktning',
    mp: 'MP',
    imps: 'IMP',
    imp: 'IMP',
    vp: 'VP',
    max: 'Max',
    percent: '%',
    perBoard: 'Per bricka',
    section: 'Sektion',
    northSouth: 'Nord–Syd',
    eastWest: 'Öst–Väst',
    ns: 'NS',
    ew: 'ÖV',
    seat: { N: 'Nord', E: 'Öst', S: 'Syd', W: 'Väst' },
    seatLetter: { N: 'N', E: 'Ö', S: 'S', W: 'V' },
    vulnerability: { None: 'Ingen i zonen', NS: 'NS i zonen', EW: 'ÖV i zonen', Both: 'Alla i zonen' },
    vulnerabilityShort: { None: 'Ingen', NS: 'NS', EW: 'ÖV', Both: 'Alla' },
    matchpoints: 'Matchpoäng',
    butler: 'Butler (IMP mot ett datum)',
    crossImps: 'IMP över fältet',
    oneWinner: 'En vinnare',
    twoWinners: 'Två vinnare',
    qualifiedMark: 'K',
    qualified: 'kvalificerad',
    notRankedMark: 'e.p.',
    notRanked: 'ej placerad',
    withdrawnMark: 'U',
    withdrawn: 'utgått',
    disqualifiedMark: 'D',
    disqualified: 'diskvalificerad',
    contents: 'Innehåll',
    sectionName: ({ section }) => `Sektion ${section}`,
    pairNamed: ({ pair, individual }) => `${individual ? 'Spelare' : 'Par'} ${pair}`,
    boardNamed: ({ board }) => `Bricka ${board}`,
    boardInSection: ({ board, section }) => `Bricka ${board}, sektion ${section}`,
    roundNamed: ({ round }) => `Rond ${round}`,
  },
  pairs: {
    ranking: 'Resultatlista',
    scorecards: 'Scorekort',
    footer:
      'Beräknat med bridgescore. Matchpoängen visas på den internationella skalan (2 för varje slaget resultat, 1 för varje lika) och är avrundade endast för visning.',
    tieBrokenMark: '*',
    tieBroken: 'lika poäng avgjort',
    mpRelative: 'MP ±',
    carryOver: 'Överfört',
    sessionPercent: ({ session }) => `${session}${NBSP}%`,
    sessionsNote: ({ sessions }) => `omgångar: ${sessions} (var och en beräknad för sig och sedan sammanlagd)`,
    qualifiedHeading: 'K',
    masterpointsHeading: 'Mästarpoäng',
    masterpointsNote: ({ scale }: { scale: string }) => `Mästarpoäng: ${scale}, per spelare.`,
    movement: ({ movement }) => `Rörelse: ${movement}`,
    movementFacts: ({ tables, rounds: r, boards }) =>
      [tables > 0 ? `${tables} bord` : '', r > 0 ? rounds(r) : '', boardsText(boards)].filter(Boolean).join(', '),
    tableSubtitle: ({ method, twoWinners }) => `${method}, ${twoWinners ? 'två vinnare' : 'en vinnare'}`,
    methodShort: { mp: 'matchpoäng', butler: 'butler', 'cross-imps': 'IMP över fältet' },
    tieNote: ({ ids, individual, rule }) => {
      const who = individual ? (ids.length > 1 ? 'Spelarna' : 'Spelare') : ids.length > 1 ? 'Paren' : 'Par';
      return `${who} ${list(ids)}: lika, avgjort genom ${rule}`;
    },
    notRankedNote: ({ id, individual, boards }) =>
      `${individual ? 'Spelare' : 'Par'} ${id}: spelade ${boardsText(boards)}, färre än hälften; ${individual ? 'ej placerad' : 'ej placerat'} (NBF 3.4.6)`,
    statusNote: ({ id, individual, status }) =>
      `${individual ? 'Spelare' : 'Par'} ${id}: ${status === 'withdrawn' ? 'utgått' : individual ? 'diskvalificerad' : 'diskvalificerat'}, ${individual ? 'placerad' : 'placerat'} sist; resultaten står sig (NBF 3.9.5)`,
    tiebreakRule: {
      sd: 'lägre standardavvikelse (NBF 3.3.2)',
      'sd-ruter': 'lägre standardavvikelse, Ruters formel (NBF 3.3.2)',
      'head-to-head': 'inbördes resultat (NBF 3.3.2)',
      none: 'ingen',
    },
    penaltiesHeading: 'Procedurstraff',
    penaltyItem: ({ pair, section, amount, category, where, rule }) =>
      `Par ${pair}${section ? ` (sektion ${section})` : ''}: ${amount}, ${category}${where ? ` (${where})` : ''}; ${rule}`,
    penaltyWhere: ({ direction, round, board }) =>
      [direction ?? '', round === undefined ? '' : `rond ${round}`, board === undefined ? '' : `bricka ${board}`].filter(Boolean).join(', '),
    penaltyRule: {
      points: 'belopp angivet av tävlingsledaren',
      top: 'andel av en topp angiven av tävlingsledaren (NBF 3.6.2)',
      first: `första förseelsen: 10${NBSP}% av en topp (NBF bilaga I B)`,
      repeated: `upprepad förseelse: 20${NBSP}% av en topp (NBF bilaga I B, 1.9.1)`,
    },
    penaltyAmount: ({ amount, imps, compensation }) => `${compensation ? '+' : '−'}${amount} ${imps ? 'IMP' : 'MP'}`,
  },
  board: {
    dealer: ({ seat }) => `Giv ${seat}`,
    top: ({ top }) => `Topp ${top} MP`,
    datum: ({ datum }) => `Datum ${datum}`,
    traveller: ({ board }) => `Brickprotokoll för ${board.toLowerCase()}`,
    scoreNs: 'Poäng NS',
    scoreEw: 'Poäng ÖV',
    valueNs: ({ imps }) => `${imps ? 'IMP' : 'MP'} NS`,
    valueEw: ({ imps }) => `${imps ? 'IMP' : 'MP'} ÖV`,
    tableValueNs: ({ imps }) => `${imps ? 'IMP' : 'MP'} NS`,
    tableValueEw: ({ imps }) => `${imps ? 'IMP' : 'MP'} ÖV`,
    dealerVul: ({ dealer, vulnerability }) => `Giv ${dealer}  Zon ${vulnerability}`,
    passedOut: 'Pass',
    notPlayed: 'Ej spelad',
    noteLink: ({ n, adjusted }) => `anmärkning ${n}${adjusted ? `: ${adjusted}` : ''}`,
    kind: {
      assigned: 'tilldelat resultat (lag 12C1a)',
      weighted: 'viktat resultat (lag 12C1c)',
      artificial: 'konstgjort justerat resultat (lag 12C2)',
      notPlayed: 'ej spelad',
    },
    fouledKind: ({ version, after }) => (after ? `${after}; felaktig bricka, version ${version}` : `felaktig bricka, version ${version} (lag 87)`),
    artificialNote: ({ ns, ew }) => `Konstgjort justerat resultat (lag 12C2), inte jämfört med de andra resultaten: ${ns}; ${ew}.`,
    assignedArtificialNote: ({ ns, ew }) =>
      `Tilldelat resultat för ena sidan (lag 12C1), jämfört med brickans resultat; konstgjort resultat för den andra (lag 12C2): ${ns}; ${ew}.`,
    artificialSide: ({ side, percent, sessionAverage, value }) =>
      `${side} ${percent}${sessionAverage === undefined ? '' : `, ersatt av parets eget resultat i omgången, ${sessionAverage} (lag 12C2c, NBF 3.2.9)`} → ${value}`,
    impsPerBoard: ({ value }) => `${value} IMP per bricka`,
    noteValue: ({ value, top, imps }) => (imps ? `${value} IMP` : `${value} MP av ${top}`),
    weightedNote: ({ parts }) => `Viktat resultat (lag 12C1c): ${parts.join(' + ')}; de andra resultaten jämförs med varje del efter dess vikt.`,
    weightedPart: ({ weight, result, scoreNs }) => `${weight} × ${result} (NS ${scoreNs})`,
    assignedNote: 'Tilldelat justerat resultat (lag 12C1a): tävlingsledaren satte in detta resultat.',
    notPlayedNote: 'Ej spelad och inte justerad: inga poäng till något av paren.',
    fouledNote: ({ version, n }) => `Felaktig bricka (lag 87): spelad som version ${version}, jämförd med de ${n} resultaten för den versionen.`,
  },
  deal: {
    suit: { spades: 'spader', hearts: 'hjärter', diamonds: 'ruter', clubs: 'klöver' },
    dealOf: ({ board }) => `Given i bricka ${board}`,
  },
  scorecard: {
    title: ({ pair, individual, section, direction }) => {
      const where = [section ? `sektion ${section}` : '', direction ?? ''].filter(Boolean).join(', ');
      return `${individual ? 'Spelare' : 'Par'} ${pair}${where ? ` (${where})` : ''}`;
    },
    back: 'Tillbaka till resultatlistan',
    rank: ({ rank }) => `Placering ${rank}`,
    boardsPlayed: ({ boards }) => boardsText(boards),
    resultImps: ({ total, perBoard }) => `${total} IMP${perBoard ? `, ${perBoard} per bricka` : ''}`,
    resultMp: ({ total, max, percent }) => `${total} av ${max} MP, ${percent}`,
    totalImps: ({ total }) => `Summa ${total} IMP`,
    totalMp: ({ total, max, percent }) => `Summa ${total} av ${max} MP = ${percent}`,
    caption: ({ title }) => `Scorekort för ${title.toLowerCase()}`,
    chartTitle: ({ title, imps }) => `${title}, ${imps ? 'IMP' : 'procent'} under tävlingen`,
    sitOut: ({ boards, value, imps }) => `Vilande, brickor ${boards}: tillgodoräknat parets eget snitt (NBF 3.4.4), ${value} ${imps ? 'IMP' : 'MP'}.`,
    sitOutRow: 'vilande (eget snitt)',
    penalty: ({ amount, imps }) => `Procedurstraff: −${amount} ${imps ? 'IMP' : 'MP'} (NBF 3.6.4).`,
    adjustedMark: '*',
    adjustedNote: '* justerat resultat: se anmärkningen under brickans protokoll.',
    tableHeading: ({ direction, rank }) => `${direction}  placering ${rank}`,
    opponentShort: 'Mot',
    tablePenalty: ({ amount }) => `avdrag −${amount} (NBF 3.6.4)`,
    tableTotalImps: ({ total }) => `summa ${total}`,
    tableTotalMp: ({ total, max, percent }) => `summa ${total} av ${max} = ${percent}`,
  },
  chart: {
    imps: ({ value }) => `${value} IMP`,
    pointValue: ({ label, value }) => `${label}: ${value}`,
    running: ({ imps, step, points }) =>
      `${imps ? 'IMP' : 'Procent'} under tävlingen, efter varje ${step === 'round' ? 'rond' : 'bricka'}: ${points.join('; ')}.`,
    after: ({ title, value, step, label }) => `${title}: ${value} efter ${step === 'round' ? 'rond' : 'bricka'} ${label}`,
    point: ({ step, label, value }) => `${step === 'round' ? 'Rond' : 'Bricka'} ${label}: ${value}`,
  },
  handicap: {
    heading: 'Handikapplista',
    tableHeading: 'Handikapplista (NBF 3.15)',
    caption: ({ group }) => `Handikapp, ${group}`,
    captionAll: 'Handikapp',
    resultPercent: `Resultat${NBSP}%`,
    hc: 'HC',
    compensation: 'Kompensation',
    hcResultPercent: `HC-resultat${NBSP}%`,
    newHc: 'Ny HC',
    expectedPercent: `E${NBSP}%`,
    deltaHc: 'Δ HC',
    fieldAverage: ({ value }) => `fältets snitt H̄ = ${value}`,
  },
  teams: {
    title: 'Lagresultat',
    standings: 'Tabell',
    crossTable: 'Korstabell',
    matches: 'Matcher',
    penalties: 'Straff',
    home: 'Hemma',
    away: 'Borta',
    played: 'Spelade',
    winner: 'Vinnare',
    decidedBy: 'Avgjord genom',
    tiebreak: 'Skiljekriterium',
    number: 'Nr',
    bye: 'vilar',
    byeColumn: 'Vilar',
    boardPoints: 'Brickpoäng',
    points: 'Poäng',
    won: ({ unit }) => `${unit} vunna – förlorade`,
    teamCount: ({ n }) => `${n} lag`,
    roundCount: ({ n }) => rounds(n),
    form: { knockout: 'Cup: IMP, sedan totalpoäng (NBF 2.10.1)', bam: 'Board-a-match', oslo: 'Oslocup (NBF 2.12)' },
    formImps: ({ max }) => `IMP till VP, WBF:s kontinuerliga skala från 2013, 0–${max}`,
    status: { withdrawn: 'utgått', notRanked: 'ej placerat' },
    provisionalMark: '*',
    provisionalTooltip: 'preliminärt',
    penaltyTooltip: 'straff',
    minus: '−',
    absent: ({ team, forceMajeure }) => `${team} frånvarande${forceMajeure ? ' (force majeure)' : ''}`,
    penaltyType: {
      vp: 'VP-straff',
      imp: 'IMP-straff',
      late: 'sen start (NBF 2.6.3)',
      slow: 'långsamt spel (NBF 2.7.2)',
      ineligible: 'ej spelberättigad spelare (NBF 2.11.4)',
      noShow: 'uteblivet lag (NBF 2.6.4)',
      forceMajeure: 'frånvarande på grund av force majeure (NBF 2.6.6)',
      withdrawn: 'utgått (NBF 2.11.5)',
    },
    minutes: ({ n }) => `${n} ${n === 1 ? 'minut' : 'minuter'}`,
    matchForfeited: 'matchen förlorad',
    penaltyItem: ({ round, team, what, amount, note }) => `Rond ${round}, ${team}: ${what}: ${amount}${note === undefined ? '' : `; ${note}`}`,
    decision: {
      imps: ({ margin }) => `IMP (${margin})`,
      totalPoints: ({ points }) => `totalpoäng (${points})`,
      forfeit: 'förlorad utan spel: ej spelberättigad spelare (NBF 2.11.4)',
      noShow: 'motståndarna kom inte (NBF 2.9.1)',
      fourMoreBoards: 'lika på IMP och totalpoäng: fyra brickor till (NBF 2.10.1)',
      totalPointsUnknown: 'lika på IMP: totalpoängen avgör',
      totalPointsUnknownTable: 'lika på IMP: totalpoängen avgör (ange resultaten bricka för bricka)',
    },
    kind: { bye: 'vilar', noShow: 'uteblev', unplayed: 'ej spelad' },
    tiebreakCriterion: {
      'head-to-head VP': 'inbördes VP',
      'VP among tied teams': 'VP mellan de lika lagen',
      'IMPs among tied teams': 'IMP mellan de lika lagen',
      'Monrad quality': 'Monradkvalitet',
      quotient: 'kvot',
      'IMPs won': 'vunna IMP',
      unbroken: 'ej avgjort',
    },
    notes: {
      tiebreak: 'Skiljekriterium: det som placerade laget bland lag med lika många VP (NBF 2.10.3).',
      shared: '”=”: delad placering.',
      notRanked: 'Ej placerat: frånvarande i mer än hälften av brickorna; resultaten står sig för de andra lagen (NBF 2.9.3).',
      notRankedAbbr: 'ej placerat (NBF 2.9.3)',
      withdrawn: 'Utgått: placerat sist (NBF 2.11.5).',
      penalty: ({ unit }) => `Straff: ${unit} dras endast från lagets summa (NBF 2.8.5).`,
      provisional: 'preliminärt: en vilande rond ger 12 VP och frånvaro på grund av force majeure 10 VP tills tävlingen är slut (NBF 2.9.2, 2.6.6).',
      provisionalTable: 'preliminärt: vilande 12 VP, force majeure 10 VP tills tävlingen är slut (NBF 2.9.2, 2.6.6; använd --final)',
      crossPenalty: 'Summan är efter straff: en ”(÷X)” i en ruta dras endast från summan för laget i raden (NBF 2.8.5).',
      matchPenalty: ({ unit }) => `(÷X): ett straff på X ${unit} mot laget; matchresultatet står sig och X dras endast från lagets summa (NBF 2.8.5).`,
    },
    crossReading: ({ unit }) => `${unit} som laget i raden fick mot laget i kolumnen`,
    footer: ({ vpScale }) =>
      `Beräknat med bridgescore.${vpScale ? ' VP är enligt WBF:s kontinuerliga skala från 2013 för antalet spelade brickor, med 0,01 VP.' : ''} Straff visas vid matchen och dras endast från laget som fick det (NBF 2.8.5).`,
  },
  swiss: {
    table: 'Bord',
    position: 'Plac.',
    score: 'Poäng',
    note: 'Anmärkning',
    bye: 'vilar',
    metIn: ({ rounds: r }) => `möttes i rond ${r}`,
    sameClub: 'samma klubb',
    byeRule: 'NBF 2.9.2, preliminärt',
    byeNumber: ({ n }) => `vilar, gång ${n}`,
    heading: ({ round, of }) => `Rond ${round}${of === undefined ? '' : ` av ${of}`}`,
    headingKind: ({ teams, boards }) => `${teams ? 'lag' : 'par'}${boards === undefined ? '' : `, brickor ${boards}`}`,
  },
  movementCards: {
    forms: {
      plain: 'Mitchell',
      skip: 'Mitchell med hopp',
      relay: 'Mitchell med delade brickor och relä',
      complete: 'Howell',
      partial: 'Delvis Howell',
      'from-complete': 'Delvis Howell',
      'three-table': 'Howell för 3 bord',
    },
    arrowSwitched: 'pilbyte',
    defaultTitle: ({ movement }) => movement,
    factTables: ({ n }) => `${n} bord`,
    factRounds: ({ n }) => rounds(n),
    factBoardsPerRound: ({ n }) => `${boardsText(n)} per rond`,
    factBoardsInPlay: ({ n }) => `${boardsText(n)} i spel`,
    factWinners: ({ winners }) => (winners === 'one' ? 'en vinnare' : 'två vinnare'),
    factHalfTable: 'halvt bord: ett par står över varje rond',
    factSwitches: ({ switchRounds, ownTable, ownRounds }) =>
      `pilbyte i ${switchRounds.length === 1 ? 'rond' : 'ronderna'} ${list(switchRounds)}` +
      (ownTable === undefined ? '' : ` (bord ${ownTable}: ${ownRounds.length === 1 ? 'rond' : 'ronderna'} ${list(ownRounds)})`),
    masterSheet: 'Översikt',
    masterCaption: 'Varje rond vid varje bord: paren i Nord–Syd och Öst–Väst och brickorna',
    pairGuide: 'Var paren sitter',
    pairGuideCaption: 'Var varje par sitter i varje rond',
    tableCard: ({ table }) => `Bord ${table}`,
    tableCardCaption: ({ table }) => `Bord ${table}: paren och brickorna i varje rond, och vart de går sedan`,
    round: 'Rond',
    table: 'Bord',
    pair: 'Par',
    ns: 'NS',
    ew: 'ÖV',
    boards: 'Brickor',
    nsNext: 'NS sedan',
    ewNext: 'ÖV sedan',
    boardsNext: 'Brickor sedan',
    direction: { NS: 'NS', EW: 'ÖV' },
    seat: ({ table, direction }) => `bord ${table} ${direction}`,
    shortSeat: ({ table, direction }) => `B${table} ${direction}`,
    sitsOut: 'står över',
    sitsOutShort: 'över',
    absent: '–',
    last: '–',
    boardsTo: ({ tableList }) => `till bord ${list(tableList)}`,
    relayUntil: ({ untilRound }) => `på relä till rond ${untilRound}`,
    finished: 'klar',
    sharedWith: ({ tableList }) => `delas med bord ${list(tableList)}`,
    switchedNote: 'pilbyte: vänd brickorna, NS spelar ÖV:s kort',
    versus: ({ pair }) => `mot ${pair}`,
    footer: 'Gjord med bridgescore. Varje par spelar varje bricka en gång; brickor på relä väntar där till ronden som anges.',
  },
  handRecord: {
    doubleDummy: 'Dubbeldummy',
    strain: 'Färg',
    notrump: 'NT',
    par: 'Par',
    passedOut: 'passat runt',
    computed: 'beräknad från dubbeldummytabellen',
    cellTitle: ({ seat, tricks, strain }) => `${seat} tar ${tricks} stick i ${STRAIN_NAME[strain]}`,
  },
  dealAnalysis: {
    sheetTitle: 'Given',
    makeable: 'Kan vinnas',
    makesNothing: 'ingenting',
    vsDoubleDummy: 'Mot DD',
    vsPar: 'Mot par',
    analysisHeading: 'Mot dubbeldummy och par',
    declarerMadeDd: ({ made, total }) => `Som spelförare: tog minst dubbeldummysticken ${made} av ${total} gånger`,
    defenceHeldDd: ({ held, total }) => `I försvar: höll spelföraren till högst dubbeldummysticken ${held} av ${total} gånger`,
    parBeaten: ({ beaten, reached, total }) => `Mot par: slaget ${beaten}, nått ${reached}, av ${total} brickor`,
  },
  provisional: {
    resultsSoFar: ({ results }) => `Preliminära resultat: ${results} resultat hittills`,
    noneComplete: ({ roundsTotal }) => `Preliminära resultat: ingen rond klar ännu (${rounds(roundsTotal)})`,
    someComplete: ({ roundList, completeCount, roundsTotal }) =>
      `Preliminära resultat: ${completeCount === 1 ? 'rond' : 'ronderna'} ${roundList} av ${roundsTotal} klar${completeCount === 1 ? '' : 'a'}`,
    allComplete: ({ roundsTotal }) => `Preliminära resultat: alla ${roundsTotal} ronder klara`,
    rankedOnPlayed: 'varje par rankat på de brickor det har spelat hittills',
    final: 'Slutliga resultat',
    corrected: ({ date, list }) => `Rättat ${date}: ${list}`,
    correctedResult: ({ board, table, section, was, now }) =>
      `bricka ${board}${section ? `, sektion ${section}` : ''}${table !== undefined ? `, bord ${table}` : ''}: ${now} (var ${was})`,
  },
  suggest: {
    heading: ({ pairCount, tableCount, halfTable, boardCount }) =>
      `Rörelser för ${pairCount} par (${tableCount} bord${halfTable ? ', ett halvt bord' : ''}), omkring ${boardsText(boardCount)}`,
    movement: 'Rörelse',
    rounds: 'Ronder',
    boardsPerRound: 'Brickor/rond',
    boards: 'Brickor',
    inPlay: 'I spel',
    winners: 'Vinnare',
    compared: 'Jämförda',
    nsRounds: 'Ronder NS',
    movementName: ({ base, arrowSwitched, stationaryNorth }) =>
      `${
        {
          mitchell: 'Mitchell',
          'mitchell-skip': 'Mitchell med hopp',
          relay: 'Mitchell med delade brickor och relä',
          howell: 'Howell, fullständig',
          'three-table': 'Howell för 3 bord',
          'howell-partial': 'Delvis Howell',
          'from-complete': 'Delvis Howell (ronder ur den fullständiga)',
        }[base]
      }${stationaryNorth ? ', fast par i nord' : ''}${arrowSwitched ? ', pilbyte' : ''}`,
    winnerCount: ({ winners }) => (winners === 'one' ? 'en' : 'två'),
    none: 'inga: prova ett annat antal brickor (--boards)',
    notes: ({ pairCount }) =>
      [
        'Brickor: brickor varje par spelar. I spel: brickor att lägga (en sats kan spelas vid färre bord).',
        'Jämförda: minst och flest brickor där två par i samma grupp spelar samma bricka i samma riktning, så att',
        'det ena resultatet jämförs med det andra: ju närmare, desto rättvisare rörelse.',
        'Ronder NS: minst och flest ronder ett par sitter nord-syd (en vinnare).',
        `Skriv ut en: bridgescore movement … --pairs ${pairCount} [-o FIL] [--format html].`,
      ].join('\n'),
  },
};
