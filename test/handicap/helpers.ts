/** Temp-dir SQLite registers and generated federations for the handicap tests. */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach } from 'vitest';
import { registerHandicapCommand } from '../../src/cli/commands/handicap.js';
import { runCommand, type FakeRun } from '../helpers/cli.js';
import { memberListCsv, syntheticFederation } from '../helpers/handicap-synthetic.js';

export function tempDir(): { dir: string; cleanup: () => void } {
  const dir = mkdtempSync(join(tmpdir(), 'bridgescore-hc-'));
  return { dir, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}

/** For each test of the file, a register path in a temporary folder of its own (removed after the test). */
export function tempRegister(): { readonly db: string; readonly dir: string } {
  const state = { db: '', dir: '' };
  let cleanup = (): void => undefined;
  beforeEach(() => {
    const t = tempDir();
    cleanup = t.cleanup;
    state.dir = t.dir;
    state.db = join(t.dir, 'handicap.sqlite');
  });
  afterEach(() => cleanup());
  return state;
}

/** `bridgescore handicap ARGV`, in-process, on in-memory files (the register itself on disk). */
export function hc(argv: readonly string[], files: Record<string, string> = {}): Promise<FakeRun> {
  return runCommand(registerHandicapCommand, ['handicap', ...argv], files);
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
