import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // The JSON report lets CI print one closing line of counts.
    reporters: ['default', ['json', { outputFile: '.test-results.json' }]],
  },
});
