/**
 * `bridgescore serve` over the club session entered round by round: a board still in play is never served
 * (no traveller, no deal, on any page reachable or not), a board every table has played is served whole with
 * its frequencies, the
 * pages say how far play has got, each pair's page says where it plays next, and the director's page lists
 * what is missing and what to check. Then the server's own safety: only its pages, GET and HEAD, ETags.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crawl, get, linesUpTo, MOVEMENT, PLANNED, ROUNDS, serve, upToRound, type Served } from './server.js';

const boardsPlayed = (k: number): Map<number, number> => {
  const m = new Map<number, number>();
  for (const l of linesUpTo(k)) m.set(Number(l.split(',')[0]), (m.get(Number(l.split(',')[0])) ?? 0) + 1);
  return m;
};

/** The rows of a board page's frequency table: score and times. */
const frequencyRows = (page: string): { score: number; times: number }[] => {
  const table = /<table class="frequencies">.*?<tbody>(.*?)<\/tbody>/s.exec(page)?.[1] ?? '';
  return [...table.matchAll(/<tr><td class="n">(-?\d+)<\/td><td class="n">(\d+)<\/td>/g)].map((m) => ({ score: Number(m[1]), times: Number(m[2]) }));
};

describe('serve, round by round', () => {
  let s: Served;
  const seen = new Map<number, Map<string, string>>();

  beforeAll(async () => {
    s = await serve(upToRound(1));
    for (let k = 1; k <= ROUNDS; k++) {
      if (k > 1) s.enter(upToRound(k));
      await s.waitFor(`version ${k} published`);
      seen.set(k, await crawl(s.url));
    }
  }, 120_000);
  afterAll(async () => {
    expect(await s.stop()).toBe(0);
  });

  it.each(Array.from({ length: ROUNDS }, (_, i) => [i + 1]))('after round %i: a board in play shows neither results nor deal; a finished one both', (k) => {
    const pages = seen.get(k) as Map<string, string>;
    const played = boardsPlayed(k);
    for (const [board, tables] of PLANNED) {
      const page = pages.get(`/board-${board}.html`);
      const done = (played.get(board) ?? 0) === tables;
      if (!played.has(board)) continue;
      expect(page, `board ${board}`).toBeDefined();
      if (done) {
        expect(page, `board ${board} after round ${k}`).toContain('class="deal"');
        expect(page).toContain('class="traveller"');
        // Its frequencies: every table's score once (an artificial score has none), the highest NS score first.
        const freq = frequencyRows(page as string);
        const scored = linesUpTo(k).filter((l) => Number(l.split(',')[0]) === board && !/^A/.test(l.split(',')[5] ?? '')).length;
        expect(
          freq.reduce((a, f) => a + f.times, 0),
          `board ${board} frequencies`,
        ).toBe(scored);
        expect(freq.map((f) => f.score)).toEqual([...freq.map((f) => f.score)].sort((a, b) => b - a));
      } else {
        expect(page, `board ${board} after round ${k}`).not.toContain('class="deal"');
        expect(page).not.toContain('class="traveller"');
        expect(page).not.toContain('class="frequencies"');
        expect(page).toContain(`In play: ${played.get(board)} of ${tables} tables have played this board`);
      }
    }
    // No page anywhere shows a deal of a board in play.
    for (const [path, html] of pages) {
      for (const m of html.matchAll(/aria-label="Deal of board (\d+)"/g)) {
        const board = Number(m[1]);
        expect(played.get(board), `${path} shows the deal of board ${board} after round ${k}`).toBe(PLANNED.get(board));
      }
    }
  });

  it('says how far play has got, and all rounds complete at the end', () => {
    expect(seen.get(2)?.get('/')).toContain('Provisional results: rounds 1–2 of 7 complete');
    expect(seen.get(2)?.get('/screen')).toContain('Provisional results: rounds 1–2 of 7 complete');
    expect(seen.get(7)?.get('/')).toContain('Provisional results: all 7 rounds complete');
  });

  it("puts on each pair's page the rounds still to play, from the movement", () => {
    // examples/club-session/movement.csv: pair 1 sits NS at table 1; round 3 against 13 on boards 9–12
    const page = seen.get(2)?.get('/pair-ns-1.html') ?? '';
    expect(page).toContain('Next, round 3</strong>: table 1, North–South, boards 9–12, against');
    expect(page).not.toContain('round 2</strong>');
    expect(seen.get(7)?.get('/pair-ns-1.html')).toContain('You have played all your rounds.');
  });

  it('shows the score card rows of boards still in play without their results', () => {
    const page = seen.get(1)?.get('/pair-ns-1.html') ?? '';
    expect(page).toContain('<tr class="inplay">');
    expect(page).toContain('their results are shown once every table has played them');
    expect(seen.get(7)?.get('/pair-ns-1.html')).not.toContain('<tr class="inplay">');
  });

  it('puts the QR code of the address on the screen', () => {
    const screen = seen.get(3)?.get('/screen') ?? '';
    expect(screen).toMatch(/<svg class="qr"[^>]*aria-label="Scan to follow on your phone"/);
    expect(screen).toContain(`or open ${s.url}`);
  });
});

describe('serve: the director', () => {
  let s: Served;
  beforeAll(async () => {
    // round 4 entered, but table 3's board 9 of round 1 missing; one result far from every other
    s = await serve(
      upToRound(4, (lines) => lines.filter((l) => !l.startsWith('9,1,3,')).map((l) => (l.startsWith('1,1,1,') ? l.replace(/,3S,W,-2,/, ',7NTX,W,-7,') : l))),
    );
    await s.waitFor('version 1 published');
  }, 30_000);
  afterAll(async () => {
    await s.stop();
  });

  it('is at its own address only', async () => {
    expect((await get(s.url, '/director')).status).toBe(404);
    expect((await get(s.url, '/director/')).status).toBe(404);
    expect((await get(s.url, '/director/director-key-2')).status).toBe(404);
    expect((await get(s.url, '/')).body).not.toContain('director-key-1');
  });

  it('lists a round started with a board not entered, and a result far from the others', async () => {
    const page = (await get(s.url, '/director/director-key-1')).body;
    expect(page).toContain('round 1, table 3: board 9');
    expect(page).toMatch(/Board 1, round 1, table 1, 1–8, NS 1700: at least \d+ IMPs from every other result on the board/);
  });

  it('gives the results entered at each table', async () => {
    const page = (await get(s.url, '/director/director-key-1')).body;
    const entered = new Map<number, number>();
    for (const l of linesUpTo(4).filter((x) => !x.startsWith('9,1,3,'))) entered.set(Number(l.split(',')[2]), (entered.get(Number(l.split(',')[2])) ?? 0) + 1);
    expect(entered.size).toBeGreaterThan(1);
    for (const [table, n] of entered)
      expect(page, `table ${table}`).toMatch(new RegExp(`<tr><td class="n">${table}</td><td class="n">(\\d+|–)</td><td class="n">${n} / \\d+</td></tr>`));
  });
});

describe('serve: only its own pages', () => {
  let s: Served;
  beforeAll(async () => {
    s = await serve(upToRound(1));
    await s.waitFor('version 1 published');
  }, 30_000);
  afterAll(async () => {
    await s.stop();
  });

  it.each([
    ['/../package.json', 404],
    ['/%2e%2e/%2e%2e/etc/passwd', 404],
    ['/index.html/../../t.csv', 404],
    ['/t.csv', 404],
    ['/m.csv', 404],
    ['//etc/passwd', 404],
    ['/%E0%A4%A', 400],
    ['*', 400],
  ])('%s is %i', async (path, status) => {
    const r = await get(s.url, path);
    expect(r.status).toBe(status);
    expect(r.body).not.toContain('round,table');
  });

  it('listens on this machine only unless told, and prints the address to open', async () => {
    expect(s.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/);
    expect(s.log()).toContain(`serving ${s.url} (the screen: ${s.url}screen; the director: ${s.url}director/director-key-1); Ctrl-C to stop\n`);
    expect(s.log()).toContain('only this machine can open it: give --host 0.0.0.0 for phones on the club network\n');
    // from this machine's address on a network, the port is closed
    const { networkInterfaces } = await import('node:os');
    const outside = Object.values(networkInterfaces())
      .flat()
      .find((a) => a !== undefined && a.family === 'IPv4' && !a.internal)?.address;
    if (outside !== undefined) {
      const port = new URL(s.url).port;
      await expect(get(`http://${outside}:${port}/`, '/')).rejects.toMatchObject({ code: 'ECONNREFUSED' });
    }
  });

  it('answers GET and HEAD only', async () => {
    expect((await get(s.url, '/', { method: 'POST' })).status).toBe(405);
    expect((await get(s.url, '/', { method: 'PUT' })).status).toBe(405);
    const head = await get(s.url, '/', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.body).toBe('');
  });

  it('answers an unchanged page with 304', async () => {
    const first = await get(s.url, '/screen');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"/);
    expect((await get(s.url, '/screen', { headers: { 'if-none-match': etag } })).status).toBe(304);
  });

  it('lets the page run only its own script', async () => {
    const page = (await get(s.url, '/')).body;
    expect(page).toContain('script-src &#39;self&#39;; connect-src &#39;self&#39;');
    expect(page).toContain('<script src="/live.js" defer></script>');
    expect(page).toContain('<noscript><meta http-equiv="refresh" content="30"></noscript>');
    expect((await get(s.url, '/live.js')).headers['content-type']).toBe('text/javascript; charset=utf-8');
  });
});

describe('serve: usage', () => {
  it('refuses travellers without a movement unless the session is final', async () => {
    const { runInProcess } = await import('../helpers/cli.js');
    const r = await runInProcess(['serve', 't.csv'], { 't.csv': upToRound(1) });
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('serve needs the movement to know which boards are still in play');
  });

  it('refuses a --host that is not an address of this machine', async () => {
    const { runInProcess } = await import('../helpers/cli.js');
    const r = await runInProcess(['serve', 't.csv', '--movement', 'm.csv', '--host', '203.0.113.7', '--port', '0'], {
      't.csv': upToRound(1),
      'm.csv': MOVEMENT,
    });
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('--host 203.0.113.7: not an address of this machine');
  });

  it('gives the players the address to open: the host it listens on, or this machine on the network when it listens on all', async () => {
    const { publicUrl } = await import('../../src/cli/commands/serve-run.js');
    const { networkInterfaces } = await import('node:os');
    expect(publicUrl('127.0.0.1', 8080)).toBe('http://127.0.0.1:8080/');
    expect(publicUrl('::1', 8080)).toBe('http://[::1]:8080/');
    const lan = Object.values(networkInterfaces())
      .flat()
      .find((a) => a !== undefined && a.family === 'IPv4' && !a.internal)?.address;
    expect(publicUrl('0.0.0.0', 8080)).toBe(`http://${lan ?? '127.0.0.1'}:8080/`);
  });

  it.each([
    ['--port', '70000', '--port: "70000" is not a port'],
    ['--cycle', 'x', '--cycle: "x" is not a number of seconds'],
    ['--director-key', 'a b', '--director-key: 8 to 64 letters'],
    ['--url', 'javascript:alert(1)', 'is not an http:// or https:// address'],
  ])('%s %s is a usage error', async (flag, value, message) => {
    const { runInProcess } = await import('../helpers/cli.js');
    const r = await runInProcess(['serve', 't.csv', '--movement', 'm.csv', flag, value], { 't.csv': upToRound(1), 'm.csv': 'round,table,ns,ew,boards\n' });
    expect(r.code).toBe(2);
    expect(r.stderr).toContain(message);
  });
});
