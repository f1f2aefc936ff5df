/**
 * A team event from its matches to its standings (teams.md; NBF 2.5–2.11, 1.9.2).
 *
 * Order of work: each played match is scored (match-score.ts); absences are applied (no-show 2.6.4, force
 * majeure 2.6.6, withdrawal 2.11.5); byes and absences get their awards, which depend on the played matches
 * (2.9.2: best of 12 VP, the team's own average, the average scored against the absent team; provisionally
 * 12; 2.6.6: best of 8 VP and the two averages, at most 12, provisionally 10); penalties are deducted from
 * the offender only and shown against the match (2.8.5); totals are ranked with the tiebreaks of 2.10.3.
 * A team absent from more than half of the boards is not ranked (2.9.3); a withdrawn team is ranked last.
 * Knock-out matches are decided instead (2.10.1): IMPs, then total points, then four more boards.
 *
 * @example
 * scoreTeamsEvent({ teams: [], penalties: [], matches: [
 *   { round: 1, home: 'Trondheim', away: 'Oslo', boards: 32, score: { kind: 'imps', home: rat(55), away: rat(59) }, source },
 * ] }, DEFAULT_TEAMS_OPTIONS).result.standings.map((s) => [s.team, s.vp]) //=> [['Oslo', 1086], ['Trondheim', 914]]
 */
import { Rational } from '../model/rational.js';
import type { SourceLocation } from '../model/types.js';
import type { Diagnostic } from '../parse/diagnostics.js';
import { OSLO_BOARD_POINTS } from './board-points.js';
import { matchTotals, matchVp, publishedImps, type MatchTotals } from './match-score.js';
import { breakTies, isRoundRobin, monradQuality, quotient, type Meeting, type TiebreakTeam } from './tiebreaks.js';
import { NO_SHOW_MINUTES, slowPlayLimit, timePenaltyCenti, timePenaltyImps } from './time-penalty.js';
import type {
  AppliedPenalty,
  KnockoutDecision,
  MatchInput,
  MatchKind,
  MatchResult,
  PenaltyInput,
  SideResult,
  StandingRow,
  TeamsEventInput,
  TeamsEventOptions,
  TeamsEventResult,
  TiebreakCriterion,
} from './types.js';
import { roundImps, toCenti, vpForMargin, vpTable, centiShort } from './vp-scale.js';

export interface ScoreTeamsEventResult {
  readonly result: TeamsEventResult;
  readonly diagnostics: readonly Diagnostic[];
}

/** NBF 2.9.2, 2.6.6, 2.11.4 on the 20-point scale, in hundredths. */
const BYE_CENTI = 1200;
const FORCE_MAJEURE_MIN_CENTI = 800;
const FORCE_MAJEURE_PROVISIONAL_CENTI = 1000;
const INELIGIBLE_CENTI = 300;

interface Work {
  readonly input: MatchInput;
  readonly totals: MatchTotals | null;
  boards: number | null;
  /** the scale this match's VP and VP penalties are on, in hundredths (NBF 1.9.2) */
  maxCenti: number | null;
  absentHome: 'fault' | 'forceMajeure' | null;
  absentAway: 'fault' | 'forceMajeure' | null;
  kind: MatchKind;
  vpHome: number | null;
  vpAway: number | null;
  provisional: boolean;
  readonly penHome: AppliedPenalty[];
  readonly penAway: AppliedPenalty[];
  forfeitBy: 'home' | 'away' | null;
}

function diag(source: SourceLocation, code: string, message: string, field?: string, severity: 'error' | 'warning' = 'error'): Diagnostic {
  return {
    severity,
    code,
    file: source.file,
    message,
    ...(source.line === undefined ? {} : { line: source.line }),
    ...(field === undefined ? {} : { field }),
  };
}

export function scoreTeamsEvent(input: TeamsEventInput, options: TeamsEventOptions): ScoreTeamsEventResult {
  const diagnostics: Diagnostic[] = [];
  const names = new Map<string, string>();
  for (const t of input.teams) names.set(t.id, t.name);
  const knownTeams = input.teams.length > 0;
  const teamIds: string[] = [...input.teams.map((t) => t.id)];
  const addTeam = (id: string): void => {
    if (!names.has(id)) {
      names.set(id, id);
      teamIds.push(id);
    }
  };

  // ---- structure: known teams, a team meeting itself, a match or a team listed twice in a round
  const seen = new Map<string, SourceLocation>();
  const valid: MatchInput[] = [];
  for (const m of input.matches) {
    let ok = true;
    for (const [team, field] of [[m.home, 'home'], [m.away, 'away']] as const) {
      if (team === null) continue;
      if (knownTeams && !names.has(team)) {
        diagnostics.push(diag(m.source, 'unknown-team', `team "${team}" is not in the team list`, field));
        ok = false;
      }
    }
    if (m.away !== null && m.away === m.home) {
      diagnostics.push(diag(m.source, 'self-match', `team "${m.home}" meets itself in round ${m.round}`, 'away'));
      ok = false;
    }
    if (m.boards !== undefined && (!Number.isInteger(m.boards) || m.boards < 1)) {
      diagnostics.push(diag(m.source, 'bad-boards', `${m.boards} is not a number of boards (expected a whole number ≥ 1)`, 'boards'));
      ok = false;
    }
    if (!ok) continue;
    const pairKey = `${m.round}\u0000${[m.home, m.away ?? ''].sort().join('\u0000')}`;
    const firstPair = seen.get(pairKey);
    if (firstPair) {
      diagnostics.push(diag(m.source, 'duplicate-match', `the match ${m.home} – ${m.away ?? 'bye'} in round ${m.round} is listed twice (first at line ${firstPair.line ?? '?'})`));
      continue;
    }
    seen.set(pairKey, m.source);
    let clash = false;
    for (const team of [m.home, m.away]) {
      if (team === null) continue;
      const k = `${m.round}\u0000team\u0000${team}`;
      const first = seen.get(k);
      if (first) {
        diagnostics.push(diag(m.source, 'team-twice', `team "${team}" has two matches in round ${m.round} (the other at line ${first.line ?? '?'})`));
        clash = true;
      } else seen.set(k, m.source);
    }
    if (clash) continue;
    if (m.score.kind === 'vp') {
      for (const [v, field] of [[m.score.home, 'vp_home'], [m.score.away, 'vp_away']] as const) {
        if (options.form === 'imps' && (v < 0 || v > options.max * 100)) {
          diagnostics.push(diag(m.source, 'bad-vp', `${centiShort(v)} VP is outside the scale (expected 0–${options.max})`, field));
          ok = false;
        }
      }
      if (!ok) continue;
    }
    addTeam(m.home);
    if (m.away !== null) addTeam(m.away);
    valid.push(m);
  }

  // ---- each match's totals and size
  const roundBoards = new Map<number, number>();
  const works: Work[] = valid.map((m) => {
    const totals = matchTotals(m.score, options);
    const boards = totals?.boards ?? m.boards ?? null;
    if (boards !== null) roundBoards.set(m.round, Math.max(roundBoards.get(m.round) ?? 0, boards));
    return {
      input: m,
      totals,
      boards,
      maxCenti: null,
      absentHome: null,
      absentAway: null,
      kind: 'unplayed',
      vpHome: null,
      vpAway: null,
      provisional: false,
      penHome: [],
      penAway: [],
      forfeitBy: null,
    };
  });
  for (const w of works) {
    w.boards ??= roundBoards.get(w.input.round) ?? options.defaultBoards ?? null;
    if (options.form === 'imps') w.maxCenti = options.max * 100;
    else if (w.boards !== null) w.maxCenti = w.boards * (options.form === 'bam' ? options.bamWin : OSLO_BOARD_POINTS) * 100;
  }
  const scaled = (w: Work, centi20: number): number => Math.round((centi20 * (w.maxCenti ?? 2000)) / 2000);
  const scaledRational = (w: Work, vp20: Rational): number => toCenti(vp20.mul(Rational.of(w.maxCenti ?? 2000, 2000)));

  const findMatch = (p: PenaltyInput): { w: Work; side: 'home' | 'away' } | undefined => {
    for (const w of works) {
      if (w.input.round !== p.round) continue;
      if (w.input.home === p.team) return { w, side: 'home' };
      if (w.input.away === p.team) return { w, side: 'away' };
    }
    return undefined;
  };

  // ---- absences (NBF 2.6.4, 2.6.6, 2.11.5): before any award, since awards depend on who played
  const withdrawn = new Map<string, number>();
  for (const p of input.penalties) {
    if (!names.has(p.team)) {
      diagnostics.push(diag(p.source, 'unknown-team', `team "${p.team}" is not a team of the event (expected one of ${teamIds.slice(0, 12).join(', ')}${teamIds.length > 12 ? ', …' : ''})`, 'team'));
      continue;
    }
    if (p.type === 'withdrawn') {
      withdrawn.set(p.team, Math.min(withdrawn.get(p.team) ?? Infinity, p.round));
      continue;
    }
    const absent = p.type === 'noShow' ? 'fault' : p.type === 'forceMajeure' ? 'forceMajeure' : p.type === 'late' && (p.minutes ?? 0) > NO_SHOW_MINUTES ? 'fault' : null;
    if (absent === null) continue;
    const found = findMatch(p);
    if (!found || found.w.input.away === null) {
      diagnostics.push(diag(p.source, 'no-match', `team "${p.team}" has no match in round ${p.round} to be absent from`, 'round'));
      continue;
    }
    if (found.w.input.score.kind !== 'none') {
      diagnostics.push(diag(p.source, 'absent-with-result', `team "${p.team}" is recorded as absent in round ${p.round}, but the match has a result (${found.w.input.source.file}:${found.w.input.source.line ?? '?'})`, 'type'));
      continue;
    }
    if (found.side === 'home') found.w.absentHome = absent;
    else found.w.absentAway = absent;
  }
  for (const w of works) {
    if (w.input.score.kind !== 'none' || w.input.away === null) continue;
    const fromHome = withdrawn.get(w.input.home);
    const fromAway = withdrawn.get(w.input.away);
    if (fromHome !== undefined && w.input.round >= fromHome) w.absentHome ??= 'fault';
    if (fromAway !== undefined && w.input.round >= fromAway) w.absentAway ??= 'fault';
  }

  // ---- played matches
  for (const w of works) {
    const m = w.input;
    if (m.away === null) {
      w.kind = 'bye';
      continue;
    }
    if (w.absentHome || w.absentAway) {
      w.kind = 'noShow';
      continue;
    }
    if (m.score.kind === 'none') continue;
    w.kind = 'played';
    if (options.knockout) continue;
    if (m.score.kind === 'vp') {
      w.vpHome = m.score.home;
      w.vpAway = m.score.away;
    } else if (options.form !== 'imps' && m.score.kind === 'imps') {
      diagnostics.push(diag(m.source, 'imps-in-point-form', `IMP totals cannot be scored as ${options.form === 'bam' ? 'board-a-match' : 'Oslo Cup'} (expected board results, or the points in vp_home and vp_away)`, 'imps_home'));
    } else if (w.totals) {
      if (options.form === 'imps' && w.boards === null) {
        diagnostics.push(diag(m.source, 'unknown-boards', 'the number of boards is not known (expected a "boards" column or the --boards option)', 'boards'));
        continue;
      }
      const vp = matchVp(w.totals, w.boards ?? 1, options);
      w.vpHome = vp.home;
      w.vpAway = vp.away;
    }
  }

  // ---- averages for the "best of" awards, from played matches only
  const own = new Map<string, number[]>();
  const against = new Map<string, number[]>();
  const push = (map: Map<string, number[]>, k: string, v: number): void => {
    const list = map.get(k);
    if (list) list.push(v);
    else map.set(k, [v]);
  };
  for (const w of works) {
    if (w.kind !== 'played' || w.vpHome === null || w.vpAway === null || w.input.away === null) continue;
    push(own, w.input.home, w.vpHome);
    push(own, w.input.away, w.vpAway);
    push(against, w.input.home, w.vpAway);
    push(against, w.input.away, w.vpHome);
  }
  const average = (list: readonly number[] | undefined): number | null =>
    list && list.length > 0 ? toCenti(Rational.of(list.reduce((a, b) => a + b, 0), 100 * list.length)) : null;
  const byeAward = (w: Work, team: string, absentTeam: string | null): number => {
    const floor = scaled(w, BYE_CENTI);
    if (!options.final) return floor;
    return Math.max(floor, average(own.get(team)) ?? 0, absentTeam === null ? 0 : (average(against.get(absentTeam)) ?? 0));
  };
  const forceMajeureAward = (w: Work, team: string, opponent: string): number => {
    if (!options.final) return scaled(w, FORCE_MAJEURE_PROVISIONAL_CENTI);
    const best = Math.max(scaled(w, FORCE_MAJEURE_MIN_CENTI), average(own.get(team)) ?? 0, average(against.get(opponent)) ?? 0);
    return Math.min(best, scaled(w, BYE_CENTI));
  };

  if (!options.knockout) {
    for (const w of works) {
      const m = w.input;
      if (w.maxCenti === null && (w.kind === 'bye' || w.kind === 'noShow')) {
        diagnostics.push(diag(m.source, 'unknown-boards', 'the number of boards is not known, so the award cannot be scaled (expected a "boards" column or the --boards option)', 'boards'));
        continue;
      }
      if (w.kind === 'bye') {
        w.vpHome = byeAward(w, m.home, null);
        w.provisional = !options.final;
      } else if (w.kind === 'noShow' && m.away !== null) {
        const sideAward = (absent: 'fault' | 'forceMajeure' | null, team: string, other: string, otherAbsent: boolean): number => {
          if (absent === 'fault') return 0;
          if (absent === 'forceMajeure') return forceMajeureAward(w, team, other);
          return otherAbsent ? byeAward(w, team, other) : 0;
        };
        w.vpHome = sideAward(w.absentHome, m.home, m.away, w.absentAway !== null);
        w.vpAway = sideAward(w.absentAway, m.away, m.home, w.absentHome !== null);
        w.provisional = !options.final;
      }
    }
  }

  // ---- penalties: shown against the match, deducted from the offender only (NBF 2.8.5)
  for (const p of input.penalties) {
    if (!names.has(p.team) || p.type === 'withdrawn' || p.type === 'noShow' || p.type === 'forceMajeure') continue;
    if (p.type === 'late' && (p.minutes ?? 0) > NO_SHOW_MINUTES) continue;
    const found = findMatch(p);
    if (!found) {
      diagnostics.push(diag(p.source, 'no-match', `team "${p.team}" has no match in round ${p.round}`, 'round'));
      continue;
    }
    const { w, side } = found;
    const list = side === 'home' ? w.penHome : w.penAway;
    const base = {
      type: p.type,
      ...(p.minutes === undefined ? {} : { minutes: p.minutes }),
      ...(p.note === undefined ? {} : { note: p.note }),
    };
    if (options.knockout) {
      if (p.type === 'vp') {
        diagnostics.push(diag(p.source, 'vp-in-knockout', 'a VP penalty in a knock-out match (expected an IMP penalty, NBF 2.6.3)', 'type'));
        continue;
      }
      if (p.type === 'ineligible') {
        w.forfeitBy = side;
        list.push({ ...base, centi: 0, unit: 'IMP' });
        continue;
      }
      const limit = p.type === 'slow' ? slowPlayLimit(options.sessionMinutes) : NO_SHOW_MINUTES;
      const impsAmount = p.amount ?? Rational.of(p.type === 'imp' ? 0 : timePenaltyImps(p.minutes ?? 0, limit));
      list.push({ ...base, centi: toCenti(impsAmount), unit: 'IMP', imps: impsAmount });
      continue;
    }
    switch (p.type) {
      case 'vp':
        list.push({ ...base, centi: scaledRational(w, p.amount ?? Rational.ZERO), unit: 'VP' });
        break;
      case 'late':
      case 'slow':
        list.push({
          ...base,
          centi: p.amount
            ? scaledRational(w, p.amount)
            : scaled(w, timePenaltyCenti(p.minutes ?? 0, p.type === 'slow' ? slowPlayLimit(options.sessionMinutes) : NO_SHOW_MINUTES)),
          unit: 'VP',
        });
        break;
      case 'ineligible':
        list.push({ ...base, centi: p.amount ? scaledRational(w, p.amount) : scaled(w, INELIGIBLE_CENTI), unit: 'VP' });
        break;
      case 'imp': {
        const t = w.totals?.[side];
        if (!t || options.form !== 'imps' || w.boards === null || w.kind !== 'played') {
          diagnostics.push(diag(p.source, 'imp-penalty-without-imps', `an IMP penalty needs the IMPs of the match in round ${p.round} (give IMPs or boards for it, or the penalty in VP)`, 'type'));
          break;
        }
        const amount = p.amount ?? Rational.ZERO;
        const table = vpTable(w.boards, options.max);
        const pub = publishedImps(t, options);
        const margin = roundImps(pub.won.sub(pub.lost));
        const before = vpForMargin(table, Number(margin.num)).home;
        const after = vpForMargin(table, Number(roundImps(margin.sub(amount)).num)).home;
        list.push({ ...base, centi: before - after, unit: 'VP', imps: amount });
        break;
      }
    }
  }

  // ---- knock-out decisions (NBF 2.10.1, Law 86B)
  const decisions = new Map<Work, KnockoutDecision>();
  if (options.knockout) {
    for (const w of works) {
      if (w.input.away === null) continue;
      // NBF 2.9.1: the team whose opponent did not turn up (or withdrew) wins the match.
      if (w.absentHome || w.absentAway) {
        if (w.absentHome && w.absentAway) continue;
        const winner = w.absentHome ? w.input.away : w.input.home;
        decisions.set(w, { winner, decidedBy: 'noShow', margin: Rational.ZERO, totalPoints: null });
        continue;
      }
      if (w.kind !== 'played') continue;
      if (!w.totals) {
        diagnostics.push(diag(w.input.source, 'knockout-without-imps', 'a knock-out match needs IMPs or board results (expected imps_home and imps_away, or boards)'));
        continue;
      }
      decisions.set(w, decideKnockout(w, options));
    }
  }

  const matches: MatchResult[] = works.map((w) => {
    const side = (team: string, vp: number | null, absent: Work['absentHome'], pen: AppliedPenalty[], which: 'home' | 'away'): SideResult => {
      const t = w.kind === 'played' ? w.totals?.imps?.[which] : undefined;
      const pub = t ? publishedImps(t, options) : undefined;
      return { team, imps: pub?.won ?? null, impsLost: pub?.lost ?? null, vp, absent, penalties: pen };
    };
    const decision = decisions.get(w);
    return {
      round: w.input.round,
      kind: w.kind,
      boards: w.boards,
      home: side(w.input.home, w.vpHome, w.absentHome, w.penHome, 'home'),
      away: w.input.away === null ? null : side(w.input.away, w.vpAway, w.absentAway, w.penAway, 'away'),
      provisional: w.provisional,
      ...(decision ? { knockout: decision } : {}),
      source: w.input.source,
    };
  });
  matches.sort((a, b) => a.round - b.round);

  const standings = options.knockout ? [] : rankTeams(teamIds, names, matches, works, withdrawn);
  return { result: { options, teams: teamIds.map((id) => ({ id, name: names.get(id) ?? id })), matches, standings }, diagnostics };
}

function decideKnockout(w: Work, options: TeamsEventOptions): KnockoutDecision {
  const totals = w.totals as MatchTotals;
  const t = totals.imps ?? { home: totals.home, away: totals.away };
  const home = publishedImps(t.home, options);
  const away = publishedImps(t.away, options);
  // Law 86B: each side's result computed separately, both awarded the average.
  let margin = home.won.sub(home.lost).sub(away.won.sub(away.lost)).div(Rational.of(2));
  for (const p of w.penHome) if (p.imps) margin = margin.sub(p.imps);
  for (const p of w.penAway) if (p.imps) margin = margin.add(p.imps);
  if (options.impRounding === 'nearest') margin = roundImps(margin);
  const { home: h, away: a } = w.input as { home: string; away: string };
  const tp = totals.totalPoints;
  if (w.forfeitBy) return { winner: w.forfeitBy === 'home' ? a : h, decidedBy: 'forfeit', margin, totalPoints: tp };
  if (!margin.isZero()) return { winner: margin.sign() > 0 ? h : a, decidedBy: 'imps', margin, totalPoints: tp };
  if (tp === null) return { winner: null, decidedBy: 'totalPointsUnknown', margin, totalPoints: null };
  if (tp !== 0) return { winner: tp > 0 ? h : a, decidedBy: 'totalPoints', margin, totalPoints: tp };
  return { winner: null, decidedBy: 'fourMoreBoards', margin, totalPoints: tp };
}

function rankTeams(
  teamIds: readonly string[],
  names: ReadonlyMap<string, string>,
  matches: readonly MatchResult[],
  works: readonly Work[],
  withdrawn: ReadonlyMap<string, number>,
): StandingRow[] {
  interface Acc {
    vp: number;
    pen: number;
    played: number;
    won: Rational;
    lost: Rational;
    meetings: Meeting[];
    absentBoards: number;
    /** every opponent the schedule gives the team, met or not (a no-show still counts as a meeting) */
    scheduled: Set<string>;
  }
  const acc = new Map<string, Acc>();
  for (const id of teamIds) acc.set(id, { vp: 0, pen: 0, played: 0, won: Rational.ZERO, lost: Rational.ZERO, meetings: [], absentBoards: 0, scheduled: new Set() });
  const roundBoards = new Map<number, number>();
  for (const w of works) if (w.boards !== null) roundBoards.set(w.input.round, Math.max(roundBoards.get(w.input.round) ?? 0, w.boards));
  const eventBoards = [...roundBoards.values()].reduce((a, b) => a + b, 0);

  for (const m of matches) {
    const sides = m.away ? [[m.home, m.away], [m.away, m.home]] as const : ([[m.home, null]] as const);
    for (const [s, o] of sides) {
      const a = acc.get(s.team) as Acc;
      if (s.vp !== null) a.vp += s.vp;
      for (const p of s.penalties) if (p.unit === 'VP') a.pen += p.centi;
      if (s.absent !== null) a.absentBoards += m.boards ?? roundBoards.get(m.round) ?? 0;
      if (o !== null) a.scheduled.add(o.team);
      if (m.kind !== 'played' || o === null) continue;
      a.played += 1;
      a.won = a.won.add(s.imps ?? Rational.ZERO);
      a.lost = a.lost.add(s.impsLost ?? Rational.ZERO);
      if (s.vp !== null && o.vp !== null) {
        a.meetings.push({ opponent: o.team, ownVp: s.vp, opponentVp: o.vp, impsWon: s.imps ?? Rational.ZERO, impsLost: s.impsLost ?? Rational.ZERO });
      }
    }
  }
  const totals = new Map<string, number>();
  for (const [id, a] of acc) totals.set(id, a.vp - a.pen);
  const tbTeams = new Map<string, TiebreakTeam>();
  for (const [id, a] of acc) tbTeams.set(id, { id, meetings: a.meetings, impsWon: a.won, impsLost: a.lost });
  // NBF 2.10.3 step 1 asks whether the schedule is a round robin (each team to meet ¾ of the others): a match
  // lost to a no-show or not yet played does not change that.
  const ctx = { totals, roundRobin: isRoundRobin([...acc.entries()].map(([id, a]) => ({ id, opponents: a.scheduled }))) };

  const status = (id: string): StandingRow['status'] => {
    const a = acc.get(id) as Acc;
    if (eventBoards > 0 && 2 * a.absentBoards > eventBoards) return 'notRanked';
    return withdrawn.has(id) ? 'withdrawn' : 'ranked';
  };
  const rows: StandingRow[] = [];
  let placed = 0;
  for (const cls of ['ranked', 'withdrawn', 'notRanked'] as const) {
    const ids = [...teamIds].filter((id) => status(id) === cls).sort();
    const byVp = new Map<number, string[]>();
    for (const id of ids) {
      const v = totals.get(id) as number;
      byVp.set(v, [...(byVp.get(v) ?? []), id]);
    }
    for (const v of [...byVp.keys()].sort((x, y) => y - x)) {
      const group = byVp.get(v) as string[];
      const outcome =
        group.length > 1 ? breakTies(group.map((id) => tbTeams.get(id) as TiebreakTeam), ctx) : { blocks: [group], criterion: new Map<string, TiebreakCriterion>() };
      for (const block of outcome.blocks) {
        const rank = cls === 'notRanked' ? null : placed + 1;
        for (const id of block) {
          const a = acc.get(id) as Acc;
          rows.push({
            rank,
            tie: block.length > 1,
            team: id,
            name: names.get(id) ?? id,
            status: cls,
            played: a.played,
            vp: totals.get(id) as number,
            penaltyVp: a.pen,
            impsWon: a.won,
            impsLost: a.lost,
            quotient: quotient(a.won, a.lost),
            monradQuality: monradQuality(a.meetings, totals),
            tiebreak: group.length > 1 ? (outcome.criterion.get(id) ?? 'unbroken') : null,
          });
        }
        if (cls !== 'notRanked') placed += block.length;
      }
    }
  }
  return rows;
}
