/**
 * The user's mistakes in a scenario, found while planning it: unlocated problems ("--spotted describes
 * indirect fire: add --indirect") and located issues from the profiles (`meq.yaml:3:5 T: …`). Thrown by the
 * planners and the library API; the CLI prints it (one line each, exit 2). Programmer errors stay
 * TypeError/RangeError.
 */
import { formatIssue, type Issue } from '../profile/index.js';

export class ScenarioError extends Error {
  readonly problems: readonly string[];
  readonly issues: readonly Issue[];
  /** Which case of several it is about, e.g. `column "pulse-carbine-all" against meq`. */
  readonly context?: string;

  constructor(problems: readonly string[], issues: readonly Issue[] = [], context?: string) {
    super([...(context === undefined ? [] : [`${context}:`]), ...problems, ...issues.map(formatIssue)].join('\n'));
    this.name = 'ScenarioError';
    this.problems = problems;
    this.issues = issues;
    if (context !== undefined) this.context = context;
  }

  static fromIssues(issues: readonly Issue[]): ScenarioError {
    return new ScenarioError([], issues);
  }

  /**
   * The same mistakes, said to be about one case of several. A case inside a case (a step of a
   * sequence column) keeps both: `column "x" against geq: step 2 (strike-team)`.
   */
  inCase(context: string): ScenarioError {
    return new ScenarioError(this.problems, this.issues, this.context === undefined ? context : `${context}: ${this.context}`);
  }
}
