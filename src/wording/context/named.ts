/**
 * Conditions mathhammer cannot check, which the player asserts by naming the rule (`--effect`): a use
 * limited in time ("Once per battle, …"), an aura or a distance ("While a friendly unit is within 6" of
 * this model, …"), an objective marker, a state of the unit (Empowered, Below Half-strength), or an
 * earlier choice ("If it does, …", "If you do, …": a previous sentence offers to use the ability).
 */
import type { Phrase } from '../state.js';
import { excludedKeywords, keywordList, readTarget } from '../target.js';
import { ownArmyUnit } from './requirements.js';

const assume = (text: string): Phrase['read'] => (_m, state) => {
  state.assumes.push(text);
};

export const NAMED_CONDITIONS: readonly Phrase[] = [
  { pattern: /^once per (battle round|battle|turn|phase),? /, read: (m, state) => void state.assumes.push(`it is used (once per ${m[1]})`) },
  { pattern: /^(?:if it does(?: so)?|if you do|if it is(?=,)|when doing so|if so|when it does|when you do),? /, read: assume('the ability is used') },
  // "…, unless the attacking model is within 12", …": the attacker is farther.
  { pattern: /^unless the attacking (?:model|unit) is within (\d+)"?,? /, read: (m, state) => void state.assumes.push(`the attacking model is not within ${m[1]}"`) },
  // States of the unit that other rules put it in, which the player asserts.
  { pattern: /^while (?:this|that) (?:unit|model) is (?:being )?affected by an order,? /, read: assume('the unit is affected by an Order') },
  { pattern: /^each time (?:this|this model's|the bearer's) (?:unit|model) makes a dark pact,? /, read: assume('the unit made a Dark Pact') },
  {
    // A Knight's Bondsman ability: the friendly model it was used on, never the Knight itself (read-sentence.ts: "that model" is that unit).
    pattern: /^while a model is affected by this ability,? /,
    read: (_m, state) => {
      state.selected = 'friendly';
      state.reach = 'others';
      state.assumes.push('the unit is the one this Bondsman ability was used on');
    },
  },
  // The Orks' army rule: "…, the Waaagh! is active for your army and: ■ Add 1 to the Strength …".
  { pattern: /^the waaagh! is active for your army(?: and)?,? /, read: assume('the Waaagh! is active for your army') },
  // Voice of Command: an Order issued to the unit ("Each time an Officer model issues an Order, select one of the Orders below").
  { pattern: /^each time an officer model issues an order,? /, read: assume('the unit is affected by that Order') },
  {
    // 11e's "While a friendly ARMIGER unit is affected by a Bondsman ability, that unit's …" (a detachment's): the rule's unit, with the keyword.
    pattern: /^while an? friendly ([a-z][a-z' ,/-]*?) (?:unit|model) is affected by an? bondsman ability,? /,
    read: (m, state) => {
      const why = ownArmyUnit(m[1]!, state);
      if (why !== undefined) return why;
      state.assumes.push('the unit is affected by a Bondsman ability');
    },
  },
  { pattern: /^each time (?:this|the bearer's) (?:unit|model) is set up on the battlefield,? /, read: assume('the unit was set up on the battlefield this turn') },
  {
    // A detachment's "Each time a unit from your army is set up using the Deep Strike rule, until the end of the turn, …": the rule's unit, so set up.
    pattern: /^each time an? (?:([a-z][a-z' ,/-]*?) )?units? from your army is set up (?:on the battlefield )?using the deep strike (?:rule|ability),? until the end of the turn,? /,
    read: (m, state) => {
      if (m[1] !== undefined) {
        const why = ownArmyUnit(m[1], state);
        if (why !== undefined) return why;
      }
      state.thatUnitIsOwn = true;
      state.assumes.push('the unit was set up using the Deep Strike rule this turn');
    },
  },
  // Where the attacking model's unit stands (not "winning the wager": its other sentence says "losing", an alternative naming cannot tell apart).
  { pattern: /^if that model's unit is within a terrain feature,? /, read: assume('the attacking unit is within a terrain feature') },
  { pattern: /^if that model's unit and\/or the target unit are within range of one or more objective markers,? /, read: assume('the attacking unit or the target is within range of an objective marker') },
  { pattern: /^while an? ([a-z][a-z' -]*?) model is embarked within this (?:unit|model),? /, read: (m, state) => void state.assumes.push(`a ${m[1]!.toUpperCase()} model is embarked within this unit`) },
  { pattern: /^unless (?:this|this model's|the bearer's|that model's) unit is battle-shocked,? /, read: assume('the unit is not Battle-shocked') },
  // "Each time the bearer makes an attack while within range of an objective marker, …".
  { pattern: /^while (?:it is )?within range of (?:one or more |an )?objective markers?( you control)?,? /, read: (m, state) => void state.assumes.push(`the attacking model is within range of an objective marker${m[1] ?? ''}`) },
  {
    pattern: /^while (?:this|the bearer's|that) (?:unit|model) is (?:wholly )?within range of (?:one or more |an )?objective markers?(?: you control)?,? /,
    read: assume('the unit is within range of an objective marker'),
  },
  {
    // An aura: "that unit" after it is the unit within range, a friend (its attacks) or an enemy (its attacks on the rule's unit).
    pattern: /^(?:while|when) (?:an? |one or more )?(friendly |enemy )?(?:([a-z][a-z' ,/-]*?) )?(?:units?|models?)(?: \((?:excluding ([^)]*))?[^)]*\))? (?:is|are) (?:wholly )?within (\d+)" of (and visible to )?(?:this|the bearer|the bearer's)(?: model| unit| fortification| transport)?(?: \([^)]*\))?,? /,
    read: (m, state) => {
      const [, side, named, excluded, range, visible] = m;
      state.assumes.push(`within ${range}" of the rule's model (an aura)${visible === undefined ? '' : ', and visible to it'}`);
      state.selected = side?.trim() === 'enemy' ? 'enemy' : 'friendly';
      // The units it reaches have these keywords, and not those it excludes: for a friend, the rule's own
      // unit when the player names it for its own attacks; for an enemy, the attacker.
      const keywords = named === undefined ? undefined : keywordList(named);
      const none = excluded === undefined ? undefined : excludedKeywords(excluded);
      if ((named !== undefined && keywords === undefined) || (excluded !== undefined && none === undefined)) return `the units it reaches ("${m[0].replace(/^\w+ /, '').slice(0, 74)}") are not keywords`;
      if (state.selected === 'friendly') {
        if (keywords !== undefined) state.ownKeywords = keywords;
        if (none !== undefined) state.ownExcluded = none;
      } else {
        if (keywords !== undefined) state.selectedKeywords = keywords;
        if (none !== undefined) state.selectedExcluded = none;
      }
    },
  },
  { pattern: /^while (?:this|that) unit is (below half-strength|below its starting strength),? /, read: (m, state) => void state.assumes.push(m[1] === 'below half-strength' ? 'the unit is below half-strength' : 'the unit is below its Starting Strength') },
  // "While this unit contains a Traitor Ogryn model, …": what the unit is made of, which the player asserts.
  { pattern: /^while this unit contains (?:a|an|one or more) ([a-z][a-z' -]*?) models?,? /, read: (m, state) => void state.assumes.push(`the unit contains ${/^[aeiou]/.test(m[1]!) ? 'an' : 'a'} ${m[1]} model`) },
  {
    // "select one enemy unit within 12" of this model and roll one D6: …", "…; that enemy unit suffers D3 mortal wounds".
    pattern: /^(?:you can |then )?select one (?:visible )?enemy (?:([a-z' ,/-]+?) )??units?\b(?: \(excluding ([^)]*)\))?(?: \([^)]*\))?[^:;.]*?(?:; |,? and |,? then )(?=roll |that |the )/,
    read: (m, state) => {
      const keywords = m[1] === undefined ? undefined : keywordList(m[1]);
      const excluded = m[2] === undefined ? undefined : excludedKeywords(m[2]);
      if ((m[1] !== undefined && keywords === undefined) || (m[2] !== undefined && excluded === undefined)) return `the unit it selects ("${m[0].slice(0, 60)}") is not named by keywords`;
      if (keywords !== undefined) state.selectedKeywords = keywords;
      if (excluded !== undefined) state.selectedExcluded = excluded;
      state.selected = 'enemy';
      state.assumes.push('the target is the enemy unit the rule selects');
      if (/\bhit by one or more of those attacks\b/.test(m[0])) state.assumes.push('the target was hit by one or more of those attacks');
    },
  },
  {
    // After a charge (the Fight phase that follows it, before its attacks), or after another move.
    pattern: /^(?:each time|after) (?:(?:this|that|this model's|the bearer's) (?:unit|model)|the bearer) (?:ends|makes|has made|finishes) an? ((?:charge|normal|advance|fall back)(?:(?:,|,? or) (?:charge|normal|advance|fall back))*) move,? /,
    read: (m, state) => {
      if (m[1] === 'charge') {
        state.requires.push({ kind: 'condition', condition: 'charged' }, { kind: 'phase', phases: ['fight'] });
      } else state.assumes.push(`the unit has just made a ${m[1]} move`);
    },
  },
  {
    // A Damaged profile: the player names the rule for the attacks of a model this hurt.
    pattern: /^while this model has (\d+)-(\d+) wounds? remaining,? /,
    read: (m, state) => void state.assumes.push(`the model has ${m[1]}-${m[2]} wounds remaining`),
  },
  { pattern: /^while (?:this|that) (?:unit|model) is empowered,? |^while empowered,? /, read: assume('the unit is Empowered') },
  { pattern: /^until the (?:start|end) of (?:your|the) next (?:turn|(?:command|movement|shooting|fight) phase|battle round|phase),? |^until the end of the battle(?: round)?,? /, read: assume('the ability is used') },
  // "Each time this model destroys an enemy CHARACTER model, until the end of the battle, …": what it has done.
  {
    pattern: /^each time this (model|unit) destroys an? (?:enemy )?([a-z][a-z ]*?) (?:model|unit),? until the end of the battle,? /,
    read: (m, state) => void state.assumes.push(`this ${m[1]} has destroyed exactly one enemy ${m[2]!.toUpperCase()} model or unit (each one adds as much again)`),
  },
  // "If that attack was made by a model that can FLY, subtract 1 from the Wound roll as well."
  { pattern: /^if that attack (?:was|is) made by an? (?:model|unit) that can fly,? /, read: (_m, state) => void state.requires.push({ kind: 'keywords', unit: 'attacker', any: ['FLY'] }) },
  // "Defensive: …", "Hero's Prowess: …" (one option of a choice), "3+: …" (a result of a roll).
  { pattern: /^(?!(?:if|while|each|when|until|in|at|during|from|once)\b)(\d(?:\+|-\d)|[a-z][a-z' -]{1,30}): (?=[a-z])/, read: (m, state) => void state.assumes.push(/^\d/.test(m[1]!) ? `the roll was ${m[1]}` : `"${m[1]}" is the option chosen`) },
  {
    // "If that target is also Below Half-strength, …", "if that attack targets a MONSTER unit, …": a target condition written first.
    pattern: /^if (?:(?:that|the) target(?: of that attack)? is (?:also )?|(?:that|the) attack target(?:s|ed) )/,
    read: (_m, state, after) => {
      const target = readTarget(after);
      if (target === undefined) return `the condition is not understood ("${after.slice(0, 60)}")`;
      const comma = /^,? /.exec(after.slice(target.length));
      if (comma === null) return `the condition is not understood ("${after.slice(0, 60)}")`;
      state.requires.push(...target.requires);
      state.assumes.push(...target.assumes);
      return target.length + comma[0].length;
    },
  },
  {
    // Any other condition on the army or the battle, asserted by naming the rule. Not one on the attack's
    // own numbers (its Strength, a roll): asserting those for every attack would change what they mean.
    pattern: /^(?:if|while) ((?:your army|you are using|your army faction|this unit's|the bearer's unit|the bearer|this unit|this model's unit|this model|its unit|it|a unit|that enemy unit|that unit|the target|there (?:are|is)|the attacking (?:model|unit)(?:'s unit)?|that model's unit|the waaagh!|the [a-z' -]+? imperative) .{3,200}?), (?=(?:during|in) (?:your |the )?(?:shooting|fight) phase|until the end of (?:the|that) phase|each time|add|subtract|improve|worsen|you can|re-roll|models|weapons|ranged|melee|this|that|its|their|the bearer|an unmodified|a successful|friendly)/,
    read: (m, state) => {
      // Winning or losing the wager: its other sentence says the other, which one naming cannot tell apart.
      if (/\b(?:winning|losing) the wager\b/.test(m[1]!)) return `it holds under one of two states the rule tells apart ("${m[1]}")`;
      // "below its Starting Strength", "Below Half-strength" are the unit's size, not an attack's Strength.
      if (/\b(strength|toughness|damage|roll|critical|unmodified|attack)\b/.test(m[1]!.replace(/(?:starting|half)[- ]strength/g, ''))) return `it holds only under a condition on the attack ("${m[1]}")`;
      // "If the Protector Imperative is active for that unit, …": one of the Imperatives, which exclude each other.
      // "While the bearer's unit is wholly within your army's Flow of Magic, … models in that unit …": the rule's own unit.
      if (/^(?:the bearer's unit|this unit|this model's unit|its unit)\b(?!.*\b(?:attached to|leading|led by)\b)/.test(m[1]!)) state.thatUnitIsOwn = true;
      const imperative = /^the ([a-z' -]+? imperative) is active\b/.exec(m[1]!);
      state.assumes.push(imperative === null ? m[1]! : `"${imperative[1]}" is the option chosen`);
    },
  },
];
