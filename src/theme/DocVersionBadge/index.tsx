import React, {type ReactNode} from 'react';
import VersionBadge from '@theme-original/DocVersionBadge';
import type VersionBadgeType from '@theme/DocVersionBadge';
import type {WrapperProps} from '@docusaurus/types';
import {useDoc} from '@docusaurus/plugin-content-docs/client';

import CopyPageMarkdown from '@site/src/components/CopyPageMarkdown';
import {useOfflineRelease} from '@site/src/hooks/useOfflineRelease';
import styles from './styles.module.css';

type Props = WrapperProps<typeof VersionBadgeType>;

/**
 * Wrapped, not ejected: no option adds page actions to a doc. The page's
 * Markdown actions share the version badge's row, above the title and outside
 * the article body, so they are neither indexed by search nor part of the
 * page's Markdown twin. A release's offline copy has no Markdown twins
 * (site/config/release-site.ts), so no actions.
 */
export default function DocVersionBadgeWrapper(props: Props): ReactNode {
  const {metadata} = useDoc();
  const offline = useOfflineRelease();
  return (
    <div className={styles.row}>
      <VersionBadge {...props} />
      {offline ? null : <CopyPageMarkdown permalink={metadata.permalink} />}
    </div>
  );
}
