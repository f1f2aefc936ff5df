/**
 * `bridgescore pairs SESSION.bws`, `validate` and `explain` on the real Bridgemate session, with and without its
 * hand record (`--deals`): the ranking with no other option, the board pages with deal, double-dummy table and
 * par, JSON and PBN carrying them, and the errors of files that are not a whole database. The matchpoints are
 * checked against an independent scorer (the bridge-scorer package) fed straight from the database's rows.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadBwsTables } from '../../src/io/bws-file.js';
import { readPbn } from '../../src/parse/pbn/read-pbn.js';
import { readHandRecord } from '../../src/parse/pbn/hand-record.js';
import { runInProcess } from '../helpers/cli.js';
import { bridgemateDir } from '../helpers/fixtures.js';

const BWS = new Uint8Array(readFileSync(join(bridgemateDir, 'club-2026-01-19.bws')));
const HANDS = new Uint8Array(readFileSync(join(bridgemateDir, 'club-2026-01-19-hands.pbn')));
const FILES = { 'club.bws': BWS, 'hands.pbn': HANDS };
const NAMELESS = 'club.bws:PlayerNumbers table 9 East: warning: member 1701282 has no name here or in PlayerNames; shown by the number\n';

interface RankingRow {
  rank: number;
  pair: string;
  direction: 'NS' | 'EW';
  names: string;
  players: { name: string; id: string | null }[];
  total: number;
  boards: number;
}
interface BoardJson {
  board: number;
  deal: string | null;
  doubleDummy: Record<string, Record<string, number>> | null;
  par: { scoreNS: number; score: string; text: string | null; source: string; contracts: unknown[] } | null;
}
type Doc = { event: { winners: string; title: string; date: string }; ranking: RankingRow[]; boards: BoardJson[] };

describe('bridgescore pairs SESSION.bws: what the file names', () => {
  it('gives the CSV the section letter of a one-section file (the pages name no section)', async () => {
    const sections = (await loadBwsTables(BWS, 'club.bws')).tables?.Section ?? [];
    expect(sections.map((r) => String(r['Letter']).trim())).toEqual(['A']);
    const ranking = await runInProcess(['pairs', 'club.bws', '-f', 'csv'], FILES);
    const rows = ranking.stdout
      .trim()
      .split('\n')
      .slice(1)
      .map((l) => l.split(','));
    expect(new Set(rows.map((r) => r[2]))).toEqual(new Set(['A']));
    const boards = await runInProcess(['pairs', 'club.bws', '--boards', '-f', 'csv'], FILES);
    expect(
      new Set(
        boards.stdout
          .trim()
          .split('\n')
          .slice(1)
          .map((l) => l.split(',')[1]),
      ),
    ).toEqual(new Set(['A']));
  });

  it('warns that "Bridge game", the default title of Bridgemate, goes on the page without --title', async () => {
    const page = await runInProcess(['pairs', 'club.bws', '-f', 'html'], FILES);
    expect(page.code).toBe(0);
    expect(page.stderr).toContain('warning: the title is "Bridge game", the scoring program\'s default: give the event\'s name with --title');
    const titled = await runInProcess(['pairs', 'club.bws', '-f', 'html', '--title', 'Mandagsklubben'], FILES);
    expect(titled.stderr).not.toContain('the title is');
    const table = await runInProcess(['pairs', 'club.bws'], FILES);
    expect(table.stderr).not.toContain('the title is');
  });
});

describe('bridgescore pairs SESSION.bws', () => {
  it('scores the session with no other option: two fields of 11 pairs, named from the file', async () => {
    const r = await runInProcess(['pairs', 'club.bws'], FILES);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stderr).toBe(NAMELESS);
    expect(r.stdout).toContain('Bridge game — 2026-01-19 (matchpoints, two winners)');
    expect(r.stdout).toMatch(/North-South[\s\S]*East-West/);
    expect(r.stdout).toContain('│    1 │ 9    │ Ldzcn Dwqwocrikmkh - Shkubykd Bggn  │ 325 │ 540 │ 60.19 │     27 │');
  });

  it('writes the same ranking as JSON, with the member numbers as player ids', async () => {
    const r = await runInProcess(['pairs', 'club.bws', '--format', 'json'], FILES);
    expect(r.code, r.stderr).toBe(0);
    const doc = JSON.parse(r.stdout) as Doc;
    expect(doc.event).toMatchObject({ winners: 'two', title: 'Bridge game', date: '2026-01-19' });
    expect(doc.ranking).toHaveLength(22);
    expect(doc.ranking.filter((x) => x.direction === 'NS')).toHaveLength(11);
    expect(doc.ranking.every((x) => x.boards === 27 && x.players.length === 2 && x.players.every((p) => p.id !== null))).toBe(true);
    expect(doc.boards).toHaveLength(27);
    for (const k of ['deal', 'doubleDummy', 'par']) expect(doc.boards[0]).not.toHaveProperty(k); // no hand record: left out (schemaVersion 3)
  });

  it('agrees with an independent scorer fed from the database rows', async () => {
    const scorer = createRequire(import.meta.url)('bridge-scorer') as {
      contractTricks(c: { level: number; denomination: string; risk: string }, vulnerable: boolean, tricks: number): number;
      matchpoints(games: { contract?: { declaror: string }; score: number; matchpointsNS?: { value: number }; matchpointsEW?: { value: number } }[]): void;
    };
    const rows = (await loadBwsTables(BWS, 'club.bws')).tables?.ReceivedData ?? [];
    const totals = new Map<string, number>();
    const byBoard = new Map<
      number,
      {
        ns: string;
        ew: string;
        game: { contract?: { declaror: string }; score: number; matchpointsNS?: { value: number }; matchpointsEW?: { value: number } };
      }[]
    >();
    for (const row of rows) {
      const board = row['Board'] as number;
      const [level, strain, risk] = String(row['Contract']).split(' ');
      const seat = String(row['NS/EW']);
      const k = (board - 1) % 16;
      const vul = ['None', 'NS', 'EW', 'Both'][(k + Math.floor(k / 4)) % 4] as string;
      const vulnerable = vul === 'Both' || (vul === 'NS' ? seat === 'N' || seat === 'S' : vul === 'EW' && (seat === 'E' || seat === 'W'));
      const result = String(row['Result']);
      const game =
        level === 'PASS'
          ? { score: 0 }
          : {
              contract: { declaror: seat },
              score: scorer.contractTricks(
                { level: Number(level), denomination: strain as string, risk: (risk ?? '').toUpperCase() },
                vulnerable,
                Number(level) + 6 + (result === '=' ? 0 : Number(result)),
              ),
            };
      const list = byBoard.get(board) ?? [];
      list.push({ ns: String(row['PairNS']), ew: String(row['PairEW']), game });
      byBoard.set(board, list);
    }
    for (const list of byBoard.values()) {
      scorer.matchpoints(list.map((x) => x.game));
      for (const x of list) {
        totals.set(`NS${x.ns}`, (totals.get(`NS${x.ns}`) ?? 0) + (x.game.matchpointsNS?.value ?? 0));
        totals.set(`EW${x.ew}`, (totals.get(`EW${x.ew}`) ?? 0) + (x.game.matchpointsEW?.value ?? 0));
      }
    }
    const r = await runInProcess(['pairs', 'club.bws', '--format', 'json'], FILES);
    const ours = new Map((JSON.parse(r.stdout) as Doc).ranking.map((x) => [`${x.direction}${x.pair}`, x.total]));
    expect(ours).toEqual(totals);
  });

  it('takes --names over the names in the file', async () => {
    const names = [
      'pair,direction,names',
      ...Array.from({ length: 11 }, (_, i) => [`${i + 1},NS,North ${i + 1} - South ${i + 1}`, `${i + 1},EW,East ${i + 1} - West ${i + 1}`]).flat(),
    ].join('\n');
    const r = await runInProcess(['pairs', 'club.bws', '--names', 'names.csv', '--format', 'json'], { ...FILES, 'names.csv': names });
    expect(r.code, r.stderr).toBe(0);
    const doc = JSON.parse(r.stdout) as Doc;
    expect(doc.ranking.find((x) => x.direction === 'EW' && x.pair === '9')?.names).toBe('East 9 - West 9');
  });

  it('feeds the handicap with the member numbers as player ids', async () => {
    const tables = (await loadBwsTables(BWS, 'club.bws')).tables;
    const register = [
      'id,name,hc',
      ...(tables?.PlayerNumbers ?? []).map((p, i) => `${String(p['Number'])},${String(p['Name']) || 'Unknown'},${20 + (i % 10)}`),
    ].join('\n');
    const r = await runInProcess(['pairs', 'club.bws', '--handicap', 'register.csv', '--format', 'json'], { ...FILES, 'register.csv': register });
    expect(r.code, r.stderr).toBe(0);
    const rows = (JSON.parse(r.stdout) as { handicap: { pair: string; group: string; players: { id: string; source: string }[] }[] }).handicap;
    expect(rows).toHaveLength(22);
    // Every player's HC came from the register by member number: no partner's or default HC.
    expect(rows.flatMap((x) => x.players.map((p) => p.source))).toEqual(Array(44).fill('register'));
    expect(rows.find((x) => x.pair === '1' && x.group === 'North-South')?.players.map((p) => p.id)).toEqual(['6432068', '2371742']);
  });

  it('validate: the results fit the movement of RoundData', async () => {
    const r = await runInProcess(['validate', 'club.bws'], FILES);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toBe('');
  });

  it('explain: a board of the session', async () => {
    const r = await runInProcess(['explain', 'club.bws', '--board', '1'], FILES);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toContain('Board 1');
  });
});

describe('bridgescore pairs SESSION.bws --deals HANDS.pbn', () => {
  it('puts every board’s deal, double-dummy table and par on its page', async () => {
    const r = await runInProcess(['pairs', 'club.bws', '--deals', 'hands.pbn', '--format', 'html', '-o', 'out/'], FILES);
    expect(r.code, r.stderr).toBe(0);
    const boards = [...r.written.keys()].filter((p) => /board-\d+\.html$/.test(p));
    expect(boards).toHaveLength(27);
    for (const path of boards) {
      const html = r.written.get(path) as string;
      expect(html, path).toContain('<div class="deal"');
      expect(html, path).toContain('<table class="dd">');
      expect(html, path).toMatch(/<p class="par"><strong>Par:<\/strong> (NS|EW) \d+/);
    }
    const board1 = r.written.get('out/board-1.html') as string;
    expect(board1).toContain('<p class="par"><strong>Par:</strong> EW 430 — EW 3NT+1</p>');
    expect(board1).toContain('<td class="n makes" title="East takes 11 tricks in clubs">11</td>');
  });

  it('carries them per board in the JSON', async () => {
    const r = await runInProcess(['pairs', 'club.bws', '--deals', 'hands.pbn', '--format', 'json'], FILES);
    expect(r.code, r.stderr).toBe(0);
    const b = (JSON.parse(r.stdout) as Doc).boards[0];
    expect(b?.deal).toBe('N:K843.T542.J6.863 AQJ7.K.Q75.AT942 962.AJ7.KT82.J75 T5.Q9863.A943.KQ');
    expect(b?.doubleDummy).toEqual({
      N: { C: 2, D: 3, H: 3, S: 3, NT: 2 },
      E: { C: 11, D: 10, H: 10, S: 10, NT: 10 },
      S: { C: 2, D: 3, H: 3, S: 3, NT: 2 },
      W: { C: 11, D: 10, H: 10, S: 10, NT: 10 },
    });
    expect(b?.par).toEqual({
      scoreNS: -430,
      score: 'EW 430',
      text: 'EW 3NT+1',
      source: 'file',
      contracts: [{ contract: '3NT', declarers: ['E', 'W'], tricks: 10, result: '+1' }],
    });
  });

  it('writes them back in the PBN output, where a reader finds the same tables and par', async () => {
    const r = await runInProcess(['pairs', 'club.bws', '--deals', 'hands.pbn', '--format', 'pbn', '-o', 'out.pbn'], FILES);
    expect(r.code, r.stderr).toBe(0);
    const back = readPbn(r.written.get('out.pbn') as Uint8Array, 'out.pbn');
    expect(back.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    const hands = new Map(readHandRecord(HANDS, 'hands.pbn').boards.map((b) => [b.board, b]));
    expect(back.event.boards).toHaveLength(27);
    for (const b of back.event.boards) {
      expect(b.doubleDummy, `board ${b.board}`).toEqual(hands.get(b.board)?.doubleDummy);
      expect(b.par, `board ${b.board}`).toEqual(hands.get(b.board)?.par);
    }
  });

  it('computes the par where the hand record has the table but no par', async () => {
    const stripped = new TextDecoder('latin1').decode(HANDS).replace(/\[(OptimumScore|ParContract) "[^"]*"\]\r?\n/g, '');
    const r = await runInProcess(['pairs', 'club.bws', '--deals', 'bare.pbn', '--format', 'json'], { ...FILES, 'bare.pbn': stripped });
    expect(r.code, r.stderr).toBe(0);
    const b = (JSON.parse(r.stdout) as Doc).boards[0];
    expect(b?.par).toMatchObject({ scoreNS: -430, text: 'EW 3NT+1', source: 'computed' });
  });
});

describe('bridgescore pairs: a .bws that is not a whole database', () => {
  it('a text file named .bws: exit 1, nothing written', async () => {
    const r = await runInProcess(['pairs', 'club.bws', '-o', 'out.json', '--format', 'json'], { 'club.bws': 'board,ns,ew\n' });
    expect(r.code).toBe(1);
    expect(r.stderr).toBe(
      'club.bws: not a Bridgemate database (expected a Microsoft Access file, as Bridgemate Control Software writes its .bws; this one does not start with the Jet or ACE header)\n',
    );
    expect(r.written.size).toBe(0);
  });

  it('a copy cut short: exit 1, nothing written', async () => {
    const r = await runInProcess(['pairs', 'club.bws', '-o', 'out/', '--format', 'html'], { 'club.bws': BWS.subarray(0, 600_000) });
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(
      /^club\.bws:ReceivedData: the table cannot be read \(.*\): the file is damaged or cut short, e\.g\. copied while Bridgemate was writing it\n$/,
    );
    expect(r.written.size).toBe(0);
  });

  it('a Bridgemate database is found by its content whatever its name', async () => {
    const r = await runInProcess(['pairs', 'session.dat'], { 'session.dat': BWS });
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toContain('two winners');
  });
});
