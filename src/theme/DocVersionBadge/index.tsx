import React, {type ReactNode} from 'react';
import VersionBadge from '@theme-original/DocVersionBadge';
import type VersionBadgeType from '@theme/DocVersionBadge';
import type {WrapperProps} from '@docusaurus/types';
import {useDoc} from '@docusaurus/plugin-content-docs/client';

import CopyPageMarkdown from '@site/src/components/CopyPageMarkdown';
import {useOfflineRelease} from '@site/src/hooks/useOfflineRelease';
import styles from './styles.module.css';

type Props = WrapperProps<typeof VersionBadgeType>;

/** Wrapped: no option adds page actions. On the badge's row, outside the article, search and the Markdown
 * twin skip them; an offline copy has no twins (site/config/release-site.ts), so no actions. */
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
