import {describe, expect, it} from 'vitest';

import {glossary} from '../../src/data/glossary';
import {docsUrls, versionRoot} from '../inventory';
import {readPage} from './helpers';

/** What only 1.12.0 has, as it reads in rendered pages. */
const NEWER_THAN_1_11_2 = /AINPromptBuilder|AISync|prompt templates?|scripted tags?|vector AI form|AI Form Vector|Since 1\.12/i;

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
