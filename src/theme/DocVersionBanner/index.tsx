import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {ThemeClassNames} from '@docusaurus/theme-common';
import DocVersionBanner from '@theme-original/DocVersionBanner';
import type DocVersionBannerType from '@theme/DocVersionBanner';
import type {WrapperProps} from '@docusaurus/types';

import {DOCS_ROOT, VERSIONS_PAGE} from '@site/src/releases/paths';

type Props = WrapperProps<typeof DocVersionBannerType>;

/**
 * Wrapped: in an archived release's own build (archive/) the theme's banner
 * would point at that build's only version, itself. There it says the
 * release is archived and leads to the latest docs and to the list of every
 * release on the main site, full page loads; everywhere else it is the
 * theme's banner.
 */
export default function DocVersionBannerWrapper(props: Props): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const archived = siteConfig.customFields?.archivedRelease as string | undefined;
  if (!archived) {
    return <DocVersionBanner {...props} />;
  }
  return (
    <div
      className={clsx(props.className, ThemeClassNames.docs.docVersionBanner, 'alert alert--warning margin-bottom--md')}
      role="alert">
      This is the documentation of AIN {archived}, an archived release.{' '}
      <Link to={`pathname://${DOCS_ROOT}/`} autoAddBaseUrl={false} target="_self">
        See the documentation of the latest release
      </Link>{' '}
      or{' '}
      <Link to={`pathname://${VERSIONS_PAGE}`} autoAddBaseUrl={false} target="_self">
        all versions
      </Link>
      .
    </div>
  );
}
