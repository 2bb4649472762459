/** Debian's Chromium runs the reader journeys (tests/e2e/engines.spec.ts) and diagram drawing, which measures
 * labels as readers' browsers do (CHROME_PATH); its headless shell, the same engine without window or
 * compositing and much cheaper, runs the other browser tests and the manuals' printing (CHROME_SHELL_PATH). */
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';

/** Chromium as readers run it. */
export const CHROME_PATH = process.env.CHROME_PATH || '/usr/bin/chromium';

const DEBIAN_SHELL = '/usr/bin/chromium-headless-shell';

/** Chromium's headless shell, for every browser test but the reader journeys, and for printing. */
export const CHROME_SHELL_PATH =
  process.env.CHROME_SHELL_PATH || (fs.existsSync(DEBIAN_SHELL) ? DEBIAN_SHELL : CHROME_PATH);

/** As root, without a sandbox; no background requests, which this machine's closed network refuses. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** A Chromium's version line ("Chromium 156.0.8078.108 …"), by default the headless shell's: what prints a manual. */
export function chromiumVersion(browser = CHROME_SHELL_PATH) {
  const result = spawnSync(browser, ['--version'], {encoding: 'utf8'});
  if (result.status !== 0) throw new Error(`${browser} --version failed: install Debian's Chromium.`);
  return result.stdout.trim();
}
