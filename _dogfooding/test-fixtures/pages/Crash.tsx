import React, {type ReactNode} from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';

import FixtureLayout from '../FixtureLayout';

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
    <FixtureLayout title="Crash fixture">
      <IncidentList />
    </FixtureLayout>
  );
}
