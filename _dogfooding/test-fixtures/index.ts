/**
 * Test-only pages that provoke each error a reader can meet (a chunk or a
 * route that fails to load, a crash, a false invariant). Only the fixture site (the `fixtures` variant of site/config/site.ts,
 * `npm run build:fixtures`, into build-fixtures/) has them; the production
 * build never does, which tests/build/fixtures.test.ts checks.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

const FIXTURES_PATH = '/__fixtures';

/** Fixture slug → page module in ./pages. */
const FIXTURE_PAGES = {
  '': 'Index',
  crash: 'Crash',
  lazy: 'Lazy',
  'no-default-export': 'NoDefaultExport',
  invariant: 'Invariant',
} as const;

export default function testFixturesPlugin(_context: LoadContext): Plugin {
  return {
    name: 'ain-test-fixtures',
    async contentLoaded({actions}) {
      for (const [slug, module] of Object.entries(FIXTURE_PAGES)) {
        actions.addRoute({
          path: slug ? `${FIXTURES_PATH}/${slug}` : FIXTURES_PATH,
          component: `@site/_dogfooding/test-fixtures/pages/${module}`,
          exact: true,
        });
      }
    },
    // A dotfile in the output, as a careless deploy might leave one: the
    // hosting tests check the host does not serve it.
    async postBuild({outDir}) {
      await fs.writeFile(path.join(outDir, '.env'), 'FIXTURE_SECRET=never-served\n');
    },
  };
}
