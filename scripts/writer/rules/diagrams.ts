/** Mermaid diagrams (CONTRIBUTING.md): each one parses, since the build draws it with Mermaid (site/plugins/diagrams)
 * and stops at one that does not, and keeps the theme's colours. */
import {collect, type Problem} from '../problems';
import type {Page} from '../sources';

type Parse = (text: string) => Promise<unknown>;
let parser: Promise<Parse> | undefined;

/** Mermaid's parser, loaded once. Mermaid cleans each label with DOMPurify, which outside a browser has no
 * functions at all: here they leave a label as it is, as only the syntax is read. */
const mermaidParse = () =>
  (parser ??= (async () => {
    const {default: purify} = await import('dompurify');
    const none = () => undefined;
    Object.assign(purify, {addHook: none, removeHook: none, removeHooks: none, removeAllHooks: none});
    Object.assign(purify, {sanitize: (text: string) => text});
    const {default: mermaid} = await import('mermaid');
    return (text: string) => mermaid.parse(text);
  })());

/** The line of the diagram Mermaid names (`on line 3`), and its reason in one line: the expectation, when it says one. */
function reasonOf(error: unknown): {line: number; reason: string} {
  const message = error instanceof Error ? error.message : String(error);
  const lines = message.split('\n').filter((line) => line.trim());
  const expecting = lines.find((line) => line.startsWith('Expecting '));
  return {line: Number(/on line (\d+)/.exec(message)?.[1] ?? 1), reason: expecting ?? lines[0] ?? message};
}

export async function diagramRules(page: Page): Promise<Problem[]> {
  const diagrams = page.blocks.filter((block) => block.language === 'mermaid');
  const parse = diagrams.length ? await mermaidParse() : undefined;
  const failures = await Promise.all(
    diagrams.map((block) =>
      parse!(block.code).then(
        () => undefined,
        (error: unknown) => reasonOf(error),
      ),
    ),
  );
  return collect(page.file, (report) =>
    diagrams.forEach((block, index) => {
      const failure = failures[index];
      if (failure) {
        // Mermaid counts a line after the last where the diagram ends too early.
        report(
          block.line + Math.min(failure.line, block.code.split('\n').length),
          `Mermaid cannot read the diagram (${failure.reason}): the build stops here`,
          'correct this line as https://mermaid.js.org/intro/syntax-reference.html shows for the diagram’s type',
        );
      }
      if (/^\s*(style|classDef|linkStyle)\b/m.test(block.code)) {
        report(
          block.line,
          'the diagram sets colours of its own',
          'remove its style, classDef and linkStyle lines: diagrams take the theme’s colours, which read in both colour modes',
        );
      }
    }),
  );
}
