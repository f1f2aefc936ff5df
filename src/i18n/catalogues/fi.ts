/**
 * Finnish, as Finnish clubs publish results under Suomen Bridgeliitto (SBL, Finlands Bridgeförbund).
 *
 * Where the terms come from, honestly:
 * - SBL's Finnish edition of the Laws, *Vuoden 2017 kilpailubridgen laki* (bridgefinland.fi), for the words of
 *   the game: brikka and jako, pari, joukkue, kierros, pelinviejä, lähtökortti, sitoumus, pistetulos, korjattu
 *   pistetulos (keinotekoinen, painotettu), kilpailunjohtaja, vaarassa, jakaja;
 * - the Finnish Wikipedia article on bridge (pöytäkirja, parikilpailu, joukkuekilpailu, kierros);
 * - Kotus's rules for numbers: decimal comma, a space before "%"; dates are written 15.09.2024 here with the
 *   zeros, as forms and tables do (running text often drops them: 15.9.2024) (src/i18n/numbers.ts).
 * The results-page headings and the longer sentences (the notes on adjusted scores, penalties and tiebreaks) are
 * our own Finnish, not a federation text, and Finnish more than the other languages wants a native speaker's
 * review: a Finnish tournament director should read it over. Counts use the partitive after a number ("7 jakoa").
 * The NBF rules are cited as they are: the program follows the Norwegian regulations.
 *
 * The movement cards, the hand record, the live banner and `movement suggest` (groups movementCards, handRecord,
 * provisional, suggest): Pöytä, Kierros and Jako are the terms as they were given to us for Finnish clubs, and
 * "tikki" for a trick is how Finnish bridge texts write it (Bridge Movie, jokivuori.fi: "kymmenen tikkiä"). The
 * rest is our own Finnish and the least sure of the five: "sangi" for notrump (the hand record still writes a
 * contract "3NT", as the traveller does), "Tikit avoimin kortein" for the double-dummy table (a description, not
 * a federation term), nuolenvaihto, välipöytä for the relay stand, "vapaalla" for a pair that sits out, the
 * forms' names, the columns, the notes, the banner and the footer.
 */
import type { Messages } from '../messages.js';

const NBSP = '\u00a0';

function list(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} ja ${items[items.length - 1]}`;
}

/** A count: "1 jako", "7 jakoa" (the partitive after any number but one). */
const count = (n: number, one: string, many: string): string => `${n} ${n === 1 ? one : many}`;

/** A strain in a double-dummy cell's title, in the inessive: "… tikkiä sangissa", "… padassa". */
const STRAIN_PHRASE = { NT: 'sangissa', S: 'padassa', H: 'hertassa', D: 'ruudussa', C: 'ristissä' } as const;

export const fi: Messages = {
  common: {
    results: 'Tulokset',
    pair: 'Pari',
    player: 'Pelaaja',
    team: 'Joukkue',
    names: 'Nimet',
    rank: 'Sija',
    board: 'Jako',
    boards: 'Jaot',
    round: 'Kierros',
    total: 'Yhteensä',
    penalty: 'Rangaistus',
    contract: 'Sitoumus',
    declarer: 'Pelinviejä',
    lead: 'Lähtökortti',
    result: 'Tulos',
    score: 'Pisteet',
    opponents: 'Vastustajat',
    direction: 'Suunta',
    mp: 'MP',
    imps: 'IMP',
    imp: 'IMP',
    vp: 'VP',
    max: 'Maks.',
    percent: '%',
    perBoard: 'Per jako',
    section: 'Lohko',
    northSouth: 'Pohjoinen–Etelä',
    eastWest: 'Itä–Länsi',
    ns: 'PE',
    ew: 'IL',
    seat: { N: 'Pohjoinen', E: 'Itä', S: 'Etelä', W: 'Länsi' },
    seatLetter: { N: 'P', E: 'I', S: 'E', W: 'L' },
    vulnerability: { None: 'Kukaan ei vaarassa', NS: 'PE vaarassa', EW: 'IL vaarassa', Both: 'Kaikki vaarassa' },
    vulnerabilityShort: { None: 'Ei', NS: 'PE', EW: 'IL', Both: 'Kaikki' },
    matchpoints: 'MP-laskenta',
    butler: 'Butler (IMP datumia vastaan)',
    crossImps: 'IMP koko kenttää vastaan',
    oneWinner: 'Yksi voittaja',
    twoWinners: 'Kaksi voittajaa',
    qualifiedMark: 'J',
    qualified: 'jatkoon',
    notRankedMark: 'e.s.',
    notRanked: 'ei sijoitusta',
    withdrawnMark: 'V',
    withdrawn: 'vetäytynyt',
    disqualifiedMark: 'H',
    disqualified: 'hylätty',
    contents: 'Sisältö',
    sectionName: ({ section }) => `Lohko ${section}`,
    pairNamed: ({ pair, individual }) => `${individual ? 'Pelaaja' : 'Pari'} ${pair}`,
    boardNamed: ({ board }) => `Jako ${board}`,
    boardInSection: ({ board, section }) => `Jako ${board}, lohko ${section}`,
    roundNamed: ({ round }) => `Kierros ${round}`,
  },
  pairs: {
    ranking: 'Tulosluettelo',
    scorecards: 'Pistekortit',
    footer:
      'Laskettu bridgescore-ohjelmalla. MP-pisteet näytetään kansainvälisellä asteikolla (2 jokaisesta voitetusta tuloksesta, 1 jokaisesta tasatuloksesta), ja ne on pyöristetty vain näyttöä varten.',
    tieBrokenMark: '*',
    tieBroken: 'tasapisteet ratkaistu',
    mpRelative: 'MP ±',
    carryOver: 'Siirretty',
    sessionPercent: ({ session }) => `${session}${NBSP}%`,
    sessionsNote: ({ sessions }) => `osakilpailut: ${sessions} (kukin laskettu erikseen ja sitten laskettu yhteen)`,
    qualifiedHeading: 'J',
    masterpointsHeading: 'Mestaripisteet',
    masterpointsNote: ({ scale }: { scale: string }) => `Mestaripisteet: ${scale}, pelaajaa kohden.`,
    movement: ({ movement }) => `Kiertojärjestys: ${movement}`,
    movementFacts: ({ tables, rounds, boards }) =>
      [tables > 0 ? count(tables, 'pöytä', 'pöytää') : '', rounds > 0 ? count(rounds, 'kierros', 'kierrosta') : '', count(boards, 'jako', 'jakoa')]
        .filter(Boolean)
        .join(', '),
    tableSubtitle: ({ method, twoWinners }) => `${method}, ${twoWinners ? 'kaksi voittajaa' : 'yksi voittaja'}`,
    methodShort: { mp: 'MP-laskenta', butler: 'butler', 'cross-imps': 'IMP koko kenttää vastaan' },
    tieNote: ({ ids, individual, rule }) => {
      const who = individual ? (ids.length > 1 ? 'Pelaajat' : 'Pelaaja') : ids.length > 1 ? 'Parit' : 'Pari';
      return `${who} ${list(ids)}: tasapisteet, ratkaisu: ${rule}`;
    },
    notRankedNote: ({ id, individual, boards }) =>
      `${individual ? 'Pelaaja' : 'Pari'} ${id}: pelasi ${count(boards, 'jaon', 'jakoa')}, alle puolet; ei sijoitusta (NBF 3.4.6)`,
    statusNote: ({ id, individual, status }) =>
      `${individual ? 'Pelaaja' : 'Pari'} ${id}: ${status === 'withdrawn' ? 'vetäytynyt' : 'hylätty'}, sijoitettu viimeiseksi; tulokset ovat voimassa (NBF 3.9.5)`,
    tiebreakRule: {
      sd: 'pienempi keskihajonta (NBF 3.3.2)',
      'sd-ruter': 'pienempi keskihajonta, Ruterin kaava (NBF 3.3.2)',
      'head-to-head': 'keskinäinen tulos (NBF 3.3.2)',
      none: 'ei ratkaisua',
    },
    penaltiesHeading: 'Menettelyrangaistukset',
    penaltyItem: ({ pair, section, amount, category, where, rule }) =>
      `Pari ${pair}${section ? ` (lohko ${section})` : ''}: ${amount}, ${category}${where ? ` (${where})` : ''}; ${rule}`,
    penaltyWhere: ({ direction, round, board }) =>
      [direction ?? '', round === undefined ? '' : `kierros ${round}`, board === undefined ? '' : `jako ${board}`].filter(Boolean).join(', '),
    penaltyRule: {
      points: 'kilpailunjohtajan määräämä määrä',
      top: 'kilpailunjohtajan määräämä osuus huipusta (NBF 3.6.2)',
      first: `ensimmäinen rike: 10${NBSP}% huipusta (NBF liite I B)`,
      repeated: `toistuva rike: 20${NBSP}% huipusta (NBF liite I B, 1.9.1)`,
    },
    penaltyAmount: ({ amount, imps, compensation }) => `${compensation ? '+' : '−'}${amount} ${imps ? 'IMP' : 'MP'}`,
  },
  board: {
    dealer: ({ seat }) => `Jakaja ${seat}`,
    top: ({ top }) => `Huippu ${top} MP`,
    datum: ({ datum }) => `Datum ${datum}`,
    traveller: ({ board }) => `Pöytäkirja: ${board.toLowerCase()}`,
    scoreNs: 'Pisteet PE',
    scoreEw: 'Pisteet IL',
    valueNs: ({ imps }) => `${imps ? 'IMP' : 'MP'} PE`,
    valueEw: ({ imps }) => `${imps ? 'IMP' : 'MP'} IL`,
    tableValueNs: ({ imps }) => `${imps ? 'IMP' : 'MP'} PE`,
    tableValueEw: ({ imps }) => `${imps ? 'IMP' : 'MP'} IL`,
    dealerVul: ({ dealer, vulnerability }) => `Jakaja ${dealer}  Vaarassa ${vulnerability}`,
    passedOut: 'Passi',
    notPlayed: 'Ei pelattu',
    noteLink: ({ n, adjusted }) => `huomautus ${n}${adjusted ? `: ${adjusted}` : ''}`,
    kind: {
      assigned: 'määrätty tulos (laki 12C1a)',
      weighted: 'painotettu tulos (laki 12C1c)',
      artificial: 'keinotekoinen korjattu pistetulos (laki 12C2)',
      notPlayed: 'ei pelattu',
    },
    fouledKind: ({ version, after }) => (after ? `${after}; virheellinen jako, versio ${version}` : `virheellinen jako, versio ${version} (laki 87)`),
    artificialNote: ({ ns, ew }) => `Keinotekoinen korjattu pistetulos (laki 12C2), ei verrattu muihin tuloksiin: ${ns}; ${ew}.`,
    assignedArtificialNote: ({ ns, ew }) =>
      `Toiselle puolelle määrätty tulos (laki 12C1), verrattu jaon tuloksiin; toiselle keinotekoinen tulos (laki 12C2): ${ns}; ${ew}.`,
    artificialSide: ({ side, percent, sessionAverage, value }) =>
      `${side} ${percent}${sessionAverage === undefined ? '' : `, korvattu parin omalla tuloksella osakilpailussa, ${sessionAverage} (laki 12C2c, NBF 3.2.9)`} → ${value}`,
    impsPerBoard: ({ value }) => `${value} IMP per jako`,
    noteValue: ({ value, top, imps }) => (imps ? `${value} IMP` : `${value} / ${top} MP`),
    weightedNote: ({ parts }) => `Painotettu tulos (laki 12C1c): ${parts.join(' + ')}; muita tuloksia verrataan kuhunkin osaan sen painolla.`,
    weightedPart: ({ weight, result, scoreNs }) => `${weight} × ${result} (PE ${scoreNs})`,
    assignedNote: 'Määrätty korjattu pistetulos (laki 12C1a): kilpailunjohtaja asetti tämän tuloksen.',
    notPlayedNote: 'Ei pelattu eikä korjattu: ei pisteitä kummallekaan parille.',
    fouledNote: ({ version, n }) => `Virheellinen jako (laki 87): pelattu versiona ${version}, verrattu tämän version ${n} tulokseen.`,
  },
  deal: {
    suit: { spades: 'pata', hearts: 'hertta', diamonds: 'ruutu', clubs: 'risti' },
    dealOf: ({ board }) => `Jaon ${board} kortit`,
  },
  scorecard: {
    title: ({ pair, individual, section, direction }) => {
      const where = [section ? `lohko ${section}` : '', direction ?? ''].filter(Boolean).join(', ');
      return `${individual ? 'Pelaaja' : 'Pari'} ${pair}${where ? ` (${where})` : ''}`;
    },
    back: 'Takaisin tulosluetteloon',
    rank: ({ rank }) => `Sija ${rank}`,
    boardsPlayed: ({ boards }) => count(boards, 'jako', 'jakoa'),
    resultImps: ({ total, perBoard }) => `${total} IMP${perBoard ? `, ${perBoard} per jako` : ''}`,
    resultMp: ({ total, max, percent }) => `${total} / ${max} MP, ${percent}`,
    totalImps: ({ total }) => `Yhteensä ${total} IMP`,
    totalMp: ({ total, max, percent }) => `Yhteensä ${total} / ${max} MP = ${percent}`,
    caption: ({ title }) => `Pistekortti: ${title.toLowerCase()}`,
    chartTitle: ({ title, imps }) => `${title}, ${imps ? 'IMP' : 'prosentti'} kilpailun aikana`,
    sitOut: ({ boards, value, imps }) => `Vapaakierros, jaot ${boards}: hyvitetty parin oma keskiarvo (NBF 3.4.4), ${value} ${imps ? 'IMP' : 'MP'}.`,
    sitOutRow: 'vapaakierros (oma keskiarvo)',
    penalty: ({ amount, imps }) => `Menettelyrangaistus: −${amount} ${imps ? 'IMP' : 'MP'} (NBF 3.6.4).`,
    adjustedMark: '*',
    adjustedNote: '* korjattu pistetulos: katso huomautus jaon pöytäkirjan alla.',
    tableHeading: ({ direction, rank }) => `${direction}  sija ${rank}`,
    opponentShort: 'Vast.',
    tablePenalty: ({ amount }) => `rangaistus −${amount} (NBF 3.6.4)`,
    tableTotalImps: ({ total }) => `yhteensä ${total}`,
    tableTotalMp: ({ total, max, percent }) => `yhteensä ${total} / ${max} = ${percent}`,
  },
  chart: {
    imps: ({ value }) => `${value} IMP`,
    pointValue: ({ label, value }) => `${label}: ${value}`,
    running: ({ imps, step, points }) =>
      `${imps ? 'IMP' : 'Prosentti'} kilpailun aikana ${step === 'round' ? 'kierroksittain' : 'jaoittain'}: ${points.join('; ')}.`,
    after: ({ title, value, step, label }) => `${title}: ${value} ${step === 'round' ? 'kierroksen' : 'jaon'} ${label} jälkeen`,
    point: ({ step, label, value }) => `${step === 'round' ? 'Kierros' : 'Jako'} ${label}: ${value}`,
  },
  handicap: {
    heading: 'Tasoitustulokset',
    tableHeading: 'Tasoitustulokset (NBF 3.15)',
    caption: ({ group }) => `Tasoitus, ${group}`,
    captionAll: 'Tasoitus',
    resultPercent: `Tulos${NBSP}%`,
    hc: 'HC',
    compensation: 'Hyvitys',
    hcResultPercent: `HC-tulos${NBSP}%`,
    newHc: 'Uusi HC',
    expectedPercent: `E${NBSP}%`,
    deltaHc: 'Δ HC',
    fieldAverage: ({ value }) => `kentän keskiarvo H̄ = ${value}`,
  },
  teams: {
    title: 'Joukkuekilpailun tulokset',
    standings: 'Sarjataulukko',
    crossTable: 'Ristitaulukko',
    matches: 'Ottelut',
    penalties: 'Rangaistukset',
    home: 'Koti',
    away: 'Vieras',
    played: 'Pelattu',
    winner: 'Voittaja',
    decidedBy: 'Ratkaisu',
    tiebreak: 'Tasapisteiden ratkaisu',
    number: 'Nro',
    bye: 'vapaa',
    byeColumn: 'Vapaa',
    boardPoints: 'Jakopisteet',
    points: 'Pisteet',
    won: ({ unit }) => `${unit} voitettu – hävitty`,
    teamCount: ({ n }) => count(n, 'joukkue', 'joukkuetta'),
    roundCount: ({ n }) => count(n, 'kierros', 'kierrosta'),
    form: { knockout: 'Cup: IMP, sitten kokonaispisteet (NBF 2.10.1)', bam: 'Board-a-match', oslo: 'Oslo Cup (NBF 2.12)' },
    formImps: ({ max }) => `IMP:t VP:ksi, WBF:n jatkuva asteikko vuodelta 2013, 0–${max}`,
    status: { withdrawn: 'vetäytynyt', notRanked: 'ei sijoitusta' },
    provisionalMark: '*',
    provisionalTooltip: 'alustava',
    penaltyTooltip: 'rangaistus',
    minus: '−',
    absent: ({ team, forceMajeure }) => `${team} poissa${forceMajeure ? ' (ylivoimainen este)' : ''}`,
    penaltyType: {
      vp: 'VP-rangaistus',
      imp: 'IMP-rangaistus',
      late: 'myöhästyminen (NBF 2.6.3)',
      slow: 'hidas peli (NBF 2.7.2)',
      ineligible: 'pelioikeudeton pelaaja (NBF 2.11.4)',
      noShow: 'saapumatta (NBF 2.6.4)',
      forceMajeure: 'poissa ylivoimaisen esteen vuoksi (NBF 2.6.6)',
      withdrawn: 'vetäytynyt (NBF 2.11.5)',
    },
    minutes: ({ n }) => count(n, 'minuutti', 'minuuttia'),
    matchForfeited: 'ottelu luovutettu',
    penaltyItem: ({ round, team, what, amount, note }) => `Kierros ${round}, ${team}: ${what}: ${amount}${note === undefined ? '' : `; ${note}`}`,
    decision: {
      imps: ({ margin }) => `IMP (${margin})`,
      totalPoints: ({ points }) => `kokonaispisteet (${points})`,
      forfeit: 'luovutus: pelioikeudeton pelaaja (NBF 2.11.4)',
      noShow: 'vastustaja ei saapunut (NBF 2.9.1)',
      fourMoreBoards: 'tasan IMP:issä ja kokonaispisteissä: neljä jakoa lisää (NBF 2.10.1)',
      totalPointsUnknown: 'tasan IMP:issä: kokonaispisteet ratkaisevat',
      totalPointsUnknownTable: 'tasan IMP:issä: kokonaispisteet ratkaisevat (anna tulokset jaoittain)',
    },
    kind: { bye: 'vapaa', noShow: 'saapumatta', unplayed: 'pelaamatta' },
    tiebreakCriterion: {
      'head-to-head VP': 'keskinäiset VP:t',
      'VP among tied teams': 'VP:t tasapisteisten kesken',
      'IMPs among tied teams': 'IMP:t tasapisteisten kesken',
      'Monrad quality': 'Monrad-laatu',
      quotient: 'osamäärä',
      'IMPs won': 'voitetut IMP:t',
      unbroken: 'ratkaisematta',
    },
    notes: {
      tiebreak: 'Tasapisteiden ratkaisu: peruste, joka sijoitti joukkueen yhtä monta VP:tä saaneiden joukossa (NBF 2.10.3).',
      shared: '”=”: jaettu sija.',
      notRanked: 'Ei sijoitusta: poissa yli puolesta jaoista; tulokset ovat voimassa muille joukkueille (NBF 2.9.3).',
      notRankedAbbr: 'ei sijoitusta (NBF 2.9.3)',
      withdrawn: 'Vetäytynyt: sijoitettu viimeiseksi (NBF 2.11.5).',
      penalty: ({ unit }) => `Rangaistus: ${unit} vähennetään vain joukkueen yhteispisteistä (NBF 2.8.5).`,
      provisional: 'alustava: vapaakierros on 12 VP ja poissaolo ylivoimaisen esteen vuoksi 10 VP, kunnes kilpailu on päättynyt (NBF 2.9.2, 2.6.6).',
      provisionalTable: 'alustava: vapaa 12 VP, ylivoimainen este 10 VP, kunnes kilpailu on päättynyt (NBF 2.9.2, 2.6.6; käytä --final)',
      crossPenalty: 'Yhteispisteet ovat rangaistusten jälkeen: ruudun ”(÷X)” vähennetään vain rivin joukkueen yhteispisteistä (NBF 2.8.5).',
      matchPenalty: ({ unit }) => `(÷X): joukkueelle X ${unit} rangaistusta; ottelun tulos pysyy, ja X vähennetään vain joukkueen yhteispisteistä (NBF 2.8.5).`,
    },
    crossReading: ({ unit }) => `Rivin joukkueen ${unit} sarakkeen joukkuetta vastaan`,
    footer: ({ vpScale }) =>
      `Laskettu bridgescore-ohjelmalla.${vpScale ? ' VP:t ovat WBF:n jatkuvan asteikon (2013) mukaiset pelattujen jakojen määrälle, 0,01 VP:n tarkkuudella.' : ''} Rangaistukset näytetään ottelun kohdalla ja vähennetään vain rangaistulta joukkueelta (NBF 2.8.5).`,
  },
  swiss: {
    table: 'Pöytä',
    position: 'Sija',
    score: 'Pisteet',
    note: 'Huom.',
    bye: 'vapaa',
    metIn: ({ rounds }) => `kohdanneet kierroksella ${rounds}`,
    sameClub: 'sama seura',
    byeRule: 'NBF 2.9.2, alustava',
    byeNumber: ({ n }) => `${n}. vapaakierros`,
    heading: ({ round, of }) => `Kierros ${round}${of === undefined ? '' : ` / ${of}`}`,
    headingKind: ({ teams, boards }) => `${teams ? 'joukkueet' : 'parit'}${boards === undefined ? '' : `, jaot ${boards}`}`,
  },
  movementCards: {
    forms: {
      plain: 'Mitchell',
      skip: 'Mitchell, hyppy',
      relay: 'Mitchell, jaetut jaot ja välipöytä',
      complete: 'Howell',
      partial: 'Osittainen Howell',
      'from-complete': 'Osittainen Howell',
      'three-table': '3 pöydän Howell',
    },
    arrowSwitched: 'nuolenvaihto',
    defaultTitle: ({ movement }) => movement,
    factTables: ({ n }) => count(n, 'pöytä', 'pöytää'),
    factRounds: ({ n }) => count(n, 'kierros', 'kierrosta'),
    factBoardsPerRound: ({ n }) => `${count(n, 'jako', 'jakoa')} kierroksella`,
    factBoardsInPlay: ({ n }) => `${count(n, 'jako', 'jakoa')} pelissä`,
    factWinners: ({ winners }) => (winners === 'one' ? 'yksi voittaja' : 'kaksi voittajaa'),
    factHalfTable: 'vajaa pöytä: yksi pari on vapaalla joka kierroksella',
    factSwitches: ({ switchRounds, ownTable, ownRounds }) =>
      `nuolenvaihto ${switchRounds.length === 1 ? 'kierroksella' : 'kierroksilla'} ${list(switchRounds)}` +
      (ownTable === undefined ? '' : ` (pöytä ${ownTable}: ${ownRounds.length === 1 ? 'kierroksella' : 'kierroksilla'} ${list(ownRounds)})`),
    masterSheet: 'Yleiskaavio',
    masterCaption: 'Jokainen kierros jokaisessa pöydässä: PE- ja IL-parit ja jaot',
    pairGuide: 'Parien paikat',
    pairGuideCaption: 'Missä kukin pari istuu kullakin kierroksella',
    tableCard: ({ table }) => `Pöytä ${table}`,
    tableCardCaption: ({ table }) => `Pöytä ${table}: kunkin kierroksen parit ja jaot sekä mihin ne siirtyvät`,
    round: 'Kierros',
    table: 'Pöytä',
    pair: 'Pari',
    ns: 'PE',
    ew: 'IL',
    boards: 'Jaot',
    nsNext: 'PE seuraavaksi',
    ewNext: 'IL seuraavaksi',
    boardsNext: 'Jaot seuraavaksi',
    direction: { NS: 'PE', EW: 'IL' },
    seat: ({ table, direction }) => `pöytä ${table} ${direction}`,
    shortSeat: ({ table, direction }) => `P${table} ${direction}`,
    sitsOut: 'vapaalla',
    sitsOutShort: 'vapaa',
    absent: '–',
    last: '–',
    boardsTo: ({ tableList }) => `${tableList.length === 1 ? 'pöytään' : 'pöytiin'} ${list(tableList)}`,
    relayUntil: ({ untilRound }) => `välipöydälle kierrokseen ${untilRound} asti`,
    finished: 'valmis',
    sharedWith: ({ tableList }) => `yhteiset jaot ${tableList.length === 1 ? 'pöydän' : 'pöytien'} ${list(tableList)} kanssa`,
    switchedNote: 'nuolenvaihto: käännä jaot, PE pelaa IL:n kortit',
    versus: ({ pair }) => `vastassa ${pair}`,
    footer: 'Tehty bridgescorella. Jokainen pari pelaa jokaisen jaon kerran; välipöydällä olevat jaot odottavat siellä merkittyä kierrosta.',
  },
  handRecord: {
    doubleDummy: 'Tikit avoimin kortein',
    strain: 'Valtti',
    notrump: 'NT',
    par: 'Par',
    passedOut: 'kaikki passaavat',
    computed: 'laskettu tikkitaulukosta',
    cellTitle: ({ seat, tricks, strain }) => `${seat} saa ${tricks === 1 ? '1 tikin' : `${tricks} tikkiä`} ${STRAIN_PHRASE[strain]}`,
  },
  dealAnalysis: {
    sheetTitle: 'Jakotiedot',
    makeable: 'Tehtävissä',
    makesNothing: 'ei mitään',
    vsDoubleDummy: 'Ero avoimin',
    vsPar: 'Par-ero',
    analysisHeading: 'Tulokset avoimin kortein ja pariin verrattuna',
    declarerMadeDd: ({ made, total }) => `Pelinviejänä: vähintään avoimin kortein saatavat tikit ${made}/${total} kertaa`,
    defenceHeldDd: ({ held, total }) => `Puolustajana: pelinviejä enintään avoimin kortein saataviin tikkeihin ${held}/${total} kertaa`,
    parBeaten: ({ beaten, reached, total }) => `Suhteessa pariin: parempi ${beaten}, sama ${reached}, ${total} jaosta`,
  },
  provisional: {
    resultsSoFar: ({ results }) => `Alustavat tulokset: ${count(results, 'tulos', 'tulosta')} tähän mennessä`,
    noneComplete: ({ roundsTotal }) => `Alustavat tulokset: yksikään kierros ei ole vielä valmis (${count(roundsTotal, 'kierros', 'kierrosta')})`,
    someComplete: ({ roundList, completeCount, roundsTotal }) =>
      `Alustavat tulokset: ${completeCount === 1 ? `kierros ${roundList} valmis` : `kierrokset ${roundList} valmiit`}, kierroksia yhteensä ${roundsTotal}`,
    allComplete: ({ roundsTotal }) => `Alustavat tulokset: kaikki ${roundsTotal} kierrosta valmiina`,
    rankedOnPlayed: 'jokainen pari sijoitettu tähän mennessä pelaamiensa jakojen mukaan',
    final: 'Lopulliset tulokset',
    corrected: ({ date, list }) => `Korjattu ${date}: ${list}`,
    correctedResult: ({ board, table, section, was, now }) =>
      `jako ${board}${section ? `, lohko ${section}` : ''}${table !== undefined ? `, pöytä ${table}` : ''}: ${now} (oli ${was})`,
  },
  suggest: {
    heading: ({ pairCount, tableCount, halfTable, boardCount }) =>
      `Kiertojärjestykset ${pairCount} parille (${count(tableCount, 'pöytä', 'pöytää')}${halfTable ? ', vajaa pöytä' : ''}), noin ${count(boardCount, 'jako', 'jakoa')}`,
    movement: 'Kiertojärjestys',
    rounds: 'Kierroksia',
    boardsPerRound: 'Jakoa/kierros',
    boards: 'Jakoja',
    inPlay: 'Pelissä',
    winners: 'Voittajia',
    compared: 'Vertailtu',
    nsRounds: 'Kierroksia PE',
    movementName: ({ base, arrowSwitched, stationaryNorth }) =>
      `${
        {
          mitchell: 'Mitchell',
          'mitchell-skip': 'Mitchell, hyppy',
          relay: 'Mitchell, jaetut jaot ja välipöytä',
          howell: 'Howell, täydellinen',
          'three-table': '3 pöydän Howell',
          'howell-partial': 'Osittainen Howell',
          'from-complete': 'Osittainen Howell (täydellisen kierroksista)',
        }[base]
      }${stationaryNorth ? ', pohjoinen paikallaan' : ''}${arrowSwitched ? ', nuolenvaihto' : ''}`,
    winnerCount: ({ winners }) => (winners === 'one' ? 'yksi' : 'kaksi'),
    none: 'ei yhtään: kokeile toista jakomäärää (--boards)',
    notes: ({ pairCount }) =>
      [
        'Jakoja: jaot, jotka kukin pari pelaa. Pelissä: jaettavat jaot (sarja voidaan pelata harvemmassa pöydässä).',
        'Vertailtu: vähiten ja eniten jakoja, joissa kaksi saman ryhmän paria pelaa saman jaon samaan suuntaan,',
        'niin että tuloksia verrataan keskenään: mitä lähempänä, sitä reilumpi kiertojärjestys.',
        'Kierroksia PE: vähiten ja eniten kierroksia, jotka pari istuu pohjois-etelä-suunnassa (yksi voittaja).',
        `Kirjoita yksi: bridgescore movement … --pairs ${pairCount} [-o TIEDOSTO] [--format html].`,
      ].join('\n'),
  },
};
