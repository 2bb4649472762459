/**
 * The search index is served immutable for a year under a hashed name, so its
 * name must change whenever its bytes may. The search plugin's own hash covers
 * the Markdown files only; the glossary data (shared/data/glossary.ts, rendered
 * into the technical docs page) is the case it misses. Proven in three parts,
 * each against build/:
 *
 * 1. the glossary is in the index's bytes: every term of a version, its
 *    Russian name and its meaning, verbatim in that version's index;
 * 2. the name is the hash of the files the site is built from: each index
 *    file, and the name the client asks for, is the plugin's indexInputsHash
 *    of this checkout with the options the build gave it;
 * 3. that hash changes when only the glossary changes: in a copy of the
 *    sources with one definition reworded.
 *
 * Together: a reworded definition changes both versions' index bytes, and
 * they are served under a new name that the client asks for, without a
 * second build of the site.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {PluginModule} from '@docusaurus/types';
import {normalizePluginOptions} from '@docusaurus/utils-validation';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';

import config from '../../docusaurus.config';
import {glossary} from '../../shared/data/glossary';
import searchLocalCompact, {indexInputsHash} from '../../site/plugins/search-local-compact';
import {INDEX_URL_HASH, searchIndexIn} from '../../shared/search/index-files';
import {BUILD_DIR} from './helpers';
import {ACTIVE, LATEST, RELEASES} from '../support/releases';
import {createTempSite, REPO, removeTempSite} from '../support/temp-site';

const GLOSSARY = 'shared/data/glossary.ts';
const BEFORE = 'A named connection to an AI provider and model';
const AFTER = 'A named, kaleidoscopic connection to an AI provider and model';

/** Where each active release's index is, relative to the build. */
const indexDir = (version: string) => path.join(BUILD_DIR, version === LATEST ? '' : `docs/${version}`);

/** The search plugin's options as the build gets them: the configured ones, validated as Docusaurus does. */
function buildOptions(): Record<string, unknown> {
  const entry = (config.themes ?? []).find(
    (theme): theme is [PluginModule, Record<string, unknown>] => Array.isArray(theme) && theme[0] === searchLocalCompact,
  );
  if (!entry) throw new Error('The local search plugin is not configured');
  const validate = searchLocalCompact.validateOptions!;
  // The plugin hashes its options without its own two (an archive's inputs, the offline flag).
  const validated = validate({validate: normalizePluginOptions as never, options: entry[1]}) as Record<string, unknown>;
  const {indexInputs, offline, ...options} = validated;
  expect([indexInputs, offline], 'the production build gives neither').toEqual([undefined, undefined]);
  return options;
}

describe('the search index and the glossary', () => {
  it.each(ACTIVE)('%s: its index holds each of its glossary terms, Russian names and meanings', (version) => {
    const name = searchIndexIn(indexDir(version));
    expect(name, `an index in ${indexDir(version)}`).toBeTruthy();
    const index = JSON.parse(fs.readFileSync(path.join(indexDir(version), name!), 'utf8')) as {
      documents: {t: string}[];
    }[];
    const text = index.flatMap(({documents}) => documents.map((document) => document.t)).join('\n');
    // A term a release introduced (`since`) is in that release and the ones after it.
    const terms = glossary.filter((term) => !term.since || RELEASES.indexOf(term.since) >= RELEASES.indexOf(version));
    expect(terms.length).toBeGreaterThan(10);
    for (const term of terms) {
      for (const words of [term.term, term.russian, term.meaning]) expect(text, `${version}: ${words}`).toContain(words);
    }
  });

  it("is named after the hash of every file the site is built from, and the client asks for that name", () => {
    const hash = indexInputsHash(REPO, buildOptions());
    for (const version of ACTIVE) {
      expect(searchIndexIn(indexDir(version)), `${version} (build again after changing a file)`).toBe(
        `search-index-${hash}.json`,
      );
    }
    const scripts = fs.readdirSync(path.join(BUILD_DIR, 'assets/js'));
    const requested = new Set(
      scripts.flatMap((file) =>
        [...fs.readFileSync(path.join(BUILD_DIR, 'assets/js', file), 'utf8').matchAll(new RegExp(INDEX_URL_HASH, 'g'))].map(
          (match) => match[1],
        ),
      ),
    );
    expect([...requested]).toEqual([hash]);
  });

  describe('with only one glossary definition reworded', () => {
    let site: string;
    beforeAll(() => {
      site = createTempSite('index-name');
      const source = fs.readFileSync(path.join(site, GLOSSARY), 'utf8');
      expect(source).toContain(BEFORE);
      fs.writeFileSync(path.join(site, GLOSSARY), source.replace(BEFORE, AFTER));
    });
    afterAll(() => removeTempSite(site));

    it('the hash, and so the name, changes', () => {
      const options = buildOptions();
      expect(indexInputsHash(site, options)).not.toBe(indexInputsHash(REPO, options));
      // Nothing else differs: the copy with the definition put back hashes as this checkout.
      const reworded = fs.readFileSync(path.join(site, GLOSSARY), 'utf8');
      fs.writeFileSync(path.join(site, GLOSSARY), reworded.replace(AFTER, BEFORE));
      expect(indexInputsHash(site, options)).toBe(indexInputsHash(REPO, options));
    });
  });
});
