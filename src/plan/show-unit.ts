/**
 * One unit as `mathhammer show` describes it: its profile with the loadouts and leaders chosen (as calc
 * resolves them), and each of its rules with what mathhammer does with it — the rules reader's clauses
 * (src/wording) in words, whom each reaches and when it is applied, by the convention calc applies them
 * with (./unit-rules.ts; docs/effects.md, "Rules of the units"). Pure: the caller loads the profiles and
 * says where each came from.
 */
import { lookupEffect, requirementText, type Only } from '../effects/index.js';
import { isCharacter, type Result, type Unit, type UnitProfile, type WeaponEntry } from '../profile/index.js';
import type { ShowClause, ShowGroup, ShowJson, ShowRule, ShowRuleStatus, ShowSource, ShowWeapon } from '../report/index.js';
import { SHOW_SCHEMA_VERSION } from '../report/index.js';
import { abilityText } from '../report/text/ability-text.js';
import { effectNames, ruleStatus, type ReadClause } from '../wording/index.js';
import { inStatline, reached, rulesOf, type UnitRule } from './unit-rules.js';
import { clauseChangeTexts } from './rule-counts.js';
import { resolveUnitOnce } from './unit-memo.js';
import { profileWarnings } from './warnings.js';

/** A profile and where it came from. */
export type SourcedProfile = { readonly profile: UnitProfile; readonly source: ShowSource };

export type ShowRequest = {
  readonly unit: SourcedProfile;
  /** Every leader attached: those the profile's `leader:` names, then those given (--leader). */
  readonly leaders: readonly SourcedProfile[];
  /** Loadout names (--loadout), applied in order. */
  readonly loadouts: readonly string[];
};

function group(model: Unit['models'][number]): ShowGroup {
  const value = (n: number | undefined): number | null => n ?? null;
  return {
    name: model.name,
    models: model.count,
    M: value(model.M),
    T: value(model.T),
    Sv: value(model.Sv),
    W: value(model.W),
    Ld: value(model.Ld),
    OC: value(model.OC),
    invuln: value(model.invuln),
    invulnRanged: value(model.invulnRanged),
    invulnMelee: value(model.invulnMelee),
    fnp: value(model.fnp),
    fnpMortal: value(model.fnpMortal),
    fnpPsychic: value(model.fnpPsychic),
    character: isCharacter(model),
    leader: model.leader,
    unit: model.unit.name,
    keywords: [...model.keywords],
    weapons: model.weapons.map((c) => ({ name: c.entry.name, count: c.count })),
  };
}

function weaponRows(entry: WeaponEntry, carried: boolean): ShowWeapon[] {
  return entry.variants.map((variant, i) => ({
    name: entry.name,
    profile: variant.name,
    defaultProfile: i === entry.defaultVariant,
    range: variant.range,
    type: variant.weapon.type,
    A: variant.weapon.attacks.text,
    skill: variant.weapon.skill,
    S: variant.weapon.strength,
    AP: variant.weapon.ap,
    D: variant.weapon.damage.text,
    abilities: variant.weapon.abilities.map(abilityText),
    requires: [...entry.requires],
    carried,
  }));
}

/** Every weapon of the unit's profiles, each profile once (a leader's weapon the unit also has, once). */
function weapons(unit: Unit, profiles: readonly UnitProfile[]): ShowWeapon[] {
  const carried = new Set(unit.models.flatMap((m) => m.weapons.map((c) => c.entry.name)));
  const seen = new Set<string>();
  const rows: ShowWeapon[] = [];
  for (const entry of profiles.flatMap((p) => p.weapons)) {
    const entryRows = weaponRows(entry, carried.has(entry.name));
    const key = JSON.stringify(entryRows);
    if (seen.has(key)) continue;
    seen.add(key);
    rows.push(...entryRows);
  }
  return rows;
}

/** What a clause reaches, in words; the attacks on a unit cannot be told apart by the model they are allocated to (effects/apply.ts). */
function reachText(clause: ReadClause, only: Only | undefined, unit: Unit): string {
  const models = only?.models;
  let whom: string;
  if (clause.modelKeywords !== undefined) {
    const which = 'any' in clause.modelKeywords ? clause.modelKeywords.any.join(' or ') : `not ${clause.modelKeywords.none.join(' or ')}`;
    whom = `${models?.length ? models.join(', ') : 'no model'} (its ${which} models${clause.scope === 'led' ? ', of the unit it leads, while it leads one' : ''})`;
  } else if (clause.scope === 'led') whom = 'the unit it leads, while it leads one';
  else if (models === undefined) whom = 'the whole unit';
  else if (clause.side === 'attacker') whom = `the weapons of ${models.join(', ')} only`;
  else if (clause.change.kind === 'invuln' || clause.change.kind === 'fnp' || unit.models.every((m) => models.includes(m.name))) whom = `${models.join(', ')} only`;
  else whom = `${models.join(', ')} only: not applied while the unit has other models (the attacks on a unit cannot be told apart by the model they are allocated to)`;
  const weapons = only?.weapons === undefined ? whom : `${whom}; weapons: ${only.weapons.join(', ')}`;
  return only?.excludedWeapons === undefined ? weapons : `${weapons}; not ${only.excludedWeapons.join(', ')} weapons`;
}

function clause(unitRule: UnitRule, read: ReadClause, unit: Unit): ShowClause {
  const only = reached(unitRule, read);
  return {
    side: read.side,
    scope: read.scope,
    reaches: reachText(read, only, unit),
    models: only?.models === undefined ? null : [...only.models],
    weapons: only?.weapons === undefined ? null : [...only.weapons],
    changes: clauseChangeTexts(read),
    requires: read.requires.map(requirementText),
    trigger: read.trigger.kind,
    assumes: read.trigger.kind === 'named' ? [...read.trigger.assumes] : [],
    effect: read.trigger.kind === 'named' ? `${effectNames(unitRule.rule.name, read)[0]!}${read.count?.of === 'given' ? '=N' : ''}` : null,
    statline: inStatline(unitRule.rule, read),
    sentence: read.sentence,
  };
}

/** mathhammer's named effects --effect "<name>" picks for a rule of that name (docs/effects.md, "Once each"). */
function catalogueFor(name: string): string | null {
  const found = lookupEffect(name);
  if (found.kind === 'found') return found.entry.name;
  if (found.kind === 'ambiguous') return found.entries.map((e) => e.name).join(' or ');
  return null;
}

function rule(unitRule: UnitRule, unit: Unit): ShowRule {
  const { rule: profileRule, reading } = unitRule;
  const clauses = reading.clauses.map((c) => clause(unitRule, c, unit));
  const read = ruleStatus(reading);
  const status: ShowRuleStatus = read === 'applied' && clauses.every((c) => c.statline) ? 'statline' : read;
  return {
    name: profileRule.name,
    origin: profileRule.origin,
    unit: unitRule.owner.name,
    model: profileRule.model ?? null,
    statline: profileRule.statline === true,
    text: profileRule.text,
    status,
    catalogue: catalogueFor(profileRule.name),
    clauses,
    unmodelled: reading.unmodelled.map((u) => ({ sentence: u.sentence, why: u.why, side: u.side ?? null })),
  };
}

/** The unit described, or the issues of choosing its loadouts and attaching its leaders. */
export function describeUnit(request: ShowRequest): Result<ShowJson> {
  const { profile, source } = request.unit;
  const leaders = request.leaders.map((l) => l.profile);
  const given = leaders.filter((l) => !profile.leaders.includes(l));
  const resolved = resolveUnitOnce(profile, { loadouts: request.loadouts, leaders: given, source: source.reference });
  if (!resolved.ok) return resolved;
  const unit = resolved.value;
  const parts = [profile, ...leaders];
  return {
    ok: true,
    value: {
      schemaVersion: SHOW_SCHEMA_VERSION,
      command: 'show',
      name: unit.name,
      faction: profile.faction ?? null,
      description: profile.description ?? null,
      source,
      leaders: request.leaders.map((l) => ({ name: l.profile.name, source: l.source })),
      keywords: [...unit.keywords],
      points: unit.points ?? null,
      sizes: typeof profile.points === 'object' ? profile.points.map((row) => ({ models: row.models, points: row.points })) : [],
      loadout: [...unit.loadouts],
      models: unit.models.reduce((n, m) => n + m.count, 0),
      groups: unit.models.map(group),
      weapons: weapons(unit, parts),
      loadouts: profile.loadouts.map((l) => ({ name: l.name, description: l.description ?? null, max: l.max })),
      damageReduction: unit.damageReduction ?? null,
      halveDamage: unit.halveDamage === true,
      stealth: unit.stealth === true,
      effects: [...new Set(parts.flatMap((p) => (p.effects ?? []).map((e) => e.name)))],
      rules: rulesOf(profile, leaders).map((r) => rule(r, unit)),
      warnings: profileWarnings(parts).map((w) => w.text),
    },
  };
}
