/** Words and numbers for the simulate renderers: field names in words, probabilities to 0.01%. */
import { PROBABILITY_EPSILON } from '../text/format.js';
import type { SimulateReport } from './types.js';

const QUANTITY_WORDS: Readonly<Record<string, string>> = {
  damage: 'wounds lost',
  modelsSlain: 'models destroyed',
  pWipe: 'P(unit destroyed)',
  pBelowHalf: 'P(below half-strength)',
  pAtOrBelowHalf: 'P(at or below half-strength)',
  'hazard.failedRolls': 'failed hazard rolls',
  'hazard.mortalWounds': 'hazard mortal wounds',
  'hazard.modelsLost': 'models lost to hazard',
};

const WEAPON_FIELD_WORDS: Readonly<Record<string, string>> = {
  attacks: 'attacks',
  hits: 'hits',
  criticalHits: 'critical hits',
  wounds: 'wounds',
  criticalWounds: 'critical wounds',
  unsavedWounds: 'unsaved wounds',
  mortalWounds: 'mortal wounds',
  damage: 'damage',
};

/**
 * A mortal-wound source's fields, after its name: what the target suffers, what your own side suffers
 * (the attacking unit's, or all your units' together when the dice are rolled for them, §11.1).
 */
function mortalSourceWords(field: string, ownUnits: boolean): string {
  switch (field) {
    case 'mortalWounds':
      return 'mortal wounds';
    case 'selfMortalWounds':
      return ownUnits ? 'mortal wounds in all' : 'mortal wounds to attacker';
    case 'ownUnits.perUnit':
      return 'mortal wounds per unit';
    case 'ownUnits.pAnyUnitHit':
      return 'P(any unit hit)';
    default:
      return field;
  }
}

/**
 * A JSON field name in words: `weapons[0].hits` → "Pulse rifle: hits", `modelsSlainByGroup[1]` →
 * "Captain destroyed", `mortalSources[0].mortalWounds` → "Explosives: mortal wounds".
 */
export function fieldLabel(report: SimulateReport, field: string): string {
  const source = /^mortalSources\[(\d+)\]\.([\w.]+)$/.exec(field);
  if (source !== null) {
    const found = report.simulated.mortalSources?.[Number(source[1])];
    const name = found?.name ?? `mortal-wound source ${Number(source[1]) + 1}`;
    return `${name}: ${mortalSourceWords(source[2]!, found?.ownUnits !== undefined)}`;
  }
  const weapon = /^weapons\[(\d+)\]\.(\w+)$/.exec(field);
  if (weapon !== null) {
    const name = report.simulated.weapons[Number(weapon[1])]?.weapon ?? `weapon ${Number(weapon[1]) + 1}`;
    return `${name}: ${WEAPON_FIELD_WORDS[weapon[2]!] ?? weapon[2]!}`;
  }
  const group = /^modelsSlainByGroup\[(\d+)\]$/.exec(field);
  if (group !== null) {
    const name = report.defender.groups?.[Number(group[1])]?.name ?? `group ${Number(group[1]) + 1}`;
    return `${name} destroyed`;
  }
  return QUANTITY_WORDS[field] ?? field;
}

/** A field and its pmf entry in words: "models destroyed = 3", "P(unit destroyed)". */
export function entryLabel(report: SimulateReport, field: string, k: number | null): string {
  const label = fieldLabel(report, field);
  return k === null ? label : `${label} = ${k}`;
}

/** A probability with two decimals: "21.44%", "<0.01%", "0%" only for (float) zero. */
export function formatPercent2(p: number): string {
  if (!Number.isFinite(p)) throw new RangeError(`formatPercent2: p must be a finite number, got ${p}`);
  if (p >= 1 - PROBABILITY_EPSILON) return '100%';
  if (p <= PROBABILITY_EPSILON) return '0%';
  const text = (p * 100).toFixed(2);
  if (text === '0.00') return '<0.01%';
  if (text === '100.00') return '>99.99%';
  return `${text}%`;
}

/** A difference of probabilities in percentage points, signed: "+0.31", "-0.02", "0.00". */
export function formatPoints(difference: number): string {
  const text = (difference * 100).toFixed(2);
  if (text === '0.00' || text === '-0.00') return '0.00';
  return difference > 0 ? `+${text}` : text;
}

/** A signed difference of means with four decimals. */
export function formatDifference(difference: number): string {
  const text = difference.toFixed(4);
  if (/^-?0\.0000$/.test(text)) return '0.0000';
  return difference > 0 ? `+${text}` : text;
}

/** A distance in standard errors: "1.9", "∞" when the standard error is 0 and the values differ. */
export function formatZ(z: number): string {
  return Number.isFinite(z) ? z.toFixed(1) : '∞';
}

/** "100,000". */
export function formatCount(n: number): string {
  return n.toLocaleString('en-US');
}
