#!/usr/bin/env node
/**
 * The peer of the benchmark: the same job done with the open library bridge-scorer and plain objects, as a
 * JavaScript program would do it. Reads a traveller CSV (board,ns,ew,contract,declarer,result), scores every
 * contract (bridge-scorer's contractResult), compares each board (matchpoints or cross-IMPs), totals and ranks
 * the pairs, and writes the scores and matchpoints as JSON.
 *
 *   node scripts/bench/peer.cjs travellers.csv out.json [mp|cross-imps]
 */
'use strict';
const fs = require('node:fs');
const scorer = require('bridge-scorer');

const [file, out, method = 'mp'] = process.argv.slice(2);
const text = fs.readFileSync(file, 'utf8');
const lines = text.split('\n');
const header = lines[0].split(',');
const col = (name) => header.indexOf(name);
const [cBoard, cNs, cEw, cContract, cDecl, cResult] = ['board', 'ns', 'ew', 'contract', 'declarer', 'result'].map(col);
const VUL = ['None', 'NS', 'EW', 'Both'];

function vulnerability(board) {
  const k = (board - 1) % 16;
  return VUL[(k + Math.floor(k / 4)) % 4];
}

const boards = new Map();
for (let i = 1; i < lines.length; i++) {
  if (lines[i] === '') continue;
  const f = lines[i].split(',');
  const board = Number(f[cBoard]);
  const m = /^([1-7])(NT|C|D|H|S)(X{0,2})$/.exec(f[cContract]);
  const declaror = f[cDecl];
  const contract = { level: Number(m[1]), denomination: m[2], risk: m[3], declaror };
  const vul = vulnerability(board);
  const vulnerable = vul === 'Both' || (vul === 'NS' ? declaror === 'N' || declaror === 'S' : vul === 'EW' && (declaror === 'E' || declaror === 'W'));
  const r = f[cResult];
  const relative = r === '=' ? 0 : Number(r);
  const game = { board, ns: f[cNs], ew: f[cEw], contract, score: scorer.contractResult(contract, vulnerable, relative) };
  let list = boards.get(board);
  if (!list) boards.set(board, (list = []));
  list.push(game);
}

const totals = new Map();
const add = (pair, v) => {
  const t = totals.get(pair) ?? { pair, score: 0, boards: 0 };
  t.score += v;
  t.boards++;
  totals.set(pair, t);
};
const results = [];
for (const [board, games] of [...boards.entries()].sort((a, b) => a[0] - b[0])) {
  if (method === 'cross-imps') scorer.crossImps(games);
  else scorer.matchpoints(games);
  for (const g of games) {
    const ns = method === 'cross-imps' ? g.impsNS.value : g.matchpointsNS.value;
    const ew = method === 'cross-imps' ? g.impsEW.value : g.matchpointsEW.value;
    add('NS ' + g.ns, ns);
    add('EW ' + g.ew, ew);
    results.push({ board, ns: g.ns, ew: g.ew, contract: g.contract, score: g.score, valueNS: ns, valueEW: ew, percentNS: g.matchpointsNS?.percentage ?? null });
  }
}
const ranking = [...totals.values()];
scorer.rank(ranking);
fs.writeFileSync(out, JSON.stringify({ ranking, results }));
