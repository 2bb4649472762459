/** The contract of scripts/writer/docusaurus.ts: Docusaurus's own schemas and module aliases, reached in its
 * internals, still reject what its build rejects and accept what it accepts. */
import {describe, expect, it} from 'vitest';

import {categoryRejections, frontMatterRejections, resolvesImport} from '../../scripts/writer/docusaurus';

describe("Docusaurus's schemas", () => {
  it("reject a page's front matter field of the wrong kind, and leave the site's own fields alone", () => {
    expect(frontMatterRejections({sidebar_label: null, keywords: ['backup', null]})).toEqual([
      {field: 'keywords', message: '"keywords[1]" must be a string'},
      {field: 'sidebar_label', message: '"sidebar_label" must be a string'},
    ]);
    expect(frontMatterRejections({title: 'T', sidebar_position: '6', russian_title: 'Т', renamed_from: ['a']})).toEqual(
      [],
    );
  });

  it('reject a _category_.json field the build does not know, or of the wrong kind', () => {
    expect(categoryRejections({label: 'FAQ', positon: 9})).toEqual([
      {field: 'positon', message: '"positon" is not allowed'},
    ]);
    expect(categoryRejections({label: 'FAQ', position: 9, collapsed: 'no'})).toEqual([
      {field: 'collapsed', message: '"collapsed" must be a boolean'},
    ]);
    expect(categoryRejections({label: 'FAQ', description: 'Questions.', position: 9})).toEqual([]);
  });

  it("resolve a page's imports as the build's aliases do", () => {
    const page = 'docs/admin-help/ai-message.md';
    const found = [
      '@docusaurus/Link',
      '@docusaurus/useBaseUrl',
      '@docusaurus/theme-common',
      '@theme/Tabs',
      '@theme/CodeBlock',
      '@theme-original/CodeBlock',
      '@theme/Loading',
      '@site/src/components/Fact',
      '../api/aichat.md',
      'react',
    ];
    expect(found.filter((source) => !resolvesImport(source, page))).toEqual([]);
    const missing = [
      '@docusaurus/Linky',
      '@theme/Tab',
      '@theme-original/Fact',
      '@site/src/components/Nope',
      './gone.md',
      'no-such-package',
    ];
    expect(missing.filter((source) => resolvesImport(source, page))).toEqual([]);
  });
});
