/** Facts defined once (STYLE.md): a page states each number of shared/data/facts.json (with <Fact />, in words or as a
 * table default) as its release has it; each release states every fact it has; pages name only roles of
 * shared/data/roles.json. */
import {visit} from 'unist-util-visit';

import {factTable} from '../../../shared/fact-table';
import {factValue, facts, isFactName, type FactName} from '../../../shared/facts';
import {permissions, ROLES, type Permission} from '../../../shared/roles';
import {collect, pageRule, type Problem} from '../problems';
import {jsonFileLine, mdxTree, versionLabel, type Page} from '../sources';
import {STATED} from './fact-statements';

/** Facts that are the default of a property or option in their page's reference table (`{name, default}`). */
const DEFAULTS: Partial<Record<FactName, string>> = {
  kbTopK: 'topK',
  kbMinScore: 'minScore',
  formTopResults: 'topResults',
  formMinScore: 'minScore',
  searchLimit: 'options.limit',
  searchMinScore: 'options.minScore',
};

/** The default a page's reference table gives `property`, if it lists it. */
export function tableDefault(prose: string, property: string): string | undefined {
  const row = new RegExp(`\\{name: '${property.replace('.', '\\.')}',[^}]*?default: '([^']*)'`).exec(prose);
  return row?.[1];
}

/** `<Fact name="…" />`, in either quotes; a tag of another form is reported (factRules). */
const FACT_TAG = /<Fact\s+name=(["'])([^"']*)\1\s*\/>/g;

/** A value may be written with a non-breaking space before its unit. */
const normalise = (text: string) => text.replace(/[\s\u00a0]+/g, ' ').trim();

/** `line` is of `text`, counted from 0. */
type Statement = {fact: FactName; stated: string; expected: string | undefined; context: string; line: number};

/** Every statement of a fact in `text`, as the reader of `version` sees it. */
export function statements(text: string, version: string): Statement[] {
  // Rendered line by line, so a statement keeps the line it was written on.
  const lines = text.split('\n').map((line) =>
    line.replace(FACT_TAG, (tag, _quote, name: string) => {
      if (!isFactName(name)) throw new Error(`${tag}: no such fact`);
      const value = factValue(facts[name], version);
      if (value === undefined) throw new Error(`${tag}: release ${version} does not have it`);
      return value;
    }),
  );
  const rendered = lines.join('\n');
  const lineOf = (offset: number) => rendered.slice(0, offset).split('\n').length - 1;
  const found: Statement[] = [];
  const seen = new Set<string>();
  for (const [fact, patterns] of Object.entries(STATED) as [FactName, RegExp[]][]) {
    for (const pattern of patterns) {
      for (const match of rendered.matchAll(pattern)) {
        // Two phrasings can find the same statement.
        const at = match.index + match[0].indexOf(match[1]);
        if (seen.has(`${fact}@${at}`) || !seen.add(`${fact}@${at}`)) continue;
        found.push({
          fact,
          stated: normalise(match[1]),
          expected: factValue(facts[fact], version),
          context: normalise(rendered.slice(Math.max(0, match.index - 60), match.index + match[0].length + 20)),
          line: lineOf(at),
        });
      }
    }
  }
  return found;
}

/** The statements that miss the value; one may leave out the unit ("100 tokens" stated as "100"). */
export const wrong = (found: Statement[]) =>
  found.filter(
    ({stated, expected}) =>
      expected === undefined || ![normalise(expected), normalise(expected).split(' ')[0]].includes(stated),
  );

/** The file lines of the page's components' opening tags: their props. */
function propLines(page: Page): Set<number> {
  const lines = new Set<number>();
  const {tree} = mdxTree(page);
  if (!tree) return lines;
  visit(tree, ['mdxJsxFlowElement', 'mdxJsxTextElement'] as const, ({position, children}) => {
    if (!position) return;
    const first = children[0]?.position;
    const end = first ? first.start.line - 1 : position.end.line;
    for (let line = position.start.line; line <= Math.max(end, position.start.line); line++) lines.add(line);
  });
  return lines;
}

/** A page's wrong facts, table defaults and role names; `resolve` follows renames of fact-table.ts's pages. */
export function factRules(page: Page, resolve: (id: string) => string | undefined = (id) => id): Problem[] {
  return collect(page.file, (report) => {
    // Release notes state what changed, old values included.
    if (page.id.startsWith('release-notes/')) return;
    const {version} = page;
    const tagLine = (tag: string) => page.bodyLine + page.body.split('\n').findIndex((line) => line.includes(tag));
    let found: Statement[] = [];
    try {
      found = statements(page.prose, version);
    } catch (error) {
      const {message} = error as Error;
      const tag = /^(<Fact[^>]*>)/.exec(message)?.[1] ?? '<Fact';
      report(tagLine(tag), message, `use a fact of shared/data/facts.json that ${versionLabel(version)} has`);
    }
    page.prose.split('\n').forEach((text, index) => {
      if (text.replace(FACT_TAG, '').includes('<Fact')) {
        const fix =
          'write <Fact name="…" /> with the name of a fact of shared/data/facts.json, and nothing else in the tag';
        report(page.bodyLine + index, 'a <Fact> tag the build cannot render', fix);
      }
    });
    const inProps = propLines(page);
    for (const {fact, stated, expected, context, line: offset} of wrong(found)) {
      const where = expected === undefined ? `${version} does not have ${fact}` : `${version} has ${expected}`;
      const line = page.bodyLine + offset;
      report(
        line,
        `states ${fact} as ${stated}, but ${where} ("…${context}…")`,
        inProps.has(line)
          ? // A component's props take text, where the Fact component cannot go.
            `write ${expected ?? 'what this version has'} in the prop, or change the value in shared/data/facts.json if the product changed`
          : `write <Fact name="${fact}" /> instead of the number, or change the value in shared/data/facts.json if the product changed`,
      );
    }
    const description = typeof page.frontMatter?.description === 'string' ? page.frontMatter.description : '';
    for (const {fact, stated, expected} of wrong(statements(description, version))) {
      report(
        page.fieldLines.description ?? 1,
        `the description states ${fact} as ${stated}, but ${version} has ${expected ?? 'no such fact'}`,
        'state the value of shared/data/facts.json (front matter cannot hold <Fact />)',
      );
    }
    for (const [fact, property] of Object.entries(DEFAULTS) as [FactName, string][]) {
      if (resolve(factTable[fact].page) !== page.id) continue;
      const expected = factValue(facts[fact], version);
      const actual = tableDefault(page.prose, property);
      if (expected !== undefined && actual !== expected) {
        report(
          tagLine(`{name: '${property}'`),
          `the reference table gives ${property} the default ${actual === undefined ? '(none)' : `'${actual}'`}, but ${fact} is ${expected}`,
          `write default: '${expected}', or change shared/data/facts.json if the product changed`,
        );
      }
    }
    // The page fact-table.json names for a fact is where a reader looks for it: it shows the value of its release.
    const tagged = new Set([...page.prose.matchAll(FACT_TAG)].map((match) => match[2]));
    for (const fact of Object.keys(factTable) as FactName[]) {
      if (resolve(factTable[fact].page) !== page.id || tagged.has(fact)) continue;
      if (factValue(facts[fact], version) === undefined) continue;
      report(
        page.bodyLine,
        `shared/data/fact-table.json names this page for ${fact}, but it never states it with <Fact />`,
        `write <Fact name="${fact}" /> in a sentence where a reader of this page looks for the value`,
      );
    }
    const notRoles = (text: string) =>
      [...text.matchAll(/\bain_[a-z_]+/g)].map(([name]) => name).filter((name) => !isRole(name));
    page.prose.split('\n').forEach((text, index) => {
      for (const name of notRoles(text)) {
        const fix = `name one of ${ROLES.join(', ')} (shared/data/roles.json)`;
        report(page.bodyLine + index, `\`${name}\` is not a role of the platform`, fix);
      }
    });
    for (const block of page.blocks) {
      for (const name of notRoles(block.code)) {
        const what = `the example names \`${name}\`, which is not a role of the platform`;
        report(block.line, what, `name one of ${ROLES.join(', ')}`);
      }
    }
  });
}

/** A role, or the vector database's own names (database `ain_vectors`, user `ain_vector`). */
const isRole = (name: string) => ROLES.includes(name) || /^ain_vectors?$/.test(name);

/** Problems of one version: facts it has that none of its pages states. */
export function factCoverageRules(pages: readonly Page[], version: string): Problem[] {
  const docs = pages.filter((page) => !page.id.startsWith('release-notes/'));
  const prose = docs.map((page) => page.prose).join('\n');
  let stated: Set<FactName>;
  try {
    stated = new Set([
      ...statements(prose, version).map((statement) => statement.fact),
      ...(Object.keys(DEFAULTS) as FactName[]),
    ]);
  } catch {
    return []; // factRules reports the page.
  }
  const used = new Set([...prose.matchAll(FACT_TAG)].map((match) => match[2]));
  return (Object.keys(facts) as FactName[])
    .filter((name) => factValue(facts[name], version) !== undefined && !stated.has(name) && !used.has(name))
    .map((name) => ({
      file: 'shared/data/facts.json',
      line: jsonFileLine('shared/data/facts.json', [name], 'key'),
      problem: `${versionLabel(version)} states the fact ${name} on no page`,
      fix: `state it with <Fact name="${name}" /> on ${factTable[name].page}, or remove the fact if the product dropped it`,
    }));
}

/** A call of the script API in a code block: a class constructed, or AISystem's static methods. */
const SCRIPT_API =
  /\bnew (?:x_ain\.)?(AIChat|AIVector|AISync|AINPromptBuilder|AIVoice|AIVision|AIImage)\(|\bAISystem\.\w+\(/;

/** The lines of the section around `index` whose heading has at most `level` hashes (2 to `level`). */
function sectionAround(lines: readonly string[], index: number, level: number): readonly [number, number] {
  const heading = (at: number) => new RegExp(`^#{2,${level}} `).test(lines[at]);
  let start = index;
  while (start > 0 && !heading(start)) start--;
  let end = index + 1;
  while (end < lines.length && !heading(end)) end++;
  return [start, end];
}

/** The "Before you …" sections for line `index`: the page's `##` ones and those inside the line's `##` section. */
function beforeYouSections(lines: readonly string[], index: number): string | undefined {
  const [start, end] = sectionAround(lines, index, 2);
  const sections = lines
    .map((text, at) => ({text, at}))
    .filter(({text, at}) => /^#{2,4} Before you /.test(text) && (text.startsWith('## ') || (at > start && at < end)))
    .map(({at}) => {
      const [from, to] = sectionAround(lines, at + 1, /^#+/.exec(lines[at])![0].length);
      return lines.slice(from, to).join('\n');
    });
  return sections.length ? sections.join('\n') : undefined;
}

/** Whether `text` names one of `roles`, as pages write them. */
const namesRole = (text: string, roles: readonly string[]) => roles.some((role) => text.includes(`\`${role}\``));

/** A page whose examples call the script API (only `ain_developer` may) says who runs them: in the "Before you …"
 * section that applies, else anywhere. The script API's own pages say it once, on its overview. */
export const stepRoleRules = pageRule((page, report) => {
  if (page.id.startsWith('api/') || page.id.startsWith('release-notes/')) return;
  const call = page.blocks.find((block) => /^(js|javascript|ts)$/.test(block.language) && SCRIPT_API.test(block.code));
  if (!call) return;
  const before = beforeYouSections(page.prose.split('\n'), call.line - page.bodyLine);
  if (namesRole(before ?? page.prose, ['ain_developer'])) return;
  report(
    call.line,
    `an example calls ${SCRIPT_API.exec(call.code)![1] ?? 'AISystem'}, but ${before ? '"Before you begin"' : 'the page'} never asks for \`ain_developer\`, the role the script API needs`,
    `say${before ? ' in "Before you begin"' : ''} who runs it: a user with \`ain_developer\`, or you if you hold it too`,
  );
});

/** The permission whose menu or button `bold` names: the longest `ui` entry that is `bold` or a menu above it. */
function permissionOf(bold: string): {permission: Permission; ui: string} | undefined {
  let found: {permission: Permission; ui: string} | undefined;
  for (const permission of permissions) {
    for (const ui of permission.ui ?? []) {
      if ((bold === ui || bold.startsWith(`${ui} > `)) && ui.length > (found?.ui.length ?? 0)) {
        found = {permission, ui};
      }
    }
  }
  return found;
}

/** A step or table row that sends the reader to a menu or button only some roles reach (`ui` in shared/data/roles.json)
 * names a role, in itself, a "Before you …" section or (a step) its section, so a reader without it learns whom to ask.
 */
export const actionRoleRules = pageRule((page, report) => {
  const lines = page.prose.split('\n');
  lines.forEach((text, index) => {
    const step = /^\s*\d+\. /.test(text);
    if (!step && !/^\s*\|/.test(text)) return;
    const reported = new Set<Permission>();
    for (const match of text.matchAll(/\*\*([^*]+)\*\*/g)) {
      const hit = permissionOf(match[1]);
      if (!hit || reported.has(hit.permission)) continue;
      const {roles, action} = hit.permission;
      if (namesRole(text, roles) || namesRole(beforeYouSections(lines, index) ?? '', roles)) continue;
      if (step) {
        const [start, end] = sectionAround(lines, index, 3);
        if (namesRole(lines.slice(start, end).join('\n'), roles)) continue;
      }
      reported.add(hit.permission);
      const who = roles.map((role) => `\`${role}\``).join(' or ');
      report(
        page.bodyLine + index,
        `${step ? 'a step' : 'a table row'} sends the reader to **${hit.ui}**, which only ${who} reaches ("${action}", shared/data/roles.json), but ${step ? 'neither the step, its section nor' : 'neither the row nor'} a "Before you …" section names that role`,
        `say who does it, such as "ask a user with ${who} to …", or list the role in "Before you begin"`,
      );
    }
  });
});
