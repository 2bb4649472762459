/** Glossary links at first use (STYLE.md, "Glossary"): a page's first use of a term links to its glossary page or a page
 * of one kind of the thing. Headings, code, components, bold labels, table headers and first columns, and the summary
 * after a list item's link do not count. */
import type {Nodes, Root} from 'mdast';

import {glossary, type GlossaryTerm} from '../../../shared/glossary';
import {collect, type Problem} from '../problems';
import {escapeRegExp, mdxTree, type Page} from '../sources';
import type {VersionIds} from './data-pages';
import {relativeLink, resolveDocLink} from './links';

const oneOf = (words: string[]) => words.map(escapeRegExp).join('|');

/** The uses of a term in prose, from its glossary entry: its forms, each also plural, and the words around. */
function termPattern({term, forms = [term], matchCase, notAfter, notBefore}: GlossaryTerm): RegExp {
  const plural = [...forms].sort((a, b) => b.length - a.length).map((form) => `${escapeRegExp(form)}(?:e?s)?`);
  const before = notAfter ? `(?<!\\b(?:${oneOf(notAfter)}) )` : '';
  const after = notBefore ? `(?! (?:${oneOf(notBefore)})\\b)` : '';
  return new RegExp(`${before}\\b(?:${plural.join('|')})\\b${after}`, matchCase ? '' : 'i');
}

/** Words of the page; `label` when they name a column or a field (a table's header row or first column), which is no use. */
type Use = {text: string; line: number; link?: string; label?: boolean};

/** Nodes whose words are no use of a term. */
const NOT_PROSE =
  /^(?:heading|inlineCode|code|html|yaml|mdxjsEsm|mdxJsx(?:Flow|Text)Element|mdx(?:Flow|Text)Expression)$/;

/** The words of a page that count as uses, in reading order, each with the link it sits in. */
function uses(tree: Root): Use[] {
  const found: Use[] = [];
  const walk = (node: Nodes, link: string | undefined, label = false) => {
    if (NOT_PROSE.test(node.type)) return;
    switch (node.type) {
      case 'strong':
        // A label in bold; linked, it is a use.
        if (link) for (const child of node.children) walk(child, link, label);
        return;
      case 'text':
        found.push({text: node.value, line: node.position?.start.line ?? 1, link, ...(label ? {label} : {})});
        return;
      case 'link':
        for (const child of node.children) walk(child, node.url, label);
        return;
      case 'listItem': {
        // An item that starts with a link (after any <Since />) names a page and sums it up: the summary is no use.
        const first = node.children[0];
        const lead =
          first?.type === 'paragraph'
            ? first.children.find(
                (child) =>
                  !(child.type === 'mdxJsxTextElement' && child.name === 'Since') &&
                  !(child.type === 'text' && !child.value.trim()),
              )
            : undefined;
        if (lead?.type === 'link') walk(lead, link);
        else for (const child of node.children) walk(child, link);
        return;
      }
      case 'table':
        // The header row names columns; the first column names fields.
        node.children.forEach((row, rowIndex) =>
          row.children.forEach((cell, column) => walk(cell, link, label || rowIndex === 0 || column === 0)),
        );
        return;
      default:
        if ('children' in node) for (const child of node.children as Nodes[]) walk(child, link, label);
    }
  };
  walk(tree, undefined);
  return found;
}

const landingOf = (page: string) => (page.endsWith('/') ? `${page}index` : page);

/** Each term whose first use on the page links nowhere it should; `ids` follows the version's renames. */
export function glossaryRules(page: Page, ids?: VersionIds): Problem[] {
  return collect(page.file, (report) => {
    const {tree} = mdxTree(page);
    if (!tree) return;
    const all = uses(tree);
    const words = all.filter((use) => !use.label);
    for (const term of glossary) {
      const forms = termPattern(term);
      const target = ids?.resolve(term.page) ?? landingOf(term.page);
      const section = target.endsWith('/index') ? target.slice(0, -'index'.length) : undefined;
      const counts = (id: string) =>
        (ids?.names(id) ?? [id]).some(
          (name) =>
            name === target || (section !== undefined && name.startsWith(section)) || !!term.alsoLinks?.includes(name),
        );
      if (counts(page.id)) continue;
      const first = words.find((use) => forms.test(use.text));
      if (!first) continue;
      const linked = first.link ? resolveDocLink(page, first.link) : undefined;
      if (linked && counts(linked.id)) continue;
      const word = forms.exec(first.text)![0];
      // A link the writer gave the term where it names a column or a field.
      const labelLink = all.find((use) => use.label && use.link && forms.test(use.text));
      report(
        first.line,
        `first use of "${word}" without a link to its glossary page`,
        `link it: [${word}](${relativeLink(page, target)})${first.link ? ` (it sits in a link to ${first.link})` : ''}` +
          (labelLink
            ? `; the link on line ${labelLink.line} does not count: a table’s header row and first column name columns and fields`
            : ''),
      );
    }
  });
}
