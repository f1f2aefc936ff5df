/**
 * Faults at the edges, through the built program in a real process and in-process with failing deps:
 * - an output that is one of the inputs, however spelt (`./`, absolute, a symbolic or a hard link): exit 2,
 *   the input untouched;
 * - a write that fails (ENOSPC on /dev/full, EFBIG past `ulimit -f`, EIO): exit 1, a plain message naming the
 *   path, no stack trace, no file and no temp file left behind;
 * - an input that never ends (/dev/zero, NULs piped on standard input, text piped for ever): refused at once
 *   (not text) or at the documented limit, never read until memory runs out.
 * Each was exit 3 (an internal error with a stack trace), a replaced input, or a hang, before.
 */
import { spawn, spawnSync } from 'node:child_process';
import { linkSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { projectRoot } from '../helpers/fixtures.js';
import { fakeDeps, runInProcess } from '../helpers/cli.js';
import { runCli } from '../../src/cli/run.js';
import { MAX_INPUT_BYTES, openInput, readBytes } from '../../src/io/files.js';

const bin = join(projectRoot, 'bin', 'bridgescore.js');
const TRAVELLERS = readFileSync(join(projectRoot, 'examples', 'club-session', 'travellers.csv'), 'utf8');
let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'bridgescore-faults-'));
  writeFileSync(join(dir, 't.csv'), TRAVELLERS);
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

function run(args: readonly string[], opts: { input?: string; shell?: string } = {}): { status: number | null; stdout: string; stderr: string; ms: number } {
  const t0 = Date.now();
  const r =
    opts.shell !== undefined
      ? spawnSync('bash', ['-c', opts.shell], {
          cwd: dir,
          encoding: 'utf8',
          timeout: 30_000,
          env: { ...process.env, NO_COLOR: '1', BIN: bin, NODE: process.execPath },
        })
      : spawnSync(process.execPath, [bin, ...args], {
          cwd: dir,
          encoding: 'utf8',
          timeout: 30_000,
          env: { ...process.env, NO_COLOR: '1' },
          ...(opts.input !== undefined ? { input: opts.input } : {}),
        });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr, ms: Date.now() - t0 };
}

const noStack = (stderr: string): void => {
  expect(stderr).not.toMatch(/internal error| {4}at |\.ts:\d+|\.js:\d+/);
};

describe('-o naming one of the inputs is refused (exit 2), the input untouched', () => {
  it.each([['t.csv'], ['./t.csv'], ['ABS'], ['sym.csv'], ['hard.csv'], ['./sub/../t.csv']])('pairs t.csv -o %s', (spelt) => {
    symlinkSync(join(dir, 't.csv'), join(dir, 'sym.csv'));
    linkSync(join(dir, 't.csv'), join(dir, 'hard.csv'));
    const out = spelt === 'ABS' ? join(dir, 't.csv') : spelt;
    const r = run(['pairs', 't.csv', '-o', out]);
    expect(r.status, r.stderr).toBe(2);
    expect(r.stderr).toMatch(/is one of the inputs/);
    noStack(r.stderr);
    expect(readFileSync(join(dir, 't.csv'), 'utf8')).toBe(TRAVELLERS);
  });

  it('for an input given by an option (--contestants) of another command', async () => {
    const contestants = 'id,name,club,rank\n1,A,X,1\n2,B,Y,2\n';
    const s = await runInProcess(['swiss', '--contestants', 'c.csv', '--format', 'csv', '-o', 'c.csv'], { 'c.csv': contestants });
    expect(s.code, s.stderr).toBe(2);
    expect(s.written.size).toBe(0);
  });

  it('a different file of the same name elsewhere is not refused', async () => {
    const r = await runInProcess(['pairs', 't.csv', '-o', 'out/t.csv'], { 't.csv': TRAVELLERS });
    expect(r.code, r.stderr).toBe(0);
  });
});

describe('a write that fails: exit 1, a plain message naming the path, nothing left behind', () => {
  it('ENOSPC: -o /dev/full', () => {
    const r = run(['pairs', 't.csv', '-o', '/dev/full']);
    expect(r.status, r.stderr).toBe(1);
    expect(r.stderr).toMatch(/^\/dev\/full: no space left on the disk/m);
    noStack(r.stderr);
  });

  it('ENOSPC: standard output on /dev/full', () => {
    const r = run([], { shell: '"$NODE" "$BIN" pairs t.csv --format json > /dev/full' });
    expect(r.status, r.stderr).toBe(1);
    expect(r.stderr).toMatch(/standard output.*no space left on the disk/);
    noStack(r.stderr);
  });

  it('EFBIG: a file larger than `ulimit -f` allows, with no partial file and no temp file', () => {
    // SIGXFSZ ignored (as a shell's trap leaves it for the program): the write fails with EFBIG.
    const r = run([], { shell: `trap '' XFSZ; ulimit -f 4; exec "$NODE" "$BIN" pairs t.csv --format html -o out.html` });
    expect(r.status, r.stderr).toBe(1);
    expect(r.stderr).toMatch(/^out\.html: the file is too large/m);
    noStack(r.stderr);
    expect(readdirSync(dir).sort()).toEqual(['t.csv']);
  });

  it.each(['ENOSPC', 'EFBIG', 'EIO'])('%s from an injected write, with or without a path', async (code) => {
    for (const withPath of [true, false]) {
      const { deps, out } = fakeDeps({ 't.csv': TRAVELLERS });
      deps.writeFilesAtomic = async (files) => {
        throw Object.assign(new Error(`${code}: write`), { code, ...(withPath ? { path: files[0]?.path } : {}) });
      };
      const exit = await runCli(['pairs', 't.csv', '-o', 'out.txt'], deps);
      expect(exit, out.stderr).toBe(1);
      expect(out.stderr).toMatch(code === 'ENOSPC' ? /no space left on the disk/ : code === 'EFBIG' ? /too large/ : /input\/output error/);
      if (withPath) expect(out.stderr).toMatch(/^out\.txt: /);
      noStack(out.stderr);
    }
  });

  it('EIO from an injected read: exit 1, naming the file', async () => {
    const { deps, out } = fakeDeps({});
    // the input's read fails; the club's settings file (looked for first) is simply not there
    deps.readBytes = async (path) => {
      if (path !== 't.csv') throw Object.assign(new Error(`ENOENT: ${path}`), { code: 'ENOENT', path });
      throw Object.assign(new Error('EIO: read'), { code: 'EIO', path });
    };
    expect(await runCli(['pairs', 't.csv'], deps)).toBe(1);
    expect(out.stderr).toBe('t.csv: input/output error: the disk or the device failed\n');
  });
});

describe('an input that never ends', () => {
  it('/dev/zero as an input: refused as not text, at once', () => {
    const r = run(['pairs', '/dev/zero']);
    expect(r.status, r.stderr).toBe(1);
    expect(r.stderr).toMatch(/^\/dev\/zero: .*not text/m);
    expect(r.ms).toBeLessThan(15_000);
  });

  it('NUL bytes piped on standard input for ever, by another process: refused, and both processes end', async () => {
    const feeder = spawn(process.execPath, [
      '-e',
      'const b = Buffer.alloc(65536); const w = () => { while (process.stdout.write(b)); process.stdout.once("drain", w); }; process.stdout.on("error", () => process.exit(0)); w();',
    ]);
    const program = spawn(process.execPath, [bin, 'validate', '-'], { cwd: dir, env: { ...process.env, NO_COLOR: '1' } });
    feeder.stdout.pipe(program.stdin);
    program.stdin.on('error', () => undefined);
    let stderr = '';
    program.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    const code = await new Promise<number | null>((resolve) => {
      const timer = setTimeout(() => {
        program.kill('SIGKILL');
        resolve(null);
      }, 20_000);
      program.on('exit', (c) => {
        clearTimeout(timer);
        resolve(c);
      });
    });
    feeder.kill('SIGKILL');
    expect(code, stderr).toBe(1);
    expect(stderr).toMatch(/^<stdin>: .*not text/m);
  });

  it('a stream of text that never ends stops at the limit, which the message names', async () => {
    // A FIFO fed with text for ever, read with a small limit (the real one is MAX_INPUT_BYTES, 512 MiB).
    expect(MAX_INPUT_BYTES).toBe(512 * 1024 * 1024);
    const fifo = join(dir, 'endless.csv');
    expect(spawnSync('mkfifo', [fifo]).status).toBe(0);
    const feeder = spawn(process.execPath, [
      '-e',
      `const fs = require('fs'); const fd = fs.openSync(${JSON.stringify(fifo)}, 'w'); const b = Buffer.from('1,1,2,4S,N,=\\n'.repeat(4096)); try { for (;;) fs.writeSync(fd, b); } catch { process.exit(0); }`,
    ]);
    try {
      await expect(readBytes(fifo, 4 * 1024 * 1024)).rejects.toThrow(/larger than 4 MiB, the most one input may hold/);
    } finally {
      feeder.kill('SIGKILL');
    }
  });

  it('a chunked reader of a device is bounded too', async () => {
    const src = await openInput('/dev/zero', 1 << 20);
    expect(() => {
      for (const _ of src.chunks()) void _;
    }).toThrow(/not text/);
  });

  it('a regular file with NUL bytes is still read by its reader (a .bws is binary)', async () => {
    const r = await runInProcess(['pairs', 'x.csv'], { 'x.csv': new Uint8Array([0, 1, 2, 3]) });
    expect([1, 2]).toContain(r.code);
    noStack(r.stderr);
  });
});
