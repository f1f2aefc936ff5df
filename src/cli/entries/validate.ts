/**
 * `bridgescore validate` with its modules bundled in: the entry bin/bridgescore.js runs for this command.
 */
import { registerValidateCommand } from '../commands/validate.js';
import { start } from '../start.js';

await start([registerValidateCommand]);
