/**
 * Preloaded into a benchmarked process (node -r): at exit, writes its peak resident memory in KiB to the file
 * named by BENCH_RSS_FILE, so that the bench reads every child's peak without an outside tool.
 */
'use strict';
const file = process.env.BENCH_RSS_FILE;
if (file) {
  process.on('exit', () => {
    require('node:fs').writeFileSync(file, String(process.resourceUsage().maxRSS));
  });
}
