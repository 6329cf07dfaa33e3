/**
 * Running a comparison: every column against every defender, each case planned by the one planner
 * (planScenario) and resolved as `mathhammer calc` does it, so a cell is a calc run; a sequence column is
 * resolved as `mathhammer sequence` does it, its cell the defender after the last step. Profiles come from
 * the caller's loader, which reads each once.
 */
import { cachedResolver, planScenario, ScenarioError, toScenarioOptions, type OptionLayer, type ProfileLoader } from '../plan/index.js';
import { sequenceAsCalc, type CalcReport, type CompareColumn, type CompareReport } from '../report/index.js';
import { EngineLimitError, type AttackResult, type EditionId, type Scenario } from '../rules/index.js';
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

type Resolve = (scenario: Scenario, rules: EditionId) => AttackResult;

/**
 * Plan and resolve one case; the user's mistakes name the case when there are several. `resolve` is the
 * command's cache: cells planned to the same Scenario share one result.
 */
function runCase(load: ProfileLoader, resolve: Resolve, input: ComparisonInput, column: ColumnPlan, defender: ComparisonInput['defenders'][number]): CalcReport {
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
    return { ...plan.report, result: resolve(plan.scenario, options.rules) };
  } catch (error) {
    if (error instanceof ScenarioError) throw several ? error.inCase(context) : error;
    if (error instanceof EngineLimitError && several) throw new ScenarioError([error.message], [], context);
    throw error;
  }
}

/**
 * The column as the report shows it. A column whose own named effect (`--column "x: effect …"`, a
 * `--vary` of an effect) applied in none of its cells says so in its label, "(not applied: needs
 * --round 3–5)", or "(not applied vs tank: …)" when it did against some defenders: a column labelled as if
 * the effect applied would mislead (issue 14 point 8).
 */
function shownColumn(column: ColumnPlan, cells: readonly CalcReport[], defenders: ComparisonInput['defenders']): CompareColumn {
  const own = new Set(toScenarioOptions(column.layers).effect?.map((e) => e.name));
  const suffixes: string[] = [];
  for (const name of own) {
    const missed = cells.flatMap((cell, d) => (cell.warnings ?? []).filter((w) => w.effect?.name === name).map((w) => ({ d, why: w.effect!.why })));
    if (missed.length === 0) continue;
    const against = missed.length === cells.length ? '' : ` vs ${missed.map((m) => defenders[m.d]?.label ?? '').join(', ')}`;
    suffixes.push(`(not applied${against}: ${missed[0]!.why})`);
  }
  const suffix = suffixes.length === 0 ? '' : ` ${suffixes.join(' ')}`;
  // The part of the label the effect came from carries it: the --vary variant naming it, else the base.
  const inVariant = column.variant !== null && [...own].some((name) => column.variant!.toLowerCase().includes(name.toLowerCase()));
  return {
    label: `${column.label}${suffix}`,
    base: inVariant ? column.base : `${column.base}${suffix}`,
    variant: inVariant ? `${column.variant}${suffix}` : column.variant,
    attacker: column.attacker,
    options: [...column.argv],
    ...(column.steps === undefined ? {} : { steps: column.steps.map((step) => [step.attacker, ...step.options.argv].join(' ')) }),
  };
}

/** Every case planned and resolved (throws ScenarioError for the user's mistakes). */
export function runComparison(input: ComparisonInput, load: ProfileLoader): CompareReport {
  const resolve = cachedResolver();
  const cells = input.defenders.map((defender) => input.columns.map((column) => runCase(load, resolve, input, column, defender)));
  return {
    columns: input.columns.map((c, i) => shownColumn(c, cells.map((row) => row[i]!), input.defenders)),
    defenders: input.defenders.map((d) => ({ label: d.label, source: d.source })),
    cells,
    vary: [...input.vary],
    atLeast: input.atLeast,
  };
}
