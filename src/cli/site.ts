/**
 * A folder of pages (`-o FOLDER/`), written whole, and kept tidy: the folder's manifest
 * (`.bridgescore-site.json`, written with the pages) lists the pages this program wrote there, so that the
 * next run removes the ones the new event does not have (last week's board 28 after a 24-board night), and
 * nothing else: a file it did not write, or a name that is not one of its pages, is never touched.
 *
 * @example
 * await writeSite(deps, 'results/', [{ path: 'index.html', content: '…' }])
 */
import type { CliDeps } from './deps.js';

export const SITE_MANIFEST = '.bridgescore-site.json';

/** A name this program gives a page: one level, letters, digits, `._-`, ending .html. */
const PAGE_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]*\.html$/;

/** The pages the manifest lists (only names that are pages); none when there is none or it is not ours. */
async function pagesBefore(deps: CliDeps, folder: string): Promise<string[]> {
  let text: string;
  try {
    text = new TextDecoder().decode(await deps.readBytes(folder + SITE_MANIFEST, { own: true }));
  } catch {
    return [];
  }
  try {
    const value = JSON.parse(text) as { pages?: unknown };
    return Array.isArray(value.pages) ? value.pages.filter((p): p is string => typeof p === 'string' && PAGE_NAME.test(p)) : [];
  } catch {
    return [];
  }
}

/** Writes the pages and the manifest (all or nothing), then removes the pages of the last run that are gone. */
export async function writeSite(deps: CliDeps, folder: string, pages: readonly { path: string; content: string }[]): Promise<void> {
  const before = await pagesBefore(deps, folder);
  const names = pages.map((p) => p.path).sort();
  const manifest = `${JSON.stringify({ writtenBy: 'bridgescore', pages: names }, null, 2)}\n`;
  await deps.writeFilesAtomic([...pages.map((p) => ({ path: folder + p.path, content: p.content })), { path: folder + SITE_MANIFEST, content: manifest }], {
    createFolders: true,
  });
  const now = new Set(names);
  const gone = before.filter((p) => !now.has(p));
  if (gone.length > 0 && deps.removeFiles) await deps.removeFiles(gone.map((p) => folder + p));
}
