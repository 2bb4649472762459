/**
 * The house rules for one page: its front matter, its opening, its length,
 * no placeholders, code blocks that name their language and parse, and the
 * shape its kind of page needs (STYLE.md, "Page kinds"). Each returns the
 * problems it finds, where the writer fixes them.
 */
import fs from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import ts from 'typescript';

import {lineAt, mdxTree, REPO, wordCount, type Page} from '../sources';
import type {Problem} from '../problems';
import {admonitionRules} from './admonitions';
import {mediaRules} from './media';

const DESCRIPTION_LENGTH = {min: 120, max: 160} as const;
const MIN_KEYWORDS = 3;
const MIN_WORDS = {landing: 150, page: 400} as const;

/** The front matter fields a page may have, and what each is for. */
const FIELDS: Record<string, string> = {
  title: 'the page title',
  russian_title: 'the title a Russian-speaking reader would give the page',
  description: `one sentence of ${DESCRIPTION_LENGTH.min} to ${DESCRIPTION_LENGTH.max} characters`,
  keywords: `at least ${MIN_KEYWORDS} words readers search for`,
  sidebar_position: "the page's place in its section",
  sidebar_label: 'a shorter title for the sidebar',
  renamed_from: 'the ids this page had before it was renamed, which redirect to it',
  released: 'release notes only: the day the release came out',
  announcement: 'release notes only: what the release brings, in a phrase',
};

const CYRILLIC = /\p{Script=Cyrillic}/u;
/** Words that mark unfinished text, the page scaffold's among them. */
const PLACEHOLDER = /\b(lorem|ipsum|TODO|TBD|FIXME|XXX)\b|coming soon|to be (added|written|documented)/i;

const MONTH =
  '(?:January|February|March|April|May|June|July|August|September|October|November|December|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sept?|Oct|Nov|Dec)\\.?';
/** A day with its month in words: "20 October 2026", "Oct 20, 2026". */
const SPELLED_DATE = new RegExp(`\\b(?:\\d{1,2} ${MONTH} \\d{4}|${MONTH} \\d{1,2}, \\d{4})\\b`);

const problem = (page: Page, line: number, what: string, fix: string): Problem => ({
  file: page.file,
  line,
  problem: what,
  fix,
});

const isLanding = (page: Page) => page.id.endsWith('/index') || page.id === 'index';
const isReleaseNotes = (page: Page) => /^release-notes\/\d+-\d+-\d+$/.test(page.id);

export function frontMatterRules(page: Page): Problem[] {
  const found: Problem[] = [];
  const fm = page.frontMatter;
  if (!fm) {
    return [
      problem(
        page,
        1,
        'the page has no front matter',
        'start the file with a --- block holding title, russian_title, description and keywords (npm run new-page writes one)',
      ),
    ];
  }
  if (page.frontMatterError) {
    found.push(
      problem(
        page,
        1,
        `the front matter is not valid YAML (${page.frontMatterError})`,
        'quote values that contain a colon',
      ),
    );
  }
  const at = (field: string) => page.fieldLines[field] ?? 1;
  for (const field of Object.keys(fm)) {
    if (!(field in FIELDS)) {
      found.push(
        problem(
          page,
          at(field),
          `unknown front matter field \`${field}\``,
          `use only ${Object.keys(FIELDS).join(', ')}`,
        ),
      );
    }
  }
  if (typeof fm.title !== 'string' || !fm.title.trim()) {
    found.push(problem(page, at('title'), 'the page has no title', 'add `title:` with the page title'));
  }
  const russian = fm.russian_title;
  if (typeof russian !== 'string' || !CYRILLIC.test(russian)) {
    found.push(
      problem(
        page,
        at('russian_title'),
        russian === undefined ? 'the page has no russian_title' : '`russian_title` has no Russian word',
        russian === undefined
          ? 'add `russian_title:` right after `title:`, in the Russian terms of the glossary (STYLE.md), product and class names in Latin script'
          : 'write it in Russian: the title a Russian-speaking administrator would give the page, in the glossary’s Russian terms (STYLE.md); product and class names stay in Latin script',
      ),
    );
  } else {
    const keys = Object.keys(fm);
    if (keys.indexOf('russian_title') !== keys.indexOf('title') + 1) {
      found.push(
        problem(
          page,
          at('russian_title'),
          '`russian_title` is not right after `title`',
          'move it to the line after `title:`',
        ),
      );
    }
  }
  const description = fm.description;
  if (typeof description !== 'string') {
    found.push(
      problem(
        page,
        at('description'),
        'the page has no description',
        `add \`description:\`: one sentence of ${DESCRIPTION_LENGTH.min}–${DESCRIPTION_LENGTH.max} characters that search results and link previews show`,
      ),
    );
  } else if (description.length < DESCRIPTION_LENGTH.min || description.length > DESCRIPTION_LENGTH.max) {
    found.push(
      problem(
        page,
        at('description'),
        `the description has ${description.length} characters`,
        description.length < DESCRIPTION_LENGTH.min
          ? `say more: ${DESCRIPTION_LENGTH.min}–${DESCRIPTION_LENGTH.max} characters`
          : `shorten it by ${description.length - DESCRIPTION_LENGTH.max}: ${DESCRIPTION_LENGTH.min}–${DESCRIPTION_LENGTH.max} characters`,
      ),
    );
  }
  const keywords = fm.keywords;
  if (!Array.isArray(keywords) || keywords.length < MIN_KEYWORDS) {
    found.push(
      problem(
        page,
        at('keywords'),
        Array.isArray(keywords) && keywords.length > 0
          ? `the page has only ${keywords.length} keyword${keywords.length === 1 ? '' : 's'}`
          : 'the page has no keywords',
        `give \`keywords: [a, b, c]\` at least ${MIN_KEYWORDS} words readers type, Russian ones too`,
      ),
    );
  }
  if ('sidebar_position' in fm && typeof fm.sidebar_position !== 'number') {
    found.push(
      problem(
        page,
        at('sidebar_position'),
        '`sidebar_position` is not a number',
        'give a number: the place in its section',
      ),
    );
  }
  const isNotes = /^release-notes\/\d+-\d+-\d+$/.test(page.id);
  for (const field of ['released', 'announcement']) {
    if (field in fm && !isNotes) {
      found.push(problem(page, at(field), `\`${field}\` belongs to release notes only`, 'remove it'));
    }
  }
  return found;
}

export function openingRules(page: Page): Problem[] {
  const found: Problem[] = [];
  const start = page.body.trimStart().replace(/^(?:import .+\n)+\s*/, '');
  if (!/^<Audience for=\{\[/.test(start)) {
    found.push(
      problem(
        page,
        page.bodyLine,
        'the page does not start with its audience',
        "make `<Audience for={['administrators']} />` (any of administrators, integrators, developers) the first line after the front matter",
      ),
    );
  }
  for (const match of page.prose.matchAll(/^# .*/gm)) {
    found.push(
      problem(
        page,
        lineAt(page, page.prose, match.index),
        'a level-1 heading',
        'the title comes from `title:`; use `##` for sections',
      ),
    );
  }
  const words = wordCount(page.prose);
  const min = isLanding(page) ? MIN_WORDS.landing : MIN_WORDS.page;
  // Release notes are as long as their release needs; their sections are checked instead.
  if (words < min && !isReleaseNotes(page)) {
    found.push(
      problem(
        page,
        page.bodyLine,
        `${words} words of prose, fewer than the ${min} a ${isLanding(page) ? 'section landing page' : 'page'} needs`,
        `write the sections its kind of page needs (STYLE.md, "Page kinds"), ${min - words} words more at least`,
      ),
    );
  }
  return found;
}

export function placeholderRules(page: Page): Problem[] {
  const found: Problem[] = [];
  for (const [field, line] of Object.entries(page.fieldLines)) {
    const value = page.frontMatter?.[field];
    const text = Array.isArray(value) ? value.join(' ') : String(value ?? '');
    if (PLACEHOLDER.test(text)) {
      found.push(
        problem(page, line, `\`${field}\` is a placeholder (${PLACEHOLDER.exec(text)![0]})`, 'write the real text'),
      );
    }
  }
  page.body.split('\n').forEach((line, index) => {
    const match = PLACEHOLDER.exec(line);
    if (match) {
      found.push(
        problem(
          page,
          page.bodyLine + index,
          `placeholder text: "${line.trim().slice(0, 80)}"`,
          'replace it with what it asks for, or remove it',
        ),
      );
    }
  });
  return found;
}

export function dateRules(page: Page): Problem[] {
  return page.body.split('\n').flatMap((line, index) => {
    const date = SPELLED_DATE.exec(line)?.[0];
    const fix = 'write it as 2026-10-20 (ISO 8601), as the site shows every date';
    return date ? [problem(page, page.bodyLine + index, `a date written "${date}"`, fix)] : [];
  });
}

function parseError(language: string, code: string): string | undefined {
  if (language === 'json') {
    try {
      JSON.parse(code);
    } catch (error) {
      return (error as Error).message;
    }
  }
  if (language === 'js' || language === 'javascript') {
    try {
      // Parse only: server-side examples are plain scripts.
      new vm.Script(code);
    } catch (error) {
      return (error as Error).message;
    }
  }
  if (language === 'ts' || language === 'typescript') {
    const source = ts.createSourceFile('example.ts', code, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
    const diagnostics = (source as unknown as {parseDiagnostics: ts.Diagnostic[]}).parseDiagnostics;
    if (diagnostics.length > 0) return ts.flattenDiagnosticMessageText(diagnostics[0].messageText, '\n');
  }
  return undefined;
}

export function codeBlockRules(page: Page): Problem[] {
  const found: Problem[] = [];
  for (const block of page.blocks) {
    if (block.unclosed) {
      found.push(
        problem(page, block.line, 'a code block is never closed', 'end it with the same fence it opens with (```)'),
      );
      continue;
    }
    if (!block.language) {
      found.push(
        problem(
          page,
          block.line,
          'a code block names no language',
          'write the language after the fence: ```js, ```json, ```bash, ```text',
        ),
      );
      continue;
    }
    const error = parseError(block.language, block.code);
    if (error) {
      found.push(
        problem(
          page,
          block.line,
          `the ${block.language} example does not parse (${error})`,
          'fix the example: readers copy it as it is',
        ),
      );
    }
  }
  return found;
}

/** Headings a page of a kind must have. */
const API_HEADINGS = ['## Get an instance', '## Methods', '## Method reference', '## Handle errors', '## See also'];
const WIDGET_HEADINGS = ['## Configuration', '## Roles', '## Limits', '## Troubleshooting'];
const NOTES_HEADINGS = ['## New features', '## Changes', '## Fixes', '## Upgrade steps'];

export function pageKindRules(page: Page): Problem[] {
  const found: Problem[] = [];
  const {prose} = page;
  const section = page.id.split('/')[0];
  const kindNote = 'STYLE.md, "Page kinds"';
  if (section === 'api' && !isLanding(page)) {
    for (const heading of API_HEADINGS.filter((heading) => !new RegExp(`^${heading}\\s*$`, 'm').test(prose))) {
      found.push(
        problem(page, page.bodyLine, `an API class page without "${heading}"`, `add the section (${kindNote})`),
      );
    }
    const methods = [...prose.matchAll(/^### .+\(\)$/gm)];
    const blocks = (prose.match(/<ApiMethod\b/g) ?? []).length;
    if (methods.length < 2) {
      found.push(
        problem(
          page,
          page.bodyLine,
          'fewer than two `### method()` headings',
          `document each method under "## Method reference" (${kindNote})`,
        ),
      );
    }
    if (blocks !== methods.length) {
      found.push(
        problem(
          page,
          page.bodyLine,
          `${methods.length} method headings but ${blocks} <ApiMethod /> blocks`,
          'give each `### method()` one <ApiMethod />',
        ),
      );
    }
    if (page.blocks.filter((block) => block.language === 'js').length < 2) {
      found.push(
        problem(page, page.bodyLine, 'fewer than two js examples', 'follow each method with a runnable `js` example'),
      );
    }
  }
  if (section === 'widgets' && !isLanding(page)) {
    if (!prose.includes('<PropertyTable')) {
      found.push(
        problem(
          page,
          page.bodyLine,
          'a widget page without <PropertyTable />',
          `list its configuration with <PropertyTable /> (${kindNote})`,
        ),
      );
    }
    for (const heading of WIDGET_HEADINGS.filter((heading) => !new RegExp(`^${heading}\\s*$`, 'm').test(prose))) {
      found.push(problem(page, page.bodyLine, `a widget page without "${heading}"`, `add the section (${kindNote})`));
    }
  }
  if (isReleaseNotes(page)) {
    for (const heading of NOTES_HEADINGS) {
      const at = new RegExp(`^${heading}\\s*$`, 'm').exec(prose);
      if (!at) {
        found.push(problem(page, page.bodyLine, `release notes without "${heading}"`, `add the section (${kindNote})`));
        continue;
      }
      // What a reader sees of the section: its text without MDX comments (the template's notes to the writer).
      const content = prose
        .slice(at.index + at[0].length)
        .split(/\n## /)[0]
        .replace(/\{\/\*[\s\S]*?\*\/\}/g, '')
        .trim();
      if (!content || content.endsWith(':')) {
        found.push(
          problem(
            page,
            lineAt(page, prose, at.index),
            `"${heading.slice(3)}" ${content ? 'introduces a list that is not there' : 'is empty'}`,
            heading === '## Fixes'
              ? 'list each fixed defect as a reader saw it, linked to its page, or write "None in this release."'
              : "list what it announces, each item linked to the page that describes it (the template's comment says what goes there)",
          ),
        );
      }
    }
  }
  const troubleshooting = /^## Troubleshooting\s*$/m.exec(prose);
  if (troubleshooting) {
    const rest = prose.slice(troubleshooting.index + troubleshooting[0].length);
    const section_ = rest.split(/\n## /)[0];
    if (!/\|\s*Symptom\s*\|\s*Cause\s*\|\s*Fix\s*\|/.test(section_)) {
      found.push(
        problem(
          page,
          lineAt(page, prose, troubleshooting.index),
          'troubleshooting is not a Symptom | Cause | Fix table',
          'lay it out as a table with the columns Symptom, Cause and Fix',
        ),
      );
    }
  }
  return found;
}

/** Release notes carry their release day once: the `released` field and every "released on" agree. */
export function releaseNotesRules(page: Page): Problem[] {
  if (!/^release-notes\/\d+-\d+-\d+$/.test(page.id)) return [];
  const released = page.frontMatter?.released;
  const line = page.fieldLines.released ?? 1;
  if (!(released instanceof Date)) {
    // The draft's notes of the next release get their day when it is cut.
    if (page.version === 'current' && released === undefined) return [];
    return [
      problem(
        page,
        line,
        'release notes without a `released:` date',
        'write the day the release came out as YYYY-MM-DD',
      ),
    ];
  }
  const day = released.toISOString().slice(0, 10);
  const found: Problem[] = [];
  const description = String(page.frontMatter?.description ?? '');
  for (const match of description.matchAll(/released (?:on )?(\d{4}-\d{2}-\d{2})/g)) {
    if (match[1] !== day) {
      found.push(
        problem(
          page,
          page.fieldLines.description ?? 1,
          `the description says released ${match[1]}, \`released:\` says ${day}`,
          'state one day',
        ),
      );
    }
  }
  let stated = [...description.matchAll(/released (?:on )?(\d{4}-\d{2}-\d{2})/g)].length;
  for (const match of page.body.matchAll(/released (?:on )?(\d{4}-\d{2}-\d{2})/g)) {
    stated++;
    if (match[1] !== day) {
      found.push(
        problem(
          page,
          lineAt(page, page.body, match.index),
          `the text says released ${match[1]}, \`released:\` says ${day}`,
          'state one day',
        ),
      );
    }
  }
  if (stated === 0) {
    found.push(
      problem(
        page,
        page.bodyLine,
        'release notes that do not say when the release came out',
        `say "released on ${day}" in the opening`,
      ),
    );
  }
  return found;
}

/** Components every page may use without importing them: the theme's and src/theme/MDXComponents.tsx's. */
const PAGE_COMPONENTS: ReadonlySet<string> = new Set(
  [
    fs.readFileSync(require.resolve('@docusaurus/theme-classic/lib/theme/MDXComponents/index.js'), 'utf8'),
    fs.readFileSync(path.join(REPO, 'src/theme/MDXComponents.tsx'), 'utf8').split('export default')[1] ?? '',
  ].flatMap((source) => [...source.matchAll(/^\s+([A-Z]\w*)[,:]/gm)].map(([, name]) => name!)),
);

/** What an expression in a page can read besides its imports: JavaScript's built-ins and MDX's `props`. */
const PAGE_GLOBALS: ReadonlySet<string> = new Set([
  ...(vm.runInNewContext('Object.getOwnPropertyNames(globalThis)') as string[]),
  'props',
]);

type EsNode = {type: string; [key: string]: unknown};
const isNode = (value: unknown): value is EsNode =>
  typeof value === 'object' && value !== null && typeof (value as EsNode).type === 'string';

/** The names an estree reads from outside it (not property names), and the ones it declares. */
function names(root: unknown): {read: Set<string>; declared: Set<string>} {
  const read = new Set<string>();
  const declared = new Set<string>();
  const declare = (pattern: unknown) => {
    if (!isNode(pattern)) return;
    if (pattern.type === 'Identifier') declared.add(pattern.name as string);
    else for (const value of Object.values(pattern)) [value].flat().forEach(declare);
  };
  const walk = (node: unknown, parent?: EsNode, key?: string): void => {
    if (Array.isArray(node)) return node.forEach((child) => walk(child, parent, key));
    if (!isNode(node)) return;
    if (node.type === 'Identifier') {
      const isProperty =
        (parent?.type === 'MemberExpression' && key === 'property' && !parent.computed) ||
        (parent?.type === 'Property' && key === 'key' && !parent.computed) ||
        parent?.type === 'JSXAttribute';
      if (!isProperty) read.add(node.name as string);
      return;
    }
    if (/Function/.test(node.type)) (node.params as unknown[]).forEach(declare);
    if (node.type === 'VariableDeclarator') declare(node.id);
    if (node.type === 'ImportSpecifier' || /^Import(Default|Namespace)Specifier$/.test(node.type)) declare(node.local);
    if (/^(Function|Class)Declaration$/.test(node.type)) declare(node.id);
    for (const [childKey, child] of Object.entries(node))
      if (childKey !== 'loc' && childKey !== 'range') walk(child, node, childKey);
  };
  walk(root);
  return {read: new Set([...read].filter((name) => !declared.has(name))), declared};
}

/** The build compiles every page as MDX: a page MDX cannot read, or that reads a name nothing defines, breaks it. */
export function mdxRules(page: Page): Problem[] {
  const {tree, error} = mdxTree(page);
  if (error || !tree) {
    return [
      problem(
        page,
        error?.line ?? 1,
        `MDX cannot read the page: ${error?.message}`,
        'pages are compiled as MDX: write &lt; for a bare <, put code in backticks, and never leave a bare { or } in prose',
      ),
    ];
  }
  const defined = new Set(PAGE_GLOBALS);
  const uses: {line: number; name: string; kind: 'text' | 'component'; of?: string}[] = [];
  const visit = (node: {type: string; children?: unknown[]; [key: string]: unknown}): void => {
    const line = (node.position as {start: {line: number}} | undefined)?.start.line ?? page.bodyLine;
    const estree = (node.data as {estree?: unknown} | undefined)?.estree;
    if (node.type === 'mdxjsEsm') names(estree).declared.forEach((name) => defined.add(name));
    else if (estree) names(estree).read.forEach((name) => uses.push({line, name, kind: 'text'}));
    if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
      const name = (node.name as string | null) ?? '';
      if (/^[A-Z]/.test(name)) uses.push({line, name: name.split('.')[0]!, kind: 'component'});
      for (const attribute of (node.attributes as {value?: {data?: {estree?: unknown}}; data?: {estree?: unknown}}[]) ??
        []) {
        const attributeTree =
          attribute.data?.estree ?? (typeof attribute.value === 'object' ? attribute.value?.data?.estree : undefined);
        names(attributeTree).read.forEach((read) => uses.push({line, name: read, kind: 'text', of: name}));
      }
    }
    (node.children as (typeof node)[] | undefined)?.forEach(visit);
  };
  visit(tree as unknown as {type: string});
  return uses
    .filter(({name, kind}) => !defined.has(name) && !(kind === 'component' && PAGE_COMPONENTS.has(name)))
    .map(({line, name, kind, of}) =>
      kind === 'component'
        ? problem(
            page,
            line,
            `<${name}> is no component a page has: the page fails to render ("Expected component ${name} to be defined")`,
            `use one of ${[...PAGE_COMPONENTS].sort().join(', ')}, or import it at the top of the page`,
          )
        : of
          ? problem(
              page,
              line,
              `<${of}> reads ${name}, which nothing on the page defines: the page fails to render ("${name} is not defined")`,
              `give the prop a value: a string in quotes, or a number or list in braces, such as {['administrators']}`,
            )
          : problem(
              page,
              line,
              `{${name}} in the text is read as code, and nothing defines ${name}: the page fails to render ("${name} is not defined")`,
              `for the literal text write \\{${name}\\} or put it in backticks (\`{${name}}\`)`,
            ),
    );
}

/** Every rule that looks at one page alone. */
export const PAGE_RULES = {
  MDX: mdxRules,
  'front matter': frontMatterRules,
  'opening and length': openingRules,
  placeholders: placeholderRules,
  dates: dateRules,
  'code blocks': codeBlockRules,
  'page kinds': pageKindRules,
  'release notes': releaseNotesRules,
  'admonitions and steps': admonitionRules,
  'images, tabs and diagrams': mediaRules,
} as const;
