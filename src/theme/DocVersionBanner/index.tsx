import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {ThemeClassNames} from '@docusaurus/theme-common';
import {
  useDocVersionSuggestions,
  useDocsPreferredVersion,
  useDocsVersion,
} from '@docusaurus/plugin-content-docs/client';
import type DocVersionBannerType from '@theme/DocVersionBanner';
import type {WrapperProps} from '@docusaurus/types';

import {DOCS_ROOT, VERSIONS_PAGE} from '@site/shared/releases/paths';
import {RELEASE_STATUS} from '@site/shared/releases/status';
import styles from './styles.module.css';

type Props = WrapperProps<typeof DocVersionBannerType>;

/** The banner of the active release or the draft: one line in /versions' words, linking it and this page
 * in the latest release (remembered as the version menu does). */
function ReleaseBanner({className}: Props): ReactNode {
  const {banner, label, pluginId} = useDocsVersion();
  const {savePreferredVersionName} = useDocsPreferredVersion(pluginId);
  const {latestDocSuggestion, latestVersionSuggestion: latest} = useDocVersionSuggestions(pluginId);
  if (!banner) return null;
  const to = latestDocSuggestion?.path ?? latest.docs.find((doc) => doc.id === latest.mainDocId)?.path;
  return (
    <div
      className={clsx(className, ThemeClassNames.docs.docVersionBanner, 'alert alert--info', styles.banner)}
      role="alert">
      {banner === 'unreleased' ? (
        'This is the unreleased draft.'
      ) : (
        <>
          AIN {label} is <Link to={VERSIONS_PAGE}>{RELEASE_STATUS.active.toLowerCase()}</Link>.
        </>
      )}{' '}
      The latest is{' '}
      <Link to={to} onClick={() => savePreferredVersionName(latest.name)}>
        {latest.label}
      </Link>
      .
    </div>
  );
}

/** In place of the theme's banner, whose two paragraphs no option changes; in an archived release's build
 * (site/config/release-site.ts), it leads to the latest docs and all versions with full page loads. */
export default function DocVersionBannerWrapper(props: Props): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const archived = siteConfig.customFields?.archivedRelease as string | undefined;
  if (!archived) {
    return <ReleaseBanner {...props} />;
  }
  return (
    <div
      className={clsx(props.className, ThemeClassNames.docs.docVersionBanner, 'alert alert--warning margin-bottom--md')}
      role="alert">
      This is the documentation of AIN {archived}, an {RELEASE_STATUS.archived.toLowerCase()} release.{' '}
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
