/**
 * What a content check reports: where (file and line), what is wrong and what
 * to do, printed as `file:line — what is wrong — what to do`, the form every
 * writer check uses (`npm run check:docs`, scripts/writer/check-docs.ts).
 */
export type Problem = {file: string; line: number; problem: string; fix: string};

export const formatProblem = ({file, line, problem, fix}: Problem): string => `${file}:${line} — ${problem} — ${fix}`;

/** Problems sorted by file and line, each once. */
export function sortProblems(problems: readonly Problem[]): Problem[] {
  const seen = new Set<string>();
  return [...problems]
    .sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line)
    .filter((problem) => {
      const key = formatProblem(problem);
      return !seen.has(key) && !!seen.add(key);
    });
}

/**
 * Fails with every problem on its own line, so a failing test reads as the
 * writer check does. The test runner's own report would show a diff instead.
 */
export function assertNoProblems(problems: readonly Problem[]): void {
  if (problems.length === 0) return;
  const lines = sortProblems(problems).map(formatProblem);
  const error = new Error(`${lines.length} problem${lines.length === 1 ? '' : 's'}:\n${lines.join('\n')}`);
  error.name = 'ContentProblems';
  throw error;
}
