import {execFileSync} from 'node:child_process';
import path from 'node:path';
import {defineConfig, devices} from '@playwright/test';

import {CHROME_SHELL_PATH, CHROMIUM_ARGS} from './shared/chromium';
import {tsxArgs} from './scripts/lib/tasks';

/**
 * Browser tests against the production build in `build/`, served by nginx with
 * the shipped configuration on a free loopback port, driven by Chromium's
 * headless shell (shared/chromium.ts). The copies for the other host targets
 * are served by a static server that sends what that host would (host-*.spec.ts).
 */

/** A free loopback port (scripts/lib/net.ts). */
const freePort = () =>
  execFileSync(process.execPath, tsxArgs(path.join(__dirname, 'scripts/test/free-port.ts')), {
    encoding: 'utf8',
  });

// Workers re-read this file: pick the ports once, in the main process.
for (const name of ['TEST_PORT', 'FIXTURES_PORT', 'GITHUB_PAGES_PORT', 'HEADERS_FILE_PORT', 'RELEASES_PORT']) {
  process.env[name] ??= freePort();
}
const port = Number(process.env.TEST_PORT);
const baseURL = `http://127.0.0.1:${port}`;
/** build-fixtures/, with the test-only pages. */
export const FIXTURES_URL = `http://127.0.0.1:${process.env.FIXTURES_PORT}`;

/** The release scenario's build, with an archived release. */
const RELEASES_URL = `http://127.0.0.1:${process.env.RELEASES_PORT}`;

/** The static servers of the other host targets. */
const STATIC_HOSTS = {
  'github-pages': `http://127.0.0.1:${process.env.GITHUB_PAGES_PORT}`,
  'headers-file': `http://127.0.0.1:${process.env.HEADERS_FILE_PORT}`,
};

const SERVER = {
  reuseExistingServer: false,
  timeout: 60_000,
  stdout: 'ignore',
  stderr: 'pipe',
  // SIGTERM lets serve-nginx.ts stop nginx and remove its temporary folder.
  gracefulShutdown: {signal: 'SIGTERM', timeout: 5_000},
} as const;

const nginxServer = (serverPort: number, buildDir: string) => ({
  ...SERVER,
  command: 'node --import tsx scripts/hosting/serve-nginx.ts',
  env: {PORT: String(serverPort), HOST: '127.0.0.1', BUILD_DIR: buildDir},
  url: `http://127.0.0.1:${serverPort}`,
});

const staticServer = (target: keyof typeof STATIC_HOSTS) => ({
  ...SERVER,
  command: 'node --import tsx scripts/hosting/serve-static.ts',
  env: {PORT: new URL(STATIC_HOSTS[target]).port, HOST: '127.0.0.1', BUILD_DIR: `build-${target}`, HOST_TARGET: target},
  url: STATIC_HOSTS[target],
});

/** The servers each project's tests load pages from. */
const SERVERS_OF = {
  nginx: [nginxServer(port, 'build'), nginxServer(Number(process.env.FIXTURES_PORT), 'build-fixtures')],
  releases: [nginxServer(Number(process.env.RELEASES_PORT), 'build-releases/build')],
  'github-pages': [staticServer('github-pages')],
  'headers-file': [staticServer('headers-file')],
};

/**
 * The projects a run selects with `--project` (all without it): a run starts
 * their servers only, so `npm test` can run the `releases` project apart.
 */
function selectedProjects(argv: string[]): string[] {
  const named = argv.flatMap((arg, index) =>
    arg === '--project'
      ? [argv[index + 1] ?? '']
      : arg.startsWith('--project=')
        ? [arg.slice('--project='.length)]
        : [],
  );
  // As Playwright matches them: case aside, `*` standing for any characters.
  const patterns = named.map(
    (name) => new RegExp(`^${name.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replaceAll('*', '.*')}$`, 'i'),
  );
  const projects = Object.keys(SERVERS_OF);
  return named.length ? projects.filter((project) => patterns.some((pattern) => pattern.test(project))) : projects;
}

export default defineConfig({
  testDir: './tests/e2e',
  outputDir: './test-results',
  // One baseline per picture: the tests run on one platform and one project.
  snapshotPathTemplate: '{testDir}/__screenshots__/{arg}{ext}',
  fullyParallel: true,
  workers: 2,
  // A test that fails once and then passes is reported as flaky, by name, in the tally; one that fails twice fails.
  // Two suites share two cores: a page a test waits for can miss its timeout, or a full-page capture come out a few
  // pixels taller, once in many runs.
  retries: 1,
  forbidOnly: !!process.env.CI,
  reporter: [['list'], ['html', {open: 'never', outputFolder: 'playwright-report'}]],
  // A hang guard: a crawled page quick alone can take several times as long with two suites on two cores.
  timeout: 90_000,
  use: {
    baseURL,
    // A failed test keeps its steps, console, requests and a screenshot; DOM snapshots and screencasts
    // (`--trace on`) would slow every test that records a trace.
    trace: {mode: 'retain-on-failure', screenshots: false, snapshots: false, sources: false},
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: CHROME_SHELL_PATH,
      args: CHROMIUM_ARGS,
    },
  },
  projects: [
    {
      name: 'nginx',
      use: {...devices['Desktop Chrome'], channel: undefined},
      testIgnore: [/host-.*\.spec\.ts$/, /releases\.spec\.ts$/],
    },
    // Mostly crawls, which name what failed: no trace (per project, so its workers serve all its files).
    {
      name: 'releases',
      use: {...devices['Desktop Chrome'], channel: undefined, baseURL: RELEASES_URL, trace: 'off'},
      testMatch: /releases\.spec\.ts$/,
    },
    ...(['github-pages', 'headers-file'] as const).map((target) => ({
      name: target,
      use: {...devices['Desktop Chrome'], channel: undefined, baseURL: STATIC_HOSTS[target], trace: 'off' as const},
      testMatch: /host-.*\.spec\.ts$/,
    })),
  ],
  webServer: selectedProjects(process.argv).flatMap((project) => SERVERS_OF[project as keyof typeof SERVERS_OF] ?? []),
});
