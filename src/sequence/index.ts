/** Sequences (several attacks in order against one defender, its exact state carried) and `needed`. */
export { parseStepText, type StepText } from './step-text.js';
export {
  loadSequenceFile, optionPlaces, parseSequenceFile, readStep, type FileStep, type Named, type OptionPlaces, type SequenceFile, type StepPlaces,
} from './file.js';
export { checkReferences, checkSequenceFile, commonReferences, defenderReference, stepReferences, type Reference } from './references.js';
export { planSequence, planStep, toSequence, type SequencePlan, type SequenceRequest, type StepPlan, type StepRequest } from './plan.js';
export { runSequence } from './run.js';
export { GOAL_FORMS, parseGoal, parseProbability, pGoal, type Goal } from './goal.js';
export { needed, DEFAULT_MAX, MAX_COPIES, MAX_MODELS, type NeededPoint, type NeededReport, type NeededRequest } from './needed.js';
export { legalSizes, modelCount, scaleModels } from './scale.js';
