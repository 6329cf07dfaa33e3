/**
 * Whose characteristic a change is to: "of that attack" (the context's), "of those weapons" (the change
 * before it in the sentence), "of ranged weapons equipped by models in this unit", "of Psychic weapons
 * equipped by the bearer", "of bolt rifles equipped by models in this unit" (weapons by an ability or their name's words), "of the bearer's melee weapons", "of this model's Solitaire weapons", "of melee
 * weapons equipped by ^^Wych Cult^^ models from your army", "of models in this unit" (Toughness).
 */
import type { Requirement } from '../../effects/index.js';
import { MELEE_ATTACK, RANGED_ATTACK } from '../context/requirements.js';
import { keywordList } from '../target.js';
import { thatUnitScope, type SentenceState } from '../state.js';
import type { Scope } from '../types.js';

export type Owner = {
  readonly scope?: Scope;
  readonly requires: readonly Requirement[];
  readonly weapons?: readonly string[];
  /** The characteristic is a model's (Toughness, Save), not an attack's. */
  readonly models: boolean;
};

/** The owner phrase "of …" as matched (without "of "), or why it is not understood. */
export const OWNER =
  "that attack|(?:ranged and melee |(?:ranged|melee) )?weapons equipped by (?:non-)?[a-z][a-z' -]*? models in (?:this|that) unit|(?:(?:ranged|melee) )?weapons in (?:this|that) unit|those attacks|the attack|those weapons|that weapon|(?:(?:ranged|melee) )?weapons equipped by (?:models in (?:this|that|the bearer's|this model's) unit|that unit|the bearer's unit|this model|the bearer|(?:an? )?[a-z][a-z' ,/-]*? models? from your army)|(?:(?:ranged|melee) )?(?!(?:ranged |melee )?weapons )[a-z][a-z' -]*?(?: weapons|s) equipped by (?:models in (?:this|that|the bearer's|this model's) unit|that unit|the bearer's unit|this model|the bearer)|(?:the bearer's|this model's|its|their|that model's|this unit's|that unit's) [a-z'][a-z' -]*?weapons?|(?:the bearer's|this model's|this unit's|its) [a-z][a-z' -]*?|models in (?:this|that|the bearer's|this model's) unit|[a-z][a-z' ,/-]*? models from your army|this model|the bearer|this unit";

function unitWord(text: string, state: SentenceState): Scope | string {
  if (/\bthat unit\b/.test(text)) {
    const scope = thatUnitScope(state);
    if (scope === undefined) return 'it changes another unit ("that unit")';
    return scope;
  }
  if (/\b(this model|the bearer|its|their|that model)\b/.test(text) && !/(?:the bearer's|this model's) unit/.test(text)) return 'bearer';
  return 'unit';
}

export function readOwner(text: string, state: SentenceState): Owner | string {
  if (/^(that attack|those attacks|the attack)$/.test(text)) return { requires: [], models: false };
  // "…, and improve the Armour Penetration of those weapons by 1": the weapons the change before it named.
  if (/^(those weapons|that weapon)$/.test(text)) {
    const before = state.changes.at(-1);
    // "Each time this unit shoots its X …, … that weapon" (context/that-weapon.ts): the weapon the context named.
    if (before === undefined && state.side === 'attacker' && state.weapons !== undefined) return { scope: state.scope ?? 'unit', requires: [], models: false };
    if (before === undefined || before.change.kind !== 'modifiers' || before.scope === undefined) return `the weapons it refers to ("${text}") are not named in the sentence`;
    return { scope: before.scope, requires: before.requires ?? [], ...(before.weapons === undefined ? {} : { weapons: before.weapons }), models: false };
  }
  const requires: Requirement[] = [];
  // "ranged and melee weapons equipped by SERVITOR models in this unit": those models' attacks, as "Each time a SERVITOR model in this unit makes an attack" has them.
  const some = /^(?:ranged and melee |(ranged|melee) )?weapons equipped by (non-)?([a-z][a-z' -]*?) models in (this|that) unit$/.exec(text);
  if (some !== null && !/^(?:all |other )/.test(some[3]!)) {
    const keywords = keywordList(some[3]!);
    if (keywords === undefined) return `the models it names ("${some[3]}") are not keywords`;
    const scope = unitWord(`${some[4]} unit`, state);
    if (scope !== 'unit' && scope !== 'led') return typeof scope === 'string' && scope !== 'bearer' ? scope : `the models it names ("${some[3]}") are not the unit's`;
    state.attackingModels = some[2] === undefined ? { any: keywords } : { none: keywords };
    if (some[1] !== undefined) requires.push(some[1] === 'ranged' ? RANGED_ATTACK : MELEE_ATTACK);
    return { scope, requires, models: false };
  }
  const type = /^(ranged|melee) /.exec(text)?.[1] ?? /\b(ranged|melee) weapons?$/.exec(text)?.[1];
  if (type !== undefined) requires.push(type === 'ranged' ? RANGED_ATTACK : MELEE_ATTACK);
  const army = /^(?:(?:ranged|melee) )?(?:weapons equipped by )?(?:an? )?([a-z][a-z' ,/-]*?) models? from your army$/.exec(text);
  if (army !== null) {
    const any = keywordList(army[1]!);
    if (any === undefined) return `the models it names ("${army[1]}") are not keywords`;
    const models = !/weapons/.test(text);
    // The models' own characteristic (Toughness) is theirs as the target; their weapons', as the attacker.
    return { scope: 'unit', requires: [...requires, { kind: 'keywords', unit: models ? 'target' : 'attacker', any }], models };
  }
  const scope = unitWord(text, state);
  if (scope !== 'unit' && scope !== 'bearer' && scope !== 'led') return scope;
  if (/^(models in .*unit|this model|the bearer|this unit)$/.test(text)) return { scope, requires, models: true };
  // "ranged Psychic weapons equipped by the bearer", "Torrent weapons equipped by models in that unit": by an
  // ability or a name; "bolt rifles equipped by models in this unit": by the weapons' name.
  const kind = /^(?:(?:ranged|melee) )?(?!(?:ranged |melee )?weapons )([a-z][a-z' -]*?)(?: weapons)? equipped by /.exec(text);
  if (kind !== null) return { scope, requires, weapons: [kind[1]!], models: false };
  const named = /^(?:the bearer's|this model's|its|their|that model's|this unit's|that unit's) ([a-z'][a-z' -]*?)(?: weapons?)?$/.exec(text);
  if (named !== null && !/^(?:ranged|melee|weapons?)$/.test(named[1]!) && !/weapons equipped/.test(text)) {
    return { scope, requires, weapons: named[1]!.split(/, | and | or /), models: false };
  }
  return { scope, requires, models: false };
}
