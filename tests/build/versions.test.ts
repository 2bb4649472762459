import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

import {glossary} from '../../shared/glossary';
import {listFiles} from '../../site/build-inputs';
import {docIds, docsUrls, docUrl, RELEASES, sourceOf, versionRoot} from '../support/releases';
import {attrs, BUILD_DIR, readPage, texts} from './helpers';

/** What only 1.12.0 has, as it reads in rendered pages. */
const NEWER_THAN_1_11_2 =
  /AINPromptBuilder|AISync|prompt templates?|scripted tags?|vector AI form|AI Form Vector|Since 1\.12/i;

describe('version 1.11.2 as rendered', () => {
  it.each(docsUrls('1.11.2'))('%s shows nothing that only newer versions have', (url) => {
    const text = readPage(url)('article').text();
    expect(text).not.toMatch(NEWER_THAN_1_11_2);
  });
});

describe.each(['1.12.0', '1.11.2'] as const)('glossary of %s', (version) => {
  const root = versionRoot(version);
  const $ = readPage(`${root}/technical_docs/`);
  const rows = $('article table')
    .filter((_, table) => $(table).find('th').first().text() === 'Term')
    .find('tbody tr');

  it('lists the terms of that version, each linked to a page of that version', () => {
    const expected = glossary.filter((term) => version === '1.12.0' || !term.since);
    expect(rows.length).toBe(expected.length);
    rows.each((index, row) => {
      const links = $(row).find('a');
      expect(links.first().text()).toBe(expected[index].term);
      expect(links.eq(1).attr('lang') ?? $(row).find('td').eq(1).attr('lang')).toBe('ru');
      links.each((_, link) => {
        expect($(link).attr('href')).toBe(`${root}/${expected[index].page}`);
      });
    });
  });
});

/** Rows of the technical docs page's table whose first heading is `heading`, as cell texts. */
function tableRows(version: '1.12.0' | '1.11.2', heading: string) {
  const root = versionRoot(version);
  const $ = readPage(`${root}/technical_docs/`);
  const table = $('article table').filter((_, element) => $(element).find('th').first().text() === heading);
  expect(table.length, `${heading} table`).toBe(1);
  return {
    $,
    root,
    headings: texts($, table.find('th')),
    rows: Array.from(table.find('tbody tr'), (row) => texts($, $(row).find('td'))),
    links: attrs($, table.find('tbody a')),
  };
}

describe.each(['1.12.0', '1.11.2'] as const)('limits table of %s', (version) => {
  const {rows, links, root} = tableRows(version, 'Limit or default');
  const value = (label: RegExp) => rows.find((cells) => label.test(cells[0]))?.[1];

  it('gives the values of that release', () => {
    expect(value(/^Request timeout/)).toBe('60 s');
    expect(value(/^Retries before the fallback/)).toBe('2');
    expect(value(/^Attachment size/)).toBe('25 MB');
    expect(value(/^AI message retention/)).toBe('90 days');
    expect(value(/^Chunk size/)).toBe('800 tokens');
    expect(value(/^KB Assistant: lowest similarity/)).toBe('0.75');
    expect(value(/^RabbitMQ consumer prefetch/)).toBe('10');
  });

  it('has the rows of what that release has, and only those', () => {
    expect(value(/^Scripted tags per record/)).toBe(version === '1.12.0' ? '20' : undefined);
    expect(value(/^AI Form Vector: lowest similarity/)).toBe(version === '1.12.0' ? '0.55' : undefined);
  });

  it('links each row to a page of that release', () => {
    expect(links.length).toBe(rows.length);
    for (const href of links) expect(href).toMatch(new RegExp(`^${root}/[a-z_-]+/[a-zA-Z-]+$`));
  });
});

describe.each(['1.12.0', '1.11.2'] as const)('permissions matrix of %s', (version) => {
  const {rows, headings} = tableRows(version, 'Action');
  const allowed = (action: RegExp) => {
    const cells = rows.find((row) => action.test(row[0]));
    return cells && headings.slice(1).filter((_, index) => cells[index + 1] === 'Yes');
  };

  it('has a column for each of the four roles', () => {
    expect(headings).toEqual(['Action', 'ain_user', 'ain_developer', 'ain_integrator', 'ain_admin']);
  });

  it('lets every role do what ain_user does, and no role contain another', () => {
    expect(allowed(/^Use widgets and AI forms/)).toEqual(['ain_user', 'ain_developer', 'ain_integrator', 'ain_admin']);
    expect(allowed(/^Call the script API/)).toEqual(['ain_developer']);
    expect(allowed(/^Create, edit and test Nexuses/)).toEqual(['ain_admin']);
    expect(allowed(/^Manage vector collection definitions/)).toEqual(['ain_integrator']);
    expect(allowed(/^Read AI messages/)).toEqual(['ain_admin']);
  });

  it('has the actions of what that release has, and only those', () => {
    expect(allowed(/^Read and retire prompt templates/)).toEqual(
      version === '1.12.0' ? ['ain_developer', 'ain_admin'] : undefined,
    );
  });
});

describe('release numbers that follow the release', () => {
  /** Each release's pages whose source writes %release% or %previous-release%. */
  const withTokens = RELEASES.flatMap((version, index) =>
    docIds(version)
      .map((id) => ({id, source: sourceOf(version, id)}))
      .filter(({source}) => /%(previous-)?release%/.test(source))
      .map(({id, source}) => ({version, previous: RELEASES[index + 1], id, source})),
  );

  it('are written as tokens on some pages', () => {
    expect(withTokens.length).toBeGreaterThan(0);
  });

  it('read as the numbers of the release each page belongs to, and of the one before it', () => {
    for (const {version, previous, id, source} of withTokens) {
      const text = readPage(docUrl(version, id))('article').text();
      if (source.includes('%release%')) expect(text, `${version} ${id}`).toContain(version);
      if (source.includes('%previous-release%')) expect(text, `${version} ${id}`).toContain(previous);
    }
  });

  it('leave no token in any page, Markdown twin, llms file or search index', () => {
    const leaks = listFiles(BUILD_DIR, /\.(html|md|txt|json)$/).filter((file) =>
      /%(previous-)?release%/.test(fs.readFileSync(path.join(BUILD_DIR, file), 'utf8')),
    );
    expect(leaks).toEqual([]);
  });
});
