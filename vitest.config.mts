import {defineConfig} from 'vitest/config';

// Content and build-output tests: plain Node, no browser.
export default defineConfig({
  test: {
    include: ['tests/content/**/*.test.ts', 'tests/build/**/*.test.ts'],
    environment: 'node',
    // Test files share their workers' modules: no test file changes a module, the environment or a global
    // another reads.
    isolate: false,
    // A hang detector, not a timing: a loaded machine must not fail a test that is only slow.
    testTimeout: 120_000,
  },
});
