import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import Heading from '@theme/Heading';
import PageSearch from '@site/src/search/PageSearch';

import {PATHS} from '@site/shared/constants';
import {summary} from '@site/shared/home';
import Diagram from './Diagram';
import styles from './styles.module.css';

type Props = {
  /** The latest release and its notes. */
  latest: {version: string; notes: string};
};

/** The home banner: what AIN is, the site's search, where to start, and what AIN does, drawn. */
export default function HomeHero({latest}: Props): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  return (
    <div className={styles.hero}>
      <div className="container">
        <div>
          <Heading as="h1">{siteConfig.title}</Heading>
          <p>{summary}</p>
          <PageSearch />
          <Link className="button button--primary button--lg" to={`${PATHS.gettingStarted}/`}>
            Get started
          </Link>
          <Link className="button button--outline button--primary button--lg" to={latest.notes}>
            What’s new in {latest.version}
          </Link>
        </div>
        <Diagram />
      </div>
    </div>
  );
}
