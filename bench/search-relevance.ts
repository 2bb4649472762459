/**
 * Search relevance by query kind: each query of tests/search-queries.json typed into /search of its version on the
 * production build served by nginx (`npm run build && npm run bench:search`). Reports per kind how often the expected
 * page is first and in the top five (tuning part, held-out third, all) and which queries return nothing. Writes
 * bench/search-relevance.md and .json; fails on nothing (the gate is tests/build/search-relevance.test.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import {chromium, type Locator, type Page} from '@playwright/test';

import {serveWithNginx} from '../scripts/lib/net';
import {CHROME_PATH} from '../shared/chromium';
import {readArgs} from '../scripts/lib/cli';

const repo = path.resolve(__dirname, '..');
readArgs('npm run bench:search');
const OUT = path.join(repo, 'bench/search-relevance');

type Query = {query: string; kind: string; version: string; expected: string[]; heldOut?: boolean};

/** Released versions, newest first: the latest at /docs and /search, the next beside it, older ones archived. */
const RELEASES: string[] = JSON.parse(fs.readFileSync(path.join(repo, 'versions.json'), 'utf8'));
const root = (version: string) => (version === RELEASES[0] ? '/docs' : `/docs/${version}`);
function searchPath(version: string) {
  if (version === RELEASES[0]) return '/search';
  return RELEASES.indexOf(version) === 1
    ? `/search?${new URLSearchParams({version: `docs/${version}/`})}`
    : `/docs/${version}/search`;
}
type Outcome = Query & {results: string[]; first: boolean; topFive: boolean};

/** The pages /search lists for each query, in order, without duplicates. */
async function run(page: Page, url: string, queries: Query[]) {
  await page.goto(url);
  const input = page.locator('input[type="search"][name="q"]');
  const links = page.locator('article h2 a');
  const outcomes: Outcome[] = [];
  // Load the version's index first: the first query must not time out on it.
  await input.fill('nexus');
  await links.first().waitFor({timeout: 60_000});
  const settle = (options: Parameters<Locator['waitFor']>[0]) =>
    links
      .first()
      .waitFor(options)
      .catch(() => undefined);
  for (const query of queries) {
    await input.fill('');
    await settle({state: 'detached', timeout: 10_000});
    await input.fill(query.query);
    // A query that matches nothing shows no link: wait a moment, then read.
    await settle({timeout: 5_000});
    const hrefs = await links.evaluateAll((anchors) =>
      anchors.map((anchor) => new URL((anchor as HTMLAnchorElement).href).pathname.replace(/\/$/, '')),
    );
    const results = [...new Set(hrefs)];
    const expected = query.expected.map((id) =>
      `${root(query.version)}/${id.replace(/(^|\/)index$/, '$1')}`.replace(/\/$/, ''),
    );
    outcomes.push({
      ...query,
      results: results.slice(0, 5),
      first: expected.includes(results[0]),
      topFive: results.slice(0, 5).some((href) => expected.includes(href)),
    });
  }
  return outcomes;
}

const percent = (part: number, whole: number) => (whole ? `${Math.round((100 * part) / whole)} %` : '—');

/** "first / top five" of a group of outcomes. */
const shares = (list: Outcome[]) =>
  `${percent(list.filter((o) => o.first).length, list.length)} / ${percent(list.filter((o) => o.topFive).length, list.length)}`;

function report(outcomes: Outcome[]) {
  const kinds = [...new Set(outcomes.map((outcome) => outcome.kind))];
  const groups = kinds.map((kind): [string, Outcome[]] => [kind, outcomes.filter((o) => o.kind === kind)]);
  const rows = [...groups, ['all', outcomes] as const].map(([kind, list]) => {
    const tuning = list.filter((o) => !o.heldOut);
    const heldOut = list.filter((o) => o.heldOut);
    return `| ${kind} | ${list.length} | ${shares(tuning)} | ${shares(heldOut)} | ${shares(list)} | ${
      list.filter((o) => o.results.length === 0).length
    } |`;
  });
  const misses = outcomes
    .filter((o) => !o.topFive)
    .map((o) => `| ${o.query} | ${o.kind} | ${o.expected.join(', ')} | ${o.results.join(', ') || 'nothing'} |`);
  return [
    '# Search relevance',
    '',
    `${outcomes.length} reader queries (tests/search-queries.json), typed into /search of the version each names, on the production build (\`npm run bench:search\`). Each cell: the share whose expected page comes first / is in the top five. Ranking is tuned on the tuning part only; every third query of each kind is held out.`,
    '',
    '| Kind | Queries | Tuning | Held out | All | Return nothing |',
    '|---|---:|---:|---:|---:|---:|',
    ...rows,
    '',
    '## Queries whose page is not in the top five',
    '',
    '| Query | Kind | Expected | Top five |',
    '|---|---|---|---|',
    ...misses,
    '',
  ].join('\n');
}

async function main() {
  const queries: Query[] = JSON.parse(fs.readFileSync(path.join(repo, 'tests/search-queries.json'), 'utf8')).queries;
  const server = await serveWithNginx(repo, path.join(repo, 'build'));
  const browser = await chromium.launch({executablePath: CHROME_PATH, args: ['--no-sandbox', '--disable-gpu']});
  try {
    const page = await browser.newPage();
    const outcomes: Outcome[] = [];
    for (const version of new Set(queries.map((query) => query.version))) {
      const ofVersion = queries.filter((query) => query.version === version);
      outcomes.push(...(await run(page, `${server.url}${searchPath(version)}`, ofVersion)));
    }
    const markdown = report(outcomes);
    fs.writeFileSync(`${OUT}.md`, markdown);
    fs.writeFileSync(`${OUT}.json`, `${JSON.stringify(outcomes, null, 2)}\n`);
    console.log(markdown);
  } finally {
    await browser.close();
    server.stop();
  }
}

void main();
