/**
 * axe-core in the page under test: its source evaluated once per document,
 * then one `axe.run()` per check (the site has no frames: its Content
 * Security Policy has `frame-src 'none'`). @axe-core/playwright evaluated the
 * whole source twice before every check (its own injection, then once per
 * frame), about 0.2 s of processor time each on a docs page: four times on
 * a page checked in both colour modes.
 */
import fs from 'node:fs';
import type {Page} from '@playwright/test';
import type Axe from 'axe-core';
import type {AxeResults, RunOptions} from 'axe-core';

const AXE_SOURCE = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/** The success criteria the site meets: WCAG 2.1, levels A and AA. */
const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

type AxeCheck = {
  /** A selector of the part checked (the whole document if none). */
  include?: string;
  /** Only these rules (every WCAG 2.1 A and AA rule if none). */
  rules?: string[];
};

/** axe's violations on the page as it is now; nothing else is reported (passing nodes cost a third of a run). */
export async function axeViolations(page: Page, {include, rules}: AxeCheck = {}): Promise<AxeResults['violations']> {
  // A string, not a function: evaluated as a script, as a browser's devtools would.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const options: RunOptions = {
    runOnly: rules ? {type: 'rule', values: rules} : {type: 'tag', values: WCAG_21_AA},
    resultTypes: ['violations'],
  };
  return page.evaluate(
    async ({include, options}) => {
      const {axe} = window as unknown as {axe: typeof Axe};
      const results = await axe.run(include ? {include: [include]} : document, options);
      return results.violations;
    },
    {include, options},
  );
}

/** Each violation in a line: the rule, its impact and help, and its first three nodes. */
export function describeViolations(violations: AxeResults['violations']): string[] {
  return violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help} — ${violation.nodes
        .slice(0, 3)
        .map((node) => node.target.join(' '))
        .join(' | ')}`,
  );
}
