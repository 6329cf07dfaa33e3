/**
 * Battlefield flags that nothing in this attack reads (issue 14, "nothing silent"). A situation flag
 * (--markerlight, --within-9…) and --round matter only to the effects that ask for them; --half-range,
 * --charged, --stationary and --moved-at-most-3 to the weapons whose abilities read them, to weapons
 * that fire only when they hold, and to effects (10e reads no --moved-at-most-3 at all). A flag none of
 * those reads changes nothing: saying so stops a player from believing it applied something
 * (Markerlights' cover, say) that needs an effect named. Each warning names its flag (`idleFlag`), so
 * that a comparison or a sequence says it only where the flag is idle (report/shared-warnings.ts).
 * Pinned by test/plan/no-effect-warnings.test.ts, which checks each time that the result is unchanged.
 */
import { EFFECTS, FLAG_TEXT, type EffectEntry, type Requirement, type SituationFlag } from '../effects/index.js';
import type { ReportWarning } from '../report/index.js';
import { abilityKindLabel, type Unit } from '../profile/index.js';
import type { Scenario, WeaponAbility } from '../rules/index.js';
import type { ScenarioOptions } from './options/definitions.js';

/** Every requirement of an effect, its parts' and each alternative's included. */
function requirementsOf(entry: EffectEntry): Requirement[] {
  const flat = (list: readonly Requirement[]): Requirement[] => list.flatMap((r) => (r.kind === 'any' ? [r, ...r.of.flatMap(flat)] : [r]));
  return flat([...entry.requires, ...entry.clauses.flatMap((c) => c.when ?? [])]);
}

const asksFor = (flag: SituationFlag) => (entry: EffectEntry) => requirementsOf(entry).some((r) => r.kind === 'flag' && r.flag === flag);

/** The movement and range conditions: what reads each besides effects. */
type ConditionFlag = 'halfRange' | 'charged' | 'stationary' | 'movedAtMost3';
const CONDITIONS: readonly {
  readonly flag: ConditionFlag;
  readonly option: string;
  /** Weapon abilities that read it (docs/rules.md §1–§3). */
  readonly abilities: readonly WeaponAbility['kind'][];
  /** A weapon that fires only when it holds (a profile's `requires`). */
  readonly requirement?: 'half-range' | 'charged' | 'stationary';
  /** An effect's condition on it. */
  readonly condition?: 'charged' | 'stationary';
}[] = [
  { flag: 'halfRange', option: '--half-range', abilities: ['rapid-fire', 'melta'], requirement: 'half-range' },
  { flag: 'charged', option: '--charged', abilities: ['lance'], requirement: 'charged', condition: 'charged' },
  { flag: 'stationary', option: '--stationary', abilities: ['heavy'], requirement: 'stationary', condition: 'stationary' },
  { flag: 'movedAtMost3', option: '--moved-at-most-3', abilities: ['heavy'] },
];

/**
 * Warnings for the flags given that nothing reads. `effects`: every effect in use (named, the profiles',
 * whether or not it applies: one that does not apply says why itself). `attacker`: its weapons of the
 * phase may fire in its place (the best melee weapon) or only when a condition holds.
 */
export function idleFlagWarnings(options: ScenarioOptions, scenario: Scenario, effects: readonly EffectEntry[], attacker: Unit): ReportWarning[] {
  const warnings: ReportWarning[] = [];
  // `given`: the flag as typed, with its value ("--round 3").
  const idle = (idleFlag: string, why: string, given = idleFlag) => warnings.push({ text: `${given} has no effect: ${why}`, idleFlag });
  for (const flag of Object.keys(FLAG_TEXT) as SituationFlag[]) {
    if (options[flag] !== true || effects.some(asksFor(flag))) continue;
    const askers = EFFECTS.filter((e) => e.editions.includes(options.rules) && asksFor(flag)(e)).map((e) => e.name);
    idle(FLAG_TEXT[flag].option, `no effect in use asks for it${askers.length === 0 ? '' : `; ${askers.join(', ')} ${askers.length === 1 ? 'does (name it' : 'do (name one'} with --effect)`}`);
  }
  if (options.round !== undefined && !effects.some((e) => requirementsOf(e).some((r) => r.kind === 'round'))) {
    idle('--round', 'no effect in use depends on the battle round', `--round ${options.round}`);
  }

  const given = CONDITIONS.filter((c) => options[c.flag] === true);
  if (given.length === 0) return warnings;
  const melee = options.phase === 'melee';
  const variants = attacker.models.flatMap((m) => m.weapons.flatMap((c) => c.entry.variants.filter((v) => (v.range === 'melee') === melee).map((v) => ({ entry: c.entry, weapon: v.weapon }))));
  const abilities = [
    ...variants.flatMap((v) => v.weapon.abilities),
    ...scenario.attacker.firing.flatMap((f) => [...f.weapon.abilities, ...(f.modifiers?.abilities ?? [])]),
    ...(scenario.modifiers?.abilities ?? []),
  ];
  for (const { flag, option, abilities: readers, requirement, condition } of given) {
    // 10e reads no movement but Remained Stationary, with or without --stationary (docs/rules.md 2.3).
    if (flag === 'movedAtMost3' && options.rules === '10e') {
      warnings.push({ text: '--moved-at-most-3 has no effect in 10e: [HEAVY] needs the unit to have Remained Stationary (--stationary)', idleFlag: option });
      continue;
    }
    const read =
      abilities.some((a) => readers.includes(a.kind)) ||
      variants.some((v) => requirement !== undefined && v.entry.requires.includes(requirement)) ||
      effects.some((e) => requirementsOf(e).some((r) => r.kind === 'condition' && r.condition === condition)) ||
      // A stationary attacker's indirect fire at a spotted target fails less often (docs/rules.md 2.5).
      (flag === 'stationary' && options.indirect === true);
    if (!read) {
      const named = readers.map(abilityKindLabel).join(' or ');
      const weapons = `no weapon of ${attacker.name} ${melee ? 'in melee' : 'when shooting'} has ${named}${requirement === undefined ? '' : ' or fires only then'}`;
      idle(option, `${weapons}, and no effect in use asks for it`);
    }
  }
  return warnings;
}
