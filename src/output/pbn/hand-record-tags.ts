/**
 * A board's double-dummy table and par written back into the PBN output, as BridgeComposer writes them
 * (PBN 2.1: the score tags and the supplemental tables), so that other programs and our own reader find them again: `DoubleDummyTricks`
 * (20 hex digits, N S E W × NT S H D C), `OptimumScore` (PBN 2.1: the side of the par contract and its score),
 * `ParContract` (`EW 3N+1; EW 5C=`), and the `OptimumResultTable` section (PBN 2.1).
 *
 * @example
 * analysisTags(info) //=> ['[DoubleDummyTricks "2333223332aaaabaaaab"]', '[OptimumScore "EW 430"]', '[ParContract "EW 3N+1"]']
 */
import type { BoardInfo, Seat, Strain } from '../../model/types.js';
import { doubleDummyTricksText } from '../../laws/double-dummy.js';
import { parContractText, parSide } from '../../laws/par.js';
import { pbnTable, tagLine, token } from './pbn-text.js';

const DECLARERS: readonly Seat[] = ['N', 'S', 'E', 'W'];
const DENOMINATIONS: readonly Strain[] = ['NT', 'S', 'H', 'D', 'C'];

/** The supplemental tags, in alphabetical order (§3.1 export format); none when the board has no analysis. */
export function analysisTags(info: BoardInfo | undefined): string[] {
  const lines: string[] = [];
  if (info?.doubleDummy) lines.push(tagLine('DoubleDummyTricks', doubleDummyTricksText(info.doubleDummy)));
  const par = info?.par;
  if (par) {
    const first = par.contracts[0];
    // The side of the (first) par contract, scoring from its own view: "NS -500" for a sacrifice.
    const side = first ? parSide(first) : par.scoreNS >= 0 ? 'NS' : 'EW';
    const score = side === 'NS' ? par.scoreNS : -par.scoreNS;
    lines.push(tagLine('OptimumScore', `${side} ${score === 0 ? 0 : score}`));
    const contracts = par.contracts.map((c) => `${c.declarers.join('')} ${parContractText(c, 'N')}`).join('; ');
    // A par score whose contracts the input did not give (Ruter's OptimumScore alone) has no ParContract.
    if (contracts !== '' || par.scoreNS === 0) lines.push(tagLine('ParContract', contracts === '' ? 'Pass' : contracts));
  }
  return lines;
}

/** The `OptimumResultTable` section: one row per declarer and denomination, BridgeComposer's order. */
export function optimumResultTableLines(info: BoardInfo | undefined): string[] {
  const dd = info?.doubleDummy;
  if (!dd) return [];
  const rows = DECLARERS.flatMap((seat) => DENOMINATIONS.map((d) => [token(seat), token(d), token(String(dd[seat][d]))]));
  return pbnTable(
    'OptimumResultTable',
    [
      { name: 'Declarer', align: 'L' },
      { name: 'Denomination', align: 'R' },
      { name: 'Result', align: 'R' },
    ],
    rows,
  );
}
