/**
 * A comparison file's references checked before anything is computed: every attacker, defender, loadout
 * and leader it names that is wrong, each at its file:line:col (docs/compare.md: "every mistake is
 * reported at once"). The command line's own names are left to the cases, which report them as before.
 */
import type { ProfileLoader } from '../plan/index.js';
import type { Issue } from '../profile/index.js';
import { checkReferences, commonReferences, defenderReference, stepReferences, type Reference } from '../sequence/index.js';
import type { ComparisonFile, FileColumn } from './file.js';

/** A column's references; a column without `attacker:` asks its loadouts of each command-line attacker. */
function columnReferences(column: FileColumn, attackers: readonly string[]): Reference[] {
  const leaders = commonReferences(column.options, column.places.options);
  if (column.steps !== undefined) return [...leaders, ...column.steps.flatMap(stepReferences)];
  const owners = column.attacker === undefined ? attackers.map((ref) => ({ ref })) : [{ ref: column.attacker, at: column.places.attacker! }];
  return [...leaders, ...owners.map((owner) => ({ ...owner, loadouts: column.places.loadouts }))];
}

/**
 * The file's wrong references. `attackers`: the command line's; `vs`: the command line's defenders,
 * which replace the file's (then the file's `vs:` is not used, so not checked).
 */
export function checkComparisonFile(load: ProfileLoader, file: ComparisonFile, attackers: readonly string[], vs?: readonly string[]): Issue[] {
  const options = [{ layer: file.options.layer, ...(file.optionPlaces === undefined ? {} : { places: file.optionPlaces }) }];
  const defenders = vs ?? file.vs ?? [];
  const fromFile = vs === undefined;
  return checkReferences(load, [
    ...defenders.map((ref, i) => defenderReference(ref, fromFile ? file.vsAt?.[i] : undefined, options)),
    ...commonReferences(file.options, file.optionPlaces),
    ...file.columns.flatMap((column) => columnReferences(column, attackers)),
  ]);
}
