/**
 * Sentences that give something to models or weapons: "Models in this unit have …", "This model has …",
 * "The bearer has …", "Models in the bearer's unit have …", "While this model is leading a unit, models
 * in that unit have …", "Weapons equipped by models in this unit have …", "Ranged weapons equipped by this
 * model have …", "Melee weapons equipped by ^^Kroot^^ models from your army have …", 11e's "This unit's
 * attacks can re-roll Damage rolls".
 */
import { thatUnitScope, type Phrase, type SentenceState } from '../state.js';
import type { Scope } from '../types.js';
import { attackerKeywords } from './requirements.js';
import { keywordList } from '../target.js';

function owner(text: string, state: SentenceState): Scope | string {
  if (/^(?:(?:all )?models? in |each model in )?(?:this units?|this unit's models|the bearer's unit|this (?:model|psyker)'s unit)$/.test(text)) return 'unit';
  if (/^(?:this model|the bearer)$/.test(text)) return 'bearer';
  if (/^(?:models in )?that (?:friendly )?unit$/.test(text)) return thatUnitScope(state) ?? 'it gives something to another unit ("that unit")';
  return `the models it names ("${text}") are another unit's`;
}

export const MODELS_HAVE: Phrase = {
  pattern: /^(?:([a-z][a-z' ,/-]*?) (?:models|units) from your army|friendly ([a-z][a-z' ,/-]*?) (?:models|units)|((?:all )?models? in this units?|each model in this unit|this unit|this model|the bearer|(?:all )?models in (?:the bearer's|this (?:model|psyker)'s) unit|the bearer's unit|this (?:model|psyker)'s unit|models in that (?:friendly )?unit|that (?:friendly )?unit)) (?:has|have|each have|gains?) (?=the |an? |\[|(?:[a-z]+(?:, | and ))*stealth\b|[+-]\d (?:t|w|sv)\b|\d\+ (?:insv|sv)\b|feel no pain \d)/,
  read: (m, state) => {
    // "Friendly TECH-PRIEST models have …" (11e) as "… models from your army".
    const army = m[1] ?? m[2];
    if (army !== undefined) {
      const keywords = keywordList(army.replace(/\//g, ' or '));
      if (keywords === undefined) return `the models it names ("${army}") are not keywords`;
      // "^^Kroot^^ models from your army have a 5+ invulnerable save": the rule's unit, when it has the keyword.
      state.ownKeywords = keywords;
      state.holder = { scope: 'unit' };
      return;
    }
    const scope = owner(m[3]!, state);
    if (scope !== 'unit' && scope !== 'bearer' && scope !== 'led') return scope;
    state.holder = { scope };
  },
};

export const WEAPONS_HAVE: Phrase = {
  pattern:
    /^(?:all )?(?:(ranged|melee) )?weapons equipped by (models in this unit|this model|the bearer|models in the bearer's unit|models in this model's unit|models in that (?:[a-z][a-z' -]*? )?unit|that unit|this unit|the bearer's unit|(?:an? )?([a-z][a-z' ,/-]*?) models? from your army) (?:have|gain)(?: the)? (?=\[)|^(this unit's|this model's|the bearer's|that (?:[a-z][a-z' -]*? )?unit's|its) (?:(ranged|melee) )?(?:weapons?|attacks) (?:(?:have|has|gains?),?(?: the)? (?=\[|[+-]\d)|can (?=re-roll ))/,
  read: (m, state) => {
    const [, type, who, keywords, own, ownType] = m;
    let scope: Scope | string;
    if (keywords !== undefined) {
      const requirement = attackerKeywords(keywords);
      if (requirement === undefined) return `the models it names ("${keywords}") are not keywords`;
      state.requires.push(requirement);
      scope = 'unit';
    // "that ADEPTUS MECHANICUS unit's ranged attacks", "… models in that INFANTRY unit" after an aura of those units: that unit's.
    } else scope = own === 'its' ? 'unit' : owner((who ?? own!).replace(/'s$/, '').replace(/^(models in )?that .+ unit$/, '$1that unit'), state);
    if (scope !== 'unit' && scope !== 'bearer' && scope !== 'led') return scope;
    const kind = (type ?? ownType) as 'ranged' | 'melee' | undefined;
    state.side = 'attacker';
    state.holder = { scope, weapons: kind ?? 'all' };
  },
};

/**
 * "Knarloc beak and talons equipped by models in this unit have the [LANCE] ability", "Heavy weapons
 * equipped by models in this unit have …": weapons by their names' words or an ability (effects/apply.ts).
 */
export const NAMED_WEAPONS_EQUIPPED: Phrase = {
  pattern: /^(?:all )?((?!(?:ranged|melee|weapons) )[a-z][a-z' -]*?) equipped by (models in (?:this|that|the bearer's|this model's) unit|this model|the bearer) (?:have|has|gains?)(?: the)? (?=\[)/,
  read: (m, state) => {
    // "all other ranged weapons equipped by …": the weapons a sentence before did not name, which no filter says.
    if (/^other\b/.test(m[1]!)) return 'it is for the weapons other than those named before it';
    const scope = owner(m[2]!.replace(/^models in /, ''), state);
    if (scope !== 'unit' && scope !== 'bearer' && scope !== 'led') return scope;
    state.side = 'attacker';
    state.holder = { scope, weapons: 'all' };
    state.weapons = m[1]!.split(/, | or /).map((w) => w.replace(/ weapons?$/, '').trim());
  },
};

/**
 * "Jain Zar has a 4+ Invulnerable save", "An Autarch Skyrunner has a 4+ Invulnerable save": a model by its
 * name, read for saves and Feel No Pain only. It is the rule's bearer (a single-model datasheet's model,
 * or the model the rule belongs to).
 */
export const NAMED_MODEL_HAS: Phrase = {
  pattern: /^(?:this unit's |an? |the )?(?!this |that |the bearer|models |each |it )((?:(?!(?:in|that|this|within|with|from|models?) )[a-z'-]+ ){0,4}?[a-z'-]{2,})(?: models?)? (?:has|have) (?=an? \d\+\+? invulnerable save|an invulnerable save of \d|the feel no pain \d|an? \d\+ feel no pain)/,
  read: (m, state) => {
    state.holder = { scope: 'bearer', model: m[1]! };
  },
};

/**
 * "Wraith Construct models in that unit have …", "CHARACTER models in this unit have …", "non-CHARACTER
 * models in this unit have …": some models of a unit, by keyword (which of its models those are, the
 * profiles say: plan/unit-rules.ts).
 */
export const SOME_MODELS_HAVE: Phrase = {
  pattern: /^(?:all |other )?(non-)?((?:[a-z'-]+ ){0,2}[a-z'-]+) models in (this unit|that unit|the bearer's unit) (?:has|have) /,
  read: (m, state) => {
    if (m[0].startsWith('other ')) return 'it is for the other models of the unit only';
    const keywords = keywordList(m[2]!);
    if (keywords === undefined) return `the models it names ("${m[2]}") are not keywords`;
    const scope = owner(m[3]!, state);
    if (scope !== 'unit' && scope !== 'led') return typeof scope === 'string' && scope !== 'bearer' ? scope : 'it is for some models of the unit only (by their keywords)';
    state.holder = { scope, modelKeywords: m[1] === undefined ? { any: keywords } : { none: keywords } };
  },
};

/** "this model's pulse disintegrators have [RAPID FIRE 8]": weapons of the bearer by name. */
export const NAMED_WEAPONS_HAVE: Phrase = {
  pattern: /^(this model's|the bearer's|its) ((?!ranged |melee |weapons )[a-z][a-z' -]*?) (?:has|have|gains?) (?:the )?(?=\[)/,
  read: (m, state) => {
    state.side = 'attacker';
    state.holder = { scope: 'bearer', weapons: 'all' };
    state.weapons = m[2]!.split(/, | and | or /).map((w) => w.replace(/ weapons?$/, '').trim());
  },
};
