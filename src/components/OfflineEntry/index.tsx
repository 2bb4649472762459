import React, {type ReactNode} from 'react';
import {Redirect} from '@docusaurus/router';

import {DOCS_ROOT} from '@site/shared/releases/paths';
import {useOfflineRelease} from '@site/src/hooks/useOfflineRelease';

/** An offline copy's root (site/config/release-site.ts) leads to its entry page, as on the site. */
export default function OfflineEntry(): ReactNode {
  return <Redirect to={`${DOCS_ROOT}/${useOfflineRelease()}/getting-started/`} />;
}
