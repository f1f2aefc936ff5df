import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // Every core: vitest's default leaves one free, which on a 2-core machine runs the files one at a time.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // The JSON report lets CI print one closing line of counts.
    reporters: ['default', ['json', { outputFile: '.test-results.json' }]],
  },
});
