/** Exit codes and the errors the one error boundary (main.ts) turns into them. */
import type { ScenarioError } from '../plan/index.js';
import { formatIssue, sortIssues, type Issue } from '../profile/index.js';

export const EXIT_OK = 0;
/** An unexpected error: a bug in mathhammer. */
export const EXIT_BUG = 1;
/** A usage or input error: a bad option, a missing file, an invalid profile. */
export const EXIT_INPUT = 2;
/** Stopped by Ctrl-C (128 + SIGINT, as shells report it). */
export const EXIT_INTERRUPTED = 130;

/** Ctrl-C during long work: the command stopped cleanly, printing nothing more. */
export class InterruptedError extends Error {
  constructor(readonly command: string) {
    super(`${command}: interrupted`);
    this.name = 'InterruptedError';
  }
}

/**
 * Problems printed per file. A hostile profile can have hundreds of thousands (one per line of junk); the
 * first fifty say what is wrong, and the rest would bury them.
 */
export const MAX_ISSUES_PER_FILE = 50;

/**
 * Issues as lines (`file:line:col field: message`) in reading order: at most MAX_ISSUES_PER_FILE per file,
 * then one line counting the rest, `… and 12 more problems in squad.yaml`.
 */
export function issueLines(issues: readonly Issue[]): string[] {
  const sorted = sortIssues(issues);
  const lines: string[] = [];
  for (let start = 0; start < sorted.length; ) {
    const file = sorted[start]!.file;
    let end = start;
    while (end < sorted.length && sorted[end]!.file === file) end++;
    const shown = Math.min(end - start, MAX_ISSUES_PER_FILE);
    lines.push(...sorted.slice(start, start + shown).map(formatIssue));
    const more = end - start - shown;
    if (more > 0) lines.push(`… and ${more} more problem${more === 1 ? '' : 's'} in ${file}`);
    start = end;
  }
  return lines;
}

/** A user mistake. Printed one line per problem, no stack trace, exit 2. */
export class InputError extends Error {
  readonly lines: readonly string[];

  constructor(lines: readonly string[]) {
    super(lines.join('\n'));
    this.name = 'InputError';
    this.lines = lines;
  }

  static fromIssues(issues: readonly Issue[]): InputError {
    return new InputError(issueLines(issues));
  }
}

/**
 * A scenario's mistakes as lines: `mathhammer calc: <problem>` and located issues; about one case of
 * several, under a heading naming the case, indented.
 */
export function scenarioErrorLines(error: ScenarioError, command: string): string[] {
  // Under a case's heading the command is named once, by the heading.
  if (error.context !== undefined) return [`mathhammer ${command}: ${error.context}:`, ...[...error.problems, ...issueLines(error.issues)].map((l) => `  ${l}`)];
  return [...error.problems.map((p) => `mathhammer ${command}: ${p}`), ...issueLines(error.issues)];
}
