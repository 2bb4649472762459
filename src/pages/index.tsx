import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Layout from '@theme/Layout';
import home from '@generated/ain-home-page/default/home.json';

import CardGrid from '@site/src/components/CardGrid';
import HomeHero from '@site/src/components/HomeHero';
import {audienceCards, summary} from '@site/shared/home';
import styles from './index.module.css';

export default function Home(): ReactNode {
  const {latest, tasks, sections} = home;
  return (
    <Layout title="AI platform documentation" description={summary}>
      <main>
        <HomeHero latest={latest} />
        <div className={`container ${styles.body}`}>
          <CardGrid id="sections" title="Browse the documentation" items={sections} columns={4} />
          <div className={styles.pair}>
            <section aria-labelledby="tasks" className={styles.tasks}>
              {/* eslint-disable-next-line @docusaurus/prefer-docusaurus-heading */}
              <h2 id="tasks">Popular tasks</h2>
              <ul>
                {tasks.map((task) => (
                  <li key={task.to}>
                    <Link to={task.to}>{task.title}</Link>
                  </li>
                ))}
              </ul>
            </section>
            {/* What the latest release brings, from its notes (site/plugins/home-page). */}
            <section aria-labelledby="latest" className={styles.latest}>
              {/* eslint-disable-next-line @docusaurus/prefer-docusaurus-heading */}
              <h2 id="latest">New in {latest.version}</h2>
              <div>
                <p>
                  Released <time>{latest.released}</time>. AIN {latest.version} brings {latest.brings}.
                </p>
                {latest.pages.length > 0 && (
                  <ul>
                    {latest.pages.map((page) => (
                      <li key={page.to}>
                        <Link to={page.to}>{page.title}</Link>
                      </li>
                    ))}
                  </ul>
                )}
                <p>
                  <Link to={latest.notes}>Release notes</Link>
                  {latest.changes && (
                    <Link to={latest.changes.path}>Documentation changes from {latest.changes.from}</Link>
                  )}
                </p>
              </div>
            </section>
          </div>
          <CardGrid id="audiences" title="Start from your role" items={audienceCards} columns={3} />
        </div>
      </main>
    </Layout>
  );
}
