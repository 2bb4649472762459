import React, {type ReactNode} from 'react';
import Layout from '@theme/Layout';

import CardGrid from '@site/src/components/CardGrid';
import HomeHero from '@site/src/components/HomeHero';
import {audienceCards, sectionCards} from '@site/src/data/home';

export default function Home(): ReactNode {
  return (
    <Layout
      title="AI platform documentation"
      description="Documentation of AIN, the AI platform: connect AI providers as Nexuses and use them in widgets, chat forms, workflows and server-side scripts.">
      <HomeHero />
      <main className="container margin-vert--xl">
        <CardGrid id="sections" title="Browse the documentation" items={sectionCards} />
        <CardGrid id="audiences" title="Start from your role" items={audienceCards} />
      </main>
    </Layout>
  );
}
