/** The scenario and result in words and rows: shared by the table, markdown and CSV renderers. */
import { EDITIONS, woundByStrengthText, type DamageRerollPolicy, type EditionId, type ModelGroup, type Modifiers, type RerollPolicy, type Summary, type Weapon, type WeaponResult } from '../../rules/index.js';
import { abilityText } from '../text/ability-text.js';
import { formatPercent, formatSigned, plural } from '../text/format.js';
import { saveTexts } from '../text/saves.js';
import type { CalcReport, CappedModifier, EffectSummary, FiredWeapon, UnitSummary } from '../types.js';

/** Distribution rows below this probability (both "exactly" and "at least") are left out of charts. */
export const NEGLIGIBLE_PROBABILITY = 0.0005;

/** "Strike Team (10 pulse rifles)" when the loadout is known, else "Strike Team (10 models)". */
export function unitLabel(unit: UnitSummary): string {
  return `${unit.name} (${unit.loadout ?? plural(unit.models, 'model')})`;
}

export function editionLabel(report: Pick<CalcReport, 'rules'>): string {
  return `${report.rules} rules`;
}

/** The battle-shock trigger of the edition, for labelling the matching probability. */
export function battleShockTrigger(report: CalcReport): 'below-half' | 'at-or-below-half' {
  return report.rules === '10e' ? 'below-half' : 'at-or-below-half';
}

function rerollText(policy: RerollPolicy | undefined, roll: string): string | null {
  switch (policy) {
    case undefined:
    case 'none':
      return null;
    case 'ones':
      return `re-roll ${roll} rolls of 1`;
    case 'failed':
      return `re-roll failed ${roll} rolls`;
    case 'noncrit':
      return `re-roll non-critical ${roll} rolls`;
    default: {
      const unknown: never = policy;
      throw new TypeError(`rerollText: unknown re-roll policy ${String(unknown)}`);
    }
  }
}

/** docs/rules.md 5.6: `any` re-rolls a roll whose Damage is below the average. */
function damageRerollText(policy: DamageRerollPolicy | undefined): string | null {
  switch (policy) {
    case undefined:
      return null;
    case 'ones':
      return 're-roll damage rolls of 1';
    case 'any':
      return 're-roll damage rolls below average';
    default: {
      const unknown: never = policy;
      throw new TypeError(`damageRerollText: unknown Damage re-roll policy ${String(unknown)}`);
    }
  }
}

function changeText(n: number | undefined, what: string): string | null {
  if (n === undefined || n === 0) return null;
  return `${n > 0 ? 'improve' : 'worsen'} ${what} by ${Math.abs(n)}`;
}

/** "+1 to hit"; "+5 to hit (capped at +1)" when the edition applies less than given. */
function rollModifierText(n: number | undefined, roll: 'hit' | 'wound' | 'save', capped: readonly CappedModifier[]): string | null {
  if (n === undefined || n === 0) return null;
  const cap = capped.find((c) => c.modifier === roll);
  return `${formatSigned(n)} to ${roll}${cap === undefined ? '' : ` (capped at ${formatSigned(cap.applied)})`}`;
}

function thresholdText(n: number | undefined, defaultValue: number | null, text: (n: number) => string): string | null {
  if (n === undefined || n === defaultValue) return null;
  return text(n);
}

/**
 * The non-default modifiers in words, in a fixed order: "+1 to hit", "improve BS/WS by 1",
 * "re-roll hit rolls of 1", "critical hits on 5+", "weapons gain lethal hits", ...; a modifier beyond
 * the edition's cap says so: "+5 to hit (capped at +1)".
 */
export function modifierTexts(m: Modifiers, capped: readonly CappedModifier[] = [], abilityPrefix = 'weapons gain '): string[] {
  const texts = [
    m.attacks === undefined || m.attacks === 0 ? null : `${formatSigned(m.attacks)} attacks`,
    m.strength === undefined || m.strength === 0 ? null : `${formatSigned(m.strength)} strength`,
    m.toughness === undefined || m.toughness === 0 ? null : `${formatSigned(m.toughness)} toughness (defender)`,
    rollModifierText(m.hit, 'hit', capped),
    rollModifierText(m.wound, 'wound', capped),
    changeText(m.bs, 'BS/WS'),
    changeText(m.ap, 'AP'),
    rollModifierText(m.save, 'save', capped),
    m.damage === undefined || m.damage === 0 ? null : `${formatSigned(m.damage)} damage`,
    thresholdText(m.critHit, 6, (n) => `critical hits on ${n}+`),
    thresholdText(m.critWound, 6, (n) => `critical wounds on ${n}+`),
    m.successfulHitsCritical === true ? 'every successful hit is critical' : null,
    m.successfulWoundsCritical === true ? 'every successful wound is critical' : null,
    m.critWoundAp === undefined || m.critWoundAp === 0 ? null : `AP +${m.critWoundAp} on critical wounds`,
    m.critWoundApSet === undefined ? null : `AP ${m.critWoundApSet} on critical wounds`,
    thresholdText(m.hitOnlyOnUnmodified, null, (n) => `hits only on unmodified ${n}+`),
    thresholdText(m.woundOnlyOnUnmodified, null, (n) => `wounds only on unmodified ${n}+`),
    ...(m.woundByStrength ?? []).map(woundByStrengthText),
    thresholdText(m.snapShotOn, 6, (n) => `snap shots hit on ${n}+`),
    m.ignoreHarmfulHitModifiers === true ? 'harmful BS and hit modifiers ignored' : null,
    rerollText(m.rerollHits, 'hit'),
    rerollText(m.rerollWounds, 'wound'),
    rerollText(m.rerollSaves, 'save'),
    damageRerollText(m.rerollDamage),
    m.lethal === 'auto' ? 'always take lethal hits' : m.lethal === 'roll' ? 'never take lethal hits' : null,
    m.abilities !== undefined && m.abilities.length > 0
      ? `${abilityPrefix}${m.abilities.map(abilityText).join(', ')}`
      : null,
  ];
  return texts.filter((t): t is string => t !== null);
}

/** "Point-Blank Ambush (1CP): improve AP by 1"; "Night Shield (defender, 1CP): …". */
export function effectText(effect: EffectSummary): string {
  const facts = [effect.side === 'defender' ? 'defender' : null, effect.cp === null ? null : `${effect.cp}CP`].filter((f) => f !== null);
  return `${effect.name}${facts.length === 0 ? '' : ` (${facts.join(', ')})`}: ${effect.changes.join(', ')}`;
}

/**
 * "A1", "BS4+"; a colon before a value with a letter in it, so "A:D6" never reads as "AD6" nor
 * "D:2D6+1" as "D2D6+1"; a value a modifier changes shows both: "AP0→-1".
 */
function characteristic(name: string, value: string, changed?: string): string {
  const shown = changed === undefined || changed === value ? value : `${value}→${changed}`;
  return /[A-Za-z]/.test(value) ? `${name}:${shown}` : `${name}${shown}`;
}

/** "D3" with +1 is "D3+1", "D6+2" with −1 is "D6+1", "2" with +1 is "3" (never below 1 when fixed). */
function addToDice(dice: Weapon['damage'], n: number): string {
  if (n === 0) return dice.text;
  const flat = dice.flat + n;
  if (dice.terms.length === 0) return String(Math.max(1, flat));
  const rolled = dice.text.replace(/[+-]\d+$/, '');
  return flat === 0 ? rolled : `${rolled}${flat > 0 ? '+' : '-'}${Math.abs(flat)}`;
}

/**
 * The datasheet line of a weapon: "A1 BS4+ S5 AP0 D1", "A:D6 BS:N/A S5 AP-1 D1", "A2 WS3+ S6 AP-1 D:D3".
 * With modifiers, the characteristics they change show the value they attack with: `--ap +1` gives
 * "AP0→-1", `--bs +1` "BS4+→3+", `--damage +1` "D1→2", `--attacks +1` "A:D6→D6+1", `--strength +1`
 * "S4→5" (within the edition's BS limits; AP never above 0; A and S never below 1; a 10e [EXTRA ATTACKS]
 * weapon's A unchanged, docs/rules.md 1.6).
 */
export function weaponProfileText(weapon: Weapon, modifiers: Modifiers = {}, edition?: EditionId): string {
  const limits = edition === undefined ? { best: 2, worst: null } : EDITIONS[edition].skillLimits;
  const skill = weapon.skill === null ? null : Math.min(limits.worst ?? 7, Math.max(limits.best, weapon.skill - (modifiers.bs ?? 0)));
  const unmodifiable = edition !== undefined && EDITIONS[edition].extraAttacksUnmodifiable && weapon.abilities.some((a) => a.kind === 'extra-attacks');
  return [
    characteristic('A', weapon.attacks.text, addToDice(weapon.attacks, unmodifiable ? 0 : modifiers.attacks ?? 0)),
    characteristic(weapon.type === 'melee' ? 'WS' : 'BS', weapon.skill === null ? 'N/A' : `${weapon.skill}+`, skill === null ? undefined : `${skill}+`),
    characteristic('S', String(weapon.strength), String(Math.max(1, weapon.strength + (modifiers.strength ?? 0)))),
    characteristic('AP', String(weapon.ap), String(Math.min(0, weapon.ap - (modifiers.ap ?? 0)))),
    characteristic('D', weapon.damage.text, addToDice(weapon.damage, modifiers.damage ?? 0)),
  ].join(' ');
}

/**
 * The abilities a weapon attacks with, as text: its own, then those granted to it alone, with the 11e
 * [LETHAL HITS] choice the engine made ("lethal hits (declined)").
 */
export function weaponAbilityTexts(fired: FiredWeapon, result: WeaponResult): string[] {
  const texts = [...fired.weapon.abilities, ...(fired.modifiers?.abilities ?? [])].map(abilityText);
  if (result.lethal !== undefined) {
    const choice = `lethal hits (${result.lethal === 'auto' ? 'taken' : 'declined'})`;
    const at = texts.indexOf('lethal hits');
    if (at >= 0) texts[at] = choice;
    else texts.push(choice);
  }
  return texts;
}

/** Per-weapon modifier texts (beyond the scenario's), without the granted abilities (listed with the abilities). */
export function weaponModifierTexts(fired: FiredWeapon): string[] {
  if (fired.modifiers === undefined) return [];
  const { abilities: _abilities, ...rest } = fired.modifiers;
  return modifierTexts(rest);
}

export type WeaponPair = { readonly fired: FiredWeapon; readonly result: WeaponResult };

/** The fired weapons with their results. They correspond by position; a mismatch is a programmer error. */
export function pairWeapons(report: CalcReport): WeaponPair[] {
  const results = report.result.weapons;
  if (report.fired.length !== results.length) {
    throw new RangeError(
      `renderReport: report.fired has ${report.fired.length} weapons but report.result.weapons has ${results.length}`,
    );
  }
  return report.fired.map((fired, i) => ({ fired, result: results[i] as WeaponResult }));
}

/**
 * The names of the defender's model groups, matching `result.modelsDestroyedByGroup`, or null for each
 * when the report does not carry the groups.
 */
export function groupNames(report: CalcReport): (string | null)[] {
  const groups = report.defender.groups;
  const n = report.result.modelsDestroyedByGroup.length;
  if (groups === undefined || groups.length !== n) return Array.from({ length: n }, () => null);
  return groups.map((g) => g.name);
}

/** "T4 W2 Sv3+ 4++ FNP 5+"; saves and Feel No Pain against some attacks only say which: "5++ (ranged)", "FNP 5+ (mortal)". */
export function groupProfileText(group: ModelGroup): string {
  const saves = saveTexts({
    invuln: group.invuln,
    invulnRanged: group.invulnRanged,
    invulnMelee: group.invulnMelee,
    fnp: group.feelNoPain,
    fnpMortal: group.feelNoPainMortal,
    fnpPsychic: group.feelNoPainPsychic,
  });
  return [`T${group.toughness}`, `W${group.wounds}`, group.save >= 7 ? 'Sv -' : `Sv${group.save}+`, ...saves].join(' ');
}

/** "5× Intercessor (T4 W2 Sv3+)", with "character" and "leader" flags. */
export function groupText(group: ModelGroup): string {
  const flags = [group.character ? 'character' : null, group.leader ? 'leader' : null].filter((f) => f !== null);
  const details = [groupProfileText(group), ...flags].join(', ');
  return `${group.count}× ${group.name} (${details})`;
}

/** P(X ≥ k) for every k, summed from the top so the tail keeps its precision. */
export function atLeast(pmf: readonly number[]): number[] {
  const out = new Array<number>(pmf.length);
  let sum = 0;
  for (let k = pmf.length - 1; k >= 0; k--) {
    sum += pmf[k] ?? 0;
    out[k] = sum;
  }
  return out;
}

export type DistributionRow = { readonly k: number; readonly exactly: number; readonly atLeast: number };

/**
 * Rows of a distribution chart for k = 0..maxK: rows where both P(exactly k) and P(at least k) are
 * negligible are left out, except k = 0 and k = maxK; `null` marks where rows were left out.
 */
export function distributionRows(pmf: readonly number[], maxK: number): (DistributionRow | null)[] {
  const top = Math.max(maxK, pmf.length - 1);
  const tail = atLeast(pmf);
  const rows: (DistributionRow | null)[] = [];
  let skipped = false;
  for (let k = 0; k <= top; k++) {
    const exactly = pmf[k] ?? 0;
    const atLeastK = tail[k] ?? 0;
    const keep =
      k === 0 || k === top || exactly >= NEGLIGIBLE_PROBABILITY || atLeastK >= NEGLIGIBLE_PROBABILITY;
    if (keep) {
      if (skipped) rows.push(null);
      rows.push({ k, exactly, atLeast: atLeastK });
      skipped = false;
    } else {
      skipped = true;
    }
  }
  return rows;
}

/**
 * The distribution the charts show: models destroyed, or for a single-model target (a vehicle, a
 * monster, a lone character) the wounds it loses, which says more than "destroyed or not".
 */
export function chartedDistribution(report: CalcReport): { title: string; pmf: readonly number[]; maxK: number } {
  const { defender, result } = report;
  if (defender.models === 1) {
    const wounds = defender.groups?.[0]?.wounds ?? result.woundsLost.pmf.length - 1;
    return { title: `Wounds lost (of ${wounds})`, pmf: result.woundsLost.pmf, maxK: wounds };
  }
  return { title: `Models destroyed (of ${defender.models})`, pmf: result.modelsDestroyed.pmf, maxK: defender.models };
}

/** Sum of the per-weapon means of one stage (the mean of a sum is the sum of the means). */
export function totalMean(pairs: readonly WeaponPair[], stage: (r: WeaponResult) => Summary): number {
  return pairs.reduce((sum, p) => sum + stage(p.result).mean, 0);
}

/** A fact of the mortal-wound or battle-shock section, in words shared by the table and markdown. */
export type ResultFact = { readonly label: string; readonly mean?: number; readonly probability?: number; readonly extra?: string };

/**
 * The heading of the mortal-wound sources that hurt the target: before the attack, or after it (docs/rules.md
 * §11), each named with its timing, so the heading claims neither.
 */
export const MORTALS_HEADING = 'Mortal wounds outside the attack';

/**
 * Mortal-wound sources against the target, in order (before the attack, or after it when the name says
 * so): the expected mortal wounds each inflicts on the target. A source rolled for your own units
 * (Acceptable Losses) hurts only them, after the attack: see selfCosts.
 */
export function mortalSourceFacts(report: CalcReport): ResultFact[] {
  return (report.result.mortalSources ?? [])
    .filter((s) => s.ownUnits === undefined)
    .map((s) => ({ label: s.name, mean: s.mortalWounds.mean, extra: 'mortal wounds' }));
}

/** What one mortal-wound source costs your own side: a heading and its facts. */
export type SelfCost = { readonly heading: string; readonly facts: readonly ResultFact[] };

/** "0: 66.7%, 2: 11.1%, 3: 11.1%, 4: 11.1%": the values a small distribution takes, negligible ones left out. */
export function distributionText(pmf: readonly number[]): string {
  return pmf.flatMap((p, k) => (p >= NEGLIGIBLE_PROBABILITY ? [`${k}: ${formatPercent(p)}`] : [])).join(', ');
}

/**
 * The mortal wounds the sources inflict on your own side, one section per source that has them (they are
 * never allocated: those units are not the defender). Crushing Impact's 1s hurt the attacking unit; the
 * dice of Acceptable Losses are rolled after the attack for your own units, one each, so each unit's
 * distribution, the total and P(at least one unit is hit) are what decide whether it is worth it.
 */
export function selfCosts(report: CalcReport): SelfCost[] {
  return (report.result.mortalSources ?? []).flatMap((s): SelfCost[] => {
    const self = s.selfMortalWounds;
    if (self === undefined) return [];
    const own = s.ownUnits;
    if (own === undefined) {
      const facts: ResultFact[] = [
        { label: 'Mortal wounds suffered', mean: self.mean },
        { label: 'P(at least 1)', probability: 1 - (self.pmf[0] ?? 0) },
      ];
      return [{ heading: `${s.name}: cost to ${report.attacker.name}`, facts }];
    }
    const one = own.count === 1;
    const perUnit: ResultFact = {
      label: one ? 'Mortal wounds suffered' : 'Mortal wounds per unit',
      mean: own.perUnit.mean,
      extra: distributionText(own.perUnit.pmf),
    };
    const facts: ResultFact[] = one
      ? [perUnit, { label: 'P(the unit is hit)', probability: own.pAnyUnitHit }]
      : [perUnit, { label: 'Mortal wounds in all', mean: self.mean }, { label: 'P(at least one unit is hit)', probability: own.pAnyUnitHit }];
    return [{ heading: `${s.name}: cost to your ${one ? `${own.units} unit` : `${own.count} ${own.units} units`}`, facts }];
  });
}

/** Battle-shock after the attack (absent when the defender's Ld is unknown). */
export function battleShockFacts(report: CalcReport): ResultFact[] {
  const shock = report.result.battleShock;
  if (shock === undefined) return [];
  const facts: ResultFact[] = [
    { label: 'P(must test battle-shock)', probability: shock.pTest, extra: 'next Command phase' },
    { label: 'P(fails battle-shock)', probability: shock.pFail, extra: 'next Command phase' },
  ];
  if (shock.forced !== undefined) {
    facts.push({
      label: `P(fails ${shock.forced.name})`,
      probability: shock.forced.pFail,
      extra: `test right after the attack${shock.forced.modifier === 0 ? '' : `, ${formatSigned(shock.forced.modifier)} to the test`}`,
    });
  }
  return facts;
}

/** "2× Laspistol, 1× Plasma gun – supercharge": what an attack fires. */
export function firedText(cell: Pick<CalcReport, 'fired'>): string {
  return cell.fired.length === 0 ? 'no weapon fires' : cell.fired.map((f) => `${f.count}× ${f.weapon.name}`).join(', ');
}
