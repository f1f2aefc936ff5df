/**
 * The cases of a fuzz run, all from one seed: the sweep of every number place × every bad value, the
 * extreme inputs, random mutations. Each case makes its bytes when they are asked for.
 */
import { BAD_NUMBERS, EXTREMES, mutate, numberPlaces, prng } from './mutations.mjs';

function pick(list, r) {
  return list[Math.floor(r() * list.length)];
}

/**
 * The cases of a run, all from `seed`: `sweep` of the number places (every one when true, a sample of that
 * many otherwise), the extreme mutations (`extremes`), and `random` mutated inputs. A case makes its bytes
 * when they are asked for (`bytes`, `mutation`), from its own seed: a run of 50,000 inputs holds no more
 * than the seeds in memory, and any case can be made again alone.
 */
/**
 * Failing disks, injected: a write that fails (no space, past the file-size limit) and a read of the case's
 * input that fails (EIO). The run must end with exit 1, a plain message, and nothing written.
 */
export const FAULTS = [
  { name: 'ENOSPC on write', on: 'write', code: 'ENOSPC', message: /no space left on the disk/ },
  { name: 'EFBIG on write', on: 'write', code: 'EFBIG', message: /too large for this file system/ },
  { name: 'EIO on read', on: 'read', code: 'EIO', message: /input\/output error/ },
];

/**
 * Inputs that never end, read through the program's own stream check (src/io/files.ts): a device of NUL bytes
 * (/dev/zero) in place of the case's input, and its own text repeated for ever on standard input (a pipe that
 * never ends). The run must end at once with exit 1 and a message naming the input; nothing written. The
 * bound is the program's own check with a smaller limit (`STREAM_LIMIT`), so that a case costs milliseconds.
 */
export const STREAMS = [
  { name: 'endless NUL stream', on: 'file', fill: 'nul', message: /this stream is not text/ },
  { name: 'endless text on standard input', on: 'stdin', fill: 'text', message: /the input is larger than/ },
];

/**
 * The extremes whose cost is their size (seconds each, in the format's tokenizer, which every reader of that
 * format shares): the standing test ('per-reader') runs them once per command family and file format; every
 * other extreme runs once per reader. `npm run fuzz` runs all of them for every file.
 */
const BY_SIZE = new Set(['line-10mb', 'field-10mb', 'tags-one-line', 'brackets-5mb']);

export function generateCases(scenarios, { seed, random = 0, sweep = false, extremes = false, faults = false, sweepValues = BAD_NUMBERS }) {
  const r = prng(seed);
  const cases = [];
  const variantOf = (s) => pick(s.variants, r);
  // A scenario whose file is not there (a damaged database when none was attached) has no cases.
  const push = (kind, s, target, make, variant = variantOf(s)) => {
    if (s.files[target] !== undefined) cases.push(lazyCase(kind, s, target, make, variant));
  };

  if (sweep) {
    const all = [];
    for (const s of scenarios) {
      // a database is binary: its numbers are not text
      if (s.db === 'damaged') continue;
      for (const target of s.targets) {
        for (const place of numberPlaces(target, s.files[target])) {
          for (const value of sweepValues) all.push([s, target, place, value]);
        }
      }
    }
    const chosen = sweep === true ? all : sample(all, sweep, r);
    for (const [s, target, place, value] of chosen) {
      const label = `number ${JSON.stringify(value.length > 20 ? `${value.slice(0, 3)}…×${value.length}` : value)} at ${place.label}`;
      push('sweep', s, target, () => ({ bytes: place.apply(value), mutation: label }));
    }
  }
  if (extremes) {
    // Each extreme once per command and input file (`true`), or once per command and kind of file
    // ('per-reader': one CSV, one PBN, one USEBIO … for each command), never per variant: they are the slow cases.
    const done = new Set();
    for (const s of scenarios) {
      for (const target of s.targets.filter((t) => s.files[t] !== undefined)) {
        // pairs, validate and explain read their files alike: one reader, one family of commands
        const family = ['pairs', 'validate', 'explain'].includes(s.argv[0] ?? '') && extremes === 'per-reader' ? 'pairs' : s.argv[0];
        const command = `${family} ${s.argv[0] === 'movement' || s.argv[0] === 'handicap' ? s.argv[1] : ''}`;
        const format = `${command} ${target.replace(/^.*\./, '')}`;
        const kind = `${format} ${extremes === 'per-reader' ? readerOf(s, target) : target}`;
        for (const [name, fn] of EXTREMES) {
          const key = extremes === 'per-reader' && BY_SIZE.has(name) ? `${format} ${name}` : `${kind} ${name}`;
          if (done.has(key)) continue;
          done.add(key);
          push('extreme', s, target, () => ({ bytes: fn(s.files[target]), mutation: name }));
        }
      }
    }
  }
  if (faults) {
    // Each fault once per command line that writes a file (write faults) or reads its target (read faults).
    for (const s of scenarios) {
      if (s.db !== undefined) continue;
      const target = s.targets.find((t) => s.files[t] !== undefined);
      if (target === undefined) continue;
      for (const fault of FAULTS) {
        if (fault.on === 'write' && !(s.outputs ?? []).some((o) => s.argv.includes(o))) continue;
        const c = lazyCase('fault', s, target, () => ({ bytes: s.files[target], mutation: fault.name }), variantOf(s));
        c.fault = fault;
        cases.push(c);
      }
    }
  }
  if (faults) {
    // Each endless stream once per command line, on its first input (standard input where the input is named
    // on the command line, as a pipe would be).
    for (const s of scenarios) {
      if (s.db !== undefined) continue;
      const target = s.targets.find((t) => s.files[t] !== undefined);
      if (target === undefined) continue;
      for (const stream of STREAMS) {
        if (stream.on === 'stdin' && !s.argv.includes(target)) continue;
        const c = lazyCase('stream', s, target, () => ({ bytes: s.files[target], mutation: stream.name }), variantOf(s));
        c.stream = stream;
        cases.push(c);
      }
    }
  }
  for (let i = 0; i < random; i++) {
    const s = pick(scenarios, r);
    const target = pick(s.targets, r);
    const caseSeed = Math.floor(r() * 2 ** 32);
    push('random', s, target, () => mutate(s.files[target], prng(caseSeed)));
  }
  return cases;
}

/** A case whose bytes and mutation are made from `make` each time they are asked for. */
function lazyCase(kind, scenario, target, make, variant) {
  return {
    kind,
    scenario,
    target,
    variant,
    get bytes() {
      return make().bytes;
    },
    get mutation() {
      return make().mutation;
    },
    materialize: make,
  };
}

/** Which reader a target file goes through: the option that names it, or the traveller reader. */
function readerOf(s, target) {
  const at = s.argv.indexOf(target);
  const option = at > 0 && s.argv[at - 1]?.startsWith('--') ? s.argv[at - 1] : 'travellers';
  return option;
}

function sample(list, n, r) {
  if (n >= list.length) return list;
  const copy = [...list];
  for (let i = 0; i < n; i++) {
    const j = i + Math.floor(r() * (copy.length - i));
    const t = copy[i];
    copy[i] = copy[j];
    copy[j] = t;
  }
  return copy.slice(0, n);
}
