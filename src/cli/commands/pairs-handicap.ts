/**
 * `pairs --handicap`: the HC ranking of the scored event (NBF 3.15), from a member list CSV or the handicap
 * database. Loaded only with --handicap (the database driver with it).
 */
import { handicapRanking } from '../../scoring/handicap/in-event.js';
import { readRegisterCsv } from '../../parse/csv/handicap-register.js';
import { type HcContestant, type HcRankingRow } from '../../model/handicap.js';
import { isSqliteFile, readRegisterFromDb } from '../../io/handicap-db.js';
import { Rational } from '../../base/rational.js';
import { groupOf } from '../../output/view/handicap.js';
import { decodeText } from '../../parse/decode.js';
import type { ScoredPairsEvent } from '../../model/scored.js';
import type { CliDeps } from '../deps.js';
import { UsageError } from '../../base/diagnostics.js';
import { reportOrThrow } from '../report.js';
import type { PairsCliOptions } from './pairs-options.js';

/** NBF 3.15: the HC ranking of the scored event, from a member list CSV or the handicap database. */
export async function handicapRows(scored: ScoredPairsEvent, opts: PairsCliOptions, deps: CliDeps): Promise<HcRankingRow[]> {
  const path = opts.handicap as string;
  const defaultHc = Number(opts.hcDefault);
  if (!Number.isFinite(defaultHc)) throw new UsageError(`--hc-default: "${opts.hcDefault}" is not a number`);
  const bytes = await deps.readBytes(path);
  let register: ReadonlyMap<string, { hc: number }>;
  if (isSqliteFile(bytes)) {
    if (scored.date === undefined) throw new UsageError('--handicap with a database needs the event date (--date YYYY-MM-DD) to take the official HC');
    register = readRegisterFromDb(path, scored.date);
  } else {
    const r = readRegisterCsv(decodeText(bytes).text, path);
    reportOrThrow(deps, r.diagnostics);
    register = r.register;
  }
  const imp = scored.method !== 'mp';
  const contestants: HcContestant[] = scored.standings
    .filter((s) => s.ranked && s.boards > 0)
    .map((s) => ({
      pair: s.pair,
      players: s.players,
      // NBF 3.15: in IMP events R = 50 + 10 × IMPs per board (1 IMP ↔ 60 %, NBF 3.2.9)
      resultPercent: imp ? Rational.of(50).add(Rational.of(10).mul(s.perBoard ?? Rational.ZERO)) : (s.percentage as Rational),
      boards: s.boards,
      rounds: Math.max(1, new Set(s.entries.map((e) => e.round ?? e.board)).size),
      group: groupOf(s.direction, s.section),
    }));
  const missing = contestants.filter((c) => c.players.length === 0);
  if (missing.length > 0)
    throw new UsageError(`--handicap needs the players of every pair (--names with player ids); none for pair ${missing.map((c) => c.pair).join(', ')}`);
  return handicapRanking(contestants, register, { defaultHc, c: 0.6, b0: 100 });
}
