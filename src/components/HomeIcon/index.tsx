import React, {type ReactNode} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';

/** A decorative symbol of static/img/home-icons.svg, so icons cost the page's script nothing. */
export default function HomeIcon({name, className}: {name: string; className?: string}): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  return (
    <svg aria-hidden="true" className={className}>
      <use href={`${siteConfig.baseUrl}img/home-icons.svg#${name}`} />
    </svg>
  );
}
