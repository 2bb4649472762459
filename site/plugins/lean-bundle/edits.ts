/**
 * A file edited while the site builds. Rspack's persistent cache notes each file's hash when it saves, after the
 * build: a page edited after the bundler read it is then noted with its new text beside the output of its old,
 * and every later build serves the old text (or, where the client and server bundles read it either side of the
 * edit, a page whose HTML and script disagree). A build that saw a file change clears the cache and fails.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

import {inputFiles, SITE_INPUTS} from '../../build-inputs';

/** Where Rspack keeps its persistent cache, by default, in a site. */
const bundlerCache = (siteDir: string) => path.join(siteDir, 'node_modules/.cache/rspack');

/** Each input file of the site at `siteDir` (relative path) and a hash of its bytes. */
export function inputDigests(siteDir: string): Map<string, string> {
  const digest = (file: string) =>
    crypto
      .createHash('sha1')
      .update(fs.readFileSync(path.join(siteDir, file)))
      .digest('hex');
  return new Map(inputFiles(siteDir, SITE_INPUTS).map((file) => [file, digest(file)]));
}

/** The files added, removed or changed between two digests, sorted. */
function changedFiles(before: Map<string, string>, after: Map<string, string>): string[] {
  const names = new Set([...before.keys(), ...after.keys()]);
  return [...names].filter((file) => before.get(file) !== after.get(file)).sort();
}

/** Fails the build if an input changed since `before`, clearing the bundler's cache first. */
export function failOnEdits(siteDir: string, before: Map<string, string>): void {
  const changed = changedFiles(before, inputDigests(siteDir));
  if (!changed.length) return;
  fs.rmSync(bundlerCache(siteDir), {recursive: true, force: true});
  const named =
    changed.length > 3 ? `${changed.slice(0, 3).join(', ')} and ${changed.length - 3} more` : changed.join(', ');
  throw new Error(
    `${named} changed while the site was built, so this build may mix old and new text; the bundler's cache is cleared: build again.`,
  );
}
