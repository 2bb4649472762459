import React, {type ReactNode} from 'react';
import {Redirect} from '@docusaurus/router';

import {DOCS_ROOT} from '@site/shared/releases/paths';
import {useOfflineRelease} from '@site/src/hooks/useOfflineRelease';

/**
 * The root of a release's offline copy (site/config/release-site.ts): index.html
 * opened without a route, or the release's root, leads to its entry page,
 * as the version root does on the site.
 */
export default function OfflineEntry(): ReactNode {
  return <Redirect to={`${DOCS_ROOT}/${useOfflineRelease()}/getting-started/`} />;
}
