/**
 * A scored pairs event as USEBIO 1.2 XML (the EBU results interchange), UTF-8:
 *
 * - EVENT `EVENT_TYPE="PAIRS"` (`INDIVIDUAL` for an individual event), its children in EBUScore's order: PROGRAM_NAME, PROGRAM_VERSION,
 *   EVENT_DESCRIPTION, DATE (DD/MM/YYYY), BOARD_SCORING_METHOD (MATCH_POINTS, IMPS for Butler, CROSS_IMPS),
 *   MASTER_POINT_SCALE `Club` with `--masterpoints` (every scale here is a club scale), SESSION_COUNT,
 *   SECTION_COUNT, PAIRS (not for an individual), WINNER_TYPE (1 or 2), EW_PAIRS, BOARDS_PLAYED, MPS_AWARDED_FLAG (`Y` with awards,
 *   `N` without, as the awarding programs declare it);
 * - one SESSION, and a SECTION per section (`SECTION_ID=""` when the event has none) holding
 *   PARTICIPANTS/PAIR (PAIR_NUMBER, DIRECTION for two winners, PERCENTAGE for matchpoints or TOTAL_SCORE for
 *   IMPs, PLACE with `=` for a shared place, MASTER_POINTS with `--masterpoints`, BOARDS_PLAYED, and last the
 *   PLAYERs with PLAYER_NAME and NATIONAL_ID_NUMBER; an individual's PARTICIPANTS/PLAYER: PLAYER_NUMBER, the
 *   same result, PLAYER_NAME, NATIONAL_ID_NUMBER; its traveller lines N_, S_, E_ and W_PLAYER_NUMBER)
 *   and BOARD/TRAVELLER_LINE (NS_PAIR_NUMBER, EW_PAIR_NUMBER, CONTRACT, PLAYED_BY, LEAD, TRICKS, SCORE, the
 *   match points or IMPs of each side, ARTIFICIAL_SCORE, ROUND_NUMBER);
 * - HANDSET with the deals that are known.
 *
 * A passed-out board is CONTRACT `PASS` with SCORE 0; an artificial score (Law 12C2) is SCORE `A6040` (as
 * BriAn, Compscore3 and EBUScore write it); a split that form cannot hold (an assigned score for one side,
 * 100/0, a fraction) is ARTIFICIAL_SCORE `+0/A60` alone; a line not played, or weighted (Law 12C1c, which
 * USEBIO cannot express), has neither contract nor score.
 *
 * @example
 * renderPairsUsebio(scored).split('\n').slice(0, 3)
 * //=> ['<?xml version="1.0" encoding="UTF-8"?>', '<!DOCTYPE USEBIO SYSTEM "http://www.ebu.co.uk/usebio/usebio_v1_2.dtd">', '<USEBIO Version="1.2">']
 */
import type { PairsDocument, Writer } from '../documents.js';
import type { Rational } from '../../base/rational.js';
import type { ArtificialSide, Outcome, ResultLine, Seat } from '../../model/types.js';
import { contractText } from '../../laws/notation.js';
import { artificialText } from '../../laws/table-result.js';
import type { PairStanding, ScoredBoard, ScoredLine, ScoredPairsEvent } from '../../model/scored.js';
import { assertNever } from '../../base/assert-never.js';
import { fmtImp, fmtMp, fmtPct } from '../../text/display-number.js';
import { xmlBlock, xmlElement } from '../../text/xml-text.js';

export const PROGRAM_NAME = 'bridgescore';
/** The program's version, as the command line reports it (`bridgescore --version`; a test holds them equal). */
export const PROGRAM_VERSION = '0.1.0';

const SCORING_METHOD = { mp: 'MATCH_POINTS', butler: 'IMPS', 'cross-imps': 'CROSS_IMPS' } as const;
const HAND_NAMES: readonly (readonly [Seat, string])[] = [
  ['N', 'North'],
  ['E', 'East'],
  ['S', 'South'],
  ['W', 'West'],
];

export function renderPairsUsebio(event: ScoredPairsEvent): string {
  const sections = sectionsOf(event);
  const date = usebioDate(event.date);
  const pairs = event.standings.length;
  const ewPairs = event.standings.filter((s) => s.direction === 'EW').length;
  const boardNumbers = new Set(event.boards.filter((b) => b.lines.length > 0).map((b) => b.board));

  const eventChildren = [
    xmlElement('PROGRAM_NAME', PROGRAM_NAME, 2),
    xmlElement('PROGRAM_VERSION', PROGRAM_VERSION, 2),
    ...(event.title === undefined ? [] : [xmlElement('EVENT_DESCRIPTION', event.title, 2)]),
    ...(date === undefined ? [] : [xmlElement('DATE', date, 2)]),
    xmlElement('BOARD_SCORING_METHOD', SCORING_METHOD[event.method], 2),
    ...(event.masterpoints === undefined ? [] : [xmlElement('MASTER_POINT_SCALE', 'Club', 2)]),
    xmlElement('SESSION_COUNT', 1, 2),
    xmlElement('SECTION_COUNT', Math.max(1, sections.length), 2),
    ...(event.individual ? [] : [xmlElement('PAIRS', pairs, 2)]),
    xmlElement('WINNER_TYPE', event.winners === 'two' ? 2 : 1, 2),
    ...(event.winners === 'two' ? [xmlElement('EW_PAIRS', ewPairs, 2)] : []),
    xmlElement('BOARDS_PLAYED', boardNumbers.size, 2),
    xmlElement('MPS_AWARDED_FLAG', event.masterpoints === undefined ? 'N' : 'Y', 2),
    ...xmlBlock(
      'SESSION',
      sections.flatMap((s) => sectionXml(event, s)),
      2,
      { SESSION_ID: '1' },
    ),
  ];
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<!DOCTYPE USEBIO SYSTEM "http://www.ebu.co.uk/usebio/usebio_v1_2.dtd">',
    '<USEBIO Version="1.2">',
    ...xmlBlock('EVENT', eventChildren, 1, { EVENT_TYPE: event.individual ? 'INDIVIDUAL' : 'PAIRS' }),
    ...handsetXml(event),
    '</USEBIO>',
  ];
  return `${lines.join('\n')}\n`;
}

/** ISO `YYYY-MM-DD` → `DD/MM/YYYY`; undefined when not a full date. */
export function usebioDate(date: string | undefined): string | undefined {
  const m = date === undefined ? null : /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  return m ? `${m[3]}/${m[2]}/${m[1]}` : undefined;
}

interface SectionContent {
  /** '' when the event has no sections */
  readonly id: string;
  readonly standings: readonly PairStanding[];
  readonly boards: readonly { readonly board: number; readonly lines: readonly ScoredLine[] }[];
}

/**
 * The event by section. A line belongs to its own section; a board scored across sections (one field) still
 * has each line written under the section it was played in.
 */
function sectionsOf(event: ScoredPairsEvent): SectionContent[] {
  const ids = new Set<string>();
  for (const s of event.standings) ids.add(s.section ?? '');
  const lineSection = (b: ScoredBoard, l: ResultLine): string => l.section ?? b.section ?? '';
  for (const b of event.boards) for (const sl of b.lines) ids.add(lineSection(b, sl.line));
  if (ids.size === 0) ids.add('');
  return [...ids].sort(compareText).map((id) => {
    const byBoard = new Map<number, ScoredLine[]>();
    for (const b of event.boards) {
      for (const sl of b.lines) {
        if (lineSection(b, sl.line) !== id) continue;
        const list = byBoard.get(b.board);
        if (list) list.push(sl);
        else byBoard.set(b.board, [sl]);
      }
    }
    return {
      id,
      standings: event.standings.filter((s) => (s.section ?? '') === id),
      boards: [...byBoard.entries()].sort((a, b) => a[0] - b[0]).map(([board, lines]) => ({ board, lines })),
    };
  });
}

function sectionXml(event: ScoredPairsEvent, section: SectionContent): string[] {
  const depth = 3;
  const participants = xmlBlock(
    'PARTICIPANTS',
    section.standings.flatMap((s) => (event.individual ? individualPlayerXml(event, s, depth + 2) : pairXml(event, s, depth + 2))),
    depth + 1,
  );
  const boards = section.boards.flatMap((b) =>
    xmlBlock('BOARD', [xmlElement('BOARD_NUMBER', b.board, depth + 2), ...b.lines.flatMap((sl) => lineXml(event, sl, depth + 2))], depth + 1),
  );
  return xmlBlock('SECTION', [...participants, ...boards], depth, { SECTION_ID: section.id });
}

function pairXml(event: ScoredPairsEvent, s: PairStanding, depth: number): string[] {
  const d = depth + 1;
  const children = [xmlElement('PAIR_NUMBER', s.pair, d)];
  if (s.direction !== null) children.push(xmlElement('DIRECTION', s.direction, d));
  for (const l of resultXml(event, s, d)) children.push(l);
  const players = s.players.length > 0 ? s.players : s.names !== undefined && s.names !== '' ? [{ name: s.names }] : [];
  for (const p of players) {
    const inner = [xmlElement('PLAYER_NAME', p.name, d + 1)];
    if (p.id !== undefined && p.id !== '') inner.push(xmlElement('NATIONAL_ID_NUMBER', p.id, d + 1));
    for (const l of xmlBlock('PLAYER', inner, d)) children.push(l);
  }
  return xmlBlock('PAIR', children, depth);
}

/** An individual's player, as EBUScore Individual lists them: PLAYER_NUMBER, the result, PLAYER_NAME, NATIONAL_ID_NUMBER. */
function individualPlayerXml(event: ScoredPairsEvent, s: PairStanding, depth: number): string[] {
  const d = depth + 1;
  const player = s.players[0];
  const children = [xmlElement('PLAYER_NUMBER', s.pair, d), ...resultXml(event, s, d), xmlElement('PLAYER_NAME', player?.name ?? s.names ?? '', d)];
  if (player?.id !== undefined && player.id !== '') children.push(xmlElement('NATIONAL_ID_NUMBER', player.id, d));
  return xmlBlock('PLAYER', children, depth);
}

/** The score (before the place, as EBUScore, PairsScorer and Compscore write it), PLACE, MASTER_POINTS, BOARDS_PLAYED. */
function resultXml(event: ScoredPairsEvent, s: PairStanding, d: number): string[] {
  const children: string[] = [];
  if (event.method === 'mp') {
    if (s.percentage !== undefined) children.push(xmlElement('PERCENTAGE', fmtPct(s.percentage), d));
  } else {
    // The figure the ranking compares: Butler's sum, or cross-IMPs as the chosen total (raw, per comparison, per board).
    children.push(xmlElement('TOTAL_SCORE', fmtImp(event.method === 'butler' ? s.total : s.score), d));
  }
  if (s.ranked && s.rank !== undefined) children.push(xmlElement('PLACE', `${s.rank}${s.tie ? '=' : ''}`, d));
  const mp = event.masterpoints;
  const award = s.ranked ? mp?.byKey.get(s.key)?.award : undefined;
  if (mp && award !== undefined) {
    // USEBIO 1.2 MASTER_POINTS, as EBUScore writes it: the award per player in the scale's unit, and its type
    const type = mp.usebioType === undefined ? [] : [xmlElement('MASTER_POINT_TYPE', mp.usebioType, d + 1)];
    for (const line of xmlBlock('MASTER_POINTS', [xmlElement('MASTER_POINTS_AWARDED', award, d + 1), ...type], d)) children.push(line);
  }
  children.push(xmlElement('BOARDS_PLAYED', s.boards, d));
  return children;
}

function lineXml(event: ScoredPairsEvent, sl: ScoredLine, depth: number): string[] {
  const d = depth + 1;
  const { line } = sl;
  // an individual's line names its four players (N, S, E, W), a pairs line its two pairs
  const seats = line.seats;
  const children =
    seats === undefined
      ? [xmlElement('NS_PAIR_NUMBER', line.ns, d), xmlElement('EW_PAIR_NUMBER', line.ew, d)]
      : (['N', 'S', 'E', 'W'] as const).map((seat) => xmlElement(`${seat}_PLAYER_NUMBER`, seats[seat], d));
  for (const l of outcomeXml(line.outcome, line.lead, d)) children.push(l);
  const value = (name: string, v: Rational | undefined, f: (x: Rational) => string): void => {
    if (v !== undefined) children.push(xmlElement(name, f(v), d));
  };
  if (event.method === 'mp') {
    const mp = (x: Rational): string => fmtMp(x, 2);
    value('NS_MATCH_POINTS', sl.ns, mp);
    value('EW_MATCH_POINTS', sl.ew, mp);
  } else {
    const prefix = event.method === 'butler' ? 'IMPS' : 'CROSS_IMP_POINTS';
    value(`NS_${prefix}`, sl.ns, fmtImp);
    value(`EW_${prefix}`, sl.ew, fmtImp);
  }
  if (line.outcome.kind === 'artificial' && artificialCode(line.outcome.ns, line.outcome.ew) === undefined) {
    // A split SCORE `A<ns><ew>` cannot hold (an assigned score for one side, `+0/A60`; 100/0; 55.5/44.5), as
    // the travellers show it; every program writes the others as SCORE `A6040` only, and so does this writer.
    const { ns, ew } = line.outcome;
    const split = ns.assignedScore === undefined && ew.assignedScore === undefined ? `${ns.percent}/${ew.percent}` : artificialText(ns, ew);
    children.push(xmlElement('ARTIFICIAL_SCORE', split, d));
  }
  if (line.round !== undefined) children.push(xmlElement('ROUND_NUMBER', line.round, d));
  return xmlBlock('TRAVELLER_LINE', children, depth);
}

/** CONTRACT, PLAYED_BY, LEAD, TRICKS and SCORE, in that order. */
function outcomeXml(o: Outcome, lead: string | undefined, d: number): string[] {
  const leadXml = lead === undefined ? [] : [xmlElement('LEAD', lead, d)];
  switch (o.kind) {
    case 'played': {
      const s = o.score;
      if (s.contract === undefined) {
        return s.scoreNS === 0 ? [xmlElement('CONTRACT', 'PASS', d), ...leadXml, xmlElement('SCORE', 0, d)] : [...leadXml, xmlElement('SCORE', s.scoreNS, d)];
      }
      return [
        xmlElement('CONTRACT', contractText(s.contract), d),
        ...(s.declarer === undefined ? [] : [xmlElement('PLAYED_BY', s.declarer, d)]),
        ...leadXml,
        ...(s.tricks === undefined ? [] : [xmlElement('TRICKS', s.tricks, d)]),
        xmlElement('SCORE', s.scoreNS, d),
      ];
    }
    case 'artificial': {
      const code = artificialCode(o.ns, o.ew);
      return [...leadXml, ...(code === undefined ? [] : [xmlElement('SCORE', code, d)])];
    }
    case 'weighted':
    case 'notPlayed':
      return leadXml;
    default:
      return assertNever(o);
  }
}

/** An artificial score as SCORE `A<ns><ew>` (BriAn, Compscore3, EBUScore: `A6040`); undefined when it cannot be. */
function artificialCode(ns: ArtificialSide, ew: ArtificialSide): string | undefined {
  const two = (p: number | undefined): p is number => p !== undefined && Number.isInteger(p) && p >= 0 && p <= 99;
  const pad = (p: number): string => String(p).padStart(2, '0');
  if (ns.assignedScore !== undefined || ew.assignedScore !== undefined) return undefined;
  return two(ns.percent) && two(ew.percent) ? `A${pad(ns.percent)}${pad(ew.percent)}` : undefined;
}

function handsetXml(event: ScoredPairsEvent): string[] {
  const deals = new Map<number, string>();
  for (const b of event.boards) {
    const deal = b.info?.deal;
    if (deal !== undefined && !deals.has(b.board)) deals.set(b.board, deal);
  }
  if (deals.size === 0) return [];
  const boards = [...deals.entries()]
    .sort((a, b) => a[0] - b[0])
    .flatMap(([board, deal]) => {
      const hands = handsOf(deal);
      if (hands === undefined) return [];
      const handXml = HAND_NAMES.flatMap(([seat, name]) => {
        const suits = hands.get(seat) as readonly string[];
        return xmlBlock(
          'HAND',
          [
            xmlElement('DIRECTION', name, 4),
            xmlElement('SPADES', suits[0] ?? '', 4),
            xmlElement('HEARTS', suits[1] ?? '', 4),
            xmlElement('DIAMONDS', suits[2] ?? '', 4),
            xmlElement('CLUBS', suits[3] ?? '', 4),
          ],
          3,
        );
      });
      return xmlBlock('BOARD', [xmlElement('BOARD_NUMBER', board, 3), ...handXml], 2);
    });
  return boards.length === 0 ? [] : xmlBlock('HANDSET', boards, 1);
}

/** The model's deal `N:S.H.D.C …` (North first, clockwise) → each seat's four suits. */
function handsOf(deal: string): Map<Seat, readonly string[]> | undefined {
  const m = /^N:(.*)$/.exec(deal.trim());
  const hands = m ? (m[1] as string).trim().split(/\s+/) : [];
  if (hands.length !== 4) return undefined;
  return new Map(HAND_NAMES.map(([seat], i) => [seat, (hands[i] as string).split('.')]));
}

function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** The pairs writer of USEBIO XML: the whole event. */
export const writePairsUsebio: Writer<PairsDocument> = (doc, _o, write) => write(renderPairsUsebio(doc.scored));
