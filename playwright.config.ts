import {execFileSync} from 'node:child_process';
import path from 'node:path';
import {defineConfig, devices} from '@playwright/test';

import {CHROME_SHELL_PATH, CHROMIUM_ARGS} from './shared/chromium';
import {tsxArgs} from './scripts/lib/tasks';

/**
 * Browser tests against the production build in `build/`, served by nginx with
 * the shipped configuration (deploy/nginx/) on a free loopback port, driven by
 * Debian's Chromium headless shell (shared/chromium.ts; the reader
 * journeys of engines.spec.ts run the full browser).
 * The same build prepared for the other host targets (`npm run test:build`
 * derives build-github-pages/ and build-headers-file/) is served by a plain
 * static server that sends what that host would, for the host-*.spec.ts tests.
 */

/** A free loopback port (scripts/lib/net.ts). */
const freePort = () =>
  execFileSync(process.execPath, tsxArgs(path.join(__dirname, 'scripts/test/free-port.ts')), {
    encoding: 'utf8',
  });

// Workers re-read this file: pick the ports once, in the main process.
process.env.TEST_PORT ??= freePort();
process.env.FIXTURES_PORT ??= freePort();
process.env.GITHUB_PAGES_PORT ??= freePort();
process.env.HEADERS_FILE_PORT ??= freePort();
process.env.RELEASES_PORT ??= freePort();
const port = Number(process.env.TEST_PORT);
const baseURL = `http://127.0.0.1:${port}`;
/** The build with the test-only fixture pages (build-fixtures/). */
export const FIXTURES_URL = `http://127.0.0.1:${process.env.FIXTURES_PORT}`;

/** The release scenario's build (scripts/releases/release-scenario.ts), with an archived release. */
const RELEASES_URL = `http://127.0.0.1:${process.env.RELEASES_PORT}`;

/** The static servers of the other host targets (scripts/hosting/serve-static.ts). */
const STATIC_HOSTS = {
  'github-pages': `http://127.0.0.1:${process.env.GITHUB_PAGES_PORT}`,
  'headers-file': `http://127.0.0.1:${process.env.HEADERS_FILE_PORT}`,
};

/** What every server of the tests shares. */
const SERVER = {
  reuseExistingServer: false,
  timeout: 60_000,
  stdout: 'ignore',
  stderr: 'pipe',
  // Stopped with SIGTERM, not killed: serve-nginx.ts then stops nginx and
  // removes its temporary prefix folder.
  gracefulShutdown: {signal: 'SIGTERM', timeout: 5_000},
} as const;

/** nginx with the shipped configuration serving `buildDir` (scripts/hosting/serve-nginx.ts). */
function nginxServer(serverPort: number, buildDir: string) {
  const url = `http://127.0.0.1:${serverPort}`;
  return {
    ...SERVER,
    command: 'node --import tsx scripts/hosting/serve-nginx.ts',
    env: {PORT: String(serverPort), HOST: '127.0.0.1', BUILD_DIR: buildDir},
    url,
  };
}

/** The servers each project's tests load pages from. */
const SERVERS_OF = {
  nginx: [nginxServer(port, 'build'), nginxServer(Number(process.env.FIXTURES_PORT), 'build-fixtures')],
  releases: [nginxServer(Number(process.env.RELEASES_PORT), 'build-releases/build')],
  ...Object.fromEntries(
    Object.entries(STATIC_HOSTS).map(([target, url]) => [
      target,
      [
        {
          ...SERVER,
          command: 'node --import tsx scripts/hosting/serve-static.ts',
          env: {PORT: new URL(url).port, HOST: '127.0.0.1', BUILD_DIR: `build-${target}`, HOST_TARGET: target},
          url,
        },
      ],
    ]),
  ),
};

/**
 * The projects a run selects with `--project` (every project without it):
 * a run starts the servers of its projects only, so `npm test` runs the
 * `releases` project as soon as the release scenario's build exists, and the
 * others before it (scripts/test/test.ts).
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
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: [['list'], ['html', {open: 'never', outputFolder: 'playwright-report'}]],
  // A hang guard, not a timing: a crawled page that is quick alone can take
  // several times as long with two suites on the two cores, past
  // Playwright's default 30 s.
  timeout: 90_000,
  use: {
    baseURL,
    // A failed test keeps its steps, console and requests, and a screenshot; DOM
    // snapshots and a screencast of every test (`--trace on` to record them)
    // add much to the time of every test that records a trace.
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
    // These projects are mostly crawls, which name the page, link or rule that failed: no trace
    // (set for the whole project, so its workers serve all its files; a file's own `trace` needs workers of its own).
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
