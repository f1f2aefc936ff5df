/** The resolve hook of trace-loads.mjs (it runs on the loader's own thread). */
import { appendFileSync } from 'node:fs';

export async function resolve(specifier, context, nextResolve) {
  const resolved = await nextResolve(specifier, context);
  const file = process.env.BRIDGESCORE_TRACE_FILE;
  if (file) appendFileSync(file, `${resolved.url}\n`);
  return resolved;
}
