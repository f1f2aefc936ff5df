/**
 * `bridgescore teams` with its modules bundled in: the entry bin/bridgescore.js runs for this command.
 */
import { registerTeamsCommand } from '../commands/teams.js';
import { start } from '../start.js';

await start([registerTeamsCommand]);
