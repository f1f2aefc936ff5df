/**
 * `bridgescore pairs` with its modules bundled in: the entry bin/bridgescore.js runs for this command.
 */
import { registerPairsCommand, registerExplainCommand } from '../commands/pairs.js';
import { start } from '../start.js';

await start([registerPairsCommand, registerExplainCommand]);
