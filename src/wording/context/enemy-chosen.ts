/**
 * An enemy unit in a state the rule's army put it in, which the player asserts by naming the rule: the Prey a
 * detachment selected ("that enemy unit is your Prey: - Each time … makes an attack that targets your Prey,
 * …"), a unit caught in overlapping fire, a unit this model hit this turn (other KROOT units' attacks on it,
 * never this model's own), an enemy unit in Engagement Range of a unit with the ability (its melee attacks).
 */
import type { Phrase } from '../state.js';
import { MELEE_ATTACK, RANGED_ATTACK, attackerKeywords } from './requirements.js';
import { excludedKeywords } from '../target.js';

export const ENEMY_CHOSEN: readonly Phrase[] = [
  // "Until the start of your next Command phase, that enemy unit is your Prey, each time …": the naming, no change.
  { pattern: /^that enemy unit is your ([a-z][a-z' -]*?),? (?=each time )/, read: () => {} },
  {
    // Integrated Tactics: "While an enemy unit is caught in overlapping fire, each time a GENESTEALER CULT model from your army targets that enemy unit with a ranged attack, …".
    pattern: /^while an enemy unit is caught in ([a-z][a-z' -]*?), each time an? ([a-z][a-z' ,/-]*?) model from your army targets that enemy unit with a ranged attack,? /,
    read: (m, state) => {
      const keywords = attackerKeywords(m[2]!);
      if (keywords === undefined) return `the attacking models it names ("${m[2]}") are not keywords`;
      state.side = 'attacker';
      state.scope = 'unit';
      state.requires.push(keywords, RANGED_ATTACK);
      state.assumes.push(`the target is caught in ${m[1]}`);
    },
  },
  {
    // Advanced Scouting: the units that attack the target after this model hit it, which it supports (--support).
    pattern: /^each time this model makes a ranged attack that hits an enemy unit, until the end of the turn, each time another ([a-z][a-z' ,/-]*?) model from your army makes an attack that targets that enemy unit,? /,
    read: (m, state) => {
      const keywords = attackerKeywords(m[1]!);
      if (keywords === undefined) return `the attacking models it names ("${m[1]}") are not keywords`;
      state.side = 'attacker';
      state.scope = 'unit';
      state.reach = 'others';
      state.requires.push(keywords);
      state.assumes.push('this model hit the target with a ranged attack this turn');
    },
  },
  {
    // Mischief Makers: "Each time an enemy unit (excluding TITANIC units) within Engagement Range of one or more units with this ability is selected to fight, until the end of the phase, each time a model in that enemy unit makes a melee attack, …".
    pattern: /^each time an enemy unit(?: \(excluding ([^)]*)\))? within engagement range of (?:one or more units with this ability|this unit) is selected to fight, until the end of the phase, each time a model in that enemy unit makes a melee attack,? /,
    read: (m, state) => {
      state.side = 'defender';
      state.scope = 'unit';
      state.reach = 'own-and-others';
      state.requires.push(MELEE_ATTACK);
      if (m[1] !== undefined) {
        const none = excludedKeywords(m[1]);
        if (none === undefined) return `the attacking units it excludes ("${m[1]}") are not keywords`;
        state.requires.push({ kind: 'keywords', unit: 'attacker', none });
      }
      state.assumes.push('the attacking unit is within Engagement Range of a unit with this ability');
    },
  },
];
