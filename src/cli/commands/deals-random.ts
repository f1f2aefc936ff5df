/**
 * The random sources of `deals generate` (here, since only the command line and src/io may touch the
 * operating system's randomness): by default the operating system's cryptographic generator; with `--seed`,
 * a stream derived from the seed by SHA-256 in counter mode — block k is SHA-256 of
 * "bridgescore-deals-v1", a zero byte, the seed in UTF-8, a zero byte and k as 8 bytes big-endian; its 32
 * bytes are eight 32-bit words, big-endian — the same numbers on every machine and every Node version.
 *
 * @example
 * seededSource('club night').nextUint32() // the same on every run
 */
import { createHash, randomBytes } from 'node:crypto';
import type { RandomSource } from '../../pipeline/deals-generate.js';

export const SEED_METHOD = 'SHA-256 counter mode, bridgescore-deals-v1';

export function seededSource(seed: string): RandomSource {
  const prefix = Buffer.concat([Buffer.from('bridgescore-deals-v1\u0000', 'utf8'), Buffer.from(seed, 'utf8'), Buffer.from([0])]);
  let counter = 0n;
  let block = Buffer.alloc(0);
  let at = 0;
  return {
    nextUint32() {
      if (at >= block.length) {
        const k = Buffer.alloc(8);
        k.writeBigUInt64BE(counter++);
        block = createHash('sha256').update(prefix).update(k).digest();
        at = 0;
      }
      const x = block.readUInt32BE(at);
      at += 4;
      return x;
    },
  };
}

export function cryptoSource(): RandomSource {
  let block = Buffer.alloc(0);
  let at = 0;
  return {
    nextUint32() {
      if (at >= block.length) {
        block = randomBytes(1024);
        at = 0;
      }
      const x = block.readUInt32BE(at);
      at += 4;
      return x;
    },
  };
}
