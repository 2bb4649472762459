import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';

import FixtureLayout from '../FixtureLayout';

/** Links to every fixture, so tests can reach them by client-side navigation. */
export default function FixturesIndex(): ReactNode {
  return (
    <FixtureLayout title="Test fixtures" noFooter>
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
    </FixtureLayout>
  );
}
