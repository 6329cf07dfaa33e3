/**
 * The show report in words, built once: each fact of the unit, characteristic and rule as the readable
 * formats print it, so the terminal table only lays it out (colours, widths).
 */
import { plural } from '../text/format.js';
import { saveTexts } from '../text/saves.js';
import type { ShowClause, ShowGroup, ShowJson, ShowRule, ShowRuleStatus, ShowSource, ShowWeapon } from './types.js';

const STATUS_LABEL: Record<ShowRuleStatus, string> = {
  applied: 'applied',
  'by-name': 'by name (--effect)',
  'not-modelled': 'not modelled',
  statline: 'in the characteristics',
  'no-effect': 'changes no attack',
};

export type RuleView = {
  /** "Refractor". */
  readonly name: string;
  /** "wargear, Vigilator Sister Superior". */
  readonly origin: string;
  readonly status: ShowRuleStatus;
  /** "applied", "not modelled in part", … */
  readonly label: string;
  readonly text: string;
  /** One entry per clause and per sentence not modelled: a head ("when it is attacked: −1 to hit") and its details. */
  readonly parts: readonly { readonly head: string; readonly details: string }[];
  readonly notes: readonly string[];
};

export type ShowView = {
  readonly name: string;
  readonly faction: string | null;
  /** Source, leaders, loadout, points, models, keywords…: one line each. */
  readonly facts: readonly { readonly label: string; readonly text: string }[];
  readonly description: string | null;
  readonly groups: readonly { readonly name: string; readonly details: readonly string[]; readonly values: readonly string[]; readonly saves: readonly string[] }[];
  /** Under the models: what a defender would lack. */
  readonly groupNotes: readonly string[];
  readonly weapons: readonly { readonly name: readonly string[]; readonly notes: readonly string[]; readonly values: readonly string[]; readonly abilities: string }[];
  readonly loadouts: readonly { readonly name: string; readonly text: string }[];
  readonly rules: readonly RuleView[];
  readonly warnings: readonly string[];
};

/** The characteristics columns of a model group, in datasheet order. */
export const GROUP_HEADS = ['M', 'T', 'Sv', 'W', 'Ld', 'OC'] as const;
/** The profile columns of a weapon. */
export const WEAPON_HEADS = ['Range', 'A', 'BS/WS', 'S', 'AP', 'D'] as const;

export function sourceText(source: ShowSource): string {
  switch (source.kind) {
    case 'bundled':
      return `bundled profile ${source.reference} (${source.file ?? ''})`;
    case 'datasheet':
      return `datasheet of ${source.catalogue ?? 'the data folder'}`;
    case 'file':
      return `file ${source.file ?? source.reference}`;
    default: {
      const unknown: never = source.kind;
      throw new TypeError(`sourceText: unknown source kind ${JSON.stringify(unknown)}`);
    }
  }
}

function roll(n: number | null): string {
  return n === null ? '-' : `${n}+`;
}

function groupValues(g: ShowGroup): string[] {
  return [g.M === null ? '-' : `${g.M}"`, g.T === null ? '-' : String(g.T), g.Sv === null || g.Sv >= 7 ? '-' : `${g.Sv}+`, g.W === null ? '-' : String(g.W), roll(g.Ld), g.OC === null ? '-' : String(g.OC)];
}

function groupView(g: ShowGroup): ShowView['groups'][number] {
  const flags = [g.character ? 'character' : null, g.leader ? (g.unit === g.name ? 'leader' : `leader (${g.unit})`) : null, ...g.keywords].filter((f) => f !== null).join(', ');
  const weapons = g.weapons.map((w) => (w.count === 1 ? w.name : `${w.count}× ${w.name}`)).join(', ');
  return { name: `${g.models}× ${g.name}`, details: [flags, weapons].filter((d) => d !== ''), values: groupValues(g), saves: saveTexts(g) };
}

const REQUIRES_TEXT: Readonly<Record<string, string>> = { stationary: 'needs --stationary', charged: 'needs --charged', 'half-range': 'needs --half-range' };

function weaponView(w: ShowWeapon): ShowView['weapons'][number] {
  const notes = [...w.requires.map((r) => REQUIRES_TEXT[r] ?? `needs ${r}`), w.carried ? null : 'loadout option'].filter((n) => n !== null);
  return {
    name: w.profile === null ? [w.name] : [w.name, `– ${w.profile}${w.defaultProfile ? ' (default)' : ''}`],
    notes,
    values: [w.range === 'melee' ? 'Melee' : `${w.range}"`, w.A, w.skill === null ? 'N/A' : `${w.skill}+`, String(w.S), String(w.AP), w.D],
    abilities: w.abilities.join(', '),
  };
}

/** "applied …" and "reaches …" of one clause: always, if its conditions hold, only when named, or in the characteristics. */
function clauseDetails(clause: ShowClause): string {
  const conditions = clause.requires.length === 0 ? null : `if ${clause.requires.join(' and ')}`;
  const named = clause.effect === null ? null : `only with --effect "${clause.effect}"`;
  const assumes = clause.assumes.length === 0 ? '' : ` (naming it assumes ${clause.assumes.join('; ')})`;
  const applied = clause.statline ? 'in the characteristics already: not applied again' : `applied ${[conditions, named].filter((p) => p !== null).join(', ') || 'always'}${assumes}`;
  return `${applied} · reaches ${clause.reaches}`;
}

const SIDE_TEXT = { attacker: 'when it attacks', defender: 'when it is attacked' } as const;

function ruleView(rule: ShowRule, json: ShowJson): RuleView {
  const leader = json.leaders.some((l) => l.name === rule.unit);
  const origin = [rule.origin, rule.model, leader ? `of ${rule.unit}` : null].filter((p) => p !== null).join(', ');
  const label = rule.status === 'not-modelled' && rule.clauses.length > 0 ? 'not modelled in part' : STATUS_LABEL[rule.status];
  const whole = rule.text.trim();
  const parts = [
    ...rule.clauses.map((c) => ({ head: `${SIDE_TEXT[c.side]}: ${c.changes.join(', ')}`, details: clauseDetails(c) })),
    ...rule.unmodelled.map((u) => ({
      head: `not modelled${u.side === null ? '' : ` (${SIDE_TEXT[u.side]})`}: ${u.why}`,
      details: u.sentence.trim() === whole ? '' : `“${u.sentence}”`,
    })),
  ];
  const notes = [
    rule.catalogue === null ? null : `--effect "${rule.name}" applies mathhammer's own ${rule.catalogue} instead of this reading (mathhammer effects "${rule.name}")`,
  ].filter((n) => n !== null);
  return { name: rule.name, origin, status: rule.status, label, text: whole, parts, notes };
}

function pointsText(json: ShowJson): string | null {
  const sizes = json.sizes.map((s) => `${s.points} (${plural(s.models, 'model')})`).join(', ');
  if (json.points === null && sizes === '') return null;
  const now = json.points === null ? 'not given for this size' : `${json.points} pts`;
  return sizes === '' ? now : `${now}; by size: ${sizes}`;
}

export function showView(json: ShowJson): ShowView {
  const unitFlags = [
    json.stealth ? 'Stealth' : null,
    json.damageReduction === null ? null : `subtracts ${json.damageReduction} from the Damage of each attack`,
    json.halveDamage ? 'halves the Damage of each attack' : null,
  ].filter((f) => f !== null);
  const points = pointsText(json);
  const facts = [
    { label: 'Source', text: sourceText(json.source) },
    ...json.leaders.map((l) => ({ label: 'Leader', text: `${l.name}, ${sourceText(l.source)}` })),
    ...(json.loadout.length === 0 ? [] : [{ label: 'Loadout', text: json.loadout.join(', ') }]),
    { label: 'Models', text: String(json.models) },
    ...(points === null ? [] : [{ label: 'Points', text: points }]),
    ...(json.keywords.length === 0 ? [] : [{ label: 'Keywords', text: json.keywords.join(', ') }]),
    ...(unitFlags.length === 0 ? [] : [{ label: 'Unit', text: unitFlags.join('; ') }]),
    ...(json.effects.length === 0 ? [] : [{ label: 'Effects', text: `${json.effects.join(', ')} (named in the profile: applied when they help it)` }]),
  ];
  const attackerOnly = json.groups.filter((g) => g.T === null || g.Sv === null || g.W === null).map((g) => g.name);
  return {
    name: json.name,
    faction: json.faction,
    facts,
    description: json.description,
    groups: json.groups.map(groupView),
    groupNotes: attackerOnly.length === 0 ? [] : [`${attackerOnly.join(', ')}: no T, Sv or W in the profile; the unit works as an attacker, and as a defender mathhammer says what is missing`],
    weapons: json.weapons.map(weaponView),
    loadouts: json.loadouts.map((l) => ({
      name: l.name,
      text: [l.description, l.max > 1 && !/\bup to\b/.test(l.description ?? '') ? `up to ${l.max} times` : null, json.loadout.some((n) => n.trim().toLowerCase() === l.name.toLowerCase()) ? 'applied here' : null].filter((p) => p !== null).join('; '),
    })),
    rules: json.rules.map((r) => ruleView(r, json)),
    warnings: json.warnings,
  };
}
