/** Names and ids in the handicap CSV files are neutralised for spreadsheets (OWASP); numbers are not. */
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { registerHandicapCommand } from '../../src/cli/commands/handicap.js';
import { handicapRanking } from '../../src/scoring/handicap/in-event.js';
import { renderHcUpdates } from '../../src/output/csv/hc-updates.js';
import { runCommand } from '../helpers/cli.js';
import { tempDir } from './helpers.js';

let dir: string;
let cleanup: () => void;
beforeEach(() => ({ dir, cleanup } = tempDir()));
afterEach(() => cleanup());

describe('CSV injection', () => {
  it('the HC updates (--hc-updates): a name starting with = is quoted, a negative Δ is not', () => {
    const rows = handicapRanking(
      [
        {
          pair: '1',
          players: [
            { name: '=HYPERLINK("http://x","y")', id: '1' },
            { name: 'Kari', id: '2' },
          ],
          resultPercent: 60,
          boards: 24,
          rounds: 8,
        },
        {
          pair: '2',
          players: [
            { name: '@SUM(A1)', id: '-3' },
            { name: 'Per', id: '4' },
          ],
          resultPercent: 40,
          boards: 24,
          rounds: 8,
        },
      ],
      new Map([
        ['1', 10],
        ['2', 20],
        ['-3', 30],
        ['4', 40],
      ]),
      { defaultHc: 52, c: 0.6, b0: 100 },
    );
    const csv = renderHcUpdates(rows, 'csv');
    expect(csv).toContain(`1,"'=HYPERLINK(""http://x"",""y"")",10.00,-1.29,8.71,register\n`);
    expect(csv).toContain("'-3,'@SUM(A1),30.00,+1.29,31.29,register\n");
  });

  it('handicap export: names and ids quoted, HCs as numbers', async () => {
    const db = join(dir, 'handicap.sqlite');
    const hc = (argv: string[], files: Record<string, string> = {}) => runCommand(registerHandicapCommand, ['handicap', ...argv, '--db', db], files);
    expect((await hc(['register', 'import', 'm.csv'], { 'm.csv': 'id,name,hc\n1,=cmd|calc,10\n+2,Kari,-1.5\n' })).code).toBe(0);
    const ev = JSON.stringify({
      schemaVersion: 1,
      event: { id: 'e', date: '2026-10-05', scoring: 'matchpoints' },
      ranking: [
        { pair: '1', players: [{ name: 'a', id: '1' }], percentage: 50, boards: 10 },
        { pair: '2', players: [{ name: 'b', id: '+2' }], percentage: 50, boards: 10 },
      ],
    });
    await hc(['import', 'e.json', '--now', '2026-10-06T00:00:00Z'], { 'e.json': ev });
    await hc(['run', '--as-of', '2026-11-01']);
    const r = await hc(['export', '-f', 'csv']);
    expect(r.stdout).toBe("id,name,hc\n'+2,Kari,-0.98\n1,'=cmd|calc,9.48\n");
  });
});
