/** The export's first line, "Faction – Unit": "Astra Militarum – Mukaali Riders". */
import type { Issue } from '../issue.js';
import { excerpt } from './names.js';
import type { Line } from './types.js';

export function readTitle(title: Line, file: string, issues: Issue[], warnings: Issue[]): { name: string; faction: string | null } {
  if (title.text.length > 120 || title.text.includes('|')) {
    issues.push({ file, line: title.no, col: 1, path: 'title', message: `expected the title line "Faction – Unit", got "${excerpt(title.text)}"` });
    return { name: '', faction: null };
  }
  const dash = / [\u2013-] /.exec(title.text);
  if (dash === null) {
    warnings.push({ file, line: title.no, col: 1, path: 'title', message: `no faction in the title line (expected "Faction – Unit"): the unit is named "${excerpt(title.text)}"` });
    return { name: title.text, faction: null };
  }
  const faction = title.text.slice(0, dash.index).trim();
  const name = title.text.slice(dash.index + dash[0].length).trim();
  if (name === '' || faction === '') {
    issues.push({ file, line: title.no, col: 1, path: 'title', message: `expected the title line "Faction – Unit", got "${excerpt(title.text)}"` });
  }
  return { name, faction: faction === '' ? null : faction };
}
