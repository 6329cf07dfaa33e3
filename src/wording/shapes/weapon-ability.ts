/**
 * Weapon abilities given: "… have the [SUSTAINED HITS 1] ability" after a holder of weapons ("weapons
 * equipped by models in this unit have …"), "that attack has the [LETHAL HITS] ability", "[DEVASTATING
 * WOUNDS] and [PRECISION] abilities". Duplicates are never cumulative (RULES §1, §2 24.02): the engine
 * keeps one. Abilities that change no number of an attack ([ASSAULT]) give nothing.
 */
import { parseAbility } from '../../profile/index.js';
import type { WeaponAbility } from '../../rules/index.js';
import type { FoundChange } from '../state.js';
import type { EffectShape } from './shape.js';

const LIST = /^(\[[^\]]+\](?:(?:,|,? and|,? or) \[[^\]]+\])*)(?: abilit(?:y|ies))?/;

/** No number of one attack changes with these (RULES §1): moving, Overwatch, whom to target. */
const NO_NUMBERS = new Set(['assault', 'pistol']);

function abilities(list: string): WeaponAbility[] | string {
  if (/\] or \[/.test(list)) return 'a choice between abilities';
  const out: WeaponAbility[] = [];
  for (const [, text] of list.matchAll(/\[([^\]]+)\]/g)) {
    const parsed = parseAbility(text!);
    if (!parsed.ok) return `an ability mathhammer does not know ("[${text}]")`;
    out.push(...parsed.value.filter((a) => !NO_NUMBERS.has(a.kind)));
  }
  return out;
}

function grant(list: string): readonly FoundChange[] | string {
  const granted = abilities(list);
  if (typeof granted === 'string') return granted;
  return granted.length === 0 ? [] : [{ change: { kind: 'modifiers', modifiers: { abilities: granted } }, side: 'attacker' }];
}

/** After "weapons equipped by … have (the)". */
export const HELD_ABILITIES: EffectShape = {
  holder: true,
  pattern: new RegExp(`^(?:the )?${LIST.source.slice(1)}`),
  read: (m, state) => (state.holder?.weapons === undefined ? 'abilities of models, not of their weapons' : grant(m[1]!)),
};

export const ATTACK_HAS: EffectShape = {
  pattern: new RegExp(`^(?:that attack|those attacks|the attack) (?:has|have|gains?) (?:the )?${LIST.source.slice(1)}`),
  read: (m) => grant(m[1]!),
};

/**
 * "… add 3 to the Attacks characteristic of melee weapons equipped by this model and those weapons have the
 * [DEVASTATING WOUNDS] ability": the weapons the change before it in the sentence named.
 */
export const THOSE_WEAPONS_HAVE: EffectShape = {
  pattern: new RegExp(`^those weapons (?:have|gain) (?:the )?${LIST.source.slice(1)}`),
  read: (m, state) => {
    const before = state.changes.at(-1);
    if (before === undefined || before.change.kind !== 'modifiers' || before.scope === undefined) return 'the weapons it refers to ("those weapons") are not named in the sentence';
    const granted = grant(m[1]!);
    if (typeof granted === 'string') return granted;
    return granted.map((g) => ({ ...g, scope: before.scope!, ...(before.requires === undefined ? {} : { requires: before.requires }), ...(before.weapons === undefined ? {} : { weapons: before.weapons }) }));
  },
};

/** "Select one ranged weapon equipped by the bearer. That weapon gains [MELTA 3]": one weapon the player picks. */
export const SELECTED_WEAPON_HAS: EffectShape = {
  pattern: /^(?:that|those|the selected|the chosen) weapons?(?:'s attacks)? (?:has|have|gains?) /,
  read: () => 'it changes a weapon the player selects, not every weapon',
};
