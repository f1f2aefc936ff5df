#!/usr/bin/env node
// The command's own bundle (dist/bundle/<command>.js, built by `npm run build`); every command for the rest.
const bundles = { pairs: 'pairs', explain: 'pairs', validate: 'validate', movement: 'movement', teams: 'teams', 'vp-table': 'vp-table', swiss: 'swiss', handicap: 'handicap', profiles: 'profiles', diff: 'diff', deals: 'deals', masterpoints: 'masterpoints', series: 'series', serve: 'serve' };
await import(`../dist/bundle/${bundles[process.argv[2]] ?? 'all'}.js`);
