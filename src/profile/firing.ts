/**
 * Which weapons fire, following the rules a player follows:
 * - shooting: a model that is not a MONSTER or VEHICLE fires either its [PISTOL]s or its other ranged
 *   weapons (10e Pistols; 11e 24.27 [PISTOL] = 24.07 [CLOSE-QUARTERS], seed tau-empire-strike-team);
 *   default the others, `pistols` for the pistols; a model with only pistols fires them. MONSTERs and
 *   VEHICLEs fire everything;
 * - melee: each model fights with one melee weapon (the best against the target, see melee-choice.ts)
 *   plus every [EXTRA ATTACKS] weapon (RULES §1; seed astra-militarum-mukaali-riders [EXTRA ATTACKS]);
 * - a multi-profile weapon fires one profile, its default or the one the user picks ("Before selecting
 *   targets for this weapon, select one of its profiles", seed astra-militarum-mukaali-riders);
 * - a weapon with `requires` fires only when the conditions hold (the strike team's support turret
 *   needs the unit to have Remained Stationary: DS8 Support Turret, seed tau-empire-strike-team);
 * - indirect fire at a target the unit cannot see: only [INDIRECT FIRE] weapons can target it (10e
 *   [INDIRECT FIRE]; 11e 10.07 "[INDIRECT FIRE] weapons in your unit can target units that are not
 *   visible"), unless `visible` says the other weapons' models see it (docs/rules.md 1.5);
 * - `weapons` (the user's --weapons) keeps only the named weapons.
 */
import type { Conditions, DefenderUnit, Modifiers, Weapon } from '../rules/index.js';
import { hasAbility } from './abilities.js';
import { failed, ok, type Issue, type Result } from './issue.js';
import { chooseMelee } from './melee-choice.js';
import { closest } from './suggest.js';
import type { Requirement, Unit, UnitModel, WeaponEntry } from './types.js';

/** `--profile supercharge` (every weapon that has it) or `--profile "plasma gun=supercharge"`. */
export type ProfileChoice = { readonly weapon?: string; readonly profile: string };

export type FiringOptions = {
  readonly phase: 'shooting' | 'melee';
  readonly conditions: Conditions;
  readonly modifiers?: Modifiers;
  readonly weapons?: readonly string[];
  readonly profiles?: readonly ProfileChoice[];
  readonly pistols?: boolean;
  /** With `conditions.indirect`: the models whose weapons lack [INDIRECT FIRE] see the target, so those fire too. */
  readonly visible?: boolean;
  /** Models whose weapons form firing groups of their own (a rule changes their attacks only: the bearer's). */
  readonly separate?: readonly string[];
};

export type Fired = {
  readonly weapon: Weapon;
  readonly count: number;
  readonly carriedBy: readonly string[];
};

export type FiringPlan = {
  readonly fired: readonly Fired[];
  readonly notes: readonly string[];
  /** A model fights with the best of several melee weapons, chosen with the attack's modifiers (melee-choice.ts). */
  readonly meleeChoice?: boolean;
};

const REQUIREMENT_TEXT: Record<Requirement, { readonly holds: (c: Conditions) => boolean; readonly text: string }> = {
  stationary: { holds: (c) => c.stationary === true, text: 'the unit to have Remained Stationary (--stationary)' },
  charged: { holds: (c) => c.charged === true, text: 'the unit to have charged (--charged)' },
  'half-range': { holds: (c) => c.halfRange === true, text: 'the target within half range (--half-range)' },
};

/** Whether the model carries a ranged weapon with [PISTOL] in any profile, whatever this attack fires. */
function carriesPistol(model: UnitModel): boolean {
  return model.weapons.some((c) => c.entry.variants.some((v) => v.range !== 'melee' && hasAbility(v.weapon.abilities, 'pistol')));
}

function sameName(a: string, b: string): boolean {
  const norm = (s: string): string => s.trim().toLowerCase().replace(/[\u2010-\u2015-]/g, '-').replace(/\s+/g, ' ');
  return norm(a) === norm(b);
}

function variantIndex(entry: WeaponEntry, choices: readonly ProfileChoice[]): number {
  for (const choice of choices) {
    if (choice.weapon !== undefined && !sameName(choice.weapon, entry.name)) continue;
    const index = entry.variants.findIndex((v) => v.name !== null && sameName(v.name, choice.profile));
    if (index >= 0) return index;
  }
  return entry.defaultVariant;
}

function isMonsterOrVehicle(model: UnitModel): boolean {
  const keywords = [...model.unit.keywords, ...model.keywords];
  return keywords.includes('MONSTER') || keywords.includes('VEHICLE');
}

/** Weapons named by the user: by weapon name, or by the full name of one profile. */
function isNamed(entry: WeaponEntry, names: readonly string[] | undefined): boolean {
  if (names === undefined || names.length === 0) return true;
  return names.some((n) => sameName(n, entry.name) || entry.variants.some((v) => sameName(n, v.weapon.name)));
}

/** Problems with the user's --weapons and --profile choices for this unit. */
function checkChoices(unit: Unit, options: FiringOptions): Issue[] {
  const issues: Issue[] = [];
  if ((options.weapons ?? []).length === 0 && (options.profiles ?? []).length === 0) return issues;
  const entries = [...new Set(unit.models.flatMap((m) => m.weapons.map((c) => c.entry)))];
  const allNames = entries.flatMap((e) => [e.name, ...e.variants.filter((v) => v.name !== null).map((v) => v.weapon.name)]);
  const issue = (message: string): Issue => ({ file: '--weapons', line: 0, col: 0, path: '', message });
  for (const name of options.weapons ?? []) {
    const entry = entries.find((e) => isNamed(e, [name]));
    if (entry === undefined) {
      const hint = closest(name, allNames);
      issues.push(issue(`${unit.name} has no weapon named ${JSON.stringify(name)}${hint === undefined ? `; its weapons: ${entries.map((e) => e.name).join(', ')}` : ` (did you mean \`${hint}\`?)`}`));
      continue;
    }
    const phases = new Set(entry.variants.map((v) => (v.range === 'melee' ? 'melee' : 'shooting')));
    if (!phases.has(options.phase)) {
      issues.push(issue(`${entry.name} is a ${options.phase === 'melee' ? 'ranged' : 'melee'} weapon; use --phase ${options.phase === 'melee' ? 'shooting' : 'melee'} to attack with it`));
    }
  }
  for (const choice of options.profiles ?? []) {
    const candidates = entries.filter((e) => e.variants.length > 1 && (choice.weapon === undefined || sameName(choice.weapon, e.name)));
    if (choice.weapon !== undefined && candidates.length === 0) {
      const multi = entries.filter((e) => e.variants.length > 1).map((e) => e.name);
      const hint = closest(choice.weapon, multi);
      issues.push({ file: '--profile', line: 0, col: 0, path: '', message: `${unit.name} has no weapon with profiles named ${JSON.stringify(choice.weapon)}${hint === undefined ? (multi.length === 0 ? ' (none of its weapons has several profiles)' : `; weapons with profiles: ${multi.join(', ')}`) : ` (did you mean \`${hint}\`?)`}` });
      continue;
    }
    const profiles = candidates.flatMap((e) => e.variants.flatMap((v) => (v.name === null ? [] : [v.name])));
    if (!profiles.some((p) => sameName(p, choice.profile))) {
      const hint = closest(choice.profile, profiles);
      issues.push({
        file: '--profile',
        line: 0,
        col: 0,
        path: '',
        message: `no weapon of ${unit.name} has a profile named ${JSON.stringify(choice.profile)}${hint === undefined ? (profiles.length === 0 ? ' (none of its weapons has several profiles)' : `; profiles: ${[...new Set(profiles)].join(', ')}`) : ` (did you mean \`${hint}\`?)`}`,
      });
    }
  }
  return issues;
}

/** The attacking unit's firing groups for this attack, merged by weapon profile, in first-seen order. */
export function planFiring(unit: Unit, defender: DefenderUnit, options: FiringOptions): Result<FiringPlan> {
  const issues = checkChoices(unit, options);
  if (issues.length > 0) return failed(issues);
  const notes: string[] = [];
  const note = (text: string): void => {
    if (!notes.includes(text)) notes.push(text);
  };
  const fired = new Map<string, { weapon: Weapon; count: number; carriedBy: string[] }>();
  const weaponIds = new Map<Weapon, number>();
  const separate = new Set((options.separate ?? []).map((m) => m.toLowerCase()));
  const fire = (model: UnitModel, weapon: Weapon, copies: number): void => {
    if (!weaponIds.has(weapon)) weaponIds.set(weapon, weaponIds.size);
    const own = separate.has(model.name.toLowerCase()) || separate.has(model.name.toLowerCase().replace(/ \(\d+\)$/, ''));
    const key = `${weaponIds.get(weapon)}${own ? `:${model.name}` : ''}`;
    const group = fired.get(key) ?? { weapon, count: 0, carriedBy: [] };
    group.count += model.count * copies;
    if (!group.carriedBy.includes(model.name)) group.carriedBy.push(model.name);
    fired.set(key, group);
  };
  const target = defender.groups.find((g) => !g.character) ?? defender.groups[0];
  // `--weapons "grenade launcher – krak"` names a profile: it picks that profile too.
  const named = (options.weapons ?? []).flatMap((name) =>
    unit.models.flatMap((m) =>
      m.weapons.flatMap((c) =>
        c.entry.variants.flatMap((v): ProfileChoice[] => (v.name !== null && sameName(name, v.weapon.name) ? [{ weapon: c.entry.name, profile: v.name }] : [])),
      ),
    ),
  );
  const choices = [...named, ...(options.profiles ?? [])];
  const unseen = options.phase === 'shooting' && options.conditions.indirect === true && options.visible !== true;
  const granted = options.modifiers?.abilities ?? [];
  const blind = new Set<string>();
  // Pistols a model does not fire because it fires its other ranged weapons: weapon name → those models.
  const idlePistols = new Map<string, { count: number; models: Set<string> }>();
  /** Models that carry no [PISTOL] and so fire nothing under --pistols. */
  const withoutPistols = new Set<string>();
  let meleeChoice = false;

  for (const model of unit.models) {
    const usable = model.weapons.flatMap((carried) => {
      const variant = carried.entry.variants[variantIndex(carried.entry, choices)]!;
      const melee = variant.range === 'melee';
      if (melee !== (options.phase === 'melee')) return [];
      if (!isNamed(carried.entry, options.weapons)) return [];
      const unmet = carried.entry.requires.filter((r) => !REQUIREMENT_TEXT[r].holds(options.conditions));
      if (unmet.length > 0) {
        note(`${carried.entry.name} not fired: it needs ${unmet.map((r) => REQUIREMENT_TEXT[r].text).join(' and ')}`);
        return [];
      }
      if (unseen && !hasAbility([...variant.weapon.abilities, ...granted], 'indirect-fire')) {
        blind.add(carried.entry.name);
        return [];
      }
      return [{ weapon: variant.weapon, copies: carried.count }];
    });

    if (options.phase === 'shooting') {
      if (isMonsterOrVehicle(model)) {
        for (const u of usable) fire(model, u.weapon, u.copies);
        continue;
      }
      const pistols = usable.filter((u) => hasAbility(u.weapon.abilities, 'pistol'));
      const others = usable.filter((u) => !hasAbility(u.weapon.abilities, 'pistol'));
      const chosen = options.pistols === true ? pistols : others.length > 0 ? others : pistols;
      if (options.pistols === true && !carriesPistol(model)) withoutPistols.add(model.name);
      if (options.pistols !== true && others.length > 0) {
        for (const p of pistols) {
          const idle = idlePistols.get(p.weapon.name) ?? { count: 0, models: new Set<string>() };
          idle.count += model.count;
          idle.models.add(model.name);
          idlePistols.set(p.weapon.name, idle);
        }
      }
      for (const u of chosen) fire(model, u.weapon, u.copies);
    } else {
      const extra = usable.filter((u) => hasAbility(u.weapon.abilities, 'extra-attacks'));
      const normal = usable.filter((u) => !hasAbility(u.weapon.abilities, 'extra-attacks'));
      if (normal.length > 0) {
        const best = normal[chooseMelee(normal.map((u) => u.weapon), target, defender.keywords, options.conditions, options.modifiers)]!;
        // A model fights with one copy of its chosen weapon, whatever it carries.
        fire(model, best.weapon, 1);
        if (normal.length > 1) {
          meleeChoice = true;
          note(`${model.name} fights with ${best.weapon.name}, the best of ${normal.map((u) => u.weapon.name).join(', ')} against ${defender.name} (--weapons picks another)`);
        }
      }
      for (const u of extra) fire(model, u.weapon, u.copies);
    }
  }
  // Said per weapon, and by whom when other models do fire it (a Rider with a flamer keeps its laspistol holstered).
  const pistolNames = [...idlePistols.keys()];
  const firedNames = new Set([...fired.values()].map((f) => f.weapon.name));
  const byAll = pistolNames.filter((name) => !firedNames.has(name));
  const why = 'a model shoots either its pistols or its other ranged weapons (--pistols fires the pistols)';
  if (byAll.length > 0) note(`${byAll.join(', ')} not fired: ${why}`);
  for (const name of pistolNames.filter((n) => firedNames.has(n))) {
    const idle = idlePistols.get(name)!;
    const [only] = idle.models;
    const who = idle.models.size > 1 ? `${idle.count} models (${[...idle.models].join(', ')})` : `${idle.count} ${only}${idle.count === 1 || only!.endsWith('s') ? '' : 's'}`;
    note(`${name} not fired by ${who} (${idle.count === 1 ? 'it fires' : 'they fire'} other ranged weapons): ${why}`);
  }
  if (withoutPistols.size > 0) {
    const names = [...withoutPistols];
    note(`${names.join(', ')} ${names.length === 1 ? 'fires' : 'fire'} nothing: --pistols fires only [PISTOL] weapons, and ${names.length === 1 ? 'it carries' : 'they carry'} none`);
  }
  if (blind.size > 0) {
    const names = [...blind];
    note(
      `${names.join(', ')} not fired: without [INDIRECT FIRE], ${names.length === 1 ? 'it' : 'they'} cannot target a unit that is not visible (--indirect); add --visible if ${names.length === 1 ? 'its' : 'their'} models can see the target`,
    );
  }
  if (fired.size === 0) {
    const reason = notes.length > 0 ? `: ${notes.join('; ')}` : '';
    return failed([
      {
        file: unit.source,
        line: 0,
        col: 0,
        path: '',
        message: `no weapon of ${unit.name} can attack in the ${options.phase} phase${options.weapons !== undefined && options.weapons.length > 0 ? ` with --weapons ${options.weapons.join(',')}` : ''}${reason}`,
      },
    ]);
  }
  return ok({ fired: [...fired.values()], notes, ...(meleeChoice ? { meleeChoice } : {}) });
}
