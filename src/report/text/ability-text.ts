/** Weapon abilities as text, the way datasheets print them (lower case, without brackets). */
import type { WeaponAbility } from '../../rules/index.js';

/**
 * "sustained hits D3", "anti-vehicle 4+", "blast", "blast 2", "rapid fire 1", "melta 2", "lethal hits".
 * The inverse of the profile layer's ability parser, so the text can be pasted back into a profile.
 */
export function abilityText(ability: WeaponAbility): string {
  switch (ability.kind) {
    case 'assault':
      return 'assault';
    case 'heavy':
      return 'heavy';
    case 'pistol':
      return 'pistol';
    case 'torrent':
      return 'torrent';
    case 'lethal-hits':
      return 'lethal hits';
    case 'sustained-hits':
      return `sustained hits ${ability.x.text}`;
    case 'rapid-fire':
      return `rapid fire ${ability.x.text}`;
    case 'blast':
      return ability.x === 1 ? 'blast' : `blast ${ability.x}`;
    case 'melta':
      return `melta ${ability.x}`;
    case 'anti':
      return `anti-${ability.keyword.toLowerCase()} ${ability.threshold}+`;
    case 'devastating-wounds':
      return 'devastating wounds';
    case 'twin-linked':
      return 'twin-linked';
    case 'lance':
      return 'lance';
    case 'ignores-cover':
      return 'ignores cover';
    case 'indirect-fire':
      return 'indirect fire';
    case 'precision':
      return 'precision';
    case 'hazardous':
      return 'hazardous';
    case 'extra-attacks':
      return 'extra attacks';
    case 'psychic':
      return 'psychic';
    default: {
      const unknown: never = ability;
      throw new TypeError(`abilityText: unknown ability ${JSON.stringify(unknown)}`);
    }
  }
}
