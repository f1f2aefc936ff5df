/**
 * `bridgescore diff` with its modules bundled in: the entry bin/bridgescore.js runs for this command.
 */
import { registerDiffCommand } from '../commands/diff.js';
import { start } from '../start.js';

await start([registerDiffCommand]);
