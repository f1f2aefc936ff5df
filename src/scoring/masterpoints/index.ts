// Masterpoints: scales as data and the awards of a session. Sources: ./scales/ (EBU, ABF, ACBL, NBF).
export { awardMasterpoints, fieldProblem, formatAward, placeTotal, shareAwards } from './award.js';
export { SCALES, abfGreen, acblClub, ebuLocal, findScale, nbfClub } from './scales/index.js';
export type * from './types.js';
