/** The profile layer: YAML unit profiles → units, defenders and firing plans for the engine. */
export type * from './types.js';
export { formatIssue, sortIssues, uniqueIssues, type Issue, type Result } from './issue.js';
export { parseProfile, PROFILE_KEYS } from './parse-profile.js';
export { formatFileSize, tooLargeMessage } from './file-size.js';
export { decodeText, notUtf8Message, type DecodedText } from './decode-text.js';
export {
  loadProfile, loadProfileBytes, loadProfileText, loadBundled, listBundled, locate, readText, inspectProfile, inspectProfileBytes, MAX_PROFILE_BYTES,
  type LoadOptions, type Located, type ProfileInspection,
} from './load.js';
export { resolveUnit, pointsFor, unknownLoadout, type ResolveOptions } from './resolve.js';
export { toDefenderUnit, missingCharacteristics, isCharacter, type DefenderOverrides } from './defender.js';
export { planFiring, type FiringOptions, type FiringPlan, type Fired, type ProfileChoice } from './firing.js';
export { parseAbility, parseAbilities, formatAbility, abilityKindLabel, ABILITY_SPELLINGS } from './abilities.js';
export { estimateDamage, chooseMelee } from './melee-choice.js';
export { closest, didYouMean } from './suggest.js';
