/**
 * Every release's offline copy into a build (`downloads/ain-docs-<version>.zip`): its docs as a site that works from
 * disk or any static server (the site configuration's `offline` variant), built once into the archive cache under
 * the release's archive key (./archives.ts) and reused, archived or not.
 *
 *   npx tsx scripts/releases/offline.ts [buildDir]
 *
 * Run after ./archives.ts (an archived release's search index comes from its archive) and before
 * scripts/hosting/host-target.ts, whose host copies must hold the downloads.
 */
import fs from 'node:fs';
import path from 'node:path';
import {zipSync} from 'fflate';

import {listFiles} from '../../site/build-inputs';
import {DOWNLOADS, offlineName} from '../../shared/releases/names';
import {searchIndexIn} from '../../shared/search/index-files';
import {OFFLINE_INDEX} from '../../shared/search/offline-index';
import {buildVariant, cachedDownload, downloadDay, mergeDownloads, offlineEntry, onlineRelease} from './archives';
import {builtSite, readArgs} from '../lib/cli';

/** A release's online search index, its addresses made the copy's, where every release is under /docs/<version>/. */
async function onlineIndex(version: string, buildDir: string) {
  const dir = (await onlineRelease(version, buildDir)).home;
  const name = searchIndexIn(dir);
  if (!name) throw new Error(`No search index of ${version} in ${dir}: build the site first.`);
  const index: {documents: {u: string}[]}[] = JSON.parse(fs.readFileSync(path.join(dir, name), 'utf8'));
  const prefix = `/docs/${version}/`;
  for (const document of index.flatMap(({documents}) => documents)) {
    if (!document.u.startsWith(prefix)) document.u = document.u.replace(/^\/docs\//, prefix);
  }
  return index;
}

/** A release's offline copy in the cache, built unless already there; its path. */
export async function offlineSite(version: string, buildDir: string) {
  const name = offlineName(version);
  return cachedDownload(offlineEntry(version), `${name}.zip`, async (work) => {
    const site = path.join(work, name);
    buildVariant('offline', version, site);
    fs.writeFileSync(
      path.join(site, OFFLINE_INDEX.file),
      `window.${OFFLINE_INDEX.global}=${JSON.stringify(await onlineIndex(version, buildDir))};\n`,
    );
    // Entries in path order, each dated the release's day at midnight as zip stores it (local time, no zone): the
    // same bytes every build, and a date that means something to whoever unzips it.
    const day = downloadDay(version);
    const mtime = new Date(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate());
    return zipSync(
      Object.fromEntries(
        listFiles(site).map((file) => [`${name}/${file}`, [fs.readFileSync(path.join(site, file)), {mtime, level: 9}]]),
      ),
    );
  });
}

export const mergeOffline = (buildDir: string) => mergeDownloads(buildDir, (version) => offlineSite(version, buildDir));

if (process.argv[1] === __filename) {
  const buildDir = builtSite(
    readArgs('npx tsx scripts/releases/offline.ts [<build-dir>]', {positionals: 1}).positionals[0],
  );
  void mergeOffline(buildDir).then((merged) =>
    console.log(`Offline copies of ${merged.join(', ')} in ${path.join(buildDir, DOWNLOADS)}.`),
  );
}
