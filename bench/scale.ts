/**
 * `npm run bench:scale`: what the number of released versions costs. For each N (default 2, 10, 30), a temporary
 * copy of the site holds the two real releases and N − 2 copies of the oldest: cold `npm run build` and
 * `npm run build:stock` (wall time, peak memory), the rebuild after editing one latest page and `npm start` to the
 * draft's first page (medians of BENCH_SCALE_ROUNDS, default 3), main.js and PAGE's first-load JS in gzip bytes.
 * Writes bench/scale.json, .md and .svg against N = 2; timings are never asserted. --bytes-only measures only the
 * byte sizes again, keeping the rest of bench/scale.json.
 *
 * --pages N instead measures what search costs with the latest release's pages N times over, against today's docs:
 * the index, what the page fetches from the search box's first use to its first suggestion and how long from the
 * first keystroke (medians of BENCH_SCALE_ROUNDS, default 5), and PAGE's first-load JS. Writes
 * bench/scale-pages.json and .md.
 */
import {spawn} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {load} from 'cheerio';

import {versionFolder, versionSidebarFile} from '../shared/releases/names';
import {ACTIVE_PREVIOUS} from '../shared/releases/policy';
import {listFiles} from '../site/build-inputs';
import {median, timed} from '../scripts/lib/measure';
import {chromium} from '@playwright/test';

import {searchIndexIn} from '../shared/search/index-files';
import {CHROME_PATH} from '../shared/chromium';
import {freePort, serveWithNginx, waitForHttp} from '../scripts/lib/net';
import {kb, servedGzipBytes} from '../scripts/lib/page-weight';
import {createTempSite, removeTempSite} from '../scripts/lib/temp-site';
import {fail, readArgs} from '../scripts/lib/cli';
import {tsxArgs} from '../scripts/lib/tasks';
import {searchLatency} from './search-latency';

const repo = path.resolve(__dirname, '..');
const {values} = readArgs('npm run bench:scale [-- --versions 2,10,30] [--bytes-only] [--pages N]', {
  options: {
    versions: {type: 'string', default: '2,10,30'},
    'bytes-only': {type: 'boolean', default: false},
    pages: {type: 'string'},
  },
});
const COUNTS = values.versions.split(',').map(Number);
if (!COUNTS.every((count) => Number.isInteger(count) && count >= 2)) {
  fail(`--versions takes counts of releases, each 2 or more, such as 2,10,30 (got "${values.versions}").`);
}
const PAGES = values.pages === undefined ? undefined : Number(values.pages);
if (PAGES !== undefined && !(Number.isInteger(PAGES) && PAGES >= 2)) {
  fail(`--pages takes how many times the docs' pages to measure, a whole number of 2 or more (got "${values.pages}").`);
}
const ROUNDS = Number(process.env.BENCH_SCALE_ROUNDS ?? (PAGES ? 5 : 3));
const PAGE = '/docs/widgets/kb-assistant';
const EDITED = 'widgets/kb-assistant.md';
const DEV_PAGE = '/docs/next/getting-started/';

const log = (message: string) => console.error(`[bench:scale] ${message}`);

/** `count` releases, newest first: the two real ones, then 1.11.1, 1.11.0, 1.10.2, … */
function releaseNames(real: string[], count: number) {
  const names = [...real];
  for (let minor = 11; names.length < count; minor -= 1) {
    for (let patch = minor === 11 ? 1 : 2; patch >= 0 && names.length < count; patch -= 1) {
      names.push(`1.${minor}.${patch}`);
    }
  }
  return names;
}

/** A copy of the site with `count` releases. */
function siteWith(count: number) {
  const site = createTempSite(repo, `scale-${count}`);
  const real: string[] = JSON.parse(fs.readFileSync(path.join(site, 'versions.json'), 'utf8'));
  const names = releaseNames(real, count);
  const template = real[real.length - 1];
  for (const name of names.slice(real.length)) {
    fs.cpSync(path.join(site, versionFolder(template)), path.join(site, versionFolder(name)), {
      recursive: true,
    });
    fs.copyFileSync(path.join(site, versionSidebarFile(template)), path.join(site, versionSidebarFile(name)));
  }
  fs.writeFileSync(path.join(site, 'versions.json'), `${JSON.stringify(names, null, 2)}\n`);
  return {site, latest: names[0]};
}

const remove = (site: string, ...dirs: string[]) => {
  for (const dir of dirs) fs.rmSync(path.join(site, dir), {recursive: true, force: true});
};
const clearCaches = (site: string) => remove(site, '.docusaurus', 'node_modules/.cache', 'build', 'build-stock');

/** main.js and the first-load JS of PAGE in a build, gzip bytes. */
function scriptBytes(build: string) {
  const main = listFiles(path.join(build, 'assets/js')).find((file) => /^main\.[\w]+\.js$/.test(file));
  const file = [`${PAGE.slice(1)}/index.html`, `${PAGE.slice(1)}.html`].find((name) =>
    fs.existsSync(path.join(build, name)),
  );
  const $ = load(fs.readFileSync(path.join(build, file!), 'utf8'));
  const scripts = $('script[src], link[rel="preload"][as="script"]').map(
    (_, el) => $(el).attr('src') ?? $(el).attr('href'),
  );
  const firstLoadJs = [...new Set(scripts.get())].reduce((sum, src) => sum + servedGzipBytes(path.join(build, src)), 0);
  return {mainJs: servedGzipBytes(path.join(build, 'assets/js', main!)), firstLoadJs};
}

/** `npm start` to the draft's first page answering. */
async function devStart(site: string) {
  remove(site, '.docusaurus', 'node_modules/.cache');
  const port = await freePort();
  const start = performance.now();
  const child = spawn('npm', ['start', '--', '--port', String(port), '--host', '127.0.0.1', '--no-open'], {
    cwd: site,
    env: {...process.env, BROWSER: 'none'},
    stdio: 'ignore',
    detached: true,
  });
  try {
    await waitForHttp(`http://127.0.0.1:${port}${DEV_PAGE}`, 600_000);
    return performance.now() - start;
  } finally {
    try {
      process.kill(-child.pid!, 'SIGTERM');
    } catch {
      // Already gone.
    }
    await new Promise((resolve) => setTimeout(resolve, 2000));
  }
}

/** Every measurement for `count` releases. */
async function measure(count: number) {
  const {site, latest} = siteWith(count);
  try {
    clearCaches(site);
    const cold = await timed('npm', ['run', 'build'], {cwd: site});
    const bytes = scriptBytes(path.join(site, 'build'));
    log(`${count} versions: cold build ${seconds(cold.ms)}, ${gib(cold.peak)}`);

    const edited = path.join(site, versionFolder(latest), EDITED);
    const original = fs.readFileSync(edited, 'utf8');
    const rebuilds: number[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      fs.writeFileSync(edited, `${original}\nEdited for the scale benchmark, round ${round}.\n`);
      rebuilds.push((await timed('npm', ['run', 'build'], {cwd: site})).ms);
    }
    log(`${count} versions: rebuilds ${rebuilds.map((ms) => (ms / 1000).toFixed(1)).join(', ')} s`);

    const devStarts: number[] = [];
    for (let round = 0; round < ROUNDS; round += 1) devStarts.push(await devStart(site));
    log(`${count} versions: dev starts ${devStarts.map((ms) => (ms / 1000).toFixed(1)).join(', ')} s`);

    clearCaches(site);
    const stock = await timed('npm', ['run', 'build:stock'], {cwd: site});
    const stockBytes = scriptBytes(path.join(site, 'build-stock'));
    log(`${count} versions: stock cold build ${seconds(stock.ms)}, ${gib(stock.peak)}`);

    return {
      versions: count,
      archived: Math.max(0, count - 1 - ACTIVE_PREVIOUS),
      coldBuildMs: cold.ms,
      peakBytes: cold.peak,
      rebuildMs: median(rebuilds),
      devStartMs: median(devStarts),
      ...bytes,
      stock: {coldBuildMs: stock.ms, peakBytes: stock.peak, ...stockBytes},
    };
  } finally {
    removeTempSite(site);
  }
}

type Result = Awaited<ReturnType<typeof measure>> & {bytesMeasuredAt?: string};

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const gib = (bytes: number) => `${(bytes / 2 ** 30).toFixed(2)} GiB`;

/** The metrics of the table and the chart, with the issue's targets at the largest N. */
const METRICS = [
  {key: 'firstLoadJs' as const, label: `First-load JS of ${PAGE}`, format: kb, target: 1.02},
  {key: 'mainJs' as const, label: 'main.js', format: kb},
  {key: 'rebuildMs' as const, label: 'Rebuild after editing one latest page', format: seconds, target: 1.3},
  {key: 'peakBytes' as const, label: 'Peak memory, cold build', format: gib, target: 1.2},
  {key: 'devStartMs' as const, label: '`npm start` to first page', format: seconds, target: 1.2},
  {key: 'coldBuildMs' as const, label: 'Cold build of everything', format: seconds},
];

function table(results: Result[]) {
  const base = results[0];
  const last = results[results.length - 1];
  const head = `| | ${results.map((r) => `${r.versions} versions`).join(' | ')} | ${last.versions} ÷ ${base.versions} | Target |`;
  const rule = `|---|${results.map(() => '---:|').join('')}---:|---:|`;
  const rows = METRICS.map(({key, label, format, target}) => {
    const ratio = last[key] / base[key];
    return `| ${label} | ${results.map((r) => format(r[key])).join(' | ')} | ${ratio.toFixed(2)}× | ${target ? `≤ ${target}×` : ''} |`;
  });
  const stockRows = (
    [
      ['Stock variant: cold build', 'coldBuildMs', seconds],
      ['Stock variant: peak memory', 'peakBytes', gib],
      [`Stock variant: first-load JS of ${PAGE}`, 'firstLoadJs', kb],
    ] as const
  ).map(([label, key, format]) => {
    const ratio = last.stock[key] / base.stock[key];
    return `| ${label} | ${results.map((r) => format(r.stock[key])).join(' | ')} | ${ratio.toFixed(2)}× | |`;
  });
  return [head, rule, ...rows, ...stockRows].join('\n');
}

/** A line chart of each metric against N, as a ratio to the smallest N. */
function chart(results: Result[]) {
  const width = 720;
  const height = 420;
  const margin = {left: 64, right: 260, top: 40, bottom: 56};
  const plotW = width - margin.left - margin.right;
  const plotH = height - margin.top - margin.bottom;
  const points = (value: (r: Result) => number) =>
    results.map((r): [number, number] => [r.versions, value(r) / value(results[0])]);
  const series: {label: string; points: [number, number][]; dashed?: boolean}[] = [
    ...METRICS.map(({key, label}) => ({label, points: points((r) => r[key])})),
    {label: 'Stock variant: cold build', dashed: true, points: points((r) => r.stock.coldBuildMs)},
  ];
  const maxY = Math.max(2, Math.ceil(Math.max(...series.flatMap((s) => s.points.map(([, y]) => y)))));
  const maxX = results[results.length - 1].versions;
  const minX = results[0].versions;
  const x = (n: number) => margin.left + ((n - minX) / (maxX - minX || 1)) * plotW;
  const y = (v: number) => margin.top + plotH - (v / maxY) * plotH;
  const colours = ['#1b6ac9', '#6a3fb5', '#c2410c', '#15803d', '#b91c1c', '#0f766e', '#525252'];
  const esc = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/`/g, '');
  const lines: string[] = [];
  lines.push(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="system-ui, sans-serif" font-size="12" role="img" aria-label="Cost of ${minX} to ${maxX} released versions, as a multiple of ${minX} versions">`,
    `<title>Cost of ${minX} to ${maxX} released versions, as a multiple of ${minX} versions</title>`,
    `<rect width="${width}" height="${height}" fill="#fff"/>`,
    `<text x="${margin.left}" y="22" font-size="14" font-weight="600">Cost against ${minX} versions (× of the ${minX}-version value)</text>`,
  );
  for (let v = 0; v <= maxY; v += maxY > 4 ? 1 : 0.5) {
    lines.push(
      `<line x1="${margin.left}" x2="${margin.left + plotW}" y1="${y(v)}" y2="${y(v)}" stroke="#e5e5e5"/>`,
      `<text x="${margin.left - 8}" y="${y(v) + 4}" text-anchor="end">${v}×</text>`,
    );
  }
  for (const {versions} of results) {
    lines.push(`<text x="${x(versions)}" y="${margin.top + plotH + 20}" text-anchor="middle">${versions}</text>`);
  }
  lines.push(`<text x="${margin.left + plotW / 2}" y="${height - 12}" text-anchor="middle">Released versions</text>`);
  series.forEach(({label, points, dashed}, index) => {
    const colour = colours[index % colours.length];
    const d = points.map(([n, v], i) => `${i ? 'L' : 'M'}${x(n).toFixed(1)},${y(v).toFixed(1)}`).join(' ');
    lines.push(
      `<path d="${d}" fill="none" stroke="${colour}" stroke-width="2"${dashed ? ' stroke-dasharray="6 4"' : ''}/>`,
      ...points.map(([n, v]) => `<circle cx="${x(n).toFixed(1)}" cy="${y(v).toFixed(1)}" r="3" fill="${colour}"/>`),
    );
    const legendY = margin.top + 10 + index * 20;
    lines.push(
      `<line x1="${width - margin.right + 16}" x2="${width - margin.right + 40}" y1="${legendY}" y2="${legendY}" stroke="${colour}" stroke-width="2"${dashed ? ' stroke-dasharray="6 4"' : ''}/>`,
      `<text x="${width - margin.right + 46}" y="${legendY + 4}">${esc(label)} (${points[points.length - 1][1].toFixed(2)}×)</text>`,
    );
  });
  lines.push('</svg>');
  return `${lines.join('\n')}\n`;
}

/** A main build of `site` (no archives) into its build/, with its gzip copies. */
async function mainBuild(site: string) {
  await timed(path.join(site, 'node_modules/.bin/docusaurus'), ['build'], {cwd: site});
  await timed(process.execPath, tsxArgs('scripts/build/precompress.ts', 'build'), {cwd: site});
  return path.join(site, 'build');
}

/** The byte sizes alone. */
async function measureBytes(count: number) {
  const {site} = siteWith(count);
  try {
    return scriptBytes(await mainBuild(site));
  } finally {
    removeTempSite(site);
  }
}

/** The docs folder of the latest release in `site`. */
function latestFolder(site: string) {
  const [latest] = JSON.parse(fs.readFileSync(path.join(site, 'versions.json'), 'utf8')) as string[];
  return path.join(site, versionFolder(latest!));
}

/** A copy of the site whose latest release holds each page again under more-2/, more-3/, …, categories labelled
 * apart (Docusaurus needs one label per category). */
function siteWithPages(times: number) {
  const site = createTempSite(repo, `pages-${times}`);
  const root = latestFolder(site);
  const entries = fs.readdirSync(root);
  for (let copy = 2; copy <= times; copy += 1) {
    const folder = path.join(root, `more-${copy}`);
    for (const entry of entries) fs.cpSync(path.join(root, entry), path.join(folder, entry), {recursive: true});
    for (const file of listFiles(folder).filter((name) => path.basename(name) === '_category_.json')) {
      const category = JSON.parse(fs.readFileSync(path.join(folder, file), 'utf8')) as {label: string};
      fs.writeFileSync(path.join(folder, file), JSON.stringify({...category, label: `${category.label} (${copy})`}));
    }
    fs.writeFileSync(path.join(folder, '_category_.json'), JSON.stringify({label: `Copy ${copy}`}));
  }
  return site;
}

/** The number of pages of the latest release in `site`. */
function latestPages(site: string) {
  return listFiles(latestFolder(site)).filter((name) => /\.mdx?$/.test(name)).length;
}

/** What search costs with the docs' pages `times` times over (1: today's docs). */
async function measurePages(times: number) {
  const site = times === 1 ? createTempSite(repo, 'pages-1') : siteWithPages(times);
  try {
    const build = await mainBuild(site);
    const index = searchIndexIn(build)!;
    const server = await serveWithNginx(repo, build);
    const browser = await chromium.launch({executablePath: CHROME_PATH, args: ['--no-sandbox', '--disable-gpu']});
    const runs: {ms: number; bytes?: number}[] = [];
    try {
      for (let round = 0; round < ROUNDS; round += 1) {
        runs.push(await searchLatency(browser, `${server.url}${PAGE}`, {buildDir: build}));
      }
    } finally {
      await browser.close();
      server.stop();
    }
    const result = {
      times,
      pages: latestPages(site),
      indexBytes: servedGzipBytes(path.join(build, index)),
      firstAnswerBytes: median(runs.map((run) => run.bytes!)),
      firstAnswerMs: median(runs.map((run) => run.ms)),
      firstLoadJs: scriptBytes(build).firstLoadJs,
    };
    log(`${times}× pages: ${JSON.stringify(result)} (runs: ${runs.map((run) => Math.round(run.ms)).join(', ')} ms)`);
    return result;
  } finally {
    removeTempSite(site);
  }
}

async function mainPages(times: number) {
  const results = [await measurePages(1), await measurePages(times)];
  const measuredAt = new Date().toISOString();
  fs.writeFileSync(path.join(repo, 'bench/scale-pages.json'), `${JSON.stringify({measuredAt, results}, null, 2)}\n`);
  const [base, more] = results as [(typeof results)[0], (typeof results)[0]];
  const ms = (value: number) => `${Math.round(value)} ms`;
  const rows = (
    [
      ['Pages of the latest release', 'pages', String, ''],
      ['Its search index (gzip)', 'indexBytes', kb, ''],
      ['Fetched from first use of the search box to the first suggestion (gzip)', 'firstAnswerBytes', kb, '≤ 1.5×'],
      [`First keystroke to first suggestion, median of ${ROUNDS}`, 'firstAnswerMs', ms, '≤ 2×'],
      [`First-load JS of ${PAGE} (gzip)`, 'firstLoadJs', kb, ''],
    ] as const
  ).map(
    ([label, key, format, target]) =>
      `| ${label} | ${format(base[key])} | ${format(more[key])} | ${(more[key] / base[key]).toFixed(2)}× | ${target} |`,
  );
  const markdown = `# Search cost as the docs grow

\`npm run bench:scale -- --pages ${times}\` on this machine (${measuredAt.slice(0, 10)}): today's docs, and a copy whose latest
release holds every page ${times} times; a main build of each, served by nginx. The search box is first used (pointer
over it), then \`nexus\` is typed; "fetched" counts every file the page loaded in between, as nginx sends it.

| | Today | ${times}× the pages | Ratio | Target |
|---|---:|---:|---:|---:|
${rows.join('\n')}
`;
  fs.writeFileSync(path.join(repo, 'bench/scale-pages.md'), markdown);
  console.log(markdown);
}

async function main() {
  if (PAGES) return mainPages(PAGES);
  const results: Result[] = [];
  let measuredAt = new Date().toISOString();
  if (values['bytes-only']) {
    const previous = JSON.parse(fs.readFileSync(path.join(repo, 'bench/scale.json'), 'utf8')) as {
      measuredAt: string;
      results: Result[];
    };
    measuredAt = previous.measuredAt;
    for (const result of previous.results) {
      const bytes = await measureBytes(result.versions);
      log(`${result.versions} versions: first-load JS ${kb(bytes.firstLoadJs)}, main.js ${kb(bytes.mainJs)}`);
      results.push({...result, ...bytes, bytesMeasuredAt: new Date().toISOString()});
    }
  } else {
    for (const count of COUNTS) results.push(await measure(count));
  }
  fs.writeFileSync(path.join(repo, 'bench/scale.json'), `${JSON.stringify({measuredAt, results}, null, 2)}\n`);
  fs.writeFileSync(path.join(repo, 'bench/scale.svg'), chart(results));
  const bytesNote = results[0].bytesMeasuredAt
    ? `; byte sizes measured again with --bytes-only on ${results[0].bytesMeasuredAt.slice(0, 10)}`
    : '';
  const markdown = `# Scale benchmark

\`npm run bench:scale\` on this machine (${measuredAt.slice(0, 10)}${bytesNote}): a copy of the site with N released versions
(the latest and ${ACTIVE_PREVIOUS} before it active, the rest archived), the stock variant for comparison. Medians of
${ROUNDS} runs for the rebuild and the dev server; one cold build each. Gzip bytes as served.

${table(results)}

![The same costs as a multiple of the ${results[0].versions}-version value](./scale.svg)
`;
  fs.writeFileSync(path.join(repo, 'bench/scale.md'), markdown);
  console.log(markdown);
}

void main();
