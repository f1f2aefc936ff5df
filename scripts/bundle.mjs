#!/usr/bin/env node
/**
 * The program as bin/bridgescore.js runs it: the compiled modules of dist/ bundled into one file per command
 * (dist/bundle/<command>.js), and one with every command (all.js, for help and unknown commands). A command
 * then reads one file instead of a hundred (module loading is most of a small command's time), and still runs
 * only the code it uses: every `import()` of the program's own modules stays lazy inside the file (evaluated
 * when reached), commander is in it, and the libraries a command may not need stay out of it and load when asked for — the SQLite
 * driver with --handicap, mdb-reader for a .bws, chalk on a terminal. The XML parser is bundled in: it is
 * evaluated only when a USEBIO file is read. Run by `npm run build`, after tsc.
 */
import { build } from 'esbuild';
import { readdirSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(root, 'dist');
const out = join(dist, 'bundle');
rmSync(out, { recursive: true, force: true });
const entries = [
  ['all', join(dist, 'cli', 'main.js')],
  ...readdirSync(join(dist, 'cli', 'entries'))
    .filter((f) => f.endsWith('.js'))
    .map((f) => [f.replace(/\.js$/, ''), join(dist, 'cli', 'entries', f)]),
];
for (const [name, entry] of entries) {
  await build({
    entryPoints: [entry],
    bundle: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    outfile: join(out, `${name}.js`),
    external: ['chalk', 'better-sqlite3', 'mdb-reader'],
    // commander is bundled too (one file fewer to resolve and load: about 5 ms of a 100 ms club session); its
    // CommonJS require()s of node's own modules go through a require made for the bundle.
    banner: { js: "import { createRequire as bundleRequire } from 'node:module'; const require = bundleRequire(import.meta.url);" },
    legalComments: 'none',
    // Whitespace and syntax only: less to parse at start-up, names kept for readable stack traces.
    minifyWhitespace: true,
    minifySyntax: true,
    logLevel: 'warning',
  });
}
