/**
 * An enemy unit in a state the rule's army put it in, which the player asserts by naming the rule: the Prey a
 * detachment selected ("that enemy unit is your Prey: - Each time … makes an attack that targets your Prey,
 * …"), a unit caught in overlapping fire, a unit this model hit this turn (other KROOT units' attacks on it,
 * never this model's own), an enemy unit in Engagement Range of a unit with the ability (its melee attacks).
 */
import type { Phrase, SentenceState } from '../state.js';
import { FIGHT_PHASE, MELEE_ATTACK, RANGED_ATTACK, attackerKeywords } from './requirements.js';
import { excludedKeywords, SELECTED_ENEMY } from '../target.js';

/** The attacks of friendly units with these keywords (as the rule writes them), or why not read; `others`: never the rule's own unit's. */
function friendlyAttacks(words: string, state: SentenceState, others: boolean, type?: string): string | undefined {
  const keywords = attackerKeywords(words);
  if (keywords === undefined) return `the attacking units it names ("${words}") are not keywords`;
  state.side = 'attacker';
  state.scope = 'unit';
  if (others) state.reach = 'others';
  state.requires.push(keywords);
  if (type === 'ranged') state.requires.push(RANGED_ATTACK);
  if (type === 'melee') state.requires.push(MELEE_ATTACK);
  return undefined;
}

export const ENEMY_CHOSEN: readonly Phrase[] = [
  {
    // Death Hex: "select one enemy unit …; on a 2+, …, each time an attack targets that enemy unit, improve …":
    // every friendly unit's attacks on the enemy selected (who-is-attacked.ts reads "that unit" the same way).
    pattern: /^each time an? (?:(ranged|melee) )?attack targets that enemy unit,? /,
    read: (m, state) => {
      if (state.selected !== 'enemy' || state.leading) return 'it changes the attacks on an enemy unit the rule does not select';
      state.side = 'attacker';
      state.scope = 'unit';
      state.reach ??= 'own-and-others';
      state.assumes.push(SELECTED_ENEMY);
      if (m[1] === 'ranged') state.requires.push(RANGED_ATTACK);
      if (m[1] === 'melee') state.requires.push(MELEE_ATTACK);
      if (state.selectedKeywords !== undefined) state.requires.push({ kind: 'keywords', unit: 'target', any: [...state.selectedKeywords] });
      if (state.selectedExcluded !== undefined) state.requires.push({ kind: 'keywords', unit: 'target', none: [...state.selectedExcluded] });
    },
  },
  {
    // Tendrilous Emissions: "While the bearer is within 3" of one or more friendly DEATH GUARD VEHICLE units, …, and
    // each time one of those VEHICLE units makes a ranged attack that targets an enemy unit visible to the
    // bearer, …": those other units' attacks, which the bearer supports (--support).
    pattern: /^each time one of those ([a-z][a-z' -]*?) units makes an? (?:(ranged|melee) )?attack that targets an enemy unit visible to the bearer,? /,
    read: (m, state) => {
      const why = friendlyAttacks(m[1]!, state, true, m[2]);
      if (why !== undefined) return why;
      state.assumes.push(`the attacking unit is one of those ${m[1]!.toUpperCase()} units, and the target is visible to the bearer`);
    },
  },
  {
    // Dakkamek: "Each time the bearer uses its Mekaniak ability, until the start of your next Command phase, ranged
    // weapons equipped by the selected VEHICLE model have …": the friendly model that ability selected (--support).
    pattern: /^each time the bearer uses its ([a-z][a-z' -]*?) ability, until the (?:start|end) of your next [a-z]+ phase, (?:(ranged|melee) )?weapons equipped by the selected ([a-z][a-z' ,/-]*?) model have(?: the)? (?=\[)/,
    read: (m, state) => {
      const keywords = attackerKeywords(m[3]!);
      if (keywords === undefined) return `the models it names ("${m[3]}") are not keywords`;
      state.side = 'attacker';
      state.reach = 'others';
      state.requires.push(keywords);
      state.holder = { scope: 'unit', weapons: (m[2] as 'ranged' | 'melee' | undefined) ?? 'all' };
      state.assumes.push(`the unit is the ${m[3]!.toUpperCase()} model the bearer's ${m[1]!.replace(/\b[a-z]/g, (c) => c.toUpperCase())} ability selected`);
    },
  },
  // "Until the start of your next Command phase, that enemy unit is your Prey, each time …": the naming, no change.
  { pattern: /^that enemy unit is your ([a-z][a-z' -]*?),? (?=each time )/, read: () => {} },
  {
    // Integrated Tactics: "While an enemy unit is caught in overlapping fire, each time a GENESTEALER CULT model from your army targets that enemy unit with a ranged attack, …".
    pattern: /^while an enemy unit is caught in ([a-z][a-z' -]*?), each time an? ([a-z][a-z' ,/-]*?) model from your army targets that enemy unit with a ranged attack,? /,
    read: (m, state) => {
      const why = friendlyAttacks(m[2]!, state, false, 'ranged');
      if (why !== undefined) return why;
      state.assumes.push(`the target is caught in ${m[1]}`);
    },
  },
  {
    // Advanced Scouting: the units that attack the target after this model hit it, which it supports (--support).
    pattern: /^each time this model makes a ranged attack that hits an enemy unit, until the end of the turn, each time another ([a-z][a-z' ,/-]*?) model from your army makes an attack that targets that enemy unit,? /,
    read: (m, state) => {
      const why = friendlyAttacks(m[1]!, state, true);
      if (why !== undefined) return why;
      state.assumes.push('this model hit the target with a ranged attack this turn');
    },
  },
  {
    // Blessed Visages: "Each time an enemy unit declares a charge that targets one or more GENESTEALER CULTS units
    // from your army, that enemy unit must take a Leadership test. If failed, until the end of the turn, each
    // time a model in that enemy unit makes an attack, …": after its charge, the turn's attacks left are the
    // Fight phase's.
    pattern: /^if failed, until the end of the turn, each time a model in that enemy unit makes an? (?:melee )?attack,? /,
    read: (_m, state) => {
      state.side = 'defender';
      state.scope = 'unit';
      state.reach = 'own-and-others';
      state.requires.push(FIGHT_PHASE);
      state.assumes.push('the attacking unit declared a charge this turn against a unit of the kind the rule names, and failed the Leadership test it then took');
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
