/**
 * Conditions a sentence that goes on from another (follow-on.ts) often starts with, which the player
 * asserts by naming the rule: a state at the start of the phase ("At the start of the Fight phase, if
 * there are more enemy models than friendly models wholly within 6" of the bearer, until the end of the
 * phase, …"), a deed of an earlier phase ("At the end of the Fight phase, if one or more enemy models were
 * destroyed as a result of a melee attack made by the bearer this phase, until the end of the battle, …"),
 * the size of the rule's unit ("If the bearer's unit contains 10 or more models, …").
 */
import type { Phrase } from '../state.js';
import { FIGHT_PHASE, SHOOTING_PHASE } from './requirements.js';

/** Words of an attack's own numbers: asserting those for every attack would change what they mean. */
const ATTACK_NUMBERS = /\b(?:strength|toughness|damage|roll|critical|unmodified|characteristic)\b/;

/** Weapon abilities a rule's weapons can be told apart by (effects/apply.ts names them so). */
const ABILITIES = /^(?:psychic|torrent|blast|melta|pistol|lethal hits|rapid fire|hazardous|heavy|assault)$/;

/** "Each time you select an Order for the bearer to issue, you can select the Order below:": the Order offered is named after it. */
export const ORDER_OFFERED = /\byou can select the order below:$/i;

export const FOLLOW_ON_CONDITIONS: readonly Phrase[] = [
  // "Each time a ranged attack targets this unit, until those attacks are resolved, …": as long as the attack lasts.
  { pattern: /^until (?:those|that unit's|the attacking unit's) attacks (?:are|have been) resolved,? /, read: () => undefined },
  // "Target Weak Spot (Order): Each time a model in this unit makes a ranged attack, …": the unit the Order is issued to.
  { pattern: /^([a-z][a-z' !-]{1,40}) \(order\): /, read: (m, state) => void state.assumes.push(`the unit is affected by the ${m[1]!.replace(/(^|\s)[a-z]/g, (c) => c.toUpperCase())} Order`) },
  // "At the start of the first battle round, select one of the following … to be active … until the end of the
  // battle: …": an option chosen then, for the whole battle (options.ts writes the lead's words before each).
  { pattern: /^at the start of the first battle round, (?=each time )/, read: () => undefined },
  {
    // "(if that attack is made with a Blast weapon, you can re-roll the Hit roll instead)": those weapons' attacks only.
    pattern: /^if that attack (?:is|was) made with an? ((?:\[?[a-z][a-z ]*?\]?)(?: or \[?[a-z][a-z ]*?\]?)*) weapon,? /,
    read: (m, state) => {
      const abilities = m[1]!.split(' or ').map((a) => a.replace(/[[\]]/g, ''));
      if (!abilities.every((a) => ABILITIES.test(a))) return `it holds for the attacks of some weapons ("${m[1]}") only, which are not told apart`;
      state.weapons = abilities;
    },
  },
  {
    pattern: /^at the start of (?:your |the |your opponent's )?(shooting|fight) phase, if ([^,;]{3,140}), until the end of (?:the|that) phase,? /,
    read: (m, state) => {
      if (ATTACK_NUMBERS.test(m[2]!)) return `it holds only under a condition on the attack ("${m[2]}")`;
      state.requires.push(m[1] === 'shooting' ? SHOOTING_PHASE : FIGHT_PHASE);
      state.assumes.push(`${m[2]} at the start of the phase`);
    },
  },
  {
    pattern: /^at the end of (?:your |the |your opponent's )?(?:shooting|fight) phase, if ([^,;]{3,160}?) this phase, until the end of the battle,? /,
    read: (m, state) => {
      if (ATTACK_NUMBERS.test(m[1]!)) return `it holds only under a condition on the attack ("${m[1]}")`;
      state.assumes.push(`${m[1]} in an earlier phase`);
    },
  },
  {
    pattern: /^if (?:this|the bearer's|this model's|that model's) unit contains (\d+) or more models,? (?:while resolving those attacks,? )?/,
    read: (m, state) => void state.assumes.push(`the unit contains ${m[1]} or more models`),
  },
];
