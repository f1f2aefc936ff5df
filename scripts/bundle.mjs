#!/usr/bin/env node
/**
 * The program as bin/bridgescore.js runs it: the compiled modules of dist/ bundled into a few files
 * (dist/bundle/), split at every `import()` so that a command still loads only the code it uses, but as a
 * handful of files instead of a hundred (module loading is most of a small command's time). The libraries
 * stay in node_modules. Run by `npm run build`, after tsc.
 */
import { build } from 'esbuild';
import { rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const outdir = join(root, 'dist', 'bundle');
rmSync(outdir, { recursive: true, force: true });
await build({
  entryPoints: [join(root, 'dist', 'cli', 'main.js')],
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  outdir,
  chunkNames: 'chunks/[name]-[hash]',
  packages: 'external',
  sourcemap: false,
  legalComments: 'none',
  logLevel: 'warning',
});
