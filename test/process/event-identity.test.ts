/**
 * An event's identity from `pairs` to the handicap register: two clubs' sessions of one date and Bridgemate's
 * default title ("Bridge game") replaced each other in the register (the second was taken as a correction of
 * the first, and the first club's event was gone). The pairs JSON carries the event's identity (`--event-id`,
 * or the file's own: USEBIO's CLUB_ID_NUMBER and EVENT_IDENTIFIER; null when it has none); the register keeps
 * two events without one apart by their players, a correction replaces only its own event, and the import says
 * exactly what it replaced.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { registerHandicapCommand } from '../../src/cli/commands/handicap.js';
import { runCommand, runInProcess } from '../helpers/cli.js';
import { projectRoot } from '../helpers/fixtures.js';
import { tempDir } from '../handicap/helpers.js';

const example = (name: string): string => readFileSync(join(projectRoot, 'examples', 'club-session', name), 'utf8');
const TRAVELLERS = example('travellers.csv');
const NAMES_A = example('names.csv');
/** The other club: the same travellers, other players (member numbers 2xxxx). */
const NAMES_B = NAMES_A.replace(/,1(\d{4})/g, ',2$1');

let db: string;
let cleanup: () => void;
beforeEach(() => {
  const t = tempDir();
  cleanup = t.cleanup;
  db = join(t.dir, 'h.sqlite');
});
afterEach(() => cleanup());

interface PairsJson {
  schemaVersion: number;
  event: { id: string | null; title: string; date: string };
}

/** A club's night as pairs JSON, titled as Bridgemate titles it. */
async function night(names: string, extra: string[] = [], travellers = TRAVELLERS): Promise<string> {
  const r = await runInProcess(['pairs', 't.csv', '--names', 'n.csv', '--title', 'Bridge game', '--date', '2026-10-05', '--format', 'json', ...extra], {
    't.csv': travellers,
    'n.csv': names,
  });
  expect(r.code, r.stderr).toBe(0);
  return r.stdout;
}

const hc = (argv: string[], files: Record<string, string> = {}) =>
  runCommand(registerHandicapCommand, ['handicap', ...argv, '--db', db], { 'r.csv': example('register.csv'), ...files });

describe('the pairs JSON carries the event identity', () => {
  it('--event-id, or null when neither the command line nor the file gives one', async () => {
    expect((JSON.parse(await night(NAMES_A)) as PairsJson).event.id).toBeNull();
    expect((JSON.parse(await night(NAMES_A, ['--event-id', 'oslo-bk:2026-10-05'])) as PairsJson).event.id).toBe('oslo-bk:2026-10-05');
  });

  it('a USEBIO file: its club and event numbers', async () => {
    const xml = `<?xml version="1.0" encoding="utf-8"?>
<USEBIO Version="1.2">
<CLUB><CLUB_NAME>Oslo BK</CLUB_NAME><CLUB_ID_NUMBER>2074</CLUB_ID_NUMBER></CLUB>
<EVENT EVENT_TYPE="PAIRS"><EVENT_IDENTIFIER>3226</EVENT_IDENTIFIER><EVENT_DESCRIPTION>Bridge game</EVENT_DESCRIPTION>
<BOARD><BOARD_NUMBER>1</BOARD_NUMBER>
<TRAVELLER_LINE><NS_PAIR_NUMBER>1</NS_PAIR_NUMBER><EW_PAIR_NUMBER>2</EW_PAIR_NUMBER><CONTRACT>4S</CONTRACT><PLAYED_BY>N</PLAYED_BY><TRICKS>10</TRICKS><SCORE>420</SCORE></TRAVELLER_LINE>
<TRAVELLER_LINE><NS_PAIR_NUMBER>3</NS_PAIR_NUMBER><EW_PAIR_NUMBER>4</EW_PAIR_NUMBER><CONTRACT>4S</CONTRACT><PLAYED_BY>N</PLAYED_BY><TRICKS>11</TRICKS><SCORE>450</SCORE></TRAVELLER_LINE>
</BOARD>
</EVENT>
</USEBIO>
`;
    const r = await runInProcess(['pairs', 'e.xml', '--format', 'json'], { 'e.xml': xml });
    expect(r.code, r.stderr).toBe(0);
    expect((JSON.parse(r.stdout) as PairsJson).event.id).toBe('usebio:2074:3226');
    // --event-id wins over the file's own
    const given = await runInProcess(['pairs', 'e.xml', '--format', 'json', '--event-id', 'mine'], { 'e.xml': xml });
    expect((JSON.parse(given.stdout) as PairsJson).event.id).toBe('mine');
  });
});

describe('two clubs, one date, one title, in one register', () => {
  it('without ids: both kept, and a correction of the second replaces the second only', async () => {
    expect((await hc(['register', 'import', 'r.csv'])).code).toBe(0);
    const a = await night(NAMES_A);
    const b = await night(NAMES_B);
    const first = await hc(['import', 'a.json', 'b.json', '--now', '2026-10-05T23:00:00Z'], { 'a.json': a, 'b.json': b });
    expect(first.code, first.stderr).toBe(0);
    expect(first.stdout).toMatch(/: 2 added, 0 replaced, 0 unchanged\n/);
    expect(first.stdout).toMatch(/^added 2026-10-05-bridge-game-[0-9a-f]{10}: another event has the same date and title \(2026-10-05-bridge-game\)/m);
    // club B corrects a result: its own event is replaced, club A's stays
    const fixedB = await night(NAMES_B, [], TRAVELLERS.replace('\n1,1,1,1,8,3S,W,-2,', '\n1,1,1,1,8,3S,W,-1,'));
    const fix = await hc(['import', 'b2.json', '--now', '2026-10-06T10:00:00Z'], { 'b2.json': fixedB });
    expect(fix.code, fix.stderr).toBe(0);
    expect(fix.stdout).toMatch(/: 0 added, 1 replaced, 0 unchanged\nreplaced 2026-10-05-bridge-game-[0-9a-f]{10} \(the version imported from b\.json\)/);
    // both clubs' events are there after the correction
    const again = await hc(['import', 'a.json', 'b2.json', '--now', '2026-10-06T11:00:00Z'], { 'a.json': a, 'b2.json': fixedB });
    expect(again.stdout).toMatch(/: 0 added, 0 replaced, 2 unchanged\n/);
  });

  it('with --event-id: the id names the event, and a correction of one id replaces that event only', async () => {
    await hc(['register', 'import', 'r.csv']);
    const a = await night(NAMES_A, ['--event-id', 'club-a:2026-10-05']);
    const b = await night(NAMES_B, ['--event-id', 'club-b:2026-10-05']);
    const first = await hc(['import', 'a.json', 'b.json', '--now', '2026-10-05T23:00:00Z'], { 'a.json': a, 'b.json': b });
    expect(first.stdout).toMatch(/: 2 added, 0 replaced, 0 unchanged\n/);
    const fixedA = await night(NAMES_A, ['--event-id', 'club-a:2026-10-05'], TRAVELLERS.replace('\n1,1,1,1,8,3S,W,-2,', '\n1,1,1,1,8,3S,W,-1,'));
    const fix = await hc(['import', 'a2.json', '--now', '2026-10-06T10:00:00Z'], { 'a2.json': fixedA });
    expect(fix.stdout).toMatch(/: 0 added, 1 replaced, 0 unchanged\nreplaced club-a:2026-10-05 \(the version imported from a\.json\)/);
  });
});
