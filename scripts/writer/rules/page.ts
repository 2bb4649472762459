/** The house rules for one page: its front matter, its opening, its length, no placeholders, code blocks that name their
 * language and parse, and the shape its kind of page needs (STYLE.md, "Page kinds"). */
import fs from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import type {Pattern, Program} from 'estree';
import {visit as visitEstree} from 'estree-util-visit';
import {Prism} from 'prism-react-renderer';
import ts from 'typescript';

import {AUDIENCES, EXTRA_CODE_LANGUAGES} from '../../../shared/constants';
import {frontMatterRejections, resolvesImport} from '../docusaurus';
import {lineAt, mdxTree, REPO, wordCount, type Page} from '../sources';
import {componentProps} from '../typescript';
import {pageRule} from '../problems';
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

const isLanding = (page: Page) => page.id.endsWith('/index') || page.id === 'index';
const isReleaseNotes = (page: Page) => /^release-notes\/\d+-\d+-\d+$/.test(page.id);

export const frontMatterRules = pageRule((page, report) => {
  const fm = page.frontMatter;
  if (!fm) {
    return report(
      1,
      'the page has no front matter',
      'start the file with a --- block holding title, russian_title, description and keywords (npm run new-page writes one)',
    );
  }
  if (page.frontMatterError) {
    // Its fields are unread: what else would be reported is not missing.
    return report(
      1,
      `the front matter is not valid YAML (${page.frontMatterError})`,
      `quote a value that holds a colon, and quote one that holds a ' in double quotes ("Don't")`,
    );
  }
  const at = (field: string) => page.fieldLines[field] ?? 1;
  const keys = Object.keys(fm);
  for (const field of keys.filter((field) => !Object.hasOwn(FIELDS, field))) {
    report(at(field), `unknown front matter field \`${field}\``, `use only ${Object.keys(FIELDS).join(', ')}`);
  }
  if (typeof fm.title !== 'string' || !fm.title.trim()) {
    report(at('title'), 'the page has no title', 'add `title:` with the page title');
  }
  const russian = fm.russian_title;
  if (russian === undefined) {
    report(
      at('russian_title'),
      'the page has no russian_title',
      'add `russian_title:` right after `title:`, in the Russian terms of the glossary (STYLE.md), product and class names in Latin script',
    );
  } else if (typeof russian !== 'string' || !CYRILLIC.test(russian)) {
    report(
      at('russian_title'),
      '`russian_title` has no Russian word',
      'write it in Russian: the title a Russian-speaking administrator would give the page, in the glossary’s Russian terms (STYLE.md); product and class names stay in Latin script',
    );
  } else if (keys.indexOf('russian_title') !== keys.indexOf('title') + 1) {
    report(at('russian_title'), '`russian_title` is not right after `title`', 'move it to the line after `title:`');
  }
  const {description, keywords} = fm;
  const {min, max} = DESCRIPTION_LENGTH;
  if (typeof description !== 'string') {
    report(
      at('description'),
      'the page has no description',
      `add \`description:\`: one sentence of ${min}–${max} characters that search results and link previews show`,
    );
  } else if (description.length < min || description.length > max) {
    report(
      at('description'),
      `the description has ${description.length} characters`,
      description.length < min
        ? `say more: ${min}–${max} characters`
        : `shorten it by ${description.length - max}: ${min}–${max} characters`,
    );
  }
  if (!Array.isArray(keywords) || keywords.length < MIN_KEYWORDS) {
    report(
      at('keywords'),
      Array.isArray(keywords) && keywords.length > 0
        ? `the page has only ${keywords.length} keyword${keywords.length === 1 ? '' : 's'}`
        : 'the page has no keywords',
      `give \`keywords: [a, b, c]\` at least ${MIN_KEYWORDS} words readers type, Russian ones too`,
    );
  }
  for (const {field, message} of frontMatterRejections(fm)) {
    report(
      at(field),
      `the build rejects the front matter: ${message}`,
      `give \`${field}\` a value of that kind, or remove it`,
    );
  }
  for (const field of ['released', 'announcement'].filter((field) => field in fm && !isReleaseNotes(page))) {
    report(at(field), `\`${field}\` belongs to release notes only`, 'remove it');
  }
});

export const openingRules = pageRule((page, report) => {
  const start = page.body.trimStart().replace(/^(?:import .+\n)+\s*/, '');
  const audiences = Object.keys(AUDIENCES);
  const listed = /^<Audience for=\{\[([^\]]*)\]\}/.exec(start)?.[1];
  if (listed === undefined) {
    report(
      page.bodyLine,
      'the page does not start with its audience',
      `make \`<Audience for={['administrators']} />\` (any of ${audiences.join(', ')}) the first line after the front matter`,
    );
  }
  const named = [...(listed ?? '').matchAll(/['"]([^'"]*)['"]/g)].map(([, name]) => name);
  const unknown = named.filter((name) => !audiences.includes(name));
  if (listed !== undefined && (named.length === 0 || unknown.length > 0)) {
    const line = page.bodyLine + page.body.split('\n').findIndex((text) => text.includes('<Audience'));
    const what = unknown.length > 0 ? `names no audience the site has: ${unknown.join(', ')}` : 'names no audience';
    report(line, `<Audience> ${what}, an empty badge`, `name any of ${audiences.join(', ')}`);
  }
  for (const match of page.prose.matchAll(/^# .*/gm)) {
    const line = lineAt(page, page.prose, match.index);
    report(line, 'a level-1 heading', 'the title comes from `title:`; use `##` for sections');
  }
  const words = wordCount(page.prose);
  const min = isLanding(page) ? MIN_WORDS.landing : MIN_WORDS.page;
  // Release notes are as long as their release needs; their sections are checked instead.
  if (words < min && !isReleaseNotes(page)) {
    report(
      page.bodyLine,
      `${words} words of prose, fewer than the ${min} a ${isLanding(page) ? 'section landing page' : 'page'} needs`,
      `write the sections its kind of page needs (STYLE.md, "Page kinds"), ${min - words} words more at least`,
    );
  }
});

export const placeholderRules = pageRule((page, report) => {
  for (const [field, line] of Object.entries(page.fieldLines)) {
    const value = page.frontMatter?.[field];
    const placeholder = PLACEHOLDER.exec(Array.isArray(value) ? value.join(' ') : String(value ?? ''));
    if (placeholder) report(line, `\`${field}\` is a placeholder (${placeholder[0]})`, 'write the real text');
  }
  page.body.split('\n').forEach((text, index) => {
    const what = `placeholder text: "${text.trim().slice(0, 80)}"`;
    if (PLACEHOLDER.test(text)) report(page.bodyLine + index, what, 'replace it with what it asks for, or remove it');
  });
});

export const dateRules = pageRule((page, report) => {
  page.body.split('\n').forEach((text, index) => {
    const date = SPELLED_DATE.exec(text)?.[0];
    const fix = 'write it as 2026-10-20 (ISO 8601), as the site shows every date';
    if (date) report(page.bodyLine + index, `a date written "${date}"`, fix);
  });
});

function parseError(language: string, code: string): string | undefined {
  try {
    if (language === 'json') JSON.parse(code);
    // Parse only: server-side examples are plain scripts.
    if (language === 'js' || language === 'javascript') new vm.Script(code);
  } catch (error) {
    return (error as Error).message;
  }
  if (language === 'ts' || language === 'typescript') {
    const source = ts.createSourceFile('example.ts', code, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
    const diagnostics = (source as unknown as {parseDiagnostics: ts.Diagnostic[]}).parseDiagnostics;
    if (diagnostics.length > 0) return ts.flattenDiagnosticMessageText(diagnostics[0].messageText, '\n');
  }
  return undefined;
}

/** What a fence may name: a language the site highlights, `text`, or `mermaid` (a diagram). */
const knownLanguage = (language: string) =>
  language === 'mermaid' || language in Prism.languages || EXTRA_CODE_LANGUAGES.includes(language);

export const codeBlockRules = pageRule((page, report) => {
  for (const {unclosed, language, code, line} of page.blocks) {
    const error = unclosed || !language ? undefined : parseError(language, code);
    const fix = 'write the language after the fence: ```js, ```json, ```bash, ```text';
    if (unclosed) report(line, 'a code block is never closed', 'end it with the same fence it opens with (```)');
    else if (!language) report(line, 'a code block names no language', fix);
    else if (!knownLanguage(language))
      report(
        line,
        `the site does not highlight ${language} code`,
        `name a language it highlights, such as js, json, bash, ini or sql, or text; or add ${language} to EXTRA_CODE_LANGUAGES in shared/constants.ts`,
      );
    else if (error)
      report(line, `the ${language} example does not parse (${error})`, 'fix the example: readers copy it as it is');
  }
});

const API_HEADINGS = ['## Get an instance', '## Methods', '## Method reference', '## Handle errors', '## See also'];
const WIDGET_HEADINGS = ['## Configuration', '## Roles', '## Limits', '## Troubleshooting'];
const NOTES_HEADINGS = ['## New features', '## Changes', '## Fixes', '## Upgrade steps'];

export const pageKindRules = pageRule((page, report) => {
  const {prose, bodyLine} = page;
  const section = page.id.split('/')[0];
  const kindNote = 'STYLE.md, "Page kinds"';
  const headingAt = (heading: string) => new RegExp(`^${heading}\\s*$`, 'm').exec(prose);
  const textAfter = (at: RegExpExecArray) => prose.slice(at.index + at[0].length).split(/\n## /)[0];
  const lacks = (kind: string, heading: string) =>
    report(bodyLine, `${kind} without "${heading}"`, `add the section (${kindNote})`);
  if (section === 'api' && !isLanding(page)) {
    API_HEADINGS.filter((heading) => !headingAt(heading)).forEach((heading) => lacks('an API class page', heading));
    const methods = (prose.match(/^### .+\(\)$/gm) ?? []).length;
    const blocks = (prose.match(/<ApiMethod\b/g) ?? []).length;
    const fix = `document each method under "## Method reference" (${kindNote})`;
    if (methods < 2) report(bodyLine, 'fewer than two `### method()` headings', fix);
    const what = `${methods} method headings but ${blocks} <ApiMethod /> blocks`;
    if (blocks !== methods) report(bodyLine, what, 'give each `### method()` one <ApiMethod />');
    if (page.blocks.filter((block) => block.language === 'js').length < 2) {
      report(bodyLine, 'fewer than two js examples', 'follow each method with a runnable `js` example');
    }
  }
  if (section === 'widgets' && !isLanding(page)) {
    const fix = `list its configuration with <PropertyTable /> (${kindNote})`;
    if (!prose.includes('<PropertyTable')) report(bodyLine, 'a widget page without <PropertyTable />', fix);
    WIDGET_HEADINGS.filter((heading) => !headingAt(heading)).forEach((heading) => lacks('a widget page', heading));
  }
  if (isReleaseNotes(page)) {
    for (const heading of NOTES_HEADINGS) {
      const at = headingAt(heading);
      if (!at) {
        lacks('release notes', heading);
        continue;
      }
      // What a reader sees of the section: its text without MDX comments (the template's notes to the writer).
      const content = textAfter(at)
        .replace(/\{\/\*[\s\S]*?\*\/\}/g, '')
        .trim();
      if (!content || content.endsWith(':')) {
        report(
          lineAt(page, prose, at.index),
          `"${heading.slice(3)}" ${content ? 'introduces a list that is not there' : 'is empty'}`,
          heading === '## Fixes'
            ? 'list each fixed defect as a reader saw it, linked to its page, or write "None in this release."'
            : "list what it announces, each item linked to the page that describes it (the template's comment says what goes there)",
        );
      }
    }
  }
  const troubleshooting = headingAt('## Troubleshooting');
  if (troubleshooting && !/\|\s*Symptom\s*\|\s*Cause\s*\|\s*Fix\s*\|/.test(textAfter(troubleshooting))) {
    report(
      lineAt(page, prose, troubleshooting.index),
      'troubleshooting is not a Symptom | Cause | Fix table',
      'lay it out as a table with the columns Symptom, Cause and Fix',
    );
  }
});

const RELEASED_ON = /released (?:on )?(\d{4}-\d{2}-\d{2})/g;

/** Release notes carry their release day once: the `released` field and every "released on" agree. */
export const releaseNotesRules = pageRule((page, report) => {
  if (!isReleaseNotes(page)) return;
  const released = page.frontMatter?.released;
  if (!(released instanceof Date)) {
    // The draft's notes of the next release get their day when it is cut.
    if (page.version === 'current' && released === undefined) return;
    const fix = 'write the day the release came out as YYYY-MM-DD';
    return report(page.fieldLines.released ?? 1, 'release notes without a `released:` date', fix);
  }
  const day = released.toISOString().slice(0, 10);
  const description = String(page.frontMatter?.description ?? '');
  let stated = 0;
  for (const [where, text] of [
    ['the description', description],
    ['the text', page.body],
  ]) {
    for (const match of text.matchAll(RELEASED_ON)) {
      stated++;
      const line = where === 'the text' ? lineAt(page, text, match.index) : (page.fieldLines.description ?? 1);
      if (match[1] !== day)
        report(line, `${where} says released ${match[1]}, \`released:\` says ${day}`, 'state one day');
    }
  }
  const what = 'release notes that do not say when the release came out';
  if (stated === 0) report(page.bodyLine, what, `say "released on ${day}" in the opening`);
});

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

/** The names an estree reads from outside it (not property names), and the ones it declares. */
function names(root: Program | undefined): {read: Set<string>; declared: Set<string>} {
  const read = new Set<string>();
  const declared = new Set<string>();
  const declare = (pattern: Pattern | null | undefined) => {
    if (!pattern) return;
    visitEstree(pattern, (node) => {
      if (node.type === 'Identifier') declared.add(node.name);
    });
  };
  if (root) {
    visitEstree(root, (node, key, _index, ancestors) => {
      const parent = ancestors.at(-1);
      if (node.type === 'Identifier') {
        const isProperty =
          (parent?.type === 'MemberExpression' && key === 'property' && !parent.computed) ||
          (parent?.type === 'Property' && key === 'key' && !parent.computed) ||
          parent?.type === 'JSXAttribute';
        if (!isProperty) read.add(node.name);
      } else if (node.type === 'VariableDeclarator') declare(node.id);
      else if (node.type === 'ImportSpecifier' || node.type === 'ImportDefaultSpecifier') declare(node.local);
      else if (node.type === 'ImportNamespaceSpecifier') declare(node.local);
      else if (node.type === 'ClassDeclaration' || node.type === 'FunctionDeclaration') declare(node.id);
      if (node.type === 'FunctionDeclaration' || node.type.endsWith('FunctionExpression')) {
        (node as {params: Pattern[]}).params.forEach(declare);
      }
    });
  }
  return {read: new Set([...read].filter((name) => !declared.has(name))), declared};
}

/** The strings written in an expression's syntax tree. */
function literals(tree: Program | undefined): string[] {
  const found: string[] = [];
  if (tree) {
    visitEstree(tree, (node) => {
      if (node.type === 'Literal' && typeof node.value === 'string') found.push(node.value);
    });
  }
  return found;
}

/** Markdown a component's prop would show as written: bold, a link, code. */
const MARKDOWN = /\*\*[^*]+\*\*|\[[^\]]+\]\([^)]+\)|`[^`]+`/;
/** Markdown but code, which the reference components set as code (src/components/Prose). */
const MARKDOWN_BUT_CODE = /\*\*[^*]+\*\*|\[[^\]]+\]\([^)]+\)/;
const SETS_CODE = new Set(['ApiMethod', 'PropertyTable']);

type MdxNode = {type: string; children?: MdxNode[]; [key: string]: unknown};
type Estree = {data?: {estree?: Program}};

/** The build compiles every page as MDX: a page MDX cannot read, or that reads a name nothing defines, breaks it. */
export const mdxRules = pageRule((page, report) => {
  const {tree, error} = mdxTree(page);
  if (error || !tree) {
    const line = error?.line ?? 1;
    const customId = /^#+ .*\{#([^}]*)\}\s*$/.exec(page.text.split('\n')[line - 1] ?? '')?.[1];
    return report(
      line,
      `MDX cannot read the page: ${error?.message}`,
      customId === undefined
        ? 'pages are compiled as MDX: write &lt; for a bare <, put code in backticks, and never leave a bare { or } in prose'
        : `write the heading's own id as {/*#${customId}*/} at its end: MDX reads {#${customId}} as code`,
    );
  }
  const defined = new Set(PAGE_GLOBALS);
  const uses: {line: number; name: string; kind: 'text' | 'component'; of?: string}[] = [];
  const visit = (node: MdxNode): void => {
    const line = (node.position as {start: {line: number}} | undefined)?.start.line ?? page.bodyLine;
    const estree = (node as Estree).data?.estree;
    if (node.type === 'mdxjsEsm') {
      names(estree).declared.forEach((name) => defined.add(name));
      type Statement = {source?: {value?: unknown}; loc?: {start: {line: number}}};
      for (const {source, loc} of (estree as {body?: Statement[]} | undefined)?.body ?? []) {
        if (typeof source?.value === 'string' && !resolvesImport(source.value, page.file)) {
          const fix = 'import a shared component as @site/src/components/<Name>, or use it without an import';
          const what = `imports '${source.value}', which does not exist: the build fails ("Module not found")`;
          report(loc?.start.line ?? line, what, fix);
        }
      }
    } else if (estree) names(estree).read.forEach((name) => uses.push({line, name, kind: 'text'}));
    if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
      const name = (node.name as string | null) ?? '';
      if (/^[A-Z]/.test(name)) uses.push({line, name: name.split('.')[0]!, kind: 'component'});
      const attributes = (node.attributes as (Estree & {type: string; name?: string; value?: Estree})[]) ?? [];
      const props = defined.has(name) ? undefined : componentProps(name);
      if (props && attributes.every((attribute) => attribute.type === 'mdxJsxAttribute')) {
        const given = attributes.map((attribute) => attribute.name!);
        const expected = [...props.keys()].join(', ') || 'none';
        for (const prop of given.filter((prop) => !props.has(prop) && prop !== 'key')) {
          report(line, `<${name}> takes no prop \`${prop}\``, `its props: ${expected} (src/components/${name})`);
        }
        for (const [prop] of [...props].filter(([prop, required]) => required && !given.includes(prop))) {
          const what = `<${name}> lacks its prop \`${prop}\`: the page fails to render`;
          report(line, what, `give it ${prop}; its props: ${expected} (src/components/${name})`);
        }
      }
      for (const attribute of attributes) {
        if (attribute.name === 'style' && typeof attribute.value === 'string') {
          const fix = "remove it: a page's look comes from the site's design (src/css), the same on every page";
          report(line, `<${name}> has style="…": the build fails (React's style takes an object)`, fix);
        }
        const attributeTree =
          attribute.data?.estree ?? (typeof attribute.value === 'object' ? attribute.value?.data?.estree : undefined);
        const strings = typeof attribute.value === 'string' ? [attribute.value] : literals(attributeTree);
        const shown = SETS_CODE.has(name) ? MARKDOWN_BUT_CODE : MARKDOWN;
        const markdown = strings.map((string) => shown.exec(string)?.[0]).find(Boolean);
        if (markdown && /^[A-Z]/.test(name)) {
          const fix = SETS_CODE.has(name)
            ? `write plain text in a prop, code names in backticks; a link or bold text goes in the prose around <${name}>`
            : 'write plain text in a prop; a link, code or bold text goes in the prose around the component';
          report(line, `<${name}> shows ${markdown} as written: a prop's text is not Markdown`, fix);
        }
        names(attributeTree).read.forEach((read) => uses.push({line, name: read, kind: 'text', of: name}));
      }
    }
    node.children?.forEach(visit);
  };
  visit(tree as unknown as MdxNode);
  for (const {line, name, kind, of} of uses) {
    if (defined.has(name) || (kind === 'component' && PAGE_COMPONENTS.has(name))) continue;
    const fails = `the page fails to render ("${kind === 'component' ? `Expected component ${name} to be defined` : `${name} is not defined`}")`;
    if (kind === 'component') {
      report(
        line,
        `<${name}> is no component a page has: ${fails}`,
        `use one of ${[...PAGE_COMPONENTS].sort().join(', ')}, or import it at the top of the page`,
      );
    } else if (of) {
      report(
        line,
        `<${of}> reads ${name}, which nothing on the page defines: ${fails}`,
        `give the prop a value: a string in quotes, or a number or list in braces, such as {['administrators']}`,
      );
    } else {
      report(
        line,
        `{${name}} in the text is read as code, and nothing defines ${name}: ${fails}`,
        `for the literal text write \\{${name}\\} or put it in backticks (\`{${name}}\`)`,
      );
    }
  }
});

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
  'images and tabs': mediaRules,
} as const;
