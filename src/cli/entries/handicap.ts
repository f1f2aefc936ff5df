/**
 * `bridgescore handicap` with its modules bundled in: the entry bin/bridgescore.js runs for this command.
 */
import { registerHandicapCommand } from '../commands/handicap.js';
import { start } from '../start.js';

await start([registerHandicapCommand]);
