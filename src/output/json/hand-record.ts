/**
 * The hand record of a board in the JSON document: the deal, the double-dummy table and the par, each null
 * when the input has none. A stable shape, documented in the README ("JSON output"):
 *
 *   "deal": "N:K843.T542.J6.863 AQJ7.K.Q75.AT942 962.AJ7.KT82.J75 T5.Q9863.A943.KQ" | null,
 *   "doubleDummy": { "N": { "C": 2, "D": 3, "H": 3, "S": 3, "NT": 2 }, "E": {…}, "S": {…}, "W": {…} } | null,
 *   "par": { "scoreNS": -430, "score": "EW 430", "text": "EW 3NT+1", "source": "file" | "computed",
 *            "contracts": [ { "contract": "3NT", "declarers": ["E", "W"], "tricks": 10, "result": "+1" } ] } | null
 *
 * @example
 * handRecordJson(board.info).par?.score //=> 'EW 430'
 */
import type { BoardInfo, DoubleDummyTable, Par, Seat, Strain } from '../../model/types.js';
import { contractText } from '../../laws/notation.js';
import { parContractsText, parScoreText } from '../../laws/par.js';

const SEATS: readonly Seat[] = ['N', 'E', 'S', 'W'];
const STRAINS: readonly Strain[] = ['C', 'D', 'H', 'S', 'NT'];

export interface HandRecordJson {
  readonly deal: string | null;
  readonly doubleDummy: Record<Seat, Record<Strain, number>> | null;
  readonly par: unknown;
}

export function handRecordJson(info: BoardInfo | undefined): HandRecordJson {
  return {
    deal: info?.deal ?? null,
    doubleDummy: info?.doubleDummy ? tableJson(info.doubleDummy) : null,
    par: info?.par ? parJson(info.par) : null,
  };
}

function tableJson(dd: DoubleDummyTable): Record<Seat, Record<Strain, number>> {
  const out = {} as Record<Seat, Record<Strain, number>>;
  for (const seat of SEATS) {
    const row = {} as Record<Strain, number>;
    for (const strain of STRAINS) row[strain] = dd[seat][strain];
    out[seat] = row;
  }
  return out;
}

function parJson(par: Par): unknown {
  return {
    scoreNS: par.scoreNS,
    score: parScoreText(par.scoreNS),
    text: parContractsText(par.contracts) || null,
    source: par.source,
    contracts: par.contracts.map((c) => {
      const d = c.tricks - (c.level + 6);
      return { contract: contractText(c), declarers: [...c.declarers], tricks: c.tricks, result: d === 0 ? '=' : d > 0 ? `+${d}` : String(d) };
    }),
  };
}
