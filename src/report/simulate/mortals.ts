/**
 * The mortal-wound sources (--mortals) of a simulated attack in words, as estimates with their standard
 * errors: what each source inflicted on the target (before the attack, or after it), and what it cost your own side
 * (Crushing Impact's 1s, Acceptable Losses), laid out like calc's sections (table.ts).
 */
import { MORTALS_HEADING } from '../calc/scenario.js';
import { formatPercent2 } from './labels.js';
import type { EstimatedSummary, SimulateReport } from './types.js';

/** One estimate: its label, value and standard error as printed, and words after them. */
export type EstimateRow = { readonly label: string; readonly value: string; readonly error: string; readonly extra?: string };

/** A heading and its rows. */
export type EstimateSection = { readonly heading: string; readonly rows: readonly EstimateRow[] };

function mean(s: EstimatedSummary): Pick<EstimateRow, 'value' | 'error'> {
  return { value: s.mean.toFixed(3), error: s.stdError.toFixed(3) };
}

/** A frequency and its standard error √(p(1 − p) / samples). */
function probability(p: number, samples: number): Pick<EstimateRow, 'value' | 'error'> {
  return { value: formatPercent2(p), error: formatPercent2(Math.sqrt((p * (1 - p)) / samples)) };
}

/** The sources that hurt the target, in order (a source rolled for your own units hurts only them). */
export function mortalsOnTarget(report: SimulateReport): EstimateSection | null {
  const rows = (report.simulated.mortalSources ?? [])
    .filter((s) => s.ownUnits === undefined)
    .map((s): EstimateRow => ({ label: s.name, ...mean(s.mortalWounds), extra: 'mortal wounds' }));
  return rows.length === 0 ? null : { heading: `${MORTALS_HEADING} (simulated, ± one standard error)`, rows };
}

/**
 * What each source costs your own side, one section per source that has a cost: the attacking unit's
 * mortal wounds, or each own unit's, all of them together and P(at least one unit is hit).
 */
export function mortalCosts(report: SimulateReport): EstimateSection[] {
  const trials = report.simulated.trials;
  return (report.simulated.mortalSources ?? []).flatMap((s): EstimateSection[] => {
    const self = s.selfMortalWounds;
    if (self === undefined) return [];
    const own = s.ownUnits;
    if (own === undefined) {
      const rows = [
        { label: 'Mortal wounds suffered', ...mean(self) },
        { label: 'P(at least 1)', ...probability(1 - (self.pmf[0] ?? 0), trials) },
      ];
      return [{ heading: `${s.name}: cost to ${report.attacker.name} (simulated)`, rows }];
    }
    const one = own.count === 1;
    const perUnit = { label: one ? 'Mortal wounds suffered' : 'Mortal wounds per unit', ...mean(own.perUnit) };
    const rows = one
      ? [perUnit, { label: 'P(the unit is hit)', ...probability(own.pAnyUnitHit, trials) }]
      : [perUnit, { label: 'Mortal wounds in all', ...mean(self) }, { label: 'P(at least one unit is hit)', ...probability(own.pAnyUnitHit, trials) }];
    const units = one ? `${own.units} unit` : `${own.count} ${own.units} units`;
    return [{ heading: `${s.name}: cost to your ${units} (simulated)`, rows }];
  });
}
