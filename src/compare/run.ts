/**
 * Running a comparison: every column against every defender, each case planned by the one planner
 * (planScenario) and resolved as `mathhammer calc` does it, so a cell is a calc run. Profiles come from
 * the caller's loader, which reads each once.
 */
import { planScenario, ScenarioError, toScenarioOptions, type OptionLayer, type ProfileLoader } from '../plan/index.js';
import type { CalcReport, CompareReport } from '../report/index.js';
import { EDITIONS, EngineLimitError, resolveAttack } from '../rules/index.js';
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
  const options = toScenarioOptions([...input.common, ...column.layers]);
  try {
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
    columns: input.columns.map((c) => ({ label: c.label, base: c.base, variant: c.variant, attacker: c.attacker, options: [...c.argv] })),
    defenders: input.defenders.map((d) => ({ label: d.label, source: d.source })),
    cells: input.defenders.map((defender) => input.columns.map((column) => runCase(load, input, column, defender))),
    vary: [...input.vary],
    atLeast: input.atLeast,
  };
}
