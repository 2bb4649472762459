import useDocusaurusContext from '@docusaurus/useDocusaurusContext';

/** The release this build is the offline copy of (site/config/release-site.ts), or undefined on the site. */
export function useOfflineRelease(): string | undefined {
  const release = useDocusaurusContext().siteConfig.customFields?.offlineRelease;
  return typeof release === 'string' ? release : undefined;
}
