/** The shooting plan: each attacker to a target, maximising a goal over exact sequences (docs/plan.md). */
export { preparePlan, runPlan, type PlanInput, type PreparedPlan } from './run.js';
export { searchPlan, searchGroups, wholeUnits, GROUPS_METHOD, exhaustivePlan, exhaustiveFits, type SearchMethod, planValue, better, type Assignment, type Evaluator, type ScoredPlan, type SearchResult, type Value } from './search.js';
export { sequenceEvaluator, type GroupOutcome, type SequenceEvaluator } from './evaluate.js';
export { targetValue, targetCap, type PlanGoal, type TargetFacts } from './goal.js';
