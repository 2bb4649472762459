/**
 * The load run: 50 connections for 20 s over pages and the hashed assets a
 * docs page loads. tests/e2e/load.spec.ts fails on any error; `npm run bench`
 * reports the rate.
 */
import autocannon from 'autocannon';

/** The pages requested, besides the assets of the first docs page. */
const LOAD_PAGES = ['/', '/docs/getting-started/', '/docs/api/aichat', '/docs/widgets/ai-translator', '/sitemap.xml'];

/**
 * @param {string} baseUrl the server's origin, without a trailing slash
 * @returns {Promise<{paths: number, assets: number, requests: number, requestsPerSecond: number,
 *   latencyP99: number, errors: number, timeouts: number, non2xx: number}>}
 */
export async function runLoad(baseUrl) {
  const html = await (await fetch(`${baseUrl}/docs/getting-started/`)).text();
  const assets = [...html.matchAll(/(?:src|href)=["']?(\/assets\/[^"' >]+)/g)].map((match) => match[1]);
  const paths = [...LOAD_PAGES, ...assets];
  const result = await autocannon({
    url: baseUrl,
    connections: 50,
    duration: 20,
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
