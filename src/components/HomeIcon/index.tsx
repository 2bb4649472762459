import React, {type ReactNode} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';

/**
 * One icon of the home page, drawn in static/img/home-icons.svg: a symbol
 * there, not a path here, so the icons cost the page's script nothing.
 * Decorative: the text beside it says what it stands for, so a release's
 * offline copy, opened from disk, where a browser refuses a file's symbols
 * to a page, leaves it out (its not-found page shows the section cards).
 */
export default function HomeIcon({name}: {name: string}): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  if (siteConfig.customFields?.offlineRelease) return null;
  return (
    <svg aria-hidden="true">
      <use href={`${siteConfig.baseUrl}img/home-icons.svg#${name}`} />
    </svg>
  );
}
