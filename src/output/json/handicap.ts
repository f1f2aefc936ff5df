import type { HcRankingRow } from '../../model/handicap.js';
import { playerUpdateJson } from '../csv/hc-updates.js';
import { jsonNumber } from '../../text/display-number.js';

export function handicapJson(rows: readonly HcRankingRow[]): unknown {
  return rows.map((r) => ({
    rank: r.hcRank,
    tie: r.hcTie,
    pair: r.pair,
    group: r.group ?? null,
    H: jsonNumber(r.H),
    Hbar: jsonNumber(r.Hbar),
    expected: jsonNumber(r.E),
    compensation: jsonNumber(r.C),
    compensationPerRound: jsonNumber(r.cPerRound),
    result: jsonNumber(r.R),
    hcResult: jsonNumber(r.Rhc),
    boards: r.boards,
    players: r.players.map(playerUpdateJson),
  }));
}
