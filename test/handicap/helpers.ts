/** Temp-dir SQLite registers and generated federations for the handicap tests. */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { memberListCsv, syntheticFederation } from '../helpers/handicap-synthetic.js';

export function tempDir(): { dir: string; cleanup: () => void } {
  const dir = mkdtempSync(join(tmpdir(), 'bridgescore-hc-'));
  return { dir, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}

/** In-memory files for runCommand: register.csv and ev-0001.json … */
export function federationFiles(players: number, events: number, seed: number): { files: Record<string, string>; eventFiles: string[] } {
  const fed = syntheticFederation({ players, events, seed });
  const files: Record<string, string> = { 'register.csv': memberListCsv(fed.members) };
  const eventFiles: string[] = [];
  fed.events.forEach((text, i) => {
    const name = `ev-${String(i + 1).padStart(4, '0')}.json`;
    files[name] = text;
    eventFiles.push(name);
  });
  return { files, eventFiles };
}

export function bytes(path: string): Buffer {
  return readFileSync(path);
}
