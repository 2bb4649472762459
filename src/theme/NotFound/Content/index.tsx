/** Ejected: the theme's not-found content, which both not-found cases render, is fixed text. Every docs
 * bundle imports it, so its lists (./Page) are a chunk of their own, fetched when an address is not found. */
import React, {lazy, Suspense, type ReactNode} from 'react';
import clsx from 'clsx';
import {translate} from '@docusaurus/Translate';
import {PageMetadata} from '@docusaurus/theme-common';
import Heading from '@theme/Heading';
import PageSearch from '@site/src/search/PageSearch';
import type {Props} from '@theme/NotFound/Content';

const Page = lazy(() => import('./Page'));

export default function NotFoundContent({className}: Props): ReactNode {
  const title = translate({id: 'theme.NotFound.title', message: 'Page not found'});
  // Text and search stay out of the lazy part, which Docusaurus's re-render after hydration would blank.
  return (
    <main className={clsx('container margin-vert--xl', className)}>
      <PageMetadata title={title} />
      <p className="text--uppercase text--semibold text--primary margin-bottom--sm">Error 404</p>
      <Heading as="h1">{title}</Heading>
      <p>There is no page at this address. Search for it, or try a page below.</p>
      <PageSearch />
      <Suspense fallback={null}>
        <Page />
      </Suspense>
    </main>
  );
}
