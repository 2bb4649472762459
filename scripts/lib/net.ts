/** Local servers for the tests and the benchmark. No import.meta: Playwright compiles this to CommonJS. */
import {spawn} from 'node:child_process';
import net from 'node:net';
import {tsxArgs} from './tasks';

/** A TCP port free on the loopback interface right now. */
export function freePort() {
  return new Promise<number>((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const {port} = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** Resolves once `url` answers 2xx; rejects after `timeoutMs`. */
export async function waitForHttp(url: string, timeoutMs: number) {
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

/** Serves `dir` with nginx as deployed (scripts/hosting/serve-nginx.ts) on a free port. */
export async function serveWithNginx(repo: string, dir: string): Promise<{url: string; stop: () => void}> {
  const port = await freePort();
  const child = spawn(process.execPath, tsxArgs(`${repo}/scripts/hosting/serve-nginx.ts`), {
    cwd: repo,
    env: {...process.env, PORT: String(port), HOST: '127.0.0.1', BUILD_DIR: dir},
    stdio: 'ignore',
  });
  const url = `http://127.0.0.1:${port}`;
  await waitForHttp(`${url}/`, 30_000);
  return {url, stop: () => child.kill('SIGTERM')};
}
