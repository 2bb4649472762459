import React, {type ReactNode} from 'react';

import FixtureLayout from '../FixtureLayout';

/** A plain page; tests find its chunk by this marker and block it. */
export const LAZY_FIXTURE_MARKER = 'ain-lazy-fixture-chunk';

export default function LazyFixture(): ReactNode {
  return (
    <FixtureLayout title="Lazy fixture">
      <p data-marker={LAZY_FIXTURE_MARKER}>This page loaded.</p>
    </FixtureLayout>
  );
}
