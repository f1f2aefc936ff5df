/**
 * `bridgescore movement` with its modules bundled in: the entry bin/bridgescore.js runs for this command.
 */
import { registerMovementCommand } from '../commands/movement/index.js';
import { start } from '../start.js';

await start([registerMovementCommand]);
