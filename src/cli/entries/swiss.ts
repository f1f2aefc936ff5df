/**
 * `bridgescore swiss` with its modules bundled in: the entry bin/bridgescore.js runs for this command.
 */
import { registerSwissCommand } from '../commands/swiss.js';
import { start } from '../start.js';

await start([registerSwissCommand]);
