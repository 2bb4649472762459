/** Admonitions and steps (CONTRIBUTING.md): the site's types, opened and closed on lines of their own, titles in
 * brackets, warnings titled with their consequence, results only with a numbered step, what cannot be undone in a
 * warning or danger box. */
import {pageRule} from '../problems';

/** The types a page may open (what each is for: CONTRIBUTING.md). */
const ADMONITIONS = ['note', 'tip', 'warning', 'danger', 'result'];
const TYPES = ADMONITIONS.map((type) => `:::${type}`).join(', ');
/** Types whose title must name the consequence. */
const TITLED = new Set(['warning', 'danger']);
const GUIDE = 'CONTRIBUTING.md, "Admonitions and steps"';

/** Words that say an action has no way back: such a sentence belongs in a warning or danger box. */
const IRREVERSIBLE =
  /\b(?:cannot|can ?not|can't|can’t) be undone\b|\birreversibl[ey]\b|\bpermanently\b|\b(?:deleted|deletes|delete|lost|removed|gone) for good\b/i;

/** An expected result written as a bold lead-in, which no reader or check can tell from prose. */
const PLAIN_RESULT = /^\s*(?:\*\*|__)?Expected results?:?(?:\*\*|__)?:?\s/i;

const FENCE = /^( *)(:{3,})(.*)$/;
const ORDERED_ITEM = /^( *)\d{1,9}[.)]( +)\S/;
const indentOf = (line: string) => /^ */.exec(line)![0].length;

type Open = {type: string; colons: number; indent: number; line: number};

export const admonitionRules = pageRule((page, problem) => {
  const lines = page.prose.split('\n');
  let open: Open | undefined;

  lines.forEach((text, index) => {
    // The prose keeps the body's lines, code blocks blanked.
    const line = page.bodyLine + index;
    const fence = FENCE.exec(text);
    if (!fence) {
      if (PLAIN_RESULT.test(text)) {
        problem(
          line,
          'an expected result written as plain text',
          'write it as a :::result box, closed with :::, inside the step it follows or right after the numbered list',
        );
      }
      if (IRREVERSIBLE.test(text) && !(open && TITLED.has(open.type))) {
        problem(
          line,
          `"${IRREVERSIBLE.exec(text)![0]}" outside a warning or danger box`,
          `put what cannot be undone in :::danger[…] (data lost for good) or :::warning[…] (no way back), titled with the consequence (${GUIDE})`,
        );
      }
      return;
    }
    const [, spaces, colons, rest] = fence;
    const indent = spaces.length;
    const opening = /^([A-Za-z][\w-]*)(.*)$/.exec(rest);
    if (!opening) {
      if (rest.trim()) {
        problem(
          line,
          `\`${text.trim()}\` is neither an opening nor a closing line`,
          `write the type right after the colons (${TYPES}), or ::: alone to close a box`,
        );
      } else if (!open) {
        problem(line, 'a ::: that closes no box', `remove it, or open the box above it with one of ${TYPES}`);
      } else {
        if (indent !== open.indent) {
          problem(
            line,
            `the closing ::: is indented ${indent} spaces, its opening on line ${open.line} ${open.indent}`,
            'indent it like its opening line, or the box swallows the text after it',
          );
        }
        if (colons.length !== open.colons) {
          problem(
            line,
            `the box opens with ${open.colons} colons and closes with ${colons.length}`,
            'close it with as many colons as it opens with',
          );
        }
        open = undefined;
      }
      return;
    }
    const [, type, after] = opening;
    if (open) {
      problem(
        line,
        `a :::${type} inside the :::${open.type} of line ${open.line}`,
        'close the first box with ::: before you open the next: boxes do not nest',
      );
    }
    open = {type, colons: colons.length, indent, line};
    if (!ADMONITIONS.includes(type)) {
      problem(
        line,
        `\`:::${type}\` is not a type of these docs`,
        type === 'caution'
          ? 'write :::warning (Docusaurus 4 drops caution), or :::danger when data is lost for good'
          : type === 'info'
            ? 'write :::note'
            : `use one of ${TYPES}`,
      );
    }
    const titled = /^\[(.*)\]\s*$/.exec(after);
    const title = titled?.[1].trim();
    if (after.trim() && !titled) {
      problem(
        line,
        `the title "${after.trim()}" is not in brackets`,
        `write :::${type}[${after.trim()}] ; the brackets hold the whole title`,
      );
    } else if (TITLED.has(type) && !title) {
      problem(
        line,
        `a :::${type} without a title`,
        `name the consequence in brackets, such as :::${type}[Purging deletes every dead letter for good]`,
      );
    } else if (type === 'result' && titled) {
      problem(
        line,
        'an expected result with a title of its own',
        'write :::result alone: every one reads "Expected result"',
      );
    }
    if (type === 'result' && !followsStep(lines, index, indent)) {
      problem(
        line,
        'an expected result that follows no numbered step',
        "put :::result right after the procedure's numbered list, or inside the step it belongs to, indented like the step's text",
      );
    }
  });
  if (open) {
    problem(
      open.line,
      `the :::${open.type} is never closed`,
      'end it with ::: on a line of its own, indented like its opening line',
    );
  }
});

/** Whether the box opened at `index`, indented `indent`, sits inside a numbered step or right after a numbered list. */
function followsStep(lines: readonly string[], index: number, indent: number): boolean {
  for (let i = index - 1; i >= 0; i--) {
    const text = lines[i];
    if (!text.trim() || indentOf(text) > indent || (indent > 0 && indentOf(text) === indent)) continue;
    const item = ORDERED_ITEM.exec(text);
    if (!item) return false;
    return indent === 0
      ? item[1].length === 0
      : item[1].length + /\d+[.)]/.exec(text)![0].length + item[2].length <= indent;
  }
  return false;
}
