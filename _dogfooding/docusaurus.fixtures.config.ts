/**
 * The fixture site (`npm run build:fixtures`, into build-fixtures/): the
 * production site plus test-only pages that provoke each row of the
 * specification's error catalogue (./test-fixtures), for tests/e2e/errors.spec.ts.
 */
import type {Config} from '@docusaurus/types';

import production from '../docusaurus.config';
import testFixturesPlugin from './test-fixtures';

export default {
  ...production,
  plugins: [...production.plugins, testFixturesPlugin],
} satisfies Config;
