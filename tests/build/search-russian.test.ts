/** Russian search on each release's built index, with the site's engine and lexicon. */
import {describe, expect, it} from 'vitest';

import {glossary} from '../../shared/glossary';
import {compareVersions} from '../../shared/releases/policy';
import {SPEC} from '../spec';
import {docIds, docUrl, frontMatterOf, RELEASES, resolveId, versionRoot} from '../support/releases';
import {engineFor, isPageOf, searchIndexDir} from '../support/search';

describe.each(RELEASES)('Russian search in %s', (version) => {
  const root = `${versionRoot(version)}/`;
  const engine = engineFor(searchIndexDir(version));
  const pages = (query: string) => [...new Set(engine.search(query, 60).results.map((result) => result.document.u))];
  const titles = docIds(version).map((id) => [String(frontMatterOf(version, id).russian_title), docUrl(version, id)]);

  it.each(titles)('the Russian title "%s" finds %s', (title, url) => {
    const found = pages(title);
    expect(found.slice(0, 5), `top five: ${found.slice(0, 5).join(', ')}`).toContain(url);
    // Only this version's pages (the older version's root is inside the latest's).
    expect(found.every((page) => isPageOf(version, page))).toBe(true);
  });

  const terms = glossary
    .filter((term) => !term.since || compareVersions(version, term.since) >= 0)
    .flatMap((term) =>
      term.russian
        .split(/[(),]/)
        .map((part) => part.trim())
        .filter((part) => /[а-яё]/i.test(part))
        .map((part) => [part, docUrl(version, resolveId(version, term.page.replace(/\/$/, '/index')))]),
    );
  it.each(terms)('the glossary term "%s" finds %s', (term, url) => {
    expect(pages(term).slice(0, 5)).toContain(url);
  });

  // Pages of the fixed releases, which keep them.
  const inflected = (
    [
      ['шаблоны промптов', 'admin-help/prompt-templates', ['1.12.0']],
      ['шаблонов промпта', 'admin-help/prompt-templates', ['1.12.0']],
      ['векторных коллекций', 'service-tools/vector-collection-definition', SPEC.versions],
      ['потребителя RabbitMQ', 'admin-help/rabbitmq-consumer', SPEC.versions],
      ['учётных данных', 'service-tools/auth', SPEC.versions],
      ['расшифровке аудио', 'widgets/audio-transcriber', SPEC.versions],
      ['виджетов', 'widgets/', SPEC.versions],
    ] as const
  ).filter(([, , versions]) => (versions as readonly string[]).includes(version));
  it.skipIf(inflected.length === 0).each(inflected)('the inflected form "%s" finds %s', (query, id) => {
    expect(pages(query).slice(0, 5)).toContain(`${root}${id}`);
  });
});
