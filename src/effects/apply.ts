/**
 * Applying named effects to a scenario: each effect's conditions are checked against the attack and what
 * the user said about the battlefield; the parts that hold change the scenario, the rest is reported.
 * Nothing is applied silently and nothing that does not apply is dropped silently: `unapplied` says which
 * effect did not apply at all and why, the notes which part of one did not.
 */
import { formatAbility, type ChangeToSix, type ChangeToSixRoll, type CommandReroll, type Conditions, type DefenderUnit, type EditionId, type FiringGroup, type Modifiers, type MortalSource, type Scenario, type Weapon, type WeaponAbility } from '../rules/index.js';
import { withDefenderStat } from './defender-stat.js';
import { mergeModifiers, sameAbility } from './merge.js';
import { unmetAll, type EffectState } from './requirements.js';
import { changeTexts } from './text.js';
import { characteristicText, rewrittenWeapon, type CharacteristicChange } from './weapon-characteristics.js';
import type { Change, EffectEntry, Only, Situation } from './types.js';

export type EffectContext = {
  readonly edition: EditionId;
  readonly situation: Situation;
  /** Every keyword of the attacking unit, its models' included (the Scenario does not carry them). */
  readonly attackerKeywords: readonly string[];
  /** Whether a CHARACTER leads the attacking unit, and the target. */
  readonly led?: { readonly attacker: boolean; readonly target: boolean };
  /** The models carrying each firing group of the scenario, in its order (for changes to some models' weapons). */
  readonly carriedBy?: readonly (readonly string[])[];
  /** How many models the attacking unit has (dice rolled "for each model in this unit"). */
  readonly attackerModels?: number;
};

export type AppliedEffect = {
  readonly entry: EffectEntry;
  /** The side that used it: the entry's, except Command Re-roll on a save, which the defender uses. */
  readonly side: 'attacker' | 'defender';
  /** What it changed, in words. */
  readonly changes: readonly string[];
};

/** An effect named that changed nothing: `why` in words, e.g. "it needs --round (battle rounds 3–5)". */
export type UnappliedEffect = { readonly entry: EffectEntry; readonly why: string };

export type EffectsOutcome = {
  readonly scenario: Scenario;
  readonly applied: readonly AppliedEffect[];
  readonly unapplied: readonly UnappliedEffect[];
  readonly notes: readonly string[];
};

type Working = {
  conditions: Conditions;
  modifiers: Modifiers;
  defender: DefenderUnit;
  firing: FiringGroup[];
  commandReroll: CommandReroll | undefined;
  changeToSix: ChangeToSix | undefined;
  mortals: MortalSource[];
  readonly attackerModels?: number;
  readonly edition: EditionId;
  /** Firing groups whose weapon a rule set or multiplied a characteristic of: the weapon as printed, and those changes. */
  readonly rewrites: Map<number, { readonly printed: Weapon; readonly changes: readonly CharacteristicChange[] }>;
};

function unique(items: readonly string[]): string[] {
  return items.filter((item, i) => items.indexOf(item) === i);
}

/** Rules that set a condition other effects test (Fire Overwatch for Pulse Barrage) go first. */
function setsConditions(entry: EffectEntry): boolean {
  return entry.clauses.some((c) => c.change.kind === 'overwatch');
}

/** A model group's name is the model's, or that name with a number ("Sergeant (2)": uniqueModelNames). */
function isModel(group: string, names: readonly string[]): boolean {
  const key = group.toLowerCase().replace(/ \(\d+\)$/, '');
  return names.some((n) => n.toLowerCase() === key || n.toLowerCase() === group.toLowerCase());
}

/** Words a rule names weapons by that are their abilities ("Psychic weapons", "Torrent weapons"). */
const ABILITY_NAMES: Readonly<Record<string, WeaponAbility['kind']>> = {
  psychic: 'psychic', torrent: 'torrent', blast: 'blast', melta: 'melta', pistol: 'pistol', pistols: 'pistol', 'lethal hits': 'lethal-hits', 'rapid fire': 'rapid-fire', hazardous: 'hazardous', heavy: 'heavy', assault: 'assault',
  'extra attacks': 'extra-attacks', 'devastating wounds': 'devastating-wounds',
};

/**
 * A weapon a rule names: by an ability ("Psychic weapons"), or by its name's words ("Solitaire" names the
 * Solitaire blades, "bolt rifles" a Bolt rifle; "blast" is no blaster).
 */
function isWeapon(weapon: Weapon, names: readonly string[]): boolean {
  // An apostrophe that opens or closes a word is no part of it ("’Eadbanger" is named "'eadbanger").
  const bare = (w: string): string => w.replace(/\u2019/g, "'").replace(/^'+|'+$/g, '');
  const words = weapon.name.toLowerCase().split(/[^a-z0-9'\u2019]+/).map(bare).filter((w) => w !== '');
  return names.some((n) => {
    const name = n.toLowerCase().trim();
    const ability = ABILITY_NAMES[name];
    if (ability !== undefined) return weapon.abilities.some((a) => a.kind === ability);
    const nameWords = name.split(/[^a-z0-9'\u2019]+/).map(bare).filter((w) => w !== '');
    return nameWords.length > 0 && nameWords.every((w) => words.some((word) => word === w || word === w.replace(/s$/, '') || `${word}s` === w));
  });
}

/** Whether a change to part of the attacking unit reaches a firing group: its weapon, and (`anyCarrier`: some, else every one of) the models carrying it. */
function reachesGroup(f: FiringGroup, carriers: readonly string[], only: Only, anyCarrier: boolean): boolean {
  const byModel = only.models === undefined || (anyCarrier ? carriers.some((c) => isModel(c, only.models!)) : carriers.length > 0 && carriers.every((c) => isModel(c, only.models!)));
  return byModel && (only.weapons === undefined || isWeapon(f.weapon, only.weapons)) && (only.excludedWeapons === undefined || !isWeapon(f.weapon, only.excludedWeapons));
}

/**
 * A change to part of a unit (Clause.only): an attacker's modifiers to the firing groups carried by those
 * models or of those weapons; a target's save or Feel No Pain to those model groups. Anything else cannot
 * be split by the model an attack is allocated to: it is not applied, and the note says so. The notes, or
 * null when nothing was reached.
 */
function applyToPart(w: Working, change: Change, only: Only, entry: EffectEntry, context: EffectContext): string[] | null {
  // A defender's change to the attacks made with some weapons ("each time a Psychic Attack targets this unit"): those firing groups.
  if (change.kind === 'modifiers' && (entry.side === 'attacker' || only.models === undefined)) {
    const reached = w.firing.map((f, i) => reachesGroup(f, context.carriedBy?.[i] ?? [], only, false));
    if (!reached.includes(true)) return null;
    w.firing = w.firing.map((f, i) => (reached[i] ? { ...f, modifiers: mergeModifiers(f.modifiers ?? {}, change.modifiers) } : f));
    return [];
  }
  if (change.kind === 'characteristic' && entry.side === 'attacker') {
    const reached = w.firing.map((f, i) => reachesGroup(f, context.carriedBy?.[i] ?? [], only, false));
    if (!reached.includes(true)) return null;
    const byName = only.weapons !== undefined && only.weapons.every((n) => ABILITY_NAMES[n.toLowerCase().trim()] === undefined);
    return rewriteWeapons(w, change, entry, reached, byName);
  }
  if ((change.kind === 'invuln' || change.kind === 'fnp' || change.kind === 'defender-stat' || change.kind === 'armour-save-vs-damage-1') && only.models !== undefined) {
    const reached = w.defender.groups.map((g) => isModel(g.name, only.models!));
    if (!reached.includes(true)) return null;
    const rest = { ...w, defender: { ...w.defender, groups: w.defender.groups.filter((_, i) => reached[i]) } };
    const notes = applyChange(rest, change, entry, context.situation);
    let k = 0;
    w.defender = { ...w.defender, groups: w.defender.groups.map((g, i) => (reached[i] ? rest.defender.groups[k++]! : g)) };
    return notes;
  }
  // A die of the first firing group the rule reaches (docs/rules.md §10a).
  if (change.kind === 'change-to-six' && entry.side === 'attacker') {
    const weapon = w.firing.findIndex((f, i) => reachesGroup(f, context.carriedBy?.[i] ?? [], only, true));
    return weapon < 0 ? null : applyChange(w, change, entry, context.situation, weapon);
  }
  // The unit's own mortal wounds or weapon, whichever of its models the rule names.
  if (entry.side === 'attacker' && change.kind !== 'modifiers') return applyChange(w, change, entry, context.situation);
  if (entry.side === 'defender' && only.models !== undefined && w.defender.groups.every((g) => isModel(g.name, only.models!))) return applyChange(w, change, entry, context.situation);
  return [`${entry.name}: ${changeTexts(change).join(', ')} not applied: it is for ${only.models?.join(', ') ?? 'some weapons'} only, and the attacks on a unit cannot be told apart by the model they are allocated to`];
}

/**
 * The weapons of the firing groups `reached` (every one when absent) with a characteristic set or multiplied;
 * notes for those it cannot change, with NOT_APPLIED when it changes none.
 */
function rewriteWeapons(w: Working, change: CharacteristicChange, entry: EffectEntry, reached?: readonly boolean[], byName = false): string[] {
  const why: string[] = [];
  let changed = 0;
  w.firing = w.firing.map((f, i) => {
    if (reached !== undefined && reached[i] !== true) return f;
    const before = w.rewrites.get(i) ?? { printed: f.weapon, changes: [] };
    const changes = [...before.changes, change];
    const weapon = rewrittenWeapon(before.printed, changes, w.edition, byName);
    if (typeof weapon === 'string') {
      why.push(weapon);
      return f;
    }
    w.rewrites.set(i, { printed: before.printed, changes });
    changed++;
    return { ...f, weapon };
  });
  const text = characteristicText(change);
  return why.map((reason) => (changed === 0 ? `${entry.name}: ${text} ${NOT_APPLIED} ${reason}` : `${entry.name}: ${text} leaves a weapon as it is: ${reason}`));
}

/** Changes `w`; returns notes about how the change met what was already there. `weapon`: the firing group a die is changed of. */
function applyChange(w: Working, change: Change, entry: EffectEntry, situation: Situation, weapon = 0): string[] {
  switch (change.kind) {
    case 'modifiers': {
      const notes = (change.modifiers.abilities ?? [])
        .filter((ability) => (w.modifiers.abilities ?? []).some((a) => sameAbility(a, ability)))
        .map((ability) => `${entry.name}: the weapons already have ${formatAbility(ability)} from another rule; duplicate abilities are not cumulative`);
      w.modifiers = mergeModifiers(w.modifiers, change.modifiers);
      return notes;
    }
    case 'cover':
      w.conditions = { ...w.conditions, cover: true };
      return [];
    case 'overwatch':
      w.conditions = { ...w.conditions, overwatch: true };
      return [];
    case 'invuln': {
      const key = change.against === undefined ? 'invuln' : change.against === 'ranged' ? 'invulnRanged' : 'invulnMelee';
      const before = w.defender.groups;
      w.defender = { ...w.defender, groups: before.map((g) => ({ ...g, [key]: Math.min(g[key] ?? 7, change.value) })) };
      return before.every((g) => Math.min(g.invuln ?? 7, g[key] ?? 7) < change.value)
        ? [`${entry.name}: every model of ${w.defender.name} already has a better invulnerable save`]
        : [];
    }
    case 'fnp': {
      const key = change.against === undefined ? 'feelNoPain' : change.against === 'mortal' ? 'feelNoPainMortal' : 'feelNoPainPsychic';
      const before = w.defender.groups;
      w.defender = { ...w.defender, groups: before.map((g) => ({ ...g, [key]: Math.min(g[key] ?? 7, change.value) })) };
      // Only one Feel No Pain applies to a wound (RULES §1): the best of those that apply.
      return before.every((g) => Math.min(g.feelNoPain ?? 7, g[key] ?? 7) <= change.value)
        ? [`${entry.name}: every model of ${w.defender.name} already has Feel No Pain ${change.value}+ or better`]
        : [];
    }
    case 'halve-damage':
      w.defender = { ...w.defender, halveDamage: true };
      return [];
    case 'mortals': {
      if (change.perModel !== true) {
        w.mortals.push(change.source);
        return [];
      }
      if (w.attackerModels === undefined) return [`${entry.name}: not applied: it rolls a die for each model of the attacking unit, whose models are not known`];
      w.mortals.push({ ...change.source, dice: change.source.dice * w.attackerModels });
      return [];
    }
    case 'damage-reduction':
      w.defender = { ...w.defender, damageReduction: (w.defender.damageReduction ?? 0) + change.value };
      return [];
    case 'armour-save-vs-damage-1': {
      // A model group holds one such bonus: a second rule's is not applied, and a note says so.
      const { add, unmodified } = change;
      const had = w.defender.groups.some((g) => g.armourSaveVsDamage1 !== undefined);
      w.defender = { ...w.defender, groups: w.defender.groups.map((g) => ({ ...g, armourSaveVsDamage1: g.armourSaveVsDamage1 ?? { add, unmodified } })) };
      return had ? [`${entry.name}: ${NOT_APPLIED} the target already has a bonus to armour saves against attacks of Damage 1 from another rule`] : [];
    }
    case 'damage-set':
      // Two rules that set it: the defender's, the lower is kept.
      w.defender = { ...w.defender, damageSet: Math.min(w.defender.damageSet ?? change.value, change.value) };
      return [];
    case 'stealth':
      w.defender = { ...w.defender, stealth: true };
      return [];
    case 'defender-stat':
      w.defender = { ...w.defender, groups: w.defender.groups.map((g) => withDefenderStat(g, change)) };
      return [];
    case 'weapon':
      w.firing.push({ weapon: change.weapon, count: change.count });
      return [];
    case 'characteristic':
      return rewriteWeapons(w, change, entry);
    case 'command-reroll':
      if (situation.commandReroll === undefined) throw new RangeError(`applyChange: ${entry.id} needs situation.commandReroll`);
      w.commandReroll = { ...w.commandReroll, roll: situation.commandReroll };
      return [];
    case 'change-to-six':
      return changeToSix(w, change.rolls, entry, situation, weapon);
    case 'needs-engine':
      throw new RangeError(`applyChange: ${entry.id} asks for an engine knob that does not exist (${change.knob})`);
    default: {
      const unknown: never = change;
      throw new TypeError(`applyChange: unknown change ${JSON.stringify(unknown)}`);
    }
  }
}

/**
 * docs/rules.md §10a: the rule's roll, or the one `--change-to-six` names among several. The engine changes
 * one die of an attack: a die already changed (by `--change-to-six` or another rule) is the one, or the
 * rule is not applied. Its notes say what was not applied, with NOT_APPLIED in them.
 */
function changeToSix(w: Working, rolls: readonly ChangeToSixRoll[], entry: EffectEntry, situation: Situation, weapon: number): string[] {
  const named = situation.changeToSix;
  const roll = rolls.length === 1 ? rolls[0]! : named !== undefined && rolls.includes(named) ? named : undefined;
  const choices = rolls.join(' or ');
  if (roll === undefined) return [`${entry.name}: ${NOT_APPLIED} it changes one ${choices} die to a 6: name which with --change-to-six ${rolls.join('|')}`];
  if (w.changeToSix === undefined) {
    w.changeToSix = { roll, weapon };
    return [];
  }
  if (w.changeToSix.roll === roll) return [];
  return [`${entry.name}: ${NOT_APPLIED} a ${w.changeToSix.roll} die is already changed to a 6, and the engine changes one die of an attack`];
}

/** In a note of changeToSix: the change was not made. */
const NOT_APPLIED = 'not applied:';

/** docs/rules.md 10: which die the engine re-rolls. */
function commandRerollText(situation: Situation): string {
  switch (situation.commandReroll) {
    case 'attacks':
      return 're-roll the attack-count die furthest below its average';
    case 'hit':
      return 're-roll one failed hit roll';
    case 'wound':
      return 're-roll one failed wound roll';
    case 'save':
      return 're-roll one failed save';
    case 'damage':
      return 're-roll one Damage die below its average';
    default:
      return 're-roll one die';
  }
}

/** The part of a unit a change reaches, in words: its models, else its weapons, and the weapons it leaves out. */
function partText(only: Only): string {
  const part = only.models?.join(', ') ?? only.weapons?.join(', ') ?? 'the weapons';
  return only.excludedWeapons === undefined ? part : `${part}, not ${only.excludedWeapons.join(', ')} weapons`;
}

function firesWeapon(w: Working, name: string): boolean {
  return w.firing.some((f) => f.weapon.name.trim().toLowerCase() === name.trim().toLowerCase());
}

/**
 * The scenario with the effects applied, in the order given (except that effects which set conditions go
 * first), the effects that changed something, and notes for everything that did not apply.
 */
export function applyEffects(scenario: Scenario, entries: readonly EffectEntry[], context: EffectContext): EffectsOutcome {
  const notes: string[] = [];
  const unapplied: UnappliedEffect[] = [];
  const chosen: EffectEntry[] = [];
  for (const entry of entries) {
    if (chosen.includes(entry)) {
      notes.push(`${entry.name} is named more than once: it applies once (the same rule is not cumulative)`);
      continue;
    }
    const rival = chosen.find((c) => c.exclusive !== undefined && c.exclusive === entry.exclusive);
    if (rival !== undefined) {
      unapplied.push({ entry, why: `${rival.name} is the same Stratagem, and it is used once` });
      continue;
    }
    chosen.push(entry);
  }
  const ordered = [...chosen.filter(setsConditions), ...chosen.filter((e) => !setsConditions(e))];

  const w: Working = {
    conditions: scenario.conditions,
    modifiers: scenario.modifiers ?? {},
    defender: scenario.defender,
    firing: [...scenario.attacker.firing],
    commandReroll: scenario.commandReroll,
    changeToSix: scenario.changeToSix,
    mortals: [...(scenario.mortalSources ?? [])],
    ...(context.attackerModels === undefined ? {} : { attackerModels: context.attackerModels }),
    edition: context.edition,
    rewrites: new Map(),
  };
  const applied: AppliedEffect[] = [];
  for (const entry of ordered) {
    const state: EffectState = {
      edition: context.edition,
      situation: context.situation,
      conditions: w.conditions,
      attacker: { name: scenario.attacker.name, keywords: context.attackerKeywords },
      defender: w.defender,
      ...(context.led === undefined ? {} : { led: context.led }),
    };
    if (!entry.editions.includes(context.edition)) {
      unapplied.push({ entry, why: `its rules text is for ${entry.editions.join(' and ')}, not ${context.edition} (--rules)` });
      continue;
    }
    const reasons = unmetAll(entry.requires, state);
    if (reasons.length > 0) {
      unapplied.push({ entry, why: reasons.join('; ') });
      continue;
    }
    const checked = entry.clauses.map((clause) => ({ clause, reasons: unmetAll(clause.when ?? [], state) }));
    const met = checked.filter((c) => c.reasons.length === 0);
    const supported = met.filter((c) => c.clause.change.kind !== 'needs-engine');
    const unsupported = met.filter((c) => c.clause.change.kind === 'needs-engine');
    const unsupportedText = (c: (typeof met)[number]): string => changeTexts(c.clause.change).join(', ').replace(/ \(not supported yet\)$/, '');
    if (supported.length === 0) {
      const why =
        unsupported.length > 0
          ? unsupported.map((c) => `${unsupportedText(c)} is not supported yet (it needs engine support)`)
          : unique(checked.flatMap((c) => c.reasons));
      unapplied.push({ entry, why: why.join('; ') });
      continue;
    }
    const changes: string[] = [];
    for (const { clause } of supported) {
      if (clause.change.kind === 'weapon' && firesWeapon(w, clause.change.weapon.name)) {
        notes.push(`${entry.name}: ${scenario.attacker.name} already fires the ${clause.change.weapon.name}; it is not added twice`);
        continue;
      }
      if (clause.only !== undefined) {
        const part = applyToPart(w, clause.change, clause.only, entry, context);
        if (part === null) {
          notes.push(`${entry.name}: ${changeTexts(clause.change).join(', ')} not applied: none of ${partText(clause.only)} ${entry.side === 'attacker' ? 'attacks' : 'is in the target'}`);
          continue;
        }
        notes.push(...part);
        if (part.some((n) => n.includes(' not applied: '))) continue;
        changes.push(...changeTexts(clause.change).map((t) => `${t} (${partText(clause.only!)})`));
        continue;
      }
      const changeNotes = applyChange(w, clause.change, entry, context.situation);
      notes.push(...changeNotes);
      if (changeNotes.some((n) => n.includes(NOT_APPLIED))) continue;
      changes.push(...(clause.change.kind === 'command-reroll' ? [commandRerollText(context.situation)] : changeTexts(clause.change)));
    }
    for (const c of checked) {
      if (c.reasons.length > 0 && c.clause.quiet !== true && c.clause.change.kind !== 'needs-engine') {
        notes.push(`${entry.name}: ${changeTexts(c.clause.change).join(', ')} not applied: ${c.reasons.join('; ')}`);
      }
    }
    for (const c of unsupported) {
      notes.push(`${entry.name}: ${unsupportedText(c)} is not supported yet (it needs engine support); the result leaves it out`);
    }
    const side = entry.clauses.some((c) => c.change.kind === 'command-reroll') && context.situation.commandReroll === 'save' ? 'defender' : entry.side;
    if (changes.length > 0) applied.push({ entry, side, changes });
    if (changes.length > 0 && entry.laterAttacksOnly !== undefined) {
      notes.push(`${entry.name}: ${entry.laterAttacksOnly}; this attack is read as another unit's, against the enemy unit selected for it`);
    }
  }

  const { modifiers: _modifiers, commandReroll: _reroll, changeToSix: _six, ...rest } = scenario;
  void _modifiers;
  void _reroll;
  void _six;
  const result: Scenario = {
    ...rest,
    attacker: { ...scenario.attacker, firing: w.firing },
    defender: w.defender,
    conditions: w.conditions,
    ...(Object.keys(w.modifiers).length === 0 ? {} : { modifiers: w.modifiers }),
    ...(w.commandReroll === undefined ? {} : { commandReroll: w.commandReroll }),
    ...(w.changeToSix === undefined ? {} : { changeToSix: w.changeToSix }),
    ...(w.mortals.length === 0 ? {} : { mortalSources: w.mortals }),
  };
  return { scenario: result, applied, unapplied, notes };
}
