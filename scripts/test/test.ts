/**
 * The whole test suite (`npm test`, what CI runs): every check, build and
 * test, two at a time, each as soon as what it reads is ready. A build that
 * fails skips only what reads it; the suite fails if anything failed or could not run.
 *
 *   npx tsx scripts/test/test.ts            everything
 *   npx tsx scripts/test/test.ts builds     the builds the tests read, and nothing else
 *
 * Tasks start in the order below when several can: the release scenario, the
 * longest chain, first; the builds in the repository one after another (they
 * share its .docusaurus/ and caches), the copies' beside them; then the
 * browser tests, the longest tests.
 */
import {npmTask, runTasks, scriptCommand as node, type Task} from '../lib/tasks';
import {fail, readArgs} from '../lib/cli';

const vitest = (...args: string[]) => ['node_modules/.bin/vitest', 'run', ...args];
const playwright = (...projects: string[]) => [
  'node_modules/.bin/playwright',
  'test',
  ...projects.map((name) => `--project=${name}`),
];

const CHECKS = ['spell', 'lint:md', 'format:check', 'lint', 'typecheck', 'knip', 'deps'];

const BUILDS: Task[] = [
  // In build-releases/: cuts two releases; then, with the repository's offline copies and manuals in its
  // cache as CI would restore them, builds them and runs the release-independent build tests there.
  {name: 'release cuts', command: node('scripts/releases/release-scenario.ts', 'cuts')},
  // In build/: the steps of `npm run build`, its Docusaurus step failing on a broken link, anchor or route.
  {name: 'build', command: node('scripts/build/build-checked.ts')},
  {name: 'archives', command: node('scripts/releases/archives.ts', 'build'), needs: ['build']},
  {name: 'offline copies', command: node('scripts/releases/offline.ts', 'build'), needs: ['archives']},
  {name: 'manuals', command: node('scripts/releases/manual.ts', 'build'), needs: ['archives']},
  {
    name: 'release scenario',
    command: node('scripts/releases/release-scenario.ts', 'build'),
    needs: ['release cuts', 'offline copies', 'manuals'],
  },
  // build-github-pages/ and build-headers-file/ are copies of build/ before nginx's gzip copies.
  npmTask('build:hosts', {name: 'host copies', needs: ['offline copies', 'manuals']}),
  {
    name: 'nginx target',
    command: node('scripts/hosting/host-target.ts', 'build', '--target', 'nginx'),
    needs: ['host copies'],
  },
  // In a copy with the frozen content: build-fixtures/.
  npmTask('build:fixtures', {name: 'fixture site'}),
];

const TESTS: Task[] = [
  // The browser tests (`npm run test:e2e`) in two runs, each with its own report, first of the tests.
  {
    name: 'browser',
    command: playwright('nginx', 'github-pages', 'headers-file'),
    needs: ['nginx target', 'host copies', 'fixture site'],
    stream: true,
  },
  {
    name: 'browser: releases',
    command: [...playwright('releases'), '--output', 'test-results-releases'],
    env: {PLAYWRIGHT_HTML_OUTPUT_DIR: 'playwright-report-releases'},
    needs: ['release scenario'],
    stream: true,
  },
  ...CHECKS.map((script) => npmTask(script)),
  npmTask('test:content'),
  // A build of the other kind than build/'s, byte for byte build/. It may clear the repository's
  // caches: after the checks, which keep theirs there.
  {name: 'reproducible', command: node('scripts/build/check-reproducible.ts'), needs: ['nginx target'], after: CHECKS},
  {
    name: 'build output',
    command: vitest('tests/build', '--exclude', 'tests/build/releases.test.ts'),
    needs: ['nginx target', 'host copies', 'fixture site'],
  },
  // Reads build-releases/, beside the browser tests that serve its build (it writes only fresh-archive/ there).
  {name: 'releases output', command: vitest('tests/build/releases.test.ts'), needs: ['release scenario']},
];

const usage = 'npm test | npm run test:build (npx tsx scripts/test/test.ts [builds])';
const [only] = readArgs(usage, {positionals: 1}).positionals;
if (only !== undefined && only !== 'builds') fail(`Unexpected argument "${only}". Usage: ${usage}`);
void runTasks(only ? BUILDS : [...BUILDS, ...TESTS]).then((ok) => {
  if (!ok) process.exit(1);
});
