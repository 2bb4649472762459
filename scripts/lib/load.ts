/**
 * 50 connections over pages and the hashed assets a docs page loads: for 20 s
 * in `npm run bench`, which reports the rate; for 5 s in tests/e2e/load.spec.ts,
 * which fails on any error.
 */
import autocannon from 'autocannon';

const LOAD_PAGES = ['/', '/docs/getting-started/', '/docs/api/aichat', '/docs/widgets/ai-translator', '/sitemap.xml'];

/** `baseUrl`: the server's origin, without a trailing slash; `duration` in seconds. */
export async function runLoad(
  baseUrl: string,
  {duration = 20}: {duration?: number} = {},
): Promise<{
  paths: number;
  assets: number;
  requests: number;
  requestsPerSecond: number;
  latencyP99: number;
  errors: number;
  timeouts: number;
  non2xx: number;
}> {
  const html = await (await fetch(`${baseUrl}/docs/getting-started/`)).text();
  const assets = [...html.matchAll(/(?:src|href)=["']?(\/assets\/[^"' >]+)/g)].map((match) => match[1]);
  const paths = [...LOAD_PAGES, ...assets];
  const result = await autocannon({
    url: baseUrl,
    connections: 50,
    duration,
    requests: paths.map((path) => ({method: 'GET', path, headers: {'accept-encoding': 'gzip'}})),
  });
  return {
    paths: paths.length,
    assets: assets.length,
    requests: result.requests.total,
    requestsPerSecond: result.requests.average,
    latencyP99: result.latency.p99,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
  };
}
