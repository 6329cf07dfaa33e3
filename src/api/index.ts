/**
 * mathhammer as a library: the functions the command line calls, for chat bots, web pages and notebooks.
 * Exact distributions of Warhammer 40,000 attacks (10e and 11e rules); docs/api.md has runnable examples.
 *
 *   import { calc } from 'mathhammer';
 *   const result = calc('strike-team', 'meq', 'half-range');
 *   result.modelsSlain.mean;  // expected Marines destroyed
 *
 * Results are the JSON contract's objects (docs/json.md, schemas in docs/schema/). The user's mistakes
 * throw ScenarioError (its `problems` and located `issues`); inputs too big to compute exactly throw
 * EngineLimitError; profile loaders return every issue instead of throwing.
 */
export { calc, calcReport, planCalc, resolvePlan } from './calc.js';
export { compare, compareReport, type CompareRequest } from './compare.js';
export { matchup, matchupReport, type MatchupRequest, type SideInput } from './matchup.js';
export { plan, planReport, type PlanRequest } from './plan.js';
export { sequence, sequenceReport, needed, neededReport, type SequenceRequest, type StepInput, type NeededRequest } from './sequence.js';
export { simulate, simulateReport, simulateSteps, DEFAULT_SEED, DEFAULT_TRIALS, MAX_TRIALS, SIMULATION_CHUNK, type SimulateSettings } from './simulate.js';
export { loadProfile, parseProfileYaml, profileFromObject, validateProfile, bundledProfiles } from './profiles.js';
export { showUnit } from './show.js';
export { importArmy, dataFolderLoader, type ArmyImport, type ArmyImportOptions, type ArmyKind, type ImportedUnit } from './army.js';
export { scenarioOptions, optionLayer, type OptionsInput, type OptionValues } from './options.js';
export type { ApiContext, ProfileInput } from './context.js';
export { renderReport, renderCompare, renderSimulate, type ReportFormat } from '../report/index.js';
export { renderSequence, renderNeeded, renderShow, type ShowFormat } from '../report/index.js';
export { renderMatchup, type MatchupJson, type MatchupReport, type MatchupCell, type MatchupMatrix, type MatchupSide, type MatchupUnit, type CellMetrics, type RankMetric } from '../report/index.js';
export { renderPlan, PLAN_FORMATS, type PlanReport, type PlanJson, type PlanTarget, type PlanStep, type PlanCommandReroll, type PlanFormat } from '../report/index.js';
export type { CalcJson, CompareJson, SimulateJson, SequenceJson, NeededJson, CalcReport, CompareReport, SimulateReport, SequenceReport, NeededReport, Goal, ShowJson } from '../report/index.js';
export { ScenarioError, SCENARIO_OPTIONS, type CalcPlan, type ScenarioOptions, type ProfileLoader, type OptionDefinition } from '../plan/index.js';
export { EngineLimitError, type AttackResult, type Scenario, type EditionId, type Summary } from '../rules/index.js';
export type { Issue, Result, UnitProfile } from '../profile/index.js';
export { EFFECTS, type EffectEntry } from '../effects/index.js';
