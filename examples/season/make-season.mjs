// Writes the example season: 22 synthetic club nights of one club (a recurring set of 22 players, 20 a night,
// forming varying pairs), as seeded CSV travellers of a 5-table Mitchell (4 boards a round, 20 boards) with
// the night's names, in examples/season/nights/NN/, and the handicap register examples/season/register.csv.
// Nights 7 and 15 are scored as cross-IMPs (nights/NN/args says so). Then examples/season/score.sh scores
// each night with the real program into examples/season/sessions/. Run from the repository root:
//   node examples/season/make-season.mjs && bash examples/season/score.sh examples/season/sessions
// Deterministic: a fixed seed (mulberry32), no clock.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
// the program's own seeded generator (built by npm ci into dist/)
import { mulberry32 } from '../../dist/base/prng.js';
import { join } from 'node:path';

const DIR = 'examples/season';
const OUT = join(DIR, 'nights');
const SESSIONS = 22;
const TABLES = 5;
const ROUNDS = 5;
const PER_ROUND = 4;
const PLAYERS = Array.from({ length: 22 }, (_, i) => ({ id: String(20001 + i), name: `Player ${String.fromCharCode(65 + i)}`, hc: (10 + ((i * 7) % 30)).toFixed(2) }));

const rnd = mulberry32(20250107);
const pick = (xs) => xs[Math.floor(rnd() * xs.length)];
function shuffle(xs) {
  const a = [...xs];
  for (let i = a.length - 1; i > 0; i--) {
    const j = Math.floor(rnd() * (i + 1));
    [a[i], a[j]] = [a[j], a[i]];
  }
  return a;
}

const CONTRACTS = ['1NT', '2S', '2H', '3NT', '4S', '4H', '3C', '3D', '5D', '2NT', '6NT'];
const RESULTS = ['-2', '-1', '=', '=', '=', '+1', '+1', '+2'];

function travellers() {
  const lines = ['board,round,table,ns,ew,contract,declarer,result,note'];
  for (let r = 1; r <= ROUNDS; r++) {
    for (let t = 1; t <= TABLES; t++) {
      const ew = TABLES + ((t - 1 - (r - 1) + TABLES) % TABLES) + 1; // EW move up a table a round
      const group = (t - 1 + (r - 1)) % TABLES; // boards move down
      for (let k = 1; k <= PER_ROUND; k++) {
        const board = group * PER_ROUND + k;
        if (rnd() < 0.04) lines.push(`${board},${r},${t},${t},${ew},PASS,,,`);
        else {
          const contract = pick(CONTRACTS);
          const result = pick(RESULTS);
          const over = result === '=' ? 0 : Number(result);
          const ok = Number(contract[0]) + 6 + over <= 13; // no 14th trick
          lines.push(`${board},${r},${t},${t},${ew},${contract},${pick(['N', 'S', 'E', 'W'])},${ok ? result : '='},`);
        }
      }
    }
  }
  return lines.join('\n') + '\n';
}

function names(players) {
  const lines = ['pair,player1,id1,player2,id2'];
  for (let p = 0; p < 2 * TABLES; p++) {
    const [a, b] = [players[2 * p], players[2 * p + 1]];
    lines.push(`${p + 1},${a.name},${a.id},${b.name},${b.id}`);
  }
  return lines.join('\n') + '\n';
}

rmSync(OUT, { recursive: true, force: true });
writeFileSync(join(DIR, 'register.csv'), ['id,name,hc', ...PLAYERS.map((p) => `${p.id},${p.name},${p.hc}`)].join('\n') + '\n');
for (let s = 1; s <= SESSIONS; s++) {
  const tonight = shuffle(PLAYERS).slice(0, 4 * TABLES);
  const night = join(OUT, String(s).padStart(2, '0'));
  mkdirSync(night, { recursive: true });
  writeFileSync(join(night, 'travellers.csv'), travellers());
  writeFileSync(join(night, 'names.csv'), names(tonight));
  const day = new Date(Date.UTC(2025, 0, 7 + 7 * (s - 1))).toISOString().slice(0, 10);
  const imps = s === 7 || s === 15;
  writeFileSync(join(night, 'args'), ['--title', `"Club night ${s}"`, '--date', day, '--masterpoints', 'ebu-local', ...(imps ? ['--scoring', 'cross-imps'] : [])].join(' ') + '\n');
}
console.log(`wrote ${SESSIONS} nights to ${OUT}`);
