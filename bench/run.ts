/**
 * `npm run bench`: this site against the site configuration's `stock` variant (`npm run build:stock`) of the same
 * content, on this machine: cold and warm builds (medians of BENCH_ROUNDS, variants alternating), first-load bytes
 * per page type as nginx serves them, the search index, first keystroke to first suggestion, Lighthouse desktop and
 * mobile (medians of BENCH_LIGHTHOUSE_RUNS after a discarded warm-up), the dev server's hot update, and for ours each
 * active release's downloads made afresh and nginx under load. Writes bench/results.md and prints it; timings are
 * reported, never asserted (the suite enforces bench/budgets.json).
 *
 * Environment: BENCH_ROUNDS, BENCH_SKIP (comma list of: build, pages, search, lighthouse, load, dev, downloads),
 * BENCH_REUSE=1 (take the skipped parts from the previous bench/results.json), CHROME_PATH.
 */
import {spawn} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {chromium} from '@playwright/test';

import {searchIndexIn} from '../shared/search/index-files';
import {runLoad} from '../scripts/lib/load';
import {median, timed} from '../scripts/lib/measure';
import {freePort, serveWithNginx, waitForHttp} from '../scripts/lib/net';
import {kb, measurePageWeight, pageTypes, servedGzipBytes} from '../scripts/lib/page-weight';
import {ARCHIVE_CACHE, offlineEntry} from '../scripts/releases/archives';
import {makeManual} from '../scripts/releases/manual';
import {offlineSite} from '../scripts/releases/offline';
import {precompress} from '../scripts/build/precompress';
import {CHROME_PATH} from '../shared/chromium';
import {searchLatency} from './search-latency';
import {fail, readArgs} from '../scripts/lib/cli';

const repo = path.resolve(__dirname, '..');
readArgs('[BENCH_ROUNDS=3] [BENCH_SKIP=…] npm run bench');
const PAGE_TYPES = pageTypes(JSON.parse(fs.readFileSync(path.join(repo, 'versions.json'), 'utf8')));
const outRoot = path.join(repo, 'bench/.out');
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
/** Where bench/results.json keeps each browser part, in each variant's results. */
const BROWSER_KEYS = {
  pages: ['pages'],
  search: ['searchMs', 'searchLoadedMs'],
  lighthouse: ['lighthouse'],
  load: ['load'],
} as const;
type BrowserPart = keyof typeof BROWSER_KEYS;
/** Where bench/results.json keeps each other part, and what the report calls it when reused. */
const DATA_KEYS = {
  build: {key: 'builds', label: 'builds'},
  dev: {key: 'dev', label: 'dev server'},
  downloads: {key: 'downloads', label: 'downloads'},
} as const;
type DataPart = keyof typeof DATA_KEYS;
const PARTS = [...Object.keys(DATA_KEYS), ...Object.keys(BROWSER_KEYS)];
const skip = new Set((process.env.BENCH_SKIP ?? '').split(',').filter(Boolean));
const unknownPart = [...skip].find((part) => !PARTS.includes(part));
if (unknownPart)
  fail(`BENCH_SKIP names "${unknownPart}", which is no part of the bench: name any of ${PARTS.join(', ')}.`);
const docusaurusBin = path.join(repo, 'node_modules/.bin/docusaurus');
const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5);

type Variant = 'ours' | 'stock';
const VARIANTS: Variant[] = ['ours', 'stock'];
/** The environment of a variant's build: the site configuration's variant (`npm run build:stock`). */
const variantEnv = (variant: Variant) => ({
  ...process.env,
  AIN_SITE_VARIANT: variant === 'ours' ? 'production' : variant,
});

const log = (message: string) => console.error(`[bench] ${message}`);

type PageType = keyof typeof PAGE_TYPES;
const FIGURES = ['performance', 'accessibility', 'bestPractices', 'seo', 'lcp', 'tbt', 'cls'] as const;
type Figures = Record<(typeof FIGURES)[number], number>;
type Lighthouse = Record<string, Record<string, Figures & {failed: string[]; runs: Figures[]}>>;
type Measured = {ms: number; bytes: number};
type Measures = NonNullable<Data['browser']>[Variant];
type BuildTimes = Record<'cold' | 'coldPeak' | 'warm' | 'warmPeak', number[]>;
/** What a run measured: what bench/results.json holds. */
interface Data {
  measuredAt: string;
  builds?: Record<Variant, BuildTimes>;
  browser?: Record<
    Variant,
    {
      pages: Record<string, Record<'js' | 'prefetchedJs' | 'css' | 'html', number>>;
      searchIndex: number;
      searchMs: number[];
      searchLoadedMs?: number[];
      lighthouse?: Lighthouse;
      load?: Awaited<ReturnType<typeof runLoad>>;
    }
  > & {chromium?: string};
  downloads?: Record<string, {offline: Measured; manual: Measured}>;
  dev?: Record<Variant, {startupMs: number; updates: number[]; hotReloaded: boolean}>;
  reused?: {parts: string[]; measuredAt: string};
}

function clearCaches() {
  for (const dir of ['.docusaurus', 'node_modules/.cache'])
    fs.rmSync(path.join(repo, dir), {recursive: true, force: true});
}

/** A production build of `variant` into bench/.out/<variant>. */
const build = (variant: Variant) =>
  timed(docusaurusBin, ['build', '--out-dir', path.join(outRoot, variant)], {cwd: repo, env: variantEnv(variant)});

async function benchBuilds() {
  const empty = (): BuildTimes => ({cold: [], coldPeak: [], warm: [], warmPeak: []});
  const results: NonNullable<Data['builds']> = {ours: empty(), stock: empty()};
  for (let round = 1; round <= rounds; round++) {
    // Alternate which variant goes first, so neither always meets a warm disk.
    for (const variant of round % 2 ? VARIANTS : [...VARIANTS].reverse()) {
      clearCaches();
      fs.rmSync(path.join(outRoot, variant), {recursive: true, force: true});
      const cold = await build(variant);
      const warm = await build(variant);
      results[variant].cold.push(cold.ms);
      results[variant].coldPeak.push(cold.peak);
      results[variant].warm.push(warm.ms);
      results[variant].warmPeak.push(warm.peak);
      log(`round ${round} ${variant}: cold ${seconds(cold.ms)} (${mib(cold.peak)}), warm ${seconds(warm.ms)}`);
    }
  }
  return results;
}

/** Makes sure each variant has a build to measure (when builds were skipped). */
async function ensureBuilds() {
  for (const variant of VARIANTS) {
    if (!fs.existsSync(path.join(outRoot, variant, 'index.html'))) {
      log(`building ${variant}`);
      clearCaches();
      await build(variant);
    }
  }
}

/** Each active release's offline copy and manual, made afresh from our build (the manual outside the cache). */
async function benchDownloads() {
  const versions: string[] = JSON.parse(fs.readFileSync(path.join(repo, 'versions.json'), 'utf8')).slice(0, 2);
  const buildDir = path.join(outRoot, 'ours');
  const measure = async (make: () => Promise<number>) => {
    const start = performance.now();
    const bytes = await make();
    return {ms: performance.now() - start, bytes};
  };
  const results: NonNullable<Data['downloads']> = {};
  for (const version of versions) {
    fs.rmSync(path.join(ARCHIVE_CACHE, offlineEntry(version)), {recursive: true, force: true});
    const offline = await measure(async () => fs.statSync(await offlineSite(version, buildDir)).size);
    const work = fs.mkdtempSync(path.join(os.tmpdir(), 'ain-bench-manual-'));
    const manual = await measure(async () => (await makeManual(version, buildDir, work)).length);
    fs.rmSync(work, {recursive: true, force: true});
    results[version] = {offline, manual};
    log(`downloads ${version}: offline ${seconds(offline.ms)}, manual ${seconds(manual.ms)}`);
  }
  return results;
}

/** What the dev-server page records: that it was never fully reloaded. */
type Marks = {__noFullReload?: boolean};

function searchIndexBytes(dir: string) {
  const file = searchIndexIn(dir);
  if (!file) throw new Error(`no search index in ${dir}`);
  return servedGzipBytes(path.join(dir, file));
}

const launchChromium = () => chromium.launch({executablePath: CHROME_PATH, args: ['--no-sandbox', '--disable-gpu']});

async function benchBrowser() {
  const browser = await launchChromium();
  const out = {} as NonNullable<Data['browser']>;
  const servers: Partial<Record<Variant, {url: string; stop: () => void}>> = {};
  try {
    for (const variant of VARIANTS) {
      // As `npm run build` ships it: with the gzip copies nginx serves as is.
      await precompress(path.join(outRoot, variant));
      servers[variant] = await serveWithNginx(repo, path.join(outRoot, variant));
    }
    const urlOf = (variant: Variant) => servers[variant]!.url;
    for (const variant of VARIANTS) {
      const dir = path.join(outRoot, variant);
      const searchLoadedMs: number[] = [];
      const result: Measures = {pages: {}, searchIndex: searchIndexBytes(dir), searchMs: [], searchLoadedMs};
      out[variant] = result;
      if (!skip.has('pages')) {
        for (const [type, pathname] of Object.entries(PAGE_TYPES)) {
          const context = await browser.newContext({viewport: {width: 1280, height: 800}});
          const {executedSources, ...weight} = await measurePageWeight(context, urlOf(variant) + pathname, dir);
          await context.close();
          result.pages[type] = weight;
          log(
            `${variant} ${type}: JS ${kb(weight.js)} (+${kb(weight.prefetchedJs)} prefetched), CSS ${kb(weight.css)}, HTML ${kb(weight.html)}`,
          );
        }
      }
      if (!skip.has('search')) {
        const url = urlOf(variant) + PAGE_TYPES.docs;
        for (let i = 0; i < 5; i++) {
          result.searchMs.push((await searchLatency(browser, url)).ms);
          searchLoadedMs.push((await searchLatency(browser, url, {loaded: true})).ms);
        }
        const list = (values: number[]) => values.map((ms) => ms.toFixed(0)).join(', ');
        log(`${variant} search: ${list(result.searchMs)} ms`);
        log(`${variant} search, index loaded: ${list(searchLoadedMs)} ms`);
      }
    }
    if (!skip.has('lighthouse')) {
      const lighthouse = await benchLighthouse({ours: urlOf('ours'), stock: urlOf('stock')});
      for (const variant of VARIANTS) out[variant].lighthouse = lighthouse[variant];
    }
    if (!skip.has('load')) {
      // The same configuration serves both variants, so only ours is measured.
      const result = await runLoad(urlOf('ours'));
      out.ours.load = {...result, errors: result.errors + result.timeouts + result.non2xx};
      log(`load: ${JSON.stringify(out.ours.load)}`);
    }
    out.chromium = browser.version();
  } finally {
    for (const server of Object.values(servers)) server?.stop();
    await browser.close();
  }
  return out;
}

/** Lighthouse desktop and mobile per page type, the variants alternating so a slow spell weighs on both alike. */
async function benchLighthouse(baseUrls: Record<Variant, string>) {
  const {default: lighthouse, desktopConfig} = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  const runOnce = async (url: string, formFactor: string): Promise<Figures & {failed: string[]}> => {
    const runner = await lighthouse(
      url,
      {port: chrome.port, output: 'json', logLevel: 'error'},
      formFactor === 'desktop' ? desktopConfig : undefined,
    );
    if (!runner) throw new Error('Lighthouse returned no result');
    if (runner.lhr.runtimeError) throw new Error(`Lighthouse: ${runner.lhr.runtimeError.message}`);
    const {categories, audits} = runner.lhr;
    return {
      performance: Number(categories.performance.score),
      accessibility: Number(categories.accessibility.score),
      bestPractices: Number(categories['best-practices'].score),
      seo: Number(categories.seo.score),
      lcp: Number(audits['largest-contentful-paint'].numericValue),
      tbt: Number(audits['total-blocking-time'].numericValue),
      cls: Number(audits['cumulative-layout-shift'].numericValue),
      failed: Object.values(categories)
        .filter((category) => category.id !== 'performance')
        .flatMap((category) => category.auditRefs)
        .filter(({id, weight}) => weight > 0 && (audits[id].score ?? 1) < 1)
        .map((ref) => ref.id),
    };
  };
  // Lighthouse now and then fails to record a trace (NO_NAVSTART, NO_FCP): up to three tries.
  const run = async (url: string, formFactor: string) => {
    for (let attempt = 1; ; attempt++) {
      try {
        return await runOnce(url, formFactor);
      } catch (error) {
        if (attempt === 3) throw error;
        log(`${url} ${formFactor}: ${(error as Error).message}; trying again`);
      }
    }
  };
  const results: Record<Variant, Lighthouse> = {ours: {}, stock: {}};
  try {
    // A discarded warm-up run each: a fresh Chromium's first runs pay for its start-up.
    for (const variant of VARIANTS) await run(baseUrls[variant] + PAGE_TYPES.home, 'mobile');
    for (const [type, pathname] of Object.entries(PAGE_TYPES)) {
      for (const formFactor of ['desktop', 'mobile']) {
        const runs: Record<Variant, (Figures & {failed: string[]})[]> = {ours: [], stock: []};
        for (let index = 0; index < LIGHTHOUSE_RUNS; index++) {
          for (const variant of index % 2 ? [...VARIANTS].reverse() : VARIANTS) {
            runs[variant].push(await run(baseUrls[variant] + pathname, formFactor));
          }
        }
        for (const variant of VARIANTS) {
          results[variant][type] ??= {};
          results[variant][type][formFactor] = {
            ...(Object.fromEntries(
              FIGURES.map((key) => [key, median(runs[variant].map((figures) => figures[key]))]),
            ) as Figures),
            failed: [...new Set(runs[variant].flatMap((figures) => figures.failed))],
            runs: runs[variant].map(({failed, ...figures}) => figures),
          };
          log(`lighthouse ${variant} ${type} ${formFactor}: ${JSON.stringify(results[variant][type][formFactor])}`);
        }
      }
    }
  } finally {
    chrome.kill();
  }
  return results;
}

const DEV_FILE = path.join(repo, 'docs/getting-started/index.md');
const DEV_PATH = '/docs/next/getting-started/';

/** Saves to page update in the dev server, 5 times. */
async function benchDevServer(variant: Variant) {
  const port = await freePort();
  const original = fs.readFileSync(DEV_FILE, 'utf8');
  const restore = () => fs.writeFileSync(DEV_FILE, original);
  process.once('SIGINT', () => {
    restore();
    process.exit(130);
  });
  clearCaches();
  const start = performance.now();
  const child = spawn(docusaurusBin, ['start', '--port', String(port), '--host', '127.0.0.1', '--no-open'], {
    cwd: repo,
    env: {...variantEnv(variant), BROWSER: 'none'},
    stdio: 'ignore',
    detached: true,
  });
  const browser = await launchChromium();
  try {
    const url = `http://127.0.0.1:${port}${DEV_PATH}`;
    await waitForHttp(url, 300_000);
    const page = await browser.newPage();
    await page.goto(url);
    await page.locator('article h1').waitFor({timeout: 300_000});
    const startupMs = performance.now() - start;
    await page.evaluate(() => ((window as unknown as Marks).__noFullReload = true));
    const updates: number[] = [];
    for (let i = 0; i < 5; i++) {
      const marker = `Bench marker ${variant} ${i} ${Date.now()}.`;
      const saved = performance.now();
      fs.writeFileSync(DEV_FILE, `${original}\n${marker}\n`);
      await page.waitForFunction((text) => document.body.innerText.includes(text), marker, {
        polling: 10,
        timeout: 60_000,
      });
      updates.push(performance.now() - saved);
      // Let the watcher settle before the next save.
      await new Promise((r) => setTimeout(r, 1000));
    }
    const hotReloaded = await page.evaluate(() => (window as unknown as Marks).__noFullReload === true);
    log(
      `${variant} dev server: up in ${seconds(startupMs)}, updates ${updates.map((ms) => ms.toFixed(0)).join(', ')} ms, hot: ${hotReloaded}`,
    );
    return {startupMs, updates, hotReloaded};
  } finally {
    restore();
    await browser.close();
    try {
      process.kill(-child.pid!, 'SIGTERM');
    } catch {
      // Already gone.
    }
  }
}

const ratio = (ours: number, stock: number) => (stock ? (ours / stock).toFixed(2) : 'n/a');
const times = (ours: number, stock: number) => `${ratio(ours, stock)}×`;
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const mib = (bytes: number) => `${(bytes / 2 ** 20).toFixed(0)} MiB`;
const mb = (bytes: number) => `${(bytes / 1e6).toFixed(1)} MB`;
const msText = (ms: number) => `${ms.toFixed(0)} ms`;
const score = (value: number) => value.toFixed(2);

function report({builds, browser, dev, downloads, measuredAt, reused}: Data) {
  const rows: string[][] = [];
  const targets: string[][] = [];
  const row = (metric: string, ours: number, stock: number, format: (n: number) => string, r = ratio(ours, stock)) =>
    rows.push([metric, format(ours), format(stock), r]);
  const target = (name: string, ok: boolean, measured: string) =>
    targets.push([name, measured, ok ? 'met' : '**missed**']);
  const types = Object.keys(PAGE_TYPES) as PageType[];

  if (builds) {
    const of = (key: keyof NonNullable<Data['builds']>[Variant]) =>
      [median(builds.ours[key]), median(builds.stock[key])] as const;
    const [cold, stockCold] = of('cold');
    row(`Cold build, median of ${builds.ours.cold.length}`, cold, stockCold, seconds);
    row('Peak memory, cold build', ...of('coldPeak'), mib);
    row(`Warm rebuild, median of ${builds.ours.warm.length}`, ...of('warm'), seconds);
    row('Peak memory, warm rebuild', ...of('warmPeak'), mib);
    target('Cold build ≤ 0.35× stock', cold <= 0.35 * stockCold, times(cold, stockCold));
  }
  if (browser) {
    const {ours, stock} = browser;
    for (const type of types) {
      const [o, s] = [ours.pages[type], stock.pages[type]];
      if (!o) continue;
      const label = `\`${PAGE_TYPES[type]}\``;
      row(`${label} first-load JS executed (gzip)`, o.js, s.js, kb);
      row(`${label} JS prefetched at idle (gzip)`, o.prefetchedJs, s.prefetchedJs, kb);
      row(`${label} CSS (gzip)`, o.css, s.css, kb);
      row(`${label} HTML (gzip)`, o.html, s.html, kb);
    }
    if (ours.pages.docs) {
      const [o, s] = [ours.pages, stock.pages];
      target('Docs page first-load JS ≤ 0.86× stock', o.docs.js <= 0.86 * s.docs.js, times(o.docs.js, s.docs.js));
      target(
        'CSS no larger than stock',
        types.every((t) => o[t].css <= s[t].css),
        types.map((t) => times(o[t].css, s[t].css)).join(' / '),
      );
    }
    row('Search index, latest version (gzip)', ours.searchIndex, stock.searchIndex, kb);
    target('Search index ≤ 250 KB gzip', ours.searchIndex <= 250 * 1024, kb(ours.searchIndex));
    if (ours.searchMs.length) {
      const [o, s] = [median(ours.searchMs), median(stock.searchMs)];
      row('First keystroke → first suggestion, median of 5', o, s, msText);
      target('First keystroke → first suggestion ≤ 0.6× stock', o <= 0.6 * s, times(o, s));
      if (ours.searchLoadedMs?.length && stock.searchLoadedMs?.length) {
        const loaded = median(ours.searchLoadedMs);
        row('Index loaded: keystroke → first suggestion, median of 5', loaded, median(stock.searchLoadedMs), msText);
        target('First suggestion ≤ 100 ms once the index is loaded', loaded <= 100, msText(loaded));
      }
    }
    if (ours.lighthouse) {
      let desktopOk = true;
      let clsOk = true;
      /** The mobile figures, per page type, that miss a phone's targets. */
      const mobileMisses: string[] = [];
      for (const type of types) {
        const page = PAGE_TYPES[type];
        for (const formFactor of ['desktop', 'mobile']) {
          const o = ours.lighthouse[type][formFactor];
          const s = stock.lighthouse![type][formFactor];
          const label = `Lighthouse ${formFactor} (median of ${o.runs.length}) \`${page}\``;
          const categories = (f: Figures) => [f.performance, f.accessibility, f.bestPractices, f.seo];
          rows.push([
            `${label}: performance / accessibility / best practices / SEO`,
            categories(o).map(score).join(' / '),
            categories(s).map(score).join(' / '),
            ratio(o.performance, s.performance),
          ]);
          row(`${label}: LCP`, o.lcp, s.lcp, msText);
          row(`${label}: TBT`, o.tbt, s.tbt, msText);
          row(`${label}: CLS`, o.cls, s.cls, (v) => v.toFixed(3), '');
          clsOk &&= o.cls === 0;
          if (formFactor === 'desktop') {
            desktopOk &&= categories(o).every((value) => value === 1);
          } else {
            if (o.performance < 0.95) mobileMisses.push(`${page} performance ${score(o.performance)}`);
            if (o.tbt > 200 || o.tbt > 0.35 * s.tbt)
              mobileMisses.push(`${page} TBT ${msText(o.tbt)} (${times(o.tbt, s.tbt)} stock)`);
            if (o.lcp > 2000) mobileMisses.push(`${page} LCP ${msText(o.lcp)}`);
            if (o.cls !== 0) mobileMisses.push(`${page} CLS ${o.cls.toFixed(3)}`);
          }
        }
      }
      target('Lighthouse desktop: 1.00 in every category on every page type', desktopOk, 'see table');
      target(
        'Lighthouse mobile, every page type: performance ≥ 0.95, TBT ≤ 200 ms and ≤ 0.35× stock, LCP ≤ 2.0 s, CLS 0',
        mobileMisses.length === 0,
        mobileMisses.length ? `missed: ${mobileMisses.join('; ')}` : 'see table',
      );
      target('CLS 0 on every measured page', clsOk, 'see table');
    }
  }
  if (browser?.ours.load) {
    const {load} = browser.ours;
    rows.push(
      [
        `nginx: requests/s, 50 connections for 20 s over ${load.paths} pages and assets`,
        load.requestsPerSecond.toFixed(0),
        '',
        '',
      ],
      ['nginx: p99 latency / errors under that load', `${load.latencyP99} ms / ${load.errors}`, '', ''],
    );
  }
  for (const [version, {offline, manual}] of Object.entries(downloads ?? {})) {
    rows.push(
      [`Offline copy of ${version}: made in / size`, `${seconds(offline.ms)} / ${mb(offline.bytes)}`, 'none', ''],
      [`Manual (PDF) of ${version}: made in / size`, `${seconds(manual.ms)} / ${mb(manual.bytes)}`, 'none', ''],
    );
  }
  if (dev) {
    const updates = median(dev.ours.updates);
    row('Dev server start to first page', dev.ours.startupMs, dev.stock.startupMs, seconds);
    row('Save Markdown → new text on page, median of 5', updates, median(dev.stock.updates), msText);
    target('Dev server update < 1.5 s (hot, no full reload)', updates < 1500 && dev.ours.hotReloaded, msText(updates));
  }

  const table = (head: string[], body: string[][]) =>
    [
      `| ${head.join(' | ')} |`,
      `|${head.map((_, i) => (i === 0 ? '---' : '---:')).join('|')}|`,
      ...body.map((r) => `| ${r.join(' | ')} |`),
    ].join('\n');
  const minute = (iso: string) => iso.slice(0, 16).replace('T', ' ');

  const cpu = os.cpus();
  return [
    '# Benchmark: this site against stock Docusaurus',
    '',
    `Measured ${minute(measuredAt ?? new Date().toISOString())} UTC by \`npm run bench\` on ${cpu.length} × ${cpu[0]?.model.trim()}, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, ${os.type()} ${os.release()}, Node ${process.version}${browser?.chromium ? `, Chromium ${browser.chromium}` : ''}.`,
    '',
    ...(reused
      ? [
          `Taken from the run of ${minute(reused.measuredAt)} UTC (same code and configuration): ${reused.parts.join(', ')}.`,
          '',
        ]
      : []),
    '*Stock* is the same content and plugins built as the `stock` variant of `site/config/site.ts` (`npm run build:stock`): webpack, Babel and Terser instead of Rspack, SWC and Lightning CSS, no SSG worker threads, the search bar in the main bundle, and the search plugin indexing everything. Sizes are the gzip bytes nginx with `deploy/nginx/` sent for what Chromium loaded (the precompressed copies of the build: zlib level 9, zopfli for search indexes, for both variants); "executed" counts scripts that ran while the page loaded, "prefetched" those Docusaurus fetched at idle for links in view.',
    '',
    table(['Metric', 'Ours', 'Stock', 'Ours / stock'], rows),
    '',
    '## Targets',
    '',
    table(['Target', 'Measured', 'Status'], targets),
    '',
  ].join('\n');
}

async function main() {
  fs.mkdirSync(outRoot, {recursive: true});
  const resultsJson = path.join(repo, 'bench/results.json');
  // BENCH_REUSE=1 keeps the parts BENCH_SKIP skips from the previous run (to
  // re-measure one part without rebuilding); the report says which and when.
  const previous: Partial<Data> =
    process.env.BENCH_REUSE === '1' && fs.existsSync(resultsJson)
      ? JSON.parse(fs.readFileSync(resultsJson, 'utf8'))
      : {};
  if (process.env.BENCH_REUSE === '1') {
    // A part skipped with nothing to take its place would drop its rows from results.md unannounced.
    const kept = (part: string) =>
      part in BROWSER_KEYS
        ? previous.browser?.ours?.[BROWSER_KEYS[part as BrowserPart][0]]
        : previous[DATA_KEYS[part as DataPart].key];
    const missing = [...skip].filter((part) => kept(part) === undefined);
    if (missing.length > 0) {
      fail(
        `BENCH_REUSE=1: bench/results.json holds no ${missing.join(', ')} to reuse; ` +
          'run npm run bench without skipping them first.',
      );
    }
  }
  const data: Data = {measuredAt: new Date().toISOString()};
  const reused: string[] = [];
  const measureOrReuse = async <P extends DataPart>(
    part: P,
    measure: () => Promise<Data[(typeof DATA_KEYS)[P]['key']]>,
  ) => {
    const {key, label} = DATA_KEYS[part];
    if (!skip.has(part)) {
      Object.assign(data, {[key]: await measure()});
    } else if (previous[key]) {
      Object.assign(data, {[key]: previous[key]});
      reused.push(label);
    }
  };
  await measureOrReuse('build', benchBuilds);
  await ensureBuilds();
  const browserParts = Object.keys(BROWSER_KEYS) as BrowserPart[];
  if (!browserParts.every((part) => skip.has(part))) data.browser = await benchBrowser();
  else if (previous.browser) data.browser = previous.browser;
  for (const part of browserParts.filter((name) => skip.has(name) && previous.browser)) {
    for (const variant of VARIANTS) {
      for (const key of BROWSER_KEYS[part]) {
        const kept = previous.browser![variant]?.[key];
        if (kept !== undefined) Object.assign(data.browser![variant], {[key]: kept});
      }
    }
    reused.push(part);
  }
  await measureOrReuse('downloads', benchDownloads);
  await measureOrReuse('dev', async () => ({ours: await benchDevServer('ours'), stock: await benchDevServer('stock')}));
  if (reused.length > 0) {
    // Parts the previous run had itself reused keep their original date.
    const measuredAt = reused.every((part) => previous.reused?.parts.includes(part))
      ? previous.reused!.measuredAt
      : (previous.measuredAt ?? 'an earlier run');
    data.reused = {parts: reused, measuredAt};
  }
  fs.writeFileSync(resultsJson, `${JSON.stringify(data, null, 2)}\n`);
  const markdown = report(data);
  fs.writeFileSync(path.join(repo, 'bench/results.md'), markdown);
  console.log(markdown);
}

void main();
