/** `mathhammer calc <attacker> <defender> [options]`: the exact distribution of one attack. */
import { Command, Option } from 'commander';
import type { ProfileChoice } from '../../profile/index.js';
import { renderReport, type ReportFormat } from '../../report/index.js';
import { EDITIONS, resolveAttack, type LethalPolicy, type RerollPolicy, type WeaponAbility } from '../../rules/index.js';
import { InputError } from '../errors.js';
import { useColor, type Io } from '../io.js';
import {
  collectAbilities,
  collectList,
  collectOne,
  collectProfiles,
  parseEdition,
  parseFormat,
  parseLethal,
  parsePhase,
  parseReroll,
  parseRollTarget,
  parseSigned,
  parseSmallCount,
} from '../option-values.js';
import { checkCombinations, planCalc, type CalcOptions } from '../plan-calc.js';
import { loadAll } from './load-side.js';

const EXAMPLES = `
Examples:
  $ mathhammer calc strike-team meq --half-range
      ten pulse rifles at half range against five Marines
  $ mathhammer calc strike-team meq --loadout carbines,gun-drone --stationary
      carbines, a gun drone and the support turret (fires only when stationary)
  $ mathhammer calc mukaali-riders geq --phase melee --charged
      hunting lances with [LANCE] after a charge, plus the stomping feet
  $ mathhammer calc mukaali-riders teq --loadout plasma-gun,plasma-gun --profile supercharge --half-range
  $ mathhammer calc medusa-carriage-battery horde --indirect --stationary --spotted --rules 11e
  $ mathhammer calc my-squad.yaml knight --rules 10e --reroll-hits ones --json
  $ mathhammer calc strike-team teq --bs +1 --grant "sustained hits 1" --format markdown

Profiles are paths to YAML files or bundled names (mathhammer profiles lists them);
docs/profiles.md describes the format.`;

type RawOptions = {
  rules: CalcOptions['rules'];
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
  json?: boolean;
  format?: ReportFormat;
  color: boolean;
};

/** The raw options that go to the planner unchanged. */
const PLANNER_KEYS = [
  'rules', 'phase', 'weapons', 'pistols', 'halfRange', 'charged', 'stationary', 'cover', 'indirect', 'spotted',
  'overwatch', 'hit', 'wound', 'bs', 'ap', 'save', 'damage', 'critHit', 'critWound', 'rerollHits', 'rerollWounds',
  'rerollSaves', 'lethal', 'grant', 'damageReduction', 'halveDamage', 'stealth',
] as const satisfies readonly (keyof RawOptions & keyof CalcOptions)[];

/** Options as the planner wants them: unset keys left out (exactOptionalPropertyTypes). */
function calcOptions(raw: RawOptions): CalcOptions {
  const options: Record<string, unknown> = raw.profile === undefined ? {} : { profiles: raw.profile };
  for (const key of PLANNER_KEYS) if (raw[key] !== undefined) options[key] = raw[key];
  return options as CalcOptions;
}

export function calcCommand(io: Io): Command {
  return new Command('calc')
    .description('exact distribution of one unit attacking another')
    .argument('<attacker>', 'attacking unit: a profile path or a bundled profile name')
    .argument('<defender>', 'target unit: a profile path or a bundled profile name')
    .addOption(new Option('--rules <edition>', 'rules edition: 10e or 11e').default('11e').argParser(parseEdition))
    .addOption(new Option('--phase <phase>', 'shooting or melee').default('shooting').argParser(parsePhase))
    .option('--weapons <names>', 'fire only these weapons (comma-separated names)', collectList)
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
    .option('--json', 'print the JSON report (same as --format json)')
    .addOption(new Option('--format <format>', 'table, json, markdown or csv').argParser(parseFormat))
    .option('--no-color', 'no colours (also NO_COLOR, or when stdout is not a terminal)')
    .addHelpText('after', EXAMPLES)
    .action((attackerRef: string, defenderRef: string, raw: RawOptions) => {
      runCalc(io, attackerRef, defenderRef, raw);
    });
}

function runCalc(io: Io, attackerRef: string, defenderRef: string, raw: RawOptions): void {
  if (raw.json === true && raw.format !== undefined && raw.format !== 'json') {
    throw new InputError([`mathhammer calc: --json and --format ${raw.format} disagree; give one of them`]);
  }
  const format: ReportFormat = raw.json === true ? 'json' : (raw.format ?? 'table');
  const options = calcOptions(raw);
  const problems = checkCombinations(options);
  if (problems.length > 0) throw new InputError(problems.map((p) => `mathhammer calc: ${p}`));

  const attackerLeaders = raw.leader ?? [];
  const defenderLeaders = raw.defenderLeader ?? [];
  const [attacker, defender, ...leaders] = loadAll(io, [attackerRef, defenderRef, ...attackerLeaders, ...defenderLeaders]);
  const plan = planCalc(
    { profile: attacker!, source: attackerRef, loadouts: raw.loadout ?? [], leaders: leaders.slice(0, attackerLeaders.length) },
    { profile: defender!, source: defenderRef, loadouts: raw.defenderLoadout ?? [], leaders: leaders.slice(attackerLeaders.length) },
    options,
  );
  if (!plan.ok) throw InputError.fromIssues(plan.issues);
  const result = resolveAttack(plan.value.scenario, EDITIONS[options.rules]);
  const report = { ...plan.value.report, result };
  io.stdout(renderReport(report, format, { color: format === 'table' && useColor(io, raw.color) }));
}
