import { writeFileSync } from 'node:fs';
import { it } from 'vitest';
import { renderPairsHtml } from '../../../src/output/html/index.js';
import { EXAMPLE_MOVEMENT, exampleScored } from './example-event.js';
it('dumps', () => {
  writeFileSync('/tmp/example.html', renderPairsHtml(exampleScored(), { lang: 'nb', movement: EXAMPLE_MOVEMENT }));
});
