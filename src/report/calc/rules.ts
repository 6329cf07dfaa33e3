/**
 * The units' rules in a report (CalcReport.unitRules), one line each: "Deft Parry (datasheet): −1 to hit",
 * under the status: applied, in the characteristics, inactive in this attack, applies when named, not
 * modelled. Shared by the table, Markdown and CSV renderers.
 */
import type { RuleSummary, UnitRules } from '../types.js';

const STATUS_LABEL: Record<RuleSummary['status'], string> = {
  applied: 'applied',
  statline: 'in the statline',
  inactive: 'inactive here',
  available: 'when named',
  'not-modelled': 'not modelled',
};

export function ruleStatusLabel(status: RuleSummary['status']): string {
  return STATUS_LABEL[status];
}

/** "Oath of Moment (army rule): re-roll failed hit rolls — --effect "Oath of Moment" assumes: the target is …". */
export function ruleText(rule: RuleSummary): string {
  const what = rule.status === 'available' ? `--effect "${rule.name}" gives ${(rule.changes ?? []).join(', ')}` : (rule.changes ?? []).join(', ');
  const parts = [what, rule.why ?? '', rule.assumes === undefined || rule.assumes.length === 0 ? '' : `assumes ${rule.assumes.join('; ')}`].filter((p) => p !== '');
  return `${rule.name} (${rule.origin})${parts.length === 0 ? '' : `: ${parts.join(' — ')}`}`;
}

/** "Rules of Vigilators (defender)", then a line per rule with its status, in the order of the statuses. */
export function rulesSections(units: readonly UnitRules[] | undefined): { readonly heading: string; readonly lines: readonly { readonly status: string; readonly text: string }[] }[] {
  const order = Object.keys(STATUS_LABEL) as RuleSummary['status'][];
  return (units ?? []).map((unit) => ({
    heading: `Rules of ${unit.unit} (${unit.side})`,
    lines: [...unit.rules].sort((a, b) => order.indexOf(a.status) - order.indexOf(b.status)).map((r) => ({ status: STATUS_LABEL[r.status], text: ruleText(r) })),
  }));
}
