/**
 * A unit taking damage, model by model (docs/rules.md §7, §9). Mutable scratch state of one simulated
 * attack: `remaining[g][m]` is the wounds left on model m of group g (0: destroyed).
 * Plain loops: these run for every die of every simulated attack.
 */
import type { DefenderUnit, ModelGroup } from '../rules/types.js';
import type { Roller } from './roller.js';

export type UnitState = {
  readonly unit: DefenderUnit;
  readonly remaining: number[][];
};

export function freshUnit(unit: DefenderUnit): UnitState {
  if (unit.groups.length === 0) throw new RangeError(`freshUnit: unit "${unit.name}" has no model groups`);
  const remaining: number[][] = [];
  for (const g of unit.groups) remaining.push(new Array<number>(g.count).fill(g.wounds));
  return { unit, remaining };
}

function group(state: UnitState, g: number): ModelGroup {
  const found = state.unit.groups[g];
  if (found === undefined) throw new RangeError(`group: no model group ${g}`);
  return found;
}

function models(state: UnitState, g: number): number[] {
  const found = state.remaining[g];
  if (found === undefined) throw new RangeError(`models: no model group ${g}`);
  return found;
}

export function modelsAlive(state: UnitState, g: number): number {
  let alive = 0;
  for (const w of models(state, g)) if (w > 0) alive++;
  return alive;
}

/** Models of the unit still on the battlefield. */
export function modelsLeft(state: UnitState): number {
  let alive = 0;
  for (let g = 0; g < state.remaining.length; g++) alive += modelsAlive(state, g);
  return alive;
}

export function groupAlive(state: UnitState, g: number): boolean {
  for (const w of models(state, g)) if (w > 0) return true;
  return false;
}

/** The group "contains a model that has lost one or more wounds" (and is still on the battlefield). */
export function groupWounded(state: UnitState, g: number): boolean {
  const full = group(state, g).wounds;
  for (const w of models(state, g)) if (w > 0 && w < full) return true;
  return false;
}

export function isAlive(state: UnitState): boolean {
  for (let g = 0; g < state.remaining.length; g++) if (groupAlive(state, g)) return true;
  return false;
}

/**
 * §7.2 allocation order of the groups still alive: a wounded non-CHARACTER group; the non-CHARACTER
 * groups in profile order; a wounded CHARACTER group; the CHARACTER groups in profile order.
 * §7.3 [PRECISION]: the CHARACTER groups (wounded first) come first. Also the order in which single
 * mortal wounds pick their model (RULES §2 06.02), and the attacker's own order for hazards (§8).
 */
export function allocationOrder(state: UnitState, precision: boolean): number[] {
  const characters = woundedFirst(state, true);
  const others = woundedFirst(state, false);
  return precision ? [...characters, ...others] : [...others, ...characters];
}

/** The alive CHARACTER (or non-CHARACTER) groups: wounded ones first, then in profile order. */
function woundedFirst(state: UnitState, characters: boolean): number[] {
  const wounded: number[] = [];
  const unwounded: number[] = [];
  for (let g = 0; g < state.unit.groups.length; g++) {
    if (group(state, g).character !== characters || !groupAlive(state, g)) continue;
    if (groupWounded(state, g)) wounded.push(g);
    else unwounded.push(g);
  }
  return [...wounded, ...unwounded];
}

/** The group that takes the next allocation; throws when the unit is destroyed (callers check first). */
export function currentGroup(state: UnitState, precision: boolean): number {
  const first = allocationOrder(state, precision)[0];
  if (first === undefined) throw new RangeError(`currentGroup: unit "${state.unit.name}" is destroyed`);
  return first;
}

/** §7.1: inside a group damage always goes to the wounded model; otherwise to any model alive. */
export function selectModel(state: UnitState, g: number): number {
  const full = group(state, g).wounds;
  const list = models(state, g);
  let any = -1;
  for (let m = 0; m < list.length; m++) {
    const w = list[m] ?? 0;
    if (w > 0 && w < full) return m;
    if (w > 0 && any < 0) any = m;
  }
  if (any < 0) throw new RangeError(`selectModel: group ${g} has no model left`);
  return any;
}

/** What is wounding the model, for which Feel No Pain applies (§5.3): mortal wounds, a psychic attack. */
export type Wounding = { readonly mortal: boolean; readonly psychic: boolean };

/** §5.3 mortal wounds that are not a weapon's (mortal-wound sources, hazards). */
export const MORTAL: Wounding = { mortal: true, psychic: false };

/**
 * §5.3: a group's Feel No Pain against this wounding: only one applies to a wound (RULES §1), so the best
 * of the one against everything, the one against mortal wounds and the one against psychic attacks.
 */
export function feelNoPainOf(g: ModelGroup, wounding: Wounding): number | undefined {
  const rolls = [g.feelNoPain, wounding.mortal ? g.feelNoPainMortal : undefined, wounding.psychic ? g.feelNoPainPsychic : undefined];
  let best: number | undefined;
  for (const x of rolls) if (x !== undefined && (best === undefined || x < best)) best = x;
  return best;
}

/**
 * `amount` wounds that would be lost by one model, one at a time: a Feel No Pain roll for each against
 * this `wounding` (§5.3), and when the model is destroyed the rest is lost (§5.4 normal damage, §6.2
 * devastating mortal wounds, §8 10e hazards). Returns the wounds actually lost.
 */
export function sufferOnModel(state: UnitState, g: number, m: number, amount: number, wounding: Wounding, roller: Roller): number {
  const fnp = feelNoPainOf(group(state, g), wounding);
  const list = models(state, g);
  let lost = 0;
  for (let i = 0; i < amount; i++) {
    const left = list[m] ?? 0;
    if (left <= 0) break;
    if (fnp !== undefined && roller.roll(6) >= fnp) continue;
    list[m] = left - 1;
    lost++;
  }
  return lost;
}

/**
 * Mortal wounds that spill (RULES §2 06.02, 11e hazards §8): each one picks its model afresh in
 * allocation order, until all are inflicted or the unit is destroyed.
 */
export function sufferSpillingMortalWounds(state: UnitState, amount: number, roller: Roller): void {
  for (let i = 0; i < amount && isAlive(state); i++) {
    const g = currentGroup(state, false);
    sufferOnModel(state, g, selectModel(state, g), 1, MORTAL, roller);
  }
}

export function startingStrength(state: UnitState): number {
  let models = 0;
  for (const g of state.unit.groups) models += g.count;
  return models;
}

export function modelsDestroyedByGroup(state: UnitState): number[] {
  const destroyed: number[] = [];
  for (let g = 0; g < state.unit.groups.length; g++) destroyed.push(group(state, g).count - modelsAlive(state, g));
  return destroyed;
}

export function woundsLost(state: UnitState): number {
  let lost = 0;
  for (let g = 0; g < state.unit.groups.length; g++) {
    const full = group(state, g).wounds;
    for (const w of models(state, g)) lost += full - w;
  }
  return lost;
}

/**
 * §9: Starting Strength = the defender's models. A one-model unit is measured by its wounds left,
 * a bigger unit by its models left. Below half: fewer than half; at or below half: at most half.
 */
export function strength(state: UnitState): { belowHalf: boolean; atOrBelowHalf: boolean } {
  const start = startingStrength(state);
  if (start === 1) {
    const g = state.unit.groups.findIndex((grp) => grp.count === 1);
    const full = group(state, g).wounds;
    const left = models(state, g)[0] ?? 0;
    return { belowHalf: 2 * left < full, atOrBelowHalf: 2 * left <= full };
  }
  const alive = modelsLeft(state);
  return { belowHalf: 2 * alive < start, atOrBelowHalf: 2 * alive <= start };
}

/**
 * §3.2: the highest T among the non-Leader groups alive; with none, the Leaders' highest T alive.
 * Null when no model is left.
 */
export function toughnessOf(state: UnitState): number | null {
  let bodyguard: number | null = null;
  let leaders: number | null = null;
  for (let g = 0; g < state.unit.groups.length; g++) {
    if (!groupAlive(state, g)) continue;
    const { toughness, leader } = group(state, g);
    if (leader) leaders = Math.max(leaders ?? toughness, toughness);
    else bodyguard = Math.max(bodyguard ?? toughness, toughness);
  }
  return bodyguard ?? leaders;
}
