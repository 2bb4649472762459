/** The index is served immutable under a hashed name, which the plugin's own hash would not change with the glossary:
 * the glossary is in its bytes, its name hashes every input, and one reworded definition changes it. */
import fs from 'node:fs';
import path from 'node:path';
import type {PluginModule} from '@docusaurus/types';
import {normalizePluginOptions} from '@docusaurus/utils-validation';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';

import config from '../../docusaurus.config';
import {glossary} from '../../shared/glossary';
import searchLocalCompact, {indexInputsHash} from '../../site/plugins/search-local-compact';
import {INDEX_URL_HASH, searchIndexIn} from '../../shared/search/index-files';
import {BUILD_DIR} from './helpers';
import {ACTIVE, RELEASES, REPO} from '../support/releases';
import {indexParts, searchIndexDir} from '../support/search';
import {createTempSite, removeTempSite} from '../support/temp-site';

const GLOSSARY = 'shared/data/glossary.json';
const BEFORE = 'A named connection to an AI provider and model';
const AFTER = 'A named, kaleidoscopic connection to an AI provider and model';

/** The search plugin's options as the build gets them, validated as Docusaurus does. */
function buildOptions(): Record<string, unknown> {
  const entry = (config.themes ?? []).find(
    (theme): theme is [PluginModule, Record<string, unknown>] =>
      Array.isArray(theme) && theme[0] === searchLocalCompact,
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
    const text = indexParts(searchIndexDir(version))
      .flatMap(({documents}) => documents.map((document) => document.t))
      .join('\n');
    // A term a release introduced (`since`) is in that release and the ones after it.
    const terms = glossary.filter((term) => !term.since || RELEASES.indexOf(term.since) >= RELEASES.indexOf(version));
    expect(terms.length).toBeGreaterThan(10);
    for (const term of terms) {
      for (const words of [term.term, term.russian, term.meaning])
        expect(text, `${version}: ${words}`).toContain(words);
    }
  });

  it('is named after the hash of every file the site is built from, and the client asks for that name', () => {
    const hash = indexInputsHash(REPO, buildOptions());
    for (const version of ACTIVE) {
      expect(searchIndexIn(searchIndexDir(version)), `${version} (build again after changing a file)`).toBe(
        `search-index-${hash}.json`,
      );
    }
    const scripts = fs.readdirSync(path.join(BUILD_DIR, 'assets/js'));
    const requested = new Set(
      scripts.flatMap((file) =>
        [
          ...fs.readFileSync(path.join(BUILD_DIR, 'assets/js', file), 'utf8').matchAll(new RegExp(INDEX_URL_HASH, 'g')),
        ].map((match) => match[1]),
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
