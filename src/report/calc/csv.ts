/**
 * RFC 4180 CSV for spreadsheets, in one tidy ("long") table documented in docs/formats.md:
 *
 *     section,subject,quantity,statistic,k,value
 *
 * One row per fact: the scenario (text values), every distribution as a `mean` row and one `pmf` row
 * per k, and the single probabilities. Numbers at full precision; CRLF line ends; UTF-8.
 */
import type { Modifiers, Summary, WeaponAbility } from '../../rules/index.js';
import { abilityText } from '../text/ability-text.js';
import { ruleStatusLabel, ruleText } from './rules.js';
import { effectText, groupNames, groupText, pairWeapons, weaponProfileText } from './scenario.js';
import type { CalcReport } from '../types.js';

export const CSV_HEADER = ['section', 'subject', 'quantity', 'statistic', 'k', 'value'] as const;

type Cell = string | number;
export type CsvRow = readonly [section: string, subject: string, quantity: string, statistic: string, k: Cell, value: Cell];

/**
 * A text field, quoted when it holds a comma, quote or line break (RFC 4180 §2.6–2.7). Text that a
 * spreadsheet would run as a formula (= + - @ at the start) gets a leading apostrophe (OWASP CSV injection).
 */
export function csvField(cell: Cell): string {
  if (typeof cell === 'number') return String(cell);
  const text = /^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

function distributionRows(section: string, subject: string, quantity: string, s: Summary): CsvRow[] {
  return [
    [section, subject, quantity, 'mean', '', s.mean],
    ...s.pmf.map((p, k): CsvRow => [section, subject, quantity, 'pmf', k, p]),
  ];
}

/**
 * Modifiers as set, keyed like the JSON `modifiers` object: `modifier hit` = 1, `modifier rerollHits` =
 * ones, one `modifier abilities` row per granted ability.
 */
function modifierRows(section: string, subject: string, m: Modifiers): CsvRow[] {
  return Object.entries(m)
    .filter(([, value]) => value !== undefined)
    .flatMap(([key, value]): CsvRow[] => {
    const quantity = `modifier ${key}`;
    if (key === 'abilities') {
      return (value as readonly WeaponAbility[]).map((a): CsvRow => [section, subject, quantity, 'text', '', abilityText(a)]);
    }
    if (typeof value === 'number') return [[section, subject, quantity, 'value', '', value]];
    return [[section, subject, quantity, 'text', '', String(value)]];
  });
}

/** Weapon names made unique ("Bolt rifle", "Bolt rifle (2)") so each row's subject names one weapon. */
function uniqueNames(names: readonly string[]): string[] {
  const seen = new Map<string, number>();
  return names.map((name) => {
    const n = (seen.get(name) ?? 0) + 1;
    seen.set(name, n);
    return n === 1 ? name : `${name} (${n})`;
  });
}

/** Every fact of the report as a CSV row (calc's whole table; a sequence's per step). */
export function calcCsvRows(report: CalcReport): CsvRow[] {
  const out: CsvRow[] = [];
  const text = (section: string, subject: string, quantity: string, value: string): void => {
    out.push([section, subject, quantity, 'text', '', value]);
  };
  text('scenario', '', 'rules', report.rules);
  text('scenario', '', 'phase', report.phase);
  for (const [role, unit] of [
    ['attacker', report.attacker],
    ['defender', report.defender],
  ] as const) {
    text('scenario', role, 'name', unit.name);
    text('scenario', role, 'source', unit.source);
    if (unit.loadout !== undefined) text('scenario', role, 'loadout', unit.loadout);
    out.push(['scenario', role, 'models', 'value', '', unit.models]);
    if (unit.points !== undefined) out.push(['scenario', role, 'points', 'value', '', unit.points]);
    for (const group of unit.groups ?? []) text('scenario', role, 'group', groupText(group));
  }
  for (const condition of report.conditions) text('scenario', '', 'condition', condition);
  out.push(...modifierRows('scenario', '', report.modifiers));
  // A capped modifier: as given above, and as applied here.
  for (const c of report.capped ?? []) out.push(['scenario', '', `modifier ${c.modifier} applied`, 'value', '', c.applied]);
  for (const effect of report.effects ?? []) text('effect', effect.name, 'effect', effectText(effect));
  for (const unit of report.unitRules ?? []) for (const rule of unit.rules) text('rule', `${unit.unit}: ${rule.name}`, ruleStatusLabel(rule.status), ruleText(rule));

  for (const source of report.result.mortalSources ?? []) {
    out.push(...distributionRows('mortals', source.name, 'mortal wounds', source.mortalWounds));
    if (source.selfMortalWounds !== undefined) out.push(...distributionRows('mortals', source.name, 'self mortal wounds', source.selfMortalWounds));
    if (source.ownUnits !== undefined) {
      out.push(['mortals', source.name, 'own units', 'value', '', source.ownUnits.count]);
      out.push(...distributionRows('mortals', source.name, 'mortal wounds per own unit', source.ownUnits.perUnit));
      out.push(['mortals', source.name, 'any own unit hit', 'probability', '', source.ownUnits.pAnyUnitHit]);
    }
  }

  const pairs = pairWeapons(report);
  const names = uniqueNames(pairs.map((p) => p.fired.weapon.name));
  pairs.forEach(({ fired, result }, i) => {
    const name = names[i] ?? fired.weapon.name;
    out.push(['weapon', name, 'count', 'value', '', fired.count]);
    text('weapon', name, 'profile', weaponProfileText(fired.weapon));
    for (const ability of fired.weapon.abilities) text('weapon', name, 'ability', abilityText(ability));
    if (fired.modifiers !== undefined) out.push(...modifierRows('weapon', name, fired.modifiers));
    if (result.lethal !== undefined) text('weapon', name, 'lethal hits', result.lethal === 'auto' ? 'taken' : 'declined');
    const stages: readonly [string, Summary][] = [
      ['attacks', result.attacks],
      ['hits', result.hits],
      ['critical hits', result.criticalHits],
      ['wounds', result.wounds],
      ['critical wounds', result.criticalWounds],
      ['unsaved wounds', result.unsavedWounds],
      ['mortal wounds', result.mortalWounds],
      ['damage', result.damage],
    ];
    for (const [quantity, s] of stages) out.push(...distributionRows('weapon', name, quantity, s));
  });

  const r = report.result;
  const unit = report.defender.name;
  out.push(...distributionRows('result', unit, 'wounds lost', r.woundsLost));
  out.push(...distributionRows('result', unit, 'models destroyed', r.modelsDestroyed));
  const groups = groupNames(report);
  r.modelsDestroyedByGroup.forEach((s, i) => {
    out.push(...distributionRows('group', groups[i] ?? `group ${i + 1}`, 'models destroyed', s));
  });
  out.push(['result', unit, 'unit destroyed', 'probability', '', r.pWipe]);
  out.push(['result', unit, 'below half-strength', 'probability', '', r.pBelowHalf]);
  out.push(['result', unit, 'at or below half-strength', 'probability', '', r.pAtOrBelowHalf]);
  if (r.battleShock !== undefined) {
    out.push(['battle-shock', unit, 'must test', 'probability', '', r.battleShock.pTest]);
    out.push(['battle-shock', unit, 'fails test', 'probability', '', r.battleShock.pFail]);
    if (r.battleShock.forced !== undefined) {
      const forced = r.battleShock.forced;
      out.push(['battle-shock', forced.name, 'forced test modifier', 'value', '', forced.modifier]);
      out.push(['battle-shock', forced.name, 'fails forced test', 'probability', '', forced.pFail]);
    }
  }

  if (r.hazard !== undefined) {
    const attacker = report.attacker.name;
    out.push(...distributionRows('hazard', attacker, 'failed hazard rolls', r.hazard.failedRolls));
    out.push(...distributionRows('hazard', attacker, 'mortal wounds', r.hazard.mortalWounds));
    if (r.hazard.modelsLost !== undefined) {
      out.push(...distributionRows('hazard', attacker, 'models lost', r.hazard.modelsLost));
    }
  }
  for (const warning of report.warnings ?? []) text('warning', '', 'warning', warning.text);
  for (const note of report.notes) text('note', '', 'note', note);
  return out;
}

export function renderCsv(report: CalcReport): string {
  const lines = [CSV_HEADER, ...calcCsvRows(report)].map((row) => row.map(csvField).join(','));
  return `${lines.join('\r\n')}\r\n`;
}
