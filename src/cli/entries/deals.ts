/**
 * `bridgescore deals` with its modules bundled in: the entry bin/bridgescore.js runs for this command.
 */
import { registerDealsCommand } from '../commands/deals.js';
import { start } from '../start.js';

await start([registerDealsCommand]);
