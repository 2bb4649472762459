import React, {type ReactNode} from 'react';
import {ThemeClassNames} from '@docusaurus/theme-common';
import type {Props} from '@theme/LastUpdated';

/** Ejected: the theme formats the day itself ("Nov 28, 2026") and the site writes every date as ISO 8601. */
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
