/** The engine's public surface: everything the front ends need from src/rules/. */
export type * from './types.js';
export { EDITIONS, DEFAULT_EDITION, TENTH, ELEVENTH, type EditionRules } from './editions.js';
export { resolveAttack } from './pipeline.js';
export { weaponMemo, type WeaponMemo } from './prepared-step.js';
export { EngineLimitError } from './defender-space.js';
export { woundByStrengthText, woundClassifier, woundTarget } from './wound.js';
export { effectiveSkill, hitClassifier } from './hit.js';
export { saveClassifier } from './save.js';
export { FACES, FAIL, SUCCESS } from './rolls.js';
export { weaponContext } from './weapon-context.js';
export { resolveSequence } from './sequence.js';
export { abilityKindLabel, formatAbility } from './ability-label.js';
