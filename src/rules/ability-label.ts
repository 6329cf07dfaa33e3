/** Weapon abilities as datasheets print them, bracketed and in capitals: the one spelling every layer prints. */
import type { NamedAbility, WeaponAbility } from './types.js';

/** An ability's name, bracketed as a datasheet prints it, without its number: "[RAPID FIRE]", "[TWIN-LINKED]". */
export function abilityKindLabel(kind: WeaponAbility['kind']): string {
  // The rules' own name keeps its hyphen; every other kind's hyphens are spaces (lethal-hits → LETHAL HITS).
  return `[${kind === 'twin-linked' ? 'TWIN-LINKED' : kind.replace(/-/g, ' ').toUpperCase()}]`;
}

/** The datasheet spelling: `[SUSTAINED HITS D3]`, `[ANTI-VEHICLE 4+]`. */
export function formatAbility(ability: WeaponAbility): string {
  switch (ability.kind) {
    case 'sustained-hits':
      return `[SUSTAINED HITS ${ability.x.text}]`;
    case 'rapid-fire':
      return `[RAPID FIRE ${ability.x.text}]`;
    case 'blast':
      return ability.x === 1 ? '[BLAST]' : `[BLAST ${ability.x}]`;
    case 'melta':
      return `[MELTA ${ability.x}]`;
    case 'anti':
      return `[ANTI-${ability.keyword.toUpperCase()} ${ability.threshold}+]`;
    default: {
      const named: NamedAbility = ability;
      return abilityKindLabel(named.kind);
    }
  }
}
