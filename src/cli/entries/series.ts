/**
 * `bridgescore series` with its modules bundled in: the entry bin/bridgescore.js runs for this command.
 */
import { registerSeriesCommand } from '../commands/series.js';
import { start } from '../start.js';

await start([registerSeriesCommand]);
