/**
 * PBN 2.1 §5.10 `TotalScoreTable`: the ranking, one row per pair, with the column names Ruter and Magic
 * Contest use (the spec's `TotalMP`/`TotalIMP` are not what real readers look for): `Rank`, `RankTie`,
 * `PairId`, `Section`, `Direction` (`N-S`/`E-W`, two winners only), `TotalScoreMP` and `TotalPercentage` or
 * `TotalScoreIMP`, `Names` ("A - B"), `NrBoards`, `MemberID1`, `MemberID2`.
 * `RankTie` is the last place a tie shares (Ruter: `25 26` for two pairs sharing 25th–26th), `-` otherwise;
 * a pair that is listed but not ranked has `-` as its rank.
 *
 * @example
 * totalScoreTableLines(clubSession)
 * //=> ['[TotalScoreTable "Rank\\1R;RankTie\\1R;PairId\\2R;Direction\\5R;TotalScoreMP\\6R;TotalPercentage\\5R;…"]',
 * //    '1 -  4 "N-S" 203.93 72.83 "Marit Lie - Jon Haugen"       24 "10008" "10009"', …]
 */
import type { PairStanding, ScoredPairsEvent } from '../../model/scored.js';
import { fmtImp, fmtMp, fmtPct } from '../../text/display-number.js';
import { NOT_APPLICABLE, pbnTable, text, token, type PbnCell, type PbnColumn } from './pbn-text.js';

export function totalScoreTableLines(event: ScoredPairsEvent): string[] {
  const mp = event.method === 'mp';
  const withSection = event.standings.some((s) => s.section !== undefined);
  const withDirection = event.winners === 'two';
  const columns: PbnColumn[] = [
    { name: 'Rank', align: 'R' },
    { name: 'RankTie', align: 'R' },
    { name: event.individual ? 'PlayerId' : 'PairId', align: 'R' },
    ...(withSection ? [{ name: 'Section', align: 'L' } as const] : []),
    ...(withDirection ? [{ name: 'Direction', align: 'R' } as const] : []),
    ...(mp
      ? [{ name: 'TotalScoreMP', align: 'R' } as const, { name: 'TotalPercentage', align: 'R' } as const]
      : [{ name: 'TotalScoreIMP', align: 'R' } as const]),
    { name: 'Names', align: 'L' },
    { name: 'NrBoards', align: 'R' },
    { name: 'MemberID1', align: 'R' },
    { name: 'MemberID2', align: 'R' },
  ];
  const lastPlace = sharedPlaces(event.standings);
  const rows = event.standings.map((s): PbnCell[] => {
    const ranked = s.ranked && s.rank !== undefined;
    const last = ranked ? lastPlace.get(placeKey(s)) : undefined;
    const names = s.players.length > 0 ? s.players.map((p) => p.name).join(' - ') : (s.names ?? '');
    const id = (i: number): PbnCell => {
      const v = s.players[i]?.id;
      return v === undefined || v === '' ? NOT_APPLICABLE : text(v);
    };
    return [
      ranked ? token(String(s.rank)) : NOT_APPLICABLE,
      ranked && s.tie && last !== undefined ? token(String(last)) : NOT_APPLICABLE,
      token(s.pair),
      ...(withSection ? [s.section === undefined ? NOT_APPLICABLE : token(s.section)] : []),
      ...(withDirection ? [s.direction === null ? NOT_APPLICABLE : text(s.direction === 'NS' ? 'N-S' : 'E-W')] : []),
      // The published total is what the ranking compares: the sum for matchpoints and Butler, the
      // method's own figure (raw, per comparison or per board) for cross-IMPs.
      ...(mp
        ? [token(fmtMp(s.total, 2)), s.percentage === undefined ? NOT_APPLICABLE : token(fmtPct(s.percentage))]
        : [token(fmtImp(event.method === 'butler' ? s.total : s.score))]),
      names === '' ? NOT_APPLICABLE : text(names),
      token(String(s.boards)),
      id(0),
      id(1),
    ];
  });
  return pbnTable('TotalScoreTable', columns, rows);
}

function placeKey(s: PairStanding): string {
  return `${s.field}\u0000${s.rank ?? ''}`;
}

/** For each shared place in a field, the last place of the tie: rank + (number sharing it) − 1. */
function sharedPlaces(standings: readonly PairStanding[]): Map<string, number> {
  const count = new Map<string, number>();
  for (const s of standings) {
    if (!s.ranked || s.rank === undefined) continue;
    count.set(placeKey(s), (count.get(placeKey(s)) ?? 0) + 1);
  }
  const last = new Map<string, number>();
  for (const s of standings) {
    if (s.rank !== undefined) last.set(placeKey(s), s.rank + (count.get(placeKey(s)) ?? 1) - 1);
  }
  return last;
}
