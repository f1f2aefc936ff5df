/**
 * Checks on the whole event after reading every file (the travellers of one board may come from several
 * files): a pair twice on one board, a pair missing from the names list, boards without a result. On the line
 * table, in one pass in input order (so the earlier of two lines is the one named).
 */
import { KIND_NOT_PLAYED, LineTable, StringPool } from '../model/line-table.js';
import type { Participant, ResultLine } from '../model/types.js';
import { layoutBoards } from '../model/board-layout.js';
import { locationOf, placeText, type Diagnostic } from '../base/diagnostics.js';

export interface CheckEventOptions {
  /** the names file, when given: every traveller pair must be in it */
  readonly names?: { readonly file: string; readonly participants: readonly Participant[] };
  /** report a pair on one board twice (off when a movement check has done it already) */
  readonly pairTwice?: boolean;
}

/** The checks on lines given as records (small callers, tests). */
export function checkEvent(results: readonly ResultLine[], opts: CheckEventOptions = {}): Diagnostic[] {
  return checkLineTable(LineTable.fromLines(results), opts);
}

export function checkLineTable(t: LineTable, opts: CheckEventOptions = {}): Diagnostic[] {
  const out: Diagnostic[] = [];
  const at = (i: number) => locationOf(t.sourceAt(i));
  // Who plays a board, keyed by (session, section, board): in an individual event a player may not play a
  // board twice in either direction; a pair not twice in one direction (NS 1 and EW 1 of a Mitchell numbered
  // from 1 are two pairs).
  const layout = layoutBoards(t, { acrossSections: false });
  const players = new StringPool();
  // Found board by board; reported in the order of the lines (the earlier of two lines is the one named).
  const found: { i: number; d: Diagnostic }[] = [];
  const stamp: number[] = [];
  const first: number[] = [];
  const visit = (i: number, g: number, key: number, who: string, field: string, dir: 'NS' | 'EW', individual: boolean): void => {
    if (stamp[key] === g) {
      if (opts.pairTwice === false) return;
      const e = first[key] as number;
      const earlier = t.sourceAt(e);
      const where = t.file[e] !== t.file[i] ? placeText(earlier) : earlier.line !== undefined ? `line ${earlier.line}` : (earlier.record ?? earlier.file);
      const message = individual
        ? `player ${who} plays board ${t.board[i]} twice (also on ${where}; expected each player once per board)`
        : `pair ${who} plays board ${t.board[i]} twice as ${dir} (also on ${where}; expected each pair once per board)`;
      found.push({ i, d: { severity: 'error', code: 'pair-twice', ...at(i), field, message } });
      return;
    }
    stamp[key] = g;
    first[key] = i;
  };
  for (let g = 0; g < layout.groups.length; g++) {
    const group = layout.groups[g] as (typeof layout.groups)[number];
    for (let k = group.start; k < group.end; k++) {
      const i = layout.order[k] as number;
      const seats = t.seatsAt(i);
      if (seats) {
        visit(i, g, players.intern(seats.N), seats.N, 'north', 'NS', true);
        visit(i, g, players.intern(seats.E), seats.E, 'east', 'EW', true);
        visit(i, g, players.intern(seats.S), seats.S, 'south', 'NS', true);
        visit(i, g, players.intern(seats.W), seats.W, 'west', 'EW', true);
      } else {
        visit(i, g, 2 * (t.ns[i] as number), t.pairText(i, 'NS'), 'ns', 'NS', false);
        visit(i, g, 2 * (t.ew[i] as number) + 1, t.pairText(i, 'EW'), 'ew', 'EW', false);
      }
      if (t.kind[i] !== KIND_NOT_PLAYED) continue;
      found.push({
        i,
        d: {
          severity: 'warning',
          code: 'not-played',
          ...at(i),
          message: `board ${t.board[i]} between NS ${t.pairText(i, 'NS')} and EW ${t.pairText(i, 'EW')} was not played and has no adjusted score; it does not count for either pair (give A60/40, A50/50 … to adjust it, Law 12C2)`,
        },
      });
    }
  }
  found.sort((a, b) => a.i - b.i);
  for (const f of found) out.push(f.d);
  if (opts.names) checkNames(t, opts.names, out, at);
  return out;
}

/**
 * The pairs (or players) on the travellers that the names list does not have: one warning listing them all.
 * A names file may name only some pairs (a late change of partner, one missing name): the others keep the
 * names the results give, or none; nothing else changes.
 */
function checkNames(
  t: LineTable,
  names: NonNullable<CheckEventOptions['names']>,
  out: Diagnostic[],
  at: (i: number) => { file: string; line?: number; record?: string },
): void {
  const known = new Set(names.participants.map((p) => `${p.section ?? ''}|${p.pair}`));
  const anySection = new Set(names.participants.map((p) => p.pair));
  const reported = new Set<string>();
  const missing: string[] = [];
  let first: number | undefined;
  let individualSeen = false;
  const check = (i: number, pair: string, _field: string, individual: boolean): void => {
    const section = t.sectionText(i);
    const key = `${section ?? ''}|${pair}`;
    if (reported.has(key)) return;
    if (known.has(key) || (section === undefined && anySection.has(pair)) || known.has(`|${pair}`)) return;
    reported.add(key);
    missing.push(`${pair}${section ? ` (section ${section})` : ''}`);
    first ??= i;
    individualSeen ||= individual;
  };
  // A pair already found in the list is not looked up again.
  const ok = new Set<number>();
  const pair = (i: number, p: number, field: string): void => {
    const k = p * 65536 + (t.section[i] as number);
    if (ok.has(k)) return;
    const before = out.length;
    check(i, t.pairs.get(p), field, false);
    if (out.length === before) ok.add(k);
  };
  for (let i = 0; i < t.count; i++) {
    const seats = t.seatsAt(i);
    if (seats) {
      check(i, seats.N, 'north', true);
      check(i, seats.E, 'east', true);
      check(i, seats.S, 'south', true);
      check(i, seats.W, 'west', true);
      continue;
    }
    pair(i, t.ns[i] as number, 'ns');
    pair(i, t.ew[i] as number, 'ew');
  }
  if (first === undefined) return;
  const who = individualSeen ? (missing.length === 1 ? 'player' : 'players') : missing.length === 1 ? 'pair' : 'pairs';
  out.push({
    severity: 'warning',
    code: 'unknown-pair',
    ...at(first),
    message: `${who} ${missing.join(', ')} ${missing.length === 1 ? 'is' : 'are'} not in ${names.file}: ${missing.length === 1 ? 'it keeps' : 'they keep'} the names the results give, or none (add ${missing.length === 1 ? 'it' : 'them'} there to name ${missing.length === 1 ? 'it' : 'them'})`,
  });
}
