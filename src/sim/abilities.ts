/**
 * The abilities one weapon has (printed, plus those granted by the scenario's and the firing group's
 * modifiers). Duplicates never stack (RULES §1, §2 24.02): of two copies of one ability the better one
 * is kept — the larger X (by mean for a random X); every [ANTI] is kept, each against its own keyword.
 */
import type { Dice } from '../prob/dice.js';
import type { NamedAbility, WeaponAbility, WeaponAbilityKind } from '../rules/types.js';

export type Abilities = {
  readonly kinds: ReadonlySet<WeaponAbilityKind>;
  readonly sustained: Dice | null;
  readonly rapidFire: Dice | null;
  readonly blast: number;
  readonly melta: number;
  readonly anti: readonly { readonly keyword: string; readonly threshold: number }[];
};

export function collectAbilities(list: readonly WeaponAbility[]): Abilities {
  const kinds = new Set<WeaponAbilityKind>();
  let sustained: Dice | null = null;
  let rapidFire: Dice | null = null;
  let blast = 0;
  let melta = 0;
  const anti: { keyword: string; threshold: number }[] = [];
  for (const ability of list) {
    kinds.add(ability.kind);
    switch (ability.kind) {
      case 'sustained-hits':
        sustained = better(sustained, ability.x);
        break;
      case 'rapid-fire':
        rapidFire = better(rapidFire, ability.x);
        break;
      case 'blast':
        blast = Math.max(blast, ability.x);
        break;
      case 'melta':
        melta = Math.max(melta, ability.x);
        break;
      case 'anti':
        anti.push({ keyword: ability.keyword, threshold: ability.threshold });
        break;
      default:
        // The abilities that are their name alone: `kinds` above has them.
        ability satisfies NamedAbility;
    }
  }
  return { kinds, sustained, rapidFire, blast, melta, anti };
}

function better(current: Dice | null, candidate: Dice): Dice {
  if (current === null) return candidate;
  return diceMean(candidate) > diceMean(current) ? candidate : current;
}

export function diceMean(dice: Dice): number {
  return dice.flat + dice.terms.reduce((sum, t) => sum + (t.count * (t.sides + 1)) / 2, 0);
}
