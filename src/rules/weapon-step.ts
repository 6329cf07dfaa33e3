/**
 * Resolve one firing group against the defender's current state distribution: normal damage through the
 * edition's save resolution, then (11e) or later (10e) its [DEVASTATING WOUNDS] mortal wounds.
 */
import type { Joint } from '../prob/joint.js';
import { stepEach, type Kernel } from '../prob/markov.js';
import { walker, walkWork } from '../prob/walker.js';
import { constant, NEGLIGIBLE, type Pmf } from '../prob/pmf.js';
import { criticalSaveContext, criticalsApart } from './critical-ap.js';
import { afterFeelNoPain, damagePmf, damageWithOneReroll, devastatingFeelNoPain, devastatingPmf, normalFeelNoPain } from './damage.js';
import { EngineLimitError, type AllocationOrder, type DefenderSpace } from './defender-space.js';
import { eventKernel, resolveIndependently, tokenEventKernel } from './allocate.js';
import { savePlan } from './save.js';
import { charge, COST, REDUCE, type WorkBudget } from './work-budget.js';
import { sortedResolver } from './sorted-saves.js';
import type { WeaponContext } from './weapon-context.js';
import { JOINT_BAND, jointWork, type WeaponPlan } from './weapon-plan.js';

export type WeaponKernels = {
  readonly order: AllocationOrder;
  /**
   * A Command Re-roll of a save or Damage roll is in hand during this weapon's normal damage: its
   * kernels act on doubled distributions (docs/rules.md §10; see tokenEventKernel).
   */
  readonly token: boolean;
  /** Resolve n wounding attacks' saves and damage, once for each pmf of n in `counts`. */
  readonly resolveNormal: (dist: Float64Array, counts: readonly Pmf[]) => Float64Array[];
  /** When attacks are resolved one by one: the kernel of one wounding attack (saves included). */
  readonly perAttack: Kernel | null;
  /** One [DEVASTATING WOUNDS] critical wound: mortal wounds to one model, excess lost (6.2). */
  readonly devastating: Kernel | null;
  /**
   * The critical wounds that roll their saves at a better AP (4.7), after the weapon's other wounding
   * attacks: Σ_m (m of them resolved)·parts[m], on distributions doubled as the others' when `token`.
   */
  readonly critical: ((parts: ReadonlyMap<number, Float64Array>) => Float64Array) | null;
};

/** The order this weapon's attacks are allocated in (docs/rules.md 7.3). */
export function weaponOrder(ctx: WeaponContext): AllocationOrder {
  return ctx.abilities.precision ? 'precision' : 'normal';
}

/** One [DEVASTATING WOUNDS] critical wound of this weapon: mortal wounds to one model, excess lost (6.2). */
export function devastatingKernel(ctx: WeaponContext, space: DefenderSpace): Kernel {
  return eventKernel(space, weaponOrder(ctx), space.groups.map((g) => afterFeelNoPain(devastatingPmf(ctx), devastatingFeelNoPain(ctx, g))));
}

export function weaponKernels(ctx: WeaponContext, space: DefenderSpace, budget: WorkBudget): WeaponKernels {
  const devastating = ctx.abilities.devastatingWounds ? devastatingKernel(ctx, space) : null;
  const critical = criticalSaveContext(ctx);
  // A save Command Re-roll in hand carries from the weapon's other attacks to its critical wounds (4.7).
  const lanes = critical === null ? [ctx] : [ctx, critical];
  const saveToken = ctx.commandReroll === 'save' && lanes.some((lane) => savePlans(lane, space).plans.some((p) => p.rerollable > 0));
  const normal = laneKernels(ctx, space, saveToken, budget);
  if (critical === null) return { ...normal, devastating, critical: null };
  const apart = laneKernels(critical, space, saveToken, budget);
  if (ctx.commandReroll === 'save' && (normal.perAttack === null || apart.perAttack === null)) {
    throw new EngineLimitError(
      `${ctx.weapon.name}: a Command Re-roll of a save with 11e saves sorted across model groups, and critical wounds that save at a better AP, is not computed exactly; use \`mathhammer simulate\``,
    );
  }
  return { ...normal, devastating, critical: (parts) => resolveCritical(apart, parts, ctx.weapon.name, budget) };
}

/** Σ_m (m critical wounds resolved)·parts[m]: attack by attack (stepEach), or one batch per m (11e sorted). */
function resolveCritical(lane: Lane, parts: ReadonlyMap<number, Float64Array>, weapon: string, budget: WorkBudget): Float64Array {
  if (lane.perAttack !== null) return devastatingAfter(lane.perAttack, parts, weapon, budget, 'critical wounds saved at a better AP');
  let out: Float64Array | null = null;
  for (const [m, dist] of parts) {
    const after = lane.resolveNormal(dist, [constant(m)])[0]!;
    if (out === null) out = after;
    else for (let s = 0; s < out.length; s++) out[s]! += after[s]!;
  }
  if (out === null) throw new RangeError(`resolveCritical: ${weapon}: no part to resolve`);
  return out;
}

/** A weapon's saves against each group, re-rolls judged against the group current when 11e's dice are rolled (4.5). */
function savePlans(ctx: WeaponContext, space: DefenderSpace) {
  const order = weaponOrder(ctx);
  const first = space.groups[Math.max(0, space.current[order][0]!)]!;
  const plans = space.groups.map((g) => savePlan(ctx, g, ctx.rules.saveResolution === 'sorted-batch' ? first : g));
  return { order, plans, sameFaces: plans.every((p) => p.saved.every((saved, f) => saved === plans[0]!.saved[f])) };
}

/** The kernels of one lane of a weapon's wounding attacks: its saves and normal damage. */
type Lane = Omit<WeaponKernels, 'devastating' | 'critical'>;

function laneKernels(ctx: WeaponContext, space: DefenderSpace, saveToken: boolean, budget: WorkBudget): Lane {
  const groups = space.groups;
  const lost = groups.map((g) => afterFeelNoPain(damagePmf(ctx), normalFeelNoPain(ctx, g)));
  const { order, plans, sameFaces } = savePlans(ctx, space);
  const rerolledDamage = ctx.commandReroll === 'damage' ? damageWithOneReroll(ctx) : null;
  const damageLost = rerolledDamage && groups.map((g) => ({
    keep: afterFeelNoPain(rerolledDamage.kept, normalFeelNoPain(ctx, g)),
    use: afterFeelNoPain(rerolledDamage.rerolled, normalFeelNoPain(ctx, g)),
  }));

  if (ctx.rules.saveResolution === 'per-attack' || sameFaces) {
    const none = plans.map((p, g) => afterSave(p.pUnsaved, lost[g]!));
    let kernel: Kernel;
    if (saveToken) {
      // the defender re-rolls the first save that fails and was not re-rolled already
      kernel = tokenEventKernel(space, order, plans.map((p, g) => ({
        none: none[g]!,
        keep: afterSave(p.pUnsaved - p.rerollable, lost[g]!, 1 - p.rerollable),
        use: scale(afterSave(p.freshUnsaved, lost[g]!), p.rerollable),
      })));
    } else if (damageLost) {
      // the attacker re-rolls the first Damage roll below its average
      kernel = tokenEventKernel(space, order, plans.map((p, g) => ({
        none: none[g]!,
        keep: afterSave(p.pUnsaved, damageLost[g]!.keep, 1),
        use: scale(damageLost[g]!.use, p.pUnsaved),
      })));
    } else {
      kernel = eventKernel(space, order, none);
    }
    const token = saveToken || damageLost !== null;
    const resolveNormal = (dist: Float64Array, counts: readonly Pmf[]) => {
      const dice = Math.max(0, ...counts.map((count) => count.length - 1));
      const work = counts.reduce((sum, count) => sum + walkWork(kernel, dist, count.length - 1), 0);
      charge(budget, COST.step * work, () => `${ctx.weapon.name}: up to ${dice} wounding attacks against ${dist.length.toLocaleString('en')} states of the defender`);
      return counts.map((count) => resolveIndependently(kernel, dist, count));
    };
    return { order, token, perAttack: kernel, resolveNormal };
  }
  // 11e, groups that save different faces: the batch is sorted (a save Command Re-roll included, §10)
  const resolveNormal = sortedResolver(ctx, space, order, lost, damageLost, budget);
  return { order, token: damageLost !== null, perAttack: null, resolveNormal };
}

function scale(x: Float64Array, factor: number): Float64Array {
  return x.map((p) => p * factor);
}

/** Saved (nothing lost) with mass `total − pUnsaved`, else `lost` with mass pUnsaved. */
function afterSave(pUnsaved: number, lost: Float64Array, total = 1): Float64Array {
  const out = new Float64Array(Math.max(1, lost.length));
  out[0] = total - pUnsaved;
  for (let l = 0; l < lost.length; l++) out[l]! += pUnsaved * lost[l]!;
  return out;
}

/**
 * Σ_m K^m·parts[m] for the [DEVASTATING WOUNDS] mortal wounds (stepEach), once charged: a step per m over
 * at most every state, and each part added once.
 */
export function devastatingAfter(
  kernel: Kernel,
  parts: ReadonlyMap<number, Float64Array>,
  weapon: string,
  budget: WorkBudget,
  what = '[DEVASTATING WOUNDS] critical wounds',
): Float64Array {
  const top = Math.max(0, ...parts.keys());
  const work = COST.step * top * (kernel.size + kernel.targets.length) + COST.add * parts.size * kernel.size;
  charge(budget, work, () => `${weapon}: up to ${top} ${what} in ${parts.size} parts against ${kernel.size.toLocaleString('en')} states of the defender`);
  return stepEach(kernel, parts);
}

/**
 * For each count m of devastating critical wounds: the state distribution after the normal damage of the
 * attacks, weighted by P(m) (a map from m). `joint` rows = wounds that roll saves, columns = devastating critical wounds.
 */
export function normalDamageByDevastating(
  kernels: WeaponKernels,
  dist: Float64Array,
  joint: Joint,
  weapon: string,
  budget: WorkBudget,
): Map<number, Float64Array> {
  const columns = columnsOf(joint);
  // one distribution per m is held at once
  if (columns.length * dist.length > DEVASTATING_CELL_LIMIT) {
    throw new EngineLimitError(
      `${weapon}: ${columns.length} numbers of [DEVASTATING WOUNDS] critical wounds, each with its own distribution over ` +
        `${dist.length.toLocaleString('en')} states of the defender, are too many to resolve exactly; ${REDUCE}`,
    );
  }
  if (kernels.perAttack !== null && joint.cols > 1) return byPowers(kernels.perAttack, dist, joint, columns, weapon, budget);
  const afters = kernels.resolveNormal(dist, columns.map(({ column, weight }) => column.map((p) => p / weight)));
  return new Map(columns.map(({ m, weight }, i) => [m, afters[i]!.map((p) => p * weight)]));
}

type Column = { readonly m: number; readonly column: Float64Array; readonly weight: number };

/**
 * The joint's columns with mass, each with its total: once per joint, which is met by many branches. In a
 * large joint (thousands of attacks), cells and columns below NEGLIGIBLE are left out (pmf.ts).
 */
const columnsOf = (() => {
  const cache = new WeakMap<Joint, readonly Column[]>();
  return (joint: Joint): readonly Column[] => {
    const known = cache.get(joint);
    if (known !== undefined) return known;
    const floor = joint.rows * joint.cols > LARGE_JOINT ? NEGLIGIBLE : 0;
    const columns: Column[] = [];
    for (let m = 0; m < joint.cols; m++) {
      const column = new Float64Array(joint.rows);
      let weight = 0;
      for (let n = 0; n < joint.rows; n++) {
        const p = joint.data[n * joint.cols + m]!;
        if (p < floor) continue;
        column[n] = p;
        weight += p;
      }
      if (weight !== 0) columns.push({ m, column, weight });
    }
    cache.set(joint, columns);
    return columns;
  };
})();

/** Joints of more cells than this leave out their NEGLIGIBLE cells. */
const LARGE_JOINT = 1 << 16;

/**
 * Before the joint count is computed: whether resolving it attack by attack (byPowers) would alone pass
 * the attack's limit, with as many cells as a joint of that size keeps (jointWork's band). Then the
 * refusal comes first, not after the joint's seconds of work.
 */
export function refuseLargeDevastating(kernels: WeaponKernels, plan: WeaponPlan, states: number, budget: WorkBudget): void {
  if (kernels.perAttack === null || !criticalsApart(plan.ctx)) return;
  const { maxWounds } = jointWork(plan);
  const cells = Math.min((maxWounds + 1) * (maxWounds + 1), JOINT_BAND * (maxWounds + 1));
  if (COST.add * cells * states <= budget.limit) return;
  throw new EngineLimitError(
    `${plan.ctx.weapon.name}: up to ${maxWounds} wounds and ${maxWounds} ${plan.ctx.abilities.devastatingWounds ? '[DEVASTATING WOUNDS] critical wounds' : 'critical wounds saved at a better AP'} against ` +
      `${states.toLocaleString('en')} states of the defender are too many to resolve exactly; ${REDUCE}`,
  );
}

/**
 * Attacks resolved one by one: the state after n attacks is K^n·dist, computed once for every n and added,
 * weighted, to every m it is met with. Holds one distribution per m, and two for the powers.
 */
function byPowers(
  kernel: Kernel,
  dist: Float64Array,
  joint: Joint,
  columns: readonly Column[],
  weapon: string,
  budget: WorkBudget,
): Map<number, Float64Array> {
  const what = () =>
    `${weapon}: up to ${joint.rows - 1} wounds and ${joint.cols - 1} [DEVASTATING WOUNDS] critical wounds against ` +
    `${dist.length.toLocaleString('en')} states of the defender`;
  // the steps, and one pass over the states per (n, m) met
  const cells = columns.reduce((sum, { column }) => sum + column.reduce((k, p) => k + (p === 0 ? 0 : 1), 0), 0);
  charge(budget, COST.step * walkWork(kernel, dist, joint.rows - 1) + COST.add * cells * dist.length, what);
  const out = new Map(columns.map(({ m }) => [m, new Float64Array(dist.length)]));
  const power = walker(kernel, dist);
  for (let n = 0; n < joint.rows; n++) {
    if (n > 0) power.step();
    const { dist: x, lo, hi } = power;
    for (const { m, column } of columns) {
      const p = column[n]!;
      if (p === 0) continue;
      const after = out.get(m)!;
      for (let s = lo; s <= hi; s++) after[s]! += p * x[s]!;
    }
  }
  return out;
}

/** One distribution per count of critical wounds: 80 MB. */
const DEVASTATING_CELL_LIMIT = 1e7;
