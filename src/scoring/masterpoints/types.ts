// Types of the masterpoint module: a scale as data (every value with its source), the field a session's awards
// are computed for, and the awards. Sources: the scale files under ./scales/ (EBU Licensing and Master Points
// Handbook; ABF Masterpoint Manual; ACBL Handbook; NBF Mesterpoengreglement), cited value by value there.

/** A value of a scale and where it comes from (the regulation, quoted by section or page). */
export interface Sourced<T> {
  readonly value: T;
  readonly source: string;
}

/** An exact fraction of small integers. */
export interface Fraction {
  readonly num: number;
  readonly den: number;
}

export type EventKind = 'pairs' | 'teams' | 'individual';
export type Winners = 'one' | 'two';

/** The unit a scale awards in; awards are integers of `name` and shown with `decimals` (0.01 MP: 2). */
export interface ScaleUnit {
  readonly name: string;
  readonly decimals: number;
}

interface ScaleBase {
  readonly id: string;
  readonly name: string;
  readonly federation: string;
  readonly unit: ScaleUnit;
  readonly source: string;
  /** What the public rules leave open; a non-empty list means the scale refuses to award. */
  readonly missing: readonly string[];
  /** Readings of the rules that the text does not spell out, each with what confirms it. */
  readonly interpretations: readonly string[];
}

/** The kinds of field the EBU club scale has a column for. */
export type EbuFieldKind = 'pairs-one' | 'pairs-two' | 'individual' | 'teams';

/** EBU local (black) points: awards to the top third, a fixed step between places. */
export interface EbuLocalRules {
  readonly kind: 'ebu-local';
  readonly tables: Sourced<'full-tables'>;
  readonly boards: Sourced<{ readonly min: number; readonly max: number }>;
  /** Contestants per full table in one field: pairs one winner 2, two winners 1 (per direction), individual 4, teams 1. */
  readonly entrantsPerTable: Sourced<Readonly<Record<EbuFieldKind, number>>>;
  readonly depth: Sourced<Fraction & { readonly rounding: 'up' }>;
  readonly step: Sourced<Readonly<Record<EbuFieldKind, number>>>;
  readonly minimumAward: Sourced<number>;
  readonly ties: Sourced<{ readonly share: 'sum-divided-equally'; readonly rounding: 'up' }>;
}

/** ABF session awards: a winners' award from the tables and the grade weight, the others fractions of it. */
export interface AbfSessionRules {
  readonly kind: 'abf-session';
  readonly tables: Sourced<'half-tables-up'>;
  /** Winners' award per table per unit of grade weight, in masterpoints. */
  readonly winnerPerTable: Sourced<Readonly<Record<Winners, Fraction>>>;
  /** The formula is linear only up to this many tables; beyond it, the exponential Tables 1A–2C. */
  readonly linearUpTo: Sourced<Readonly<Record<Winners, number>>>;
  readonly depth: Sourced<{ readonly duplicate: Fraction & { readonly rounding: 'down' }; readonly matches: Fraction & { readonly rounding: 'up' } }>;
  readonly runnerUp: Sourced<Fraction>;
  /** 3rd place and below: the winners' award divided by (place − 1). */
  readonly lowerPlaces: Sourced<'divided-by-place-minus-one'>;
  readonly minimumBoards: Sourced<{ readonly session: number; readonly gradeF: number }>;
  readonly rounding: Sourced<'half-up-to-0.01'>;
  readonly ties: Sourced<{ readonly share: 'sum-of-rounded-divided-equally'; readonly rounding: 'half-up' }>;
}

/** A scale whose public text does not suffice: what is known, kept as data; it never awards. */
export interface IncompleteRules {
  readonly kind: 'incomplete';
  readonly known: readonly Sourced<string>[];
}

export type ScaleRules = EbuLocalRules | AbfSessionRules | IncompleteRules;

export interface MasterpointScale extends ScaleBase {
  readonly rules: ScaleRules;
}

/** One section's size: its contestants (pairs, teams or players). */
export interface SectionSize {
  readonly id: string;
  readonly entrants: number;
}

/** A contestant's place in its field; tied contestants share the place of the first of them ("3="). */
export interface Placed {
  readonly id: string;
  readonly place: number;
}

/** A set of contestants ranked together: the whole event with one winner, NS or EW with two. */
export interface RankedField {
  readonly id: string;
  /** The sections whose tables are compared in this field. */
  readonly sections: readonly string[];
  readonly ranking: readonly Placed[];
}

export interface MasterpointField {
  readonly kind: EventKind;
  readonly winners: Winners;
  /** Boards played in the session. */
  readonly boards: number;
  readonly sections: readonly SectionSize[];
  readonly fields: readonly RankedField[];
  readonly handicap?: boolean;
  /** Scored as head-to-head matches (teams, Butler played as matches) rather than against the field. */
  readonly matches?: boolean;
  /** ABF: the grade weight W in hundredths (150 = 1.5). */
  readonly gradeWeight?: number;
  /** ABF: a grade F event (minimum 15 boards instead of 24). */
  readonly gradeF?: boolean;
}

export interface Award {
  readonly id: string;
  readonly field: string;
  readonly place: number;
  readonly tied: number;
  /** Per player, in the scale's unit (an integer). */
  readonly award: number;
}

export type AwardResult =
  | { readonly ok: true; readonly scale: string; readonly awards: readonly Award[] }
  | { readonly ok: false; readonly scale: string; readonly message: string; readonly missing: readonly string[] };
