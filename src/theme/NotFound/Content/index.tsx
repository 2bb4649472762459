/**
 * Ejected, because the theme's version is fixed text: the not-found content
 * is the one component both not-found cases render (the site's 404 page, and
 * the docs for an address in /docs that is no page), and there is no option
 * for what it shows. The docs import it into every docs page's bundle, so
 * this is only a loader: the page itself (./Page) is a chunk of its own,
 * fetched when an address is not found.
 */
import React, {lazy, Suspense, type ReactNode} from 'react';
import type {Props} from '@theme/NotFound/Content';

const Page = lazy(() => import('./Page'));

export default function NotFoundContent(props: Props): ReactNode {
  return (
    <Suspense fallback={null}>
      <Page {...props} />
    </Suspense>
  );
}
