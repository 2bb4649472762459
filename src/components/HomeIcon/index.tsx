import React, {type ReactNode} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';

/**
 * One icon of the home page, drawn in static/img/home-icons.svg: a symbol
 * there, not a path here, so the icons cost the page's script nothing.
 * Decorative: the text beside it says what it stands for.
 */
export default function HomeIcon({name, className}: {name: string; className?: string}): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  return (
    <svg aria-hidden="true" className={className}>
      <use href={`${siteConfig.baseUrl}img/home-icons.svg#${name}`} />
    </svg>
  );
}
