/** The reference simulator's public surface (docs/rules.md played die by die). */
export type { Roller } from './roller.js';
export { seededRoller, rollDice } from './roller.js';
export type { Outcome, WeaponOutcome, HazardOutcome, MortalSourceOutcome, AttackResultOf, WeaponResultOf, MortalSourceResultOf } from './outcome.js';
export { outcomeFields } from './outcome.js';
export type { AttackPlan, WeaponPlan } from './plan.js';
export { prepareAttack } from './plan.js';
export type { ResolveOptions } from './resolve.js';
export { resolveOnce, playAttack } from './resolve.js';
export type { EstimatedSummary, SimulatedResult, SimulatedSequenceResult } from './monte-carlo.js';
export { simulate, simulateSequence } from './monte-carlo.js';
export type { SequenceOutcome, SequencePlan, SequenceStepOutcome } from './sequence.js';
export { playSequence, prepareSequence } from './sequence.js';
export type { SequenceResultOf } from './sequence-outcome.js';
export { chooseLethal, expectedDamagePerAttack } from './lethal-choice.js';
