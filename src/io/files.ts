/**
 * The program's only file-system access: reading inputs (never modified) and writing outputs.
 *
 * Outputs: a regular file (or one that does not exist yet) is written to a temp file beside it and renamed
 * into place when complete, so that a reader never sees half a file and a failure of the program leaves none
 * (it is not synced to disk first: a power cut may still lose the newest output); a device, a
 * FIFO or standard output is written directly (renaming would replace the device with a file). Missing parent
 * folders are created, and removed again if the write fails. Every message names the path the user gave,
 * never the temp file.
 */
import { closeSync, mkdirSync, openSync, readSync, renameSync, rmdirSync, statSync, unlinkSync, writeSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { basename, dirname, join, resolve } from 'node:path';
import { InputError } from '../base/diagnostics.js';
import { isAccessDatabase } from '../parse/detect-format.js';

const CHUNK = 1 << 20;

/**
 * The most one input may hold: 512 MiB. The largest real session file is a few megabytes; a stream that goes
 * on past this (a device such as /dev/zero, a pipe that never ends) is refused, naming the limit, rather than
 * read until the machine's memory runs out.
 */
export const MAX_INPUT_BYTES = 512 * 1024 * 1024;

/** How a path is shown in a message: standard input as `<stdin>`. */
const shownName = (path: string): string => (path === '-' ? '<stdin>' : path);

function tooLarge(path: string, limit: number): InputError {
  const mib = limit / (1024 * 1024);
  const size = mib >= 1 && Number.isInteger(mib) ? `${mib} MiB` : `${limit} bytes`;
  return new InputError([
    {
      severity: 'error',
      code: 'input-too-large',
      file: shownName(path),
      message: `the input is larger than ${size}, the most one input may hold (a stream that does not end?): nothing was read from it`,
    },
  ]);
}

/**
 * A stream (standard input, a device, a FIFO) whose first chunk holds NUL bytes is not text: refused at once,
 * before it is read to its end (which /dev/zero never reaches). The binary inputs the readers know by their
 * content are let through: a Microsoft Access database (a Bridgemate `.bws`, detect-format.ts), and a file
 * with a UTF-16 byte order mark (its reader reports what it makes of it).
 */
function checkStreamStart(chunk: Uint8Array, path: string): void {
  if (chunk.indexOf(0) < 0 || isAccessDatabase(chunk)) return;
  if (chunk.length >= 2 && ((chunk[0] === 0xff && chunk[1] === 0xfe) || (chunk[0] === 0xfe && chunk[1] === 0xff))) return;
  throw new InputError([
    {
      severity: 'error',
      code: 'not-text',
      file: shownName(path),
      message: 'this stream is not text: it has NUL bytes at its start (and is not a Bridgemate database); nothing was read from it',
    },
  ]);
}

/**
 * A stream as the program reads it (a device, a FIFO, or any source of chunks that may never end): checked at
 * its start and bounded in total, as `openInput` and `readBytes` read one.
 */
export function streamInput(chunks: () => Iterable<Uint8Array>, path: string, limit = MAX_INPUT_BYTES): InputSource {
  return { chunks: () => boundedStream(chunks(), path, limit) };
}

/** A stream read whole, checked at its start and bounded in total (what `readBytes` does with one). */
export function readStream(chunks: Iterable<Uint8Array>, path: string, limit = MAX_INPUT_BYTES): Uint8Array {
  const parts: Buffer[] = [];
  for (const chunk of boundedStream(chunks, path, limit)) parts.push(Buffer.from(chunk));
  return Buffer.concat(parts);
}

/** Chunks of a stream, checked at their start and bounded in total; each chunk is handed on as read. */
function* boundedStream(chunks: Iterable<Uint8Array>, path: string, limit: number): Generator<Uint8Array> {
  let total = 0;
  let first = true;
  for (const chunk of chunks) {
    if (first && chunk.length > 0) {
      checkStreamStart(chunk, path);
      first = false;
    }
    total += chunk.length;
    if (total > limit) throw tooLarge(path, limit);
    yield chunk;
  }
}

/** Standard input whole, checked and bounded like every stream. */
async function readStdin(limit: number): Promise<Uint8Array> {
  const chunks: Buffer[] = [];
  let total = 0;
  const stdin = process.stdin;
  try {
    for await (const chunk of stdin) {
      const c = chunk as Buffer;
      if (chunks.length === 0 && c.length > 0) checkStreamStart(c, '-');
      total += c.length;
      if (total > limit) throw tooLarge('-', limit);
      chunks.push(c);
    }
  } catch (e) {
    // Stop reading: the writer of the pipe gets EPIPE, and the program is free to exit.
    stdin.destroy();
    throw e;
  }
  return Buffer.concat(chunks);
}

/** A file's chunks, read a megabyte at a time into one buffer used again for each chunk. */
function* fileChunks(path: string): Generator<Uint8Array> {
  let fd: number;
  try {
    fd = openSync(path, 'r');
  } catch (e) {
    throw withPath(e, path);
  }
  try {
    const buf = Buffer.allocUnsafe(CHUNK);
    for (;;) {
      let n: number;
      try {
        n = readSync(fd, buf, 0, CHUNK, null);
      } catch (e) {
        throw withPath(e, path);
      }
      if (n === 0) return;
      yield n === CHUNK ? buf : buf.subarray(0, n);
    }
  } finally {
    closeSync(fd);
  }
}

/** What a path to read is: a regular file (with its size), a folder, or a stream (a device or a FIFO). */
function inputKind(path: string): { kind: 'file'; size: number } | { kind: 'stream' } {
  try {
    const st = statSync(path);
    if (st.isDirectory()) throw Object.assign(new Error(`EISDIR: ${path}`), { code: 'EISDIR', path });
    return st.isFile() ? { kind: 'file', size: st.size } : { kind: 'stream' };
  } catch (e) {
    throw withPath(e, path);
  }
}

export async function readBytes(path: string, limit = MAX_INPUT_BYTES): Promise<Uint8Array> {
  if (path === '-') return readStdin(limit);
  const what = inputKind(path);
  if (what.kind === 'file') {
    if (what.size > limit) throw tooLarge(path, limit);
    try {
      return await readFile(path);
    } catch (e) {
      throw withPath(e, path);
    }
  }
  return readStream(fileChunks(path), path, limit);
}

/**
 * A file read a megabyte at a time, into one buffer used again for each chunk: a reader uses a chunk before it
 * asks for the next (and copies what it keeps). Standard input is read whole: it cannot be read twice. A stream
 * is checked at its start and bounded (MAX_INPUT_BYTES), as `readBytes` does.
 */
export async function openInput(path: string, limit = MAX_INPUT_BYTES): Promise<InputSource> {
  if (path === '-') {
    const bytes = await readBytes('-', limit);
    return { chunks: () => [bytes], size: bytes.length };
  }
  const what = inputKind(path);
  if (what.kind === 'file') {
    if (what.size > limit) throw tooLarge(path, limit);
    return { size: what.size, chunks: () => fileChunks(path) };
  }
  return streamInput(() => fileChunks(path), path, limit);
}

/** Write all of buf to fd, waiting when a non-blocking pipe is full; a closed pipe ends the program quietly. */
export function writeAllSync(fd: number, buf: Uint8Array): void {
  let off = 0;
  while (off < buf.length) {
    try {
      off += writeSync(fd, buf, off, buf.length - off);
    } catch (e) {
      const code = (e as NodeJS.ErrnoException).code;
      if (code === 'EAGAIN') {
        Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 1);
        continue;
      }
      if (code === 'EPIPE') throw new PipeClosed();
      throw e;
    }
  }
}

/** Text and bytes to a file descriptor, in blocks of 64 KiB. */
class FdSink implements OutputSink {
  private parts: (string | Uint8Array)[] = [];
  private size = 0;

  constructor(
    private readonly fd: number,
    private readonly onCommit: () => void,
    private readonly onAbort: () => void,
    /** the path the user gave, for messages (undefined: standard output) */
    private readonly shown?: string,
  ) {}

  write(data: string | Uint8Array): void {
    if (typeof data !== 'string' && data.length >= 32768) {
      // A block of a streamed output: straight to the descriptor, after what is waiting.
      this.flush();
      this.writeNow(data);
      return;
    }
    this.parts.push(typeof data === 'string' ? data : new Uint8Array(data));
    this.size += data.length;
    if (this.size >= 65536) this.flush();
  }

  private flush(): void {
    if (this.parts.length === 0) return;
    const parts = this.parts;
    this.parts = [];
    this.size = 0;
    const allText = parts.every((p) => typeof p === 'string');
    this.writeNow(allText ? Buffer.from(parts.join(''), 'utf8') : Buffer.concat(parts.map((p) => (typeof p === 'string' ? Buffer.from(p, 'utf8') : p))));
  }

  /** A failed write (a full disk, a file too large, a failing device) names the output's path. */
  private writeNow(buf: Uint8Array): void {
    try {
      writeAllSync(this.fd, buf);
    } catch (e) {
      throw e instanceof PipeClosed ? e : withPath(e, this.shown ?? '<standard output>');
    }
  }

  async commit(): Promise<void> {
    try {
      this.flush();
    } catch (e) {
      // The last block did not fit: nothing is put in place, the temp file is removed.
      await this.abort();
      throw e;
    }
    this.onCommit();
  }

  async abort(): Promise<void> {
    this.parts = [];
    this.onAbort();
  }
}

/**
 * An output by path: undefined or '-' is standard output; a device or FIFO is written in place; anything else
 * through a temp file renamed into place on commit.
 */
export async function openOutput(path: string | undefined): Promise<OutputSink> {
  if (path === undefined || path === '-')
    return new FdSink(
      1,
      () => undefined,
      () => undefined,
    );
  const kind = existingKind(path);
  if (kind === 'directory') throw Object.assign(new Error(`EISDIR: ${path}`), { code: 'EISDIR', path });
  if (kind === 'special') {
    const fd = openOrThrow(path, 'w');
    return new FdSink(
      fd,
      () => closeSync(fd),
      () => safely(() => closeSync(fd)),
      path,
    );
  }
  const created = makeParents(path);
  let fd: number;
  let tmp: string;
  try {
    ({ fd, tmp } = openTemp(path));
  } catch (e) {
    removeFolders(created);
    throw withPath(e, path);
  }
  return new FdSink(
    fd,
    () => {
      try {
        closeSync(fd);
        renameSync(tmp, path);
      } catch (e) {
        safely(() => unlinkSync(tmp));
        removeFolders(created);
        throw withPath(e, path);
      }
    },
    () => {
      safely(() => closeSync(fd));
      safely(() => unlinkSync(tmp));
      removeFolders(created);
    },
    path,
  );
}

/** Every file or none: each to a temp file first, then all renamed into place (a folder of HTML pages). */
export async function writeFilesAtomic(files: ReadonlyArray<{ path: string; content: string | Uint8Array }>): Promise<void> {
  const temps: { tmp: string; path: string }[] = [];
  const created: string[] = [];
  try {
    for (const f of files) {
      const kind = existingKind(f.path);
      if (kind === 'directory') throw Object.assign(new Error(`EISDIR: ${f.path}`), { code: 'EISDIR', path: f.path });
      if (kind === 'special') {
        // A device or FIFO is written as it is, after the files are in place.
        temps.push({ tmp: '', path: f.path });
        continue;
      }
      for (const d of makeParents(f.path)) created.push(d);
      let opened: { fd: number; tmp: string };
      try {
        opened = openTemp(f.path);
      } catch (e) {
        throw withPath(e, f.path);
      }
      const { fd, tmp } = opened;
      temps.push({ tmp, path: f.path });
      try {
        writeAllSync(fd, typeof f.content === 'string' ? Buffer.from(f.content, 'utf8') : f.content);
      } catch (e) {
        throw withPath(e, f.path);
      } finally {
        closeSync(fd);
      }
    }
    for (const t of temps) {
      if (t.tmp === '') continue;
      try {
        renameSync(t.tmp, t.path);
      } catch (e) {
        throw withPath(e, t.path);
      }
    }
  } catch (e) {
    for (const t of temps) if (t.tmp !== '') safely(() => unlinkSync(t.tmp));
    removeFolders(created);
    throw e;
  }
  for (const f of files) {
    if (existingKind(f.path) !== 'special') continue;
    const fd = openOrThrow(f.path, 'w');
    try {
      writeAllSync(fd, typeof f.content === 'string' ? Buffer.from(f.content, 'utf8') : f.content);
    } catch (e) {
      throw withPath(e, f.path);
    } finally {
      closeSync(fd);
    }
  }
}

function existingKind(path: string): 'none' | 'file' | 'directory' | 'special' {
  try {
    const st = statSync(path);
    return st.isDirectory() ? 'directory' : st.isFile() ? 'file' : 'special';
  } catch {
    return 'none';
  }
}

/** Create the missing parent folders of path; returns those created, deepest first. */
function makeParents(path: string): string[] {
  const missing: string[] = [];
  let dir = dirname(resolve(path));
  while (existingKind(dir) === 'none') {
    missing.push(dir);
    const up = dirname(dir);
    if (up === dir) break;
    dir = up;
  }
  if (existingKind(dir) === 'file') throw Object.assign(new Error(`ENOTDIR: ${path}`), { code: 'ENOTDIR', path });
  try {
    for (const d of [...missing].reverse()) mkdirSync(d);
  } catch (e) {
    removeFolders(missing);
    throw withPath(e, path);
  }
  return missing;
}

function removeFolders(deepestFirst: readonly string[]): void {
  for (const d of deepestFirst) safely(() => rmdirSync(d));
}

let tempSeq = 0;

/**
 * A temp file beside the target, named by this process and a counter and opened exclusively (a left-over of
 * a killed process of the same number is passed over).
 */
function openTemp(path: string): { fd: number; tmp: string } {
  for (let attempt = 0; ; attempt++) {
    const tmp = join(dirname(path), `.${basename(path)}.${process.pid}-${++tempSeq}.tmp`);
    try {
      return { fd: openSync(tmp, 'wx'), tmp };
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST' || attempt >= 100) throw e;
    }
  }
}

function openOrThrow(path: string, flags: string, shown = path): number {
  try {
    return openSync(path, flags);
  } catch (e) {
    throw withPath(e, shown);
  }
}

/** An fs error that names the user's path (never a temp file). */
function withPath(e: unknown, path: string): unknown {
  const err = e as NodeJS.ErrnoException;
  if (err && typeof err.code === 'string') err.path = path;
  return err;
}

function safely(f: () => void): void {
  try {
    f();
  } catch {
    // cleaning up after a failure: the first error is the one reported
  }
}

export interface InputSource {
  /** The file's content in chunks, each valid until the next is asked for; may be called again to read it again. */
  chunks(): Iterable<Uint8Array>;
  /** its size in bytes, when known */
  readonly size?: number;
}

export interface OutputSink {
  /** Bytes are used before the call returns (the caller may write over them next). */
  write(data: string | Uint8Array): void;
  /** The output is complete: put it in place. */
  commit(): Promise<void>;
  /** Something failed: leave nothing behind. */
  abort(): Promise<void>;
}

/** Standard output was closed by its reader (`… | head`): the program stops quietly, exit code 0. */
export class PipeClosed extends Error {
  override readonly name = 'PipeClosed';
  constructor() {
    super('standard output closed');
  }
}

/**
 * The identity of an existing file (device and inode, `stat` following symbolic links), so that two spellings
 * of one file — `t.csv` and `./t.csv`, a symbolic or a hard link — are known as one; undefined when it does
 * not exist (or cannot be looked at).
 */
export function fileIdentity(path: string): string | undefined {
  try {
    const st = statSync(path, { bigint: true });
    return `${st.dev}:${st.ino}`;
  } catch {
    return undefined;
  }
}

/** Removes each of these files that is there (a missing one is no error); a folder or a device is left alone. */
export async function removeFiles(paths: readonly string[]): Promise<void> {
  for (const p of paths) {
    if (existingKind(p) !== 'file') continue;
    try {
      unlinkSync(p);
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'ENOENT') throw withPath(e, p);
    }
  }
}
