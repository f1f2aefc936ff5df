/**
 * A fuzz worker process: runs the cases it is sent with the program in-process and answers each with its
 * exit codes and broken rules. The program is the built one (`dist/cli/run.js`) or the sources, transpiled as
 * they load (`ts-loader.mjs`), as its argument says. A process of its own, so that what brings a process down
 * (a fatal error of V8, running out of memory) is a failure of one case, not of the run.
 */
import { register } from 'node:module';
import { DbPool, loadScenarios, runCase } from './harness.mjs';

const [program, root] = process.argv.slice(2);
if (program === 'sources') register('./ts-loader.mjs', import.meta.url);
const { runCli } = await import(
  program === 'sources' ? new URL('../../src/cli/run.ts', import.meta.url).href : new URL('../../dist/cli/run.js', import.meta.url).href
);
// The program's own stream check, for the endless-stream cases.
const io = await import(
  program === 'sources' ? new URL('../../src/io/files.ts', import.meta.url).href : new URL('../../dist/io/files.js', import.meta.url).href
);
const scenarios = loadScenarios(root);
const dbs = new DbPool(runCli, root);

process.on('message', async (m) => {
  if (m === 'close') {
    dbs.close();
    process.disconnect();
    return;
  }
  const scenario = scenarios[m.scenario];
  const result = await runCase({ ...m, scenario }, { runCli, dbs, io });
  process.send({ id: m.id, ...result });
});
process.on('disconnect', () => dbs.close());
process.send({ ready: true });
