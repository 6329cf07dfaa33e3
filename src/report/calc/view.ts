/**
 * The calc report as the readable formats show it, built once: every label, text and number already
 * worked out, so the terminal table and the Markdown only lay it out (each in its own way: colours and
 * wrapping, or escaping). CSV and JSON are data formats and read the report itself.
 */
import type { Modifiers, Summary, WeaponResult } from '../../rules/index.js';
import { formatMean, formatPercent } from '../text/format.js';
import type { CalcReport } from '../types.js';
import { rulesSections } from './rules.js';
import {
  battleShockFacts,
  battleShockTrigger,
  chartedDistribution,
  distributionRows,
  editionLabel,
  effectText,
  groupNames,
  groupText,
  modifierTexts,
  mortalSourceFacts,
  pairWeapons,
  selfCosts,
  totalMean,
  unitLabel,
  weaponAbilityTexts,
  weaponModifierTexts,
  weaponProfileText,
  type DistributionRow,
  type ResultFact,
} from './scenario.js';

/** One line of a result list: "Expected models destroyed   2.34  of 5". */
export type Fact = {
  readonly label: string;
  readonly value: string;
  readonly extra?: string;
  /** A detail of the fact above it (a model group's share). */
  readonly indented?: boolean;
};

export type WeaponRow = {
  /** "10× Pulse rifle". */
  readonly name: string;
  readonly profile: string;
  /** Abilities in play and the weapon's own modifiers. */
  readonly extras: readonly string[];
  /** Formatted means, one per stage of STAGES. */
  readonly values: readonly string[];
};

export type Section = { readonly heading: string; readonly facts: readonly Fact[] };

export type CalcView = {
  readonly attacker: string;
  readonly defender: string;
  readonly edition: string;
  readonly rules: string;
  readonly phase: string;
  readonly conditions: readonly string[];
  readonly modifiers: readonly string[];
  /** "Attacker: 9 Fire Warrior (T3 Sv4+ W1), …", for each side whose groups are known. */
  readonly groups: readonly { readonly side: 'Attacker' | 'Defender'; readonly texts: readonly string[] }[];
  readonly effects: readonly string[];
  /** The units' rules, a section per unit (rules.ts). */
  readonly unitRules: ReturnType<typeof rulesSections>;
  /** Inputs not applied as given: printed before the notes, as warnings. */
  readonly warnings: readonly string[];
  readonly notes: readonly string[];
  /** Mortal wounds rolled outside the attack, before or after it (empty: none). */
  readonly mortals: readonly Fact[];
  readonly weapons: readonly WeaponRow[];
  /** The stages' totals over the weapons, when more than one fires. */
  readonly totals: readonly string[] | null;
  readonly result: readonly Fact[];
  readonly distribution: {
    readonly title: string;
    /** null: rows left out here (a ⋮ line). */
    readonly rows: readonly (DistributionRow | null)[];
    /** The largest P(exactly k), for bar lengths. */
    readonly max: number;
  };
  /** The attacker's [HAZARDOUS] losses, then what mortal-wound sources cost your own side. */
  readonly costs: readonly Section[];
};

/**
 * Why a weapon's Damage can exceed the Result's wounds lost: the stages are counted against the first
 * model group before any model is removed (docs/rules.md 8a), the Result after allocation.
 */
export const STAGES_NOTE =
  'Unsaved and Damage count against the first model group, before excess damage is lost when a model is destroyed; the Result below is after allocation.';

/** The per-weapon stages the readable formats show, in order. */
export const STAGES: readonly { readonly head: string; readonly get: (r: WeaponResult) => Summary }[] = [
  { head: 'Attacks', get: (r) => r.attacks },
  { head: 'Hits', get: (r) => r.hits },
  { head: 'Wounds', get: (r) => r.wounds },
  { head: 'Unsaved', get: (r) => r.unsavedWounds },
  { head: 'Mortal wounds', get: (r) => r.mortalWounds },
  { head: 'Damage', get: (r) => r.damage },
];

/** The characteristic changes a weapon attacks with: the scenario's and its own, added. */
function sumModifiers(scenario: Modifiers, own: Modifiers = {}): Modifiers {
  const add = (key: 'attacks' | 'strength' | 'bs' | 'ap' | 'damage'): number => (scenario[key] ?? 0) + (own[key] ?? 0);
  return { attacks: add('attacks'), strength: add('strength'), bs: add('bs'), ap: add('ap'), damage: add('damage') };
}

function fact(f: ResultFact): Fact {
  const value = f.probability === undefined ? formatMean(f.mean ?? 0) : formatPercent(f.probability);
  return { label: f.label, value, ...(f.extra === undefined ? {} : { extra: f.extra }) };
}

function resultFacts(report: CalcReport): Fact[] {
  const r = report.result;
  const facts: Fact[] = [
    { label: 'Expected wounds lost', value: formatMean(r.woundsLost.mean) },
    { label: 'Expected models destroyed', value: formatMean(r.modelsDestroyed.mean), extra: `of ${report.defender.models}` },
  ];
  if (r.modelsDestroyedByGroup.length > 1) {
    const names = groupNames(report);
    r.modelsDestroyedByGroup.forEach((summary, i) => {
      const group = report.defender.groups?.[i];
      const name = names[i];
      facts.push({
        label: name ?? `group ${i + 1}`,
        value: formatMean(summary.mean),
        indented: true,
        ...(group === undefined || name === null || name === undefined ? {} : { extra: `of ${group.count}` }),
      });
    });
  }
  const trigger = battleShockTrigger(report);
  facts.push({ label: 'P(unit destroyed)', value: formatPercent(r.pWipe) });
  facts.push({ label: 'P(below half-strength)', value: formatPercent(r.pBelowHalf), ...(trigger === 'below-half' ? { extra: 'battle-shock test' } : {}) });
  if (trigger === 'at-or-below-half') {
    facts.push({ label: 'P(at or below half-strength)', value: formatPercent(r.pAtOrBelowHalf), extra: 'battle-shock test' });
  }
  facts.push(...battleShockFacts(report).map(fact));
  return facts;
}

function hazardSection(report: CalcReport): Section[] {
  const hazard = report.result.hazard;
  if (hazard === undefined) return [];
  const facts: Fact[] = [
    { label: 'Failed hazard rolls', value: formatMean(hazard.failedRolls.mean) },
    { label: 'Mortal wounds suffered', value: formatMean(hazard.mortalWounds.mean) },
  ];
  if (hazard.modelsLost !== undefined) {
    facts.push({ label: 'Models lost', value: formatMean(hazard.modelsLost.mean), extra: `P(at least 1) ${formatPercent(1 - (hazard.modelsLost.pmf[0] ?? 0))}` });
  }
  return [{ heading: `Hazardous: losses of ${report.attacker.name}`, facts }];
}

export function calcView(report: CalcReport): CalcView {
  const pairs = pairWeapons(report);
  const { title, pmf, maxK } = chartedDistribution(report);
  return {
    attacker: unitLabel(report.attacker),
    defender: unitLabel(report.defender),
    edition: editionLabel(report),
    rules: report.rules,
    phase: report.phase,
    conditions: report.conditions,
    modifiers: modifierTexts(report.modifiers, report.capped),
    groups: ([['Attacker', report.attacker], ['Defender', report.defender]] as const)
      .filter(([, unit]) => (unit.groups?.length ?? 0) > 0)
      .map(([side, unit]) => ({ side, texts: (unit.groups ?? []).map(groupText) })),
    effects: (report.effects ?? []).map(effectText),
    unitRules: rulesSections(report.unitRules),
    warnings: (report.warnings ?? []).map((w) => w.text),
    notes: report.notes,
    mortals: mortalSourceFacts(report).map(fact),
    weapons: pairs.map((pair) => ({
      name: `${pair.fired.count}× ${pair.fired.weapon.name}`,
      profile: weaponProfileText(pair.fired.weapon, sumModifiers(report.modifiers, pair.fired.modifiers), report.rules),
      extras: [...weaponAbilityTexts(pair.fired, pair.result), ...weaponModifierTexts(pair.fired)],
      values: STAGES.map((s) => formatMean(s.get(pair.result).mean)),
    })),
    totals: pairs.length > 1 ? STAGES.map((s) => formatMean(totalMean(pairs, s.get))) : null,
    result: resultFacts(report),
    distribution: { title, rows: distributionRows(pmf, maxK), max: Math.max(...pmf) },
    costs: [...hazardSection(report), ...selfCosts(report).map((cost) => ({ heading: cost.heading, facts: cost.facts.map(fact) }))],
  };
}
