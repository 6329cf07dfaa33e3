/**
 * The engine against the brute-force enumeration (test/support/enumerate.ts): every pmf entry, mean and
 * probability of the two results (one attack, or a sequence) within 1e-12. Shared by every brute-force test file.
 */
import { expect } from 'vitest';
import type { AttackResult, DefenderOutcome, SequenceResult, Summary } from '../../src/rules/index.js';
import type { SequenceResultOf } from '../../src/sim/index.js';

export const TOLERANCE = 1e-12;

/** Same distribution: every pmf entry, and the mean. */
export function expectSame(name: string, a: Summary, b: Summary): void {
  const n = Math.max(a.pmf.length, b.pmf.length);
  for (let k = 0; k < n; k++) {
    const diff = Math.abs((a.pmf[k] ?? 0) - (b.pmf[k] ?? 0));
    expect(diff, `${name}[${k}]: engine ${a.pmf[k] ?? 0}, brute force ${b.pmf[k] ?? 0}`).toBeLessThanOrEqual(TOLERANCE);
  }
  expect(Math.abs(a.mean - b.mean), `${name} mean`).toBeLessThanOrEqual(TOLERANCE);
}

export function expectClose(name: string, a: number, b: number): void {
  expect(Math.abs(a - b), `${name}: engine ${a}, brute force ${b}`).toBeLessThanOrEqual(TOLERANCE);
}

const STAGES = ['attacks', 'hits', 'criticalHits', 'wounds', 'criticalWounds'] as const;
/** Stages of the side track (against the undamaged unit's first group): enumerated only when asked. */
const SIDE_TRACK = ['unsavedWounds', 'mortalWounds', 'damage'] as const;

/**
 * Everything the engine reports: the defender's distributions and probabilities, each weapon's stages
 * (the side track's when `sideTrack`), hazard and mortal-wound sources.
 */
export function expectAgreement(engine: AttackResult, brute: AttackResult, sideTrack: boolean): void {
  expectSame('woundsLost', engine.woundsLost, brute.woundsLost);
  expectSame('modelsDestroyed', engine.modelsDestroyed, brute.modelsDestroyed);
  engine.modelsDestroyedByGroup.forEach((s, g) => expectSame(`group ${g}`, s, brute.modelsDestroyedByGroup[g]!));
  for (const key of ['pWipe', 'pBelowHalf', 'pAtOrBelowHalf'] as const) expectClose(key, engine[key], brute[key]);
  expect(brute.weapons).toHaveLength(engine.weapons.length);
  engine.weapons.forEach((w, i) => {
    const b = brute.weapons[i]!;
    expect(b.lethal, `${w.weapon} lethal choice`).toBe(w.lethal);
    for (const key of [...STAGES, ...(sideTrack ? SIDE_TRACK : [])]) expectSame(`${w.weapon}.${key}`, w[key], b[key]);
  });
  expect(brute.hazard === undefined, 'hazard').toBe(engine.hazard === undefined);
  if (engine.hazard && brute.hazard) {
    expectSame('hazard.failedRolls', engine.hazard.failedRolls, brute.hazard.failedRolls);
    expectSame('hazard.mortalWounds', engine.hazard.mortalWounds, brute.hazard.mortalWounds);
    expect(brute.hazard.modelsLost === undefined).toBe(engine.hazard.modelsLost === undefined);
    if (engine.hazard.modelsLost && brute.hazard.modelsLost) expectSame('hazard.modelsLost', engine.hazard.modelsLost, brute.hazard.modelsLost);
  }
  const sources = engine.mortalSources ?? [];
  expect(brute.mortalSources ?? []).toHaveLength(sources.length);
  sources.forEach((e, i) => {
    const b = brute.mortalSources![i]!;
    expect(b.name).toBe(e.name);
    expectSame(`${e.name}.mortalWounds`, e.mortalWounds, b.mortalWounds);
    expect(b.selfMortalWounds === undefined, `${e.name} has selfMortalWounds`).toBe(e.selfMortalWounds === undefined);
    if (e.selfMortalWounds && b.selfMortalWounds) expectSame(`${e.name}.selfMortalWounds`, e.selfMortalWounds, b.selfMortalWounds);
    expect(b.ownUnits === undefined, `${e.name} has ownUnits`).toBe(e.ownUnits === undefined);
    if (e.ownUnits && b.ownUnits) {
      expect({ units: b.ownUnits.units, count: b.ownUnits.count }).toEqual({ units: e.ownUnits.units, count: e.ownUnits.count });
      expectSame(`${e.name}.ownUnits.perUnit`, e.ownUnits.perUnit, b.ownUnits.perUnit);
      expectClose(`${e.name}.ownUnits.pAnyUnitHit`, e.ownUnits.pAnyUnitHit, b.ownUnits.pAnyUnitHit);
    }
  });
}

/**
 * A sequence (resolveSequence, run with `stepAlone: true`) against the brute-force enumeration of the
 * same sequence: every step as one attack (its weapons, hazard and sources, and the unit after it), what
 * it alone did, and the unit at the end.
 */
export function expectSequenceAgreement(engine: SequenceResult, brute: SequenceResultOf<Summary, number>, sideTrack: boolean): void {
  expect(brute.steps).toHaveLength(engine.steps.length);
  engine.steps.forEach((step, k) => {
    const b = brute.steps[k]!;
    const asAttack = (s: Pick<AttackResult, 'weapons' | 'hazard' | 'mortalSources'>, after: DefenderOutcome): AttackResult => ({
      edition: engine.edition,
      weapons: s.weapons,
      ...after,
      ...(s.hazard === undefined ? {} : { hazard: s.hazard }),
      ...(s.mortalSources === undefined ? {} : { mortalSources: s.mortalSources }),
    });
    expectAgreement(asAttack(step, step.after), asAttack(b, b.after), sideTrack);
    expect(step.alone.woundsLost, `step ${k + 1}: run the engine with stepAlone`).toBeDefined();
    expectSame(`step ${k + 1} alone.woundsLost`, step.alone.woundsLost!, b.alone.woundsLost);
    expectSame(`step ${k + 1} alone.modelsDestroyed`, step.alone.modelsDestroyed!, b.alone.modelsDestroyed);
    expectClose(`step ${k + 1} alone.expectedWoundsLost`, step.alone.expectedWoundsLost, b.alone.woundsLost.mean);
    expectClose(`step ${k + 1} alone.expectedModelsDestroyed`, step.alone.expectedModelsDestroyed, b.alone.modelsDestroyed.mean);
  });
  expectSame('final woundsLost', engine.woundsLost, brute.woundsLost);
  expectSame('final modelsDestroyed', engine.modelsDestroyed, brute.modelsDestroyed);
  expectClose('final pWipe', engine.pWipe, brute.pWipe);
}
