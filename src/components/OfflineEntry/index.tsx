import React, {type ReactNode} from 'react';
import {Redirect} from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';

import {DOCS_ROOT} from '@site/shared/releases/paths';

/**
 * The root of a release's offline copy (site/config/release-site.ts): index.html
 * opened without a route, or the release's root, leads to its entry page,
 * as the version root does on the site.
 */
export default function OfflineEntry(): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  return <Redirect to={`${DOCS_ROOT}/${String(siteConfig.customFields?.offlineRelease)}/getting-started/`} />;
}
