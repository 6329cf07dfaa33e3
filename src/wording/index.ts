/** Reading players' rule texts into the effects model: see types.ts. */
export type * from './types.js';
export { countAssumption, effectNames, notModelledReasons, ruleStatus } from './types.js';
export { readRule } from './read-rule.js';
export { BUILD_ID, readingOf, rememberReadings } from './memo.js';
export { splitSentences } from './sentences.js';
export { plainText } from './normalise.js';
