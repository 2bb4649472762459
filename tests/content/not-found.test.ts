/** What the not-found page offers, on the fixed pages of 1.12.0 and 1.11.2 shaped as the docs plugin's data. */
import {describe, expect, it} from 'vitest';

import {answerFor, distance, segments, type Version} from '../../src/theme/NotFound/Content/nearest';
import {specDocIds} from '../spec';

function version(name: string, path: string, isLast: boolean): Version {
  return {
    name,
    label: name,
    isLast,
    path,
    docs: specDocIds(name as '1.12.0' | '1.11.2').map((id) => ({
      id,
      path: `${path.replace(/\/$/, '')}/${id.replace(/(^|\/)index$/, '$1')}`,
    })),
  };
}

const latest = version('1.12.0', '/docs', true);
const previous = version('1.11.2', '/docs/1.11.2', false);
const SITE = [latest, previous];

const nearest = (pathname: string, versions = SITE) => answerFor(pathname, versions)?.nearest.map(({doc}) => doc.path);
const elsewhere = (pathname: string, versions = SITE, renamed = {}) =>
  answerFor(pathname, versions, renamed)?.elsewhere.map(({doc}) => doc.path);

describe('string distance', () => {
  it('is 0 for equal strings, 1 for nothing in common, and edits over the longer length between', () => {
    expect(distance('aichat', 'aichat')).toBe(0);
    expect(distance('', 'aichat')).toBe(1);
    expect(distance('abc', 'xyz')).toBe(1);
    expect(distance('aichatt', 'aichat')).toBeCloseTo(1 / 7);
    // Two letters swapped are one edit.
    expect(distance('aicaht', 'aichat')).toBeCloseTo(1 / 6);
  });
});

describe('an address as pages are named', () => {
  it('is decoded, in lower case, without .html, .md or a trailing index', () => {
    expect(segments('/docs/API/AIChat.html')).toEqual(['docs', 'api', 'aichat']);
    expect(segments('/docs/api/aichat.md')).toEqual(['docs', 'api', 'aichat']);
    expect(segments('/docs/widgets/index.html')).toEqual(['docs', 'widgets']);
    expect(segments('//docs/./a%20b/')).toEqual(['docs', 'a b']);
    expect(segments('/docs/%E0%A4%A')).toEqual(['docs', '%e0%a4%a']);
  });
});

describe('the nearest pages', () => {
  it('lead with the page a misspelt address meant', () => {
    expect(nearest('/docs/api/aichatt')?.[0]).toBe('/docs/api/aichat');
    expect(nearest('/docs/api/aicaht')?.[0]).toBe('/docs/api/aichat');
    expect(nearest('/docs/widgets/smart-fill')?.[0]).toBe('/docs/widgets/smart-filling');
    expect(nearest('/docs/service-tools/gitlab')?.[0]).toBe('/docs/service-tools/gitlab-connect');
    expect(nearest('/docs/API/AIChatt.html')?.[0]).toBe('/docs/api/aichat');
    // Equally far from 1-11-2: the one that starts as the address does.
    expect(nearest('/docs/release-notes/1-12')?.[0]).toBe('/docs/release-notes/1-12-0');
  });

  it('find a page under the wrong section, or with none, by its own name', () => {
    expect(nearest('/docs/widgets/aivector')?.[0]).toBe('/docs/api/aivector');
    expect(nearest('/docs/kb-assistant')?.[0]).toBe('/docs/widgets/kb-assistant');
    expect(nearest('/docs/widget')?.[0]).toBe('/docs/widgets/');
  });

  it('are pages of the release the address names, nearest first, those near alike together', () => {
    expect(nearest('/docs/1.11.2/widgets/translator')).toEqual([
      '/docs/1.11.2/widgets/ai-translator',
      '/docs/1.11.2/widgets/field-translator',
    ]);
    expect(nearest('/docs/1.11.2/api/aivoise')).toEqual(['/docs/1.11.2/api/aivoice']);
    // 1.11.2 has no vector form: its other AI form is the nearest page.
    expect(nearest('/docs/1.11.2/ai-form/ai-form-vector')?.[0]).toBe('/docs/1.11.2/ai-form/ai-form-long-chat');
  });

  it('are the one page meant when the others are much farther', () => {
    expect(nearest('/docs/api/aichatt')).toEqual(['/docs/api/aichat']);
    expect(nearest('/docs/widgets/kb-asistant')).toEqual(['/docs/widgets/kb-assistant']);
  });

  it('are the pages alike in name, not merely in section', () => {
    expect(nearest('/docs/api/aiv')).toEqual(['/docs/api/aivoice', '/docs/api/aivector', '/docs/api/aivision']);
    expect(nearest('/docs/widgets/nonexistent')).toEqual(['/docs/widgets/']);
    expect(nearest('/docs/1.11.2/api/no-such-class')).toEqual(['/docs/1.11.2/api/']);
  });

  it('are five at most, the nearest first', () => {
    const guides = {...latest, docs: [7, 6, 5, 4, 3, 2, 1].map((n) => ({id: `guide-${n}`, path: `/docs/guide-${n}`}))};
    expect(nearest('/docs/guide', [guides])).toEqual([
      '/docs/guide-1',
      '/docs/guide-2',
      '/docs/guide-3',
      '/docs/guide-4',
      '/docs/guide-5',
    ]);
  });

  it('are none for an address like no page', () => {
    expect(nearest('/this-page-does-not-exist')).toEqual([]);
    expect(nearest('/docs/no-such-page')).toEqual([]);
    expect(nearest('/docs/')).toEqual([]);
  });
});

describe('the same page in another release', () => {
  it('is the latest’s page when the older release lacks it', () => {
    expect(elsewhere('/docs/1.11.2/api/ainpromptbuilder')).toEqual(['/docs/api/ainpromptbuilder']);
    expect(elsewhere('/docs/1.11.2/ai-form/ai-form-vector')).toEqual(['/docs/ai-form/ai-form-vector']);
    const answer = answerFor('/docs/1.11.2/api/ainpromptbuilder', SITE)!;
    expect(answer.version.name).toBe('1.11.2');
    expect(answer.elsewhere[0].version.name).toBe('1.12.0');
  });

  it('is the page in every release the site has, for a release it has not (latest first)', () => {
    const answer = answerFor('/docs/1.10.0/api/aichat', SITE)!;
    expect(answer.version.name).toBe('1.12.0');
    expect(answer.elsewhere.map(({doc}) => doc.path)).toEqual(['/docs/api/aichat', '/docs/1.11.2/api/aichat']);
    // …and no page merely like it beside them.
    expect(answer.nearest).toEqual([]);
    expect(elsewhere('/docs/1.10.0/ai-form/ai-form-vector')).toEqual(['/docs/ai-form/ai-form-vector']);
    expect(elsewhere('/docs/v2.0/widgets/')).toEqual(['/docs/widgets/', '/docs/1.11.2/widgets/']);
  });

  it('is found for an address without /docs', () => {
    expect(elsewhere('/api/aichat')).toEqual(['/docs/api/aichat', '/docs/1.11.2/api/aichat']);
  });

  it('is found under a page’s other name in a release that renamed it', () => {
    const renamed = {
      ...latest,
      docs: latest.docs.map((doc) => (doc.id === 'api/aichat' ? {id: 'api/ai-chat', path: '/docs/api/ai-chat'} : doc)),
    };
    const moves = {'1.12.0': {'api/aichat': 'api/ai-chat'}};
    // The new name in the release before the rename; the old name in an unknown release.
    expect(elsewhere('/docs/1.11.2/api/ai-chat', [renamed, previous], moves)).toEqual(['/docs/api/ai-chat']);
    expect(elsewhere('/docs/1.10.0/api/aichat', [renamed, previous], moves)).toEqual([
      '/docs/api/ai-chat',
      '/docs/1.11.2/api/aichat',
    ]);
  });

  it('is none where no other release has the page, and for an archived release’s own build', () => {
    expect(elsewhere('/docs/api/aichatt')).toEqual([]);
    const archived = version('1.11.2', '/docs/1.11.2/', true);
    expect(elsewhere('/docs/1.11.2/api/ainpromptbuilder', [archived])).toEqual([]);
    expect(nearest('/docs/1.11.2/api/aichatt', [archived])?.[0]).toBe('/docs/1.11.2/api/aichat');
  });

  it('gives nothing without docs', () => {
    expect(answerFor('/docs/api/aichat', [])).toBeUndefined();
  });
});
