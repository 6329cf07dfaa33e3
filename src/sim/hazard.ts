/**
 * [HAZARDOUS] (docs/rules.md §8): after all attacks, one hazard roll per copy of each [HAZARDOUS] weapon
 * fired, resolved on the attacking unit's own models (`attacker.self`). Never changes the target.
 */
import type { DefenderUnit } from '../rules/types.js';
import type { HazardOutcome } from './outcome.js';
import type { AttackPlan } from './plan.js';
import type { Roller } from './roller.js';
import {
  currentGroup,
  freshUnit,
  isAlive,
  modelsDestroyedByGroup,
  MORTAL,
  selectModel,
  sufferOnModel,
  sufferSpillingMortalWounds,
} from './unit-state.js';

/** Undefined when no weapon is [HAZARDOUS]. */
export function rollHazards(plan: AttackPlan, roller: Roller): HazardOutcome | undefined {
  const hazardous = plan.weapons.filter((w) => w.hazardous);
  if (hazardous.length === 0) return undefined;
  const { hazard } = plan.rules;
  const rolls = hazardous.reduce((sum, w) => sum + w.count, 0);
  let failedRolls = 0;
  for (let i = 0; i < rolls; i++) if (roller.roll(6) <= hazard.failUpTo) failedRolls++;
  // 11e 06.03: 3 instead of 1 when every model is a MONSTER or VEHICLE (unknown without `self`: 1).
  const perFailure =
    plan.self !== null && everyModelMonsterOrVehicle(plan.self) ? hazard.mortalWoundsMonsterVehicle : hazard.mortalWounds;
  const mortalWounds = failedRolls * perFailure;
  if (plan.self === null) return { failedRolls, mortalWounds };

  const self = freshUnit(plan.self);
  if (hazard.spill) {
    // 11e: allocated as mortal wounds (06.02), one at a time, spilling.
    sufferSpillingMortalWounds(self, mortalWounds, roller);
  } else {
    // 10e: each failed test one at a time; its mortal wounds on one model, excess lost.
    for (let i = 0; i < failedRolls && isAlive(self); i++) {
      const g = currentGroup(self, false);
      sufferOnModel(self, g, selectModel(self, g), perFailure, MORTAL, roller);
    }
  }
  const modelsLost = modelsDestroyedByGroup(self).reduce((a, b) => a + b, 0);
  return { failedRolls, mortalWounds, modelsLost };
}

/**
 * A model's keywords are its group's; a group that lists none takes the unit's keywords.
 */
function everyModelMonsterOrVehicle(unit: DefenderUnit): boolean {
  return unit.groups.every((g) => {
    const keywords = (g.keywords.length > 0 ? g.keywords : unit.keywords).map((k) => k.toUpperCase());
    return keywords.includes('MONSTER') || keywords.includes('VEHICLE');
  });
}
