/**
 * The house rules, over the draft and every released version (./rules):
 * front matter, audience, length, code examples, page kinds, release notes,
 * glossary links at first use, sample data, facts and roles, links and
 * anchors, what each version may name, and renamed pages. A failure lists
 * every problem as `file:line — what is wrong — what to do`, as
 * `npm run check:docs` prints it.
 */
import {describe, it} from 'vitest';

import {assertNoProblems} from '../../scripts/writer/problems';
import {readContext, RULES} from '../../scripts/writer/rules';

const context = readContext();

describe('the docs follow the house rules', () => {
  for (const rule of RULES) {
    // The first rule parses every page as MDX: seconds on a busy machine (vitest.config.mts allows for it).
    it(rule.name, () => assertNoProblems(rule.check(context)));
  }
});
