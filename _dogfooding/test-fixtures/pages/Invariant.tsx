import React, {type ReactNode} from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
import invariant from 'tiny-invariant';

import FixtureLayout from '../FixtureLayout';

function Guarded(): ReactNode {
  const isBrowser = useIsBrowser();
  // The library react-router uses for its own checks; production builds keep
  // only the generic message "Invariant failed".
  invariant(!isBrowser, 'the fixture condition is false in the browser');
  return <p>Rendered at build time.</p>;
}

export default function InvariantFixture(): ReactNode {
  return (
    <FixtureLayout title="Invariant fixture">
      <Guarded />
    </FixtureLayout>
  );
}
