/**
 * What wargear's abilities grant its bearer (protection.ts reads them), said in the import's gaps, and
 * kept for a pasted list: a loadout swaps weapons only, so a Storm Shield a loadout gives or takes away is
 * stated, not applied, and a list applies what the wargear it names grants.
 */
import { str, type BsNode } from './bs-tree.js';
import { descriptionOf } from './characteristics.js';
import type { WargearOption } from './kit.js';
import { mergedProtection, readProtection, type Protection, type StatChange } from './protection.js';
import type { Stats } from '../profile/import/index.js';

/** "W4 T5 4++" of a statline: what a loadout cannot change. */
export function statsText(stats: Stats): string {
  return [`W${stats.W ?? '?'}`, `T${stats.T ?? '?'}`, ...(stats.invuln === undefined ? [] : [`${stats.invuln}++`]), ...(stats.fnp === undefined ? [] : [`FNP ${stats.fnp}+`])].join(' ');
}

/**
 * What one ability profile grants its bearer, read once (a profile is asked about by every loadout and
 * choice that gives or takes it); its gaps are the datasheet's to say, where the model's abilities are read.
 */
const bearerGrants = new WeakMap<BsNode, Protection | null>();

function grantOf(profile: BsNode): Protection | undefined {
  let known = bearerGrants.get(profile);
  if (known === undefined) {
    const read = readProtection(str(profile, 'name'), descriptionOf(profile), []);
    bearerGrants.set(profile, (known = read?.scope === 'self' ? read.value : null));
  }
  return known ?? undefined;
}

/** What the abilities among `profiles` grant the bearer, as a gap says it: "Storm Shield (W4)", "Brute Shield (4++)". */
function grantedBy(profiles: readonly BsNode[]): string[] {
  return profiles.flatMap((p) => {
    const granted = grantOf(p);
    if (granted === undefined) return [];
    const { invuln, fnp, W, T } = granted;
    const change = (k: 'W' | 'T', c: StatChange | undefined) => (c === undefined ? [] : [`${k}${c.set ?? ''}${c.add > 0 ? `${c.set === undefined ? '' : ' '}+${c.add}` : ''}`]);
    const shown = [...(invuln === undefined ? [] : [`${invuln}++`]), ...(fnp === undefined ? [] : [`Feel No Pain ${fnp}+`]), ...change('W', W), ...change('T', T)];
    return shown.length === 0 ? [] : [`${str(p, 'name')} (${shown.join(', ')})`];
  });
}

/** What a choice gives and takes away, when its abilities change the bearer: "gives X (4++) and takes away Y (W4)". */
export function changedBy(abilities: WargearOption['abilities']): string | undefined {
  const changes = [...grantedBy(abilities.given).map((c) => `gives ${c}`), ...grantedBy(abilities.lost).map((c) => `takes away ${c}`)];
  return changes.length === 0 ? undefined : changes.join(' and ');
}

/** What a wargear entry's abilities grant its bearer, when anything (a pasted list applies it). */
export function grantsOf(abilities: readonly BsNode[]): { grants?: Protection } {
  const grants = mergedProtection(...abilities.map(grantOf));
  return Object.keys(grants).length === 0 ? {} : { grants };
}

/** A loadout swaps weapons only: what its wargear's abilities do to the bearer is stated, not applied. */
export const KEPT = 'but a loadout changes only weapons: edit the profile for it';
