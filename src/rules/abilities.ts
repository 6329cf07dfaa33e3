/**
 * A weapon's abilities after adding those granted by modifiers, with duplicates merged: duplicates are
 * never cumulative (RULES §1 "Duplicate abilities", §2 24.02), so the attacker keeps the best of each.
 */
import { dicePmf, type Dice } from '../prob/dice.js';
import { mean } from '../prob/pmf.js';
import type { Weapon, WeaponAbility } from './types.js';

export type AbilitySet = {
  readonly assault: boolean;
  readonly heavy: boolean;
  readonly pistol: boolean;
  readonly torrent: boolean;
  readonly lethalHits: boolean;
  readonly sustainedHits: Dice | null;
  readonly rapidFire: Dice | null;
  readonly blast: number;
  readonly melta: number;
  readonly anti: readonly { readonly keyword: string; readonly threshold: number }[];
  readonly devastatingWounds: boolean;
  readonly twinLinked: boolean;
  readonly lance: boolean;
  readonly ignoresCover: boolean;
  readonly indirectFire: boolean;
  readonly precision: boolean;
  readonly hazardous: boolean;
  readonly extraAttacks: boolean;
  readonly psychic: boolean;
};

export function collectAbilities(weapon: Weapon, granted: readonly WeaponAbility[] = []): AbilitySet {
  const set = {
    assault: false,
    heavy: false,
    pistol: false,
    torrent: false,
    lethalHits: false,
    sustainedHits: null as Dice | null,
    rapidFire: null as Dice | null,
    blast: 0,
    melta: 0,
    anti: [] as { keyword: string; threshold: number }[],
    devastatingWounds: false,
    twinLinked: false,
    lance: false,
    ignoresCover: false,
    indirectFire: false,
    precision: false,
    hazardous: false,
    extraAttacks: false,
    psychic: false,
  };
  for (const ability of [...weapon.abilities, ...granted]) {
    switch (ability.kind) {
      case 'assault': set.assault = true; break;
      case 'heavy': set.heavy = true; break;
      case 'pistol': set.pistol = true; break;
      case 'torrent': set.torrent = true; break;
      case 'lethal-hits': set.lethalHits = true; break;
      case 'sustained-hits': set.sustainedHits = betterDice(set.sustainedHits, ability.x); break;
      case 'rapid-fire': set.rapidFire = betterDice(set.rapidFire, ability.x); break;
      case 'blast': set.blast = Math.max(set.blast, ability.x); break;
      case 'melta': set.melta = Math.max(set.melta, ability.x); break;
      case 'anti': set.anti.push({ keyword: ability.keyword.toUpperCase(), threshold: ability.threshold }); break;
      case 'devastating-wounds': set.devastatingWounds = true; break;
      case 'twin-linked': set.twinLinked = true; break;
      case 'lance': set.lance = true; break;
      case 'ignores-cover': set.ignoresCover = true; break;
      case 'indirect-fire': set.indirectFire = true; break;
      case 'precision': set.precision = true; break;
      case 'hazardous': set.hazardous = true; break;
      case 'extra-attacks': set.extraAttacks = true; break;
      case 'psychic': set.psychic = true; break;
      default: {
        const unknown: never = ability;
        throw new TypeError(`collectAbilities: unknown ability ${JSON.stringify(unknown)}`);
      }
    }
  }
  return set;
}

/** Of two values of the same ability, the one with the higher mean (the attacker's pick). */
function betterDice(current: Dice | null, candidate: Dice): Dice {
  if (current === null) return candidate;
  return mean(dicePmf(candidate)) > mean(dicePmf(current)) ? candidate : current;
}
