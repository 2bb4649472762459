/** Read from the content and versions.json: the release scenario runs it unchanged after its cuts. */
import {describe, expect, it} from 'vitest';

import {docIds, docUrl, frontMatterOf, LATEST, notesId, PREVIOUS, releaseDate, renamedFrom} from '../support/releases';
import {attrs, fileForUrl, isRedirectPage, readPage} from './helpers';

const $ = readPage('/');

/** The section under the level-2 heading `title`. */
function section(title: string) {
  const heading = $('main h2').filter((_, element) => $(element).text() === title);
  expect(heading.length, `a heading "${title}"`).toBe(1);
  return heading.closest('section');
}

describe('the home page', () => {
  it('says what the latest release brings, from its notes', () => {
    const latest = section(`New in ${LATEST}`);
    const notes = frontMatterOf(LATEST, notesId(LATEST));
    expect(latest.find('p').first().text()).toBe(
      `Released ${releaseDate(LATEST)}. AIN ${LATEST} brings ${String(notes.announcement)}.`,
    );
    const links = attrs($, latest.find('a'));
    expect(links).toContain(docUrl(LATEST, notesId(LATEST)));
    if (PREVIOUS) expect(links).toContain(`/changes/${PREVIOUS}-to-${LATEST}`);
  });

  it('links each page the latest release adds: not in the release before, under its id or an earlier one', () => {
    const before = PREVIOUS ? docIds(PREVIOUS) : [];
    const added = PREVIOUS
      ? docIds(LATEST).filter(
          (id) =>
            id !== notesId(LATEST) &&
            !before.includes(id) &&
            !renamedFrom(LATEST, id).some((earlier) => before.includes(earlier)),
        )
      : [];
    const listed = section(`New in ${LATEST}`)
      .find('ul a')
      .map((_, link) => [[$(link).attr('href'), $(link).text()]])
      .get() as [string, string][];
    expect(listed.map(([href]) => href).sort()).toEqual(added.map((id) => docUrl(LATEST, id)).sort());
    for (const [href, text] of listed) {
      const id = added.find((page) => docUrl(LATEST, page) === href)!;
      expect(text).toBe(String(frontMatterOf(LATEST, id).title));
    }
  });

  it('lists popular tasks, each on a page of the latest docs, at a heading there', () => {
    const tasks = section('Popular tasks').find('a');
    expect(tasks.length).toBeGreaterThanOrEqual(4);
    tasks.each((_, task) => {
      const href = $(task).attr('href')!;
      const [pathname, anchor] = href.split('#');
      // In the latest docs, where a release cut moves them.
      expect(pathname).toMatch(/^\/docs\/(?!\d+\.\d+\.\d+\/)/);
      const file = fileForUrl(pathname);
      expect(file, `${href}: a built page`).toBeDefined();
      expect(isRedirectPage(pathname), `${href}: a page, not a redirect`).toBe(false);
      if (anchor) {
        expect(readPage(pathname)(`[id="${anchor}"]`).length, `${href}: its heading`).toBe(1);
      }
      expect(
        docIds(LATEST).map((id) => docUrl(LATEST, id)),
        `${href}: a page of ${LATEST}`,
      ).toContain(pathname);
    });
  });
});
