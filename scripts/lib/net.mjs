/** Ports and readiness for the local servers of the tests and the benchmark. */
import net from 'node:net';
import {fileURLToPath} from 'node:url';

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

// `node scripts/lib/net.mjs free-port` prints one, for synchronous callers
// (Playwright reads its configuration synchronously, as CommonJS).
if (process.argv[1] === fileURLToPath(import.meta.url) && process.argv[2] === 'free-port') {
  process.stdout.write(String(await freePort()));
}
