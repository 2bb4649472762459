/**
 * Content checks on the Markdown sources of every version: front matter,
 * length, placeholders, the audience badge, code blocks that parse, the shape
 * of API and widget pages, and no newer-version names in older versions.
 */
import vm from 'node:vm';
import ts from 'typescript';
import {describe, expect, it} from 'vitest';

import {compareVersions} from '../../src/releases/policy.mjs';
import {PAGES_IN_BOTH, PAGES_ONLY_LATEST} from '../inventory';
import {readDocs, splitMarkdown, VERSION_DIRS, wordCount} from './markdown';

const MIN_WORDS_LANDING = 150;
const MIN_WORDS_PAGE = 400;
const CYRILLIC = /\p{Script=Cyrillic}/u;
const PLACEHOLDERS = /\b(lorem|ipsum|TODO|TBD|FIXME|XXX)\b|coming soon|to be (added|written|documented)/i;

/** Names of what only 1.12.0 has; none may appear in 1.11.2 pages. */
const NEWER_THAN_1_11_2 = [
  /AINPromptBuilder/,
  /AISync/,
  /prompt templates?/i,
  /scripted tags?/i,
  /vector AI form/i,
  /AI Form Vector/i,
  /ai-form-vector/,
  /1\.12/,
  /<Since\b/,
];

function checkJs(code: string): string | undefined {
  try {
    // Parse only: server-side examples are plain scripts.
    new vm.Script(code);
    return undefined;
  } catch (error) {
    return (error as Error).message;
  }
}

function checkTs(code: string): string | undefined {
  const source = ts.createSourceFile('example.ts', code, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const diagnostics = (source as unknown as {parseDiagnostics: ts.Diagnostic[]}).parseDiagnostics;
  return diagnostics.length > 0 ? ts.flattenDiagnosticMessageText(diagnostics[0].messageText, '\n') : undefined;
}

describe.each(VERSION_DIRS)('%s', (versionDir) => {
  const docs = readDocs(versionDir);
  const isOld = versionDir.endsWith('1.11.2');

  it('holds exactly the pages of the inventory', () => {
    const expected = Object.entries(PAGES_IN_BOTH).flatMap(([section, pages]) => [
      `${section}/index`,
      ...pages.map((page) => `${section}/${page}`),
      ...(isOld
        ? []
        : (PAGES_ONLY_LATEST[section as keyof typeof PAGES_ONLY_LATEST] ?? []).map((page) => `${section}/${page}`)),
    ]);
    expect(docs.map((doc) => doc.id).sort()).toEqual(expected.sort());
  });

  it('dates each release once: the release notes say the day they were released as their `released` field does', () => {
    const notes = docs.filter((doc) => /^release-notes\/\d+-\d+-\d+$/.test(doc.id));
    expect(notes.length).toBeGreaterThan(0);
    for (const doc of notes) {
      const released = doc.frontMatter.released;
      // YAML reads an unquoted YYYY-MM-DD as a date.
      expect(released, doc.file).toBeInstanceOf(Date);
      const day = (released as Date).toISOString().slice(0, 10);
      const stated = [
        ...`${doc.frontMatter.description as string}\n${doc.body}`.matchAll(/released (?:on )?(\d{4}-\d{2}-\d{2})/g),
      ].map((match) => match[1]);
      expect(stated.length, doc.file).toBeGreaterThan(0);
      expect(new Set(stated), doc.file).toEqual(new Set([day]));
    }
  });

  describe.each(docs.map((doc) => [doc.id, doc] as const))('%s', (id, doc) => {
    const {blocks, prose} = splitMarkdown(doc.body);
    const isLanding = id.endsWith('/index');

    it('has a title, a description and keywords', () => {
      expect(typeof doc.frontMatter.title).toBe('string');
      const description = doc.frontMatter.description as string;
      expect(description.length).toBeGreaterThanOrEqual(80);
      expect(description.length).toBeLessThanOrEqual(200);
      expect(Array.isArray(doc.frontMatter.keywords)).toBe(true);
      expect((doc.frontMatter.keywords as unknown[]).length).toBeGreaterThanOrEqual(3);
    });

    it('has a Russian title right after its title, for readers who search in Russian', () => {
      const russian = doc.frontMatter.russian_title;
      expect(typeof russian, doc.file).toBe('string');
      expect(russian as string, doc.file).toMatch(CYRILLIC);
      const keys = Object.keys(doc.frontMatter);
      expect(keys.indexOf('russian_title'), doc.file).toBe(keys.indexOf('title') + 1);
    });

    it('starts with its audience (after any imports) and has no level-1 heading', () => {
      expect(doc.body.trimStart().replace(/^(?:import .+\n)+\s*/, '')).toMatch(/^<Audience for=\{\[/);
      expect(prose).not.toMatch(/^# /m);
    });

    it(`has at least ${isLanding ? MIN_WORDS_LANDING : MIN_WORDS_PAGE} words of prose`, () => {
      expect(wordCount(prose)).toBeGreaterThanOrEqual(isLanding ? MIN_WORDS_LANDING : MIN_WORDS_PAGE);
    });

    it('has no placeholder text', () => {
      expect(doc.body).not.toMatch(PLACEHOLDERS);
    });

    it('gives every code block a language, and its examples parse', () => {
      for (const block of blocks) {
        const where = `${doc.file}, code block at body line ${block.line}`;
        expect(block.language, where).not.toBe('');
        if (block.language === 'json') {
          expect(() => JSON.parse(block.code), where).not.toThrow();
        }
        if (block.language === 'js' || block.language === 'javascript') {
          expect(checkJs(block.code), where).toBeUndefined();
        }
        if (block.language === 'ts' || block.language === 'typescript') {
          expect(checkTs(block.code), where).toBeUndefined();
        }
      }
    });

    if (isOld) {
      it('mentions nothing that only newer versions have', () => {
        for (const name of NEWER_THAN_1_11_2) {
          expect(doc.body, String(name)).not.toMatch(name);
        }
      });

      it('links to no newer version: not the latest docs, not a later "what changed" page', () => {
        const version = versionDir.replace(/^.*version-/, '');
        const targets = [...doc.body.matchAll(/\]\(([^)\s]+)\)/g)].map((match) => match[1]);
        expect(targets.filter((target) => /^(https?:\/\/[^/]+)?\/docs(\/|$)/.test(target))).toEqual([]);
        const later = targets.filter((target) => {
          const to = /^\/changes\/[\d.]+-to-([\d.]+)$/.exec(target)?.[1];
          return to !== undefined && compareVersions(to, version) > 0;
        });
        expect(later).toEqual([]);
      });
    }

    if (id.startsWith('api/') && !isLanding) {
      it('has the shape of an API class page', () => {
        for (const heading of [
          '## Get an instance',
          '## Methods',
          '## Method reference',
          '## Handle errors',
          '## See also',
        ]) {
          expect(prose).toContain(heading);
        }
        const methods = prose.match(/^### .+\(\)$/gm) ?? [];
        expect(methods.length).toBeGreaterThanOrEqual(2);
        expect((prose.match(/<ApiMethod\b/g) ?? []).length).toBe(methods.length);
        expect(blocks.filter((block) => block.language === 'js').length).toBeGreaterThanOrEqual(2);
      });
    }

    if (id.startsWith('widgets/') && !isLanding) {
      it('has the shape of a widget page', () => {
        expect(prose).toContain('<PropertyTable');
        for (const heading of ['## Configuration', '## Roles', '## Limits', '## Troubleshooting']) {
          expect(prose).toContain(heading);
        }
      });
    }

    if (/## Troubleshooting/.test(prose)) {
      it('lays out troubleshooting as symptom, cause, fix', () => {
        const section = prose.split('## Troubleshooting')[1].split(/\n## /)[0];
        expect(section).toMatch(/\|\s*Symptom\s*\|\s*Cause\s*\|\s*Fix\s*\|/);
      });
    }
  });
});

describe('a page in several versions', () => {
  it('has the same Russian title in every version it exists in', () => {
    const titles = new Map<string, Map<string, unknown>>();
    for (const versionDir of VERSION_DIRS) {
      for (const doc of readDocs(versionDir)) {
        const byVersion = titles.get(doc.id) ?? new Map<string, unknown>();
        byVersion.set(versionDir, doc.frontMatter.russian_title);
        titles.set(doc.id, byVersion);
      }
    }
    expect(titles.size).toBeGreaterThan(0);
    const differing = [...titles].filter(([, byVersion]) => new Set(byVersion.values()).size > 1);
    expect(Object.fromEntries(differing.map(([id, byVersion]) => [id, Object.fromEntries(byVersion)]))).toEqual({});
  });
});
