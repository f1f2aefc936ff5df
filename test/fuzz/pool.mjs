/**
 * Runs fuzz cases in worker processes, each case with a time budget: a case that takes longer is a hang — its
 * worker is stopped and a new one started — and a worker that dies (out of memory, a fatal error of V8) is a
 * failure of the case it was running. The other cases go on either way.
 *
 * @example
 * const results = await runPool(cases, { scenarios, root, program: 'dist', workers: 2, budgetMs: 15000 });
 */
import { fork } from 'node:child_process';

/**
 * Each case's result, in the order of `cases`: `{ codes, failures, stderr, hang?, ms }`.
 * `onResult(i, result)` is told of each as it comes.
 */
export async function runPool(cases, { scenarios, root, program, workers = 2, budgetMs = 15000, memoryMb = 2048, onResult = () => {} }) {
  const index = new Map(scenarios.map((s, i) => [s, i]));
  const results = new Array(cases.length);
  let next = 0;

  const start = () =>
    new Promise((resolve, reject) => {
      const w = fork(new URL('./worker.mjs', import.meta.url), [program, root], {
        execArgv: [`--max-old-space-size=${memoryMb}`],
        serialization: 'advanced',
        stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
      });
      // What a dying process prints (a fatal error's stack) is kept for the failure it causes.
      w.lastWords = '';
      w.stderr.on('data', (d) => (w.lastWords = (w.lastWords + d.toString()).slice(-2000)));
      const onReady = (m) => {
        if (m?.ready) {
          w.off('message', onReady);
          w.off('exit', onEarlyExit);
          resolve(w);
        }
      };
      const onEarlyExit = (code) => reject(new Error(`the fuzz worker did not start (exit ${code}): ${w.lastWords}`));
      w.on('message', onReady);
      w.once('exit', onEarlyExit);
    });

  const runOne = (w, i) =>
    new Promise((resolve) => {
      const c = cases[i];
      const t0 = Date.now();
      let settled = false;
      const finish = (r, dead) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        w.off('message', onMessage);
        w.off('error', onError);
        w.off('exit', onExit);
        resolve({ result: { ...r, ms: Date.now() - t0 }, dead });
      };
      const onMessage = (m) => {
        if (m.id === i) finish(m, false);
      };
      const onError = (e) => finish({ codes: [-1], failures: [`the worker failed: ${e?.message ?? e}`], stderr: '' }, true);
      const onExit = (code, signal) =>
        finish(
          {
            codes: [-1],
            failures: [`the process died (exit ${code}${signal ? `, ${signal}` : ''}): ${w.lastWords.trim().split('\n').slice(0, 4).join(' | ')}`],
            stderr: '',
          },
          true,
        );
      const timer = setTimeout(() => {
        finish({ codes: [-1], failures: [`hang: no answer within ${budgetMs} ms`], stderr: '', hang: true }, true);
      }, budgetMs);
      w.on('message', onMessage);
      w.on('error', onError);
      w.on('exit', onExit);
      const made = c.materialize ? c.materialize() : c;
      w.send({
        id: i,
        scenario: index.get(c.scenario),
        target: c.target,
        bytes: made.bytes,
        mutation: made.mutation,
        variant: c.variant,
        ...(c.fault ? { fault: c.fault.name } : {}),
        ...(c.stream ? { stream: c.stream.name } : {}),
      });
    });

  const lane = async () => {
    let w = await start();
    while (next < cases.length) {
      const i = next++;
      const { result, dead } = await runOne(w, i);
      results[i] = result;
      onResult(i, result);
      if (dead) {
        await stop(w);
        w = await start();
      }
    }
    w.send('close');
    await stop(w);
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(workers, cases.length)) }, lane));
  return results;
}

/** End a worker (its process, by its own handle) and wait until it is gone. */
function stop(w) {
  if (w.exitCode !== null || w.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => w.kill('SIGKILL'), 2000);
    w.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    if (!w.connected) w.kill('SIGKILL');
    else if (w.lastWords !== undefined && w.exitCode === null) w.kill('SIGTERM');
  });
}
