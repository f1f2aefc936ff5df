/**
 * The steps of one run of the depth-first search for a cyclic Howell design (searchDesign in cyclic-design.ts,
 * whose module comment gives the conditions 1–4 kept here): a cell placed, the search goes on, and on a dead end the
 * cell is taken back. The state is bit sets of Z_R (R ≤ 31), the cells placed so far and the steps taken, so that a
 * run gives up after its number of steps.
 */

/** A stationary pair's cell: the moving pair it meets in round 0 (its symbol) and its position. */
export interface StationaryCell {
  readonly symbol: number;
  readonly offset: number;
}

/** A moving cell: the moving pairs it seats NS and EW in round 0, and its position. */
export interface MovingCell {
  readonly ns: number;
  readonly ew: number;
  readonly offset: number;
}

/** The state of one run of the search: the bit sets of Z_R in use, the cells placed so far, and the steps taken. */
export interface Search {
  readonly R: number;
  /** stationary pairs (m = 2T − R) and moving cells (p = T − m) */
  readonly m: number;
  readonly p: number;
  /** the seeded generator that shuffles the choices; none for the exhaustive search */
  readonly next: (() => number) | undefined;
  readonly maxSteps: number;
  usedSym: number;
  usedDiff: number;
  usedOff: number;
  usedVal: number;
  /** the symbols taken as stationary cells, to be given their positions once every symbol is taken */
  readonly reserved: number[];
  readonly moving: MovingCell[];
  readonly stationary: StationaryCell[];
  steps: number;
  gaveUp: boolean;
}

/** The start of a run: symbol 0 is stationary at position 0; `next` shuffles the choices (none: in order, exhaustively). */
export function newSearch(R: number, m: number, p: number, next: (() => number) | undefined, maxSteps: number): Search {
  return {
    R,
    m,
    p,
    next,
    maxSteps,
    usedSym: 1,
    usedDiff: 0,
    usedOff: 1,
    usedVal: 1,
    reserved: [],
    moving: [],
    stationary: [{ symbol: 0, offset: 0 }],
    steps: 0,
    gaveUp: false,
  };
}

/** a modulo R, from 0 to R − 1. */
function mod(a: number, R: number): number {
  return ((a % R) + R) % R;
}

/** The elements of Z_R in the order to try them: shuffled by the run's generator, else in order. */
function order(s: Search): number[] {
  const R = s.R;
  const a = Array.from({ length: R }, (_, i) => i);
  const next = s.next;
  if (next) {
    for (let i = R - 1; i > 0; i--) {
      const j = Math.floor(next() * (i + 1));
      const t = a[i] as number;
      a[i] = a[j] as number;
      a[j] = t;
    }
  }
  return a;
}

/** Give the reserved stationary symbols, from the k-th on, positions that keep conditions 3 and 4. */
function placeStationary(s: Search, k: number): boolean {
  if (++s.steps > s.maxSteps) {
    s.gaveUp = true;
    return false;
  }
  if (k === s.reserved.length) return true;
  const u = s.reserved[k] as number;
  for (const b of order(s)) {
    const v = mod(u + b, s.R);
    if ((s.usedOff >> b) & 1 || (s.usedVal >> v) & 1) continue;
    s.usedOff |= 1 << b;
    s.usedVal |= 1 << v;
    s.stationary.push({ symbol: u, offset: b });
    if (placeStationary(s, k + 1)) return true;
    s.stationary.pop();
    s.usedOff &= ~(1 << b);
    s.usedVal &= ~(1 << v);
    if (s.gaveUp) return false;
  }
  return false;
}

/** Take symbol x as a stationary cell, while there are fewer than m, and fill the rest. */
function asStationary(s: Search, x: number, cells: number): boolean {
  if (s.stationary.length + s.reserved.length >= s.m) return false;
  s.usedSym |= 1 << x;
  s.reserved.push(x);
  if (fill(s, cells)) return true;
  s.reserved.pop();
  s.usedSym &= ~(1 << x);
  return false;
}

/** Cover the symbols still free, the smallest first, with `cells` moving cells placed so far; then place the stationary ones. */
export function fill(s: Search, cells: number): boolean {
  if (++s.steps > s.maxSteps) {
    s.gaveUp = true;
    return false;
  }
  const R = s.R;
  let x = 0;
  while (x < R && (s.usedSym >> x) & 1) x++;
  if (x === R) return cells === s.p && placeStationary(s, 0);
  const stationaryFirst = s.next !== undefined && s.next() < s.m / (s.m + 2 * s.p);
  if (stationaryFirst && asStationary(s, x, cells)) return true;
  if (s.gaveUp) return false;
  if (cells < s.p && asMoving(s, x, cells)) return true;
  if (s.gaveUp) return false;
  if (!stationaryFirst && asStationary(s, x, cells)) return true;
  return false;
}

/** Put symbol x in a moving cell {x, y} with a free y > x, at a position that keeps conditions 2 to 4, and fill the rest. */
function asMoving(s: Search, x: number, cells: number): boolean {
  const R = s.R;
  for (const y of order(s)) {
    if (y <= x || (s.usedSym >> y) & 1) continue;
    const d1 = mod(y - x, R);
    const d2 = mod(x - y, R);
    if (d1 === d2 || (s.usedDiff >> d1) & 1 || (s.usedDiff >> d2) & 1) continue;
    for (const a of order(s)) {
      const v1 = mod(x + a, R);
      const v2 = mod(y + a, R);
      if ((s.usedOff >> a) & 1 || (s.usedVal >> v1) & 1 || (s.usedVal >> v2) & 1) continue;
      s.usedSym |= (1 << x) | (1 << y);
      s.usedDiff |= (1 << d1) | (1 << d2);
      s.usedOff |= 1 << a;
      s.usedVal |= (1 << v1) | (1 << v2);
      s.moving.push({ ns: x, ew: y, offset: a });
      if (fill(s, cells + 1)) return true;
      s.moving.pop();
      s.usedSym &= ~((1 << x) | (1 << y));
      s.usedDiff &= ~((1 << d1) | (1 << d2));
      s.usedOff &= ~(1 << a);
      s.usedVal &= ~((1 << v1) | (1 << v2));
      if (s.gaveUp) return false;
    }
  }
  return false;
}
