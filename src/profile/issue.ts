/**
 * A user mistake in a profile, with where it is. Profile code never throws for user input: it collects
 * every issue and returns them together (changesets and knip do the same).
 */
export type Issue = {
  /** The file as the user named it (or the bundled profile's path). */
  readonly file: string;
  /** 1-based line and column; 0 when the issue is about the whole file (missing, empty, too big). */
  readonly line: number;
  readonly col: number;
  /** The field, e.g. `weapons[0].S`; empty for the whole document. */
  readonly path: string;
  readonly message: string;
};

export type Result<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly issues: readonly Issue[] };

export function ok<T>(value: T): Result<T> {
  return { ok: true, value };
}

export function failed<T>(issues: readonly Issue[]): Result<T> {
  return { ok: false, issues };
}

/** `profiles/x.yaml:12:5 weapons[0].S: expected an integer ≥ 1, got "four"`. */
export function formatIssue(issue: Issue): string {
  const where = issue.line > 0 ? `${issue.file}:${issue.line}:${issue.col}` : issue.file;
  return issue.path === '' ? `${where}: ${issue.message}` : `${where} ${issue.path}: ${issue.message}`;
}

/** Each issue once: a file reached twice (a leader named twice) has its problems once, in first-found order. */
export function uniqueIssues(issues: readonly Issue[]): Issue[] {
  const seen = new Set<string>();
  return issues.filter((issue) => {
    const key = JSON.stringify([issue.file, issue.line, issue.col, issue.path, issue.message]);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** Issues in reading order: by file, then line, then column. */
export function sortIssues(issues: readonly Issue[]): Issue[] {
  return [...issues].sort((a, b) =>
    a.file === b.file ? a.line - b.line || a.col - b.col : a.file < b.file ? -1 : 1,
  );
}

/** How a value found in the YAML is shown in a message: strings quoted, lists and mappings named. */
export function describeValue(value: unknown): string {
  if (value === null || value === undefined) return 'nothing';
  if (typeof value === 'string') return JSON.stringify(value.length > 60 ? `${value.slice(0, 57)}...` : value);
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return 'a list';
  return 'a mapping';
}
