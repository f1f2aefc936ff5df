// Season ladders over `pairs` JSON sessions. Sources: ./rules.ts (IMP conversions), ./read-session.ts (the JSON).
export { readSession } from './read-session.js';
export type { ReadSessionResult, Scoring, SeriesPair, SeriesPlayer, SeriesSession, SessionError } from './read-session.js';
export { IMP_FORMULAS, impsToPercentage, rulesProblems } from './rules.js';
export type { ImpFormula, Measure, SeriesRules } from './rules.js';
export { computeSeason, orderSessions } from './season.js';
export type { SeasonNote, SeasonResult, SeasonRow, SeasonTable } from './season.js';
export { fromDouble, q, toFixed } from './rational.js';
export type { Q } from './rational.js';
