/** axe-core evaluated once per document, then one `axe.run()` per check: the site has no frames, and
 * @axe-core/playwright evaluates the whole source twice before every check. */
import fs from 'node:fs';
import type {Page} from '@playwright/test';
import type Axe from 'axe-core';
import type {AxeResults, RunOptions} from 'axe-core';

const AXE_SOURCE = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** Selectors of the part checked and of what inside it is left out; only `rules` if given, else WCAG 2.1 AA. */
type AxeCheck = {include?: string; exclude?: string; rules?: string[]};

/** axe's violations on the page as it is now; only those (passing nodes cost a third of a run). */
export async function axeViolations(
  page: Page,
  {include, exclude, rules}: AxeCheck = {},
): Promise<AxeResults['violations']> {
  // A string, not a function: evaluated as a script, as a browser's devtools would.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const options: RunOptions = {
    runOnly: rules ? {type: 'rule', values: rules} : {type: 'tag', values: WCAG_21_AA},
    resultTypes: ['violations'],
  };
  return page.evaluate(
    async ({include, exclude, options}) => {
      const {axe} = window as unknown as {axe: typeof Axe};
      const context =
        include || exclude ? {include: include ? [include] : [document], exclude: exclude ? [exclude] : []} : document;
      return (await axe.run(context, options)).violations;
    },
    {include, exclude, options},
  );
}

/** The lines of a highlighted code block: text in the colours of the code theme, on the block's own background. */
export const CODE_TOKENS = 'pre .token-line';

/** WCAG 2.1 AA's minimum contrast for text (1.4.3); code is never large text. */
const TEXT_CONTRAST = 4.5;

type Rgba = [number, number, number, number];

/** WCAG 2.1's relative luminance. */
export function luminance([r, g, b]: Rgba): number {
  const linear = (channel: number) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** `top` with its alpha over the opaque `bottom`. */
export function over(top: Rgba, bottom: Rgba): Rgba {
  const a = top[3];
  return [0, 1, 2].map((i) => top[i]! * a + bottom[i]! * (1 - a)).concat(1) as Rgba;
}

/** WCAG 2.1's contrast ratio of two opaque colours. */
export function contrastRatio(a: Rgba, b: Rgba): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

/** axe's colour-contrast rule in the code blocks, which the page checks leave out of axe: each text against the block's
 * background through every background and opacity between; an unreadable colour or a translucent block too. */
export async function codeContrastProblems(page: Page): Promise<string[]> {
  const seen = await page.evaluate((tokens) => {
    const found: {text: string; colours: string[]; opacity: number}[] = [];
    for (const line of Array.from(document.querySelectorAll(tokens))) {
      const block = line.closest('pre')!;
      for (const element of [line, ...Array.from(line.querySelectorAll('*'))]) {
        const text = Array.from(element.childNodes)
          .filter((node) => node.nodeType === Node.TEXT_NODE)
          .map((node) => node.textContent)
          .join('')
          .trim();
        if (!text) continue;
        // The text's colour, then each background from the text out to the block's (an image is unreadable).
        const colours = [getComputedStyle(element).color];
        let opacity = 1;
        for (let at: Element | null = element; at; at = at.parentElement) {
          const own = getComputedStyle(at);
          if (own.backgroundImage !== 'none') colours.push(own.backgroundImage);
          colours.push(own.backgroundColor);
          if (at === block) break;
          opacity *= Number(own.opacity);
        }
        found.push({text: text.slice(0, 40), colours, opacity});
      }
    }
    return found;
  }, CODE_TOKENS);
  const parse = (colour: string): Rgba | undefined => {
    const match = /^rgba?\((\d+(?:\.\d+)?), (\d+(?:\.\d+)?), (\d+(?:\.\d+)?)(?:, (\d?(?:\.\d+)?))?\)$/.exec(colour);
    return match
      ? [Number(match[1]), Number(match[2]), Number(match[3]), match[4] === undefined ? 1 : Number(match[4])]
      : undefined;
  };
  const problems = new Set<string>();
  for (const {text, colours, opacity} of seen) {
    const parsed = colours.map(parse);
    // The block's own background, the last, must be one opaque colour.
    if (parsed.some((colour) => !colour) || parsed.at(-1)![3] !== 1) {
      problems.add(`"${text}": a background or colour the check cannot read (${colours.join(' on ')})`);
      continue;
    }
    // Backgrounds from the block inwards, then the text with its opacity.
    const [fg, ...layers] = parsed as Rgba[];
    const ground = layers.reverse().reduce((under, layer) => over(layer, under));
    const ink = over([fg![0], fg![1], fg![2], fg![3] * opacity], ground);
    const ratio = contrastRatio(ink, ground);
    if (ratio < TEXT_CONTRAST) {
      problems.add(
        `"${text}": ${colours[0]} on ${colours.at(-1)}, contrast ${ratio.toFixed(2)} (below ${TEXT_CONTRAST}:1)`,
      );
    }
  }
  return [...problems];
}

/** Each violation in a line: the rule, its impact and help, and its first three nodes. */
export function describeViolations(violations: AxeResults['violations']): string[] {
  return violations.map(({id, impact, help, nodes}) => {
    const targets = nodes.slice(0, 3).map((node) => node.target.join(' '));
    return `${id} (${impact}): ${help} — ${targets.join(' | ')}`;
  });
}
