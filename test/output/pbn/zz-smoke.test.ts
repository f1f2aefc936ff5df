import { it } from 'vitest';
import { exampleScored } from '../../../test/output/html/example-event.js';
import { renderPairsPbn } from '../../../src/output/pbn/write-pbn.js';
import { readPbn } from '../../../src/parse/pbn/read-pbn.js';
it('smoke', () => {
  const e = exampleScored();
  const b = renderPairsPbn(e, { encoding: 'utf-8' });
  const t = new TextDecoder().decode(b);
  console.log(t.slice(0, 5000));
  const r = readPbn(b, 'x.pbn');
  console.log(r.diagnostics.slice(0, 10));
});
