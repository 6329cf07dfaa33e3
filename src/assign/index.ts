/** The shooting plan: each attacker to a target, maximising a goal over exact sequences (docs/plan.md). */
export { runPlan, type PlanInput } from './run.js';
export { searchPlan, exhaustivePlan, planValue, better, type Assignment, type Evaluator, type ScoredPlan, type SearchResult, type Value } from './search.js';
export { sequenceEvaluator, type GroupOutcome, type SequenceEvaluator } from './evaluate.js';
export { targetValue, targetCap, type PlanGoal, type TargetFacts } from './goal.js';
