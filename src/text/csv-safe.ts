/**
 * Merged into the one CSV writer (csv.ts), which neutralises every string cell; kept so that older imports
 * still resolve.
 */
export { csvSafeText } from './csv.js';
