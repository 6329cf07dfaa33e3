/** Exit codes and the errors the one error boundary (main.ts) turns into them. */
import { formatIssue, sortIssues, type Issue } from '../profile/index.js';

export const EXIT_OK = 0;
/** An unexpected error: a bug in mathhammer. */
export const EXIT_BUG = 1;
/** A usage or input error: a bad option, a missing file, an invalid profile. */
export const EXIT_INPUT = 2;

/** A user mistake. Printed one line per problem, no stack trace, exit 2. */
export class InputError extends Error {
  readonly lines: readonly string[];

  constructor(lines: readonly string[]) {
    super(lines.join('\n'));
    this.name = 'InputError';
    this.lines = lines;
  }

  static fromIssues(issues: readonly Issue[]): InputError {
    return new InputError(sortIssues(issues).map(formatIssue));
  }
}
