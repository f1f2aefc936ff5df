/**
 * Replays examples/swiss/run.sh in-process: the example event, paired round by round, must give the
 * movements in examples/swiss/expected/, and each round's results must be for exactly those tables.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { registerSwissCommand } from '../../src/cli/commands/swiss.js';
import { runCommand } from '../helpers/cli.js';

const dir = join(import.meta.dirname, '../../examples/swiss');
const read = (name: string): string => readFileSync(join(dir, name), 'utf8');

describe('examples/swiss', () => {
  it('pairs the 13-team event round by round as the expected movements say, without a repeat or clubmates', async () => {
    const contestants = read('contestants.csv');
    const club = new Map(
      contestants
        .split('\n')
        .slice(1)
        .filter((l) => l !== '')
        .map((l) => [l.split(',')[0]!, l.split(',')[2]!] as const),
    );
    let results = 'round,home,away,imps_home,imps_away,boards,vp_home,vp_away\n';
    const met = new Set<string>();
    for (let round = 1; round <= 7; round++) {
      const r = await runCommand(
        registerSwissCommand,
        ['swiss', 'results.csv', '--contestants', 'contestants.csv', '--rounds', '7', '--boards-per-round', '8', '--format', 'csv'],
        { 'results.csv': results, 'contestants.csv': contestants },
      );
      expect(r.stderr).toBe('');
      expect(r.stdout).toBe(read(`expected/movement-${round}.csv`));
      const played = read(`results/round-${round}.csv`)
        .split('\n')
        .slice(1)
        .filter((l) => l !== '');
      const movement = r.stdout
        .split('\n')
        .slice(1)
        .filter((l) => l !== '');
      expect(played.map((l) => l.split(',').slice(1, 3).join(',').replace(/,BYE$/, ',0'))).toEqual(movement.map((l) => l.split(',').slice(2, 4).join(',')));
      for (const line of movement) {
        const [, , home, away] = line.split(',');
        const key = [home, away].sort().join('-');
        expect(met.has(key)).toBe(false);
        if (away !== '0') expect(club.get(home!)).not.toBe(club.get(away!));
        met.add(key);
      }
      results += played.join('\n') + '\n';
    }
  });
});
