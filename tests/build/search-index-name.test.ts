/**
 * The search index is served immutable for a year under a hashed name, so its
 * name must change whenever its bytes may. Here only the glossary data
 * changes (no Markdown file, which is all the search plugin's own hash
 * covers): in a temporary copy of the sources, one glossary definition is
 * reworded and the site built; both versions' indexes must then carry new
 * bytes under a new name, and the client must ask for the new name.
 */
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';

import {indexInputsHash} from '../../src/plugins/search-local-compact';
import {INDEX_URL_HASH, searchIndexIn} from '../../src/search-local/index-files.mjs';
import {BUILD_DIR} from './helpers';
import {ACTIVE, LATEST} from '../support/releases';
import {createTempSite, REPO, removeTempSite} from '../support/temp-site';

const GLOSSARY = 'src/data/glossary.ts';
const BEFORE = 'A named connection to an AI provider and model';
/** A word no page has (the index keeps its stem, `kaleidoscop`). */
const WORD = 'kaleidoscopic';
const AFTER = `A named, ${WORD} connection to an AI provider and model`;

/** Where each active release's index is, relative to the build. */
const INDEX_DIRS = ACTIVE.map((version) => (version === LATEST ? '' : `docs/${version}`));

let site: string;
let identicalCopy: boolean;

/** Each version's index file name, and the index file names the client scripts ask for. */
function indexes(build: string) {
  const names = INDEX_DIRS.map((dir) =>
    searchIndexIn(path.join(build, dir)),
  );
  const scripts = fs.readdirSync(path.join(build, 'assets/js')).map((file) => path.join(build, 'assets/js', file));
  const requested = new Set(
    scripts.flatMap((file) => [...fs.readFileSync(file, 'utf8').matchAll(new RegExp(INDEX_URL_HASH, 'g'))].map((m) => m[1])),
  );
  return {names, requested: [...requested]};
}

beforeAll(() => {
  site = createTempSite('index-name');
  // The copy holds exactly the sources of build/ (any difference would change the name by itself).
  identicalCopy = indexInputsHash(site, {}) === indexInputsHash(REPO, {});
  const glossary = fs.readFileSync(path.join(site, GLOSSARY), 'utf8');
  fs.writeFileSync(path.join(site, GLOSSARY), glossary.replace(BEFORE, AFTER));
  execFileSync(path.join(site, 'node_modules/.bin/docusaurus'), ['build'], {
    cwd: site,
    stdio: 'ignore',
    env: {...process.env, FORCE_COLOR: '0'},
  });
}, 300_000);

afterAll(() => removeTempSite(site));

describe('changing only the glossary data', () => {
  it('starts from an exact copy of the sources build/ was made from', () => {
    expect(identicalCopy).toBe(true);
  });

  it('changes the bytes of both versions\' indexes', () => {
    const before = indexes(BUILD_DIR).names;
    const after = indexes(path.join(site, 'build')).names;
    for (const [i, dir] of INDEX_DIRS.entries()) {
      const old = fs.readFileSync(path.join(BUILD_DIR, dir, before[i]!), 'utf8');
      const changed = fs.readFileSync(path.join(site, 'build', dir, after[i]!), 'utf8');
      expect(old.includes('kaleidoscop'), `${dir || '/'}: the word is new`).toBe(false);
      expect(changed.includes('kaleidoscop'), `${dir || '/'}: the word is indexed`).toBe(true);
    }
  });

  it('serves them under new names, and the client asks for the new names', () => {
    const before = indexes(BUILD_DIR);
    const after = indexes(path.join(site, 'build'));
    expect(before.names[0]).toBe(before.names[1]);
    expect(after.names[0]).not.toBe(before.names[0]);
    expect(after.names[1]).not.toBe(before.names[1]);
    expect(after.requested).toEqual([after.names[0]!.slice('search-index-'.length, -'.json'.length)]);
    expect(before.requested).toEqual([before.names[0]!.slice('search-index-'.length, -'.json'.length)]);
  });
});
