/** [HAZARDOUS]: the attacking unit's own losses, a separate distribution (docs/rules.md §8). */
import { stepRandom } from '../prob/markov.js';
import { binomial, constant, mapValues } from '../prob/pmf.js';
import { eventKernel } from './allocate.js';
import { afterFeelNoPain, feelNoPainAgainst, MORTAL_WOUND } from './damage.js';
import { defenderSpace, UNDAMAGED } from './defender-space.js';
import type { EditionRules } from './editions.js';
import { defenderOutcome, summarize } from './summary.js';
import type { AttackerUnit, HazardResult } from './types.js';
import type { WeaponContext } from './weapon-context.js';

export function hazardResult(attacker: AttackerUnit, contexts: readonly WeaponContext[], rules: EditionRules): HazardResult | undefined {
  const rolls = contexts.filter((c) => c.abilities.hazardous).reduce((n, c) => n + c.count, 0);
  if (rolls === 0) return undefined;
  const failed = binomial(rolls, rules.hazard.failUpTo / 6);
  const perFailure = everyModelMonsterOrVehicle(attacker) ? rules.hazard.mortalWoundsMonsterVehicle : rules.hazard.mortalWounds;
  const mortalWounds = mapValues(failed, (f) => f * perFailure);
  const base = { failedRolls: summarize(failed), mortalWounds: summarize(mortalWounds) };
  if (attacker.self === undefined) return base;

  const space = defenderSpace(attacker.self, ['normal']);
  const start = new Float64Array(space.size);
  start[UNDAMAGED] = 1;
  // 11e: mortal wounds one at a time, spilling; 10e: each failure's wounds hit one model, excess lost.
  const [perEvent, events] = rules.hazard.spill ? [1, mortalWounds] : [perFailure, failed];
  const kernel = eventKernel(space, 'normal', space.groups.map((g) => afterFeelNoPain(constant(perEvent), feelNoPainAgainst(g, MORTAL_WOUND))));
  const after = stepRandom(kernel, start, events);
  return { ...base, modelsLost: defenderOutcome(space, after).modelsDestroyed };
}

function everyModelMonsterOrVehicle(attacker: AttackerUnit): boolean {
  const isBig = (keywords: readonly string[]) => keywords.some((k) => k.toUpperCase() === 'MONSTER' || k.toUpperCase() === 'VEHICLE');
  if (attacker.keywords !== undefined && isBig(attacker.keywords)) return true;
  const groups = attacker.self?.groups;
  return groups !== undefined && groups.length > 0 && groups.every((g) => isBig(g.keywords) || isBig(attacker.self!.keywords));
}
