/**
 * `bridgescore profiles` with its modules bundled in: the entry bin/bridgescore.js runs for this command.
 */
import { registerProfilesCommand } from '../commands/profiles.js';
import { start } from '../start.js';

await start([registerProfilesCommand]);
