/** The release tokens as the build reads them; tests/build/versions.test.ts checks the built pages. */
import type {Link, Root} from 'mdast';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import {unified} from 'unified';
import {describe, expect, it} from 'vitest';

import {releaseNumbers, replaceTokens, versionOfSource} from '../../site/markdown/tokens';
import {releaseTokens, withReleaseTokens} from '../../site/plugins/release-tokens';

const RELEASES = ['1.13.0', '1.12.0', '1.11.2'];

describe('release tokens', () => {
  it('know the version of a source from its folder', () => {
    expect(versionOfSource('/site/versioned_docs/version-1.12.0/admin-help/index.md')).toBe('1.12.0');
    expect(versionOfSource('/site/docs/admin-help/index.md')).toBe('current');
    expect(versionOfSource('/site/src/pages/index.md')).toBeUndefined();
  });

  it('stand for the release and the one before it; the draft is the next release, after the latest', () => {
    expect(releaseNumbers('1.12.0', RELEASES)).toEqual({release: '1.12.0', previous: '1.11.2'});
    expect(releaseNumbers('current', RELEASES)).toEqual({release: 'next', previous: '1.13.0'});
    const text = 'Install AIN %release% over %previous-release%: `ain-consumer:%release%`.';
    expect(replaceTokens(text, releaseNumbers('1.13.0', RELEASES), 'page.md')).toBe(
      'Install AIN 1.13.0 over 1.12.0: `ain-consumer:1.13.0`.',
    );
  });

  it('refuse %previous-release% in the oldest release, naming the file', () => {
    expect(() => replaceTokens('From %previous-release%.', releaseNumbers('1.11.2', RELEASES), 'a.md')).toThrow(
      'a.md: %previous-release% in the oldest release',
    );
  });

  it('are replaced in link addresses, as in text', () => {
    const tree = unified()
      .use(remarkParse)
      .parse('[AIN %release% (ZIP)](pathname:///downloads/ain-docs-%release%.zip)') as Root;
    releaseTokens()(tree, {path: '/site/versioned_docs/version-1.12.0/getting-started/index.md'});
    const link = tree.children[0]!.type === 'paragraph' ? (tree.children[0].children[0] as Link) : undefined;
    expect(link?.url).toBe('pathname:///downloads/ain-docs-1.12.0.zip');
    expect(JSON.stringify(link?.children)).toContain('AIN 1.12.0 (ZIP)');
  });

  it("are replaced in a component's props, quoted or in braces, in the syntax tree MDX compiles from", () => {
    const source = '<Box title="AIN %release%" rows={[{text: \'From %previous-release%\', also: `AIN %release%`}]} />';
    const tree = unified().use(remarkParse).use(remarkMdx).parse(source) as Root;
    releaseTokens()(tree, {path: '/site/versioned_docs/version-1.12.0/getting-started/index.md'});
    const [title, rows] = (tree.children[0] as unknown as {attributes: {value: unknown}[]}).attributes;
    expect(title!.value).toBe('AIN 1.12.0');
    const expression = JSON.stringify((rows!.value as {data: {estree: unknown}}).data.estree);
    expect(expression).toContain('"value":"From 1.11.2","raw":"\\"From 1.11.2\\""');
    expect(expression).toContain('"raw":"AIN 1.12.0","cooked":"AIN 1.12.0"');
    expect(expression).not.toContain('%release%');
  });

  it('are replaced in front matter, which the remark plugin never sees', async () => {
    const frontMatter = {description: 'Upgrade to %release%.', keywords: ['ain %release%'], sidebar_position: 3};
    const parse = withReleaseTokens(async () => ({frontMatter: {...frontMatter}, content: ''}));
    const read = (filePath: string) =>
      parse({filePath, fileContent: '', defaultParseFrontMatter: async () => ({frontMatter: {}, content: ''})});
    expect((await read('/site/versioned_docs/version-1.12.0/a.md')).frontMatter).toEqual({
      description: 'Upgrade to 1.12.0.',
      keywords: ['ain 1.12.0'],
      sidebar_position: 3,
    });
    expect((await read('/site/src/pages/index.md')).frontMatter).toEqual(frontMatter);
  });
});
