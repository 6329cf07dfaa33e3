/**
 * States the army's own rules put a unit in, which the player asserts by naming the rule: a Dark Pact made,
 * an Enhancement used up ("this Enhancement is expended"), set up on the battlefield as Reinforcements or
 * from Reserves, Default to Doctrine chosen this turn.
 */
import type { Phrase } from '../state.js';
import { MELEE_ATTACK, RANGED_ATTACK, ownArmyUnit } from './requirements.js';
import { readTargets } from './who-attacks.js';
import { excludedKeywords } from '../target.js';

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
    // "Each time an IMPERIAL KNIGHTS unit from your army Advances, until the end of the turn, …", "Each time a
    // HARLEQUINS unit from your army disembarks from a Transport, until the end of the turn, that unit's …".
    pattern: /^each time an? ([a-z][a-z' ,/-]*?) units? from your army (advances|disembarks from a transport),? until the end of the turn,? /,
    read: (m, state) => {
      const why = ownArmyUnit(m[1]!, state);
      if (why !== undefined) return why;
      state.assumes.push(m[2] === 'advances' ? 'the unit Advanced this turn' : 'the unit disembarked from a Transport this turn');
    },
  },
  {
    // "DEATH GUARD INFANTRY units (excluding POXWALKERS units) from your army that are not embarked within a
    // Transport have …": the rule's unit with those keywords (a unit attacked is never embarked).
    pattern: /^([a-z][a-z' ,/-]*?) units \(excluding ([^)]*)\) from your army(?: that are not embarked within a transport)? (?:has|have) (?=the |an? )/,
    read: (m, state) => {
      const why = ownArmyUnit(m[1]!, state);
      if (why !== undefined) return why;
      const none = excludedKeywords(m[2]!);
      if (none === undefined) return `the units it excludes ("${m[2]}") are not keywords`;
      state.ownExcluded = none;
      state.holder = { scope: 'unit' };
    },
  },
  {
    pattern: /^in a turn in which (?:the bearer's|this|the bearer) unit chose to default to doctrine,? (?:until the end of the turn,? )?/,
    read: (_m, state) => void state.assumes.push('the unit chose to Default to Doctrine this turn'),
  },
];

/** "While the bearer is leading a unit that is within range of your Acquisition objective marker, …". */
const LEADING_NEAR_MARKER: Phrase = {
  pattern: /^while (?:this model|the bearer) is leading a unit that is (?:wholly )?within range of (your [a-z][a-z' -]*? objective marker|an objective marker|one or more objective markers),? /,
  read: (m, state) => {
    state.leading = true;
    state.assumes.push(`the unit it leads is within range of ${m[1]}`);
  },
};

/**
 * Read before the phrases of context/leading.ts and context/phases.ts, whose shorter "while … leading a unit"
 * and "at the end of the Fight phase" would leave the rest unread (or limit a change to that phase).
 */
export const EARLY_STATES: readonly Phrase[] = [
  LEADING_NEAR_MARKER,
  {
    // Soul Eater: "At the end of the Fight phase, if one or more attacks made by this model that phase destroyed one or more enemy units, until the end of the battle, …".
    pattern: /^at the end of the fight phase, if one or more attacks made by this model that phase destroyed one or more enemy units, until the end of the battle,? /,
    read: (_m, state) => void state.assumes.push("this model's attacks destroyed an enemy unit in an earlier Fight phase"),
  },
];
