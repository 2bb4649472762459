import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {useLocation} from '@docusaurus/router';
import Heading from '@theme/Heading';
import Layout from '@theme/Layout';

import type {DiffPage, SectionChanges, VersionDiffData} from './types';

/** A release in this build: its own diff. Archived releases: all their diffs
 * in one module, this page's picked by its path (`/changes/1.9.0-to-1.10.0`). */
type Props = {diff: VersionDiffData} | {diffs: Record<string, VersionDiffData>};

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/** A link to a docs page: in this app, or a full page load into an archived release's own build. */
function PageLink({page, children = page.title}: {page: DiffPage; children?: ReactNode}): ReactNode {
  return page.archived ? (
    <Link to={`pathname://${page.permalink}`} target="_self">
      {children}
    </Link>
  ) : (
    <Link to={page.permalink}>{children}</Link>
  );
}

/** One line per kind of change, naming the sections concerned. */
function SectionSummary({sections}: {sections: SectionChanges}): ReactNode {
  const lines = [
    ['New sections', sections.added],
    ['Removed sections', sections.removed],
    ['Changed sections', sections.changed],
    ['Changed front matter', sections.frontMatter],
  ] as const;
  return (
    <ul>
      {lines
        .filter(([, names]) => names.length > 0)
        .map(([label, names]) => (
          <li key={label}>
            {label}: {names.join('; ')}
          </li>
        ))}
    </ul>
  );
}

/** One kind of change: its heading, then its pages or a line saying there are none. */
function DiffSection({
  id,
  title,
  empty,
  items,
}: {
  id: string;
  title: string;
  empty: string;
  items: ReactNode[];
}): ReactNode {
  return (
    <section>
      <Heading as="h2" id={id}>
        {title}
      </Heading>
      {items.length === 0 ? <p>{empty}</p> : <ul>{items}</ul>}
    </section>
  );
}

/** The generated page of what changed between two releases (src/plugins/version-diff/). */
export default function VersionDiffPage(props: Props): ReactNode {
  const pair = useLocation().pathname.replace(/\/$/, '').split('/').pop() ?? '';
  const diff = 'diff' in props ? props.diff : props.diffs[pair];
  const {from, to, added, removed, changed, unchanged, releaseNotes} = diff;
  const title = `What changed from ${from} to ${to}`;
  const summary = `${plural(added.length, 'page')} added, ${plural(removed.length, 'page')} removed, ${plural(changed.length, 'page')} changed and ${unchanged} unchanged.`;
  return (
    <Layout
      title={title}
      description={`The AIN documentation pages added, removed and changed between releases ${from} and ${to}, generated from the sources of both versions.`}>
      <main className="container margin-vert--lg markdown">
        <Heading as="h1">{title}</Heading>
        <p>
          Generated from the documentation sources of {from} and {to} at build time. {summary} For the product changes
          themselves, read the{' '}
          {releaseNotes ? <PageLink page={releaseNotes}>release notes of {to}</PageLink> : `release notes of ${to}`}.
        </p>
        <DiffSection
          id="added"
          title="Added pages"
          empty="No page was added."
          items={added.map((page) => (
            <li key={page.permalink}>
              <PageLink page={page} />: {page.description}
            </li>
          ))}
        />
        <DiffSection
          id="removed"
          title="Removed pages"
          empty="No page was removed."
          items={removed.map((page) => (
            <li key={page.permalink}>
              <PageLink page={page} /> (last in {from})
            </li>
          ))}
        />
        <DiffSection
          id="changed"
          title="Changed pages"
          empty="No page changed."
          items={changed.map(({page, previous, sections}) => (
            <li key={page.permalink}>
              <PageLink page={page} /> (<PageLink page={previous}>as in {from}</PageLink>)
              <SectionSummary sections={sections} />
            </li>
          ))}
        />
      </main>
    </Layout>
  );
}
