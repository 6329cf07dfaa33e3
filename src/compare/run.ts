/**
 * Running a comparison: every column against every defender, each case planned by the one planner
 * (planScenario) and resolved as `mathhammer calc` does it, so a cell is a calc run; a sequence column is
 * resolved as `mathhammer sequence` does it, its cell the defender after the last step. Profiles come from
 * the caller's loader, which reads each once.
 */
import { planScenario, ScenarioError, toScenarioOptions, type OptionLayer, type ProfileLoader } from '../plan/index.js';
import { sequenceAsCalc, type CalcReport, type CompareReport } from '../report/index.js';
import { EDITIONS, EngineLimitError, resolveAttack } from '../rules/index.js';
import { planSequence, runSequence } from '../sequence/index.js';
import type { ColumnPlan } from './columns.js';

export type ComparisonInput = {
  readonly columns: readonly ColumnPlan[];
  /** Defenders as the user named them, with their unique labels. */
  readonly defenders: readonly { readonly label: string; readonly source: string }[];
  /** Options common to every column, in order (a comparison file's, then the command line's). */
  readonly common: readonly OptionLayer[];
  readonly vary: readonly string[];
  readonly atLeast: readonly number[] | null;
};

/** Plan and resolve one case; the user's mistakes name the case when there are several. */
function runCase(load: ProfileLoader, input: ComparisonInput, column: ColumnPlan, defender: ComparisonInput['defenders'][number]): CalcReport {
  const several = input.columns.length * input.defenders.length > 1;
  const context = `column "${column.label}" against ${defender.label}`;
  try {
    if (column.steps !== undefined) {
      // A sequence column: the common options and the column's own apply to every step.
      const plan = planSequence(load, { defender: defender.source, common: [...input.common, ...column.layers], steps: column.steps });
      return sequenceAsCalc(runSequence(plan));
    }
    const options = toScenarioOptions([...input.common, ...column.layers]);
    const plan = planScenario(load, column.attacker, defender.source, options);
    return { ...plan.report, result: resolveAttack(plan.scenario, EDITIONS[options.rules]) };
  } catch (error) {
    if (error instanceof ScenarioError) throw several ? error.inCase(context) : error;
    if (error instanceof EngineLimitError && several) throw new ScenarioError([error.message], [], context);
    throw error;
  }
}

/** Every case planned and resolved (throws ScenarioError for the user's mistakes). */
export function runComparison(input: ComparisonInput, load: ProfileLoader): CompareReport {
  return {
    columns: input.columns.map((c) => ({
      label: c.label,
      base: c.base,
      variant: c.variant,
      attacker: c.attacker,
      options: [...c.argv],
      ...(c.steps === undefined ? {} : { steps: c.steps.map((step) => [step.attacker, ...step.options.argv].join(' ')) }),
    })),
    defenders: input.defenders.map((d) => ({ label: d.label, source: d.source })),
    cells: input.defenders.map((defender) => input.columns.map((column) => runCase(load, input, column, defender))),
    vary: [...input.vary],
    atLeast: input.atLeast,
  };
}
