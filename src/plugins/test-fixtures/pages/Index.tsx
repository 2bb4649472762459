import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import Layout from '@theme/Layout';

/** Links to every fixture, so tests can reach them by client-side navigation. */
export default function FixturesIndex(): ReactNode {
  return (
    <Layout title="Test fixtures" noFooter>
      <main className="container margin-vert--lg">
        <Heading as="h1">Test fixtures</Heading>
        <ul>
          <li>
            <Link to="/__fixtures/crash">A page that crashes</Link>
          </li>
          <li>
            <Link to="/__fixtures/lazy">A page whose chunk a test can block</Link>
          </li>
          <li>
            <Link to="/__fixtures/no-default-export">A page without a default export</Link>
          </li>
          <li>
            <Link to="/__fixtures/invariant">A page that fails an invariant</Link>
          </li>
        </ul>
      </main>
    </Layout>
  );
}
