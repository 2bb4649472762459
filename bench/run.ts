/**
 * `npm run bench`: this site against a stock Docusaurus configuration of the
 * same content, on this machine.
 *
 * The stock variant is this repository built as the site configuration's `stock` variant
 * (as `npm run build:stock` does): webpack/Babel/Terser instead of the Rust
 * chain, the search bar in the main bundle, the search plugin's default indexing.
 *
 * Measures, per variant:
 *   - cold production build (caches cleared) wall time and peak memory of the
 *     whole process tree, and a warm rebuild right after; BENCH_ROUNDS rounds
 *     (default 3), variants alternating; medians reported;
 *   - per page type, first-load JS executed / prefetched, CSS and HTML in gzip
 *     bytes (scripts/lib/page-weight.ts), served by nginx with deploy/nginx/;
 *   - the latest version's search index in gzip bytes;
 *   - first keystroke in the search box to first suggestion, median of 5 fresh
 *     loads, with nothing of the search loaded and with its index loaded;
 *   - Lighthouse desktop and mobile scores, LCP, TBT and CLS per page type
 *     (medians of BENCH_LIGHTHOUSE_RUNS runs, default 5, after one discarded
 *     warm-up run per variant), against the mobile targets of a phone: performance
 *     ≥ 0.95, TBT ≤ 200 ms and ≤ 0.35× stock's, LCP ≤ 2.0 s, CLS 0;
 *   - dev server: saving a Markdown file to the new text on the open page, median of 5;
 *   - each active release's downloads (ours only): the offline copy and the
 *     printed manual, each made afresh from our build (what a release cut
 *     adds to the build once): the time it takes and its size.
 *
 *   - nginx with deploy/nginx/ under load (autocannon, 50 connections, 20 s).
 *
 * Writes bench/results.md and prints it. Timings are reported, never asserted:
 * the test suite only enforces byte budgets (bench/budgets.json).
 *
 * Environment: BENCH_ROUNDS (3), BENCH_SKIP (comma list of: build, pages,
 * search, lighthouse, load, dev, downloads), BENCH_REUSE=1 (take the skipped parts from
 * the previous bench/results.json), CHROME_PATH (/usr/bin/chromium).
 */
import {spawn} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {chromium} from '@playwright/test';

import {SEARCH_INDEX_FILE} from '../shared/search/index-files';
import {runLoad} from '../scripts/lib/load';
import {median, timed as timedIn} from '../scripts/lib/measure';
import {freePort, serveWithNginx, waitForHttp} from '../scripts/lib/net';
import {kb, measurePageWeight, pageTypes, servedGzipBytes} from '../scripts/lib/page-weight';
import {ARCHIVE_CACHE, offlineEntry} from '../scripts/releases/archives';
import {makeManual} from '../scripts/releases/manual';
import {offlineSite} from '../scripts/releases/offline';
import {precompress} from '../scripts/build/precompress';
import {CHROME_PATH} from '../shared/chromium';
import {searchLatency} from './search-latency';
import {readArgs} from '../scripts/lib/cli';

const repo = path.resolve(__dirname, '..');
readArgs('[BENCH_ROUNDS=3] [BENCH_SKIP=…] npm run bench');
const PAGE_TYPES = pageTypes(JSON.parse(fs.readFileSync(path.join(repo, 'versions.json'), 'utf8')));
const outRoot = path.join(repo, 'bench/.out');
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const skip = new Set((process.env.BENCH_SKIP ?? '').split(',').filter(Boolean));
const docusaurusBin = path.join(repo, 'node_modules/.bin/docusaurus');
/** Lighthouse runs per page and form factor; the table shows their medians. */
const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5);

type Variant = 'ours' | 'stock';
const VARIANTS: Variant[] = ['ours', 'stock'];
const buildArgs = (outDir: string) => ['build', '--out-dir', outDir];
/** The environment of a variant's build: the site configuration's variant (`npm run build:stock`). */
const variantEnv = (variant: Variant) => ({
  ...process.env,
  AIN_SITE_VARIANT: variant === 'ours' ? 'production' : variant,
});

const log = (message: string) => console.error(`[bench] ${message}`);

type PageType = keyof typeof PAGE_TYPES;
type Figures = Record<'performance' | 'accessibility' | 'bestPractices' | 'seo' | 'lcp' | 'tbt' | 'cls', number>;
type Lighthouse = Record<string, Record<string, Figures & {failed: string[]; runs: Figures[]}>>;
type Measured = {ms: number; bytes: number};
/** What a run measured: what bench/results.json holds. */
interface Data {
  measuredAt: string;
  builds?: Record<Variant, Record<'cold' | 'coldPeak' | 'warm' | 'warmPeak', number[]>>;
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

// ---------------------------------------------------------------- utilities

const timed = (command: string, args: string[], env: NodeJS.ProcessEnv) => timedIn(command, args, {cwd: repo, env});

function clearCaches() {
  for (const dir of ['.docusaurus', 'node_modules/.cache']) {
    fs.rmSync(path.join(repo, dir), {recursive: true, force: true});
  }
}

// ---------------------------------------------------------------- builds

async function benchBuilds() {
  const results: NonNullable<Data['builds']> = {
    ours: {cold: [], coldPeak: [], warm: [], warmPeak: []},
    stock: {cold: [], coldPeak: [], warm: [], warmPeak: []},
  };
  for (let round = 1; round <= rounds; round++) {
    // Alternate which variant goes first, so neither always meets a warm disk.
    const order = round % 2 ? VARIANTS : [...VARIANTS].reverse();
    for (const variant of order) {
      const outDir = path.join(outRoot, variant);
      clearCaches();
      fs.rmSync(outDir, {recursive: true, force: true});
      const cold = await timed(docusaurusBin, buildArgs(outDir), variantEnv(variant));
      const warm = await timed(docusaurusBin, buildArgs(outDir), variantEnv(variant));
      results[variant].cold.push(cold.ms);
      results[variant].coldPeak.push(cold.peak);
      results[variant].warm.push(warm.ms);
      results[variant].warmPeak.push(warm.peak);
      log(
        `round ${round} ${variant}: cold ${(cold.ms / 1000).toFixed(1)} s (${(cold.peak / 2 ** 20).toFixed(0)} MiB), warm ${(warm.ms / 1000).toFixed(1)} s`,
      );
    }
  }
  return results;
}

/** Makes sure each variant has a build to measure (when builds were skipped). */
async function ensureBuilds() {
  for (const variant of VARIANTS) {
    const outDir = path.join(outRoot, variant);
    if (!fs.existsSync(path.join(outDir, 'index.html'))) {
      log(`building ${variant}`);
      clearCaches();
      await timed(docusaurusBin, buildArgs(outDir), variantEnv(variant));
    }
  }
}

// ---------------------------------------------------------------- downloads

/**
 * Each active release's offline copy and manual, made afresh from our build
 * (the copy's cache entry removed first; the manual made outside the cache):
 * the time each takes, and its bytes.
 */
async function benchDownloads() {
  const versions: string[] = JSON.parse(fs.readFileSync(path.join(repo, 'versions.json'), 'utf8')).slice(0, 2);
  const buildDir = path.join(outRoot, 'ours');
  /** How long `make` takes, and the bytes it made. */
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
    log(`downloads ${version}: offline ${(offline.ms / 1000).toFixed(1)} s, manual ${(manual.ms / 1000).toFixed(1)} s`);
  }
  return results;
}

// ---------------------------------------------------------------- browser

/** What the dev-server page records: that it was never fully reloaded. */
type Marks = {__noFullReload?: boolean};

/** Gzip size of the latest version's search index. */
function searchIndexBytes(dir: string) {
  const file = fs.readdirSync(dir).find((name) => SEARCH_INDEX_FILE.test(name));
  if (!file) throw new Error(`no search index in ${dir}`);
  return servedGzipBytes(path.join(dir, file));
}

async function benchBrowser() {
  const browser = await chromium.launch({executablePath: CHROME_PATH, args: ['--no-sandbox', '--disable-gpu']});
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
      out[variant] = {pages: {}, searchIndex: searchIndexBytes(dir), searchMs: [], searchLoadedMs: []};
      if (!skip.has('pages')) {
        for (const [type, pathname] of Object.entries(PAGE_TYPES)) {
          const context = await browser.newContext({viewport: {width: 1280, height: 800}});
          const weight = await measurePageWeight(context, urlOf(variant) + pathname, dir);
          await context.close();
          const {executedSources, ...rest} = weight;
          out[variant].pages[type] = rest;
          log(
            `${variant} ${type}: JS ${kb(weight.js)} (+${kb(weight.prefetchedJs)} prefetched), CSS ${kb(weight.css)}, HTML ${kb(weight.html)}`,
          );
        }
      }
      if (!skip.has('search')) {
        for (let i = 0; i < 5; i++) {
          out[variant].searchMs.push((await searchLatency(browser, urlOf(variant) + PAGE_TYPES.docs)).ms);
          out[variant].searchLoadedMs!.push(
            (await searchLatency(browser, urlOf(variant) + PAGE_TYPES.docs, {loaded: true})).ms,
          );
        }
        log(`${variant} search: ${out[variant].searchMs.map((ms) => ms.toFixed(0)).join(', ')} ms`);
        log(
          `${variant} search, index loaded: ${out[variant].searchLoadedMs!.map((ms) => ms.toFixed(0)).join(', ')} ms`,
        );
      }
    }
    if (!skip.has('lighthouse')) {
      const lighthouse = await benchLighthouse({ours: urlOf('ours'), stock: urlOf('stock')});
      for (const variant of VARIANTS) out[variant].lighthouse = lighthouse[variant];
    }
    if (!skip.has('load')) {
      // The same configuration serves both variants, so only ours is measured.
      out.ours.load = await benchLoad(urlOf('ours'));
    }
    out.chromium = browser.version();
  } finally {
    for (const server of Object.values(servers)) server?.stop();
    await browser.close();
  }
  return out;
}

/**
 * nginx under load (scripts/lib/load.ts). The same configuration serves both
 * variants, so only ours is measured.
 */
async function benchLoad(baseUrl: string) {
  const result = await runLoad(baseUrl);
  const load = {...result, errors: result.errors + result.timeouts + result.non2xx};
  log(`load: ${JSON.stringify(load)}`);
  return load;
}

/**
 * Lighthouse desktop and mobile for each page type, both variants, their runs
 * alternating (which goes first swaps every run), so that a slower spell of
 * the machine weighs on both alike.
 */
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
  /**
   * One run; Lighthouse now and then fails to record a trace (NO_NAVSTART,
   * NO_FCP), so a failed run is tried again, up to three tries in all.
   */
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
    // A warm-up run each, discarded: the first runs in a fresh Chromium pay for
    // its start-up (compilation caches, disk) and would skew their medians.
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
          // The median of each figure over the runs.
          results[variant][type] ??= {};
          results[variant][type][formFactor] = {
            ...(Object.fromEntries(
              (['performance', 'accessibility', 'bestPractices', 'seo', 'lcp', 'tbt', 'cls'] as const).map((key) => [
                key,
                median(runs[variant].map((figures) => figures[key])),
              ]),
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

// ---------------------------------------------------------------- dev server

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
  const browser = await chromium.launch({executablePath: CHROME_PATH, args: ['--no-sandbox', '--disable-gpu']});
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
      `${variant} dev server: up in ${(startupMs / 1000).toFixed(1)} s, updates ${updates.map((ms) => ms.toFixed(0)).join(', ')} ms, hot: ${hotReloaded}`,
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

// ---------------------------------------------------------------- report

const ratio = (ours: number, stock: number) => (stock ? (ours / stock).toFixed(2) : 'n/a');
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const mib = (bytes: number) => `${(bytes / 2 ** 20).toFixed(0)} MiB`;
const mb = (bytes: number) => `${(bytes / 1e6).toFixed(1)} MB`;
const msText = (ms: number) => `${ms.toFixed(0)} ms`;
const score = (value: number) => value.toFixed(2);

function report({builds, browser, dev, downloads, measuredAt, reused}: Data) {
  const rows: string[][] = [];
  const targets: string[][] = [];
  const row = (metric: string, ours: number, stock: number, r: string | undefined, format: (n: number) => string) =>
    rows.push([metric, format(ours), format(stock), r ?? ratio(ours, stock)]);
  const target = (name: string, ok: boolean, measured: string) =>
    targets.push([name, measured, ok ? 'met' : '**missed**']);

  if (builds) {
    const b = {
      ours: {
        cold: median(builds.ours.cold),
        warm: median(builds.ours.warm),
        peak: median(builds.ours.coldPeak),
        warmPeak: median(builds.ours.warmPeak),
      },
      stock: {
        cold: median(builds.stock.cold),
        warm: median(builds.stock.warm),
        peak: median(builds.stock.coldPeak),
        warmPeak: median(builds.stock.warmPeak),
      },
    };
    row(`Cold build, median of ${rounds}`, b.ours.cold, b.stock.cold, undefined, seconds);
    row('Peak memory, cold build', b.ours.peak, b.stock.peak, undefined, mib);
    row(`Warm rebuild, median of ${rounds}`, b.ours.warm, b.stock.warm, undefined, seconds);
    row('Peak memory, warm rebuild', b.ours.warmPeak, b.stock.warmPeak, undefined, mib);
    target('Cold build ≤ 0.35× stock', b.ours.cold <= 0.35 * b.stock.cold, `${ratio(b.ours.cold, b.stock.cold)}×`);
  }
  if (browser) {
    const {ours, stock} = browser;
    for (const type of Object.keys(PAGE_TYPES)) {
      if (!ours.pages[type]) continue;
      const label = `\`${PAGE_TYPES[type as PageType]}\``;
      row(`${label} first-load JS executed (gzip)`, ours.pages[type].js, stock.pages[type].js, undefined, kb);
      row(
        `${label} JS prefetched at idle (gzip)`,
        ours.pages[type].prefetchedJs,
        stock.pages[type].prefetchedJs,
        undefined,
        kb,
      );
      row(`${label} CSS (gzip)`, ours.pages[type].css, stock.pages[type].css, undefined, kb);
      row(`${label} HTML (gzip)`, ours.pages[type].html, stock.pages[type].html, undefined, kb);
    }
    if (ours.pages.docs) {
      target(
        'Docs page first-load JS ≤ 0.86× stock',
        ours.pages.docs.js <= 0.86 * stock.pages.docs.js,
        `${ratio(ours.pages.docs.js, stock.pages.docs.js)}×`,
      );
      const cssOk = Object.keys(PAGE_TYPES).every((t) => ours.pages[t].css <= stock.pages[t].css);
      target(
        'CSS no larger than stock',
        cssOk,
        Object.keys(PAGE_TYPES)
          .map((t) => `${ratio(ours.pages[t].css, stock.pages[t].css)}×`)
          .join(' / '),
      );
    }
    row('Search index, latest version (gzip)', ours.searchIndex, stock.searchIndex, undefined, kb);
    target('Search index ≤ 250 KB gzip', ours.searchIndex <= 250 * 1024, kb(ours.searchIndex));
    if (ours.searchMs.length) {
      row(
        'First keystroke → first suggestion, median of 5',
        median(ours.searchMs),
        median(stock.searchMs),
        undefined,
        msText,
      );
      target(
        'First keystroke → first suggestion ≤ 0.6× stock',
        median(ours.searchMs) <= 0.6 * median(stock.searchMs),
        `${ratio(median(ours.searchMs), median(stock.searchMs))}×`,
      );
      if (ours.searchLoadedMs?.length && stock.searchLoadedMs?.length) {
        row(
          'Index loaded: keystroke → first suggestion, median of 5',
          median(ours.searchLoadedMs),
          median(stock.searchLoadedMs),
          undefined,
          msText,
        );
        target(
          'First suggestion ≤ 100 ms once the index is loaded',
          median(ours.searchLoadedMs) <= 100,
          msText(median(ours.searchLoadedMs)),
        );
      }
    }
    if (ours.lighthouse) {
      let desktopOk = true;
      let clsOk = true;
      /** The mobile figures, per page type, that miss a phone's targets. */
      const mobileMisses: string[] = [];
      for (const type of Object.keys(PAGE_TYPES)) {
        for (const formFactor of ['desktop', 'mobile']) {
          const o = ours.lighthouse[type][formFactor];
          const s = stock.lighthouse![type][formFactor];
          const label = `Lighthouse ${formFactor} (median of ${LIGHTHOUSE_RUNS}) \`${PAGE_TYPES[type as PageType]}\``;
          rows.push([
            `${label}: performance / accessibility / best practices / SEO`,
            [o.performance, o.accessibility, o.bestPractices, o.seo].map(score).join(' / '),
            [s.performance, s.accessibility, s.bestPractices, s.seo].map(score).join(' / '),
            ratio(o.performance, s.performance),
          ]);
          row(`${label}: LCP`, o.lcp, s.lcp, undefined, msText);
          row(`${label}: TBT`, o.tbt, s.tbt, undefined, msText);
          row(`${label}: CLS`, o.cls, s.cls, '', (v) => v.toFixed(3));
          clsOk &&= o.cls === 0;
          if (formFactor === 'desktop') {
            desktopOk &&= o.performance === 1 && o.accessibility === 1 && o.bestPractices === 1 && o.seo === 1;
          } else {
            const path = PAGE_TYPES[type as PageType];
            if (o.performance < 0.95) mobileMisses.push(`${path} performance ${score(o.performance)}`);
            if (o.tbt > 200 || o.tbt > 0.35 * s.tbt)
              mobileMisses.push(`${path} TBT ${msText(o.tbt)} (${ratio(o.tbt, s.tbt)}× stock)`);
            if (o.lcp > 2000) mobileMisses.push(`${path} LCP ${msText(o.lcp)}`);
            if (o.cls !== 0) mobileMisses.push(`${path} CLS ${o.cls.toFixed(3)}`);
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
    rows.push([
      `nginx: requests/s, 50 connections for 20 s over ${load.paths} pages and assets`,
      load.requestsPerSecond.toFixed(0),
      '',
      '',
    ]);
    rows.push(['nginx: p99 latency / errors under that load', `${load.latencyP99} ms / ${load.errors}`, '', '']);
  }
  if (downloads) {
    for (const [version, {offline, manual}] of Object.entries(downloads)) {
      rows.push([
        `Offline copy of ${version}: made in / size`,
        `${seconds(offline.ms)} / ${mb(offline.bytes)}`,
        'none',
        '',
      ]);
      rows.push([
        `Manual (PDF) of ${version}: made in / size`,
        `${seconds(manual.ms)} / ${mb(manual.bytes)}`,
        'none',
        '',
      ]);
    }
  }
  if (dev) {
    row('Dev server start to first page', dev.ours.startupMs, dev.stock.startupMs, undefined, seconds);
    row(
      'Save Markdown → new text on page, median of 5',
      median(dev.ours.updates),
      median(dev.stock.updates),
      undefined,
      msText,
    );
    target(
      'Dev server update < 1.5 s (hot, no full reload)',
      median(dev.ours.updates) < 1500 && dev.ours.hotReloaded,
      msText(median(dev.ours.updates)),
    );
  }

  const table = (head: string[], body: string[][]) =>
    [
      `| ${head.join(' | ')} |`,
      `|${head.map((_, i) => (i === 0 ? '---' : '---:')).join('|')}|`,
      ...body.map((r) => `| ${r.join(' | ')} |`),
    ].join('\n');

  const cpu = os.cpus();
  return [
    '# Benchmark: this site against stock Docusaurus',
    '',
    `Measured ${(measuredAt ?? new Date().toISOString()).slice(0, 16).replace('T', ' ')} UTC by \`npm run bench\` on ${cpu.length} × ${cpu[0]?.model.trim()}, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, ${os.type()} ${os.release()}, Node ${process.version}${browser?.chromium ? `, Chromium ${browser.chromium}` : ''}.`,
    '',
    ...(reused
      ? [
          `Taken from the run of ${reused.measuredAt.slice(0, 16).replace('T', ' ')} UTC (same code and configuration): ${reused.parts.join(', ')}.`,
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

// ---------------------------------------------------------------- main

async function main() {
  fs.mkdirSync(outRoot, {recursive: true});
  const resultsJson = path.join(repo, 'bench/results.json');
  // BENCH_REUSE=1 keeps the parts BENCH_SKIP skips from the previous run's
  // bench/results.json (for instance to re-measure pages after a measurement
  // fix without rebuilding three times); the report says which and when.
  const previous: Partial<Data> =
    process.env.BENCH_REUSE === '1' && fs.existsSync(resultsJson)
      ? JSON.parse(fs.readFileSync(resultsJson, 'utf8'))
      : {};
  const data: Data = {measuredAt: new Date().toISOString()};
  const reused: string[] = [];
  if (!skip.has('build')) {
    data.builds = await benchBuilds();
  } else if (previous.builds) {
    data.builds = previous.builds;
    reused.push('builds');
  }
  await ensureBuilds();
  if (!(skip.has('pages') && skip.has('search') && skip.has('lighthouse') && skip.has('load')))
    data.browser = await benchBrowser();
  if (previous.browser && data.browser) {
    for (const variant of VARIANTS) {
      for (const [part, key] of [
        ['pages', 'pages'],
        ['search', 'searchMs'],
        ['search', 'searchLoadedMs'],
        ['lighthouse', 'lighthouse'],
        ['load', 'load'],
      ] as const) {
        const kept = previous.browser[variant]?.[key];
        if (skip.has(part) && kept !== undefined) {
          Object.assign(data.browser[variant], {[key]: kept});
          if (!reused.includes(part)) reused.push(part);
        }
      }
    }
  }
  if (!skip.has('downloads')) {
    data.downloads = await benchDownloads();
  } else if (previous.downloads) {
    data.downloads = previous.downloads;
    reused.push('downloads');
  }
  if (!skip.has('dev')) {
    data.dev = {ours: await benchDevServer('ours'), stock: await benchDevServer('stock')};
  } else if (previous.dev) {
    data.dev = previous.dev;
    reused.push('dev server');
  }
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
