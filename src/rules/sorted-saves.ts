/**
 * 11e 05.04 across model groups that save different faces (docs/rules.md 4.5): one weapon's save dice
 * are rolled together, sorted and resolved lowest first. Save re-rolls, and which die a defender's
 * Command Re-roll picks (§10), are judged against the group that is current when the dice are rolled,
 * so the defender's states are resolved in parts, one per judging group that makes a difference.
 */
import type { Kernel } from '../prob/markov.js';
import type { Pmf } from '../prob/pmf.js';
import { eventKernel, tokenEventKernel } from './allocate.js';
import { EngineLimitError, type AllocationOrder, type DefenderSpace } from './defender-space.js';
import { FACES, FAIL, isRerolled } from './rolls.js';
import { savePlan, type SavePlan } from './save.js';
import { resolveSorted, sortedBatch, sortedBatchWork, walkOf, walkSorted, type FaceClass, type SortedBatch } from './sorted-batch.js';
import { REROLL_LANES, rerolledCounts, resolveSortedWithReroll, type RerollClassOdds } from './sorted-save-reroll.js';
import type { WeaponContext } from './weapon-context.js';
import { charge, COST, REDUCE, type WorkBudget } from './work-budget.js';

/** With the attacker's Command Re-roll of a Damage roll in hand: lost wounds when it is kept or used. */
export type DamageRerollLost = { readonly keep: Pmf; readonly use: Pmf };

/** Resolve n wounding attacks' saves and damage, once for each pmf of n in `counts`. */
export type SortedResolver = (dist: Float64Array, counts: readonly Pmf[]) => Float64Array[];

export function sortedResolver(
  ctx: WeaponContext,
  space: DefenderSpace,
  order: AllocationOrder,
  lost: readonly Pmf[],
  damageLost: readonly DamageRerollLost[] | null,
  budget: WorkBudget,
): SortedResolver {
  const saved = space.groups.map((g) => savePlan(ctx, g).saved);
  const shapes = faceClasses(space, order, saved, lost, damageLost);
  const dropped = FACES.filter((f) => saved.every((s) => s[f] === true)).length;
  const judges = space.groups.map((judge) => judgedClasses(ctx, savePlan(ctx, judge), shapes, dropped));
  // judging groups that lead to the same odds share one part
  const keys = judges.map((j) => JSON.stringify([j.classes.map((c) => c.odds), j.reroll?.map((r) => r.eligible)]));
  const partOf = keys.map((key) => keys.indexOf(key));
  const current = space.current[order];

  return (dist, counts) => {
    const present = new Set<number>();
    for (let x = 0; x < dist.length; x++) {
      const g = current[x % space.size]!;
      if (dist[x] !== 0 && g >= 0) present.add(partOf[g]!);
    }
    // Usually one judge (always, without save re-rolls): resolve the whole distribution at once.
    if (present.size <= 1) {
      const [batch] = judgedBatches([{ judged: judges[[...present][0] ?? 0]!, dist }], counts, ctx.weapon.name, budget);
      return counts.map((count) => resolveBatch(batch!, count, budget, ctx.weapon.name));
    }
    const parts = new Map([...present].map((part) => [part, new Float64Array(dist.length)]));
    const destroyed = new Float64Array(dist.length);
    for (let x = 0; x < dist.length; x++) {
      const g = current[x % space.size]!;
      if (dist[x] === 0) continue;
      if (g < 0) destroyed[x] = dist[x]!; // nothing more happens
      else parts.get(partOf[g]!)![x] = dist[x]!;
    }
    const batches = judgedBatches([...parts].map(([part, x]) => ({ judged: judges[part]!, dist: x })), counts, ctx.weapon.name, budget);
    return counts.map((count) => {
      const out = Float64Array.from(destroyed);
      for (const batch of batches) {
        const after = resolveBatch(batch, count, budget, ctx.weapon.name);
        for (let s = 0; s < out.length; s++) out[s]! += after[s]!;
      }
      return out;
    });
  };
}

/** The face classes with their odds when one group judges the re-rolls. */
type Judged = { readonly classes: readonly FaceClass[]; readonly reroll: readonly RerollClassOdds[] | null; readonly dropped: number };

type JudgedBatch = { readonly judged: Judged; readonly batch: SortedBatch; readonly lanes: number };

/**
 * The batches of the parts of the distribution, once checked that resolving each of them once per count
 * stays within the limits: every (lane, dice left) keeps a distribution over the batch's states, and each
 * class passes over them as often as it has dice to apply; past the limits, tens of seconds or gigabytes.
 */
function judgedBatches(
  parts: readonly { judged: Judged; dist: Float64Array }[],
  counts: readonly Pmf[],
  weapon: string,
  budget: WorkBudget,
): JudgedBatch[] {
  const batches = parts.map(({ judged, dist }) => ({ judged, batch: sortedBatch(judged.classes, dist), lanes: judged.reroll === null ? 1 : REROLL_LANES }));
  const dice = Math.max(0, ...counts.map((count) => count.length - 1));
  let work = 0;
  let cells = 0;
  for (const { batch, lanes } of batches) {
    for (const count of counts) work += sortedBatchWork(batch, count.length - 1, lanes);
    // class by class, every (lane, dice left) holds a distribution over the batch's states
    if (walkOf(batch, lanes) === null) cells = Math.max(cells, lanes * (dice + 1) * batch.states.length);
  }
  const what = () => {
    const states = Math.max(...batches.map(({ batch }) => batch.states.length));
    const sorted = batches.some(({ judged }) => judged.reroll !== null)
      ? 'a Command Re-roll of a save with 11e saves sorted across model groups'
      : '11e saves sorted across model groups that save different faces';
    const each = counts.length > 1 ? `, once for each of ${counts.length} numbers of [DEVASTATING WOUNDS] critical wounds,` : '';
    return `${weapon}: ${sorted}: up to ${dice} save dice against ${states.toLocaleString('en')} states of the defender${each}`;
  };
  if (cells > SORTED_CELL_LIMIT) throw new EngineLimitError(`${what()} are too many to resolve exactly; ${REDUCE}`);
  charge(budget, COST.sortedPass * work, what);
  return batches;
}

function resolveBatch({ judged, batch, lanes }: JudgedBatch, count: Pmf, budget: WorkBudget, weapon: string): Float64Array {
  const what = () => `${weapon}: 11e saves sorted across model groups that save different faces, up to ${count.length - 1} save dice against ${batch.states.length.toLocaleString('en')} states of the defender`;
  const chargeLanes = (work: number) => charge(budget, COST.step * work, what);
  if (judged.reroll === null) return resolveSorted(batch, count, chargeLanes);
  const walk = walkOf(batch, lanes);
  if (walk !== null) return walkSorted(batch, walk, rerolledCounts(batch.classes, judged.reroll, count), count, chargeLanes);
  return resolveSortedWithReroll(batch, judged.reroll, judged.dropped / 6, count);
}

/** (lane, dice left, state) cells of one resolution; two sets of them are held at once: 160 MB. */
const SORTED_CELL_LIMIT = 1e7;

/**
 * `judge` decides which dice the save re-roll policy picks up, and which failed dice a Command Re-roll may
 * still pick (the first roll failed against it and no policy re-rolled it; §10). The fresh die of a
 * Command Re-roll is a plain D6: each face 1/6.
 */
function judgedClasses(ctx: WeaponContext, judge: SavePlan, shapes: readonly ClassShape[], dropped: number): Judged {
  const classes = shapes.map((shape) => ({
    kernel: shape.kernel,
    settled: shape.settled,
    odds: shape.faces.reduce((sum, f) => sum + judge.faceOdds[f]!, 0),
  }));
  if (ctx.commandReroll !== 'save') return { classes, reroll: null, dropped };
  // save.ts reads 'noncrit' as 'failed' for saves; on a failed face the two agree, so the policy is asked as it is.
  const mayReroll = (f: number) => !judge.saved[f] && !isRerolled(ctx.mods.rerollSaves, f, FAIL);
  const reroll = shapes.map((shape) => ({
    eligible: shape.faces.reduce((sum, f) => sum + (mayReroll(f) ? 6 / 36 : 0), 0),
    fresh: shape.faces.length / 6,
  }));
  return { classes, reroll: reroll.some((r) => r.eligible > 0) ? reroll : null, dropped };
}

/** A face class before its odds are known: which faces, and what one die of it does. */
type ClassShape = Omit<FaceClass, 'odds'> & { readonly faces: readonly number[] };

/** Group consecutive faces that every group saves or fails alike; drop faces every group saves. */
function faceClasses(
  space: DefenderSpace,
  order: AllocationOrder,
  saved: readonly (readonly boolean[])[],
  lost: readonly Pmf[],
  damageLost: readonly DamageRerollLost[] | null,
): ClassShape[] {
  const pattern = (f: number) => saved.map((s) => (s[f] ? 'S' : 'F')).join('');
  const classes: ClassShape[] = [];
  let previous = '';
  for (const f of FACES) {
    const key = pattern(f);
    if (!key.includes('F')) continue;
    const last = classes[classes.length - 1];
    if (last !== undefined && key === previous) {
      classes[classes.length - 1] = { ...last, faces: [...last.faces, f] };
      continue;
    }
    previous = key;
    const saves = saved.map((s) => s[f] === true);
    const current = space.current[order];
    const size = damageLost ? 2 * space.size : space.size;
    const settled = new Uint8Array(size);
    for (let x = 0; x < size; x++) {
      const g = current[x % space.size]!;
      settled[x] = g < 0 || saves[g] ? 1 : 0;
    }
    const kernel: Kernel = damageLost
      ? tokenEventKernel(space, order, saves.map((s, g) =>
          s ? { none: NOTHING, keep: NOTHING, use: ZERO_MASS } : { none: lost[g]!, keep: damageLost[g]!.keep, use: damageLost[g]!.use }))
      : eventKernel(space, order, saves.map((s, g) => (s ? NOTHING : lost[g]!)));
    classes.push({ faces: [f], kernel, settled });
  }
  return classes;
}

const NOTHING = Float64Array.of(1);
const ZERO_MASS = Float64Array.of(0);
