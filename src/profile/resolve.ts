/**
 * Make the choices a profile leaves open: apply the chosen loadouts, attach the leaders (from the file's
 * `leader:` and from the command line), and total the points. The result is a `Unit`.
 */
import { failed, ok, type Issue, type Result } from './issue.js';
import { didYouMean } from './suggest.js';
import type { Carried, Loadout, ModelEntry, Swap, Unit, UnitModel, UnitProfile } from './types.js';

export type ResolveOptions = {
  /** Loadout names, applied in order; one may appear up to its `max` times. */
  readonly loadouts?: readonly string[];
  /** Leaders attached on top of those the file names. */
  readonly leaders?: readonly UnitProfile[];
  /** How the unit is named in the report (the path or bundled name typed). */
  readonly source?: string;
  /** The option the loadouts were given with, for messages (default `--loadout`). */
  readonly option?: string;
};

export function resolveUnit(profile: UnitProfile, options: ResolveOptions = {}): Result<Unit> {
  const issues: Issue[] = [];
  const chosen = options.loadouts ?? [];
  const models = applyLoadouts(profile, chosen, issues, options.option);
  const leaders = [...profile.leaders.filter((l): l is UnitProfile => !('ref' in l)), ...(options.leaders ?? [])];
  for (const leader of leaders) {
    if (leader.leaders.length > 0) {
      issues.push({ ...leader.at, message: 'a leader cannot have a leader of its own: attach every leader to the bodyguard unit' });
    }
  }
  if (issues.length > 0) return failed(issues);

  const parts = [profile, ...leaders];
  const all: UnitModel[] = [
    ...models.map((m): UnitModel => ({ ...m, leader: false, unit: profile })),
    ...leaders.flatMap((leader) => leader.models.map((m): UnitModel => ({ ...m, leader: true, unit: leader }))),
  ];
  const points = parts.map((part, i) => pointsFor(part, i === 0 ? models : part.models));
  const keywords = parts.flatMap((p) => p.keywords).filter((k, i, list) => list.indexOf(k) === i);
  const damageReduction = Math.max(0, ...parts.map((p) => p.damageReduction ?? 0));
  const unit: Unit = {
    name: [profile.name, ...leaders.map((l) => l.name)].join(' + '),
    source: options.source ?? profile.file,
    ...(points.every((p) => p !== undefined) ? { points: points.reduce((a: number, b) => a + (b ?? 0), 0) } : {}),
    loadouts: [...chosen],
    keywords,
    models: all,
    ...(damageReduction > 0 ? { damageReduction } : {}),
    ...(parts.some((p) => p.halveDamage === true) ? { halveDamage: true } : {}),
    ...(parts.some((p) => p.stealth === true) ? { stealth: true } : {}),
  };
  return ok(unit);
}

/** The unit's cost at its size: a fixed cost, or the row of the points table for its model count. */
export function pointsFor(profile: UnitProfile, models: readonly ModelEntry[]): number | undefined {
  const { points } = profile;
  if (points === undefined || typeof points === 'number') return points;
  const size = models.reduce((n, m) => n + m.count, 0);
  return points.find((row) => row.models === size)?.points;
}

type Mutable = { -readonly [K in keyof ModelEntry]: ModelEntry[K] };

/** Why a loadout name is none of the profile's: the closest name and the list, or that it has none. */
export function unknownLoadout(profile: UnitProfile, name: string, option: string): string {
  const known = profile.loadouts.map((l) => l.name);
  return known.length === 0
    ? `${profile.name} has no loadouts, so ${option} ${JSON.stringify(name)} cannot apply`
    : `${profile.name} has no loadout named ${JSON.stringify(name)}${didYouMean(name, known)}; loadouts: ${known.join(', ')}`;
}

export function applyLoadouts(profile: UnitProfile, names: readonly string[], issues: Issue[], option = '--loadout'): ModelEntry[] {
  let models: Mutable[] = profile.models.map((m) => ({ ...m }));
  const used = new Map<Loadout, number>();
  for (const name of names) {
    const loadout = profile.loadouts.find((l) => l.name.toLowerCase() === name.trim().toLowerCase());
    if (loadout === undefined) {
      issues.push({ file: profile.file, line: 0, col: 0, path: '', message: unknownLoadout(profile, name, option) });
      continue;
    }
    const times = (used.get(loadout) ?? 0) + 1;
    used.set(loadout, times);
    if (times > loadout.max) {
      issues.push({ ...loadout.at, message: `loadout ${JSON.stringify(loadout.name)} can be chosen at most ${loadout.max === 1 ? 'once' : `${loadout.max} times`}` });
      continue;
    }
    models = applyLoadout(models, loadout, issues);
  }
  return models.filter((m) => m.count > 0);
}

function applyLoadout(models: Mutable[], loadout: Loadout, issues: Issue[]): Mutable[] {
  let result = models;
  for (const size of loadout.size) {
    const groups = result.filter((m) => m.name === size.model);
    if (groups.length !== 1) {
      issues.push({
        ...size.at,
        message: `loadout ${JSON.stringify(loadout.name)}: cannot set the number of ${size.model} models after another loadout split them; choose this loadout first`,
      });
      continue;
    }
    groups[0]!.count = size.count;
  }
  for (const swap of loadout.swaps) result = mergeAlike(applySwap(result, swap, loadout, issues));
  return result;
}

function kitKey(model: ModelEntry): string {
  const { count, weapons, at, ...rest } = model;
  void count;
  void at;
  const kit = weapons.map((c) => `${c.entry.name}×${c.count}`).sort();
  return JSON.stringify([rest, kit]);
}

/** Groups split by earlier swaps that now carry the same kit become one group again (at the first). */
function mergeAlike(models: Mutable[]): Mutable[] {
  const result: Mutable[] = [];
  const byKey = new Map<string, Mutable>();
  for (const model of models) {
    const key = kitKey(model);
    const same = byKey.get(key);
    if (same === undefined) {
      const copy = { ...model };
      byKey.set(key, copy);
      result.push(copy);
    } else {
      same.count += model.count;
    }
  }
  return result;
}

function carries(model: ModelEntry, needed: readonly Carried[]): boolean {
  return needed.every((n) => model.weapons.some((c) => c.entry === n.entry && c.count >= n.count));
}

function swapWeapons(carried: readonly Carried[], swap: Swap): Carried[] {
  const next = carried.map((c) => {
    const removed = swap.replace.find((r) => r.entry === c.entry);
    return removed === undefined ? c : { entry: c.entry, count: c.count - removed.count };
  });
  for (const added of swap.with) {
    const index = next.findIndex((c) => c.entry === added.entry);
    if (index >= 0) next[index] = { entry: added.entry, count: next[index]!.count + added.count };
    else next.push(added);
  }
  return next.filter((c) => c.count > 0);
}

function applySwap(models: Mutable[], swap: Swap, loadout: Loadout, issues: Issue[]): Mutable[] {
  const eligible = (m: Mutable): boolean => m.count > 0 && (swap.model === undefined || m.name === swap.model) && carries(m, swap.replace);
  const available = models.filter(eligible).reduce((n, m) => n + m.count, 0);
  const wanted = swap.count ?? available;
  if (available === 0 || available < wanted) {
    const who = swap.model ?? 'model';
    const what = swap.replace.length === 0 ? '' : ` carrying ${swap.replace.map((r) => r.entry.name).join(' and ')}`;
    issues.push({
      ...swap.at,
      message: `loadout ${JSON.stringify(loadout.name)} needs ${wanted === 0 ? 'a' : wanted} ${who}${wanted > 1 ? 's' : ''}${what}, and ${available === 0 ? 'none is' : `only ${available} ${available === 1 ? 'is' : 'are'}`} left`,
    });
    return models;
  }
  let remaining = wanted;
  const result: Mutable[] = [];
  for (const model of models) {
    if (remaining === 0 || !eligible(model)) {
      result.push(model);
      continue;
    }
    const taken = Math.min(model.count, remaining);
    remaining -= taken;
    if (taken < model.count) result.push({ ...model, count: model.count - taken });
    result.push({ ...model, count: taken, weapons: swapWeapons(model.weapons, swap) });
  }
  return result;
}
