/** A planned sequence resolved exactly: the report its renderers print. */
import type { SequenceReport } from '../report/index.js';
import { EDITIONS, resolveSequence } from '../rules/index.js';
import type { SequencePlan } from './plan.js';

export function runSequence(plan: SequencePlan): SequenceReport {
  const result = resolveSequence(plan.sequence, EDITIONS[plan.rules]);
  const first = plan.steps[0];
  if (first === undefined) throw new RangeError('runSequence: the plan has no steps');
  return {
    rules: plan.rules,
    defender: first.plan.report.defender,
    steps: plan.steps.map((step, i) => {
      const { defender: _defender, ...attack } = step.plan.report;
      return {
        ...attack,
        label: step.label,
        options: step.options,
        ...(step.belowHalf === undefined ? {} : { belowHalfEffects: step.belowHalf.report.effects ?? [] }),
        result: result.steps[i]!,
      };
    }),
    result,
    notes: plan.steps.length > 1 ? ['each step starts from the defender as the steps before left it; battle-shock is judged after the last step'] : [],
  };
}
