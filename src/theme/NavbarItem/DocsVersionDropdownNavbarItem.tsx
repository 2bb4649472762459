/** Wrapped: the one 404.html, hydrated at an older release's address, would label the dropdown otherwise
 * than the server did, a mismatch; so it hydrates for the server's address, then renders for the real one. */
import React, {type ReactNode} from 'react';
import {StaticRouter} from 'react-router-dom';
import {useActiveDocContext} from '@docusaurus/plugin-content-docs/client';
import useBaseUrl from '@docusaurus/useBaseUrl';
import DocsVersionDropdownNavbarItem from '@theme-original/NavbarItem/DocsVersionDropdownNavbarItem';
import type {Props} from '@theme/NavbarItem/DocsVersionDropdownNavbarItem';

import {useHydrated} from '@site/src/hooks/useHydrated';

export default function DocsVersionDropdownNavbarItemWrapper(props: Props): ReactNode {
  const hydrated = useHydrated();
  const {activeVersion, activeDoc} = useActiveDocContext(props.docsPluginId);
  const notFoundPage = useBaseUrl('/404.html');
  // An address inside a release that is no page of it: the not-found page.
  if (!hydrated && activeVersion && !activeDoc) {
    return (
      <StaticRouter location={notFoundPage}>
        <DocsVersionDropdownNavbarItem {...props} />
      </StaticRouter>
    );
  }
  return <DocsVersionDropdownNavbarItem {...props} />;
}
