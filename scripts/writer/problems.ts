/** What a content check reports, printed as `file:line — what is wrong — what to do` by every writer check. */
import type {Page} from './sources';

export type Problem = {file: string; line: number; problem: string; fix: string};

export const formatProblem = ({file, line, problem, fix}: Problem): string => `${file}:${line} — ${problem} — ${fix}`;

export type Report = (line: number, problem: string, fix: string) => void;

export function collectAll(find: (report: (file: string, ...args: Parameters<Report>) => void) => void): Problem[] {
  const found: Problem[] = [];
  find((file, line, problem, fix) => void found.push({file, line, problem, fix}));
  return found;
}

export const collect = (file: string, find: (report: Report) => void): Problem[] =>
  collectAll((report) => find((...args) => report(file, ...args)));

/** A rule over one page, written as what it reports. */
export const pageRule =
  (find: (page: Page, report: Report) => void) =>
  (page: Page): Problem[] =>
    collect(page.file, (report) => find(page, report));

/** Problems sorted by file and line, each once. */
export function sortProblems(problems: readonly Problem[]): Problem[] {
  const seen = new Set<string>();
  return [...problems]
    .sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line)
    .filter((problem) => !seen.has(formatProblem(problem)) && !!seen.add(formatProblem(problem)));
}

/** Fails with every problem on its own line, as the writer check prints them, rather than the runner's diff. */
export function assertNoProblems(problems: readonly Problem[]): void {
  if (problems.length === 0) return;
  const lines = sortProblems(problems).map(formatProblem);
  const error = new Error(`${lines.length} problem${lines.length === 1 ? '' : 's'}:\n${lines.join('\n')}`);
  error.name = 'ContentProblems';
  throw error;
}
