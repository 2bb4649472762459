import React, {type ReactNode} from 'react';
import Heading from '@theme/Heading';
import Layout from '@theme/Layout';

/** A plain page; tests find its chunk by this marker and block it. */
export const LAZY_FIXTURE_MARKER = 'ain-lazy-fixture-chunk';

export default function LazyFixture(): ReactNode {
  return (
    <Layout title="Lazy fixture">
      <main className="container margin-vert--lg">
        <Heading as="h1">Lazy fixture</Heading>
        <p data-marker={LAZY_FIXTURE_MARKER}>This page loaded.</p>
      </main>
    </Layout>
  );
}
