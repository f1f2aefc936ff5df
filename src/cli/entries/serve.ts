/**
 * `bridgescore serve` with its modules bundled in: the entry bin/bridgescore.js runs for this command.
 */
import { registerServeCommand } from '../commands/serve.js';
import { start } from '../start.js';

await start([registerServeCommand]);
