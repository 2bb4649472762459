import {runLoad} from '../../scripts/lib/load';
import {expect, test} from './fixtures';

// The benchmark's load run (scripts/lib/load.ts), briefly: pass/fail on errors only, the rate is reported.
test('nginx serves 50 concurrent connections for 5 s without an error', async ({baseURL}) => {
  const result = await runLoad(baseURL!, {duration: 5});
  test.info().annotations.push({
    type: 'load',
    description: `${Math.round(result.requestsPerSecond)} requests/s, p99 latency ${result.latencyP99} ms, ${result.requests} requests`,
  });
  expect(result.assets, 'assets of the docs page').toBeGreaterThan(1);
  expect(result.requests).toBeGreaterThan(1000);
  expect(result.errors, 'connection errors').toBe(0);
  expect(result.timeouts, 'timeouts').toBe(0);
  expect(result.non2xx, 'responses other than 2xx').toBe(0);
});
