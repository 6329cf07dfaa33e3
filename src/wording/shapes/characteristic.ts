/**
 * A characteristic changed: "improve the Armour Penetration characteristic of that attack by 1", "add 1 to
 * the Strength and Attacks characteristics of the bearer's melee weapons", "worsen the Armour Penetration
 * characteristic of that attack by 1" (against the rule's unit), "add 1 to the Toughness characteristic of
 * models in this unit", "improve the Ballistic Skill characteristic of ranged weapons equipped by this model
 * by 1", "subtract 1 from the Damage characteristic of that attack" (against the rule's unit: −1 Damage).
 */
import type { Change } from '../../effects/index.js';
import type { Modifiers } from '../../rules/index.js';
import type { FoundChange, SentenceState } from '../state.js';
import { MELEE_ATTACK, RANGED_ATTACK } from '../context/requirements.js';
import { OWNER, readOwner, type Owner } from './owner.js';
import type { EffectShape } from './shape.js';

const NAMES = 'strength|attacks|armour penetration|ap|damage|ballistic skill|weapon skill|toughness|save|leadership|objective control|move|movement|wounds';
const LIST = `(?:${NAMES})(?:(?:,|,? and) (?:${NAMES}))*`;

type Key = 'strength' | 'attacks' | 'ap' | 'damage' | 'bs' | 'toughness';

const KEYS: Record<string, Key | null> = {
  strength: 'strength',
  attacks: 'attacks',
  'armour penetration': 'ap',
  ap: 'ap',
  damage: 'damage',
  'ballistic skill': 'bs',
  'weapon skill': 'bs',
  toughness: 'toughness',
  // No roll of an attack reads these (Wounds is the statline's: the importer sets it, army/protection.ts).
  wounds: null,
  leadership: null,
  'objective control': null,
  move: null,
  movement: null,
};

/** "(this cannot improve a model's Save to better than 3+)" after a Save improved: its limit. */
const SAVE_LIMIT = "(?: \\(this cannot improve a model's save (?:characteristic )?to better than (\\d)\\+\\))?";

/** A Save characteristic changed is not a roll modifier (that is capped, RULES §1): not modelled. */
const SAVE = /\bsave\b/;

/**
 * Wounds are the statline's: the importer raises or sets them for a rule that holds always (army/
 * protection.ts, the rule marked `statline`, and unit-rules.ts does not apply it again); any other such rule
 * changes the models attacked (effects/defender-stat.ts).
 */
function woundsChange(change: { set: number } | { by: number }): FoundChange {
  return { change: { kind: 'defender-stat', stat: 'wounds', ...change }, side: 'defender' };
}

/**
 * "Improve the Save characteristic of models in this unit by 1 (this cannot improve a model's Save to better
 * than 3+)": the models' own Save (effects/defender-stat.ts), when they are the rule's and nothing else is
 * named with it. A worse Save is another unit's doing: not read.
 */
function saveImproved(names: string, n: number, read: Owner, state: SentenceState, best: number | undefined): readonly FoundChange[] | string {
  if (names !== 'save' || !read.models || n <= 0 || state.side === 'attacker') return 'it changes the Save characteristic (not a save roll modifier)';
  const change: Change = { kind: 'defender-stat', stat: 'save', by: n, ...(best === undefined ? {} : { best }) };
  return [{ change, side: 'defender', ...(read.scope === undefined ? {} : { scope: read.scope }), requires: read.requires }];
}

/** "… has a Save characteristic of 2+", 11e's "This unit has 4+ Sv": the models' Save set (effects/defender-stat.ts). */
function saveSet(value: number): FoundChange {
  return { change: { kind: 'defender-stat', stat: 'save', set: value }, side: 'defender' };
}

/** The changes for `names` changed by `n` (improve/add > 0), with the owner's scope, or why not. */
function changes(names: string, n: number, owner: string, state: SentenceState, subtract: boolean, best?: number): readonly FoundChange[] | string {
  const read = readOwner(owner, state);
  if (typeof read === 'string') return read;
  if (SAVE.test(names)) return saveImproved(names, n, read, state, best);
  const keys = [...new Set(names.split(/,? and |, /).map((name) => KEYS[name.trim()]))];
  if (keys.includes(undefined as never)) return `a characteristic it names is not understood ("${names}")`;
  const kept = keys.filter((k): k is Key => k !== null);
  const wounds = /\bwounds\b/.test(names) ? [{ ...woundsChange({ by: n }), ...(read.scope === undefined ? {} : { scope: read.scope }) }] : [];
  if (kept.length === 0) return wounds;
  const out: FoundChange[] = [...wounds];
  const modifiers: { -readonly [K in keyof Modifiers]: Modifiers[K] } = {};
  for (const key of kept) {
    if (key === 'toughness') {
      if (!read.models) return 'it changes the Toughness of weapons';
      out.push({ change: { kind: 'modifiers', modifiers: { toughness: n } }, side: 'defender', ...(read.scope === undefined ? {} : { scope: read.scope }), requires: read.requires });
      continue;
    }
    if (read.models) return `it changes ${key} of models, not of their weapons`;
    // −1 Damage to attacks on the rule's unit is damage reduction (minimum 1, rules.md 5.2).
    if (key === 'damage' && subtract && state.side === 'defender') {
      out.push({ change: { kind: 'damage-reduction', value: -n } });
      continue;
    }
    modifiers[key] = n;
  }
  if (Object.keys(modifiers).length > 0) {
    out.push({
      change: { kind: 'modifiers', modifiers },
      ...(read.scope === undefined ? {} : { scope: read.scope, side: 'attacker' as const }),
      requires: read.requires,
      ...(read.weapons === undefined ? {} : { weapons: read.weapons }),
    });
  }
  return out;
}

export const IMPROVE: EffectShape = {
  pattern: new RegExp(`^(improve|worsen|increase|reduce) the (${LIST})(?: characteristics?)? of (${OWNER}) by (\\d)${SAVE_LIMIT}`),
  read: (m, state) => changes(m[2]!, Number(m[4]) * (/improve|increase/.test(m[1]!) ? 1 : -1), m[3]!, state, !/improve|increase/.test(m[1]!), m[5] === undefined ? undefined : Number(m[5])),
};

/** "the Armour Penetration characteristic of its ranged weapons is improved by 1": the same, passive. */
export const IMPROVED: EffectShape = {
  pattern: new RegExp(`^the (${LIST}) characteristics? of (${OWNER}) (?:is|are) (improved|worsened|increased|reduced) by (\\d)`),
  read: (m, state) => changes(m[1]!, Number(m[4]) * (/improved|increased/.test(m[3]!) ? 1 : -1), m[2]!, state, !/improved|increased/.test(m[3]!)),
};

/** "add 1 to the bearer's Toughness and Wounds characteristics", "subtract 1 from that attack's Damage characteristic": the owner before the names. */
export const ADD_TO_OWNERS: EffectShape = {
  pattern: new RegExp(`^(add|subtract|improve|worsen) (?:(\\d+) (?:to|from) )?(the bearer's|this model's|this models|its|their|that attack's) (${LIST}) characteristics?(?: by (\\d))?`),
  read: (m, state) => {
    const by = m[2] ?? m[5];
    if (by === undefined) return 'it does not say by how much';
    const sign = /add|improve/.test(m[1]!) ? 1 : -1;
    const owner = m[3] === "the bearer's" ? 'the bearer' : m[3] === "that attack's" ? 'that attack' : 'this model';
    return changes(m[4]!, Number(by) * sign, owner, state, sign < 0);
  },
};

/** "… has a Wounds characteristic of 5": the statline's (set by the importer), or a set value no knob gives. */
export const HAS_CHARACTERISTIC: EffectShape = {
  holder: true,
  pattern: new RegExp(`^an? (${NAMES}) characteristic of (\\d+)\\+?"?`),
  read: (m, state) => {
    if (m[1] === 'wounds') return [woundsChange({ set: Number(m[2]) })];
    if (/^(leadership|objective control|move|movement)$/.test(m[1]!)) return [];
    return m[1] === 'save' && state.holder?.weapons === undefined ? [saveSet(Number(m[2]))] : `it sets the ${m[1]} characteristic to a value (no engine knob)`;
  },
};

export const ADD: EffectShape = {
  pattern: new RegExp(`^(add|subtract) (\\d) (?:to|from) the (${LIST}) characteristics? of (${OWNER})(?=$|[,;]| and | if | while | until | when | instead\\b)`),
  read: (m, state) => changes(m[3]!, Number(m[2]) * (m[1] === 'add' ? 1 : -1), m[4]!, state, m[1] === 'subtract'),
};

/** "add 2 to the Strength characteristic and add 1 to the Attacks characteristic of melee weapons equipped by …" ("add 3 to the Strength and add 1 to the Attacks characteristics of …"): one owner for both. */
export const ADD_TWO: EffectShape = {
  pattern: new RegExp(`^(add|subtract) (\\d) (?:to|from) the (${LIST})(?: characteristics?)? and (add|subtract) (\\d) (?:to|from) the (${LIST}) characteristics? of (${OWNER})(?=$|[,;]| and | if | while | until | when | instead\\b)`),
  read: (m, state) => {
    const first = changes(m[3]!, Number(m[2]) * (m[1] === 'add' ? 1 : -1), m[7]!, state, m[1] === 'subtract');
    if (typeof first === 'string') return first;
    const second = changes(m[6]!, Number(m[5]) * (m[4] === 'add' ? 1 : -1), m[7]!, state, m[4] === 'subtract');
    return typeof second === 'string' ? second : [...first, ...second];
  },
};

/** 11e's terse "This unit's attacks have +1 S", after a holder of the unit's attacks. */
export const TERSE: EffectShape = {
  holder: true,
  // "+1 BS and WS", "+1 A, AP and D": one number for each characteristic named; "+2 W", "+1 Sv" alone.
  pattern: /^([+-]\d) ((?:s|a|ap|d|bs|ws|t)(?:(?:,|,? and) (?:s|a|ap|d|bs|ws|t))*|w|sv)\b(?: against (ranged|melee) attacks)?/,
  read: (m, state) => {
    if (m[2] === 'w') return [{ ...woundsChange({ by: Number(m[1]) }), ...(state.holder === undefined ? {} : { scope: state.holder.scope }) }];
    if (m[3] !== undefined && m[2] !== 'sv') return `"${m[0]}" only against some attacks`;
    if (m[2] === 'sv') return Number(m[1]) > 0 && state.holder?.weapons === undefined ? [terseSave(Number(m[1]), m[3], state)] : 'it changes the Save characteristic (not a save roll modifier)';
    const terse: Record<string, Key> = { s: 'strength', a: 'attacks', ap: 'ap', d: 'damage', bs: 'bs', ws: 'bs', t: 'toughness' };
    const keys = [...new Set(m[2]!.split(/,? and |, /).map((k) => terse[k]!))];
    const n = Number(m[1]);
    if (keys.includes('toughness')) return keys.length === 1 ? [{ change: { kind: 'modifiers', modifiers: { toughness: n } }, side: 'defender' }] : `"${m[0]}" mixes the models' Toughness with their attacks`;
    if (state.holder?.weapons === undefined) return `"${m[0]}" of models, not of their attacks`;
    return [{ change: { kind: 'modifiers', modifiers: Object.fromEntries(keys.map((k) => [k, n])) }, side: 'attacker' }];
  },
};

/** "This unit has +1 Sv (against ranged attacks)": the models' Save improved, against those attacks only. */
function terseSave(by: number, against: string | undefined, state: SentenceState): FoundChange {
  return {
    change: { kind: 'defender-stat', stat: 'save', by },
    side: 'defender',
    ...(state.holder === undefined ? {} : { scope: state.holder.scope }),
    ...(against === undefined ? {} : { requires: [against === 'ranged' ? RANGED_ATTACK : MELEE_ATTACK] }),
  };
}

/** 11e's terse "This unit has 4+ Sv": the models' Save characteristic set. */
export const TERSE_SAVE: EffectShape = {
  holder: true,
  pattern: /^(\d)\+ sv\b/,
  read: (m, state) => (state.holder?.weapons === undefined ? [saveSet(Number(m[1]))] : 'it sets the save characteristic of weapons?'),
};
