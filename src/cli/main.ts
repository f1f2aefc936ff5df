/**
 * The program with every command, each loaded when it is asked for (help lists them all).
 */
import { registersFor } from './commands-index.js';
import { start } from './start.js';

await start(await registersFor(process.argv.slice(2)));
