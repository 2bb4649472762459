import React, {type ReactNode} from 'react';
import {ThemeClassNames} from '@docusaurus/theme-common';
import type {Props} from '@theme/LastUpdated';

/**
 * Ejected, not wrapped: the theme formats the day itself ("Nov 28, 2026"), and
 * no option changes it. The site writes every date as ISO 8601 ("2026-11-28"),
 * as /versions, the home page, the release notes and the manual's cover do.
 * Author names are off (showLastUpdateAuthor), so only the day is shown.
 */
export default function LastUpdated({lastUpdatedAt}: Props): ReactNode {
  if (!lastUpdatedAt) return null;
  const day = new Date(lastUpdatedAt).toISOString();
  return (
    <span className={ThemeClassNames.common.lastUpdated}>
      Last updated on{' '}
      <b>
        <time dateTime={day} itemProp="dateModified">
          {day.slice(0, 10)}
        </time>
      </b>
    </span>
  );
}
