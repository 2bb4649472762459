/**
 * Wrapped because the server renders one 404.html, for no release, and hosts
 * serve it for every address that is not found: hydrating it at an address
 * inside an older release (/docs/1.11.2/…) would label the dropdown with that
 * release where the server wrote the latest, a text mismatch React reports as
 * an error. While hydrating such a page, the item renders for the address the
 * server rendered; once hydrated, for the real one.
 */
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
