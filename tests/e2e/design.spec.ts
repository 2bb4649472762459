// The design system (maintaining/design.md) in the reader's terms, not the stylesheet's, whatever the tokens.
import type {Page} from '@playwright/test';

import {expect, test} from './fixtures';
import {contrastRatio, luminance as relativeLuminance} from '../support/axe';
import {specPage} from '../support/releases';

const NEXUSES = specPage('1.12.0', 'getting-started/nexuses');
const AICHAT = specPage('1.12.0', 'api/aichat');
const TECHNICAL = specPage('1.12.0', 'technical_docs/index');
const OLDER_NEXUSES = specPage('1.11.2', 'getting-started/nexuses');

/** Relative luminance (WCAG, support/axe.ts) of an element's computed colour such as `rgb(1, 2, 3)`. */
async function luminance(page: Page, selector: string, property: 'color' | 'backgroundColor'): Promise<number> {
  const colour = await page
    .locator(selector)
    .first()
    .evaluate((element, name) => getComputedStyle(element)[name], property);
  const [r = 0, g = 0, b = 0] = (colour.match(/[\d.]+/g) ?? []).map(Number);
  return relativeLuminance([r, g, b, 1]);
}

/** The most characters a rendered line of a paragraph or list item holds (not of blocks nested in it). */
function longestLine(page: Page): Promise<number> {
  return page.evaluate(() => {
    let longest = 0;
    for (const block of Array.from(document.querySelectorAll('article .markdown :is(p, li)'))) {
      if (block.closest('table, pre')) continue;
      const lines = new Map<number, number>();
      const range = document.createRange();
      for (const child of Array.from(block.childNodes)) {
        if (child instanceof Element && child.matches('ul, ol, p, table, div, pre')) continue;
        const texts: Node[] = child.nodeType === Node.TEXT_NODE ? [child] : [];
        const walker = document.createTreeWalker(child, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) texts.push(node);
        for (const text of texts) {
          for (let index = 0; index < (text.textContent ?? '').length; index += 1) {
            range.setStart(text, index);
            range.setEnd(text, index + 1);
            const rect = range.getClientRects()[0];
            if (rect) lines.set(Math.round(rect.bottom), (lines.get(Math.round(rect.bottom)) ?? 0) + 1);
          }
        }
      }
      longest = Math.max(longest, ...lines.values());
    }
    return longest;
  });
}

/** Inline code split inside a word (support-/chat): it may wrap at a space or after a comma, slash or dot. */
function codeSplitInsideWord(page: Page): Promise<(string | null)[]> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll('article .markdown :is(p, li, td) code:not(pre code)'))
      .filter((code) => {
        const text = code.textContent ?? '';
        const lines: {at: number; top: number}[] = [];
        const walker = document.createTreeWalker(code, NodeFilter.SHOW_TEXT);
        let offset = 0;
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          for (let at = 0; at < node.textContent!.length; at++) {
            const range = document.createRange();
            range.setStart(node, at);
            range.setEnd(node, at + 1);
            // A space at a line's end has no box of its own.
            const rect = range.getClientRects()[0];
            if (rect) lines.push({at: offset + at, top: rect.top});
          }
          offset += node.textContent!.length;
        }
        return lines.some(({at, top}, i) => {
          if (i === 0 || top <= lines[i - 1].top + 2) return false;
          const gap = text.slice(lines[i - 1].at, at + 1);
          return !/\s/.test(gap) && !/[,/.?&=]/.test(text[lines[i - 1].at]);
        });
      })
      .map((code) => code.textContent),
  );
}

test.describe('on a desktop, light', () => {
  test.use({viewport: {width: 1440, height: 900}, colorScheme: 'light'});

  test('text is set in the site’s own typeface, at most 75 characters a line, under a gentle scale', async ({page}) => {
    await page.goto(NEXUSES);
    await page.evaluate(() => document.fonts.ready);
    const fonts = await page.evaluate(() => {
      const loaded: string[] = [];
      document.fonts.forEach((font) => {
        if (font.status === 'loaded') loaded.push(font.family.replaceAll('"', ''));
      });
      return loaded;
    });
    expect(fonts, 'typefaces the page loaded').toEqual(expect.arrayContaining(['Inter Variable']));
    expect(await longestLine(page)).toBeLessThanOrEqual(75);
    expect(await codeSplitInsideWord(page), 'code split inside a word').toEqual([]);
    await page.goto(AICHAT);
    expect(await longestLine(page), 'in the API cards too').toBeLessThanOrEqual(75);
    expect(await codeSplitInsideWord(page), 'code split inside a word').toEqual([]);
    await page.goto(specPage('1.12.0', 'api/index'));
    expect(await codeSplitInsideWord(page), 'code split inside a word').toEqual([]);
    // Buttons are set in the site's typeface too, not the browser's.
    expect(
      await page
        .getByRole('button', {name: /Copy page as Markdown/})
        .evaluate((button) => getComputedStyle(button).fontFamily),
    ).toMatch(/^"?Inter/);
    await page.goto(NEXUSES);
    const title = await page.locator('article h1').evaluate((h1) => getComputedStyle(h1));
    expect(Number(title.fontWeight)).toBeLessThanOrEqual(600);
    expect(parseFloat(title.fontSize)).toBeLessThanOrEqual(40);
    // A link in running text is underlined in a lighter line than its text.
    const link = await page
      .locator('article .markdown > p a')
      .first()
      .evaluate((a) => [getComputedStyle(a).color, getComputedStyle(a).textDecorationColor]);
    expect(link[1], 'underline colour').not.toBe(link[0]);
  });

  test('tables: headers over their columns, cells to the top, identifiers whole, a cue where one scrolls', async ({
    page,
  }) => {
    await page.goto(NEXUSES);
    const cells = await page.evaluate(() => {
      const th = document.querySelector('article table th')!;
      const td = document.querySelector('article table td')!;
      // Every identifier in a table cell lies on one line (longer code may wrap after its commas).
      const split = Array.from(document.querySelectorAll('article td code:not(.code-wrap)')).filter(
        (code) => code.getClientRects().length > 1,
      );
      return {
        header: getComputedStyle(th).textAlign,
        cell: getComputedStyle(td).verticalAlign,
        split: split.map((code) => code.textContent),
      };
    });
    expect(['left', 'start']).toContain(cells.header);
    expect(cells.cell).toBe('top');
    expect(cells.split, 'code split across lines').toEqual([]);
    const wide = page.locator('article table:has(th:text-is("Capability and provider"))').first();
    const scroll = await wide.evaluate((table) => ({
      scrolls: table.scrollWidth > table.clientWidth,
      cue: getComputedStyle(table).backgroundImage,
    }));
    expect(scroll.scrolls).toBe(true);
    expect(scroll.cue, 'a shadow at the edge that scrolls').toContain('gradient');
    // Reference tables keep every column in view on a laptop's screen too, method cards' five columns and the
    // widest property tables; the box that would scroll carries the shade.
    const referencePages = [
      TECHNICAL,
      AICHAT,
      ...['smart-filling', 'field-translator', 'ai-translator'].map((widget) =>
        specPage('1.12.0', `widgets/${widget}`),
      ),
    ];
    for (const [path, width] of referencePages.flatMap((path) => [1280, 1440].map((width) => [path, width] as const))) {
      await page.setViewportSize({width, height: 900});
      await page.goto(path);
      // A reference table (RefTable) states its role, and scrolls in the box around it.
      const boxes = await page.locator('article div:not(.markdown) > table[role="table"]').evaluateAll((tables) =>
        tables
          .map((table) => table.parentElement!)
          .map((box) => ({
            overflow: box.scrollWidth - box.clientWidth,
            cue: getComputedStyle(box).backgroundImage,
            narrowest: Math.min(
              ...Array.from(box.querySelectorAll('thead th'), (th) => th.getBoundingClientRect().width),
            ),
          })),
      );
      expect(boxes.length, path).toBeGreaterThan(0);
      // Longer code wraps after a comma or dot, never inside a number (`5,000`, `1.12.0`).
      const inNumbers = await page
        .locator('article code wbr')
        .evaluateAll((breaks) =>
          breaks.filter(
            (wbr) =>
              /\d[,.]$/.test(wbr.previousSibling?.textContent ?? '') && /^\d/.test(wbr.nextSibling?.textContent ?? ''),
          ),
        );
      expect(inNumbers, `${path}: a break inside a number`).toHaveLength(0);
      for (const box of boxes) {
        expect(box.overflow, `${path} at ${width} px: a reference table wider than its box`).toBeLessThanOrEqual(0);
        expect(box.cue, `${path}: the reference table's scroll shade`).toContain('gradient');
        expect(box.narrowest, `${path}: the narrowest column`).toBeGreaterThanOrEqual(64);
      }
    }
  });

  test('code blocks stand out from the page, each under its language or title', async ({page}) => {
    await page.goto(AICHAT);
    const block = 'article .theme-code-block';
    expect(await luminance(page, block, 'backgroundColor')).toBeLessThan(0.05);
    expect(await luminance(page, 'html', 'backgroundColor')).toBeGreaterThan(0.9);
    const labels = await page.evaluate(() =>
      Array.from(document.querySelectorAll('article .theme-code-block')).map(
        (code) =>
          code.querySelector('[class*="codeBlockTitle"]')?.textContent ??
          getComputedStyle(code, '::before').content.replaceAll('"', ''),
      ),
    );
    expect(labels.length).toBeGreaterThan(0);
    for (const label of labels) expect(label).toMatch(/^(JavaScript|JSON|Shell|SQL|Text|\S+\.\w+)$/);
    // The copy and wrap buttons, shown on hover, sit inside their block, over nothing that follows it.
    const hovered = page.locator('article .theme-code-block').nth(1);
    await hovered.hover();
    await expect(hovered.getByRole('button', {name: /copy/i})).toBeVisible();
    const outside = await hovered.evaluate((code) => {
      const block = code.getBoundingClientRect();
      return Array.from(code.querySelectorAll('button')).filter((button) => {
        const box = button.getBoundingClientRect();
        return box.bottom > block.bottom || box.top < block.top || box.right > block.right || box.left < block.left;
      }).length;
    });
    expect(outside, 'buttons outside their code block').toBe(0);
    // A shade at the right edge of a block whose lines run past it, until it is scrolled to the end.
    const shade = () =>
      page.evaluate(() =>
        Array.from(document.querySelectorAll('article .theme-code-block pre')).map((pre) => ({
          runsPast: pre.scrollWidth > pre.clientWidth,
          shade: Number(getComputedStyle(pre.parentElement!, '::after').opacity),
        })),
      );
    const before = await shade();
    expect(before.some((block) => block.runsPast)).toBe(true);
    for (const block of before) expect(block.shade > 0.5, JSON.stringify(block)).toBe(block.runsPast);
    await page
      .locator('article .theme-code-block pre')
      .first()
      .evaluate((pre) => pre.scrollBy(pre.scrollWidth, 0));
    await expect.poll(async () => (await shade())[0].shade).toBeLessThan(0.1);
    // A block in a step of a procedure reaches the column's edge too, past the measure of the step's text.
    await page.goto(specPage('1.12.0', 'admin-help/rabbitmq-consumer'));
    const edges = await page.evaluate(() => ({
      column: document.querySelector('article .markdown')!.getBoundingClientRect().right,
      steps: Array.from(document.querySelectorAll('article .markdown > ol > li .theme-code-block'), (code) =>
        Math.round(code.getBoundingClientRect().right),
      ),
    }));
    expect(edges.steps.length).toBeGreaterThan(0);
    for (const right of edges.steps) expect(right).toBe(Math.round(edges.column));
  });

  test('diagrams fit the column of a 1280 px screen, with labels of at least 11 px inside their boxes', async ({
    page,
  }) => {
    await page.setViewportSize({width: 1280, height: 900});
    await page.goto(TECHNICAL);
    await expect(page.locator('.diagram svg').first()).toBeVisible();
    // Each panel's drawing within it: nothing to scroll to.
    const hidden = await page.evaluate(() =>
      Array.from(document.querySelectorAll('.diagram'), (panel) => panel.scrollWidth - panel.clientWidth),
    );
    expect(hidden.length).toBeGreaterThan(0);
    expect(hidden.filter((width) => width > 0)).toEqual([]);
    const heights = await page.evaluate(() =>
      Array.from(document.querySelectorAll('.diagram :is(.nodeLabel, text.actor)')).map(
        (label) => label.getBoundingClientRect().height,
      ),
    );
    expect(heights.length).toBeGreaterThan(0);
    expect(Math.min(...heights)).toBeGreaterThanOrEqual(11);
    // Each label's lines as the build drew them: no more lines than its box holds.
    const spilt = await page.evaluate(() =>
      Array.from(document.querySelectorAll('.diagram foreignObject'))
        .filter((box) => box.firstElementChild!.getBoundingClientRect().height > box.getBoundingClientRect().height + 1)
        .map((box) => box.textContent),
    );
    expect(spilt, 'labels taller than their boxes').toEqual([]);
  });
});

test.describe('on a desktop, dark', () => {
  test.use({viewport: {width: 1440, height: 900}, colorScheme: 'dark'});

  test('nothing stays light: notices, badge, table of contents, footer, the home page’s second button', async ({
    page,
  }) => {
    await page.goto(OLDER_NEXUSES);
    const page_ = await luminance(page, 'html', 'backgroundColor');
    expect(await luminance(page, '.theme-doc-version-banner', 'backgroundColor')).toBeLessThan(0.1);
    expect(await luminance(page, '.theme-doc-version-badge', 'backgroundColor')).toBeLessThan(0.1);
    expect(await luminance(page, 'footer', 'backgroundColor'), 'footer no lighter than the page').toBeLessThanOrEqual(
      page_,
    );
    expect(
      await luminance(page, '.table-of-contents__link', 'color'),
      'table of contents no brighter than the text',
    ).toBeLessThanOrEqual(await luminance(page, 'article .markdown > p', 'color'));
    await page.goto('/');
    await page.evaluate(() => localStorage.clear());
    await page.reload();
    expect(await luminance(page, '.theme-announcement-bar', 'backgroundColor')).toBeLessThan(0.1);
    // Its close button stands out from it: at least 3:1, as drawn (its colour over the bar at its opacity).
    const close = await page.locator('.theme-announcement-bar .close').evaluate((button) => {
      const rgb = (colour: string) => (colour.match(/[\d.]+/g) ?? []).slice(0, 3).map(Number);
      const opacity = Number(getComputedStyle(button).opacity);
      const bar = rgb(getComputedStyle(button.closest('.theme-announcement-bar')!).backgroundColor);
      const drawn = rgb(getComputedStyle(button).color).map((value, i) => value * opacity + bar[i]! * (1 - opacity));
      return {drawn, bar};
    });
    const opaque = ([r = 0, g = 0, b = 0]: number[]): Parameters<typeof contrastRatio>[0] => [r, g, b, 1];
    expect(contrastRatio(opaque(close.drawn), opaque(close.bar)), 'close button contrast').toBeGreaterThanOrEqual(3);
    // The home page's second button is no light block on the dark page: transparent or dark.
    const second = await page
      .getByRole('link', {name: /^What’s new in /})
      .evaluate((link) => getComputedStyle(link).backgroundColor);
    const [r, g, b, alpha = 1] = (second.match(/[\d.]+/g) ?? []).map(Number);
    expect(alpha === 0 || Math.max(r, g, b) < 80, `its background, ${second}`).toBe(true);
  });
});

test.describe('on a phone', () => {
  test.use({viewport: {width: 390, height: 844}, hasTouch: true, isMobile: true});

  // The older release's page with the longest name: the breadcrumbs would take two lines.
  const longName = specPage('1.11.2', 'service-tools/vector-database-deployment');
  for (const path of [NEXUSES, OLDER_NEXUSES, longName]) {
    test(`${path}: the title starts within 240 px, each notice and action on one line`, async ({page}) => {
      await page.goto(path);
      await page.evaluate(() => localStorage.clear());
      await page.reload();
      const layout = await page.evaluate(() => {
        const lines = (selector: string) =>
          Array.from(document.querySelectorAll<HTMLElement>(selector))
            .filter((element) => element.offsetParent)
            .map((element) => {
              const style = getComputedStyle(element);
              const text =
                element.getBoundingClientRect().height - parseFloat(style.paddingTop) - parseFloat(style.paddingBottom);
              return {
                selector,
                lines: Math.round(text / parseFloat(style.lineHeight)),
                font: parseFloat(style.fontSize),
              };
            });
        return {
          title: document.querySelector('article h1')!.getBoundingClientRect().top,
          notices: [
            ...lines('.theme-announcement-bar [class*="announcementBarContent"]'),
            ...lines('.theme-doc-version-banner'),
          ],
          row: document.querySelector('.theme-doc-version-badge')!.parentElement!.getBoundingClientRect().height,
          crumbs: document.querySelector('.theme-doc-breadcrumbs')!.getBoundingClientRect().height,
          actions: lines('.theme-doc-version-badge ~ * :is(a, button)'),
        };
      });
      expect(layout.title).toBeLessThanOrEqual(240);
      for (const notice of layout.notices) expect(notice.lines, notice.selector).toBeLessThanOrEqual(1);
      expect(layout.row, 'the badge and page actions share one line').toBeLessThanOrEqual(40);
      expect(layout.crumbs, 'the breadcrumbs take one line').toBeLessThanOrEqual(40);
      for (const action of layout.actions) expect(action.font).toBeGreaterThanOrEqual(12);
      // A finger 21 px beside a small control's centre still reaches it: above and below it, or at the screen's
      // edge (the bar's close button, which an older release's banner replaces) to its left.
      const reached = await page.evaluate(() =>
        (
          [
            ['.theme-doc-breadcrumbs a.breadcrumbs__link', [0, -21], [0, 21]],
            ['.theme-doc-toc-mobile button', [0, -21], [0, 21]],
            ['.theme-announcement-bar .close', [-21, 0]],
          ] as const
        ).flatMap(([selector, ...offsets]) => {
          const control = document.querySelector(selector);
          const box = control?.getBoundingClientRect();
          if (!control || !box?.width) return selector.includes('announcement') ? [] : [`${selector}: false`];
          return offsets.map(([dx, dy]) => {
            const hit = document.elementFromPoint(box.x + box.width / 2 + dx, box.y + box.height / 2 + dy);
            return `${selector} ${dx},${dy}: ${control.contains(hit)}`;
          });
        }),
      );
      expect(
        reached.filter((line) => line.endsWith('false')),
        'controls a finger misses',
      ).toEqual([]);
    });
  }

  test('the back-to-top button never covers Next', async ({page}) => {
    await page.goto(NEXUSES);
    const label = page.locator('.pagination-nav__link--next .pagination-nav__label');
    const button = page.getByRole('button', {name: /scroll back to top/i});
    // Next's title 100 px above where the button shows, then a turn of the wheel back up shows the button.
    await label.evaluate((element) => {
      const box = element.getBoundingClientRect();
      window.scrollTo(0, window.scrollY + box.top + box.height / 2 - (innerHeight - 45 - 100));
    });
    await expect(async () => {
      await page.mouse.wheel(0, -10);
      await expect(button).toBeVisible({timeout: 1000});
    }).toPass();
    // Scrolled back until the title's middle meets the button's: Next is what the reader sees and taps there.
    const shown = await label.evaluate((element) => {
      const button = document.querySelector('[class*="backToTopButton"]')!.getBoundingClientRect();
      const box = element.getBoundingClientRect();
      window.scrollBy(0, box.top + box.height / 2 - (button.top + button.height / 2));
      const now = element.getBoundingClientRect();
      const found = document.elementFromPoint(button.left + button.width / 2, now.top + now.height / 2);
      return {meets: now.right > button.left, next: !!found?.closest('.pagination-nav__link--next')};
    });
    expect(shown.meets, 'the title reaches under the button').toBe(true);
    expect(shown.next, 'Next shows where the two meet').toBe(true);
  });

  // Two-column tables (states, where to look) and the widgets' parameter tables besides the wide ones.
  const tablePages = ['admin-help/rabbitmq-consumer', 'widgets/audio-transcriber', 'widgets/smart-filling'];
  for (const path of [NEXUSES, '/versions', AICHAT, ...tablePages.map((id) => specPage('1.12.0', id))]) {
    test(`${path}: every table keeps every column at least 100 px wide, on screen`, async ({page}) => {
      await page.goto(path);
      const cells = await page.evaluate(() =>
        Array.from(document.querySelectorAll('main table :is(td, tbody th)'))
          .filter((cell) => (cell as HTMLElement).offsetParent)
          .map((cell) => cell.getBoundingClientRect())
          .map(({left, right}) => ({width: right - left, right})),
      );
      expect(cells.length).toBeGreaterThan(0);
      expect(Math.min(...cells.map((cell) => cell.width))).toBeGreaterThanOrEqual(100);
      expect(Math.max(...cells.map((cell) => cell.right)), 'every cell within the screen').toBeLessThanOrEqual(390);
      const code = await page.evaluate(() =>
        Math.max(
          ...Array.from(document.querySelectorAll('main table code')).map((c) => c.getBoundingClientRect().right),
        ),
      );
      expect(code, 'every code span within the screen').toBeLessThanOrEqual(390);
      expect(await codeSplitInsideWord(page), 'code split inside a word').toEqual([]);
    });
  }

  test('a code block’s copy button shows and copies on a touch screen', async ({page}) => {
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto(AICHAT);
    const block = page.locator('article .theme-code-block').first();
    const copy = block.getByRole('button', {name: /copy/i});
    await expect(copy).toBeVisible();
    await expect.poll(() => copy.evaluate((button) => Number(getComputedStyle(button).opacity))).toBeGreaterThan(0.5);
    // A finger 21 px above the button's centre, past its 26 px drawing, still reaches it.
    await copy.scrollIntoViewIfNeeded();
    const box = (await copy.boundingBox())!;
    await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2 - 21);
    await expect(block.getByRole('button', {name: 'Copied'})).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toContain('new AIChat(');
  });

  test('diagrams keep labels of at least 11 px, the diagram scrolling sideways', async ({page}) => {
    await page.goto(TECHNICAL);
    const diagram = page.locator('[data-mermaid]').first();
    await expect(diagram.locator('svg')).toBeVisible();
    const label = await diagram.evaluate((container) => ({
      height: Math.min(
        ...Array.from(container.querySelectorAll('.nodeLabel')).map((node) => node.getBoundingClientRect().height),
      ),
      scrolls: container.scrollWidth > container.clientWidth,
    }));
    expect(label.height).toBeGreaterThanOrEqual(11);
    expect(label.scrolls).toBe(true);
    // Drawn at build time: the page's HTML carries each diagram, so no script has to draw one.
    const served = await page.evaluate(async (url) => {
      const html = new DOMParser().parseFromString(await (await fetch(url)).text(), 'text/html');
      return Array.from(
        html.querySelectorAll('[data-mermaid]'),
        (panel) => panel.querySelector(':scope > svg') !== null,
      );
    }, TECHNICAL);
    expect(served).toEqual(Array(await page.locator('[data-mermaid]').count()).fill(true));
    expect(served.length).toBeGreaterThan(1);
    // A region that scrolls takes keyboard focus.
    await expect(diagram).toHaveAttribute('tabindex', '0');
  });
});
