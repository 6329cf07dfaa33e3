/**
 * Options that cannot change this attack, told from what its weapons are (issue 14, "nothing silent"):
 * each becomes a warning, as an effect whose condition does not hold does (warnings.ts). Every case is
 * pinned by test/plan/no-effect-warnings.test.ts, which checks the result is indeed unchanged.
 */
import type { ReportWarning } from '../report/index.js';
import { abilityText } from '../report/text/ability-text.js';
import { formatSigned } from '../report/text/format.js';
import { EDITIONS, effectiveSkill, FACES, FAIL, hitClassifier, saveClassifier, SUCCESS, weaponContext, woundClassifier, type CommandRerollRoll, type Modifiers, type Scenario, type Weapon, type WeaponAbility } from '../rules/index.js';
import type { ScenarioOptions } from './options/definitions.js';

/** Abilities that change only ranged attacks: half range, the unit's movement, cover, unseen targets. */
const SHOOTING_ABILITIES = new Set<WeaponAbility['kind']>(['rapid-fire', 'heavy', 'assault', 'pistol', 'indirect-fire', 'ignores-cover', 'melta']);

/**
 * Options that cannot change this attack, from what its weapons are: damage lowered where every weapon
 * already does the least there is (1: damage is never below 1, docs/rules.md 5.2), hit rolls changed where
 * no weapon rolls to hit ([TORRENT]), cover where no attack is ranged, indirect fire already gives it or
 * (10e) none can have it, BS/WS or saves improved beyond 2+, hit, wound and AP changes that leave every
 * roll as it is, a [LETHAL HITS] choice where no weapon has it, a Damage re-roll where every Damage is
 * fixed. Read on the attack as planned, effects applied (a granted ability counts).
 */
export function noEffectWarnings(options: ScenarioOptions, scenario: Scenario, meleeChoice = false): ReportWarning[] {
  const granted = scenario.modifiers?.abilities ?? [];
  const weapons = scenario.attacker.firing.map((f) => ({
    damage: f.weapon.damage,
    ap: f.weapon.ap,
    ranged: f.weapon.type === 'ranged',
    abilities: [...f.weapon.abilities, ...granted],
  }));
  if (weapons.length === 0) return [];
  const has = (kind: WeaponAbility['kind']) => (w: (typeof weapons)[number]) => w.abilities.some((a) => a.kind === kind);
  const texts: string[] = [];

  const lowered = [
    ...(options.damage !== undefined && options.damage < 0 ? [`--damage ${options.damage}`] : []),
    ...(options.damageReduction !== undefined && options.damageReduction > 0 ? [`--damage-reduction ${options.damageReduction}`] : []),
    ...(options.halveDamage === true ? ['--halve-damage'] : []),
  ];
  // Added damage (an effect's, [MELTA] at half range) would make the lowering count; the user's own --damage is not added.
  const added = (scenario.modifiers?.damage ?? 0) - Math.min(0, options.damage ?? 0);
  const raised = added > 0 || (scenario.conditions.halfRange === true && weapons.some(has('melta')));
  const allDamageOne = weapons.every((w) => w.damage.terms.length === 0 && w.damage.flat === 1);
  if (lowered.length > 0 && allDamageOne && !raised && (scenario.mortalSources ?? []).length === 0) {
    texts.push(`${lowered.join(', ')} ${lowered.length === 1 ? 'has' : 'have'} no effect: every weapon fired does 1 damage, and damage is never below 1 (docs/rules.md 5.2)`);
  }
  if (weapons.every(has('torrent'))) {
    const hitOptions = [
      ...(options.hit !== undefined && options.hit !== 0 ? [`--hit ${formatSigned(options.hit)}`] : []),
      ...(options.rerollHits !== undefined && options.rerollHits !== 'none' ? [`--reroll-hits ${options.rerollHits}`] : []),
    ];
    if (hitOptions.length > 0) texts.push(`${hitOptions.join(', ')} ${hitOptions.length === 1 ? 'has' : 'have'} no effect: every weapon fired is [TORRENT], which hits without a hit roll`);
  }
  if (options.cover === true) {
    const ranged = weapons.filter((w) => w.ranged);
    const apImprovement = scenario.modifiers?.ap ?? 0;
    // 10e cover is +1 to an armour save, except for Sv 3+ or better against AP 0 (docs/rules.md 4.2).
    const noArmourBonus = (w: (typeof weapons)[number]) =>
      EDITIONS[options.rules].cover === 'armour-save-plus-one' && Math.min(0, w.ap - apImprovement) === 0 && scenario.defender.groups.every((g) => g.save <= 3);
    if (ranged.length === 0) texts.push('--cover has no effect: no ranged weapon is fired, and the Benefit of Cover is against ranged attacks (docs/rules.md 2.1a)');
    else if (ranged.every(has('ignores-cover'))) texts.push('--cover has no effect: every ranged weapon fired has [IGNORES COVER] (docs/rules.md 2.1a)');
    else if (scenario.conditions.indirect === true && ranged.every(has('indirect-fire'))) {
      texts.push('--cover has no effect: every weapon fired shoots indirectly, which already gives the target the Benefit of Cover (docs/rules.md 2.1a)');
    }
    else if (ranged.every((w) => has('ignores-cover')(w) || noArmourBonus(w))) {
      texts.push(`--cover has no effect in ${options.rules}: a model with a Save of 3+ or better gets no cover against AP 0 (docs/rules.md 4.2)`);
    }
  }
  const enough = skillImprovementEnough(scenario, options.rules);
  if (options.bs !== undefined && options.bs > 0 && enough !== null) {
    const best = EDITIONS[options.rules].skillLimits.best;
    const given = givenWithEffects('--bs', options.bs, scenario.modifiers?.bs ?? 0);
    texts.push(`${given}: ${enough === 0 ? 'no improvement' : `+${enough}`} already takes every weapon fired to ${best}+, the best BS/WS there is; the rest has no effect (docs/rules.md 2.2)`);
  }
  const saves = saveImprovementEnough(scenario, options.rules);
  if (options.save !== undefined && options.save > 0 && saves !== null) {
    const given = givenWithEffects('--save', options.save, scenario.modifiers?.save ?? 0);
    const best = 'the best there is (a save roll of 1 always fails, docs/rules.md 4.3)';
    if (saves.enough === 0) {
      texts.push(`${given} has no effect: ${saves.allTwoPlus ? `every save against every weapon fired is 2+ already, ${best}` : 'it changes no save roll against the weapons fired (docs/rules.md 4.2, 4.3)'}`);
    } else {
      const done = saves.allTwoPlus ? `takes every save to 2+, ${best}` : `changes every save roll that +${saves.applied} does (docs/rules.md 4.2, 4.3)`;
      texts.push(`${given}: +${saves.enough} already ${done}; the rest has no effect`);
    }
  }
  if (weapons.every((w) => !w.ranged)) {
    // Rules of shooting (range, movement, cover, indirect fire): nothing for a melee weapon.
    const shootingOnly = (options.grant ?? []).filter((a) => SHOOTING_ABILITIES.has(a.kind));
    if (shootingOnly.length > 0) {
      const named = shootingOnly.map((a) => `[${abilityText(a).toUpperCase()}]`).join(', ');
      texts.push(`--grant ${named} ${shootingOnly.length === 1 ? 'has' : 'have'} no effect: every weapon fired is a melee weapon, and ${shootingOnly.length === 1 ? 'it applies' : 'they apply'} to shooting`);
    }
  }
  // A melee weapon chosen with the modifiers (melee-choice.ts) may be another without the option: not judged.
  if (!meleeChoice) texts.push(...partlyIdleRollChanges(options, scenario));
  for (const choice of options.profile ?? []) {
    // A weapon's profile fires as "<weapon> – <profile>" (parse-weapon.ts variantName).
    const fires = scenario.attacker.firing.some(({ weapon }) => {
      const name = weapon.name.toLowerCase();
      return name.endsWith(` – ${choice.profile.toLowerCase()}`) && (choice.weapon === undefined || name.startsWith(`${choice.weapon.toLowerCase()} – `));
    });
    const named = choice.weapon === undefined ? choice.profile : `${choice.weapon}: ${choice.profile}`;
    if (!fires) texts.push(`--profile ${named} has no effect: no weapon fired ${options.phase === 'melee' ? 'in melee' : 'when shooting'} has that profile`);
  }
  const reroll = scenario.commandReroll;
  const target = reroll === undefined ? undefined : scenario.attacker.firing[reroll.weapon ?? 0];
  if (reroll !== undefined && target !== undefined) {
    const why = commandRerollIdle(reroll.roll, target.weapon, has('torrent')(weapons[reroll.weapon ?? 0]!), scenario);
    if (why !== null) texts.push(`--command-reroll ${reroll.roll} has no effect: ${why}`);
  }
  // docs/rules.md §10a: no hit roll to change on a [TORRENT] weapon.
  const six = scenario.changeToSix;
  const changed = six === undefined ? undefined : weapons[six.weapon ?? 0];
  if (six?.roll === 'hit' && changed !== undefined && has('torrent')(changed)) {
    texts.push(`the hit die changed to a 6 has no effect: ${scenario.attacker.firing[six.weapon ?? 0]!.weapon.name} is [TORRENT], which hits without a hit roll`);
  }
  // A fixed Damage has no roll to re-roll (docs/rules.md 5.6).
  if (options.rerollDamage !== undefined && options.rerollDamage !== 'none' && weapons.every((w) => w.damage.terms.length === 0)) {
    texts.push(`--reroll-damage ${options.rerollDamage} has no effect: every weapon fired has a fixed Damage, which has no Damage roll (docs/rules.md 5.6)`);
  }
  if (options.rules === '11e' && options.lethal !== undefined && !weapons.some(has('lethal-hits'))) {
    texts.push(`--lethal ${options.lethal} has no effect: no weapon fired has [LETHAL HITS]`);
  }
  return texts.map((text) => ({ text }));
}

/**
 * The least BS/WS improvement that gives every weapon the effective skill the whole improvement gives
 * (the edition's best, docs/rules.md 2.2), or null when all of it counts. Read with the engine's own
 * effectiveSkill, so cover and ignored modifiers are as the engine has them.
 */
function skillImprovementEnough(scenario: Scenario, edition: ScenarioOptions['rules']): number | null {
  const rules = EDITIONS[edition];
  const improvement = scenario.modifiers?.bs ?? 0;
  const skills = scenario.attacker.firing.filter((f) => f.weapon.skill !== null);
  if (improvement <= 0 || skills.length === 0) return null;
  const skillsWith = (bs: number) =>
    skills.map((f) => effectiveSkill(weaponContext(f, { ...scenario.modifiers, bs }, scenario.conditions, scenario.defender, rules), f.weapon.skill!)).join(' ');
  const needed = leastGivingTheSame(improvement, skillsWith);
  return needed < improvement ? needed : null;
}

/** "--bs +1", or "--bs +1 (+2 with the effects)" when effects add to what was given. */
function givenWithEffects(option: string, given: number, total: number): string {
  return total === given ? `${option} ${formatSigned(given)}` : `${option} ${formatSigned(given)} (${formatSigned(total)} with the effects)`;
}

/**
 * The value nearest 0, from `whole` towards 0, whose `outcome` is `target` (that of `whole`): the part of
 * a change that counts.
 */
function leastGivingTheSame(whole: number, outcome: (k: number) => string, target = outcome(whole)): number {
  const step = Math.sign(whole);
  let k = whole;
  while (k !== 0 && outcome(k - step) === target) k -= step;
  return k;
}

/** A change to a roll the user gave (its option is --<key>), and why a part of it can be lost. */
type RollChange = {
  readonly key: 'hit' | 'wound' | 'ap';
  readonly rolls: string;
  readonly why: string;
};

const ROLL_CHANGES: readonly RollChange[] = [
  {
    key: 'hit',
    rolls: 'hit roll',
    why: 'a hit roll of 1 always fails, a critical hit always hits, snap shooting (Overwatch) ignores modifiers, and modifiers, [HEAVY], Stealth and indirect fire included, add up to at most ±1 (docs/rules.md 2.3, 2.5)',
  },
  { key: 'wound', rolls: 'wound roll', why: 'a wound roll of 1 always fails, a critical wound always wounds, and modifiers, [LANCE] included, add up to at most ±1 (docs/rules.md 3.3, 3.4)' },
  {
    key: 'ap',
    rolls: 'saving throw',
    why: 'AP is never worse than 0, an invulnerable save ignores it, and cover and save modifiers count as they are (docs/rules.md 4.1–4.3)',
  },
];

/**
 * --hit, --wound and --ap where some or all of the option leaves every roll of every weapon fired as it is
 * without it (effects' changes of the same kind stay in both): the engine's own classifiers, per face,
 * judge it (so [HEAVY], [LANCE], Stealth, cover, the ±1 cap, 2+ rolls and invulnerable saves count as
 * the engine has them). A hit or wound modifier beyond the edition's cap has a warning of its own
 * (warnings.ts cappedModifiers) for the part lost to it: then only an option that changes nothing at all
 * is said here.
 */
function partlyIdleRollChanges(options: ScenarioOptions, scenario: Scenario): string[] {
  const rules = EDITIONS[options.rules];
  const toughnesses = [...new Set(scenario.defender.groups.map((g) => g.toughness))];
  const rolled = (key: RollChange['key'], k: number): string[] =>
    scenario.attacker.firing.flatMap((f) => {
      const ctx = weaponContext(f, { ...scenario.modifiers, [key]: k }, scenario.conditions, scenario.defender, rules);
      if (key === 'hit') return f.weapon.skill === null || ctx.abilities.torrent ? [] : [FACES.map(hitClassifier(ctx, f.weapon.skill)).join()];
      if (key === 'wound') return toughnesses.map((t) => FACES.map(woundClassifier(ctx, t)).join());
      return scenario.defender.groups.map((g) => FACES.map(saveClassifier(ctx, g)).join());
    });
  const texts: string[] = [];
  for (const { key, rolls, why } of ROLL_CHANGES) {
    const given = options[key];
    const total = scenario.modifiers?.[key] ?? 0;
    if (given === undefined || given === 0) continue;
    // The rolls with `part` of the option and the effects' changes (0: without the option); the engine's
    // context adds the weapon's own ([HEAVY], Stealth, [LANCE]) and caps the sum.
    const withPart = (part: number) => rolled(key, total - given + part);
    const full = withPart(given);
    if (full.length === 0) continue; // no such roll at all ([TORRENT]: said above)
    const enough = leastGivingTheSame(given, (part) => withPart(part).join(' '), full.join(' '));
    if (enough === given) continue;
    // A total beyond the cap has its own warning (cappedModifiers), which says what part is lost.
    if (enough !== 0 && key !== 'ap' && Math.abs(total) > rules.rollModifierCap) continue;
    const named = givenWithEffects(`--${key}`, given, total);
    texts.push(
      enough === 0
        ? `${named} has no effect: it changes no ${rolls} of the weapons fired; ${why}`
        : `${named}: ${formatSigned(enough)} already changes every ${rolls} that ${formatSigned(given)} does, and the rest has no effect; ${why}`,
    );
  }
  return texts;
}

/**
 * The least save-roll improvement that makes every model group save on the faces the whole improvement
 * (`applied`) does, against every weapon fired, or null when all of it counts; `allTwoPlus`: every save
 * is then 2+, the best there is (a 1 always fails, docs/rules.md 4.3). Otherwise the rest is lost on a
 * save still out of reach, or on the 10e cap that cover already takes. Read with the engine's own
 * saveClassifier, so AP, cover, invulnerable saves and the 10e cap are as the engine has them; an
 * improvement beyond 10e's cap has a warning of its own (warnings.ts cappedModifiers), so only the part
 * within it is judged here.
 */
function saveImprovementEnough(scenario: Scenario, edition: ScenarioOptions['rules']): { enough: number; applied: number; allTwoPlus: boolean } | null {
  const rules = EDITIONS[edition];
  const applied = Math.min(scenario.modifiers?.save ?? 0, rules.saveImprovementCap ?? Infinity);
  if (applied <= 0) return null;
  // Per weapon and model group, which faces 1–6 save: "F,S,S,S,S,S" is a 2+ save.
  const savedFaces = (save: number) => {
    const modifiers: Modifiers = { ...scenario.modifiers, save };
    return scenario.attacker.firing.flatMap((f) => {
      const ctx = weaponContext(f, modifiers, scenario.conditions, scenario.defender, rules);
      return scenario.defender.groups.map((g) => FACES.map(saveClassifier(ctx, g)).join());
    });
  };
  const full = savedFaces(applied);
  const enough = leastGivingTheSame(applied, (k) => savedFaces(k).join(' '), full.join(' '));
  if (enough === applied) return null;
  const twoPlus = FACES.map((face) => (face === 1 ? FAIL : SUCCESS)).join();
  return { enough, applied, allTwoPlus: full.every((faces) => faces === twoPlus) };
}

/**
 * Why a Command Re-roll of this roll of this weapon can change nothing, or null: there is no such roll
 * (a fixed characteristic, [TORRENT], no save at all), or every failed one is re-rolled already (a die is
 * re-rolled only once, docs/rules.md §10).
 */
function commandRerollIdle(roll: CommandRerollRoll, weapon: Weapon, torrent: boolean, scenario: Scenario): string | null {
  const policies = { hit: scenario.modifiers?.rerollHits, wound: scenario.modifiers?.rerollWounds, save: scenario.modifiers?.rerollSaves };
  switch (roll) {
    case 'attacks': {
      // Random [RAPID FIRE] dice at half range are attack dice too (docs/rules.md §10).
      const rapid = scenario.conditions.halfRange === true && [...weapon.abilities, ...(scenario.modifiers?.abilities ?? [])].some((a) => a.kind === 'rapid-fire' && a.x.terms.length > 0);
      return weapon.attacks.terms.length === 0 && !rapid ? `${weapon.name} has a fixed number of attacks (${weapon.attacks.text}): there is no Attacks roll` : null;
    }
    case 'damage':
      return weapon.damage.terms.length === 0 ? `${weapon.name} has a fixed Damage (${weapon.damage.text}): there is no Damage roll` : null;
    case 'hit':
      if (torrent) return `${weapon.name} is [TORRENT], which hits without a hit roll`;
      break;
    case 'save':
      // an invulnerable save against this type of attack only is a save too (docs/rules.md 4.3)
      if (scenario.defender.groups.every((g) => g.save >= 7 && g.invuln === undefined && (weapon.type === 'ranged' ? g.invulnRanged : g.invulnMelee) === undefined)) {
        return 'the defender has no save to roll';
      }
      break;
    case 'wound':
      break;
  }
  const policy = roll === 'hit' || roll === 'wound' || roll === 'save' ? policies[roll] : undefined;
  return policy === 'failed' || policy === 'noncrit' ? `every failed ${roll} roll is re-rolled already (${policy}), and a die is re-rolled only once` : null;
}
