/**
 * A small seeded pseudo-random generator (mulberry32: a 32-bit state advanced by a Weyl sequence and mixed
 * by multiply–xorshift) and a Fisher–Yates shuffle on it. Random seeding of a Swiss event must be
 * reproducible: the same `--seed` gives the same draw on every machine, so only 32-bit integer operations are
 * used and every value is an exact multiple of 2⁻³².
 *
 * @example
 * seededShuffle(['1', '2', '3', '4'], 7) // the same permutation on every run and every platform
 */

export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A shuffled copy; the input is left as it was. */
export function seededShuffle<T>(items: readonly T[], seed: number): T[] {
  const next = mulberry32(seed);
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    const tmp = out[i]!;
    out[i] = out[j]!;
    out[j] = tmp;
  }
  return out;
}
