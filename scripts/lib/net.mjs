/**
 * Ports and readiness for the local servers of the tests and the benchmark.
 * No import.meta here: Playwright compiles what its specs import to CommonJS.
 */
import {spawn} from 'node:child_process';
import net from 'node:net';

/** A TCP port free on the loopback interface right now. @returns {Promise<number>} */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const {port} = /** @type {net.AddressInfo} */ (server.address());
      server.close(() => resolve(port));
    });
  });
}

/**
 * Resolves once `url` answers 2xx; rejects after `timeoutMs`.
 * @param {string} url @param {number} timeoutMs
 */
export async function waitForHttp(url, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) throw new Error(`${url} did not answer within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/**
 * Serves a build with nginx and the site's policy (scripts/serve-nginx.mjs) on
 * a free port, for the benchmarks. `repo` is the site's root.
 * @param {string} repo @param {string} dir
 * @returns {Promise<{url: string, stop: () => void}>}
 */
export async function serveWithNginx(repo, dir) {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', `${repo}/scripts/serve-nginx.mjs`], {
    cwd: repo,
    env: {...process.env, PORT: String(port), HOST: '127.0.0.1', BUILD_DIR: dir},
    stdio: 'ignore',
  });
  const url = `http://127.0.0.1:${port}`;
  await waitForHttp(`${url}/`, 30_000);
  return {url, stop: () => child.kill('SIGTERM')};
}
