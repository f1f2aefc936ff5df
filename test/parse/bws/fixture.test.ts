/**
 * The real session (test/fixtures/bridgemate/club-2026-01-19.bws, an Access 97 file as the club's laptop left
 * it): opened with the loader, converted, and checked against its own movement.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadBwsTables } from '../../../src/io/bws-file.js';
import { checkMovement } from '../../../src/movement/check-movement.js';
import { checkResults } from '../../../src/movement/check-results.js';
import { readBwsTables } from '../../../src/parse/bws/read-bws.js';
import { detectFormat, isAccessDatabase } from '../../../src/parse/detect-format.js';
import { formatDiagnostic } from '../../../src/base/diagnostics.js';
import { bridgemateDir } from '../../helpers/fixtures.js';

const BYTES = new Uint8Array(readFileSync(join(bridgemateDir, 'club-2026-01-19.bws')));

describe('the real Bridgemate session', async () => {
  const loaded = await loadBwsTables(BYTES, 'club.bws');
  const r = readBwsTables(loaded.tables ?? {}, 'club.bws');

  it('opens as an Access database, found by its content whatever the name', () => {
    expect(isAccessDatabase(BYTES)).toBe(true);
    expect(detectFormat(BYTES, 'upload.dat')).toBe('bws');
    expect(loaded.diagnostics).toEqual([]);
    expect(loaded.tables?.ReceivedData).toHaveLength(297);
  });

  it('has 297 results on 27 boards, none erased', () => {
    expect(r.event.results).toHaveLength(297);
    expect(new Set(r.event.results.map((l) => l.board)).size).toBe(27);
    expect(r.erased).toBe(0);
    expect(r.event.results.filter((l) => l.outcome.kind === 'played' && l.outcome.score.contract === undefined)).toHaveLength(2);
  });

  it('is a Mitchell of 11 tables and 9 rounds numbered from 1 each way: two fields of 11 pairs', () => {
    expect(r.movement.rows).toHaveLength(99);
    expect(r.winners).toBe('two');
    expect(r.event.participants.filter((p) => p.direction === 'NS')).toHaveLength(11);
    expect(r.event.participants.filter((p) => p.direction === 'EW')).toHaveLength(11);
    expect(checkMovement(r.movement, {})).toEqual([]);
    expect(checkResults(r.event.results, r.movement, { fixDirection: false }).diagnostics).toEqual([]);
  });

  it('takes the names and member numbers from PlayerNumbers', () => {
    const ns1 = r.event.participants.find((p) => p.pair === '1' && p.direction === 'NS');
    expect(ns1).toEqual({
      pair: '1',
      players: [
        { name: 'Czsok Ayjhdfo', id: '6432068' },
        { name: 'Dzllp Uschibman', id: '2371742' },
      ],
      name: 'Czsok Ayjhdfo - Dzllp Uschibman',
      direction: 'NS',
    });
    const ew10 = r.event.participants.find((p) => p.pair === '10' && p.direction === 'EW');
    expect(ew10?.players.map((p) => p.id)).toEqual(['6829072', '9791317']);
    expect(r.diagnostics.map(formatDiagnostic)).toEqual([
      'club.bws:PlayerNumbers table 9 East: warning: member 1701282 has no name here or in PlayerNames; shown by the number',
    ]);
  });

  it('reads row 3: 3NT by East making 11 tricks on board 1', () => {
    const l = r.event.results.find((x) => x.source.record === 'ReceivedData row 3');
    expect(l).toMatchObject({ board: 1, ns: '1', ew: '1', round: 1, table: 1 });
    expect(l?.outcome).toEqual({ kind: 'played', score: { contract: { level: 3, strain: 'NT', risk: '' }, declarer: 'E', tricks: 11, scoreNS: -460 } });
  });

  it('takes the session’s name and date', () => {
    expect([r.event.title, r.event.date]).toEqual(['Bridge game', '2026-01-19']);
  });
});

describe('loadBwsTables: files that are not a whole database', () => {
  it('a text file named .bws', async () => {
    const r = await loadBwsTables(new TextEncoder().encode('board,ns,ew\n1,2,3\n'), 'club.bws');
    expect(r.tables).toBeUndefined();
    expect(r.diagnostics.map(formatDiagnostic)).toEqual([
      'club.bws: not a Bridgemate database (expected a Microsoft Access file, as Bridgemate Control Software writes its .bws; this one does not start with the Jet or ACE header)',
    ]);
  });

  it.each([4096, 100_000, 1_000_000])('a copy cut short after %i bytes', async (n) => {
    const r = await loadBwsTables(BYTES.subarray(0, n), 'club.bws');
    expect(r.tables).toBeUndefined();
    expect(r.diagnostics).toHaveLength(1);
    expect(formatDiagnostic(r.diagnostics[0] as never)).toMatch(
      /^club\.bws(:ReceivedData)?: the (database|table) cannot be read \(.+\): the file is damaged or cut short, e\.g\. copied while Bridgemate was writing it$/,
    );
  });

  it('an empty file', async () => {
    const r = await loadBwsTables(new Uint8Array(0), 'club.bws');
    expect(r.diagnostics[0]?.code).toBe('bws-unreadable');
  });
});
