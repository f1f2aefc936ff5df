/**
 * The handicap data of an event and the register (NBF 3.15): a player's outcome, the in-event HC ranking row,
 * and the register's export and explanation records. Types only; the model's formulas are in laws/handicap.ts.
 */
import type { Rational } from '../base/rational.js';

export interface PlayerOutcome {
  readonly name: string;
  readonly id?: string;
  readonly source: HcSource;
  readonly beforeCenti: number;
  /** the change actually applied (after the 52 cap), hundredths */
  readonly deltaCenti: number;
  readonly afterCenti: number;
}

export interface HcContestant {
  readonly pair: string;
  readonly players: readonly { readonly name: string; readonly id?: string }[];
  readonly resultPercent: Rational | number;
  readonly boards: number;
  readonly rounds: number;
  /** contestants ranked apart (e.g. 'NS' and 'EW' with two winners) get their own H̄ and HC ranks */
  readonly group?: string;
}

/** One player's HC before, the change and after, in hundredths (formatCenti() prints them). */
export type HcPlayerUpdate = PlayerOutcome;

export interface HcRankingRow {
  readonly pair: string;
  readonly group?: string;
  readonly H: Rational;
  readonly Hbar: Rational;
  readonly E: Rational;
  readonly C: Rational;
  readonly cPerRound: Rational;
  /** C accumulated after each round: element k is (k + 1) × C / rounds, the last is C */
  readonly cAccumulated: readonly Rational[];
  readonly R: Rational;
  readonly Rhc: Rational;
  readonly boards: number;
  readonly rounds: number;
  /** exact Δh and its value rounded to hundredths */
  readonly delta: Rational;
  readonly deltaCenti: number;
  readonly hcRank: number;
  readonly hcTie: boolean;
  readonly players: readonly HcPlayerUpdate[];
}

export interface HandicapExport {
  readonly kind: 'official' | 'running';
  /** the snapshot date (official) or the as-of date (running) */
  readonly date: string;
  /** HCs in hundredths, sorted by id */
  readonly players: readonly { readonly id: string; readonly name: string; readonly hc: number }[];
}

export interface ExplainCalc {
  readonly kind: 'official' | 'running';
  readonly date: string;
  /** where the calculation started: an official snapshot's date, or null for the member list */
  readonly baseDate: string | null;
  readonly startHc: number;
  readonly endHc: number;
  readonly changes: readonly ExplainChange[];
}

export interface ExplainChange {
  readonly eventId: string;
  readonly date: string;
  readonly pair: string;
  /** exact values as stored, "num/den" */
  readonly H: string;
  readonly Hbar: string;
  readonly E: string;
  readonly R: string;
  readonly boards: number;
  readonly beforeHc: number;
  readonly delta: number;
  readonly afterHc: number;
}

export interface PlayerExplanation {
  readonly id: string;
  readonly name: string;
  readonly registerHc: number;
  readonly calcs: readonly ExplainCalc[];
}

/** Where a player's HC for the event came from. */
export type HcSource = 'register' | 'partner' | 'default';
