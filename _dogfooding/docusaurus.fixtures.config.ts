/**
 * The fixture site (`npm run build:fixtures`, into build-fixtures/): the
 * production site plus test-only pages that provoke each error a reader can
 * meet (./test-fixtures), for tests/e2e/errors.spec.ts,
 * built from frozen content for the screenshot tests (scripts/build-fixtures.mjs).
 */
import type {Config} from '@docusaurus/types';

import production from '../docusaurus.config';
import testFixturesPlugin from './test-fixtures';

export default {
  ...production,
  // Docusaurus's fixed "last updated" day: the pictures of the screenshot
  // tests show it, whatever the Git history of the frozen content.
  future: {...production.future, experimental_vcs: 'hardcoded'},
  plugins: [...production.plugins, testFixturesPlugin],
} satisfies Config;
