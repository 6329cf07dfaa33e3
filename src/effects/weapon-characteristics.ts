/**
 * A weapon's characteristic set to a value or multiplied by a rule ("its Payback weapon has an Attacks
 * characteristic of 6", "double the Attacks characteristic of …"): the weapon fired is rewritten, so the
 * engine computes it as it computes any profile, and every modifier (a rule's +1, `--attacks`) adds to the
 * rewritten value, as the rules order them (RULES §2 02.02.01: set → multiply → add …; §1 gives the same
 * "set" first). The changes are kept with the weapon as printed, so the order the rules are named in
 * changes nothing: the set value first, then every multiplication.
 */
import { fixedDice, type Dice } from '../prob/dice.js';
import type { EditionId, Weapon } from '../rules/index.js';
import type { Change } from './types.js';

export type CharacteristicChange = Extract<Change, { kind: 'characteristic' }>;

const LABEL = { attacks: 'Attacks', strength: 'Strength', damage: 'Damage' } as const;

export function characteristicText(change: CharacteristicChange): string {
  return 'set' in change ? `${LABEL[change.characteristic]} characteristic ${change.set.text}` : `${change.times === 2 ? 'double' : change.times === 3 ? 'triple' : `${change.times}\u00d7`} the ${LABEL[change.characteristic]} characteristic`;
}

function times(dice: Dice, factor: number): Dice | undefined {
  // Twice a D6 is no dice expression (2D6 is two dice): only a fixed value is multiplied exactly.
  return dice.terms.length === 0 ? fixedDice(dice.flat * factor) : undefined;
}

/**
 * The weapon as printed with `changes` made to it, or why one cannot be made (a note's words). `byName`:
 * the rule names the weapon (10e: only such a rule changes an [EXTRA ATTACKS] weapon's Attacks, rules.md 1.6).
 */
export function rewrittenWeapon(printed: Weapon, changes: readonly CharacteristicChange[], edition: EditionId, byName: boolean): Weapon | string {
  let weapon = printed;
  for (const key of ['attacks', 'strength', 'damage'] as const) {
    const mine = changes.filter((c) => c.characteristic === key);
    if (mine.length === 0) continue;
    if (key === 'attacks' && edition === '10e' && !byName && printed.abilities.some((a) => a.kind === 'extra-attacks')) return `the Attacks of an [EXTRA ATTACKS] weapon (${printed.name}) are changed only by a rule that names it (10e)`;
    const sets = [...new Set(mine.flatMap((c) => ('set' in c ? [c.set.text] : [])))];
    if (sets.length > 1) return `two rules set the ${LABEL[key]} characteristic of ${printed.name} (${sets.join(' and ')})`;
    let value: Dice | undefined = mine.map((c) => ('set' in c ? c.set : undefined)).find((d) => d !== undefined) ?? (key === 'strength' ? fixedDice(printed.strength) : printed[key]);
    for (const c of mine) if ('times' in c && value !== undefined) value = times(value, c.times);
    if (value === undefined) return `the ${LABEL[key]} characteristic of ${printed.name} is random, and a multiple of a dice roll is no dice expression`;
    if (key === 'strength') {
      if (value.terms.length > 0) return `a random Strength characteristic (${value.text})`;
      weapon = { ...weapon, strength: value.flat };
    } else weapon = { ...weapon, [key]: value };
  }
  return weapon;
}
