import { Chalk } from 'chalk';
import { describe, expect, it } from 'vitest';
import { movementBalance } from '../../src/movement/balance.js';
import { generateHowell } from '../../src/movement/howell.js';
import { generateMitchell } from '../../src/movement/mitchell.js';
import { SUGGEST_TABLE_WIDTH, suggestionsCsv, suggestionsJson, suggestionsTable } from '../../src/output/table/movement-suggest.js';
import { suggestMovements, suggestMovementsCounted, type Suggestion } from '../../src/movement/suggest.js';
import { localeFor } from '../../src/i18n/index.js';
import { displayWidth } from '../../src/text/text-table.js';
import { writeMovementCsv } from '../../src/output/csv/movement.js';

/** Regenerate a suggestion from its own command line. */
function fromCommand(s: Suggestion): string {
  const words = s.command.split(' ');
  const value = (flag: string): number | undefined => {
    const i = words.indexOf(flag);
    return i < 0 ? undefined : Number(words[i + 1]);
  };
  const pairs = value('--pairs') as number;
  const common = {
    tables: Math.ceil(pairs / 2),
    halfTable: pairs % 2 === 1,
    rounds: value('--rounds') as number,
    boardsPerRound: value('--boards-per-round') as number,
  };
  const g =
    words[2] === 'howell'
      ? generateHowell({ ...common, stationaryNorth: words.includes('--stationary-north') })
      : generateMitchell({ ...common, relay: words.includes('--relay'), arrowSwitch: words.includes('--arrow-switch') });
  return writeMovementCsv(g.movement);
}

/** Boards each pair 1…N plays in a movement CSV (round,table,ns,ew,boards with ranges such as 1-4). */
function playedByPair(csv: string, pairs: number): number[] {
  const counts = new Array<number>(pairs).fill(0);
  const real = (p: string): boolean => /^\d+$/.test(p) && Number(p) >= 1 && Number(p) <= pairs;
  for (const line of csv.trim().split('\n').slice(1)) {
    const [, , ns = '', ew = '', boards = ''] = line.split(',');
    if (!real(ns) || !real(ew)) continue;
    const n = boards.split(/[ ;]+/).reduce((a, part) => {
      const [from, to] = part.split('-').map(Number);
      return a + (to === undefined ? 1 : (to as number) - (from as number) + 1);
    }, 0);
    for (const p of [ns, ew]) counts[Number(p) - 1] = (counts[Number(p) - 1] ?? 0) + n;
  }
  return counts;
}

describe('suggestMovements', () => {
  it('counts the round a pair sits out: the 3½-table Howell of 7 rounds × 4 boards plays 24, the one of 7 × 3 only 18', () => {
    const list = suggestMovements({ pairs: 7, boards: 24 });
    const howell74 = list.find((s) => s.options === 'howell --rounds 7 --boards-per-round 4');
    expect(howell74).toMatchObject({ boardsPlayed: 24, boardsPlayedFewest: 24, boardsInPlay: 28 });
    expect(list.some((s) => s.options === 'howell --rounds 7 --boards-per-round 3')).toBe(false);
    expect(suggestMovements({ pairs: 7, boards: 18 }).find((s) => s.options === 'howell --rounds 7 --boards-per-round 3')).toMatchObject({ boardsPlayed: 18 });
  });

  it.each([6, 7, 10, 12, 13, 16, 21, 28])('for %i pairs lists only movements of about 24 boards, each as its command builds it', (pairs) => {
    const list = suggestMovements({ pairs, boards: 24 });
    expect(list.length).toBeGreaterThan(0);
    for (const s of list) {
      expect(Math.abs(s.boardsPlayed - 24)).toBeLessThanOrEqual(3);
      // counted from the movement the command writes: a pair at a table with another pair of the event
      const counts = playedByPair(fromCommand(s), pairs);
      expect(s.boardsPlayed, s.command).toBe(Math.max(...counts));
      expect(s.boardsPlayedFewest, s.command).toBe(Math.min(...counts));
      expect(s.info.tables).toBe(Math.ceil(pairs / 2));
      expect(s.info.halfTable).toBe(pairs % 2 === 1);
      expect(s.info.boardsPerRound).toBeGreaterThanOrEqual(2);
      expect(s.info.boardsPerRound).toBeLessThanOrEqual(6);
    }
    const s = list[list.length - 1] as Suggestion;
    const csv = fromCommand(s);
    const g =
      s.info.kind === 'howell'
        ? generateHowell({
            tables: s.info.tables,
            rounds: s.info.rounds,
            boardsPerRound: s.info.boardsPerRound,
            halfTable: s.info.halfTable,
            stationaryNorth: s.command.includes('--stationary-north'),
          })
        : undefined;
    if (g) expect(movementBalance(g.movement, 'one')).toEqual(s.balance);
    expect(csv.startsWith('round,table,ns,ew,boards')).toBe(true);
  });

  it('lists for 12 pairs: Mitchells, the share-and-relay, the complete Howell both ways, and partial Howells', () => {
    const names = suggestMovements({ pairs: 12, boards: 24 }).map((s) => `${s.name} ${s.info.rounds}×${s.info.boardsPerRound}`);
    expect(names).toEqual([
      'Mitchell, share-and-relay 6×4',
      'Mitchell, skip 5×5',
      'Mitchell, skip 4×6',
      'Mitchell, share-and-relay, arrow-switched 6×4',
      'Mitchell, skip, arrow-switched 5×5',
      'Mitchell, skip, arrow-switched 4×6',
      'Howell, complete 11×2',
      'Howell, complete, stationary North 11×2',
      'Howell, partial 9×3',
      'Howell, partial 8×3',
      'Howell, partial (rounds of the complete) 7×3',
      'Howell, partial (rounds of the complete) 6×4',
    ]);
  });

  it('shows the trade-off of the complete Howell: balanced directions, or the most even comparisons', () => {
    const [balanced, north] = suggestMovements({ pairs: 8, boards: 21 }).filter((s) => s.name.startsWith('Howell, complete'));
    expect(balanced?.balance.nsRounds).toEqual({ min: 3, max: 4 });
    expect(north?.balance.nsRounds).toEqual({ min: 3, max: 7 });
    expect(north?.balance.compared).toEqual({ min: 9, max: 9 });
    expect((balanced?.balance.compared.max ?? 0) - (balanced?.balance.compared.min ?? 0)).toBeGreaterThan(0);
  });

  it('leaves out the stationary-North Howell when the half table leaves out the stationary pair', () => {
    expect(suggestMovements({ pairs: 13, boards: 26 }).some((s) => s.name.includes('stationary North'))).toBe(false);
  });

  it.each([5, 7, 8, 9, 12, 13, 16])('for %i pairs lists no movement that plays a board at one table only', (pairs) => {
    for (const boards of [8, 16, 24]) {
      for (const s of suggestMovements({ pairs, boards })) {
        // counted from the movement the command writes: the tables (two pairs of the event) that play each board
        const tables = new Map<string, number>();
        const real = (p: string): boolean => /^\d+$/.test(p) && Number(p) >= 1 && Number(p) <= pairs;
        for (const line of fromCommand(s).trim().split('\n').slice(1)) {
          const [, , ns = '', ew = '', boardList = ''] = line.split(',');
          if (!real(ns) || !real(ew)) continue;
          for (const part of boardList.split(/[ ;]+/)) {
            const [from, to = from] = part.split('-').map(Number) as [number, number?];
            for (let b = from; b <= (to as number); b++) tables.set(String(b), (tables.get(String(b)) ?? 0) + 1);
          }
        }
        expect(Math.min(...tables.values()), s.command).toBeGreaterThanOrEqual(2);
      }
    }
  });

  it('says how many movements it left out for a board played at one table only, and leaves out only those', () => {
    const { movements, leftOut } = suggestMovementsCounted({ pairs: 8, boards: 24 });
    expect(leftOut).toBe(1);
    expect(movements.some((s) => s.options === 'howell --rounds 4 --boards-per-round 6')).toBe(false);
    // the one left out: 4 rounds of the complete 4-table Howell, 6 boards a round, play some set at one table
    const left = generateHowell({ tables: 4, rounds: 4, boardsPerRound: 6 });
    expect(movementBalance(left.movement, 'one').results.min).toBe(1);
    expect(suggestMovementsCounted({ pairs: 12, boards: 24 }).leftOut).toBe(0);
  });

  it('gives the same list on every call', () => {
    expect(suggestionsJson(suggestMovements({ pairs: 14 }), 14, 24)).toBe(suggestionsJson(suggestMovements({ pairs: 14 }), 14, 24));
  });

  it.each([
    [{ pairs: 4 }, 'pairs: 4 is not allowed (expected 5 to 100 pairs: fewer cannot fill 3 tables)'],
    [{ pairs: 12.5 }, 'pairs: 12.5 is not allowed (expected 5 to 100 pairs: fewer cannot fill 3 tables)'],
    [{ pairs: 12, boards: 201 }, 'boards: 201 is not allowed (expected 4 to 200 boards per pair)'],
  ])('refuses %j', (opts, message) => {
    expect(() => suggestMovements(opts)).toThrow(new RangeError(message));
  });
});

describe('suggestion output', () => {
  const list = suggestMovements({ pairs: 7, boards: 24 });

  it('has one CSV record per movement, the same in JSON', () => {
    const csv = suggestionsCsv(list).trim().split('\n');
    expect(csv).toHaveLength(list.length + 1);
    const json = JSON.parse(suggestionsJson(list, 7, 24)) as { movements: { command: string; compared: { min: number } }[] };
    expect(json.movements.map((m) => m.command)).toEqual(list.map((s) => s.command));
    // the name may hold commas (quoted); count from the end: …, compared_min, compared_max, ns_min, ns_max, command
    expect(csv.slice(1).map((l) => l.split(',').slice(-5)[0])).toEqual(json.movements.map((m) => String(m.compared.min)));
  });

  it('prints a table with each command under it, by number, and a legend, without colour codes', () => {
    const text = suggestionsTable(list, 7, 24, new Chalk({ level: 0 }));
    expect(text.split('\n')[0]).toBe('Movements for 7 pairs (4 tables, a half table), about 24 boards');
    list.forEach((s, i) => expect(text).toContain(`\n${i + 1} ${s.command}\n`));
    expect(text).toContain('Compared: the fewest and the most boards');
    expect(text).not.toMatch(/\u001b\[/);
  });

  it('marks each movement in which two pairs of one field are never compared, and says what the mark means', () => {
    const twelve = suggestMovements({ pairs: 12, boards: 24 });
    const text = suggestionsTable(twelve, 12, 24, new Chalk({ level: 0 }));
    const rows = text.split('\n').filter((l) => /^│ +\d+ │/.test(l));
    expect(rows).toHaveLength(twelve.length);
    const marked = rows.map((r) => (r.split('│')[8] as string).trim().endsWith('!'));
    expect(marked).toEqual(twelve.map((s) => s.balance.compared.min === 0));
    expect(marked.filter(Boolean).length).toBeGreaterThan(0);
    expect(text).toContain('!: two pairs of the same field never play a board in the same direction');
    const fair = twelve.filter((s) => s.balance.compared.min > 0);
    expect(suggestionsTable(fair, 12, 24, new Chalk({ level: 0 }))).not.toContain('!');
    expect(suggestionsTable(list, 7, 24, new Chalk({ level: 0 }), undefined, 2)).toContain(
      'Left out: 2 movements in which a board is played at one table only',
    );
  });

  const lists = new Map<string, ReturnType<typeof suggestMovementsCounted>>();
  const listOf = (pairs: number, boards: number): ReturnType<typeof suggestMovementsCounted> => {
    const key = `${pairs}/${boards}`;
    const known = lists.get(key) ?? suggestMovementsCounted({ pairs, boards });
    lists.set(key, known);
    return known;
  };

  it.each(['en', 'nb', 'sv', 'da', 'fi'] as const)('fits 100 columns in %s, whatever the pairs and boards', (lang) => {
    const labels = localeFor(lang).t.suggest;
    for (const pairs of [5, 7, 8, 12, 13, 30, 100]) {
      for (const boards of [8, 16, 27]) {
        const { movements, leftOut } = listOf(pairs, boards);
        const text = suggestionsTable(movements, pairs, boards, new Chalk({ level: 0 }), labels, leftOut);
        const widest = Math.max(...text.split('\n').map(displayWidth));
        expect(widest, `${pairs} pairs, ${boards} boards`).toBeLessThanOrEqual(SUGGEST_TABLE_WIDTH);
        // every movement's name is there, wrapped within its cell: a row's next lines have no number
        const names: string[] = [];
        for (const line of text.split('\n').filter((l) => l.startsWith('│'))) {
          const [, number = '', name = ''] = line.split('│').map((c) => c.trim());
          if (/^\d+$/.test(number)) names.push(name);
          else if (number === '' && names.length > 0 && name !== '') names[names.length - 1] += ` ${name}`;
        }
        expect(names).toEqual(movements.map((s) => labels.movementName(s.named)));
      }
    }
  });
});
