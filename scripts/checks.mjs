#!/usr/bin/env node
/**
 * The static checks of `npm test`, side by side: the type check (`npm run typecheck`), ESLint and the Prettier
 * check (`npm run lint`). Each runs as its own process at the same time (they are independent, and each keeps
 * about one core busy), its output is printed whole when it ends, and the exit code is 1 when any of them
 * failed. The same commands as the `typecheck` and `lint` scripts, which still run each alone.
 */
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(join(root, 'package.json'));
const bin = (pkg, path) => join(dirname(require.resolve(`${pkg}/package.json`)), path);

const CHECKS = [
  ['typecheck', bin('typescript', 'bin/tsc'), ['-p', 'tsconfig.json', '--noEmit']],
  ['eslint', bin('eslint', 'bin/eslint.js'), ['.']],
  ['prettier', bin('prettier', 'bin/prettier.cjs'), ['--check', 'src/**/*.ts', 'test/**/*.ts', 'scripts/**/*.mjs', '*.js']],
];

function run([name, script, args]) {
  return new Promise((resolve) => {
    const t0 = Date.now();
    const child = spawn(process.execPath, [script, ...args], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    const out = [];
    child.stdout.on('data', (d) => out.push(d));
    child.stderr.on('data', (d) => out.push(d));
    child.on('error', (e) => resolve({ name, code: 1, text: String(e), ms: Date.now() - t0 }));
    child.on('close', (code) => resolve({ name, code: code ?? 1, text: Buffer.concat(out).toString(), ms: Date.now() - t0 }));
  });
}

const results = await Promise.all(CHECKS.map(run));
let failed = 0;
for (const r of results) {
  const status = r.code === 0 ? 'ok' : `FAILED (exit ${r.code})`;
  process.stdout.write(`== ${r.name}: ${status}, ${(r.ms / 1000).toFixed(1)} s\n`);
  if (r.code !== 0 || r.text.trim() !== '') process.stdout.write(r.text.endsWith('\n') || r.text === '' ? r.text : `${r.text}\n`);
  if (r.code !== 0) failed++;
}
process.exit(failed > 0 ? 1 : 0);
