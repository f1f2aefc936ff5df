/**
 * Where the tests find the real files they read: copies kept in the project (`test/fixtures/`), so that a clone
 * of the repository alone runs every test. A missing file is an error, never a silent skip.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const projectRoot = fileURLToPath(new URL('../../', import.meta.url));
/** The real results files of other programs (their README says where each comes from). */
export const conformanceDir = join(projectRoot, 'test', 'fixtures', 'conformance');
/** A real Bridgemate session and its hand record. */
export const bridgemateDir = join(projectRoot, 'test', 'fixtures', 'bridgemate');

/** The numbered conformance files (`01_…`, `13_…`), in order. */
export function conformanceFiles(): string[] {
  return readdirSync(conformanceDir)
    .filter((f) => /^\d/.test(f))
    .sort();
}
