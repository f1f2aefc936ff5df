// Preloaded into a command run by the complexity test (node --require): at exit, the CPU time the command
// used after this point (start-up of node itself left out) and the most memory it held, as JSON in the file
// that COMPLEXITY_OUT names. CPU time rather than wall time: the machines are shared.
const { writeFileSync } = require('node:fs');
const start = process.cpuUsage();
process.on('exit', () => {
  const used = process.cpuUsage(start);
  const out = { cpuMs: (used.user + used.system) / 1000, maxRssKb: process.resourceUsage().maxRSS };
  writeFileSync(process.env.COMPLEXITY_OUT, JSON.stringify(out));
});
