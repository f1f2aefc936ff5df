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
import { PipeClosed, type InputSource, type OutputSink } from '../cli/deps.js';

const CHUNK = 1 << 20;

export async function readBytes(path: string): Promise<Uint8Array> {
  if (path === '-') {
    const chunks: Buffer[] = [];
    for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  }
  try {
    return await readFile(path);
  } catch (e) {
    throw withPath(e, path);
  }
}

/**
 * A file read a megabyte at a time, into one buffer used again for each chunk: a reader uses a chunk before it
 * asks for the next (and copies what it keeps). Standard input is read whole: it cannot be read twice.
 */
export async function openInput(path: string): Promise<InputSource> {
  if (path === '-') {
    const bytes = await readBytes('-');
    return { chunks: () => [bytes], size: bytes.length };
  }
  let size: number | undefined;
  try {
    const st = statSync(path);
    if (st.isDirectory()) throw Object.assign(new Error(`EISDIR: ${path}`), { code: 'EISDIR', path });
    if (st.isFile()) size = st.size;
  } catch (e) {
    throw withPath(e, path);
  }
  return {
    ...(size !== undefined ? { size } : {}),
    *chunks() {
      let fd: number;
      try {
        fd = openSync(path, 'r');
      } catch (e) {
        throw withPath(e, path);
      }
      try {
        const buf = Buffer.allocUnsafe(CHUNK);
        for (;;) {
          const n = readSync(fd, buf, 0, CHUNK, null);
          if (n === 0) return;
          yield n === CHUNK ? buf : buf.subarray(0, n);
        }
      } finally {
        closeSync(fd);
      }
    },
  };
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
  ) {}

  write(data: string | Uint8Array): void {
    if (typeof data !== 'string' && data.length >= 32768) {
      // A block of a streamed output: straight to the descriptor, after what is waiting.
      this.flush();
      writeAllSync(this.fd, data);
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
    writeAllSync(this.fd, allText ? Buffer.from(parts.join(''), 'utf8') : Buffer.concat(parts.map((p) => (typeof p === 'string' ? Buffer.from(p, 'utf8') : p))));
  }

  async commit(): Promise<void> {
    this.flush();
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
  if (path === undefined || path === '-') return new FdSink(1, () => undefined, () => undefined);
  const kind = existingKind(path);
  if (kind === 'directory') throw Object.assign(new Error(`EISDIR: ${path}`), { code: 'EISDIR', path });
  if (kind === 'special') {
    const fd = openOrThrow(path, 'w');
    return new FdSink(fd, () => closeSync(fd), () => closeSync(fd));
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
    for (const t of temps) if (t.tmp !== '') renameSync(t.tmp, t.path);
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
