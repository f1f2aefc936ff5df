/**
 * The program's only file-system access: reading inputs (never modified) and writing outputs atomically.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, unlink, writeFile } from 'node:fs/promises';
import { dirname, basename, join } from 'node:path';

export async function readBytes(path: string): Promise<Uint8Array> {
  if (path === '-') {
    const chunks: Buffer[] = [];
    for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  }
  try {
    return await readFile(path);
  } catch (e) {
    // Some errors (EISDIR on read) come without the path: the message must still name the file.
    const err = e as NodeJS.ErrnoException;
    if (err && typeof err.code === 'string' && err.path === undefined) err.path = path;
    throw err;
  }
}

/** Temp file beside the target, then rename: a reader never sees half a file, and a failure leaves none. */
export async function writeFilesAtomic(
  files: ReadonlyArray<{ path: string; content: string | Uint8Array }>,
  opts: { createFolders?: boolean } = {},
): Promise<void> {
  const temps: { tmp: string; path: string }[] = [];
  try {
    for (const f of files) {
      // Only a folder of pages is created; a single output file goes into a folder that exists.
      if (opts.createFolders) await mkdir(dirname(f.path), { recursive: true });
      const tmp = join(dirname(f.path), `.${basename(f.path)}.${randomBytes(6).toString('hex')}.tmp`);
      temps.push({ tmp, path: f.path });
      await writeFile(tmp, f.content, { flag: 'wx' }).catch((e: NodeJS.ErrnoException) => {
        // Name the file the user asked for, not the temporary one.
        e.path = f.path;
        throw e;
      });
    }
    for (const t of temps) await rename(t.tmp, t.path);
  } catch (e) {
    await Promise.all(temps.map((t) => unlink(t.tmp).catch(() => undefined)));
    throw e;
  }
}
