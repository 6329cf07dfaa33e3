/**
 * The options that describe a scenario (units, conditions, modifiers, effects), as data: the command line
 * builds its options from this table (src/cli/scenario-options.ts), and comparison columns, comparison files
 * and the library API read option texts with it (./text.ts). One list, so every scenario option works
 * everywhere, including options added later.
 */
import type { ProfileChoice } from '../../profile/index.js';
import type { ChangeToSixRoll, CommandRerollRoll, DamageRerollPolicy, EditionId, ForcedBattleShock, LethalPolicy, MortalSource, RerollPolicy, WeaponAbility } from '../../rules/index.js';
import { collectEffects, parseCommandReroll, parseRound, type EffectChoice } from './effects.js';
import { collectMortals, parseForcedTest } from './mortals.js';
import {
  collectAbilities, collectList, collectOne, collectProfiles, oneOf, parseDamageReroll, parseEdition, parseLethal, parsePhase, parseReroll, parseRollTarget, parseSigned,
  parseSmallCount,
} from './values.js';
import { OptionValueError } from './error.js';

/**
 * A scenario as options, keyed as on the command line (`--half-range` is `halfRange`): the profiles'
 * loadouts and leaders by name, and everything the planner needs. Unset keys are left out.
 */
export type ScenarioOptions = {
  rules: EditionId;
  phase: 'shooting' | 'melee';
  weapons?: string[];
  profile?: ProfileChoice[];
  pistols?: boolean;
  loadout?: string[];
  defenderLoadout?: string[];
  leader?: string[];
  defenderLeader?: string[];
  support?: string[];
  defenderSupport?: string[];
  /** Detachments and enhancements of the data folder whose rules each side's units have (docs/effects.md). */
  detachment?: string[];
  defenderDetachment?: string[];
  enhancement?: string[];
  defenderEnhancement?: string[];
  halfRange?: boolean;
  charged?: boolean;
  stationary?: boolean;
  movedAtMost3?: boolean;
  cover?: boolean;
  indirect?: boolean;
  visible?: boolean;
  spotted?: boolean;
  overwatch?: boolean;
  attacks?: number;
  strength?: number;
  toughness?: number;
  hit?: number;
  wound?: number;
  bs?: number;
  ap?: number;
  save?: number;
  damage?: number;
  critHit?: number;
  critWound?: number;
  critWoundAp?: number;
  rerollHits?: RerollPolicy;
  rerollWounds?: RerollPolicy;
  rerollSaves?: RerollPolicy;
  rerollDamage?: DamageRerollPolicy | 'none';
  lethal?: LethalPolicy;
  grant?: WeaponAbility[];
  damageReduction?: number;
  halveDamage?: boolean;
  stealth?: boolean;
  mortals?: MortalSource[];
  forcedTest?: ForcedBattleShock;
  battleShocked?: boolean;
  /** Catalogue entries, and names of the units' own rules (checked when the units are known). */
  effect?: EffectChoice[];
  commandReroll?: CommandRerollRoll;
  changeToSix?: ChangeToSixRoll;
  round?: number;
  guided?: boolean;
  observer?: boolean;
  markerlight?: boolean;
  marked?: boolean;
  targetBelowHalf?: boolean;
  painToken?: boolean;
  losingWager?: boolean;
  within9?: boolean;
  nearKroot?: boolean;
  trapObjective?: boolean;
  overlappingFire?: boolean;
  closest?: boolean;
  beyondHatchway?: boolean;
};

export type OptionDefinition = {
  /** The long name without dashes: `half-range`. */
  readonly name: string;
  /** Its key in ScenarioOptions: `halfRange`. */
  readonly key: keyof ScenarioOptions;
  /** The value's placeholder, `<±n>`; absent for a flag (true when given). */
  readonly value?: string;
  readonly description: string;
  /**
   * Reads one value (throws OptionValueError). Repeatable options get the value so far and add to it;
   * the others ignore it.
   */
  readonly parse?: (text: string, previous: never) => unknown;
  /** Given again, it adds to its value. An option with a value that is not repeatable is refused when given twice (onceOnly). */
  readonly repeatable?: boolean;
  readonly defaultValue?: unknown;
  /** The heading it is listed under in --help (absent: the command's own options). */
  readonly group?: string;
};

const MORTALS_GROUP = 'Mortal wounds outside the attack, battle-shock after it:';
const EFFECTS_GROUP = 'Named effects (mathhammer effects lists them) and their conditions:';

/** A flag: true when given. */
function flag(name: string, key: keyof ScenarioOptions, description: string, group?: string): OptionDefinition {
  return { name, key, description, ...(group === undefined ? {} : { group }) };
}

/** An option with a value. */
function valued(
  name: string,
  key: keyof ScenarioOptions,
  value: string,
  description: string,
  parse: (text: string, previous: never) => unknown,
  group?: string,
): OptionDefinition {
  return { name, key, value, description, parse, ...(group === undefined ? {} : { group }) };
}

/** An option with a value that adds up when given again (--grant, --effect, --loadout). */
function repeatable(option: OptionDefinition): OptionDefinition {
  return { ...option, repeatable: true };
}

/**
 * `option`'s parse for one command line (undefined for a flag), refusing a second value of an option that
 * is not repeatable: it would silently replace the first (`--hit +1 --hit -1` would be -1 alone, where
 * --grant adds up).
 */
export function onceOnly({ parse, repeatable: adds }: OptionDefinition): OptionDefinition['parse'] {
  if (parse === undefined || adds === true) return parse;
  let first: string | undefined;
  return (text, previous) => {
    if (first !== undefined) throw new OptionValueError(`It is given already ('${first}'): give it once (a second value would replace the first).`);
    first = text;
    return parse(text, previous);
  };
}

export const SCENARIO_OPTIONS: readonly OptionDefinition[] = [
  { ...valued('rules', 'rules', '<edition>', 'rules edition: 10e or 11e', parseEdition), defaultValue: '11e' },
  { ...valued('phase', 'phase', '<phase>', 'shooting or melee', parsePhase), defaultValue: 'shooting' },
  repeatable(valued('weapons', 'weapons', '<names>', 'fire only these weapons (comma-separated names); none fires no weapon (only --mortals)', collectList)),
  repeatable(valued('profile', 'profile', '<name>', 'weapon profile to fire: supercharge, or "plasma gun=supercharge"', collectProfiles)),
  flag('pistols', 'pistols', 'models fire their [PISTOL]s instead of their other ranged weapons'),
  repeatable(valued('loadout', 'loadout', '<names>', "attacker's loadouts from its profile (comma-separated)", collectList)),
  repeatable(valued('defender-loadout', 'defenderLoadout', '<names>', "defender's loadouts from its profile", collectList)),
  repeatable(valued('leader', 'leader', '<profile>', 'attach a leader profile to the attacker (repeatable)', collectOne)),
  repeatable(valued('defender-leader', 'defenderLeader', '<profile>', 'attach a leader profile to the defender (repeatable)', collectOne)),
  repeatable(valued('support', 'support', '<profile>', "a friendly unit whose auras and markers reach the attacker: its rules for other units can be named with --effect (repeatable)", collectOne, EFFECTS_GROUP)),
  repeatable(valued('defender-support', 'defenderSupport', '<profile>', "a unit of the defender's army whose auras reach the defender (repeatable)", collectOne, EFFECTS_GROUP)),
  repeatable(valued('detachment', 'detachment', '<name>', "the attacker's detachment: its rules apply to the attacking unit (needs --data; repeatable)", collectOne, EFFECTS_GROUP)),
  repeatable(valued('defender-detachment', 'defenderDetachment', '<name>', "the defender's detachment (needs --data; repeatable)", collectOne, EFFECTS_GROUP)),
  repeatable(valued('enhancement', 'enhancement', '<name>', "an enhancement of the attacker's CHARACTER model, by name (needs --data; repeatable)", collectOne, EFFECTS_GROUP)),
  repeatable(valued('defender-enhancement', 'defenderEnhancement', '<name>', "an enhancement of the defender's CHARACTER model (needs --data; repeatable)", collectOne, EFFECTS_GROUP)),
  flag('half-range', 'halfRange', 'target within half range ([RAPID FIRE], [MELTA])'),
  flag('charged', 'charged', 'the attacker made a charge move ([LANCE])'),
  flag('stationary', 'stationary', 'the attacker Remained Stationary ([HEAVY], support turret, 11e indirect)'),
  flag('moved-at-most-3', 'movedAtMost3', '11e [HEAVY]: no model of the attacker moved more than 3" and it was not set up this turn'),
  flag('cover', 'cover', 'the target has the Benefit of Cover'),
  flag('indirect', 'indirect', 'indirect fire: only [INDIRECT FIRE] weapons fire, at a target they cannot see'),
  flag('visible', 'visible', "with --indirect: the target is visible to the models whose weapons lack [INDIRECT FIRE], so they fire too"),
  flag('spotted', 'spotted', '11e indirect fire: the target is visible to a friendly unit'),
  flag('overwatch', 'overwatch', 'fire Overwatch (snap shooting: hits on unmodified 6s)'),
  valued('attacks', 'attacks', '<±n>', "add to the Attacks of each weapon fired, never below 1 (10e: not [EXTRA ATTACKS] weapons)", parseSigned),
  valued('strength', 'strength', '<±n>', "add to the weapons' Strength (never below 1)", parseSigned),
  valued('toughness', 'toughness', '<±n>', "add to the Toughness of the defender's models (never below 1)", parseSigned),
  valued('hit', 'hit', '<±n>', 'hit roll modifier (clamped to ±1)', parseSigned),
  valued('wound', 'wound', '<±n>', 'wound roll modifier (clamped to ±1)', parseSigned),
  valued('bs', 'bs', '<±n>', 'BS/WS change: +1 improves 4+ to 3+', parseSigned),
  valued('ap', 'ap', '<±n>', 'AP change: +1 improves AP 0 to -1', parseSigned),
  valued('save', 'save', '<±n>', "defender's save roll modifier: +1 improves it", parseSigned),
  valued('damage', 'damage', '<±n>', 'add to the Damage characteristic', parseSigned),
  valued('crit-hit', 'critHit', '<n+>', 'critical hits on this unmodified roll (default 6+)', parseRollTarget),
  valued('crit-wound', 'critWound', '<n+>', 'critical wounds on this unmodified roll (default 6+)', parseRollTarget),
  valued('crit-wound-ap', 'critWoundAp', '<n>', 'improve the AP of an attack by n on a Critical Wound', parseSmallCount),
  valued('reroll-hits', 'rerollHits', '<policy>', 're-roll hit rolls: ones, failed or noncrit', parseReroll),
  valued('reroll-wounds', 'rerollWounds', '<policy>', 're-roll wound rolls: ones, failed or noncrit', parseReroll),
  // A save roll has no critical result (RULES §1 and §2, docs/rules.md §4), so "noncrit" would only mean "failed": refused.
  valued('reroll-saves', 'rerollSaves', '<policy>', "re-roll the defender's saves: ones or failed", oneOf(['none', 'ones', 'failed'] as const, 'a save re-roll policy (noncrit is for hits and wounds: saves have no criticals)')),
  valued('reroll-damage', 'rerollDamage', '<policy>', 're-roll random Damage rolls: ones, or any (when below the average Damage)', parseDamageReroll),
  valued('lethal', 'lethal', '<policy>', '11e [LETHAL HITS]: auto, roll or best (default best)', parseLethal),
  repeatable(valued('grant', 'grant', '<abilities>', 'abilities every weapon gains, e.g. "sustained hits 1,lethal hits"', collectAbilities)),
  valued('damage-reduction', 'damageReduction', '<n>', 'the defender subtracts n from Damage (minimum 1)', parseSmallCount),
  flag('halve-damage', 'halveDamage', 'the defender halves Damage'),
  flag('stealth', 'stealth', 'the defender has Stealth'),
  // Mortal wounds rolled outside the attack and battle-shock after it (docs/profiles.md "Mortal wounds and battle-shock").
  repeatable(
    valued(
      'mortals',
      'mortals',
      '<source>',
      'mortal wounds before the attack (repeatable, in order): explosives (grenade), crushing-impact:T, deadly-demise:X, or dice=6,on=4+,each=1[,max=6][,self=1] (with ,timing=after: after the attack instead); acceptable-losses[:N] is the cost to your N GENESTEALER CULTS units after the attack (default 1), reported beside it',
      collectMortals,
      MORTALS_GROUP,
    ),
  ),
  valued('forced-test', 'forcedTest', '<name[:modifier]>', 'the defender takes a battle-shock test right after the attack, e.g. "Siege Bombardment" or "Symphony of Suffering:-1"', parseForcedTest, MORTALS_GROUP),
  flag('battle-shocked', 'battleShocked', 'the defender is already battle-shocked (11e: it tests again)', MORTALS_GROUP),
  // Named effects and the battlefield facts their conditions test (docs/effects.md).
  repeatable(valued('effect', 'effect', '<name>', 'apply a named stratagem or rule to the side that uses it (repeatable; "<name>=N" gives a rule the count it depends on; mathhammer effects lists them)', collectEffects, EFFECTS_GROUP)),
  valued('command-reroll', 'commandReroll', '<roll>', "Command Re-roll one die of the first weapon's attacks, hit, wound, save or damage roll", parseCommandReroll, EFFECTS_GROUP),
  valued('change-to-six', 'changeToSix', '<roll>', "change one failed hit or wound die of the first weapon to an unmodified 6 (the roll a rule that offers several changes)", oneOf(['hit', 'wound'] as const, 'a roll a die of which can be changed to a 6'), EFFECTS_GROUP),
  valued('round', 'round', '<n>', 'battle round 1-5 (effects limited to some battle rounds)', parseRound, EFFECTS_GROUP),
  flag('guided', 'guided', 'the attacker is a Guided unit targeting a Spotted unit (For the Greater Good)', EFFECTS_GROUP),
  flag('observer', 'observer', 'the attacker is an Observer unit targeting its Spotted unit (Coordinate to Engage)', EFFECTS_GROUP),
  flag('markerlight', 'markerlight', 'the target is visible to a friendly MARKERLIGHT unit (Markerlight Precision)', EFFECTS_GROUP),
  flag('marked', 'marked', 'the Spotted target was marked by an Observer unit with MARKERLIGHT (For the Greater Good: [IGNORES COVER])', EFFECTS_GROUP),
  flag('target-below-half', 'targetBelowHalf', 'the target is Below Half-strength (Instinctive Spite)', EFFECTS_GROUP),
  flag('pain-token', 'painToken', 'the attacker spends a Pain token (Instinctive Spite)', EFFECTS_GROUP),
  flag('losing-wager', 'losingWager', "the attacker's unit is losing the wager (Callous Competition)", EFFECTS_GROUP),
  flag('within-9', 'within9', 'the target is within 9" (Point-Blank Ambush)', EFFECTS_GROUP),
  flag('near-kroot', 'nearKroot', 'the target is within 9" of a friendly KROOT/VESPID STINGWINGS unit (Guided Fire)', EFFECTS_GROUP),
  flag('trap-objective', 'trapObjective', 'the target is within range of your Trap objective marker (A Tempting Trap)', EFFECTS_GROUP),
  flag('overlapping-fire', 'overlappingFire', 'the target is caught in overlapping fire (Integrated Tactics)', EFFECTS_GROUP),
  flag('closest', 'closest', 'the target is the closest enemy unit (Combat Debarkation)', EFFECTS_GROUP),
  flag('beyond-hatchway', 'beyondHatchway', 'the target is wholly on the other side of the Hatchway (Responsive Volley)', EFFECTS_GROUP),
];

/** Every scenario option by its long name. */
export const OPTIONS_BY_NAME: ReadonlyMap<string, OptionDefinition> = new Map(SCENARIO_OPTIONS.map((o) => [o.name, o]));

/** Every scenario option by its key in ScenarioOptions. */
export const OPTIONS_BY_KEY: ReadonlyMap<string, OptionDefinition> = new Map(SCENARIO_OPTIONS.map((o) => [o.key, o]));

/** The defaults (`rules: '11e'`, `phase: 'shooting'`). */
export function defaultOptions(): ScenarioOptions {
  const out: Record<string, unknown> = {};
  for (const o of SCENARIO_OPTIONS) if (o.defaultValue !== undefined) out[o.key] = o.defaultValue;
  return out as ScenarioOptions;
}

/** `--hit <±n>`: the option as --help shows it, and as messages about its value name it. */
export function optionFlags(option: OptionDefinition): string {
  return option.value === undefined ? `--${option.name}` : `--${option.name} ${option.value}`;
}
