/**
 * `bridgescore vp-table` with its modules bundled in: the entry bin/bridgescore.js runs for this command.
 */
import { registerVpTableCommand } from '../commands/vp-table.js';
import { start } from '../start.js';

await start([registerVpTableCommand]);
