/** Planning: scenario options and loaded profiles → the engine's Scenario and the report around it. */
export { ScenarioError } from './scenario-error.js';
export { cachedLoader, loadEvery, withRulesOf, type ProfileLoader } from './profiles.js';
export { planScenario } from './plan-scenario.js';
export { cachedResolver, canonicalKey, canonicalKeys } from './resolve-cache.js';
export { planCalc, checkCombinations, firesNothing, modifiersOf, SITUATION_FLAGS, type CalcPlan, type Side } from './plan-calc.js';
export { SCENARIO_OPTIONS, OPTIONS_BY_NAME, defaultOptions, onceOnly, optionFlags, type OptionDefinition, type ScenarioOptions } from './options/definitions.js';
export { OptionValueError } from './options/error.js';
export {
  mergeLayers, parseOptionText, parseOptionValue, parseOptionWords, readArgv, scenarioKeys, setTwice, splitWords, toScenarioOptions, turnedOff, withoutReplaced, type OptionLayer,
  type OptionsResult, type ParsedOptions, type Word,
} from './options/text.js';
export { resolveEffect, profileEffects, type EffectResolution } from './options/effects.js';
export { MORTAL_PRESETS, parseMortalSource } from './options/mortals.js';
export { collectList, collectOne, oneOf } from './options/values.js';
export { checkProfile } from './check-profile.js';
export { readNames, readOptions, referenceBeside } from './options/yaml.js';
export { withChoices, type RuleSource, type ArmyChoices } from './army-choices.js';
export { describeUnit, type ShowRequest, type SourcedProfile } from './show-unit.js';
