/**
 * `bridgescore masterpoints` with its modules bundled in: the entry bin/bridgescore.js runs for this command.
 */
import { registerMasterpointsCommand } from '../commands/masterpoints.js';
import { start } from '../start.js';

await start([registerMasterpointsCommand]);
