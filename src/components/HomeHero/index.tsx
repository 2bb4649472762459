import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import Heading from '@theme/Heading';

import {PATHS} from '@site/src/constants';
import styles from './styles.module.css';
import {LATEST, releaseNotesPath} from '@site/src/releases';

/** The home page banner: what AIN is in one sentence, and where to start. */
export default function HomeHero(): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  return (
    <header className={styles.hero}>
      <div className="container">
        <Heading as="h1" className={styles.title}>
          {siteConfig.title}
        </Heading>
        <p className={styles.lead}>
          AIN is the AI platform of your service-management instance: connect AI providers once, as Nexuses, and use
          them in form widgets, chat forms, workflows and server-side scripts.
        </p>
        <div className={styles.actions}>
          <Link className="button button--primary button--lg" to={`${PATHS.gettingStarted}/`}>
            Get started
          </Link>
          <Link className="button button--secondary button--lg" to={releaseNotesPath()}>
            What’s new in {LATEST}
          </Link>
        </div>
      </div>
    </header>
  );
}
