/**
 * Changes to an enemy unit the rule selected or its aura reaches, "that unit":
 * - its models' Toughness ("subtract 1 from the Toughness characteristic of models in that unit", Nurgle's
 *   Rot, an enemy aura): for the attacks that target it, the rule's unit's and every friendly unit's;
 * - its Benefit of Cover ("models in that unit cannot have the Benefit of Cover"): as [IGNORES COVER] for
 *   the attacks that target it;
 * - its weapons' Attacks ("subtract 1 from the Attacks characteristic of weapons equipped by models in that
 *   unit"): the attacks it makes, on the rule's unit or any other.
 * The keywords the selection named are the target's (or the attacker's). Naming asserts that unit is the
 * one selected, or (an aura) within range.
 */
import type { Requirement } from '../../effects/index.js';
import { RANGED_ATTACK, MELEE_ATTACK } from '../context/requirements.js';
import type { FoundChange, SentenceState } from '../state.js';
import { SELECTED_TARGET } from '../target.js';
import type { EffectShape } from './shape.js';

const enemy = (state: SentenceState): boolean => state.selected === 'enemy' && state.side === undefined && state.holder === undefined;
const isAura = (state: SentenceState): boolean => state.assumes.some((a) => a.endsWith('(an aura)') || a.includes('(an aura),'));

/** The selection's keywords, required of `unit`. */
export function selectionRequirements(state: SentenceState, unit: 'attacker' | 'target'): Requirement[] {
  return [
    ...(state.selectedKeywords === undefined ? [] : [{ kind: 'keywords', unit, any: [...state.selectedKeywords] } as const]),
    ...(state.selectedExcluded === undefined ? [] : [{ kind: 'keywords', unit, none: [...state.selectedExcluded] } as const]),
  ];
}

function targeted(state: SentenceState, change: FoundChange['change'], requires: readonly Requirement[] = []): FoundChange[] {
  state.reach ??= 'own-and-others';
  return [{ change, side: 'attacker', requires: [...requires, ...selectionRequirements(state, 'target')], ...(isAura(state) ? {} : { assumes: [SELECTED_TARGET] }) }];
}

export const ENEMY_TOUGHNESS: EffectShape = {
  when: enemy,
  pattern: /^(add|subtract) (\d+) (?:to|from) the toughness characteristic of models in that (?:enemy )?unit$/,
  read: (m, state) => targeted(state, { kind: 'modifiers', modifiers: { toughness: (m[1] === 'add' ? 1 : -1) * Number(m[2]) } }),
};

export const ENEMY_NO_COVER: EffectShape = {
  when: enemy,
  pattern: /^models in that (?:enemy )?unit cannot (?:have|claim|gain) the benefit of cover$/,
  read: (_m, state) => targeted(state, { kind: 'modifiers', modifiers: { abilities: [{ kind: 'ignores-cover' }] } }, [RANGED_ATTACK]),
};

export const ENEMY_ATTACKS: EffectShape = {
  when: enemy,
  pattern: /^(add|subtract) (\d+) (?:to|from) the attacks characteristic of (?:(ranged|melee) )?weapons equipped by models in that (?:enemy )?unit$/,
  read: (m, state) => {
    state.reach ??= 'own-and-others';
    const type = m[3] === 'ranged' ? [RANGED_ATTACK] : m[3] === 'melee' ? [MELEE_ATTACK] : [];
    const assumes = isAura(state) ? [] : ['the attacking unit is the enemy unit the rule selected'];
    return [{ change: { kind: 'modifiers', modifiers: { attacks: (m[1] === 'add' ? 1 : -1) * Number(m[2]) } }, side: 'defender', requires: [...type, ...selectionRequirements(state, 'attacker')], assumes }];
  },
};
