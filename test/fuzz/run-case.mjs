/**
 * One fuzz case run through the program in-process, with its checks: exit 0, 1, 2 or 4, never 3 nor an
 * exception; a rejection names a file (and a line or record where there is one); nothing written on an exit
 * other than 0; a refused command leaves the handicap database as it was; the PBN and USEBIO the program
 * writes read back. The caller hands in `runCli` (the sources' or the built program's).
 */
import { FAULTS, STREAMS } from './cases.mjs';
import { copyFileSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { DB_FILE } from './scenarios.mjs';

const enc = new TextEncoder();

/** The bound of an endless stream in the fuzz: the program's own check, with a limit that a case reaches in milliseconds. */
export const STREAM_LIMIT = 4 << 20;

/**
 * A stream that never ends: 64 KiB of NUL bytes again and again, or the file's own text and then its lines
 * after the first (a CSV header) again and again, so that the reader meets no error before the bound.
 */
function* endless(fill, bytes) {
  if (fill === 'nul' || bytes.length === 0) {
    const zeros = new Uint8Array(1 << 16);
    for (;;) yield zeros;
  }
  yield bytes;
  if (bytes[bytes.length - 1] !== 10) yield new Uint8Array([10]);
  const nl = bytes.indexOf(10);
  const body = nl < 0 || nl === bytes.length - 1 ? bytes : bytes.subarray(nl + 1);
  const tail = body[body.length - 1] === 10 ? body : new Uint8Array([...body, 10]);
  for (;;) yield tail;
}

/**
 * In-memory file system and captured output, as the CLI's injected I/O. `fault`: a failing disk on `target`;
 * `stream`: `target` (or standard input) is an endless stream, read through the program's stream check
 * (`io`: its src/io/files module).
 */
export function memoryDeps(files, fault, target, stream, io) {
  const out = { stdout: '', stderr: '', written: new Map() };
  const failure = (path) => Object.assign(new Error(`${fault.code}: injected`), { code: fault.code, ...(path === undefined ? {} : { path }) });
  const streamed = (path) => stream !== undefined && path === (stream.on === 'stdin' ? '-' : target);
  const deps = {
    async readBytes(path) {
      if (fault?.on === 'read' && path === target) throw failure(path);
      if (streamed(path)) return io.readStream(endless(stream.fill, files[target]), path, STREAM_LIMIT);
      const f = files[path];
      if (f === undefined) {
        const err = new Error(`ENOENT: ${path}`);
        err.code = 'ENOENT';
        err.path = path;
        throw err;
      }
      return typeof f === 'string' ? enc.encode(f) : f;
    },
    async writeFilesAtomic(list) {
      if (fault?.on === 'write') throw failure(list[0]?.path);
      for (const f of list) out.written.set(f.path, f.content);
    },
    ...(stream === undefined
      ? {}
      : {
          async openInput(path) {
            if (streamed(path)) return io.streamInput(() => endless(stream.fill, files[target]), path, STREAM_LIMIT);
            const bytes = await deps.readBytes(path);
            return { chunks: () => [bytes], size: bytes.length };
          },
        }),
    stdout: (s) => {
      out.stdout += typeof s === 'string' ? s : new TextDecoder('utf-8').decode(s);
    },
    stderr: (s) => {
      out.stderr += s;
    },
    color: false,
    stderrIsTTY: false,
    env: {},
    cwd: '/',
  };
  return { deps, out };
}

/** A handicap database for the scenario: created once per kind and copied for each run. */
export class DbPool {
  constructor(runCli, root) {
    this.runCli = runCli;
    this.dir = mkdtempSync(join(tmpdir(), 'bridgescore-fuzz-'));
    this.templates = new Map();
    this.count = 0;
    this.root = root;
  }
  async fresh(kind) {
    const path = join(this.dir, `run-${this.count++}.sqlite`);
    if (kind === 'empty') return path;
    let template = this.templates.get(kind);
    if (template === undefined) {
      template = join(this.dir, `template-${kind}.sqlite`);
      const { deps, out } = memoryDeps({ 'register.csv': new Uint8Array(readFileSync(join(this.root, 'examples/handicap/register.csv'))) });
      const code = await this.runCli(['handicap', 'register', 'import', 'register.csv', '--db', template], deps);
      if (code !== 0) throw new Error(`cannot make the template database: ${out.stderr}`);
      this.templates.set(kind, template);
    }
    copyFileSync(template, path);
    return path;
  }
  templateOf(kind) {
    return this.templates.get(kind);
  }
  release(path) {
    for (const suffix of ['', '-wal', '-shm', '-journal']) rmSync(path + suffix, { force: true });
  }
  close() {
    rmSync(this.dir, { recursive: true, force: true });
  }
}

/**
 * A handicap register as a night leaves it (the member list, the events of examples/handicap, a monthly
 * calculation): the bytes that the scenarios of a damaged database mutate.
 */
export async function makeDatabase(runCli, root) {
  const dir = mkdtempSync(join(tmpdir(), 'bridgescore-fuzz-db-'));
  try {
    const db = join(dir, 'register.sqlite');
    const incoming = join(root, 'examples/handicap/incoming');
    const files = { 'register.csv': new Uint8Array(readFileSync(join(root, 'examples/handicap/register.csv'))) };
    for (const f of readdirSync(incoming)) files[f] = new Uint8Array(readFileSync(join(incoming, f)));
    const events = Object.keys(files)
      .filter((f) => f.endsWith('.json'))
      .sort();
    for (const argv of [
      ['handicap', 'register', 'import', 'register.csv', '--db', db],
      ['handicap', 'import', ...events, '--db', db, '--now', '2026-10-22T02:00:00Z'],
      ['handicap', 'run', '--db', db, '--as-of', '2026-11-01'],
    ]) {
      const { deps, out } = memoryDeps(files);
      const code = await runCli(argv, deps);
      if (code !== 0) throw new Error(`cannot make the database (${argv.join(' ')}): ${out.stderr}`);
    }
    return new Uint8Array(readFileSync(db));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Give the scenarios of a damaged database their database (from makeDatabase). */
export function attachDatabase(scenarios, bytes) {
  for (const s of scenarios) if (s.db === 'damaged') s.files[DB_FILE] = bytes;
}

/** The argv of a case, with its database put in. */
export function caseArgv(c, db) {
  return [...c.scenario.argv, ...c.variant].map((a) => (a === '{db}' ? db : a));
}

/**
 * Run one case in-process and check it. Returns the exit codes and every broken rule.
 * `failures` is empty for a good run.
 */
export async function runCase(c, { runCli, dbs, io }) {
  // A fault or a stream comes by name from a worker (a message holds no pattern).
  const fault = typeof c.fault === 'string' ? FAULTS.find((f) => f.name === c.fault) : c.fault;
  const stream = typeof c.stream === 'string' ? STREAMS.find((f) => f.name === c.stream) : c.stream;
  const files = { ...c.scenario.files, [c.target]: c.bytes };
  const db = c.scenario.db === undefined ? undefined : await dbs.fresh(c.scenario.db === 'damaged' ? 'empty' : c.scenario.db);
  if (c.scenario.db === 'damaged') writeFileSync(db, c.bytes);
  // A command that reads the database as a file first (pairs --handicap) finds it in the in-memory files too.
  if (db !== undefined && c.scenario.db !== 'empty') files[db] = new Uint8Array(readFileSync(db));
  const runs = [];
  const failures = [];
  try {
    const injected = fault === undefined && stream === undefined ? undefined : { fault, stream, io, target: c.target };
    const first = await runOnce(runCli, streamArgv(caseArgv(c, db), stream, c.target), files, c.scenario, failures, injected);
    const expected = fault ?? stream;
    if (expected !== undefined && (first.code !== 1 || !expected.message.test(first.stderr))) {
      failures.push(`${expected.name}: expected exit 1 and a plain message, got exit ${first.code}: ${firstLines(first.stderr)}`);
    }
    runs.push(first);
    if (first.code === 0 && c.scenario.readBack && first.written.has(c.scenario.readBack)) {
      // What the program writes, it reads: the PBN and USEBIO it wrote score again without an error.
      const out = c.scenario.readBack;
      const again = await runOnce(runCli, ['pairs', out, '--format', 'csv'], { [out]: first.written.get(out) }, {}, failures);
      runs.push(again);
      if (again.code !== 0)
        failures.push(`the ${out} written on exit 0 does not read back: exit ${again.code}: ${firstLines(again.stderr)} [${caseArgv(c, db).join(' ')}]`);
    }
    if (first.code === 0 && c.scenario.then) {
      for (const argv of c.scenario.then) {
        const next = await runOnce(
          runCli,
          argv.map((a) => (a === '{db}' ? db : a)),
          files,
          c.scenario,
          failures,
        );
        runs.push(next);
        // A register this program accepted is one its next run reads: an import that stored what no run can
        // read (a percentage kept as a fraction of 300 digits) poisons every later night.
        if (next.code !== 0) {
          failures.push(
            `after the import (exit 0), ${argv.slice(0, 2).join(' ')} exits ${next.code}: ${firstLines(next.stderr)} [${caseArgv(c, db).join(' ')}]`,
          );
          break;
        }
      }
    }
    if (first.code === 0 && c.scenario.distinct) {
      const kept = eventsIn(db);
      if (kept < c.scenario.distinct(files)) failures.push(`two events with other players were imported, ${kept} kept [${caseArgv(c, db).join(' ')}]`);
    }
    if (db !== undefined && first.code !== 0 && c.scenario.db === 'register') {
      // a refused command leaves the register as it was, byte for byte
      if (!sameBytes(readFileSync(db), readFileSync(dbs.templateOf(c.scenario.db))))
        failures.push(`the database changed on exit ${first.code} [${caseArgv(c, db).join(' ')}]`);
    }
  } finally {
    if (db !== undefined) dbs.release(db);
  }
  const unlocated = [];
  for (const x of runs)
    if (x.code === 1) for (const l of errorLines(x.stderr)) if (placeOf(l, Object.keys(files), x.argv ?? []) === 'file') unlocated.push(l.slice(0, 300));
  return { codes: runs.map((x) => x.code), failures, stderr: runs.map((x) => x.stderr).join(''), unlocated };
}

/** The command line of a case whose input comes on standard input: its first naming of the input is `-`. */
function streamArgv(argv, stream, target) {
  if (stream?.on !== 'stdin') return argv;
  const at = argv.indexOf(target);
  return argv.map((a, i) => (i === at ? '-' : a));
}

async function runOnce(runCli, argv, files, scenario, failures, injected) {
  const { deps, out } = memoryDeps(files, injected?.fault, injected?.target, injected?.stream, injected?.io);
  let code;
  try {
    code = await runCli(argv, deps);
  } catch (e) {
    failures.push(`uncaught exception: ${e?.stack ?? e}`);
    return { code: -1, stderr: out.stderr };
  }
  const inputs = argv.includes('-') ? [...Object.keys(files), '<stdin>'] : Object.keys(files);
  for (const f of checkRun({ code, stderr: out.stderr, written: out.written }, argv, inputs, scenario)) failures.push(f);
  return { code, stderr: out.stderr, written: out.written, argv };
}

/** The rules every run keeps, whatever its input. */
export function checkRun(run, argv, inputs, scenario = {}) {
  const problems = [];
  const where = argv.join(' ');
  if (![0, 1, 2, 4].includes(run.code)) problems.push(`exit ${run.code}: ${firstLines(run.stderr)}`);
  // 4: the results are written, and the warning that needs the director says why.
  if (run.code === 4 && !/scored as recorded; if it was entered the wrong way round/.test(run.stderr))
    problems.push(`exit 4 without the warning that needs the director: ${firstLines(run.stderr)}`);
  if (/internal error|RangeError|TypeError|Maximum call stack|cannot be converted/.test(run.stderr))
    problems.push(`internal error on stderr: ${firstLines(run.stderr)}`);
  if (run.code !== 0 && run.code !== 4 && run.written.size > 0) problems.push(`exit ${run.code} but wrote ${[...run.written.keys()].join(', ')}`);
  if (run.code === 0 && scenario.outputs && !scenario.outputs.some((o) => run.written.has(o)) && argv.some((a) => scenario.outputs.includes(a))) {
    problems.push('exit 0 but the output file was not written');
  }
  // --compare: exit 1 is "the published results differ", listed on standard output
  if (run.code === 1 && !argv.includes('--compare')) {
    const errors = errorLines(run.stderr);
    if (errors.length === 0) problems.push(`exit 1 without an error message naming a file: ${firstLines(run.stderr)}`);
    // A disk that failed names the output it could not write.
    const outputs = argv.filter((_, i) => argv[i - 1] === '-o' || argv[i - 1] === '--output');
    for (const line of errors) {
      const place = placeOf(line, [...inputs, ...outputs], argv);
      if (place === 'none') problems.push(`error names no input file: ${line.slice(0, 300)}`);
    }
  }
  return problems.map((p) => `${p} [${where.slice(0, 200)}]`);
}

/** The error lines of stderr: not the warnings, not the count of more. */
export function errorLines(stderr) {
  return stderr
    .split('\n')
    .filter(
      (l) =>
        l !== '' &&
        !/: warning: /.test(l.slice(0, 300)) &&
        !l.startsWith('… and ') &&
        !l.startsWith('warning: ') &&
        !/ more (errors|warnings) in this file not shown$/.test(l),
    );
}

/** 'line' (file:line or file:record), 'file' (the file alone), or 'none'. */
export function placeOf(line, inputs, argv) {
  const named = [...inputs, ...argv.filter((a) => a.startsWith('/'))];
  for (const f of named) {
    if (line.startsWith(`${f}:`)) {
      const rest = line.slice(f.length + 1);
      // a line, or a record of a database (`ReceivedData row 17`, `Section`)
      return /^(\d+|[A-Za-z][\w]*( [\w#]+)*):/.test(rest) && !rest.startsWith(' ') ? 'line' : 'file';
    }
  }
  return 'none';
}

/** How many events a handicap register holds. */
function eventsIn(db) {
  const d = new Database(db, { readonly: true });
  try {
    return d.prepare('SELECT count(*) AS n FROM events').get().n;
  } finally {
    d.close();
  }
}

function sameBytes(a, b) {
  return a.length === b.length && a.every((x, i) => x === b[i]);
}

function firstLines(s) {
  return s.split('\n').slice(0, 4).join(' | ').slice(0, 600);
}

/** Write a case's inputs to a folder, with the command line that reproduces it. */
export function writeReproducer(dir, c, note) {
  const made = c.materialize ? c.materialize() : c;
  const files = { ...c.scenario.files, [c.target]: made.bytes };
  for (const [name, bytes] of Object.entries(files)) writeFileSync(join(dir, name), bytes);
  const argv = caseArgv(c, 'handicap.sqlite');
  let prep = '';
  if (c.scenario.register) {
    writeFileSync(join(dir, 'hc-register.csv'), c.scenario.register);
    prep = 'bridgescore handicap register import hc-register.csv --db handicap.sqlite\n';
  }
  writeFileSync(
    join(dir, 'command.sh'),
    `# ${c.scenario.name}: ${c.target} mutated by ${made.mutation}\n# ${note.replace(/\n/g, '\n# ')}\n${prep}bridgescore ${argv.map(shellQuote).join(' ')}\n`,
  );
}

function shellQuote(a) {
  return /^[\w./=:-]+$/.test(a) ? a : `'${a.replace(/'/g, "'\\''")}'`;
}
