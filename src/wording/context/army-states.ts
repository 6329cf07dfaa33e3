/**
 * States the army's own rules put a unit in, which the player asserts by naming the rule: a Dark Pact made,
 * an Enhancement used up ("this Enhancement is expended"), set up on the battlefield as Reinforcements or
 * from Reserves, Default to Doctrine chosen this turn.
 */
import type { Phrase } from '../state.js';
import { MELEE_ATTACK, RANGED_ATTACK, ownArmyUnit } from './requirements.js';
import { readTargets } from './who-attacks.js';

export const ARMY_STATES: readonly Phrase[] = [
  // "Once per battle, when this unit makes a Dark Pact, until the end of the phase, …" ("each time …" is named.ts's).
  { pattern: /^when (?:this|this model's|the bearer's) (?:unit|model) makes a dark pact,? (?:until the end of the phase,? )?/, read: (_m, state) => void state.assumes.push('the unit made a Dark Pact') },
  {
    // "If it does, this Enhancement is expended, then until the end of the phase, each time it makes an attack
    // that targets a unit that can FLY, …": the bearer's attacks ("it"), once per battle.
    pattern: /^this enhancement is expended,? (?:then,? )?(?:until the end of the phase,? )?(?:each time it makes an? (?:(ranged|melee) )?attack(?=,| that targets ))?/,
    read: (m, state, after) => {
      state.assumes.push('the Enhancement is used (once per battle)');
      if (!/each time it makes/.test(m[0])) return;
      state.side = 'attacker';
      state.scope = 'bearer';
      if (m[1] === 'ranged') state.requires.push(RANGED_ATTACK);
      if (m[1] === 'melee') state.requires.push(MELEE_ATTACK);
      return readTargets(after, state);
    },
  },
  {
    // "Each time the bearer is set up on the battlefield as Reinforcements, until the end of your next Fight
    // phase, …", "Each time a GENESTEALER CULTS unit from your army is set up …" (the rule's unit, with the keywords).
    pattern: /^each time (?:the bearer|the bearer's unit|this unit|this model|an? ([a-z][a-z' ,/-]*?) units? from your army) is set up on the battlefield (as reinforcements|from (?:strategic )?reserves),? until the end of (the turn|your next fight phase),? /,
    read: (m, state) => {
      if (m[1] !== undefined) {
        const why = ownArmyUnit(m[1], state);
        if (why !== undefined) return why;
      }
      state.thatUnitIsOwn = true;
      const how = m[2] === 'as reinforcements' ? 'as Reinforcements' : 'from Reserves';
      state.assumes.push(m[3] === 'the turn' ? `the unit was set up on the battlefield ${how} this turn` : `the unit was set up on the battlefield ${how}, and your next Fight phase after that has not ended`);
    },
  },
  { pattern: /^while one or more models with this ability are on the battlefield,? /, read: (_m, state) => void state.assumes.push('a model with this ability is on the battlefield') },
  {
    // "Each time a model in your army's Favoured Champions unit makes an attack, …": the rule's unit, so chosen.
    pattern: /^each time a model in your army's ([a-z][a-z' -]*?) unit makes an attack,? /,
    read: (m, state) => {
      state.side = 'attacker';
      state.scope = 'unit';
      state.assumes.push(`the unit is your army's ${m[1]!.replace(/\b[a-z]/g, (c) => c.toUpperCase())}`);
    },
  },
  {
    pattern: /^in a turn in which (?:the bearer's|this|the bearer) unit chose to default to doctrine,? (?:until the end of the turn,? )?/,
    read: (_m, state) => void state.assumes.push('the unit chose to Default to Doctrine this turn'),
  },
];

/** "While the bearer is leading a unit that is within range of your Acquisition objective marker, …": before context/leading.ts's "while … leading a unit". */
export const LEADING_NEAR_MARKER: Phrase = {
  pattern: /^while (?:this model|the bearer) is leading a unit that is (?:wholly )?within range of (your [a-z][a-z' -]*? objective marker|an objective marker|one or more objective markers),? /,
  read: (m, state) => {
    state.leading = true;
    state.assumes.push(`the unit it leads is within range of ${m[1]}`);
  },
};
