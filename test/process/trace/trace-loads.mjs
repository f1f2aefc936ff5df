/**
 * `node --import ./trace-loads.mjs …`: every module the program loads through `import` (its bundle, the
 * libraries it imports on demand) or `require` (the SQLite driver) is appended, one URL a line, to the file
 * named by BRIDGESCORE_TRACE_FILE. For test/process/loading.test.ts only.
 */
import { appendFileSync } from 'node:fs';
import Module, { register } from 'node:module';
import { pathToFileURL } from 'node:url';

register('./trace-hooks.mjs', import.meta.url);

const file = process.env.BRIDGESCORE_TRACE_FILE;
const load = Module._load;
Module._load = function traced(request, parent, isMain) {
  if (file && !request.startsWith('node:')) {
    try {
      appendFileSync(file, `${pathToFileURL(Module._resolveFilename(request, parent, isMain)).href}\n`);
    } catch {
      // a built-in module, or one that does not resolve: load says so
    }
  }
  return load.apply(this, arguments);
};
