/**
 * What the plan assigns (docs/plan.md, "Split fire"): each unit whole, or with split fire each of its
 * weapon groups (10e/11e: a unit's weapons of one profile may shoot another target than its others).
 * A weapon group is the unit's firing groups of one weapon name, as its plan against a target fires them
 * (the same against every target in the shooting phase: no choice of weapon there depends on the target).
 *
 * Several groups of one unit on the same target are one attack of that unit, with those weapons: the
 * unit's plan against that target restricted to them, so its attacks are resolved together as calc
 * resolves a unit's weapons (10e's deferred [DEVASTATING WOUNDS] after them all). What a unit rolls once
 * (its mortal-wound sources, its Command Re-roll of the first weapon fired) goes with the group of its
 * first weapon, so it is counted once whatever the other groups shoot.
 */
import type { Scenario } from '../rules/index.js';
import type { StepPlan } from '../sequence/plan.js';

/** An assignable item: a unit whole (`weapons` null), or one of its weapon groups. */
export type PlanItem = {
  readonly unit: number;
  /** The group's weapon name and how many fire; null: every weapon of the unit. */
  readonly weapons: { readonly name: string; readonly count: number } | null;
};

/** The weapon names fired by a step, in the order the unit fires them. */
function firedNames(step: StepPlan): string[] {
  return [...new Set(step.plan.scenario.attacker.firing.map((f) => f.weapon.name))];
}

/** Whether the item can attack with this step (the unit's plan against a target): it fires the item's weapons. */
export function itemFires(item: PlanItem, step: StepPlan | null | undefined): step is StepPlan {
  if (step === null || step === undefined) return false;
  return item.weapons === null || firedNames(step).includes(item.weapons.name);
}

/**
 * One item per unit (`split` false, or a unit with one weapon group), else one per weapon group, in the
 * order the unit fires them; `steps[a][d]`: unit a's plan against target d, null when it has none.
 */
export function planItems(steps: readonly (readonly (StepPlan | null)[])[], split: boolean): PlanItem[] {
  return steps.flatMap((row, unit): PlanItem[] => {
    if (!split) return [{ unit, weapons: null }];
    // name → how many fire it, from the first plan that fires it (the same in every plan that does).
    const groups = new Map<string, number>();
    for (const step of row) {
      const firing = step?.plan.scenario.attacker.firing ?? [];
      for (const f of firing) {
        if (!groups.has(f.weapon.name)) groups.set(f.weapon.name, firing.filter((g) => g.weapon.name === f.weapon.name).reduce((n, g) => n + g.count, 0));
      }
    }
    if (groups.size <= 1) return [{ unit, weapons: null }];
    return [...groups].map(([name, count]) => ({ unit, weapons: { name, count } }));
  });
}

/**
 * The unit's step with only the named weapons firing. Its once-a-unit rolls (mortal-wound sources,
 * Command Re-roll) stay only when the first weapon it fires is among them.
 */
export function restrictStep(step: StepPlan, names: readonly string[]): StepPlan {
  const first = step.plan.scenario.attacker.firing[0]?.weapon.name;
  const withUnitRolls = first !== undefined && names.includes(first);
  const keep = (s: Scenario): Scenario => {
    const { mortalSources, commandReroll, ...rest } = s;
    return {
      ...rest,
      attacker: { ...s.attacker, firing: s.attacker.firing.filter((f) => names.includes(f.weapon.name)) },
      ...(withUnitRolls && mortalSources !== undefined ? { mortalSources } : {}),
      ...(withUnitRolls && commandReroll !== undefined ? { commandReroll } : {}),
    };
  };
  return withScenarios(step, keep);
}

/** The step with `change` made to its scenarios (as the target starts it, and Below Half-strength). */
export function withScenarios(step: StepPlan, change: (s: Scenario) => Scenario): StepPlan {
  return {
    ...step,
    plan: { ...step.plan, scenario: change(step.plan.scenario) },
    ...(step.belowHalf === undefined ? {} : { belowHalf: { ...step.belowHalf, scenario: change(step.belowHalf.scenario) } }),
  };
}

/** A unit and the target some of its items attack, with those items (ascending). */
export type UnitTarget = { readonly unit: number; readonly target: number; readonly items: readonly number[] };

/** The assignment (item → target, -1 idle) as units and their targets, by unit then target. */
export function unitTargets(assignment: readonly number[], items: readonly PlanItem[]): UnitTarget[] {
  const pairs = new Map<string, { unit: number; target: number; items: number[] }>();
  assignment.forEach((target, i) => {
    if (target < 0) return;
    const unit = items[i]!.unit;
    const key = `${unit}:${target}`;
    const pair = pairs.get(key) ?? { unit, target, items: [] };
    pair.items.push(i);
    pairs.set(key, pair);
  });
  return [...pairs.values()].sort((a, b) => a.unit - b.unit || a.target - b.target);
}

/**
 * The weapon groups of a unit's part; undefined for a unit not split, and unless `evenAll`, for a part
 * that is every group of its unit (the unit whole).
 */
export function partWeapons(part: readonly number[], items: readonly PlanItem[], evenAll = false): { name: string; count: number }[] | undefined {
  const unit = items[part[0]!]!.unit;
  const groups = items.filter((item) => item.unit === unit).length;
  if (items[part[0]!]!.weapons === null || (part.length === groups && !evenAll)) return undefined;
  return part.flatMap((i) => {
    const weapons = items[i]!.weapons;
    return weapons === null ? [] : [{ ...weapons }];
  });
}
