/**
 * What an input file says the results were: matchpoints, IMPs, percentages, ranks and totals as published by
 * the program that made it (PBN 2.1 §5.9–5.10 ScoreTable and TotalScoreTable columns, USEBIO 1.0–1.3
 * NS_MATCH_POINTS, PERCENTAGE, PLACE). These numbers are never inputs to scoring: the scorer recomputes
 * everything from contracts, tricks and scores, and uses these only to compare.
 *
 * @example
 * parsePlace('3=') //=> { rank: 3, tie: true }
 */
import type { Rational } from '../base/rational.js';
import type { PairsEvent, Seat } from './types.js';
import type { Diagnostic } from '../base/diagnostics.js';
import type { PenaltyRecord } from './scored.js';

/** One traveller line as published. Scores are from North-South's view. */
export interface PublishedLine {
  board: number;
  ns: string;
  ew: string;
  section?: string;
  scoreNS?: number;
  mpNS?: Rational;
  mpEW?: Rational;
  impNS?: Rational;
  impEW?: Rational;
  pctNS?: Rational;
  pctEW?: Rational;
  /** Butler datum, NS points */
  datum?: number;
  /** an individual event (Ruter's PlayerId_North …): each seat's player, matchpoints and percentage */
  seats?: Partial<Record<Seat, { player: string; mp?: Rational; pct?: Rational }>>;
}

/** A pair's result in the file's own session, beside cumulative totals (Ruter's SessionScoreMP …). */
export interface PublishedSessionTotal {
  total?: Rational;
  percentage?: Rational;
  rank?: number;
  tie?: boolean;
}

/** One pair's published total and rank. */
export interface PublishedTotal {
  pair: string;
  section?: string;
  direction?: 'NS' | 'EW';
  rank?: number;
  tie?: boolean;
  total?: Rational;
  percentage?: Rational;
  boards?: number;
  names?: string;
  /** the tiebreak value published beside a shared total (Magic Contest's `Tiebreak` column), as written */
  tiebreak?: string;
  /** the pair's procedural penalties as published (Ruter's `ScorePenalty`), sign as written: −8 takes 8 away */
  penalty?: Rational;
  /** the file's own session, when the totals above are cumulative over several sessions */
  session?: PublishedSessionTotal;
  /** USEBIO MASTER_POINTS/MASTER_POINTS_AWARDED: the award per player, a whole number of the scale's unit */
  masterpoints?: number;
}

/**
 * What a file says of itself that tells how it was scored: the program, where it was played, and the shape of
 * its totals. Every field as written in the file (PBN tags and Ruter's `% <META …>`, USEBIO elements).
 */
export interface PublishedMeta {
  /** the program and its version: PBN `Generator`/`Application`/META Generator, USEBIO PROGRAM_NAME */
  generator?: string;
  /** where it was played or who ran it: PBN `Site`, META Licencee/Arranger (a program's country) */
  where?: string;
  /** where `scoring` was read: "Scoring tag", "META ScoringType", "BOARD_SCORING_METHOD" */
  scoringField?: string;
  /** PBN `Competition`: Pairs, Individuals */
  competition?: string;
  /** the column the TotalScoreTable's totals are in (TotalScoreMP, TotalScoreIMP …), or USEBIO TOTAL_SCORE */
  totalColumn?: string;
  /** META BoardCount: the boards the totals cover */
  boardCount?: number;
  /** META BoardCountSession: the boards of this file's session */
  boardCountSession?: number;
  /** META CRSession and CRSessionCount: which session of how many */
  session?: number;
  sessionCount?: number;
  /** USEBIO SECTION_COUNT */
  sectionCount?: number;
  /** USEBIO MP_SCALE, as written */
  mpScale?: string;
}

export interface PublishedResults {
  /** the file's own name for its scoring method, e.g. "MatchPoints;MP1", "IMP;Cross2", "MATCH_POINTS" */
  scoring?: string;
  winners?: 1 | 2;
  lines: PublishedLine[];
  totals: PublishedTotal[];
  meta?: PublishedMeta;
}

export interface ReadEventResult {
  event: PairsEvent;
  published: PublishedResults;
  diagnostics: Diagnostic[];
  /** procedural penalties the file gives (Ruter's "Pen" rows and ScorePenalty), applied with those of `--penalties` */
  penalties?: PenaltyRecord[];
}

/** "3", "3=", "=3" → rank 3 (tied when `=` is present); undefined when not a place. */
/**
 * Places a file shares without marking them: two pairs of one field (section, direction, session) at the same
 * place with the same published score (BBO Extractor writes PLACE 3 for both). They are marked shared, as
 * `3=` would say. Equal places with different scores are left alone (two fields that the file does not tell
 * apart, each with its own place 1).
 */
export function markSharedPlaces(totals: readonly PublishedTotal[]): void {
  const seen = new Map<string, PublishedTotal>();
  for (const t of totals) {
    if (t.rank === undefined || t.tie) continue;
    const score = t.percentage ?? t.total;
    if (score === undefined) continue;
    const key = `${t.section ?? ''}\u0000${t.direction ?? ''}\u0000${t.rank}\u0000${score.toString()}`;
    const first = seen.get(key);
    if (first === undefined) seen.set(key, t);
    else {
      first.tie = true;
      t.tie = true;
    }
  }
}

export function parsePlace(text: string): { rank: number; tie: boolean } | undefined {
  // At most nine digits: a place is range-checked where it is read, never Infinity.
  const m = /^\s*(=?)\s*0*(\d{1,9})\s*(=?)\s*$/.exec(text);
  if (!m) return undefined;
  return { rank: Number(m[2]), tie: m[1] === '=' || m[3] === '=' };
}

/** "2014.10.05", "2013-08-10 19:19", "09/04/2025" (day first) → ISO "YYYY-MM-DD"; undefined when unknown. */
export function isoDate(text: string): string | undefined {
  const t = text.trim();
  let m = /^(\d{4})[.\-/](\d{1,2})[.\-/](\d{1,2})(?:\D|$)/.exec(t);
  if (m) return validDate(Number(m[1]), Number(m[2]), Number(m[3]));
  m = /^(\d{1,2})[./-](\d{1,2})[./-](\d{4})(?:\D|$)/.exec(t);
  if (m) return validDate(Number(m[3]), Number(m[2]), Number(m[1]));
  return undefined;
}

function validDate(y: number, mo: number, d: number): string | undefined {
  if (mo < 1 || mo > 12 || d < 1 || d > 31) return undefined;
  return `${String(y).padStart(4, '0')}-${String(mo).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}
