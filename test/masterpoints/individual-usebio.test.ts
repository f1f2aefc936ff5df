/**
 * An individual event's federation report (`pairs -f usebio` of an individual): EVENT_TYPE INDIVIDUAL, each
 * player a PARTICIPANTS/PLAYER with its number, result, place and federation number, and each traveller line
 * its four players (N_, S_, E_, W_PLAYER_NUMBER), as the USEBIO reader takes an individual; read back, every
 * published figure agrees. (The example's 15 boards are below the EBU scale's 18-35 column: no award.)
 */
import { readFileSync } from 'node:fs';
import { XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { runInProcess } from '../helpers/cli.js';

const TRAV = 'examples/individual/travellers.csv';
const FILES = { [TRAV]: readFileSync(TRAV), 'names.csv': readFileSync('examples/individual/names.csv') };

describe('pairs -f usebio of an individual event', () => {
  it('writes the players and their numbers, and reads back the same', async () => {
    const r = await runInProcess(['pairs', TRAV, '--names', 'names.csv', '-f', 'usebio'], FILES);
    expect(r.code, r.stderr).toBe(0);
    const xml = r.stdout;
    expect(XMLValidator.validate(xml)).toBe(true);
    expect(xml).toMatch(/<EVENT EVENT_TYPE="INDIVIDUAL">/);
    expect(xml).not.toMatch(/<PAIR>|<PAIRS>|NS_PAIR_NUMBER/);
    expect(xml.match(/<PLAYER>/g)).toHaveLength(16);
    expect(xml).toMatch(/<PLAYER>\s*<PLAYER_NUMBER>\d+<\/PLAYER_NUMBER>\s*<PERCENTAGE>[\d.]+<\/PERCENTAGE>\s*<PLACE>1=?<\/PLACE>\s*<BOARDS_PLAYED>/);
    expect(xml.match(/<NATIONAL_ID_NUMBER>300\d\d</g)).toHaveLength(16);
    expect(xml).toMatch(
      /<N_PLAYER_NUMBER>\d+<\/N_PLAYER_NUMBER>\s*<S_PLAYER_NUMBER>\d+<\/S_PLAYER_NUMBER>\s*<E_PLAYER_NUMBER>\d+<\/E_PLAYER_NUMBER>\s*<W_PLAYER_NUMBER>/,
    );
    const back = await runInProcess(['pairs', 'back.xml', '--compare'], { 'back.xml': xml });
    const m = /(\d+) of (\d+) published numbers agree/.exec(back.stdout);
    expect(m, back.stdout + back.stderr).not.toBeNull();
    expect(Number(m?.[1])).toBe(Number(m?.[2]));
    const json = await runInProcess(['pairs', 'back.xml', '-f', 'json'], { 'back.xml': xml });
    const ids = (JSON.parse(json.stdout) as { ranking: { players: { id: string | null }[] }[] }).ranking.flatMap((x) => x.players.map((p) => p.id));
    expect(ids.filter((id) => id !== null)).toHaveLength(16);
  });
});
