import { readFileSync, readdirSync } from 'node:fs';
import { it } from 'vitest';
import { readUsebio } from '../../../src/parse/usebio/read-usebio.js';
import { formatDiagnostic } from '../../../src/parse/diagnostics.js';
const dir = new URL('../../../../shared/conformance/', import.meta.url);
it('smoke', () => {
  for (const f of readdirSync(dir).filter((f) => f.endsWith('.xml'))) {
    const r = readUsebio(readFileSync(new URL(f, dir)), f);
    const kinds: Record<string, number> = {};
    for (const l of r.event.results) kinds[l.outcome.kind] = (kinds[l.outcome.kind] ?? 0) + 1;
    console.log(f, r.event.title, r.event.date, r.event.generator, r.published.scoring, r.published.winners, 'boards', r.event.boards.length, 'deals', r.event.boards.filter(b=>b.deal).length, 'results', r.event.results.length, JSON.stringify(kinds), 'parts', r.event.participants.length, 'pub', r.published.lines.length, r.published.totals.length);
    console.log(JSON.stringify(r.event.results[0]), JSON.stringify(r.event.participants[0]));
    for (const d of r.diagnostics.slice(0, 8)) console.log('  ', formatDiagnostic(d));
    console.log('  diags', r.diagnostics.length);
  }
});
