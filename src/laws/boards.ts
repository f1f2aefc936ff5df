/**
 * Board sets as written in a movement: a range `1-3`, a list `1,2,3`, or both (`1-3,7`); and back again,
 * always as the shortest list of ranges so that a set written by us reads back unchanged.
 *
 * @example
 * parseBoards('1-3,7') //=> { ok: true, value: [1, 2, 3, 7] }
 * formatBoards([1, 2, 3, 7]) //=> '1-3,7'
 */
import type { Parsed } from './notation.js';

/** Larger sets are certainly typing mistakes (a range "1-30000" for "1-30"), and would cost memory to expand. */
const MAX_BOARD = 9999;

export const BOARDS_EXPECTED = `expected a range "1-3", a list "1,2,3", or both, of board numbers from 1 to ${MAX_BOARD}`;

export function parseBoards(text: string): Parsed<number[]> {
  const parts = text
    .replace(/\s*[-–]\s*/g, '-')
    .split(/[,;\s]+/)
    .filter((p) => p !== '');
  if (parts.length === 0) return { ok: false, expected: BOARDS_EXPECTED };
  const boards = new Set<number>();
  for (const part of parts) {
    const m = /^(\d+)(?:-(\d+))?$/.exec(part);
    if (!m) return { ok: false, expected: BOARDS_EXPECTED };
    const lo = Number(m[1]);
    const hi = m[2] === undefined ? lo : Number(m[2]);
    if (lo < 1 || hi < lo || hi > MAX_BOARD) return { ok: false, expected: BOARDS_EXPECTED };
    for (let b = lo; b <= hi; b++) boards.add(b);
  }
  return { ok: true, value: [...boards].sort((a, b) => a - b) };
}

/** `[1,2,3,7]` → `1-3,7` (the CSV form; `dash` lets messages use an en dash). */
export function formatBoards(boards: readonly number[], dash = '-'): string {
  const sorted = [...new Set(boards)].sort((a, b) => a - b);
  const parts: string[] = [];
  let i = 0;
  while (i < sorted.length) {
    const lo = sorted[i] as number;
    let hi = lo;
    while (sorted[i + 1] === hi + 1) {
      hi++;
      i++;
    }
    parts.push(hi === lo ? String(lo) : `${lo}${dash}${hi}`);
    i++;
  }
  return parts.join(',');
}

/** At most so many ranges in a message's list of boards; the rest is counted (a message fits a screen). */
const MAX_RANGES = 12;

/** For messages: `board 5`, `boards 1–4`, `boards 1–3,7`, or the first 12 ranges and `… and 30 more boards`. */
export function describeBoards(boards: readonly number[]): string {
  const ranges = formatBoards(boards, '–').split(',');
  const noun = boards.length === 1 ? 'board' : 'boards';
  if (ranges.length <= MAX_RANGES) return `${noun} ${ranges.join(',')}`;
  const shown = ranges.slice(0, MAX_RANGES);
  const counted = shown.reduce((a, r) => {
    const [lo, hi] = r.split('–').map(Number) as [number, number | undefined];
    return a + (hi === undefined ? 1 : hi - lo + 1);
  }, 0);
  return `${noun} ${shown.join(',')}, … and ${new Set(boards).size - counted} more`;
}
