/** The not-found page's lists (./index.tsx renders the rest): the nearest pages, the same page in other
 * releases, the release's docs sections. One 404.html serves every address, so what depends on the address
 * renders after hydration. */
import React, {useMemo, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {useLocation} from '@docusaurus/router';
import {usePluginData} from '@docusaurus/useGlobalData';
import {useAllDocsData} from '@docusaurus/plugin-content-docs/client';
import titles from '@generated/ain-not-found/default/doc-titles.json';
import docSections from '@generated/ain-not-found/default/doc-sections.json';
import CardGrid from '@site/src/components/CardGrid';
import {useHydrated} from '@site/src/hooks/useHydrated';
import {useOfflineRelease} from '@site/src/hooks/useOfflineRelease';

import {answerFor, type Nearby, type Renamed, type Version} from './nearest';

/** Every built version of the docs, with the pages a reader can open. */
function useVersions(): Version[] {
  const plugins = useAllDocsData();
  return useMemo(
    () =>
      Object.values(plugins).flatMap(({versions}) =>
        versions.map((version) => ({
          ...version,
          docs: version.docs.filter((doc) => !doc.unlisted && !version.draftIds.includes(doc.id)),
        })),
      ),
    [plugins],
  );
}

/** The name of a doc's section in its version: the title of the section's landing page. */
const sectionName = (version: string, id: string) => titles[version]?.[`${id.split('/')[0]}/index`];

/** Pages as links in the theme's previous/next card style, which the site's stylesheet already holds. */
type PageListProps = {id: string; title: string; pages: Nearby[]; where: (page: Nearby) => string};
function PageList({id, title, pages, where}: PageListProps) {
  return (
    <section className="margin-bottom--lg" aria-labelledby={id}>
      {/* A plain heading, as CardGrid's: a list needs no permalink anchor. */}
      {/* eslint-disable-next-line @docusaurus/prefer-docusaurus-heading */}
      <h2 id={id}>{title}</h2>
      <ul className="clean-list">
        {pages.map((page) => (
          <li key={page.doc.path} className="margin-bottom--sm">
            <Link to={page.doc.path} className="pagination-nav__link">
              <div className="pagination-nav__sublabel">
                {[where(page), sectionName(page.version.name, page.doc.id)].filter(Boolean).join(' · ')}
              </div>
              <div className="pagination-nav__label">
                {titles[page.version.name]?.[page.doc.id] ?? page.doc.id.split('/').at(-1)}
              </div>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

export default function Page(): ReactNode {
  const {pathname} = useLocation();
  const hydrated = useHydrated();
  const versions = useVersions();
  const offline = useOfflineRelease() !== undefined;
  const renamed = usePluginData('ain-renamed-pages') as Renamed | undefined;
  const answer = useMemo(
    () => (hydrated ? answerFor(pathname, versions, renamed) : undefined),
    [hydrated, pathname, versions, renamed],
  );
  // Before the address is read (the server's render), the latest release's sections.
  const version = answer?.version ?? versions.find((candidate) => candidate.isLast) ?? versions[0];
  const sections = (version ? (docSections[version.name] ?? []) : []).flatMap(({folder, description}) => {
    const landing = version?.docs.find((doc) => doc.id === `${folder}/index`);
    // Each with its section's icon, as the home page's cards (static/img/home-icons.svg), but in an offline
    // copy, which a browser opened from disk does not let read a separate SVG file.
    const icon = offline ? undefined : folder;
    return landing ? [{title: titles[version!.name]?.[landing.id] ?? folder, description, to: landing.path, icon}] : [];
  });

  return (
    <>
      {answer && answer.elsewhere.length > 0 && (
        <PageList
          id="in-another-release"
          title="This page in another release"
          pages={answer.elsewhere}
          where={({version: {label, isLast}}) => `Release ${label}${isLast ? ' (latest)' : ''}`}
        />
      )}
      {answer && answer.nearest.length > 0 && (
        <PageList id="did-you-mean" title="Did you mean?" pages={answer.nearest} where={({doc}) => doc.path} />
      )}
      {sections.length > 0 && (
        <CardGrid
          id="sections"
          title={version && !version.isLast ? `Browse the ${version.label} documentation` : 'Browse the documentation'}
          items={sections}
          columns={4}
        />
      )}
    </>
  );
}
