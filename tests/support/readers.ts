/**
 * A reader's browser in each engine, behind one interface, so the journeys of
 * tests/e2e/engines.spec.ts are written once: Chromium (CHROME_PATH) through
 * Playwright; Firefox ESR (FIREFOX_PATH) through puppeteer-core over WebDriver
 * BiDi; WebKitGTK's MiniBrowser (WEBKIT_MINIBROWSER) on Xvfb through its Web
 * Inspector protocol, the one way to see every console message WebKit writes
 * (WebDriver reports none). WebKit's clicks and typing are DOM events, not
 * input devices. Each reader collects console errors, uncaught exceptions and
 * policy violations; `errors()` hands them over.
 */
import {spawn, spawnSync, type ChildProcess} from 'node:child_process';
import fs from 'node:fs';

import {chromium, type Page as PlaywrightPage} from '@playwright/test';
import puppeteer, {type Browser as PuppeteerBrowser, type KeyInput, type Page as PuppeteerPage} from 'puppeteer-core';
import WebSocket from 'ws';

import {freePort, waitForHttp} from '../../scripts/lib/net';
import {CHROME_PATH, CHROMIUM_ARGS} from '../../shared/chromium';

export type Engine = 'chromium' | 'firefox' | 'webkit';

/** A desktop reader, and a phone reader (narrower than the site's mobile breakpoint). */
export const DESKTOP = {width: 1280, height: 900};
export const PHONE = {width: 390, height: 844};
export type Viewport = typeof DESKTOP;

export interface Reader {
  readonly engine: Engine;
  /** The browser's name and version, as it reports them. */
  readonly version: string;
  /** A new page load of `path`, done once React has hydrated it. */
  goto(path: string): Promise<void>;
  reload(): Promise<void>;
  /** Clicks the first visible element matching `selector`, once there is one. */
  click(selector: string): Promise<void>;
  /** Focuses the element and presses `key` (a KeyboardEvent key, such as "Enter"). */
  press(selector: string, key: string): Promise<void>;
  /** Types `text` into the field, replacing what it held. */
  type(selector: string, text: string): Promise<void>;
  /** Runs a self-contained function in the page with `arg` (JSON); returns its serialisable result. */
  evaluate<T, A = undefined>(fn: (arg: A) => T | Promise<T>, arg?: A): Promise<T>;
  /** The console errors, uncaught exceptions and policy violations since the last call. */
  errors(): string[];
  /** The next page load lays out at `viewport`; WebKitGTK's window ignores a resize by script. */
  resize?(viewport: Viewport): Promise<void>;
  close(): Promise<void>;
}

export const WAIT_MS = 15_000;
/** How long a page's network stays quiet before a reader leaves it (Firefox, WebKit), at most SETTLE_MAX_MS. */
const SETTLE_MS = 400;
const SETTLE_MAX_MS = 5_000;

/** Polls `fn(arg)` in the page until it returns a truthy value. */
export async function waitFor<T, A = undefined>(
  reader: Reader,
  fn: (arg: A) => T | false | null | undefined,
  what: string,
  arg?: A,
): Promise<T> {
  const deadline = Date.now() + WAIT_MS;
  let last: unknown;
  for (;;) {
    try {
      const value = await reader.evaluate(fn, arg);
      if (value) return value as T;
    } catch (error) {
      // A navigation replaced the page between two polls.
      last = error;
    }
    if (Date.now() > deadline) {
      throw new Error(`${reader.engine}: ${what} within ${WAIT_MS} ms${last ? ` (${String(last)})` : ''}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const hydrated = () => document.documentElement.dataset.hasHydrated === 'true' && document.readyState === 'complete';

/** Reports policy violations, which an engine's console may not: the page's own event. */
const REPORT_VIOLATIONS = `document.addEventListener('securitypolicyviolation', (event) => {
  console.error('Content-Security-Policy violation: ' + event.effectiveDirective + ' blocked ' + (event.blockedURI || 'inline'));
});`;

export async function chromiumReader(baseURL: string, viewport: Viewport): Promise<Reader> {
  const browser = await chromium.launch({executablePath: CHROME_PATH, args: CHROMIUM_ARGS});
  const context = await browser.newContext({baseURL, viewport});
  const page: PlaywrightPage = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console.error: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  await page.addInitScript(REPORT_VIOLATIONS);
  return {
    engine: 'chromium',
    version: `Chromium ${browser.version()}`,
    async goto(path) {
      await page.goto(path);
      await page.waitForFunction(hydrated, undefined, {timeout: WAIT_MS});
    },
    async reload() {
      await page.reload();
      await page.waitForFunction(hydrated, undefined, {timeout: WAIT_MS});
    },
    click: (selector) => page.locator(selector).locator('visible=true').first().click({timeout: WAIT_MS}),
    press: (selector, key) => page.locator(selector).first().press(key, {timeout: WAIT_MS}),
    type: (selector, text) => page.locator(selector).first().fill(text, {timeout: WAIT_MS}),
    evaluate: (fn, arg) => page.evaluate(fn, arg as never),
    errors: () => errors.splice(0),
    resize: (size) => page.setViewportSize(size),
    close: () => browser.close(),
  };
}

export const FIREFOX_PATH = process.env.FIREFOX_PATH || '/usr/bin/firefox-esr';

export async function firefoxReader(baseURL: string, viewport: Viewport): Promise<Reader> {
  if (!fs.existsSync(FIREFOX_PATH)) {
    throw new Error(`No Firefox at ${FIREFOX_PATH}: install Debian's firefox-esr (.ci/run does) or set FIREFOX_PATH.`);
  }
  const browser: PuppeteerBrowser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX_PATH,
    headless: true,
    protocol: 'webDriverBiDi',
    defaultViewport: viewport,
  });
  const page: PuppeteerPage = await browser.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console.error: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`pageerror: ${error instanceof Error ? error.message : String(error)}`));
  await page.evaluateOnNewDocument(REPORT_VIOLATIONS);
  const url = (path: string) => new URL(path, baseURL).href;
  // A page left with a request under way (a route's chunk, a prefetch) reports it as failed.
  const settle = () => page.waitForNetworkIdle({idleTime: SETTLE_MS, timeout: SETTLE_MAX_MS}).catch(() => {});
  return {
    engine: 'firefox',
    version: await browser.version(),
    async goto(path) {
      await settle();
      try {
        await page.goto(url(path), {waitUntil: 'load'});
      } catch (error) {
        // A load Firefox had to restart (the old page's navigation under way) is reported aborted.
        if (!String(error).includes('NS_BINDING_ABORTED')) throw error;
        await page.goto(url(path), {waitUntil: 'load'});
      }
      await page.waitForFunction(hydrated, {timeout: WAIT_MS});
    },
    async reload() {
      await settle();
      await page.reload({waitUntil: 'load'});
      await page.waitForFunction(hydrated, {timeout: WAIT_MS});
    },
    async click(selector) {
      await page.locator(selector).setVisibility('visible').setTimeout(WAIT_MS).click();
    },
    async press(selector, key) {
      await page.locator(selector).setTimeout(WAIT_MS).wait();
      await page.focus(selector);
      await page.keyboard.press(key as KeyInput);
    },
    async type(selector, text) {
      if (text) {
        await page.locator(selector).setTimeout(WAIT_MS).fill(text);
        return;
      }
      // An empty fill leaves the field as it was: select its text and delete it, as a reader would.
      await page.locator(selector).setTimeout(WAIT_MS).click();
      await page.$eval(selector, (input) => (input as HTMLInputElement).select());
      await page.keyboard.press('Backspace');
    },
    evaluate: (fn, arg) => page.evaluate(fn as (arg: unknown) => unknown, arg) as never,
    errors: () => errors.splice(0),
    resize: (size) => page.setViewport(size),
    close: () => browser.close(),
  };
}

/** Debian's MiniBrowser (libwebkit2gtk-4.1-0, pulled in by webkit2gtk-driver), or WEBKIT_MINIBROWSER. */
export function miniBrowserPath(): string {
  if (process.env.WEBKIT_MINIBROWSER) return process.env.WEBKIT_MINIBROWSER;
  const libs = fs.existsSync('/usr/lib') ? fs.readdirSync('/usr/lib') : [];
  const found = libs
    .map((dir) => `/usr/lib/${dir}/webkit2gtk-4.1/MiniBrowser`)
    .find((candidate) => fs.existsSync(candidate));
  if (!found) {
    throw new Error(
      "No WebKitGTK MiniBrowser: install Debian's webkit2gtk-driver (.ci/run does) or set WEBKIT_MINIBROWSER.",
    );
  }
  return found;
}

/** The WebKitGTK version MiniBrowser reports ("WebKitGTK 2.50.6"); it needs a display to start. */
function webkitVersion(display: string): string {
  const out = spawnSync(miniBrowserPath(), ['--version'], {encoding: 'utf8', env: {...process.env, DISPLAY: display}});
  return `WebKitGTK ${/\d+\.\d+\.\d+/.exec(out.stdout)?.[0] ?? 'of unknown version'}`;
}

/** An X server of the given size on a free display. */
async function startXvfb({width, height}: Viewport): Promise<{display: string; xvfb: ChildProcess}> {
  const xvfb = spawn('Xvfb', ['-displayfd', '3', '-screen', '0', `${width}x${height}x24`, '-nolisten', 'tcp'], {
    stdio: ['ignore', 'ignore', 'pipe', 'pipe'],
  });
  const display = await new Promise<string>((resolve, reject) => {
    xvfb.once('error', (error) =>
      reject(new Error(`Xvfb did not start (${error.message}): install Debian's xvfb (.ci/run does).`)),
    );
    (xvfb.stdio[3] as NodeJS.ReadableStream).once('data', (data) => resolve(`:${String(data).trim()}`));
  });
  return {display, xvfb};
}

/** A message of the inspector's page socket; a page's own messages travel inside, as JSON. */
type SocketMessage = {
  method?: string;
  params?: {
    targetInfo?: {targetId: string; isProvisional?: boolean};
    newTargetId?: string;
    targetId?: string;
    message?: string;
  };
};
/** A page's reply to a command, or one of its events. */
type PageMessage = {
  id?: number;
  method?: string;
  params?: {
    message?: {level: string; source: string; text: string; url?: string; line?: number};
    requestId?: string;
    request?: {url: string};
    canceled?: boolean;
    errorText?: string;
  };
  result?: unknown;
  error?: {message: string};
};
type OldDocument = {__ainOldDocument?: string};
type Evaluated = {result: {value?: unknown; description?: string}; wasThrown?: boolean};

export async function webkitReader(baseURL: string, viewport: Viewport): Promise<Reader> {
  const binary = miniBrowserPath();
  const {display, xvfb} = await startXvfb({
    width: Math.max(viewport.width, 1400),
    height: Math.max(viewport.height, 1000),
  });
  const port = await freePort();
  // A window opened by script takes the size it asks for (MiniBrowser's own keeps 1024 × 768). It opens
  // on a text file, not a page: the inspector connects after that load and would miss a page's prefetches,
  // each logged as an error when left under way. What the text file's load logs (/favicon.ico) is cleared.
  const opener = `data:text/html,<script>window.open(${JSON.stringify(`${baseURL}/llms.txt`)}, '_blank', 'width=${viewport.width},height=${viewport.height}')</script>`;
  const browser = spawn(binary, ['--javascript-can-open-windows-automatically=true', opener], {
    env: {...process.env, DISPLAY: display, WEBKIT_INSPECTOR_HTTP_SERVER: `127.0.0.1:${port}`},
    stdio: 'ignore',
  });
  const stop = () => {
    browser.kill();
    xvfb.kill();
  };
  try {
    await waitForHttp(`http://127.0.0.1:${port}/`, WAIT_MS);
    // The inspector's list of pages; twice the page wait: a browser started on a busy machine.
    let socket: string | undefined;
    for (const deadline = Date.now() + 2 * WAIT_MS; !socket && Date.now() < deadline;) {
      const list = await (await fetch(`http://127.0.0.1:${port}/`)).text();
      const pages = [...list.matchAll(/class="targeturl">([^<]*)<[\s\S]*?(socket\/\d+\/\d+\/WebPage)/g)];
      socket = pages.find(([, url]) => url.startsWith(baseURL))?.[2];
      if (!socket) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    if (!socket) throw new Error(`MiniBrowser opened no window on ${baseURL}`);
    const ws = new WebSocket(`ws://127.0.0.1:${port}/${socket}`);
    await new Promise((resolve, reject) => ws.once('open', resolve).once('error', reject));

    const errors: string[] = [];
    /** Each request's URL, and how each failed request failed, by URL. */
    const requestUrls = new Map<string, string>();
    const failures = new Map<string, {errorText: string; canceled: boolean}>();
    /**
     * WebKit logs any fetch left incomplete as failing "due to access control checks": the message gets
     * the network's reason. Left out: a prefetch of a site script the network saw neither fail nor answer
     * with an error, which WebKit drops now and then with no network event; the route loads the file
     * itself, and Chromium's crawls prove every prefetched file loads.
     */
    const explainFetch = (error: string): string | undefined => {
      const url = /Fetch API cannot load (\S+) due to access control checks\./.exec(error)?.[1];
      if (url === undefined) return error;
      const failure = failures.get(url);
      const {origin, pathname} = new URL(url);
      const sitePrefetch = origin === new URL(baseURL).origin && /^\/assets\/js\/[^/]+\.js$/.test(pathname);
      if (sitePrefetch && (failure === undefined || failure.canceled)) return undefined;
      if (failure === undefined) return error;
      return `${error} [network: ${failure.canceled ? 'cancelled ' : ''}${failure.errorText || 'no reason given'}]`;
    };
    /** The page's requests under way, and when one last started or ended. */
    const inFlight = new Set<string>();
    let lastNetwork = Date.now();
    const pending = new Map<number, {resolve: (value: unknown) => void; reject: (error: Error) => void}>();
    let nextId = 0;
    let target = '';
    let targetReady: () => void = () => {};
    let ready = new Promise<void>((resolve) => (targetReady = resolve));
    const send = (targetId: string, method: string, params: object = {}) => {
      const id = ++nextId;
      const reply = new Promise<unknown>((resolve, reject) => pending.set(id, {resolve, reject}));
      ws.send(
        JSON.stringify({
          id: ++nextId,
          method: 'Target.sendMessageToTarget',
          params: {targetId, message: JSON.stringify({id, method, params})},
        }),
      );
      return reply;
    };
    ws.on('message', (data) => {
      const message = JSON.parse(String(data)) as SocketMessage;
      if (message.method === 'Target.targetCreated') {
        // Each page (a new one after a process swap) reports its console once enabled.
        const {targetId, isProvisional} = message.params!.targetInfo!;
        void send(targetId, 'Console.enable').catch(() => {});
        void send(targetId, 'Network.enable').catch(() => {});
        if (!isProvisional) {
          target = targetId;
          targetReady();
        }
      } else if (message.method === 'Target.didCommitProvisionalTarget') {
        target = message.params!.newTargetId!;
        targetReady();
      } else if (message.method === 'Target.targetDestroyed' && message.params!.targetId === target) {
        ready = new Promise<void>((resolve) => (targetReady = resolve));
      } else if (message.method === 'Target.dispatchMessageFromTarget') {
        const inner = JSON.parse(message.params!.message!) as PageMessage;
        if (inner.id !== undefined && pending.has(inner.id)) {
          const {resolve, reject} = pending.get(inner.id)!;
          pending.delete(inner.id);
          if (inner.error) reject(new Error(inner.error.message));
          else resolve(inner.result);
        } else if (inner.method === 'Network.requestWillBeSent') {
          inFlight.add(inner.params!.requestId!);
          requestUrls.set(inner.params!.requestId!, inner.params!.request!.url);
          lastNetwork = Date.now();
        } else if (inner.method === 'Network.loadingFinished' || inner.method === 'Network.loadingFailed') {
          inFlight.delete(inner.params!.requestId!);
          if (inner.method === 'Network.loadingFailed') {
            const {errorText = '', canceled = false} = inner.params!;
            failures.set(requestUrls.get(inner.params!.requestId!) ?? '', {errorText, canceled});
          }
          lastNetwork = Date.now();
        } else if (inner.method === 'Console.messageAdded') {
          const {level, source, text, url, line} = inner.params!.message!;
          if (level === 'error') errors.push(`${source} error: ${text}${url ? ` (${url}:${line})` : ''}`);
        }
      }
    });
    await ready;

    const evaluate = async <T, A = undefined>(fn: (arg: A) => T | Promise<T>, arg?: A): Promise<T> => {
      await ready;
      const result = (await send(target, 'Runtime.evaluate', {
        expression: `(${fn.toString()})(${JSON.stringify(arg) ?? ''})`,
        returnByValue: true,
        awaitPromise: true,
      })) as Evaluated;
      if (result.wasThrown)
        throw new Error(`in the page: ${JSON.stringify(result.result.description ?? result.result)}`);
      return result.result.value as T;
    };
    /** Until no request has been under way for SETTLE_MS (at most SETTLE_MAX_MS). */
    const settle = async () => {
      for (const deadline = Date.now() + SETTLE_MAX_MS; Date.now() < deadline;) {
        if (inFlight.size === 0 && Date.now() - lastNetwork >= SETTLE_MS) break;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    };
    /** A page load by `method`, done once a new document has hydrated (the old one is marked). */
    const load = async (method: string, params: object, what: string) => {
      // WebKit logs each request it cancels on leaving a page (a chunk, a prefetch) as an error.
      await settle();
      inFlight.clear();
      const marker = `load-${Date.now()}-${Math.random()}`;
      await evaluate((value) => void ((window as unknown as OldDocument).__ainOldDocument = value), marker);
      await send(target, method, params);
      await waitFor(
        reader,
        (value) =>
          (window as unknown as OldDocument).__ainOldDocument !== value &&
          document.documentElement.dataset.hasHydrated === 'true' &&
          document.readyState === 'complete',
        what,
        marker,
      );
    };
    const reader: Reader = {
      engine: 'webkit',
      version: webkitVersion(display),
      goto: (path) => load('Page.navigate', {url: new URL(path, baseURL).href}, `${path} loads and hydrates`),
      reload: () => load('Page.reload', {}, 'the page reloads and hydrates'),
      async click(selector) {
        await waitFor(
          reader,
          (css) => {
            const element = Array.from(document.querySelectorAll<HTMLElement>(css)).find((candidate) => {
              const box = candidate.getBoundingClientRect();
              return box.width > 0 && box.height > 0 && getComputedStyle(candidate).visibility !== 'hidden';
            });
            element?.scrollIntoView({block: 'center'});
            element?.click();
            return Boolean(element);
          },
          `${selector} is there to click`,
          selector,
        );
      },
      async press(selector, key) {
        await waitFor(
          reader,
          ([css, name]) => {
            const element = document.querySelector<HTMLElement>(css);
            element?.focus();
            for (const type of ['keydown', 'keyup']) {
              element?.dispatchEvent(new KeyboardEvent(type, {key: name, bubbles: true, cancelable: true}));
            }
            return Boolean(element);
          },
          `${selector} is there to press ${key} on`,
          [selector, key],
        );
      },
      async type(selector, text) {
        await waitFor(
          reader,
          ([css, value]) => {
            const input = document.querySelector<HTMLInputElement>(css);
            if (!input) return false;
            input.focus();
            // The native setter, so that React sees a change, then the event a keyboard would send.
            Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, value);
            input.dispatchEvent(new InputEvent('input', {bubbles: true, data: value, inputType: 'insertText'}));
            return true;
          },
          `${selector} is there to type into`,
          [selector, text],
        );
      },
      evaluate,
      errors: () => errors.splice(0).flatMap((error) => explainFetch(error) ?? []),
      async close() {
        ws.close();
        stop();
      },
    };
    await waitFor(reader, () => document.readyState === 'complete', 'the first file loads');
    await settle();
    errors.splice(0);
    return reader;
  } catch (error) {
    stop();
    throw error;
  }
}
