/**
 * Unit sizes: the profile has the largest unit the composition allows ("- 1-2 Starfangs" → 2); every
 * other size the points table prices (or the composition's smallest) becomes a `size` loadout, named
 * like the bundled Starfangs' `one-starfang`.
 */
import type { Issue } from '../issue.js';
import { numberWord, slug } from './names.js';
import type { Composition, ImportedLoadout, ModelGroup } from './types.js';

export function sizeLoadouts(models: readonly ModelGroup[], points: Composition['points'], file: string): { loadouts: ImportedLoadout[]; warnings: Issue[] } {
  const loadouts: ImportedLoadout[] = [];
  const warnings: Issue[] = [];
  if (models.length === 0) return { loadouts, warnings };
  const total = models.reduce((n, m) => n + m.count, 0);
  // The group whose size varies: the one printed as a range, else the only or the last large one.
  const variable = models.find((m) => m.min < m.count) ?? (models.length === 1 ? models[0]! : [...models].reverse().find((m) => m.count > 1));
  if (variable === undefined) return { loadouts, warnings };
  const bySize = new Map(points.map((p) => [p.models, p]));
  const sizes = new Map<number, number>();
  for (const row of points) if (row.models !== total) sizes.set(row.models, row.line);
  const smallest = total - variable.count + variable.min;
  if (smallest !== total && !sizes.has(smallest)) sizes.set(smallest, variable.line);
  for (const [size, line] of [...sizes].sort((a, b) => a[0] - b[0])) {
    const count = size - (total - variable.count);
    if (count < 0 || count > 1000) {
      warnings.push({ file, line, col: 1, path: 'unit composition', message: `a unit of ${size} models does not fit UNIT COMPOSITION (${total} models): no loadout for that size` });
      continue;
    }
    const cost = bySize.get(size);
    const name = models.length === 1 ? `${numberWord(size)}-${slug(size === 1 ? variable.name : variable.printed)}` : `${numberWord(size)}-models`;
    loadouts.push({
      name,
      description: `A unit of ${size} model${size === 1 ? '' : 's'}${models.length === 1 ? '' : ` (${count} ${count === 1 ? variable.name : variable.printed})`}${cost === undefined ? '' : `, ${cost.points} points`}`,
      max: 1,
      swaps: [],
      size: [{ model: variable.name, count }],
      line,
    });
  }
  return { loadouts, warnings };
}
