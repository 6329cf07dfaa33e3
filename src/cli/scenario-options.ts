/**
 * The options that describe a scenario (units, conditions, modifiers), shared by every command that
 * computes one: calc now, and the commands built on it. Output options stay with each command.
 */
import { Command, Option } from 'commander';
import type { ProfileChoice } from '../profile/index.js';
import type { EffectEntry } from '../effects/index.js';
import type { CommandRerollRoll, ForcedBattleShock, LethalPolicy, MortalSource, RerollPolicy, WeaponAbility } from '../rules/index.js';
import { loadAll } from './commands/load-side.js';
import { collectEffects, parseCommandReroll, parseRound } from './effect-options.js';
import { InputError } from './errors.js';
import { collectMortals, parseForcedTest } from './mortal-options.js';
import type { Io } from './io.js';
import {
  collectAbilities,
  collectList,
  collectOne,
  collectProfiles,
  parseEdition,
  parseLethal,
  parsePhase,
  parseReroll,
  parseRollTarget,
  parseSigned,
  parseSmallCount,
} from './option-values.js';
import { checkCombinations, planCalc, type CalcOptions, type CalcPlan } from './plan-calc.js';
import { editionsUsed } from './army-data.js';
import { readSettings } from './settings.js';

export type RawScenarioOptions = {
  rules: CalcOptions['rules'];
  /** A BattleScribe data folder for units named by datasheet (src/cli/army-data.ts). */
  data?: string;
  phase: CalcOptions['phase'];
  weapons?: string[];
  profile?: ProfileChoice[];
  pistols?: boolean;
  loadout?: string[];
  defenderLoadout?: string[];
  leader?: string[];
  defenderLeader?: string[];
  halfRange?: boolean;
  charged?: boolean;
  stationary?: boolean;
  cover?: boolean;
  indirect?: boolean;
  spotted?: boolean;
  overwatch?: boolean;
  hit?: number;
  wound?: number;
  bs?: number;
  ap?: number;
  save?: number;
  damage?: number;
  critHit?: number;
  critWound?: number;
  rerollHits?: RerollPolicy;
  rerollWounds?: RerollPolicy;
  rerollSaves?: RerollPolicy;
  lethal?: LethalPolicy;
  grant?: WeaponAbility[];
  damageReduction?: number;
  halveDamage?: boolean;
  stealth?: boolean;
  effect?: EffectEntry[];
  commandReroll?: CommandRerollRoll;
  round?: number;
  guided?: boolean;
  observer?: boolean;
  markerlight?: boolean;
  targetBelowHalf?: boolean;
  painToken?: boolean;
  losingWager?: boolean;
  within9?: boolean;
  nearKroot?: boolean;
  trapObjective?: boolean;
  overlappingFire?: boolean;
  closest?: boolean;
  beyondHatchway?: boolean;
  mortals?: MortalSource[];
  forcedTest?: ForcedBattleShock;
  battleShocked?: boolean;
};

/** The raw options that go to the planner unchanged. */
const PLANNER_KEYS = [
  'rules', 'phase', 'weapons', 'pistols', 'halfRange', 'charged', 'stationary', 'cover', 'indirect', 'spotted',
  'overwatch', 'hit', 'wound', 'bs', 'ap', 'save', 'damage', 'critHit', 'critWound', 'rerollHits', 'rerollWounds',
  'rerollSaves', 'lethal', 'grant', 'damageReduction', 'halveDamage', 'stealth', 'commandReroll', 'round', 'guided', 'observer',
  'markerlight', 'targetBelowHalf', 'painToken', 'losingWager', 'within9', 'nearKroot', 'trapObjective',
  'overlappingFire', 'closest', 'beyondHatchway', 'mortals', 'forcedTest', 'battleShocked',
] as const satisfies readonly (keyof RawScenarioOptions & keyof CalcOptions)[];

/** Options as the planner wants them: unset keys left out (exactOptionalPropertyTypes). */
function calcOptions(raw: RawScenarioOptions): CalcOptions {
  const options: Record<string, unknown> = raw.profile === undefined ? {} : { profiles: raw.profile };
  if (raw.effect !== undefined) options['effects'] = raw.effect;
  for (const key of PLANNER_KEYS) if (raw[key] !== undefined) options[key] = raw[key];
  return options as CalcOptions;
}

/**
 * Adds the scenario options to a command. With `io`, an unset --rules takes the player's default
 * (MATHHAMMER_RULES or the config file, src/config/resolve.ts) as if typed.
 */
export function addScenarioOptions(command: Command, io?: Io): Command {
  if (io !== undefined) {
    command.hook('preAction', (cmd) => {
      if (cmd.getOptionValueSource('rules') !== 'default') return;
      const rules = readSettings(io).rules;
      if (rules !== undefined && rules.source !== 'default') cmd.setOptionValueWithSource('rules', parseEdition(rules.value), 'cli');
    });
  }
  return command
    .addOption(new Option('--rules <edition>', 'rules edition: 10e or 11e (default: MATHHAMMER_RULES, the config file, else 11e)').default('11e').argParser(parseEdition))
    .option('--data <folder>', 'BattleScribe data folder: units can be named by datasheet ("Strike Team"); default MATHHAMMER_DATA / config file')
    .addOption(new Option('--phase <phase>', 'shooting or melee').default('shooting').argParser(parsePhase))
    .option('--weapons <names>', 'fire only these weapons (comma-separated names); none fires no weapon (only --mortals)', collectList)
    .option('--profile <name>', 'weapon profile to fire: supercharge, or "plasma gun=supercharge"', collectProfiles)
    .option('--pistols', 'models fire their [PISTOL]s instead of their other ranged weapons')
    .option('--loadout <names>', "attacker's loadouts from its profile (comma-separated)", collectList)
    .option('--defender-loadout <names>', "defender's loadouts from its profile", collectList)
    .option('--leader <profile>', 'attach a leader profile to the attacker (repeatable)', collectOne)
    .option('--defender-leader <profile>', 'attach a leader profile to the defender (repeatable)', collectOne)
    .option('--half-range', 'target within half range ([RAPID FIRE], [MELTA])')
    .option('--charged', 'the attacker made a charge move ([LANCE])')
    .option('--stationary', 'the attacker Remained Stationary ([HEAVY], support turret, 11e indirect)')
    .option('--cover', 'the target has the Benefit of Cover')
    .option('--indirect', 'indirect fire: no model of the target visible')
    .option('--spotted', '11e indirect fire: the target is visible to a friendly unit')
    .option('--overwatch', 'fire Overwatch (snap shooting: hits on unmodified 6s)')
    .option('--hit <±n>', 'hit roll modifier (clamped to ±1)', parseSigned)
    .option('--wound <±n>', 'wound roll modifier (clamped to ±1)', parseSigned)
    .option('--bs <±n>', 'BS/WS change: +1 improves 4+ to 3+', parseSigned)
    .option('--ap <±n>', 'AP change: +1 improves AP 0 to -1', parseSigned)
    .option('--save <±n>', "defender's save roll modifier: +1 improves it", parseSigned)
    .option('--damage <±n>', 'add to the Damage characteristic', parseSigned)
    .option('--crit-hit <n+>', 'critical hits on this unmodified roll (default 6+)', parseRollTarget)
    .option('--crit-wound <n+>', 'critical wounds on this unmodified roll (default 6+)', parseRollTarget)
    .option('--reroll-hits <policy>', 're-roll hit rolls: ones, failed or noncrit', parseReroll)
    .option('--reroll-wounds <policy>', 're-roll wound rolls: ones, failed or noncrit', parseReroll)
    .option('--reroll-saves <policy>', "re-roll the defender's saves: ones or failed", parseReroll)
    .option('--lethal <policy>', '11e [LETHAL HITS]: auto, roll or best (default best)', parseLethal)
    .option('--grant <abilities>', 'abilities every weapon gains, e.g. "sustained hits 1,lethal hits"', collectAbilities)
    .option('--damage-reduction <n>', 'the defender subtracts n from Damage (minimum 1)', parseSmallCount)
    .option('--halve-damage', 'the defender halves Damage')
    .option('--stealth', 'the defender has Stealth')
    // Mortal wounds rolled outside the attack and battle-shock after it (docs/profiles.md "Mortal wounds and battle-shock").
    .optionsGroup('Mortal wounds outside the attack, battle-shock after it:')
    .option(
      '--mortals <source>',
      'mortal wounds before the attack (repeatable, in order): explosives (grenade), crushing-impact:T, deadly-demise:X, or dice=6,on=4+,each=1[,max=6][,self=1]; acceptable-losses[:N] is the cost to your N GENESTEALER CULTS units after the attack (default 1), reported beside it',
      collectMortals,
    )
    .option('--forced-test <name[:modifier]>', 'the defender takes a battle-shock test right after the attack, e.g. "Siege Bombardment" or "Symphony of Suffering:-1"', parseForcedTest)
    .option('--battle-shocked', 'the defender is already battle-shocked (11e: it tests again)')
    // Named effects and the battlefield facts their conditions test (docs/effects.md).
    .optionsGroup('Named effects (mathhammer effects lists them) and their conditions:')
    .option('--effect <name>', 'apply a named stratagem or rule to the side that uses it (repeatable; mathhammer effects lists them)', collectEffects)
    .option('--command-reroll <roll>', 'Command Re-roll one die of the first weapon\'s attacks, hit, wound, save or damage roll', parseCommandReroll)
    .option('--round <n>', 'battle round 1-5 (effects limited to some battle rounds)', parseRound)
    .option('--guided', 'the attacker is a Guided unit targeting a Spotted unit (For the Greater Good)')
    .option('--observer', 'the attacker is an Observer unit targeting its Spotted unit (Coordinate to Engage)')
    .option('--markerlight', 'the target was spotted by, or is visible to, a friendly MARKERLIGHT unit')
    .option('--target-below-half', 'the target is Below Half-strength (Instinctive Spite)')
    .option('--pain-token', 'the attacker spends a Pain token (Instinctive Spite)')
    .option('--losing-wager', "the attacker's unit is losing the wager (Callous Competition)")
    .option('--within-9', 'the target is within 9" (Point-Blank Ambush)')
    .option('--near-kroot', 'the target is within 9" of a friendly KROOT/VESPID STINGWINGS unit (Guided Fire)')
    .option('--trap-objective', 'the target is within range of your Trap objective marker (A Tempting Trap)')
    .option('--overlapping-fire', 'the target is caught in overlapping fire (Integrated Tactics)')
    .option('--closest', 'the target is the closest enemy unit (Combat Debarkation)')
    .option('--beyond-hatchway', 'the target is wholly on the other side of the Hatchway (Responsive Volley)')
    .optionsGroup('Options:');
}

/**
 * Loads the profiles named on the command line and plans the scenario; every user mistake becomes an
 * InputError naming the command.
 */
export function planFromOptions(io: Io, commandName: string, attackerRef: string, defenderRef: string, raw: RawScenarioOptions): CalcPlan {
  const options = calcOptions(raw);
  const problems = checkCombinations(options);
  if (problems.length > 0) throw new InputError(problems.map((p) => `mathhammer ${commandName}: ${p}`));
  const attackerLeaders = raw.leader ?? [];
  const defenderLeaders = raw.defenderLeader ?? [];
  const [attacker, defender, ...leaders] = loadAll(io, [attackerRef, defenderRef, ...attackerLeaders, ...defenderLeaders], raw.data);
  for (const edition of editionsUsed(io)) {
    if (edition !== raw.rules) io.stderr(`mathhammer ${commandName}: note: units named from ${edition} data are used under --rules ${raw.rules}\n`);
  }
  const plan = planCalc(
    { profile: attacker!, source: attackerRef, loadouts: raw.loadout ?? [], leaders: leaders.slice(0, attackerLeaders.length) },
    { profile: defender!, source: defenderRef, loadouts: raw.defenderLoadout ?? [], leaders: leaders.slice(attackerLeaders.length) },
    options,
  );
  if (!plan.ok) throw InputError.fromIssues(plan.issues);
  return plan.value;
}
