import autocannon from 'autocannon';

import {expect, test} from './fixtures';

/**
 * A bounded load run against the loopback nginx every browser test uses:
 * 50 connections for 20 s over pages and the assets they load. Pass/fail is
 * on errors only; the rate is reported (and measured by `npm run bench`).
 */
const PAGES = ['/', '/docs/getting-started/', '/docs/api/aichat', '/docs/widgets/ai-translator', '/sitemap.xml'];

test('nginx serves 50 concurrent connections for 20 s without an error', async ({baseURL, request}) => {
  test.setTimeout(90_000);
  const html = await (await request.get('/docs/getting-started/')).text();
  const assets = [...html.matchAll(/(?:src|href)=["']?(\/assets\/[^"' >]+)/g)].map((match) => match[1]);
  expect(assets.length).toBeGreaterThan(1);
  const result = await autocannon({
    url: baseURL!,
    connections: 50,
    duration: 20,
    requests: [...PAGES, ...assets].map((path) => ({method: 'GET', path, headers: {'accept-encoding': 'gzip'}})),
  });
  test.info().annotations.push({
    type: 'load',
    description: `${Math.round(result.requests.average)} requests/s, p99 latency ${result.latency.p99} ms, ${result.requests.total} requests`,
  });
  expect(result.requests.total).toBeGreaterThan(1000);
  expect(result.errors, 'connection errors').toBe(0);
  expect(result.timeouts, 'timeouts').toBe(0);
  expect(result.non2xx, 'responses other than 2xx').toBe(0);
});
