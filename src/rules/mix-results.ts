/**
 * A step of a sequence whose scenario depends on the target's state is resolved in parts, one per
 * scenario; what it reports per weapon, per mortal-wound source and for its hazard is the mixture of the
 * parts' numbers, weighted by each part's probability (docs/rules.md 13.3). One part is returned as it is.
 */
import { mixture } from '../prob/pmf.js';
import { summarize } from './summary.js';
import type { HazardResult, MortalSourceResult, Summary, WeaponResult } from './types.js';

/** Σ weights[i] · summaries[i] (the weights sum to 1). */
export function mixSummaries(weights: readonly number[], summaries: readonly Summary[]): Summary {
  return summarize(mixture(weights, summaries.map((s) => Float64Array.from(s.pmf))));
}

const STAGES = ['attacks', 'hits', 'criticalHits', 'wounds', 'criticalWounds', 'unsavedWounds', 'mortalWounds', 'damage'] as const;

/**
 * Every part fires the same weapons in the same order (checked: the caller names the step), maybe with
 * different numbers of copies: the most copies are reported.
 */
export function mixWeapons(weights: readonly number[], parts: readonly (readonly WeaponResult[])[], step: string): readonly WeaponResult[] {
  if (parts.length === 1) return parts[0]!;
  const first = parts[0]!;
  const names = (list: readonly WeaponResult[]) => list.map((w) => w.weapon).join(', ');
  const differs = parts.find((list) => names(list) !== names(first));
  if (differs !== undefined) {
    throw new RangeError(`resolveSequence: ${step}: its scenarios fire different weapons (${names(first)}; ${names(differs)}); give each its own step`);
  }
  return first.map((weapon, i) => {
    const each = parts.map((list) => list[i]!);
    const lethal = each.every((w) => w.lethal === weapon.lethal) ? weapon.lethal : undefined;
    const stages = Object.fromEntries(STAGES.map((key) => [key, mixSummaries(weights, each.map((w) => w[key]))])) as Pick<WeaponResult, (typeof STAGES)[number]>;
    const count = Math.max(...each.map((w) => w.count));
    return { weapon: weapon.weapon, count, ...(lethal === undefined ? {} : { lethal }), ...stages };
  });
}

/** The parts' hazards; a part without [HAZARDOUS] weapons has none (no roll, no loss). */
export function mixHazards(weights: readonly number[], parts: readonly (HazardResult | undefined)[]): HazardResult | undefined {
  if (parts.length === 1 || parts.every((h) => h === undefined)) return parts[0];
  const none: Summary = { mean: 0, pmf: [1] };
  const field = (pick: (h: HazardResult) => Summary | undefined) => mixSummaries(weights, parts.map((h) => (h === undefined ? none : pick(h) ?? none)));
  const known = parts.every((h) => h === undefined || h.modelsLost !== undefined);
  return {
    failedRolls: field((h) => h.failedRolls),
    mortalWounds: field((h) => h.mortalWounds),
    ...(known ? { modelsLost: field((h) => h.modelsLost) } : {}),
  };
}

/** Every part rolls the same sources in the same order. */
export function mixMortalSources(
  weights: readonly number[],
  parts: readonly (readonly MortalSourceResult[])[],
  step: string,
): readonly MortalSourceResult[] {
  if (parts.length === 1) return parts[0]!;
  const first = parts[0]!;
  const names = (list: readonly MortalSourceResult[]) => list.map((m) => m.name).join(', ');
  const differs = parts.find((list) => names(list) !== names(first));
  if (differs !== undefined) {
    throw new RangeError(`resolveSequence: ${step}: its scenarios roll different mortal-wound sources (${names(first)}; ${names(differs)})`);
  }
  return first.map((source, i) => {
    const each = parts.map((list) => list[i]!);
    const optional = (pick: (m: MortalSourceResult) => Summary | undefined) => {
      const all = each.map(pick);
      return all.every((s) => s !== undefined) ? mixSummaries(weights, all) : undefined;
    };
    const self = optional((m) => m.selfMortalWounds);
    const own = source.ownUnits;
    return {
      name: source.name,
      mortalWounds: mixSummaries(weights, each.map((m) => m.mortalWounds)),
      ...(self === undefined ? {} : { selfMortalWounds: self }),
      ...(own === undefined || each.some((m) => m.ownUnits === undefined)
        ? {}
        : {
            ownUnits: {
              units: own.units,
              count: own.count,
              perUnit: mixSummaries(weights, each.map((m) => m.ownUnits!.perUnit)),
              pAnyUnitHit: each.reduce((sum, m, k) => sum + weights[k]! * m.ownUnits!.pAnyUnitHit, 0),
            },
          }),
    };
  });
}
