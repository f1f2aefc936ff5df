/**
 * Reads a USEBIO 1.0–1.3 pairs results file (EBU XML interchange) into the event model.
 *
 * - EVENT: PROGRAM_NAME and PROGRAM_VERSION (the generator), EVENT_DESCRIPTION or TITLE, DATE (DD/MM/YYYY),
 *   BOARD_SCORING_METHOD and WINNER_TYPE (kept as published).
 * - PARTICIPANTS/PAIR (under EVENT, SESSION or SECTION): PAIR_NUMBER, DIRECTION, PLACE, PERCENTAGE,
 *   TOTAL_SCORE, BOARDS_PLAYED and the PLAYERs with PLAYER_NAME and NATIONAL_ID_NUMBER.
 * - an individual event (EVENT_TYPE INDIVIDUAL): PARTICIPANTS/PLAYER with PLAYER_NUMBER, PLACE, PERCENTAGE and
 *   PLAYER_NAME, and on each traveller line N_PLAYER_NUMBER, S_PLAYER_NUMBER, E_PLAYER_NUMBER, W_PLAYER_NUMBER
 *   (the partnerships are then named "N-S" and "E-W", as an individual's PBN names them);
 * - BOARD/TRAVELLER_LINE (under EVENT, SESSION or SECTION): NS_PAIR_NUMBER, EW_PAIR_NUMBER, CONTRACT (`3NT`,
 *   `1N`, `x`/`xx`, `PASS`), PLAYED_BY, TRICKS, SCORE, LEAD, ROUND_NUMBER, ARTIFICIAL_SCORE; the published
 *   NS/EW_MATCH_POINTS, NS/EW_CROSS_IMP_POINTS, NS/EW_BUTLER_POINTS and NS/EW_IMPS, and the board's
 *   BOARD_AVERAGE (the Butler datum, Compscore), are kept for comparison only; another published value of a
 *   line is warned about (not read, not compared).
 * - the scoring: BOARD_SCORING_METHOD, else EVENT_TYPE (MP_PAIRS, BUTLER_PAIRS, CROSS_IMP), else SCORING_METHOD.
 * - HANDSET/BOARD/HAND: the deals.
 * Artificial scores: SCORE `A5050` (BriAn) is NS 50 % / EW 50 %, and generally `A<ns><ew>`; ARTIFICIAL_SCORE
 * `+0/A60` (our writer's) an assigned score for one side (Law 12C1) and a percentage for the other; an
 * ARTIFICIAL_SCORE element whose split cannot be read is taken as 50/50 with a warning.
 *
 * @example
 * readUsebio(bytes, '11.xml').event.generator //=> 'BriAn 213'
 */
import { keepDirectionOnlyWhereShared } from '../pbn/total-score-table.js';
import { parseAssignedArtificial } from '../../laws/table-result.js';
import { Rational } from '../../base/rational.js';
import type { BoardInfo, Outcome, Participant, Player, ResultLine, Seat } from '../../model/types.js';
import { boardFacts } from '../../laws/board-facts.js';
import { found, DiagnosticBag } from '../../base/diagnostics.js';
import {
  isoDate,
  markSharedPlaces,
  parsePlace,
  type PublishedLine,
  type PublishedMeta,
  type PublishedTotal,
  type ReadEventResult,
} from '../../model/published.js';
import { dealFromHands } from '../pbn/deal.js';
import { artificialMark, artificialSide, parseScore, playedOutcome } from '../pbn/outcome.js';
import { parseWholeNumber, SCORE_EXPECTED } from '../../laws/notation.js';
import { childText, childrenNamed, parseXml, type XmlElement } from './xml.js';

interface Place {
  readonly section?: string;
  readonly session?: string;
}

export function readUsebio(bytes: Uint8Array, file: string): ReadEventResult {
  const bag = new DiagnosticBag(file);
  const empty: ReadEventResult = {
    event: { results: [], boards: [], participants: [] },
    published: { lines: [], totals: [] },
    diagnostics: bag.items,
  };
  const root = parseXml(bytes, bag);
  if (!root) return empty;
  if (root.name !== 'USEBIO') {
    bag.error('usebio-root', `the root element is <${root.name}>, expected <USEBIO>`, root.line);
    return empty;
  }
  const events = childrenNamed(root, 'EVENT');
  const event = events[0];
  if (!event) {
    bag.error('usebio-no-event', 'the file has no <EVENT> element', root.line);
    return empty;
  }
  if (events.length > 1) bag.warn('usebio-events', `the file has ${events.length} events; only the first is read`, events[1]?.line);
  const eventType = event.attrs['EVENT_TYPE'];
  if (eventType !== undefined && /TEAM/i.test(eventType)) {
    bag.error(
      'usebio-event-type',
      `EVENT_TYPE ${found(eventType)}: a team event (expected a pairs or individual event; "bridgescore teams --results FILE" reads a USEBIO team event)`,
      event.line,
      'EVENT_TYPE',
    );
    return empty;
  }

  const reader = new UsebioReader(file, bag);
  reader.walk(event, {});
  for (const handset of findAll(root, 'HANDSET')) reader.readHandset(handset);
  const sessions = reader.sessionsWithResults;
  if (sessions.size > 1) {
    bag.warn('usebio-sessions', `results from ${sessions.size} sessions are read together as one event`, event.line);
  }

  const program = childText(event, 'PROGRAM_NAME');
  const version = childText(event, 'PROGRAM_VERSION');
  const generator = program === undefined ? undefined : version === undefined ? program : `${program} ${version}`;
  const title =
    childText(event, 'EVENT_DESCRIPTION') ?? childText(event, 'TITLE') ?? childText(root.children.find((c) => c.name === 'CLUB') ?? event, 'CLUB_NAME');
  const dateText = childText(event, 'DATE');
  const date = dateText === undefined ? undefined : isoDate(dateText);
  const id = usebioEventId(root, event);
  const declaredScoring = scoringOf(event);
  const scoring = declaredScoring?.scoring;
  const winnerType = childText(event, 'WINNER_TYPE');

  markSharedPlaces(reader.totals);
  for (const r of reader.results) {
    // an individual's lines name partnerships ("3-7"): its participants are the players, from PARTICIPANTS
    if (r.seats === undefined) for (const pair of [r.ns, r.ew]) reader.ensureParticipant(pair, r.section);
  }

  return {
    event: {
      ...(id === undefined ? {} : { id }),
      ...(title === undefined ? {} : { title }),
      ...(date === undefined ? {} : { date }),
      ...(generator === undefined ? {} : { generator }),
      results: reader.results,
      boards: reader.boardInfos(),
      participants: keepDirectionOnlyWhereShared([...reader.participants.values()]),
    },
    published: {
      ...(scoring === undefined ? {} : { scoring }),
      ...(winnerType === '1' || winnerType === '2' ? { winners: Number(winnerType) as 1 | 2 } : {}),
      lines: reader.lines,
      totals: reader.totals,
      meta: usebioMeta(event, generator, reader.totals, declaredScoring?.field),
    },
    diagnostics: bag.items,
  };
}

/** Every element named `name` below `el` (not below a match), in document order; no spreading of lists. */
function findAll(el: XmlElement, name: string): XmlElement[] {
  const out: XmlElement[] = [];
  const visit = (e: XmlElement): void => {
    for (const c of e.children) {
      if (c.name === name) out.push(c);
      else visit(c);
    }
  };
  visit(el);
  return out;
}

/** The published values of a traveller line that are read (and compared). */
const KNOWN_LINE_VALUES = new Set([
  'NS_MATCH_POINTS',
  'EW_MATCH_POINTS',
  'NS_CROSS_IMP_POINTS',
  'EW_CROSS_IMP_POINTS',
  'NS_BUTLER_POINTS',
  'EW_BUTLER_POINTS',
  'NS_IMPS',
  'EW_IMPS',
]);

const INDIVIDUAL_SEATS = ['N_PLAYER_NUMBER', 'S_PLAYER_NUMBER', 'E_PLAYER_NUMBER', 'W_PLAYER_NUMBER'] as const;

const HAND_SEATS: Record<string, Seat> = { NORTH: 'N', EAST: 'E', SOUTH: 'S', WEST: 'W', N: 'N', E: 'E', S: 'S', W: 'W' };

class UsebioReader {
  readonly results: ResultLine[] = [];
  readonly lines: PublishedLine[] = [];
  readonly totals: PublishedTotal[] = [];
  readonly participants = new Map<string, Participant>();
  readonly sessionsWithResults = new Set<string>();
  private readonly boardsPlayed = new Set<number>();
  private readonly unread = new Set<string>();
  private readonly deals = new Map<number, { deal: string; line: number }>();

  constructor(
    private readonly file: string,
    private readonly bag: DiagnosticBag,
  ) {}

  walk(el: XmlElement, place: Place): void {
    for (const child of el.children) {
      switch (child.name) {
        case 'SESSION':
          this.walk(child, { ...place, session: child.attrs['SESSION_ID'] ?? String(child.line) });
          break;
        case 'SECTION': {
          const id = child.attrs['SECTION_ID'];
          this.walk(child, id === undefined || id === '' ? place : { ...place, section: id });
          break;
        }
        case 'PARTICIPANTS':
          for (const pair of childrenNamed(child, 'PAIR')) this.readPair(pair, place);
          for (const player of childrenNamed(child, 'PLAYER')) this.readPlayer(player, place);
          break;
        case 'BOARD':
          this.readBoard(child, place);
          break;
        default:
          break;
      }
    }
  }

  ensureParticipant(pair: string, section: string | undefined): void {
    const key = `${section ?? ''}\u0000${pair}`;
    const known = this.participants.has(key) || this.participants.has(`${key}\u0000NS`) || this.participants.has(`${key}\u0000EW`);
    if (!known) this.participants.set(key, { pair, players: [], ...(section === undefined ? {} : { section }) });
  }

  private readPair(el: XmlElement, place: Place): void {
    const pair = childText(el, 'PAIR_NUMBER');
    if (pair === undefined) {
      this.bag.warn('usebio-pair', '<PAIR> without a PAIR_NUMBER is skipped', el.line, 'PAIR_NUMBER');
      return;
    }
    const players = childrenNamed(el, 'PLAYER').map(playerOf);
    const names = players
      .map((p) => p.name)
      .filter((n) => n !== '')
      .join(' - ');
    // The direction tells NS 1 from EW 1 in a two-winner Mitchell numbered from 1 both ways.
    const dir = directionOf(el);
    const base = `${place.section ?? ''}\u0000${pair}`;
    const key = dir === undefined ? base : `${base}\u0000${dir}`;
    // A pair first met on a traveller line, without names, is replaced by its full entry.
    if (dir !== undefined && this.participants.get(base)?.players.length === 0) this.participants.delete(base);
    if (this.participants.has(key)) {
      this.bag.warn(
        'usebio-duplicate-pair',
        `pair ${pair}${place.section ? ` in section ${place.section}` : ''} is listed twice; the first is kept`,
        el.line,
        'PAIR_NUMBER',
      );
    } else {
      this.participants.set(key, {
        pair,
        players,
        ...(names === '' ? {} : { name: names }),
        ...(place.section === undefined ? {} : { section: place.section }),
        ...(dir === undefined ? {} : { direction: dir }),
      });
    }
    this.totals.push(publishedTotalOf(el, pair, place, names));
  }

  /** A player of an individual event: its number, name, place and percentage. */
  private readPlayer(el: XmlElement, place: Place): void {
    const number = childText(el, 'PLAYER_NUMBER');
    if (number === undefined) {
      this.bag.warn('usebio-player', '<PLAYER> of an individual event without a PLAYER_NUMBER is skipped', el.line, 'PLAYER_NUMBER');
      return;
    }
    const key = `${place.section ?? ''}\u0000${number}`;
    if (this.participants.has(key)) {
      this.bag.warn('usebio-duplicate-player', `player ${number} is listed twice; the first is kept`, el.line, 'PLAYER_NUMBER');
      return;
    }
    const player = playerOf(el);
    this.participants.set(key, {
      pair: number,
      players: [player],
      ...(player.name === '' ? {} : { name: player.name }),
      ...(place.section === undefined ? {} : { section: place.section }),
    });
    this.totals.push(publishedTotalOf(el, number, place, player.name));
  }

  /** The players of an individual's traveller line, all four or none. */
  private seatsOf(el: XmlElement, board: number): ResultLine['seats'] | 'missing' | undefined {
    const players = INDIVIDUAL_SEATS.map((name) => childText(el, name));
    if (players.every((p) => p === undefined)) return undefined;
    const missing = players.findIndex((p) => p === undefined);
    if (missing >= 0) {
      const field = INDIVIDUAL_SEATS[missing] as string;
      this.bag.error('usebio-missing-player', `board ${board}: the traveller line of an individual event has no ${field}`, el.line, field);
      return 'missing';
    }
    const [n, s, e, w] = players as [string, string, string, string];
    return { N: n, E: e, S: s, W: w };
  }

  private readBoard(el: XmlElement, place: Place): void {
    const board = this.boardNumber(el, '<BOARD>');
    if (board === undefined) return;
    const lines = childrenNamed(el, 'TRAVELLER_LINE');
    if (lines.length > 0) this.boardsPlayed.add(board);
    // BOARD_AVERAGE (Compscore's Butler pairs): the board's datum, compared once, on its first line
    const average = this.datumOf(el, board);
    lines.forEach((line, k) => this.readLine(line, board, place, k === 0 ? average : undefined));
  }

  /** A board's published Butler datum (BOARD_AVERAGE), NS points; a value that is not a whole number is left out with a warning. */
  private datumOf(el: XmlElement, board: number): number | undefined {
    const text = childText(el, 'BOARD_AVERAGE');
    if (text === undefined || text.trim() === '') return undefined;
    const m = /^\s*(-?\d{1,6})(?:\.0+)?\s*$/.exec(text);
    if (m) return Number(m[1]);
    this.bag.warn(
      'usebio-board-average',
      `board ${board}: BOARD_AVERAGE ${found(text)} is not a whole number of points; it is not compared`,
      el.line,
      'BOARD_AVERAGE',
    );
    return undefined;
  }

  /** BOARD_NUMBER, range-checked where it is read. */
  private boardNumber(el: XmlElement, what: string): number | undefined {
    const text = childText(el, 'BOARD_NUMBER');
    const n = text === undefined ? undefined : parseWholeNumber(text);
    if (n?.ok) return n.value;
    const where = el.children.find((c) => c.name === 'BOARD_NUMBER')?.line ?? el.line;
    this.bag.error(
      'usebio-board',
      `${what} has no valid BOARD_NUMBER (found ${found(text ?? '')}; ${n?.expected ?? 'expected a whole number from 1'})`,
      where,
      'BOARD_NUMBER',
    );
    return undefined;
  }

  /** ROUND_NUMBER or TABLE_NUMBER of a traveller line, range-checked where it is read. */
  private lineNumber(el: XmlElement, name: 'ROUND_NUMBER' | 'TABLE_NUMBER', board: number): number | undefined {
    const text = childText(el, name);
    if (text === undefined) return undefined;
    const n = parseWholeNumber(text);
    if (n.ok) return n.value;
    const what = name === 'ROUND_NUMBER' ? 'round' : 'table';
    this.bag.error(
      'usebio-number',
      `board ${board}: ${found(text)} is not a ${what} number (${n.expected})`,
      el.children.find((c) => c.name === name)?.line ?? el.line,
      name,
    );
    return undefined;
  }

  private readLine(el: XmlElement, board: number, place: Place, datum?: number): void {
    const { bag } = this;
    const seats = this.seatsOf(el, board);
    if (seats === 'missing') return;
    const ns = seats ? `${seats.N}-${seats.S}` : childText(el, 'NS_PAIR_NUMBER');
    const ew = seats ? `${seats.E}-${seats.W}` : childText(el, 'EW_PAIR_NUMBER');
    if (ns === undefined || ew === undefined) {
      const field = ns === undefined ? 'NS_PAIR_NUMBER' : 'EW_PAIR_NUMBER';
      bag.error('usebio-missing-pair', `board ${board}: the traveller line has no ${field}`, el.line, field);
      return;
    }
    if (place.session !== undefined) this.sessionsWithResults.add(place.session);
    const section = place.section;
    const scoreText = childText(el, 'SCORE');
    const fileScore = parseScore(scoreText);
    const outcome = this.outcomeOf(el, board, scoreText, fileScore);
    const round = this.lineNumber(el, 'ROUND_NUMBER', board);
    const table = this.lineNumber(el, 'TABLE_NUMBER', board);
    const lead = childText(el, 'LEAD');
    if (outcome) {
      this.results.push({
        board,
        ns,
        ew,
        outcome,
        ...(round === undefined ? {} : { round }),
        ...(table === undefined ? {} : { table }),
        ...(section === undefined ? {} : { section }),
        ...(lead === undefined ? {} : { lead }),
        ...(seats === undefined ? {} : { seats }),
        source: { file: this.file, line: el.line },
      });
    }
    const published: PublishedLine = { board, ns, ew };
    if (section !== undefined) published.section = section;
    if (fileScore !== undefined) published.scoreNS = fileScore;
    const set = (key: 'mpNS' | 'mpEW' | 'impNS' | 'impEW', ...names: string[]): void => {
      for (const name of names) {
        const v = decimal(childText(el, name));
        if (v) {
          published[key] = v;
          return;
        }
      }
    };
    set('mpNS', 'NS_MATCH_POINTS');
    set('mpEW', 'EW_MATCH_POINTS');
    // A published value of a kind not read here would count as agreeing by its absence: said once.
    for (const c of el.children) {
      if (/^(NS|EW)_\w*(POINTS|IMPS|PERCENTAGE)$/.test(c.name) && !KNOWN_LINE_VALUES.has(c.name) && !this.unread.has(c.name)) {
        this.unread.add(c.name);
        bag.warn('usebio-unread-value', `board ${board}: the traveller lines publish ${c.name}, which is not read and so not compared`, c.line, c.name);
      }
    }
    set('impNS', 'NS_CROSS_IMP_POINTS', 'NS_BUTLER_POINTS', 'NS_IMPS');
    set('impEW', 'EW_CROSS_IMP_POINTS', 'EW_BUTLER_POINTS', 'EW_IMPS');
    if (datum !== undefined) published.datum = datum;
    this.lines.push(published);
  }

  private outcomeOf(el: XmlElement, board: number, scoreText: string | undefined, fileScore: number | undefined): Outcome | undefined {
    const { bag } = this;
    const artificialEl = el.children.find((c) => c.name === 'ARTIFICIAL_SCORE');
    const split = splitOf(artificialEl?.text) ?? splitOf(scoreText);
    if (split) return { kind: 'artificial', ns: artificialSide(split[0]), ew: artificialSide(split[1]) };
    // one side assigned a score, the other artificial (Law 12C1 and 12C2), as our writer puts it: "+0/A60"
    const assigned = artificialEl === undefined ? undefined : parseAssignedArtificial(artificialEl.text);
    if (assigned) return { kind: 'artificial', ...assigned };
    if (artificialEl !== undefined) {
      bag.warn(
        'usebio-artificial-split',
        `board ${board}: ARTIFICIAL_SCORE ${found(artificialEl.text)} does not say how the score was split; average (50/50) is assumed for both sides`,
        el.line,
        'ARTIFICIAL_SCORE',
      );
      return { kind: 'artificial', ns: artificialSide(50), ew: artificialSide(50) };
    }
    if (scoreText !== undefined && fileScore === undefined) {
      bag.error(
        'usebio-bad-score',
        `board ${board}: SCORE ${found(scoreText)} is not a score (${SCORE_EXPECTED}, or an artificial score such as A6040)`,
        el.line,
        'SCORE',
      );
      return undefined;
    }
    const contract = childText(el, 'CONTRACT');
    if (contract === undefined && fileScore === undefined) {
      bag.warn('usebio-no-result', `board ${board}: the traveller line has neither a contract nor a score; it is kept as not played`, el.line);
      return { kind: 'notPlayed' };
    }
    const declarer = childText(el, 'PLAYED_BY');
    const tricks = childText(el, 'TRICKS');
    return playedOutcome(
      {
        ...(contract === undefined ? {} : { contract }),
        ...(declarer === undefined ? {} : { declarer }),
        ...(tricks === undefined ? {} : { result: tricks }),
        ...(fileScore === undefined ? {} : { scoreNS: fileScore }),
      },
      {
        bag,
        line: el.line,
        board,
        vulnerability: boardFacts(board).vulnerability,
        fields: { contract: 'CONTRACT', declarer: 'PLAYED_BY', result: 'TRICKS', score: 'SCORE' },
      },
    );
  }

  readHandset(handset: XmlElement): void {
    for (const b of childrenNamed(handset, 'BOARD')) {
      const board = this.boardNumber(b, 'hand set <BOARD>');
      if (board === undefined) continue;
      const hands = new Map<Seat, readonly [string, string, string, string]>();
      for (const hand of childrenNamed(b, 'HAND')) {
        const seat = HAND_SEATS[(childText(hand, 'DIRECTION') ?? '').toUpperCase()];
        if (!seat) {
          this.bag.error(
            'usebio-hand',
            `board ${board}: HAND DIRECTION ${found(childText(hand, 'DIRECTION') ?? '')} is not North, East, South or West`,
            hand.line,
            'DIRECTION',
          );
          continue;
        }
        hands.set(seat, [childText(hand, 'SPADES') ?? '', childText(hand, 'HEARTS') ?? '', childText(hand, 'DIAMONDS') ?? '', childText(hand, 'CLUBS') ?? '']);
      }
      const deal = dealFromHands(hands);
      if (!deal.ok) {
        // The results are scored without the hand: one mistyped hand set never costs the session its results.
        this.bag.warn(
          'usebio-bad-deal',
          `board ${board}: the hand set is not a deal (${deal.expected}); the hand is left out, the results are scored without it`,
          b.line,
          'HAND',
        );
      } else if (deal.value === undefined) {
        this.bag.warn('usebio-partial-deal', `board ${board}: the hand set does not give all four hands; it is not kept`, b.line, 'HAND');
      } else {
        const known = this.deals.get(board);
        if (!known) this.deals.set(board, { deal: deal.value, line: b.line });
        else if (known.deal !== deal.value) {
          this.bag.warn('usebio-deal-conflict', `board ${board}: this hand set differs from the one at line ${known.line}; the first is kept`, b.line);
        }
      }
    }
  }

  /** Boards that have results; the hand set's other boards were not played. Hand records alone: all of them. */
  boardInfos(): BoardInfo[] {
    const numbers = this.boardsPlayed.size > 0 ? [...this.boardsPlayed] : [...this.deals.keys()];
    return numbers
      .sort((a, b) => a - b)
      .map((board) => {
        const facts = boardFacts(board);
        const deal = this.deals.get(board)?.deal;
        return { board, dealer: facts.dealer, vulnerability: facts.vulnerability, ...(deal === undefined ? {} : { deal }) };
      });
  }
}

/** A published decimal, range-checked where it is read: at most 12 digits, as a program writes them. */
function decimal(text: string | undefined): Rational | undefined {
  return text === undefined || text.replace(/[^0-9]/g, '').length > 12 ? undefined : Rational.parseDecimal(text);
}

/**
 * The NS/EW percentages of an artificial score: `A5050`, `A6040` (BriAn's SCORE), `60/40`, `60-40`, `60 40`,
 * or the markers `A+`, `A`, `A-` (NS's share, EW the complement). undefined when the text is none of these.
 */
export function splitOf(text: string | undefined): [number, number] | undefined {
  if (text === undefined) return undefined;
  const t = text.trim().toUpperCase();
  let m = /^A(\d{2})(\d{2})$/.exec(t);
  if (m) return [Number(m[1]), Number(m[2])];
  // Percentages with up to two decimals (55.5/44.5), as the writer puts them in ARTIFICIAL_SCORE.
  m = /^A?\s*(\d{1,3}(?:\.\d{1,2})?)\s*%?\s*[/\- ]\s*(\d{1,3}(?:\.\d{1,2})?)\s*%?$/.exec(t);
  if (m && Number(m[1]) <= 100 && Number(m[2]) <= 100) return [Number(m[1]), Number(m[2])];
  const mark = artificialMark(t);
  return mark === undefined ? undefined : [mark, 100 - mark];
}

/** The program, the sections and the matchpoint scale an EVENT declares (USEBIO 1.0–1.3). */
function usebioMeta(event: XmlElement, generator: string | undefined, totals: readonly PublishedTotal[], scoringField: string | undefined): PublishedMeta {
  const out: PublishedMeta = {};
  if (generator !== undefined) out.generator = generator;
  if (scoringField !== undefined) out.scoringField = scoringField;
  const country = childText(event, 'COUNTRY');
  if (country !== undefined) out.where = country;
  const sections = childText(event, 'SECTION_COUNT');
  if (sections !== undefined && /^\d{1,4}$/.test(sections)) out.sectionCount = Number(sections);
  const scale = childText(event, 'MP_SCALE');
  if (scale !== undefined) out.mpScale = scale;
  if (totals.some((t) => t.total !== undefined)) out.totalColumn = 'TOTAL_SCORE';
  const eventType = event.attrs['EVENT_TYPE'];
  if (eventType !== undefined && /INDIVIDUAL/i.test(eventType)) out.competition = 'Individuals';
  return out;
}

/**
 * The scoring the EVENT declares, and where: BOARD_SCORING_METHOD (MATCH_POINTS, CROSS_IMPS …) first; else the
 * EVENT_TYPE when it names a method (MP_PAIRS, BUTLER_PAIRS, CROSS_IMP: Compscore writes no
 * BOARD_SCORING_METHOD); else SCORING_METHOD (IMPS, MATCH_POINTS), for an INDIVIDUAL or SWISS_PAIRS event.
 */
export function scoringOf(event: XmlElement): { scoring: string; field: string } | undefined {
  const board = childText(event, 'BOARD_SCORING_METHOD');
  if (board !== undefined && board.trim() !== '') return { scoring: board.trim(), field: 'BOARD_SCORING_METHOD' };
  const type = (event.attrs['EVENT_TYPE'] ?? '').trim();
  if (/^(MP_PAIRS|BUTLER_PAIRS|CROSS_IMPS?|CROSS_IMP_PAIRS|MP_INDIVIDUAL|BUTLER_INDIVIDUAL)$/i.test(type))
    return { scoring: type.toUpperCase(), field: 'EVENT_TYPE' };
  const method = childText(event, 'SCORING_METHOD');
  if (method !== undefined && method.trim() !== '')
    return { scoring: method.trim(), field: type === '' ? 'SCORING_METHOD' : `EVENT_TYPE ${type}, SCORING_METHOD` };
  return undefined;
}

/** A PLAYER element: its name and national id. */
function playerOf(el: XmlElement): Player {
  const name = childText(el, 'PLAYER_NAME') ?? '';
  const id = childText(el, 'NATIONAL_ID_NUMBER');
  return id === undefined ? { name } : { name, id };
}

function directionOf(el: XmlElement): 'NS' | 'EW' | undefined {
  const text = childText(el, 'DIRECTION')?.toUpperCase();
  return text === 'NS' || text === 'EW' ? text : undefined;
}

/** What a PAIR (or an individual's PLAYER) publishes: direction, place, total, percentage, boards played. */
function publishedTotalOf(el: XmlElement, id: string, place: Place, names: string): PublishedTotal {
  const total: PublishedTotal = { pair: id };
  if (place.section !== undefined) total.section = place.section;
  const direction = directionOf(el);
  if (direction !== undefined) total.direction = direction;
  const rank = parsePlace(childText(el, 'PLACE') ?? '');
  if (rank) {
    total.rank = rank.rank;
    total.tie = rank.tie;
  }
  const totalScore = decimal(childText(el, 'TOTAL_SCORE'));
  if (totalScore) total.total = totalScore;
  const pct = decimal(childText(el, 'PERCENTAGE'));
  if (pct) total.percentage = pct;
  const boards = childText(el, 'BOARDS_PLAYED');
  const boardCount = boards === undefined ? undefined : parseWholeNumber(boards, 0);
  if (boardCount?.ok) total.boards = boardCount.value;
  const mp = el.children.find((c) => c.name === 'MASTER_POINTS');
  // USEBIO 1.2 puts the award in MASTER_POINTS, 1.0 (and Compscore) straight under the PAIR
  const awarded = childText(mp ?? el, 'MASTER_POINTS_AWARDED');
  const award = awarded === undefined ? undefined : parseWholeNumber(awarded.trim(), 0, 1_000_000);
  if (award?.ok) total.masterpoints = award.value;
  if (names !== '') total.names = names;
  return total;
}

/**
 * The event's identity as the publishing program numbers it: EVENT_IDENTIFIER, within the club of CLUB_ID_NUMBER
 * ("usebio:2074:3226"); none when the file has no EVENT_IDENTIFIER (a number alone is unique only within a club).
 */
function usebioEventId(root: XmlElement, event: XmlElement): string | undefined {
  const eventId = childText(event, 'EVENT_IDENTIFIER')?.trim();
  if (eventId === undefined || eventId === '' || eventId.length > 100) return undefined;
  const club = root.children.find((c) => c.name === 'CLUB');
  const clubId = club === undefined ? undefined : childText(club, 'CLUB_ID_NUMBER')?.trim();
  return `usebio:${clubId === undefined || clubId === '' ? '-' : clubId}:${eventId}`;
}
