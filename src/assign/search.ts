/**
 * The search for a shooting plan (docs/plan.md, "How the plan is found"): each attacker to one target,
 * maximising the sum over targets of a value that only the target's own attackers decide. Pure: the
 * caller's `group(d, attackers)` evaluates a target exactly (a sequence) and remembers what it did.
 *
 * Small instances: every plan. Larger: greedy assignment by marginal gain (attackers strongest first),
 * then local improvement by moving one attacker or swapping two until neither helps, started twice (from
 * the greedy plan and from every attacker on its best single target).
 */

/** A goal's value: compared by `primary`, then `secondary` (a tie-break, e.g. points for --must-kill). */
export type Value = { readonly primary: number; readonly secondary: number };

/** The plan's search space: `canHit(a, d)` says whether attacker a can attack target d at all. */
export type Evaluator = {
  readonly attackers: number;
  readonly targets: number;
  canHit(a: number, d: number): boolean;
  /** The value target d ends with when `attackers` (indices, ascending) attack it; zero for none. */
  group(d: number, attackers: readonly number[]): Value;
  /**
   * What the plan gains beyond its targets' values (the Command Re-roll placed on its best step,
   * docs/plan.md "Command Re-roll"); `groups[d]`: target d's attackers, ascending. Not separable by
   * target, so the greedy start ignores it; the plan's value (and so every search's choice) counts it.
   */
  bonus?(groups: readonly (readonly number[])[]): Value;
};

/** Attacker a's target index, or -1 when it can attack none. */
export type Assignment = readonly number[];

export type ScoredPlan = { readonly assignment: Assignment; readonly value: Value };

export type SearchResult = {
  readonly best: ScoredPlan;
  /** The next best distinct plans met, best first. */
  readonly runnersUp: readonly ScoredPlan[];
  /** Plans whose value was computed (each from the targets' memoised values). */
  readonly plansTried: number;
};

/** Values within this (relative above 1) are equal: float noise between equal plans is no difference. */
const TIE = 1e-12;
const ZERO: Value = { primary: 0, secondary: 0 };
/** A safety stop for local improvement; each round improves the plan, so it ends long before. */
const MAX_ROUNDS = 200;

export function better(a: Value, b: Value): boolean {
  const dp = a.primary - b.primary;
  if (Math.abs(dp) > TIE * Math.max(1, Math.abs(b.primary))) return dp > 0;
  return a.secondary - b.secondary > TIE * Math.max(1, Math.abs(b.secondary));
}

function add(a: Value, b: Value): Value {
  return { primary: a.primary + b.primary, secondary: a.secondary + b.secondary };
}

function groupsOf(ev: Evaluator, assignment: Assignment): number[][] {
  const groups: number[][] = Array.from({ length: ev.targets }, () => []);
  assignment.forEach((d, a) => {
    if (d >= 0) groups[d]!.push(a);
  });
  return groups;
}

function groupValue(ev: Evaluator, d: number, attackers: readonly number[]): Value {
  return attackers.length === 0 ? ZERO : ev.group(d, attackers);
}

/** The plan's value: the sum of its targets'. */
export function planValue(ev: Evaluator, assignment: Assignment): Value {
  const groups = groupsOf(ev, assignment);
  const targets = groups.reduce((sum: Value, g, d) => add(sum, groupValue(ev, d, g)), ZERO);
  return ev.bonus === undefined ? targets : add(targets, ev.bonus(groups));
}

/** The best plans met, distinct, best first (kept short: the plan and its runners-up). */
class Podium {
  private readonly plans = new Map<string, ScoredPlan>();
  tried = 0;
  constructor(private readonly size: number) {}
  offer(plan: ScoredPlan): void {
    this.tried++;
    const key = plan.assignment.join(',');
    if (this.plans.has(key)) return;
    this.plans.set(key, plan);
    if (this.plans.size > this.size) {
      const worst = [...this.plans].reduce((w, p) => (better(w[1].value, p[1].value) ? p : w));
      this.plans.delete(worst[0]);
    }
  }
  ranked(): ScoredPlan[] {
    return [...this.plans.values()].sort((a, b) => (better(a.value, b.value) ? -1 : better(b.value, a.value) ? 1 : 0));
  }
}

function reachable(ev: Evaluator, a: number): number[] {
  return Array.from({ length: ev.targets }, (_, d) => d).filter((d) => ev.canHit(a, d));
}

/** Each attacker, strongest alone first, to the target where it adds the most to what is already there. */
function greedy(ev: Evaluator): number[] {
  const single = (a: number): Value => reachable(ev, a).reduce((best: Value, d) => {
    const v = ev.group(d, [a]);
    return better(v, best) ? v : best;
  }, ZERO);
  const order = Array.from({ length: ev.attackers }, (_, a) => a).sort((x, y) => (better(single(x), single(y)) ? -1 : better(single(y), single(x)) ? 1 : x - y));
  const assignment: number[] = new Array<number>(ev.attackers).fill(-1);
  const groups: number[][] = Array.from({ length: ev.targets }, () => []);
  for (const a of order) {
    let bestD = -1;
    let bestGain: Value | undefined;
    for (const d of reachable(ev, a)) {
      const before = groupValue(ev, d, groups[d]!);
      const after = ev.group(d, [...groups[d]!, a].sort((x, y) => x - y));
      const gain = { primary: after.primary - before.primary, secondary: after.secondary - before.secondary };
      if (bestGain === undefined || better(gain, bestGain)) [bestD, bestGain] = [d, gain];
    }
    if (bestD >= 0) {
      assignment[a] = bestD;
      groups[bestD]!.push(a);
      groups[bestD]!.sort((x, y) => x - y);
    }
  }
  return assignment;
}

/** Every attacker on the target it does best against alone. */
function bestAlone(ev: Evaluator): number[] {
  return Array.from({ length: ev.attackers }, (_, a) => reachable(ev, a).reduce((best, d) => (best < 0 || better(ev.group(d, [a]), ev.group(best, [a])) ? d : best), -1));
}

/**
 * Moves of one attacker and swaps of two, first improvement taken, until none improves the plan; only
 * the attackers `movable` allows (all by default) are moved.
 */
function improve(ev: Evaluator, start: number[], podium: Podium, movable: (a: number) => boolean = () => true): ScoredPlan {
  let plan: ScoredPlan = { assignment: start, value: planValue(ev, start) };
  podium.offer(plan);
  const tryPlan = (assignment: number[]): boolean => {
    const candidate = { assignment, value: planValue(ev, assignment) };
    podium.offer(candidate);
    if (!better(candidate.value, plan.value)) return false;
    plan = candidate;
    return true;
  };
  for (let round = 0; round < MAX_ROUNDS; round++) {
    let improved = false;
    for (let a = 0; a < ev.attackers && !improved; a++) {
      if (!movable(a)) continue;
      for (const d of reachable(ev, a)) {
        if (d === plan.assignment[a]) continue;
        const moved = [...plan.assignment];
        moved[a] = d;
        if (tryPlan(moved)) {
          improved = true;
          break;
        }
      }
    }
    for (let a = 0; a < ev.attackers && !improved; a++) {
      if (!movable(a)) continue;
      for (let b = a + 1; b < ev.attackers && !improved; b++) {
        if (!movable(b)) continue;
        const [da, db] = [plan.assignment[a]!, plan.assignment[b]!];
        if (da === db || da < 0 || db < 0 || !ev.canHit(a, db) || !ev.canHit(b, da)) continue;
        const swapped = [...plan.assignment];
        [swapped[a], swapped[b]] = [db, da];
        improved = tryPlan(swapped);
      }
    }
    if (!improved) break;
  }
  return plan;
}

export type SearchMethod = 'exhaustive' | 'greedy + local search';

/** How a split-fire plan too large for every plan is found (searchGroups). */
export const GROUPS_METHOD = 'units, then weapon groups';

/**
 * Small instances are searched exhaustively: at most 4,096 plans, whose targets meet at most 1,024
 * distinct groups of attackers (each group is one exact evaluation, so this bounds the sequences).
 * 5 attackers × 4 targets is 1,024 plans and 4 × 2^5 = 128 groups.
 */
export function exhaustiveFits(ev: Evaluator): boolean {
  let plans = 1;
  let groups = 0;
  for (let a = 0; a < ev.attackers; a++) plans *= Math.max(1, reachable(ev, a).length);
  for (let d = 0; d < ev.targets; d++) {
    let reaching = 0;
    for (let a = 0; a < ev.attackers; a++) if (ev.canHit(a, d)) reaching++;
    groups += 2 ** reaching;
  }
  return plans <= 4096 && groups <= 1024;
}

/**
 * The best plan and the runners-up: every plan when the instance is small (exhaustiveFits), else greedy
 * plus local improvement from two starts, the runners-up being the best others met on the way.
 */
export function searchPlan(ev: Evaluator, runnersUp = 2, method: SearchMethod = exhaustiveFits(ev) ? 'exhaustive' : 'greedy + local search'): SearchResult & { readonly method: SearchMethod } {
  // More kept than shown: plans of equal value are shown once.
  const podium = new Podium(4 * (runnersUp + 1));
  let best: ScoredPlan;
  if (method === 'exhaustive') {
    best = everyPlan(ev, podium);
  } else {
    const ends = [improve(ev, greedy(ev), podium), improve(ev, bestAlone(ev), podium)];
    best = ends.reduce((b, p) => (better(p.value, b.value) ? p : b));
  }
  return { method, best, ...distinctRunnersUp(best, podium, runnersUp) };
}

/**
 * Split fire beyond exhaustive search (docs/plan.md, "Split fire"): the units searched whole (greedy +
 * local search, each unit's groups on one target), then moves and swaps of the groups of units of
 * several, from that plan, until none improves it. `unitOf[i]`: item i's unit, items of a unit together.
 * Never worse than the unit-level plan, and far cheaper than a search over every group from scratch.
 */
export function searchGroups(ev: Evaluator, unitOf: readonly number[], runnersUp = 2): SearchResult & { readonly method: typeof GROUPS_METHOD } {
  const itemsOf = itemsByUnit(unitOf);
  const whole = wholeUnits(ev, unitOf);
  const podium = new Podium(4 * (runnersUp + 1));
  // The plan without split fire, as searchPlan finds it (every plan when the units alone are few enough).
  const byUnit = searchPlan(whole, 0);
  // Each group where its unit goes; a group that cannot attack that target, on the target it does best alone.
  const alone = bestAlone(ev);
  const start = unitOf.map((u, i) => (byUnit.best.assignment[u]! >= 0 && ev.canHit(i, byUnit.best.assignment[u]!) ? byUnit.best.assignment[u]! : alone[i]!));
  const best = moveGroups(ev, start, podium, (i) => itemsOf[unitOf[i]!]!.length > 1);
  const { runnersUp: shown, plansTried } = distinctRunnersUp(best, podium, runnersUp);
  return { method: GROUPS_METHOD, best, runnersUp: shown, plansTried: plansTried + byUnit.plansTried };
}

function itemsByUnit(unitOf: readonly number[]): number[][] {
  const units = unitOf.length === 0 ? 0 : Math.max(...unitOf) + 1;
  return Array.from({ length: units }, (_, u) => unitOf.flatMap((v, i) => (v === u ? [i] : [])));
}

/** The items' search space seen unit by unit: a unit on a target brings every item of it that can attack it. */
export function wholeUnits(ev: Evaluator, unitOf: readonly number[]): Evaluator {
  const itemsOf = itemsByUnit(unitOf);
  const reaching = (u: number, d: number) => itemsOf[u]!.filter((i) => ev.canHit(i, d));
  return {
    attackers: itemsOf.length,
    targets: ev.targets,
    canHit: (u, d) => reaching(u, d).length > 0,
    group: (d, us) => ev.group(d, us.flatMap((u) => reaching(u, d)).sort((x, y) => x - y)),
  };
}

/** Passes of moveGroups: each moves every group once at most; a second catches what the first made worth moving. */
const GROUP_PASSES = 2;

/** Each movable item in turn to the target where the plan gains the most (if any), for GROUP_PASSES passes or until none moves. */
function moveGroups(ev: Evaluator, start: number[], podium: Podium, movable: (a: number) => boolean): ScoredPlan {
  let plan: ScoredPlan = { assignment: start, value: planValue(ev, start) };
  podium.offer(plan);
  for (let pass = 0; pass < GROUP_PASSES; pass++) {
    let moved = false;
    for (let a = 0; a < ev.attackers; a++) {
      if (!movable(a)) continue;
      let best = plan;
      for (const d of reachable(ev, a)) {
        if (d === plan.assignment[a]) continue;
        const assignment = [...plan.assignment];
        assignment[a] = d;
        const candidate = { assignment, value: planValue(ev, assignment) };
        podium.offer(candidate);
        if (better(candidate.value, best.value)) best = candidate;
      }
      if (best !== plan) [plan, moved] = [best, true];
    }
    if (!moved) break;
  }
  return plan;
}

/** A plan of the same value as one shown is the same plan to the player (most often two copies of a unit trading targets): runners-up are the next distinct values. */
function distinctRunnersUp(best: ScoredPlan, podium: Podium, runnersUp: number): { runnersUp: ScoredPlan[]; plansTried: number } {
  const shown: ScoredPlan[] = [best];
  for (const plan of podium.ranked()) {
    if (shown.length > runnersUp) break;
    if (shown.every((s) => better(s.value, plan.value))) shown.push(plan);
  }
  return { runnersUp: shown.slice(1), plansTried: podium.tried };
}

/** Every assignment of each attacker to a target it can reach: the optimum. */
export function exhaustivePlan(ev: Evaluator): ScoredPlan {
  return everyPlan(ev, new Podium(1));
}

function everyPlan(ev: Evaluator, podium: Podium): ScoredPlan {
  const choices = Array.from({ length: ev.attackers }, (_, a) => {
    const r = reachable(ev, a);
    return r.length === 0 ? [-1] : r;
  });
  let best: ScoredPlan | undefined;
  const current: number[] = [];
  const walk = (a: number): void => {
    if (a === ev.attackers) {
      const plan = { assignment: [...current], value: planValue(ev, current) };
      podium.offer(plan);
      if (best === undefined || better(plan.value, best.value)) best = plan;
      return;
    }
    for (const d of choices[a]!) {
      current[a] = d;
      walk(a + 1);
    }
  };
  walk(0);
  return best!;
}
