/**
 * Sentences about attacks on the rule's unit: "Each time an attack targets this unit", "Each time a ranged
 * attack targets this model", "Each time a melee attack targets the bearer's unit", "Each time an attack
 * made by a ^^Monster^^ model targets this unit", "Each time an attack is allocated to a model in this
 * unit" (its damage), "Each time an enemy unit makes an attack that targets this unit"; "… targets that
 * unit" after the rule selected an enemy unit: attacks on that enemy.
 */
import type { Phrase } from '../state.js';
import { MELEE_ATTACK, ownArmyUnit, RANGED_ATTACK } from './requirements.js';
import { excludedKeywords, keywordList, SELECTED_ENEMY } from '../target.js';

export const ATTACKED: Phrase = {
  pattern:
    /^each time (?:an? (?:(ranged|melee|psychic) )?attack(?: (?:is )?made (?:by|with) an? ([a-z][a-z' ,/-]*?) (?:models?|units?|weapons?)(?: that)?)? (?:targets|is allocated to|is made against)|an? (?:enemy )?(?:model|unit) makes an? (?:(ranged|melee) )?attack that targets) (this unit|this model|this psyker|this fortification|the bearer's unit|the bearer|this (?:model|psyker)'s unit|(?:a )?models? in (?:this|the bearer's|this model's|this psyker's) unit|(?:a )?(?:models? in )?that unit|an? [a-z][a-z' ,/-]*? units? from your army)(?: \(excluding ([^)]*)\))?(?: that contains \d+ or more models)?(?=,| (?:subtract|add|worsen|improve|reduce|halve|the attacking|you can))/,
  read: (m, state, after) => {
    const [, type, by, enemyType, whom, excluding] = m;
    state.side = 'defender';
    // "… targets a BOYZ unit from your army that contains 10 or more models": how many, the player asserts.
    const size = / that contains (\d+) or more models$/.exec(m[0]);
    if (size !== null) state.assumes.push(`the unit contains ${size[1]} or more models`);
    if (whom!.endsWith('that unit')) {
      if (state.leading) state.scope = 'led';
      else if (state.selected === 'friendly') {
        state.scope = 'unit';
        state.assumes.push('the target is the friendly unit the rule reaches');
        state.reach ??= 'own-and-others';
      } else if (state.selected === 'enemy') {
        // The enemy unit the rule selected, attacked: the rule's unit's attacks on it, when the player says so.
        state.side = 'attacker';
        state.scope = 'unit';
        state.assumes.push(SELECTED_ENEMY);
        // Every friendly unit's attacks on the enemy it selected, not only the rule's unit's.
        state.reach ??= 'own-and-others';
      } else return 'it changes the attacks on another unit ("that unit")';
      // The unit selected is the one attacked: the keywords the selection named are the target's.
      if (!state.leading && state.selectedKeywords !== undefined) state.requires.push({ kind: 'keywords', unit: 'target', any: [...state.selectedKeywords] });
      if (!state.leading && state.selectedExcluded !== undefined) state.requires.push({ kind: 'keywords', unit: 'target', none: [...state.selectedExcluded] });
    } else if (whom!.endsWith(' from your army')) {
      // "… targets an ADEPTUS ASTARTES unit from your army": the rule's unit, attacked, when it has the keyword.
      const why = ownArmyUnit(whom!.replace(/^an? /, '').replace(/ units? from your army$/, ''), state);
      if (why !== undefined) return why;
      // "… targets a HERETIC ASTARTES unit from your army (excluding DAMNED units)".
      if (excluding !== undefined) {
        const none = excludedKeywords(excluding);
        if (none === undefined) return `the units it excludes ("${excluding}") are not keywords`;
        state.ownExcluded = none;
      }
      state.scope = 'unit';
    } else state.scope = /^(?:this model|this psyker|this fortification|the bearer)$/.test(whom!) ? 'bearer' : 'unit';
    // "… against this PSYKER (excluding Psychic Attacks)": attacks it excludes, which no weapon filter states.
    if (excluding !== undefined && !whom!.endsWith(' from your army')) return `it excludes some attacks ("${excluding}"), and a rule cannot name the weapons it changes by an ability they lack`;
    const kind = type ?? enemyType;
    if (kind === 'ranged') state.requires.push(RANGED_ATTACK);
    if (kind === 'melee') state.requires.push(MELEE_ATTACK);
    // The attacker's [PSYCHIC] weapons (effects/apply.ts reaches an attacker's weapons by their ability): their
    // modifiers only; a save, Feel No Pain or Damage of the unit attacked is not told apart by weapon.
    if (kind === 'psychic' && /\b(?:invulnerable|saving throw|feel no pain|damage|mortal wounds?|cover|stealth)\b/.test(after)) return 'it changes the save, Feel No Pain or Damage of the unit attacked against Psychic Attacks only, which is not modelled';
    if (kind === 'psychic') state.weapons = ['psychic'];
    if (by !== undefined) {
      const any = keywordList(by);
      if (any === undefined) return `the attackers it names ("${by}") are not keywords`;
      state.requires.push({ kind: 'keywords', unit: 'attacker', any });
    }
  },
};
