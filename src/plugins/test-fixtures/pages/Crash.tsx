import React, {type ReactNode} from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
import Heading from '@theme/Heading';
import Layout from '@theme/Layout';

declare global {
  interface Window {
    /** Set by a test to make the next render succeed ("Try again"). */
    ainFixtureRecovered?: boolean;
  }
}

function IncidentList(): ReactNode {
  // Throws in the browser only, so the static build still renders the page.
  const isBrowser = useIsBrowser();
  if (isBrowser && !window.ainFixtureRecovered) {
    throw new Error('Fixture crash: the incident list failed to render');
  }
  return <p>The incident list rendered.</p>;
}

export default function CrashFixture(): ReactNode {
  return (
    <Layout title="Crash fixture">
      <main className="container margin-vert--lg">
        <Heading as="h1">Crash fixture</Heading>
        <IncidentList />
      </main>
    </Layout>
  );
}
