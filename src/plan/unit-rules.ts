/**
 * The rules of the units in an attack (their profiles' `rules:`, read by src/wording) as named effects,
 * by the convention of docs/effects.md ("Rules of the units"):
 * - a change that always holds, or holds when a condition the scenario knows holds (the phase, the
 *   target's keywords, --charged, a leader attached…), is applied whenever the unit is in the attack;
 * - a change that needs a condition mathhammer cannot check is applied only when the player names its
 *   rule (`--effect "Oath of Moment"`), and the report says what naming it assumed;
 * - a sentence that changes the numbers in a way not modelled is listed with the reason.
 * A leader's own rules reach its own models; its rules for "the unit it leads" reach the whole attached
 * unit; the bodyguard's rules for "this unit" reach the whole attached unit. The same rule reached twice
 * (through the unit and its leader) counts once; a rule the seed catalogue has by the same name is the
 * catalogue's.
 */
import { changeTexts, hasKeyword, normaliseKeyword, normaliseName, type Clause, type EffectEntry, type EffectKind, type Only } from '../effects/index.js';
import type { ProfileRule, RuleOrigin, UnitProfile } from '../profile/index.js';
import { countAssumption, effectNames, readingOf, type ModelKeywords, type ReadClause, type RuleReading } from '../wording/index.js';
import { clauseChangeTexts, countedChange, NO_COUNTS, type AttackCounts } from './rule-counts.js';

/** A rule of one of the profiles of a side of the attack. */
export type UnitRule = {
  readonly rule: ProfileRule;
  readonly reading: RuleReading;
  /** The profile it is written in: the unit's, or an attached leader's. */
  readonly owner: UnitProfile;
  readonly asLeader: boolean;
  /** A friendly unit near the attack's (--support): only its changes for other units reach the attack. */
  readonly asSupport?: true;
  /** Every profile of the attached unit: the unit's, then its leaders'. */
  readonly parts: readonly UnitProfile[];
};

export type Role = 'attacker' | 'defender';

/** A rule as the report lists it. */
export type RuleLine = { readonly unit: string; readonly role: Role; readonly name: string; readonly origin: RuleOrigin };

export type RuleEffects = {
  /** Named effects to apply, one per rule and side (effects/apply.ts says which applied). */
  readonly entries: readonly EffectEntry[];
  /** The rule each entry is read from. */
  readonly sources: ReadonlyMap<EffectEntry, RuleLine>;
  /** Rules whose changes to this attack are already in the models' characteristics. */
  readonly statline: readonly (RuleLine & { readonly changes: readonly string[] })[];
  /** Rules with changes only for the attacks of other units than theirs (a unit that names it with --support). */
  readonly forOthers: readonly RuleLine[];
  /** Rules with changes that hold only when named, not named. */
  readonly available: readonly (RuleLine & { readonly assumes: readonly string[]; readonly changes: readonly string[] })[];
  readonly unmodelled: readonly (RuleLine & { readonly why: string })[];
  /** Rules the seed catalogue has by the same name, in use: the catalogue's effect stands for them. */
  readonly seeded: readonly RuleLine[];
  /** Attacking models whose weapons must form firing groups of their own (a rule changes only theirs). */
  readonly separate: readonly string[];
  /** The names given that are rules of these units, as their rules spell them. */
  readonly named: readonly string[];
  /** Rules whose count makes no change in this attack ("for every 5 models" in a unit of 4). */
  readonly idle: readonly (RuleLine & { readonly why: string })[];
  /** Counts given above a rule's maximum: the maximum is applied. */
  readonly capped: readonly string[];
};

/**
 * The rules of a unit and of the leaders attached to it, then those of the friendly units supporting it
 * that reach other units (an aura, a marker), each once (the unit's copy when several have it: an aura
 * does not add up).
 */
export function rulesOf(profile: UnitProfile, leaders: readonly UnitProfile[], supporters: readonly UnitProfile[] = []): UnitRule[] {
  const out: UnitRule[] = [];
  const seen = new Set<string>();
  const owners = [[profile, false], ...leaders.map((l) => [l, true] as const), ...supporters.map((s) => [s, 'support'] as const)] as const;
  for (const [owner, role] of owners) {
    for (const rule of owner.rules ?? []) {
      const key = `${normaliseName(rule.name)}\n${rule.text}`;
      if (seen.has(key)) continue;
      const reading = readingOf(rule);
      if (role === 'support' && !reading.clauses.some((c) => c.reach !== undefined)) continue;
      seen.add(key);
      out.push(role === 'support' ? { rule, reading, owner, asLeader: false, asSupport: true, parts: [owner] } : { rule, reading, owner, asLeader: role, parts: [profile, ...leaders] });
    }
  }
  return out;
}

/** Whether a clause reaches the unit of the attack through this rule: its own, or one it supports. */
function reaches(unitRule: UnitRule, clause: ReadClause): boolean {
  return unitRule.asSupport === true ? clause.reach !== undefined && clause.scope === 'unit' : clause.reach !== 'others';
}

const KIND: Record<RuleOrigin, EffectKind> = {
  datasheet: 'datasheet ability',
  wargear: 'wargear ability',
  enhancement: 'enhancement',
  'army rule': 'army rule',
  'detachment rule': 'detachment rule',
  stratagem: 'stratagem',
};

/** What the importer put in the statline already (profile `statline: true`): saves, Feel No Pain, Stealth, Toughness. */
export function inStatline(rule: ProfileRule, clause: ReadClause): boolean {
  if (rule.statline !== true || clause.trigger.kind !== 'always' || clause.requires.length > 0 || clause.scope === 'led') return false;
  const change = clause.change;
  if (change.kind === 'invuln' || change.kind === 'fnp' || change.kind === 'stealth') return true;
  if (change.kind === 'defender-stat' && change.stat === 'wounds') return true;
  return change.kind === 'modifiers' && Object.keys(change.modifiers).every((k) => k === 'toughness');
}

/**
 * The models a clause reaches (undefined: the whole attached unit): "the bearer" is the rule's model, or the
 * model its text names; "this model" in a rule of a whole profile is each model of that profile (a leader's
 * own, a squadron's each), never the unit it is attached to; "this unit", "the bearer's unit" and "the unit
 * it leads" are the whole attached unit (docs/rules.md §15).
 */
export function reached(unitRule: UnitRule, clause: ReadClause): Only | undefined {
  const weapons = clause.weapons?.names;
  const excluded = clause.weapons?.excluding === undefined ? {} : { excludedWeapons: clause.weapons.excluding };
  // A supporting unit's change reaches the whole unit it supports (its weapons named, when it names them).
  if (unitRule.asSupport === true) return weapons === undefined && clause.weapons?.excluding === undefined ? undefined : { ...(weapons === undefined ? {} : { weapons }), ...excluded };
  const models =
    clause.otherModels === true
      ? othersThan(unitRule)
      : clause.modelKeywords !== undefined
        ? withKeywords(clause.scope === 'led' ? unitRule.parts.slice(0, 1) : unitRule.parts, clause.modelKeywords)
        : clause.scope !== 'bearer'
          ? undefined
          : unitRule.rule.model !== undefined
            ? [unitRule.rule.model]
            : clause.model !== undefined
              ? [clause.model]
              : unitRule.owner.models.map((m) => m.name);
  if (models === undefined && weapons === undefined && clause.weapons?.excluding === undefined) return undefined;
  return { ...(models === undefined ? {} : { models }), ...(weapons === undefined ? {} : { weapons }), ...excluded };
}

/** The models of the attached unit but the rule's own model (its model, or every model of its profile). */
function othersThan(unitRule: UnitRule): string[] {
  const own = unitRule.rule.model !== undefined ? [unitRule.rule.model] : unitRule.owner.models.map((m) => m.name);
  return unitRule.parts.flatMap((p) => p.models.map((m) => m.name)).filter((name) => !own.includes(name));
}

/** The models of these profiles that have (or lack) the keywords: their unit's and their own. */
function withKeywords(parts: readonly UnitProfile[], keywords: ModelKeywords): string[] {
  return parts.flatMap((p) =>
    p.models
      .filter((m) => {
        const has = new Set([...p.keywords, ...m.keywords].map(normaliseKeyword));
        return 'any' in keywords ? keywords.any.some((k) => hasKeyword(has, k)) : !keywords.none.some((k) => hasKeyword(has, k));
      })
      .map((m) => m.name),
  );
}

function line(unitRule: UnitRule, unit: string, role: Role): RuleLine {
  return { unit: unitRule.asSupport === true ? `${unitRule.owner.name} (supporting)` : unit, role, name: unitRule.rule.name, origin: unitRule.rule.origin };
}

/**
 * The effects of one side's rules in its role, given the names the player gave (`named`, normalised) and
 * the names of the seed catalogue's effects in use (a rule of the same name is theirs).
 */
export function ruleEffects(rules: readonly UnitRule[], unit: string, role: Role, named: ReadonlySet<string>, catalogueNames: ReadonlySet<string>, counts: AttackCounts = NO_COUNTS): RuleEffects {
  const entries: EffectEntry[] = [];
  const sources = new Map<EffectEntry, RuleLine>();
  const statline: (RuleLine & { changes: string[] })[] = [];
  const available: (RuleLine & { assumes: string[]; changes: string[] })[] = [];
  const unmodelled: (RuleLine & { why: string })[] = [];
  const seeded: RuleLine[] = [];
  const forOthers: RuleLine[] = [];
  const separate = new Set<string>();
  const usedNames: string[] = [];
  const idle: (RuleLine & { why: string })[] = [];
  const capped: string[] = [];
  for (const unitRule of rules) {
    const { rule, reading } = unitRule;
    const key = normaliseName(rule.name);
    if (catalogueNames.has(key)) {
      seeded.push(line(unitRule, unit, role));
      continue;
    }
    const mine = reading.clauses.filter((c) => c.side === role && reaches(unitRule, c));
    if (unitRule.asSupport !== true) {
      for (const u of reading.unmodelled) if (u.side === undefined || u.side === role) unmodelled.push({ ...line(unitRule, unit, role), why: u.why });
      if (reading.clauses.some((c) => c.side === role && !reaches(unitRule, c))) forOthers.push(line(unitRule, unit, role));
    }
    const kept = mine.filter((c) => !inStatline(rule, c));
    if (kept.length < mine.length && role === 'defender') {
      statline.push({ ...line(unitRule, unit, role), changes: mine.filter((c) => inStatline(rule, c)).flatMap((c) => changeTexts(c.change)) });
    }
    // Naming one option of a choice uses the rule too: its changes common to every option apply with it.
    const optionNamed = (c: ReadClause): boolean => c.option !== undefined && effectNames(rule.name, c).some((n) => named.has(normaliseName(n)));
    const ruleNamed = named.has(key) || reading.clauses.some(optionNamed);
    const isNamed = (c: ReadClause): boolean => (c.option === undefined ? ruleNamed : optionNamed(c));
    if (ruleNamed) usedNames.push(rule.name);
    const waiting = kept.filter((c) => c.trigger.kind === 'named' && !isNamed(c));
    for (const name of new Set(waiting.map((c) => effectNames(rule.name, c)[0]!))) {
      const these = waiting.filter((c) => effectNames(rule.name, c)[0] === name);
      available.push({
        ...line(unitRule, unit, role),
        // What --effect takes: with "=N" for a rule that needs a count given.
        name: these.some((c) => c.count?.of === 'given') ? `${name}=N` : name,
        assumes: [...new Set(these.flatMap((c) => (c.trigger.kind === 'named' ? c.trigger.assumes : [])))],
        changes: these.flatMap(clauseChangeTexts),
      });
    }
    const clauses: Clause[] = [];
    // A change of a count (docs/effects.md, "Counts") is made as many times as the count says; the count stands in for what naming it assumes.
    const countTexts = new Map<string, string>();
    let counted = 0;
    for (const c of kept.filter((k) => k.trigger.kind === 'always' || isNamed(k))) {
      // A supporting unit's models are not the attack's: its count of them is not known here.
      const made = c.count === undefined ? undefined : countedChange(rule.name, { ...c, count: c.count }, unitRule.asSupport === true ? { given: counts.given } : counts);
      if (c.count !== undefined) {
        // A count given missing is an error of the names given (rule-counts.ts countIssue).
        if (made === undefined) {
          const why = `it counts the ${c.count.what} of ${unitRule.owner.name}, which this attack does not have`;
          if (c.count.of === 'models' && !idle.some((i) => i.name === rule.name && i.why === why)) idle.push({ ...line(unitRule, unit, role), why });
          continue;
        }
        counted++;
        countTexts.set(countAssumption(c.count), made.text);
        if (made.capped !== undefined && !capped.includes(made.capped)) capped.push(made.capped);
        if (made.times === 0) continue;
      }
      const only = reached(unitRule, c);
      if (role === 'attacker') for (const m of only?.models ?? []) separate.add(m);
      clauses.push({ ...(c.requires.length === 0 ? {} : { when: c.requires }), change: made?.change ?? c.change, ...(only === undefined ? {} : { only }) });
    }
    if (clauses.length === 0) {
      const per = kept.find((c) => c.count !== undefined)?.count?.per ?? 1;
      if (counted > 0) idle.push({ ...line(unitRule, unit, role), why: `${[...new Set(countTexts.values())].join(', ')}: ${per === 1 ? 'none' : `fewer than the ${per} its change is made for`}, so no change` });
      continue;
    }
    const assumed = [
      ...kept.flatMap((c) => (c.trigger.kind === 'named' && isNamed(c) ? c.trigger.assumes.map((a) => countTexts.get(a) ?? a) : [])),
      ...countTexts.values(),
    ];
    const entry: EffectEntry = {
      id: `rule:${normaliseName(unitRule.owner.name)}:${key}`,
      name: rule.name,
      faction: unitRule.owner.faction ?? '',
      kind: KIND[rule.origin],
      source: `${unitRule.owner.name} ${rule.origin}`,
      cp: null,
      editions: ['10e', '11e'],
      side: role,
      requires: [],
      clauses,
      seed: { file: unitRule.owner.file, rule: rule.name, text: rule.text },
      ...(assumed.length === 0 ? {} : { reading: `named: assumes ${[...new Set(assumed)].join('; ')}` }),
    };
    entries.push(entry);
    sources.set(entry, line(unitRule, unit, role));
  }
  return { entries, sources, statline, available, unmodelled, seeded, forOthers, separate: [...separate], named: usedNames, idle, capped };
}
