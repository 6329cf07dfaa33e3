/**
 * `simulate` as a picture. With --compare: the exact distribution as bars and the simulated frequencies
 * over them as points with error bars of ± the check's standard errors (4), so agreement is seen at a
 * glance: every error bar reaches the top of its bar. Without --compare: the simulated distribution,
 * drawn as calc draws the exact one.
 */
import { renderSimulate } from '../simulate/render.js';
import { asCalcReport, type SimulateReport } from '../simulate/types.js';
import { distributionPanel, pictureTitle, quantities, scenarioPhrases, type Quantity } from './from-calc.js';
import type { DistributionPanel, PictureRequest } from './request.js';

/** The comparison's name of a quantity's distribution (docs/json.md). */
const FIELD: Readonly<Record<Quantity, string>> = { models: 'modelsSlain', wounds: 'damage' };

/** The standard errors of one field's pmf entries, by k, as the comparison computed them. */
function stdErrors(report: SimulateReport, field: string): number[] {
  const out: number[] = [];
  for (const entry of report.comparison?.entries ?? []) if (entry.field === field && entry.k !== null) out[entry.k] = entry.stdError;
  return out;
}

/** The check in words: its largest difference and whether everything agreed. */
function agreementFacts(report: SimulateReport): string[] {
  const comparison = report.comparison;
  if (comparison === null) return [];
  const largest = comparison.largest === null ? [] : [`largest difference ${(Math.abs(comparison.largest.difference) * 100).toFixed(2)} points`];
  return [...largest, `all within ${comparison.sigmas} SE: ${comparison.agrees ? 'yes' : 'no'}`];
}

function comparedPanels(report: SimulateReport): DistributionPanel[] {
  const exact = asCalcReport(report, report.exact ?? report.simulated);
  const trials = report.simulated.trials.toLocaleString('en-US');
  const sigmas = report.comparison?.sigmas ?? 0;
  return quantities(exact).map((quantity, i) => {
    const panel = distributionPanel(exact, quantity);
    const simulated = quantity === 'models' ? report.simulated.modelsDestroyed : report.simulated.woundsLost;
    return {
      ...panel,
      facts: i === 0 ? [...panel.facts, ...agreementFacts(report)] : panel.facts,
      estimate: { label: `simulated (${trials} trials, ±${sigmas} SE)`, pmf: simulated.pmf, stdErrors: stdErrors(report, FIELD[quantity]), sigmas },
    };
  });
}

export function simulatePicture(report: SimulateReport): PictureRequest {
  const simulated = asCalcReport(report, report.simulated);
  const compared = report.exact !== null && report.comparison !== null;
  return {
    title: pictureTitle(report),
    subtitle: [...scenarioPhrases(simulated), `${report.simulated.trials.toLocaleString('en-US')} attacks rolled die by die, seed ${report.simulated.seed}`],
    panels: compared ? comparedPanels(report) : quantities(simulated).map((q) => distributionPanel(simulated, q)),
    footer: compared ? 'Exact probabilities against simulated frequencies, computed by mathhammer' : 'Simulated frequencies (Monte Carlo), computed by mathhammer',
    document: { text: renderSimulate(report, 'table', { color: false }) },
  };
}
