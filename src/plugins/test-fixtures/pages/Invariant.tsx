import React, {type ReactNode} from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
import Heading from '@theme/Heading';
import Layout from '@theme/Layout';
import invariant from 'tiny-invariant';

function Guarded(): ReactNode {
  const isBrowser = useIsBrowser();
  // The library react-router uses for its own checks; production builds keep
  // only the generic message "Invariant failed".
  invariant(!isBrowser, 'the fixture condition is false in the browser');
  return <p>Rendered at build time.</p>;
}

export default function InvariantFixture(): ReactNode {
  return (
    <Layout title="Invariant fixture">
      <main className="container margin-vert--lg">
        <Heading as="h1">Invariant fixture</Heading>
        <Guarded />
      </main>
    </Layout>
  );
}
