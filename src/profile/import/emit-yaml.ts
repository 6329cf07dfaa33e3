/**
 * The imported profile as YAML text, laid out like the bundled profiles (profiles/*.yaml) and commented
 * where the export left something out. Written by hand rather than by yaml's stringify, for the
 * comments and the flow-style lists a person would write; every scalar that could read back as another
 * type, or break a flow list, is double-quoted.
 */
import { parse } from 'yaml';
import type { PointsRow, Requirement, RuleOrigin } from '../types.js';
import { CHARACTERISTICS, type ImportedLoadout, type Stats, type WeaponRow } from './types.js';

export type DraftModel = {
  readonly name: string;
  readonly count: number;
  readonly stats: Stats;
  readonly weapons: readonly string[];
};

export type DraftWeapon = {
  readonly name: string;
  readonly rows: readonly WeaponRow[];
  readonly requires: readonly Requirement[];
  readonly notes: readonly string[];
  readonly comment: string | null;
};

export type DraftRule = { readonly name: string; readonly text: string; readonly origin: RuleOrigin; readonly model?: string; readonly statline?: boolean };

export type Draft = {
  readonly header: readonly string[];
  readonly name: string;
  readonly faction: string | null;
  readonly description: string | null;
  readonly points: number | readonly PointsRow[] | null;
  readonly keywords: readonly string[];
  readonly factionKeywords: readonly string[];
  readonly stealth: boolean;
  readonly models: readonly DraftModel[];
  readonly weapons: readonly DraftWeapon[];
  readonly loadouts: readonly ImportedLoadout[];
  /** The unit's rules, written under `rules:` (docs/profiles.md). */
  readonly rules?: readonly DraftRule[];
  /** Groups of notes, each under a comment. */
  readonly notes: readonly { readonly comment: string; readonly items: readonly string[] }[];
};

const PLAIN = /^[A-Za-z0-9][A-Za-z0-9 '().\/+\u2013-]*$/;

/** A scalar that reads back as the same string, in block and in flow context. */
export function scalar(value: string | number): string {
  if (typeof value === 'number') return String(value);
  // Only a leading digit or null/true/false can read back as another type (YAML 1.2 core schema).
  const ambiguous = /^\d/.test(value) || /^(null|true|false)$/i.test(value);
  if (PLAIN.test(value) && !value.endsWith(' ') && !value.includes(' -') && (!ambiguous || safeParse(value) === value)) return value;
  return JSON.stringify(value);
}

function safeParse(text: string): unknown {
  try {
    return parse(text);
  } catch {
    return undefined;
  }
}

function flow(items: readonly string[]): string {
  return `[${items.map(scalar).join(', ')}]`;
}

function comment(text: string, indent = ''): string {
  return `${indent}# ${text.replace(/\s*[\r\n]+\s*/g, ' ')}`.trimEnd();
}

function roll(n: number, key: string): string {
  return key === 'Sv' && n === 7 ? '"-"' : `${n}+`;
}

/** The saves and Feel No Pain of a statline, as the profile names them (docs/profiles.md). */
const ROLL_FIELDS = [
  ['invuln', 'invuln'],
  ['invulnRanged', 'invuln-ranged'],
  ['invulnMelee', 'invuln-melee'],
  ['fnp', 'fnp'],
  ['fnpMortal', 'fnp-mortal'],
  ['fnpPsychic', 'fnp-psychic'],
] as const;

function statLines(stats: Stats, indent: string): string[] {
  const lines: string[] = [];
  for (const key of CHARACTERISTICS) {
    const value = stats[key];
    if (value === undefined) continue;
    lines.push(`${indent}${key}: ${key === 'Sv' || key === 'Ld' ? roll(value, key) : value}`);
  }
  for (const [key, field] of ROLL_FIELDS) {
    const value = stats[key];
    if (value !== undefined) lines.push(`${indent}${field}: ${value}+`);
  }
  return lines;
}

/** Attacks and Damage: a plain number when fixed, else the dice text (D6+1). */
function number(value: string): string {
  return /^\d+$/.test(value) ? value : scalar(value);
}

function rowLines(row: WeaponRow, indent: string): string[] {
  const skillKey = row.range === 'melee' ? 'WS' : 'BS';
  return [
    `${indent}range: ${row.range}`,
    `${indent}A: ${number(row.A)}`,
    `${indent}${skillKey}: ${scalar(row.skill)}`,
    `${indent}S: ${row.S}`,
    `${indent}AP: ${row.AP}`,
    `${indent}D: ${number(row.D)}`,
    ...(row.abilities.length === 0 ? [] : [`${indent}abilities: ${flow(row.abilities)}`]),
  ];
}

export function emitYaml(draft: Draft): string {
  const out: string[] = draft.header.map((h) => comment(h));
  out.push(`name: ${scalar(draft.name)}`);
  if (draft.faction !== null) out.push(`faction: ${scalar(draft.faction)}`);
  if (draft.description !== null) out.push(`description: ${scalar(draft.description)}`);
  if (typeof draft.points === 'number') out.push(`points: ${draft.points}`);
  else if (draft.points !== null) {
    out.push('points:');
    for (const row of draft.points) out.push(`  - models: ${row.models}`, `    points: ${row.points}`);
  }
  if (draft.keywords.length > 0) out.push(`keywords: ${flow(draft.keywords)}`);
  if (draft.factionKeywords.length > 0) out.push(`faction-keywords: ${flow(draft.factionKeywords)}`);
  if (draft.stealth) out.push('stealth: true');

  out.push('models:');
  for (const model of draft.models) {
    out.push(`  - name: ${scalar(model.name)}`, `    count: ${model.count}`);
    const missing = CHARACTERISTICS.filter((k) => model.stats[k] === undefined);
    out.push(...statLines(model.stats, '    '));
    if (missing.length > 0) {
      // Placeholders, not a statline: a real one would be copied into units it does not describe (issue 14 point 11).
      const blanks = missing.map((k) => (k === 'Sv' || k === 'Ld' ? `${k}?+` : `${k}?`)).join(' ');
      out.push(comment(`Not in the export: ${missing.join(', ')}. Add them from the datasheet, or import again with --stats "${model.name}: ${blanks}" filled in.`, '    '));
    }
    out.push(`    weapons: ${flow(model.weapons)}`);
  }

  if (draft.weapons.length > 0) out.push('weapons:');
  for (const weapon of draft.weapons) {
    if (weapon.comment !== null) out.push(comment(weapon.comment, '  '));
    out.push(`  - name: ${scalar(weapon.name)}`);
    const single = weapon.rows.length === 1 && weapon.rows[0]!.profile === null;
    if (single) out.push(...rowLines(weapon.rows[0]!, '    '));
    else {
      out.push('    profiles:');
      for (const row of weapon.rows) out.push(`      - name: ${scalar(row.profile ?? 'default')}`, ...rowLines(row, '        '));
    }
    if (weapon.requires.length > 0) out.push(`    requires: ${weapon.requires.length === 1 ? weapon.requires[0]! : flow(weapon.requires)}`);
    if (weapon.notes.length > 0) out.push(`    notes: ${flow(weapon.notes)}`);
  }

  if (draft.loadouts.length > 0) out.push('loadouts:');
  for (const loadout of draft.loadouts) {
    out.push(`  - name: ${scalar(loadout.name)}`, `    description: ${scalar(loadout.description)}`);
    if (loadout.max !== 1) out.push(`    max: ${loadout.max}`);
    if (loadout.swaps.length > 0) out.push('    swaps:');
    for (const swap of loadout.swaps) {
      const fields = [
        swap.model === undefined ? null : `model: ${scalar(swap.model)}`,
        swap.count === undefined ? null : `count: ${swap.count}`,
        swap.replace.length === 0 ? null : `replace: ${flow(swap.replace)}`,
        swap.with.length === 0 ? null : `with: ${flow(swap.with)}`,
      ].filter((f): f is string => f !== null);
      fields.forEach((field, i) => out.push(`${i === 0 ? '      - ' : '        '}${field}`));
    }
    if (loadout.size.length > 0) out.push('    size:');
    for (const size of loadout.size) out.push(`      - model: ${scalar(size.model)}`, `        count: ${size.count}`);
  }

  if ((draft.rules ?? []).length > 0) {
    out.push('rules:', comment('Read when the unit attacks or is attacked: mathhammer reports which it applies, which need naming (--effect) and which it does not model.', '  '));
  }
  for (const rule of draft.rules ?? []) {
    out.push(`  - name: ${scalar(rule.name)}`);
    if (rule.text !== '') out.push(`    text: ${JSON.stringify(rule.text)}`);
    if (rule.origin !== 'datasheet') out.push(`    from: ${rule.origin}`);
    if (rule.model !== undefined) out.push(`    model: ${scalar(rule.model)}`);
    if (rule.statline === true) out.push('    statline: true');
  }

  const groups = draft.notes.filter((g) => g.items.length > 0);
  if (groups.length > 0) out.push('notes:');
  for (const group of groups) {
    out.push(comment(group.comment, '  '));
    for (const item of group.items) out.push(`  - ${scalar(item)}`);
  }
  return out.join('\n') + '\n';
}
