/** Lines of the export no section reader understood, turned into warnings. */
import type { Issue } from '../issue.js';
import { excerpt } from './names.js';
import { isTable, type Section } from './sections.js';
import type { Line } from './types.js';

/**
 * Lines nobody understood, as warnings: a run of them (blank lines aside) is one warning with its range,
 * so the rules text the export carries after the datasheet is one warning, not six hundred.
 */
export function unknownWarnings(all: readonly Line[], unknown: readonly Line[], sections: readonly Section[], file: string): Issue[] {
  // The export runs on after DETACHMENT ABILITY with the rules reference text its links pointed to.
  const headings = sections.filter((s) => s.heading !== null && s.kind !== 'other' && !(isTable(s.kind) && !s.main));
  const afterDatasheet = (line: number): boolean => [...headings].reverse().find((s) => s.heading!.no < line)?.kind === 'detachment';
  const numbers = new Set(unknown.map((l) => l.no));
  const runs: Line[][] = [];
  let run: Line[] = [];
  for (const line of all) {
    if (line.text === '') continue;
    if (numbers.has(line.no)) run.push(line);
    else if (run.length > 0) {
      runs.push(run);
      run = [];
    }
  }
  if (run.length > 0) runs.push(run);
  return runs.map((lines): Issue => {
    const first = lines[0]!;
    const last = lines[lines.length - 1]!;
    const after = afterDatasheet(first.no);
    const what = after ? 'follow the datasheet (rules reference text)' : 'are not understood';
    const message =
      lines.length === 1
        ? `${after ? 'follows the datasheet (rules reference text)' : 'not understood'}, not imported: "${excerpt(first.text)}"`
        : `lines ${first.no}–${last.no} (${lines.length} lines) ${what}, not imported: "${excerpt(first.text)}" …`;
    return { file, line: first.no, col: 1, path: '', message };
  });
}
