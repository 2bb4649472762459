import {defineConfig} from 'vitest/config';

// Build-output and configuration tests: plain Node, no browser. They read the
// production build in build/, so `npm test` builds first.
export default defineConfig({
  test: {
    include: ['tests/content/**/*.test.ts', 'tests/build/**/*.test.ts'],
    environment: 'node',
    // The test files share their workers' modules instead of importing them
    // afresh each, which costs processor time and proves nothing. No test file changes a module, the environment or a global
    // another reads.
    isolate: false,
    // A hang detector, not a timing: a loaded machine must not fail a test that is only slow.
    testTimeout: 120_000,
  },
});
