/**
 * Ejected, because the theme's version is fixed text: the not-found content
 * is the one component both not-found cases render (the site's 404 page, and
 * the docs for an address in /docs that is no page), and there is no option
 * for what it shows. The docs import it into every docs page's bundle, so
 * it holds only the page's text and search: its lists (./Page, with every
 * page title they need) are a chunk of their own, fetched when an address
 * is not found.
 */
import React, {lazy, Suspense, type ReactNode} from 'react';
import clsx from 'clsx';
import {translate} from '@docusaurus/Translate';
import {PageMetadata} from '@docusaurus/theme-common';
import Heading from '@theme/Heading';
import SearchBar from '@theme/SearchBar';
import type {Props} from '@theme/NotFound/Content';

import styles from './styles.module.css';

const Page = lazy(() => import('./Page'));

export default function NotFoundContent({className}: Props): ReactNode {
  const title = translate({id: 'theme.NotFound.title', message: 'Page not found'});
  // What the page says and its search are here, not in the lazy part: Docusaurus re-renders the app
  // just after hydration, which makes React draw a part still loading from scratch, empty until it arrives.
  return (
    <main className={clsx('container margin-vert--xl', styles.main, className)}>
      <PageMetadata title={title} />
      <p className="text--uppercase text--semibold text--primary margin-bottom--sm">Error 404</p>
      <Heading as="h1">{title}</Heading>
      <p>There is no page at this address. Search for it, or try a page below.</p>
      <div className={clsx(styles.search, 'margin-bottom--xl')}>
        <SearchBar />
      </div>
      <Suspense fallback={null}>
        <Page />
      </Suspense>
    </main>
  );
}
