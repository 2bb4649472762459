/** The house rules over the draft and every release; a failure lists each problem as `npm run check:docs` does. */
import {describe, it} from 'vitest';

import {assertNoProblems} from '../../scripts/writer/problems';
import {readContext, RULES} from '../../scripts/writer/rules';

const context = readContext();

describe('the docs follow the house rules', () => {
  for (const rule of RULES) {
    // The first rule parses every page as MDX: seconds on a busy machine (vitest.config.mts allows for it).
    it(rule.name, async () => assertNoProblems(await rule.check(context)));
  }
});
