/**
 * Checks on the whole event after reading every file (the travellers of one board may come from several
 * files): a pair twice on one board, a pair missing from the names list, boards without a result.
 */
import type { Participant, ResultLine } from '../model/types.js';
import { locationOf, placeText, type Diagnostic } from './diagnostics.js';

export interface CheckEventOptions {
  /** the names file, when given: every traveller pair must be in it */
  readonly names?: { readonly file: string; readonly participants: readonly Participant[] };
  /** report a pair on one board twice (off when a movement check has done it already) */
  readonly pairTwice?: boolean;
}

export function checkEvent(results: readonly ResultLine[], opts: CheckEventOptions = {}): Diagnostic[] {
  const out: Diagnostic[] = [];
  const at = (r: ResultLine) => locationOf(r.source);
  // A two-winner Mitchell may number both directions from 1: a pair is then identified by its direction too.
  const seen = new Map<string, ResultLine>();
  for (const r of results) {
    for (const [dir, who, field] of contestants(r)) {
      // In an individual event a player may not play a board twice, in either direction.
      const key = `${r.session ?? ''}|${r.section ?? ''}|${r.board}|${r.seats ? '' : dir}|${who}`;
      const earlier = seen.get(key);
      if (earlier && opts.pairTwice !== false) {
        const where =
          earlier.source.file !== r.source.file ? placeText(earlier.source) : earlier.source.line !== undefined ? `line ${earlier.source.line}` : (earlier.source.record ?? earlier.source.file);
        out.push({
          severity: 'error',
          code: 'pair-twice',
          ...at(r),
          field,
          message: r.seats
            ? `player ${who} plays board ${r.board} twice (also on ${where}; expected each player once per board)`
            : `pair ${who} plays board ${r.board} twice as ${dir} (also on ${where}; expected each pair once per board)`,
        });
      } else seen.set(key, r);
    }
    if (r.outcome.kind === 'notPlayed') {
      out.push({
        severity: 'warning',
        code: 'not-played',
        ...at(r),
        message: `board ${r.board} between NS ${r.ns} and EW ${r.ew} was not played and has no adjusted score; it does not count for either pair (give A60/40, A50/50 … to adjust it, Law 12C2)`,
      });
    }
  }
  if (opts.names) {
    const known = new Set(opts.names.participants.map((p) => `${p.section ?? ''}|${p.pair}`));
    const anySection = new Set(opts.names.participants.map((p) => p.pair));
    const reported = new Set<string>();
    for (const r of results) {
      for (const [, pair, field] of contestants(r)) {
        const ok = known.has(`${r.section ?? ''}|${pair}`) || (r.section === undefined && anySection.has(pair)) || known.has(`|${pair}`);
        if (!ok && !reported.has(`${r.section ?? ''}|${pair}`)) {
          reported.add(`${r.section ?? ''}|${pair}`);
          out.push({
            severity: 'error',
            code: 'unknown-pair',
            ...at(r),
            field,
            message: `${r.seats ? 'player' : 'pair'} ${pair}${r.section ? ` (section ${r.section})` : ''} is not in ${opts.names.file} (expected a ${r.seats ? 'player' : 'pair'} number listed there)`,
          });
        }
      }
    }
  }
  return out;
}

/** Who plays a line: its two pairs, or in an individual event its four players; with the field to name. */
function contestants(r: ResultLine): [dir: 'NS' | 'EW', who: string, field: string][] {
  if (r.seats) {
    return [['NS', r.seats.N, 'north'], ['EW', r.seats.E, 'east'], ['NS', r.seats.S, 'south'], ['EW', r.seats.W, 'west']];
  }
  return [['NS', r.ns, 'ns'], ['EW', r.ew, 'ew']];
}
