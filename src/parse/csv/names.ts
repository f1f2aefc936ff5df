/**
 * Names CSV: pair number → player names and ids (the ids feed the national handicap, NBF 3.15).
 * Columns: `pair`, then either `names` ("Kari Nordmann - Ola Sjødal") or `player1`, `player2` (and optionally
 * `id1`, `id2`), optional `section` and `direction` (for a two-winner Mitchell that numbers NS and EW from 1).
 *
 * @example
 * readNamesCsv('pair,player1,player2\n1,Kari Nordmann,Ola Sjødal\n', 'names.csv').participants[0].name
 * //=> 'Kari Nordmann - Ola Sjødal'
 */
import type { Direction, Participant, Player } from '../../model/types.js';
import { found, DiagnosticBag, type Diagnostic } from '../../base/diagnostics.js';
import { readCsvTable, type ColumnSpec } from './read-table.js';

const COLUMNS: readonly ColumnSpec[] = [
  { name: 'pair', synonyms: ['pair', 'pair no', 'pairno', 'pairid', 'number', 'nr', 'par'], required: true },
  { name: 'names', synonyms: ['names', 'name', 'navn', 'players'] },
  { name: 'player1', synonyms: ['player1', 'player 1', 'name1', 'spiller1'] },
  { name: 'player2', synonyms: ['player2', 'player 2', 'name2', 'spiller2'] },
  { name: 'id1', synonyms: ['id1', 'memberid1', 'member1', 'player1 id', 'player1id'] },
  { name: 'id2', synonyms: ['id2', 'memberid2', 'member2', 'player2 id', 'player2id'] },
  { name: 'section', synonyms: ['section', 'sect', 'seksjon'] },
  { name: 'direction', synonyms: ['direction', 'dir', 'retning'] },
];

export function readNamesCsv(text: string, file: string): { participants: Participant[]; diagnostics: Diagnostic[] } {
  const bag = new DiagnosticBag(file);
  const table = readCsvTable(text, COLUMNS, bag);
  if (!bag.hasErrors() && !table.present.has('names') && !table.present.has('player1')) {
    bag.error('missing-column', 'expected a "names" column or "player1"/"player2" columns', table.headerLine);
  }
  const participants: Participant[] = [];
  const seen = new Map<string, number>();
  for (const row of table.rows) {
    const pair = row.get('pair');
    if (pair === undefined) {
      bag.error('pair', 'no pair number (expected the pair number used in the travellers)', row.line, 'pair');
      continue;
    }
    const section = row.get('section');
    const dirText = row
      .get('direction')
      ?.toUpperCase()
      .replace(/[^NSEW]/g, '');
    let direction: Direction | undefined;
    if (dirText !== undefined) {
      if (dirText === 'NS' || dirText === 'EW') direction = dirText;
      else bag.error('direction', `${found(row.get('direction') ?? '')} is not a direction (expected NS or EW)`, row.line, 'direction');
    }
    const key = `${section ?? ''}|${direction ?? ''}|${pair}`;
    const earlier = seen.get(key);
    if (earlier !== undefined) {
      bag.error('duplicate-pair', `pair ${pair} is listed twice (first on line ${earlier})`, row.line, 'pair');
      continue;
    }
    seen.set(key, row.line);
    const players: Player[] = [];
    const p1 = row.get('player1');
    const p2 = row.get('player2');
    const onlyIds = row.get('names') === undefined && (row.get('id1') !== undefined || row.get('id2') !== undefined);
    if (p1 !== undefined || p2 !== undefined || onlyIds) {
      for (const [name, id] of [
        [p1, row.get('id1')],
        [p2, row.get('id2')],
      ] as const) {
        // a player given by the member number alone is named by it (`--members` puts the name in)
        if (name !== undefined) players.push({ name, ...(id !== undefined ? { id } : {}) });
        else if (id !== undefined) players.push({ name: id, id });
      }
    } else {
      // "A - B" (a pair) or one name (a player in an individual event); ids by position.
      const ids = [row.get('id1'), row.get('id2')];
      const split = (row.get('names') ?? '')
        .split(/\s+[-–&/]\s+|\s*;\s*/)
        .map((n) => n.trim())
        .filter(Boolean);
      split.forEach((name, i) => {
        const id = ids[i];
        players.push({ name, ...(id !== undefined ? { id } : {}) });
      });
    }
    const name = row.get('names') ?? players.map((p) => p.name).join(' - ');
    participants.push({
      pair,
      players,
      ...(name ? { name } : {}),
      ...(section !== undefined ? { section } : {}),
      ...(direction !== undefined ? { direction } : {}),
    });
  }
  return { participants, diagnostics: bag.items };
}
