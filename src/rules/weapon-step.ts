/**
 * Resolve one firing group against the defender's current state distribution: normal damage through the
 * edition's save resolution, then (11e) or later (10e) its [DEVASTATING WOUNDS] mortal wounds.
 */
import type { Joint } from '../dist/joint.js';
import { step, type Kernel } from '../dist/markov.js';
import { afterFeelNoPain, damagePmf, damageWithOneReroll, devastatingPmf } from './damage.js';
import type { AllocationOrder, DefenderSpace } from './defender-space.js';
import { eventKernel, resolveIndependently, tokenEventKernel } from './allocate.js';
import { savePlan } from './save.js';
import { sortedResolver } from './sorted-saves.js';
import type { WeaponContext } from './weapon-context.js';

export type WeaponKernels = {
  readonly order: AllocationOrder;
  /**
   * A Command Re-roll of a save or Damage roll is in hand during this weapon's normal damage: its
   * kernels act on doubled distributions (docs/rules.md §10; see tokenEventKernel).
   */
  readonly token: boolean;
  /** Resolve n wounding attacks' saves and damage; n given as a pmf. */
  readonly resolveNormal: (dist: Float64Array, count: Float64Array) => Float64Array;
  /** When attacks are resolved one by one: the kernel of one wounding attack (saves included). */
  readonly perAttack: Kernel | null;
  /** One [DEVASTATING WOUNDS] critical wound: mortal wounds to one model, excess lost (6.2). */
  readonly devastating: Kernel | null;
};

export function weaponKernels(ctx: WeaponContext, space: DefenderSpace): WeaponKernels {
  const order: AllocationOrder = ctx.abilities.precision ? 'precision' : 'normal';
  const groups = space.groups;
  const lost = groups.map((g) => afterFeelNoPain(damagePmf(ctx), g.feelNoPain));
  const devastating = ctx.abilities.devastatingWounds
    ? eventKernel(space, order, groups.map((g) => afterFeelNoPain(devastatingPmf(ctx), g.feelNoPain)))
    : null;
  const first = groups[Math.max(0, space.current[order][0]!)]!;
  const plans = groups.map((g) => savePlan(ctx, g, ctx.rules.saveResolution === 'sorted-batch' ? first : g));
  const sameFaces = plans.every((p) => p.saved.every((saved, f) => saved === plans[0]!.saved[f]));
  const rerolledDamage = ctx.commandReroll === 'damage' ? damageWithOneReroll(ctx) : null;
  const damageLost = rerolledDamage && groups.map((g) => ({
    keep: afterFeelNoPain(rerolledDamage.kept, g.feelNoPain),
    use: afterFeelNoPain(rerolledDamage.rerolled, g.feelNoPain),
  }));
  const saveToken = ctx.commandReroll === 'save' && plans.some((p) => p.rerollable > 0);

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
    return { order, token, devastating, perAttack: kernel, resolveNormal: (dist, count) => resolveIndependently(kernel, dist, count) };
  }
  // 11e, groups that save different faces: the batch is sorted (a save Command Re-roll included, §10)
  const resolveNormal = sortedResolver(ctx, space, order, lost, damageLost);
  return { order, token: damageLost !== null, devastating, perAttack: null, resolveNormal };
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
 * For each count m of devastating critical wounds: the state distribution after the normal damage of the
 * attacks, weighted by P(m) (a map from m). `joint` rows = wounds that roll saves, columns = devastating critical wounds.
 */
export function normalDamageByDevastating(
  kernels: WeaponKernels,
  dist: Float64Array,
  joint: Joint,
): Map<number, Float64Array> {
  // Attacks resolved one by one: the state after n attacks is K^n·dist, computed once for every n.
  const powers: Float64Array[] = [];
  if (kernels.perAttack !== null && joint.cols > 1) {
    powers.push(dist);
    for (let n = 1; n < joint.rows; n++) powers.push(step(kernels.perAttack, powers[n - 1]!));
  }
  const out = new Map<number, Float64Array>();
  for (let m = 0; m < joint.cols; m++) {
    const column = new Float64Array(joint.rows);
    let weight = 0;
    for (let n = 0; n < joint.rows; n++) {
      column[n] = joint.data[n * joint.cols + m]!;
      weight += column[n]!;
    }
    if (weight === 0) continue;
    if (powers.length > 0) {
      const after = new Float64Array(dist.length);
      column.forEach((p, n) => {
        if (p !== 0) for (let s = 0; s < after.length; s++) after[s]! += p * powers[n]![s]!;
      });
      out.set(m, after);
      continue;
    }
    for (let n = 0; n < column.length; n++) column[n]! /= weight;
    const after = kernels.resolveNormal(dist, column);
    for (let s = 0; s < after.length; s++) after[s]! *= weight;
    out.set(m, after);
  }
  return out;
}
