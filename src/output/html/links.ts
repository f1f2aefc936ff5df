/**
 * Where each part of the results lives: as fragments of one file (`#pair-ns-4`) or as pages of a folder
 * (`pair-ns-4.html`). Renderers ask a `Links` for every href, so the same markup serves both layouts, and a
 * teams page can add its own kinds of target the same way.
 *
 * @example
 * const links = pairsLinks(event, 'single');
 * links.pair(event.standings[0].key) //=> '#pair-ns-4'
 */
import type { ScoredPairsEvent } from '../../model/scored.js';
import { slug } from '../../text/html-escape.js';

export type Layout = 'single' | 'pages';

export interface Links {
  readonly layout: Layout;
  /** the id of a pair's score card and of its row in the ranking (prefixed `pair-` and `rank-`) */
  pairId(key: string): string | undefined;
  /** a board is its number, its section and, in an event of several sessions, its session */
  boardId(board: number, section: string | undefined, session?: string): string;
  /** href of a pair's score card, or undefined for a key that has none (a sit-out) */
  pair(key: string): string | undefined;
  /** href of the pair's row in the ranking: the way back from its score card */
  rankingRow(key: string): string;
  board(board: number, section: string | undefined, session?: string): string;
  /** the id of a traveller's line, by the NS pair that played it there */
  lineId(board: number, section: string | undefined, session: string | undefined, nsKey: string): string;
  /** href of that line: the way from a score card to the pair's own line of the traveller */
  line(board: number, section: string | undefined, session: string | undefined, nsKey: string): string;
  /** href of a part of the main page: 'ranking', 'boards', 'scorecards' */
  main(part: string): string;
  /** the file of a page in the folder layout */
  pairFile(key: string): string;
  boardFile(board: number, section: string | undefined, session?: string): string;
}

/** Gives each distinct key a distinct slug, in a fixed order, even when two keys would slug alike. */
function uniqueSlugs(keys: readonly { key: string; parts: readonly (string | number | undefined | null)[] }[]): Map<string, string> {
  const out = new Map<string, string>();
  const used = new Set<string>();
  for (const { key, parts } of keys) {
    if (out.has(key)) continue;
    const base = slug(parts) || 'x';
    let s = base;
    for (let n = 2; used.has(s); n++) s = `${base}--${n}`;
    used.add(s);
    out.set(key, s);
  }
  return out;
}

export function pairsLinks(event: ScoredPairsEvent, layout: Layout): Links {
  const twoWinners = event.winners === 'two';
  const pairs = uniqueSlugs(event.standings.map((s) => ({ key: s.key, parts: [s.section, twoWinners ? s.direction : null, s.pair] })));
  // board 1 of the second session is not board 1 of the first: the session is part of its id and file
  const boardKey = (board: number, section: string | undefined, session: string | undefined) => `${session ?? ''}\u0000${section ?? ''}\u0000${board}`;
  const boards = uniqueSlugs(event.boards.map((b) => ({ key: boardKey(b.board, b.section, b.session), parts: [b.session, b.section, b.board] })));
  const pairSlug = (key: string) => pairs.get(key);
  const boardSlug = (board: number, section: string | undefined, session: string | undefined) =>
    boards.get(boardKey(board, section, session)) ?? slug([session, section, board]);
  const pairFile = (key: string) => `pair-${pairSlug(key) ?? 'x'}.html`;
  const boardFile = (board: number, section: string | undefined, session?: string) => `board-${boardSlug(board, section, session)}.html`;
  const index = layout === 'single' ? '' : 'index.html';
  const lineId = (board: number, section: string | undefined, session: string | undefined, nsKey: string) =>
    `board-${boardSlug(board, section, session)}-at-${pairSlug(nsKey) ?? slug([nsKey])}`;
  return {
    layout,
    pairId: (key) => {
      const s = pairSlug(key);
      return s === undefined ? undefined : `pair-${s}`;
    },
    boardId: (board, section, session) => `board-${boardSlug(board, section, session)}`,
    pair: (key) => {
      const s = pairSlug(key);
      if (s === undefined) return undefined;
      return layout === 'single' ? `#pair-${s}` : pairFile(key);
    },
    rankingRow: (key) => `${index}#rank-${pairSlug(key) ?? 'x'}`,
    board: (board, section, session) => (layout === 'single' ? `#board-${boardSlug(board, section, session)}` : boardFile(board, section, session)),
    lineId: (board, section, session, nsKey) => lineId(board, section, session, nsKey),
    line: (board, section, session, nsKey) => `${layout === 'single' ? '' : boardFile(board, section, session)}#${lineId(board, section, session, nsKey)}`,
    main: (part) => `${index}#${part}`,
    pairFile,
    boardFile,
  };
}
