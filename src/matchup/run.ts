/**
 * Running a matchup: every attacker of one side against every unit of the other, per phase and direction,
 * each cell planned by the one planner (planScenario) and resolved as `mathhammer calc` does it, so a cell
 * is a calc run; equal cases are resolved once (the command's cachedResolver). A cell that cannot be
 * computed says why and the others go on.
 */
import { cachedResolver, mergeLayers, planScenario, ScenarioError, toScenarioOptions, type OptionLayer, type ProfileLoader } from '../plan/index.js';
import { EngineLimitError, type AttackResult, type EditionId, type Scenario } from '../rules/index.js';
import { cellMetrics } from './cell.js';
import { layOut } from './order.js';
import type { MatchupCell, MatchupMatrix, MatchupReport, MatchupSide, MatchupUnit, Phase, RankMetric, SideKey } from '../report/index.js';

export type MatchupInput = {
  readonly mine: MatchupSide;
  readonly theirs: MatchupSide;
  readonly phases: readonly Phase[];
  /** Theirs against mine too. */
  readonly bothWays: boolean;
  /** Options for every cell, in order (a matchup file's, the command line's, the library request's). */
  readonly common: readonly OptionLayer[];
  /** Options of a unit (by ref) when it attacks, and when it is attacked, over the common ones. */
  readonly attacking: ReadonlyMap<string, OptionLayer>;
  readonly defending: ReadonlyMap<string, OptionLayer>;
  readonly rules: EditionId;
  readonly by: RankMetric;
  /** Problems met reading the sides, reported with the cells'. */
  readonly problems: readonly string[];
  readonly notes: readonly string[];
};

type Resolve = (scenario: Scenario, rules: EditionId) => AttackResult;

/**
 * Options only one phase reads. With both phases asked for, `--half-range --charged` means half range when
 * shooting and a charge in the fight: each phase's cells drop the other's (calc refuses --half-range with
 * --phase melee, and would warn that no weapon reads --charged when shooting, or that cover does nothing
 * against melee attacks).
 */
const SHOOTING_ONLY = ['overwatch', 'indirect', 'spotted', 'visible', 'pistols', 'halfRange', 'stationary', 'movedAtMost3', 'cover'];
const MELEE_ONLY = ['charged'];

function phaseLayer(phase: Phase, merged: OptionLayer, both: boolean): OptionLayer {
  const off: Record<string, unknown> = { phase };
  if (both) for (const key of phase === 'melee' ? SHOOTING_ONLY : MELEE_ONLY) if (merged[key] !== undefined && merged[key] !== false) off[key] = false;
  return off;
}

/** One case; the user's mistakes and engine limits become the cell's reason. */
function runCell(load: ProfileLoader, resolve: Resolve, layers: readonly OptionLayer[], attacker: MatchupUnit, defender: MatchupUnit): MatchupCell {
  try {
    const options = toScenarioOptions(layers);
    const plan = planScenario(load, attacker.ref, defender.ref, options);
    const report = { ...plan.report, result: resolve(plan.scenario, options.rules) };
    return { ok: true, metrics: cellMetrics(report), report };
  } catch (error) {
    if (error instanceof ScenarioError || error instanceof EngineLimitError) return { ok: false, reason: reasonOf(error) };
    throw error;
  }
}

/** A refusal in one line: "no weapon of The Twin Lance can attack in the melee phase". */
function reasonOf(error: ScenarioError | EngineLimitError): string {
  if (error instanceof EngineLimitError) return error.message;
  return [...error.problems, ...error.issues.map((i) => i.message)].join('; ');
}

/** One phase in one direction: who attacks whom. */
export type MatrixPlan = { readonly phase: Phase; readonly from: MatchupSide; readonly to: MatchupSide };

/** The matrices asked for, in the report's order: each phase mine against theirs, then (both ways) back. */
export function matrixPlans(input: MatchupInput): MatrixPlan[] {
  const directions: [MatchupSide, MatchupSide][] = [[input.mine, input.theirs], ...(input.bothWays ? [[input.theirs, input.mine] as [MatchupSide, MatchupSide]] : [])];
  return directions.flatMap(([from, to]) => input.phases.map((phase) => ({ phase, from, to })));
}

/** Rows of cells, by matrix then attacker; null for a row another thread computes. */
export type CellRows = readonly (readonly (readonly MatchupCell[] | null)[])[];

/**
 * The cells of the rows `mine(m, a)` keeps (matrix m, attacker a): the whole matrix by default, or a
 * share of it when the rows are split between threads (src/cli/matchup-parallel.ts).
 */
export function computeRows(input: MatchupInput, load: ProfileLoader, keep: (m: number, a: number) => boolean = () => true): CellRows {
  const resolve = cachedResolver();
  return matrixPlans(input).map(({ phase, from, to }, m) =>
    from.units.map((attacker, a) => {
      if (!keep(m, a)) return null;
      return to.units.map((defender) => {
        const layers = [...input.common, input.attacking.get(attacker.ref) ?? {}, input.defending.get(defender.ref) ?? {}];
        return runCell(load, resolve, [...layers, phaseLayer(phase, mergeLayers(layers), input.phases.length > 1)], attacker, defender);
      });
    }),
  );
}

const SIDE_NAMES: Record<SideKey, string> = { mine: 'mine', theirs: 'theirs' };

/**
 * Each refusal once: a unit that cannot attack in a phase is said once for its every target
 * ("The Twin Lance (mine), melee: no weapon … (every target)"), not once per cell.
 */
function cellProblems(report: Pick<MatchupReport, 'mine' | 'theirs' | 'matrices'>): string[] {
  const out: string[] = [];
  for (const matrix of report.matrices) {
    const from = report[matrix.attackers];
    const to = report[matrix.defenders];
    matrix.cells.forEach((row, a) => {
      const byReason = new Map<string, string[]>();
      row.forEach((cell, d) => {
        if (!cell.ok) byReason.set(cell.reason, [...(byReason.get(cell.reason) ?? []), to.units[d]!.label]);
      });
      for (const [reason, targets] of byReason) {
        const against = targets.length === row.length ? 'every target' : `against ${targets.join(', ')}`;
        out.push(`${from.units[a]!.label} (${SIDE_NAMES[matrix.attackers]}), ${matrix.phase}, ${against}: not computed: ${reason}`);
      }
    });
  }
  return out;
}

/** The report from every row of cells (each row computed here or by another thread): laid out and its problems said. */
export function assembleMatchup(input: MatchupInput, rows: CellRows): MatchupReport {
  const matrices = matrixPlans(input).map(({ phase, from, to }, m): MatchupMatrix => {
    const cells = (rows[m] ?? []).map((row, a) => {
      if (row === null) throw new RangeError(`assembleMatchup: row ${a} of matrix ${m} was not computed`);
      return row;
    });
    return { phase, attackers: from.key, defenders: to.key, cells, ...layOut(cells, to.units.length, input.by) };
  });
  const report = { mine: input.mine, theirs: input.theirs, matrices };
  return { ...report, rules: input.rules, by: input.by, problems: [...input.problems, ...cellProblems(report)], notes: [...input.notes] };
}

/** Every matrix computed; throws only for a bug (the user's mistakes are cells' reasons or problems). */
export function runMatchup(input: MatchupInput, load: ProfileLoader): MatchupReport {
  return assembleMatchup(input, computeRows(input, load));
}
