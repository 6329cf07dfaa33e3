/**
 * The reference simulator against hand-worked cases: each expected distribution is worked out in the
 * comment above it, from docs/rules.md, and stated as exact fractions.
 */
import { describe, expect, it } from 'vitest';
import { ELEVENTH, TENTH } from '../../src/rules/editions.js';
import { damageValue } from '../../src/sim/damage.js';
import { expectedDamagePerAttack } from '../../src/sim/lethal-choice.js';
import { prepareAttack } from '../../src/sim/plan.js';
import { enumerateExact } from '../support/enumerate.js';
import { ability, firing, group, scenario, torrent, unit, weapon } from './build.js';
import { expectPmf } from './exact.js';

describe('§5.2 damage order', () => {
  const rule = { dice: { terms: [], flat: 0, text: '0' }, add: 2, halve: true, reduction: 0, reroll: null, fresh: null } as const;
  it('damageValue: roll 5, halved, Melta 2 is 5 in 10e and 4 in 11e (RULES §3.14)', () => {
    expect(damageValue(5, { ...rule, order: 'halve-then-add' })).toBe(5);
    expect(damageValue(5, { ...rule, order: 'add-then-halve' })).toBe(4);
  });
  it('damageValue never goes below 1', () => {
    expect(damageValue(1, { ...rule, add: 0, reduction: 1, order: 'halve-then-add' })).toBe(1);
  });

  // Torrent D6 Melta 2 at half range, S10 vs T1 (wounds on 2+: 5/6), no save, halved, W20.
  // 10e ⌈r/2 + 2⌉ for r = 1..6: 3 3 4 4 5 5; 11e ⌈(r + 2)/2⌉: 2 2 3 3 4 4. Each pair 5/6 · 2/6 = 5/18.
  const melta = scenario({
    firing: [firing(torrent({ strength: 10, damage: 'D6', abilities: [ability.melta(2)] }))],
    defender: unit([group({ toughness: 1, wounds: 20 })], { halveDamage: true }),
    conditions: { halfRange: true },
  });
  it('halved D6 Melta 2 at half range: 10e damage 3/4/5, 11e 2/3/4, each 5/18', () => {
    expectPmf(enumerateExact(melta, TENTH).field('woundsLost'), { 0: '1/6', 3: '5/18', 4: '5/18', 5: '5/18' });
    expectPmf(enumerateExact(melta, ELEVENTH).field('woundsLost'), { 0: '1/6', 2: '5/18', 3: '5/18', 4: '5/18' });
  });
});

describe('§2.7–§2.8 [SUSTAINED HITS 1] + [LETHAL HITS] on one attack (BS 4+, S4 vs T4, no save, W10)', () => {
  const build = (lethal?: 'auto' | 'roll' | 'best') =>
    scenario({
      firing: [firing(weapon({ abilities: [ability.sustained(1), ability.lethal] }))],
      defender: unit([group({ wounds: 10 })]),
      ...(lethal === undefined ? {} : { modifiers: { lethal } }),
    });

  // Hit: 6 (1/6) critical → auto-wound + 1 extra hit rolling 4+ (1/2); 4–5 (1/3) → wound on 4+.
  // P(2 wounds) = 1/6·1/2 = 1/12; P(1) = 1/6·1/2 + 1/3·1/2 = 1/4; P(0) = 2/3.
  // Critical wounds only from rolled dice: (1/3 + 1/6)·1/6 = 1/12.
  it('10e: the critical hit auto-wounds, the extra hit rolls to wound', () => {
    const e = enumerateExact(build(), TENTH);
    expectPmf(e.field('weapons.0.hits'), { 0: '1/2', 1: '1/3', 2: '1/6' });
    expectPmf(e.field('weapons.0.criticalHits'), { 0: '5/6', 1: '1/6' });
    expectPmf(e.field('weapons.0.wounds'), { 0: '2/3', 1: '1/4', 2: '1/12' });
    expectPmf(e.field('weapons.0.criticalWounds'), { 0: '11/12', 1: '1/12' });
    expectPmf(e.field('woundsLost'), { 0: '2/3', 1: '1/4', 2: '1/12' });
    expect(e.exact.weapons[0]?.lethal).toBeUndefined();
  });

  // 11e `roll`: the critical hit rolls too: P(2) = 1/6·1/4 = 1/24; P(1) = 1/6·1/2 + 1/3·1/2 = 1/4; P(0) = 17/24.
  it('11e lethal `roll`: the critical hit rolls to wound like any hit', () => {
    const e = enumerateExact(build('roll'), ELEVENTH);
    expectPmf(e.field('weapons.0.wounds'), { 0: '17/24', 1: '1/4', 2: '1/24' });
    expect(e.exact.weapons[0]?.lethal).toBe('roll');
  });

  it('11e lethal `best` without [DEVASTATING WOUNDS] takes the auto-wound (same as 10e)', () => {
    const e = enumerateExact(build(), ELEVENTH);
    expect(e.exact.weapons[0]?.lethal).toBe('auto');
    expectPmf(e.field('weapons.0.wounds'), { 0: '2/3', 1: '1/4', 2: '1/12' });
  });
});

describe('§2.8 expected damage per attack for the 11e `best` choice', () => {
  // BS 4+, S4 vs T4, Sv 3+, D1, [LETHAL HITS]. Hit 4–5: 1/3, critical 6: 1/6; a rolled wound: 1/2,
  // unsaved 1/3. Auto: 1/3·1/2·1/3 + 1/6·1/3 = 1/9. Roll: 1/2·1/2·1/3 = 1/12.
  it('expectedDamagePerAttack is 1/9 taking the auto-wound and 1/12 rolling', () => {
    const s = scenario({ firing: [firing(weapon({ abilities: [ability.lethal] }))], defender: unit([group({ save: 3 })]) });
    const plan = prepareAttack(s, ELEVENTH);
    const w = plan.weapons[0]!;
    expect(expectedDamagePerAttack(w, true, s.defender, 4)).toBeCloseTo(1 / 9, 15);
    expect(expectedDamagePerAttack(w, false, s.defender, 4)).toBeCloseTo(1 / 12, 15);
    expect(w.lethalChoice).toBe('auto');
  });
});

describe('§4.4–§4.5 saves against two groups: A (first, W1, no save) and B (W1, Sv 4+)', () => {
  // Two torrent attacks S8 vs T4 (2+): P(2 wounds) = 25/36, P(1) = 10/36, P(0) = 1/36. D1.
  // 11e: two save dice sorted; the lower always fails against A, the higher saves against B on 4+:
  //   P(B survives | 2 wounds) = 1 − (1/2)² = 3/4. P(2 dead) = 25/36·1/4 = 25/144;
  //   P(1) = 10/36 + 25/36·3/4 = 115/144; P(0) = 1/36.
  // 10e: the first attack goes to A (fails), the second to B (saves 1/2): P(2 dead) = 25/72,
  //   P(1) = 10/36 + 25/72 = 5/8.
  const s = scenario({
    firing: [firing(torrent({ attacks: 2, strength: 8 }))],
    defender: unit([group({ name: 'A' }), group({ name: 'B', save: 4 })]),
  });
  it('11e resolves the sorted save dice lowest first against the current group', () => {
    const e = enumerateExact(s, ELEVENTH);
    expectPmf(e.field('modelsDestroyed'), { 0: '1/36', 1: '115/144', 2: '25/144' });
    expectPmf(e.field('modelsDestroyedByGroup.1'), { 0: '119/144', 1: '25/144' });
    // the side track is against A alone: every wound unsaved
    expectPmf(e.field('weapons.0.unsavedWounds'), { 0: '1/36', 1: '5/18', 2: '25/36' });
  });
  it('10e saves attack by attack against the allocated model', () => {
    const e = enumerateExact(s, TENTH);
    expectPmf(e.field('modelsDestroyed'), { 0: '1/36', 1: '5/8', 2: '25/72' });
  });
});

describe('§6 [DEVASTATING WOUNDS]', () => {
  // Weapon 1: torrent S10, [DEVASTATING WOUNDS], critical wounds on 2+ (so 5/6 a critical), D1.
  // Weapon 2: torrent S10, D2 (wounds 5/6). Target: two models W2, no save.
  // 10e (after all weapons): weapon 2 kills model 1, then 1 mortal wound on model 2 → 3 wounds lost.
  // 11e (after that weapon): 1 mortal wound on model 1, then D2 kills it, excess lost → 2 lost.
  const timing = scenario({
    firing: [
      firing(torrent({ name: 'dw', strength: 10, abilities: [ability.devastating] }), 1, { critWound: 2 }),
      firing(torrent({ name: 'd2', strength: 10, damage: 2 })),
    ],
    defender: unit([group({ count: 2, wounds: 2 })]),
  });
  it('§6.3 10e resolves the mortal wounds after every weapon', () => {
    const e = enumerateExact(timing, TENTH);
    expectPmf(e.field('woundsLost'), { 0: '1/36', 1: '5/36', 2: '5/36', 3: '25/36' });
    expectPmf(e.field('weapons.0.mortalWounds'), { 0: '1/6', 1: '5/6' });
    expectPmf(e.field('weapons.0.unsavedWounds'), { 0: '1' });
  });
  it('§6.3 11e resolves the mortal wounds after that weapon', () => {
    const e = enumerateExact(timing, ELEVENTH);
    expectPmf(e.field('woundsLost'), { 0: '1/36', 1: '5/36', 2: '5/6' });
  });

  // One critical wound (5/6), D3: 3 mortal wounds on models W2: one dies, the third is lost (§6.2).
  // `damage` (before allocation) keeps all 3.
  it('§6.2 a critical wound damages at most one model', () => {
    const s = scenario({
      firing: [firing(torrent({ strength: 10, damage: 3, abilities: [ability.devastating] }), 1, { critWound: 2 })],
      defender: unit([group({ count: 3, wounds: 2 })]),
    });
    const e = enumerateExact(s, ELEVENTH);
    expectPmf(e.field('woundsLost'), { 0: '1/6', 2: '5/6' });
    expectPmf(e.field('modelsDestroyed'), { 0: '1/6', 1: '5/6' });
    expectPmf(e.field('weapons.0.mortalWounds'), { 0: '1/6', 3: '5/6' });
    expectPmf(e.field('weapons.0.damage'), { 0: '1/6', 3: '5/6' });
  });

  // BS 4+, S4 vs T4 INFANTRY, Sv 2+, [LETHAL HITS] [DEVASTATING WOUNDS] [ANTI-INFANTRY 2+]:
  // rolling the critical hit to wound gives a critical wound on 2+ (no save) instead of a 2+ save.
  it('§2.8 11e lethal `best` declines the auto-wound when rolling can trigger [DEVASTATING WOUNDS]', () => {
    const s = scenario({
      firing: [firing(weapon({ abilities: [ability.lethal, ability.devastating, ability.anti('infantry', 2)] }))],
      defender: unit([group({ save: 2, wounds: 10, keywords: ['INFANTRY'] })], { keywords: ['INFANTRY'] }),
    });
    const e = enumerateExact(s, ELEVENTH);
    expect(e.exact.weapons[0]?.lethal).toBe('roll');
    // Hits 4+ (1/2); each hit wounds critically on 2+ (5/6): P(1 mortal wound) = 5/12.
    expectPmf(e.field('weapons.0.mortalWounds'), { 0: '7/12', 1: '5/12' });
    expectPmf(e.field('woundsLost'), { 0: '7/12', 1: '5/12' });
  });
});

describe('§7.3 [PRECISION]', () => {
  // A bodyguard model and a CHARACTER leader, both W1, no save; one torrent attack S10 (5/6).
  const build = (precision: boolean) =>
    scenario({
      firing: [firing(torrent({ strength: 10, abilities: precision ? [ability.precision] : [] }))],
      defender: unit([group({ name: 'bodyguard' }), group({ name: 'leader', character: true, leader: true })]),
    });
  it('with [PRECISION] the CHARACTER group takes the attack', () => {
    const e = enumerateExact(build(true), TENTH);
    expectPmf(e.field('modelsDestroyedByGroup.1'), { 0: '1/6', 1: '5/6' });
    expectPmf(e.field('modelsDestroyedByGroup.0'), { 0: '1' });
  });
  it('without it the CHARACTER comes last', () => {
    const e = enumerateExact(build(false), ELEVENTH);
    expectPmf(e.field('modelsDestroyedByGroup.1'), { 0: '1' });
    expectPmf(e.field('modelsDestroyedByGroup.0'), { 0: '1/6', 1: '5/6' });
  });
});

describe('§3.2 Toughness of an attached unit', () => {
  // Bodyguard: one model T3 W1; leader: T6 W5. Weapon 1: torrent S6 (2+ vs T3) kills the bodyguard 5/6.
  // Weapon 2: torrent S3. 10e: T3 all attack long → 4+ (1/2).
  // 11e: T6 once the bodyguard is gone → 6+: 5/6·1/6 + 1/6·1/2 = 2/9.
  const s = scenario({
    firing: [firing(torrent({ name: 'first', strength: 6 })), firing(torrent({ name: 'second', strength: 3 }))],
    defender: unit([
      group({ name: 'bodyguard', toughness: 3 }),
      group({ name: 'leader', toughness: 6, wounds: 5, character: true, leader: true }),
    ]),
  });
  it('10e fixes Toughness when targets are selected', () => {
    expectPmf(enumerateExact(s, TENTH, { sideTrack: false }).field('weapons.1.wounds'), { 0: '1/2', 1: '1/2' });
  });
  it('11e takes the Leader\'s Toughness once the bodyguard is destroyed', () => {
    expectPmf(enumerateExact(s, ELEVENTH, { sideTrack: false }).field('weapons.1.wounds'), { 0: '7/9', 1: '2/9' });
  });
});

describe('§5.3 Feel No Pain', () => {
  // Torrent S10 vs T1 (5/6), D2, no save, FNP 5+ (each point ignored 1/3), W10.
  // Both points: 4/9; one: 4/9; none: 1/9. P(2 lost) = 5/6·4/9 = 10/27; P(1) = 10/27; P(0) = 7/27.
  it('rolls once per point of damage', () => {
    const s = scenario({
      firing: [firing(torrent({ strength: 10, damage: 2 }))],
      defender: unit([group({ toughness: 1, wounds: 10, feelNoPain: 5 })]),
    });
    const e = enumerateExact(s, TENTH);
    expectPmf(e.field('woundsLost'), { 0: '7/27', 1: '10/27', 2: '10/27' });
    expectPmf(e.field('weapons.0.damage'), { 0: '7/27', 1: '10/27', 2: '10/27' });
  });
});

describe('§2.2, §4.2 Benefit of Cover (BS 4+, S4 vs T4)', () => {
  const build = (save: number) =>
    scenario({ firing: [firing(weapon())], defender: unit([group({ save, wounds: 5 })]), conditions: { cover: true } });
  // 10e Sv 3+ against AP 0: no cover; 1/2 · 1/2 · 1/3 = 1/12. Sv 5+: 4+ with cover: 1/2 · 1/2 · 1/2 = 1/8.
  it('10e: +1 to the armour save, not for Sv 3+ against AP 0', () => {
    expectPmf(enumerateExact(build(3), TENTH).field('woundsLost'), { 0: '11/12', 1: '1/12' });
    expectPmf(enumerateExact(build(5), TENTH).field('woundsLost'), { 0: '7/8', 1: '1/8' });
  });
  // 11e: BS 5+ (1/3) · 1/2 · Sv 3+ fails 1/3 = 1/18.
  it('11e: worsens BS by 1', () => {
    expectPmf(enumerateExact(build(3), ELEVENTH).field('woundsLost'), { 0: '17/18', 1: '1/18' });
  });
  // 10e: Sv 5+, cover +1 and a +1 save modifier: capped at +1 → 4+ → 1/8.
  it('10e caps the save improvement at +1', () => {
    const s = scenario({
      firing: [firing(weapon())],
      defender: unit([group({ save: 5, wounds: 5 })]),
      conditions: { cover: true },
      modifiers: { save: 1 },
    });
    expectPmf(enumerateExact(s, TENTH).field('woundsLost'), { 0: '7/8', 1: '1/8' });
  });
});

describe('§2.5 hit roll classification (one attack)', () => {
  const hits = (skill: number, rules = ELEVENTH, conditions = {}, modifiers = {}, abilities = [] as ReturnType<typeof weapon>['abilities']) =>
    enumerateExact(
      scenario({ firing: [firing(weapon({ skill, abilities }))], defender: unit([group({ toughness: 12 })]), conditions, modifiers }),
      rules,
      { sideTrack: false },
    );
  // Critical hits on 5+ hit even when BS 6+ with −1 needs a 7 (RULES §3.6): faces 5 and 6, both critical.
  it('a lowered critical threshold hits whatever BS needs', () => {
    const e = hits(6, TENTH, {}, { critHit: 5, hit: -1 });
    expectPmf(e.field('weapons.0.hits'), { 0: '2/3', 1: '1/3' });
    expectPmf(e.field('weapons.0.criticalHits'), { 0: '2/3', 1: '1/3' });
  });
  // Overwatch: only a 6 hits, even at BS 2+ with +1; Pulse Barrage snap shots on 5+.
  it('snap shooting hits on the snap threshold only', () => {
    expectPmf(hits(2, TENTH, { overwatch: true }, { hit: 1 }).field('weapons.0.hits'), { 0: '5/6', 1: '1/6' });
    expectPmf(hits(2, ELEVENTH, { overwatch: true }, { snapShotOn: 5 }).field('weapons.0.hits'), { 0: '2/3', 1: '1/3' });
  });
  // Issue 14 point 1: 10e Overwatch re-rolls a miss (1/6 + 5/6 · 1/6 = 11/36); 11e snap shooting forbids it.
  it('Overwatch with re-rolls of failed hits: 10e 11/36, 11e 1/6', () => {
    expectPmf(hits(3, TENTH, { overwatch: true }, { rerollHits: 'failed' }).field('weapons.0.hits'), { 0: '25/36', 1: '11/36' });
    expectPmf(hits(3, ELEVENTH, { overwatch: true }, { rerollHits: 'failed' }).field('weapons.0.hits'), { 0: '5/6', 1: '1/6' });
  });
  // Issue 14 point 3: [HEAVY] +1 after moving at most 3" in 11e (24.16) only: BS 4+ hits on 3+ (2/3).
  it('[HEAVY] having moved at most 3": 11e 2/3, 10e 1/2', () => {
    const heavy = [{ kind: 'heavy' } as const];
    expectPmf(hits(4, ELEVENTH, { movedAtMost3: true }, {}, heavy).field('weapons.0.hits'), { 0: '1/3', 1: '2/3' });
    expectPmf(hits(4, TENTH, { movedAtMost3: true }, {}, heavy).field('weapons.0.hits'), { 0: '1/2', 1: '1/2' });
  });
  // Choice: the 11e indirect 1–5 band beats critical hits on 5+.
  it('11e indirect fire: a 5 fails even with critical hits on 5+', () => {
    const e = hits(3, ELEVENTH, { indirect: true }, { critHit: 5 }, [ability.indirect]);
    expectPmf(e.field('weapons.0.criticalHits'), { 0: '5/6', 1: '1/6' });
  });
  // Re-roll non-criticals at BS 3+: first roll critical 1/6, else a second roll critical 1/6: 11/36.
  it('`noncrit` re-rolls every die that is not a critical hit', () => {
    const e = hits(3, TENTH, {}, { rerollHits: 'noncrit' });
    expectPmf(e.field('weapons.0.criticalHits'), { 0: '25/36', 1: '11/36' });
    // hits: 1/6 + 5/6 · 2/3 = 13/18
    expectPmf(e.field('weapons.0.hits'), { 0: '5/18', 1: '13/18' });
  });
  // [HEAVY] +1 and Stealth (10e −1) cancel; 11e Stealth is cover: BS 4+ becomes 5+.
  it('heavy, stationary, against Stealth: 10e 4+ (1/2), 11e BS 5+ +1 to hit (1/2)', () => {
    const heavy = [{ kind: 'heavy' } as const];
    const build = () =>
      scenario({
        firing: [firing(weapon({ abilities: heavy }))],
        defender: unit([group({ toughness: 12 })], { stealth: true }),
        conditions: { stationary: true },
      });
    expectPmf(enumerateExact(build(), TENTH, { sideTrack: false }).field('weapons.0.hits'), { 0: '1/2', 1: '1/2' });
    expectPmf(enumerateExact(build(), ELEVENTH, { sideTrack: false }).field('weapons.0.hits'), { 0: '1/2', 1: '1/2' });
  });
});

describe('§2.4 [PSYCHIC] (BS 4+, target in cover, −1 to hit)', () => {
  const build = (abilities: ReturnType<typeof weapon>['abilities']) =>
    scenario({
      firing: [firing(weapon({ abilities }))],
      defender: unit([group({ toughness: 12 })]),
      conditions: { cover: true },
      modifiers: { hit: -1 },
    });
  // 11e: cover makes BS 5+, −1 to hit: 6+ (1/6); [PSYCHIC] ignores both: 4+ (1/2).
  // 10e: [PSYCHIC] changes nothing; cover is a save bonus: 4+ with −1 (1/3).
  it('11e ignores the cover and the −1; 10e ignores nothing', () => {
    const psychic = [{ kind: 'psychic' } as const];
    expectPmf(enumerateExact(build([]), ELEVENTH, { sideTrack: false }).field('weapons.0.hits'), { 0: '5/6', 1: '1/6' });
    expectPmf(enumerateExact(build(psychic), ELEVENTH, { sideTrack: false }).field('weapons.0.hits'), { 0: '1/2', 1: '1/2' });
    expectPmf(enumerateExact(build(psychic), TENTH, { sideTrack: false }).field('weapons.0.hits'), { 0: '2/3', 1: '1/3' });
  });
});

describe('§2.5 [INDIRECT FIRE] (BS 3+, re-roll failed hits)', () => {
  const s = scenario({
    firing: [firing(weapon({ skill: 3, abilities: [ability.indirect] }))],
    defender: unit([group({ toughness: 12 })]),
    conditions: { indirect: true },
    modifiers: { rerollHits: 'failed' },
  });
  // 10e: −1 to hit, 1–3 fail: 4, 5, 6 hit (1/2); a failed hit re-rolled: 1/2 + 1/4 = 3/4.
  it('10e: 1–3 fail, −1 to hit, re-rolls allowed', () => {
    expectPmf(enumerateExact(s, TENTH, { sideTrack: false }).field('weapons.0.hits'), { 0: '1/4', 1: '3/4' });
  });
  // 11e: 1–5 fail and no re-rolls: only a 6 hits.
  it('11e: 1–5 fail, no re-rolls', () => {
    expectPmf(enumerateExact(s, ELEVENTH, { sideTrack: false }).field('weapons.0.hits'), { 0: '5/6', 1: '1/6' });
  });
});

describe('§8 [HAZARDOUS] on the attacker (two copies, attacker: two models W2)', () => {
  const build = (selfKeywords: string[]) =>
    scenario({
      firing: [firing(torrent({ strength: 1, abilities: [ability.hazardous] }), 2)],
      defender: unit([group({ toughness: 12 })]),
      self: unit([group({ count: 2, wounds: 2, keywords: selfKeywords })]),
    });
  // 10e: each roll fails on 1 (1/6); each failure: 3 mortal wounds on one model (excess lost).
  it('10e: 3 mortal wounds per failed roll, one model each', () => {
    const e = enumerateExact(build([]), TENTH, { sideTrack: false });
    expectPmf(e.field('hazard.failedRolls'), { 0: '25/36', 1: '5/18', 2: '1/36' });
    expectPmf(e.field('hazard.mortalWounds'), { 0: '25/36', 3: '5/18', 6: '1/36' });
    expectPmf(e.field('hazard.modelsLost'), { 0: '25/36', 1: '5/18', 2: '1/36' });
    // §8 the target is untouched by hazards: two S1 attacks wounding T12 on 6+, one model W1.
    expectPmf(e.field('woundsLost'), { 0: '25/36', 1: '11/36' });
  });
  // 11e: fails on 1–2 (1/3); 1 mortal wound each, spilling: two are needed to kill a W2 model.
  it('11e: 1 mortal wound per failed roll, spilling', () => {
    const e = enumerateExact(build([]), ELEVENTH, { sideTrack: false });
    expectPmf(e.field('hazard.failedRolls'), { 0: '4/9', 1: '4/9', 2: '1/9' });
    expectPmf(e.field('hazard.modelsLost'), { 0: '8/9', 1: '1/9' });
  });
  // 11e VEHICLE: 3 mortal wounds per failure, spilling: 1 failure kills one model (W2) and wounds the other.
  it('11e: 3 mortal wounds per failed roll when every model is a VEHICLE', () => {
    const e = enumerateExact(build(['VEHICLE']), ELEVENTH, { sideTrack: false });
    expectPmf(e.field('hazard.mortalWounds'), { 0: '4/9', 3: '4/9', 6: '1/9' });
    expectPmf(e.field('hazard.modelsLost'), { 0: '4/9', 1: '4/9', 2: '1/9' });
  });
});

describe('§9 strength afterwards', () => {
  // One model W4, torrent S10 D2 ×1 (5/6): 2 wounds left = exactly half: not below half, at half.
  it('a one-model unit is measured by its wounds', () => {
    const s = scenario({ firing: [firing(torrent({ strength: 10, damage: 2 }))], defender: unit([group({ wounds: 4, toughness: 1 })]) });
    const e = enumerateExact(s, TENTH, { sideTrack: false });
    expect(e.float.pBelowHalf).toBe(0);
    expect(e.float.pAtOrBelowHalf).toBeCloseTo(5 / 6, 15);
  });
});

describe('§1.6, §3.1a, §3.6 the attacks, strength and toughness modifiers, and an unmodified wound roll required', () => {
  const wounds = (s: Parameters<typeof scenario>[0], rules = TENTH) => enumerateExact(scenario(s), rules, { sideTrack: false });
  // D3 + 1: 2, 3 or 4 attacks, 1/3 each.
  it('attacks +1 turns D3 attacks into D3+1', () => {
    const e = wounds({ firing: [firing(torrent({ attacks: 'D3', strength: 1 }))], defender: unit([group({ toughness: 12 })]), modifiers: { attacks: 1 } });
    expectPmf(e.field('weapons.0.attacks'), { 2: '1/3', 3: '1/3', 4: '1/3' });
  });
  // D3 − 2 is −1, 0 or 1 before the floor: 1 attack every time.
  it('attacks −2 never leaves a copy below 1 attack', () => {
    const e = wounds({ firing: [firing(torrent({ attacks: 'D3', strength: 1 }), 2)], defender: unit([group({ toughness: 12 })]), modifiers: { attacks: -2 } });
    expectPmf(e.field('weapons.0.attacks'), { 2: '1' });
  });
  // 10e: "their A can't be modified unless a rule names the weapon"; 11e: no longer unmodifiable.
  it('attacks +1 leaves a 10e [EXTRA ATTACKS] weapon at A1 and gives the 11e one A2', () => {
    const s = { firing: [firing(torrent({ type: 'melee', strength: 1, abilities: [{ kind: 'extra-attacks' }] }))], defender: unit([group({ toughness: 12 })]), conditions: { phase: 'melee' as const }, modifiers: { attacks: 1 } };
    expectPmf(wounds(s).field('weapons.0.attacks'), { 1: '1' });
    expectPmf(wounds(s, ELEVENTH).field('weapons.0.attacks'), { 2: '1' });
  });
  // S4 + 1 = 5 against T4: 3+ (2/3). S4 − 5 is S1, T2 − 5 is T1: S = T, 4+ (1/2).
  it('strength and toughness change the wound roll and never go below 1', () => {
    expectPmf(wounds({ firing: [firing(torrent())], defender: unit([group()]), modifiers: { strength: 1 } }).field('weapons.0.wounds'), { 0: '1/3', 1: '2/3' });
    expectPmf(wounds({ firing: [firing(torrent())], defender: unit([group({ toughness: 2 })]), modifiers: { strength: -5, toughness: -5 } }).field('weapons.0.wounds'), { 0: '1/2', 1: '1/2' });
  });
  // [ANTI-INFANTRY 2+] makes 2+ critical, but 2 and 3 fail first: wounds and critical wounds are both 4–6.
  it('an unmodified 4+ required to wound comes before [ANTI] critical wounds', () => {
    const e = wounds({ firing: [firing(torrent({ abilities: [ability.anti('INFANTRY', 2)] }))], defender: unit([group()], { keywords: ['INFANTRY'] }), modifiers: { woundOnlyOnUnmodified: 4 } });
    expectPmf(e.field('weapons.0.wounds'), { 0: '1/2', 1: '1/2' });
    expectPmf(e.field('weapons.0.criticalWounds'), { 0: '1/2', 1: '1/2' });
  });
});

describe('§5.6 re-rolls of the Damage roll (one torrent attack, S10 vs T1: wounds on 2+, no save, W10)', () => {
  const damage = (d: string, modifiers: Parameters<typeof scenario>[0]['modifiers'], extra: Partial<Parameters<typeof unit>[1]> = {}) =>
    enumerateExact(scenario({ firing: [firing(torrent({ strength: 10, damage: d }))], defender: unit([group({ toughness: 1, wounds: 10 })], extra), ...(modifiers === undefined ? {} : { modifiers }) }), ELEVENTH, { sideTrack: false }).field('woundsLost');
  // D3, a 1 re-rolled: 1 with 1/9, 2 and 3 with 1/3 + 1/9 = 4/9 each; times 5/6 for the wound roll.
  it('ones re-rolls a Damage roll of 1', () => {
    expectPmf(damage('D3', { rerollDamage: 'ones' }), { 0: '1/6', 1: '5/54', 2: '10/27', 3: '10/27' });
  });
  // D6+1 shows 1 on the die (a roll of 2): re-rolled; 2..7 → 2 with 1/36, 3..7 with 1/6 + 1/36 = 7/36.
  it('ones reads the die, not the characteristic: D6+1 re-rolls a 2', () => {
    expectPmf(damage('D6+1', { rerollDamage: 'ones' }), { 0: '1/6', 2: '5/216', 3: '35/216', 4: '35/216', 5: '35/216', 6: '35/216', 7: '35/216' });
  });
  // D6, average 3.5: 1–3 re-rolled: each of 1–3 1/12, each of 4–6 1/6 + 1/12 = 1/4.
  it('any re-rolls a roll below the average', () => {
    expectPmf(damage('D6', { rerollDamage: 'any' }), { 0: '1/6', 1: '5/72', 2: '5/72', 3: '5/72', 4: '5/24', 5: '5/24', 6: '5/24' });
  });
  // D3 − 1 Damage: 1, 1, 2 (average 4/3): a 2 (Damage 1) is worth re-rolling too: Damage 2 with 1/3 + 2/3 · 1/3 = 5/9.
  it('any judges the Damage after modifiers: with −1 Damage a D3 roll of 2 is re-rolled', () => {
    expectPmf(damage('D3', { rerollDamage: 'any' }, { damageReduction: 1 }), { 0: '1/6', 1: '10/27', 2: '25/54' });
  });
  // Halved D6 (11e ⌈r/2⌉): 1, 1, 2, 2, 3, 3, average 2: a 3 (Damage 2) ties and is kept; 1–2 re-rolled.
  it('any keeps a roll whose Damage equals the average', () => {
    expectPmf(damage('D6', { rerollDamage: 'any' }, { halveDamage: true }), { 0: '1/6', 1: '5/54', 2: '10/27', 3: '10/27' });
  });
});

describe('§4.3 invulnerable saves against ranged or melee attacks only, §5.3 Feel No Pain against mortal wounds or psychic attacks', () => {
  const lost = (w: Parameters<typeof torrent>[0], g: Parameters<typeof group>[0], conditions: Parameters<typeof scenario>[0]['conditions'] = {}) =>
    enumerateExact(scenario({ firing: [firing(torrent({ strength: 10, ...w }))], defender: unit([group({ toughness: 1, ...g })]), conditions }), ELEVENTH, { sideTrack: false }).field('woundsLost');
  // Wounds on 2+ (5/6). Sv 3+ at AP −3 needs a 6; the 4++ against ranged attacks saves on 4+.
  it('a ranged attack meets the ranged-only 4++; a melee attack does not', () => {
    expectPmf(lost({ ap: -3 }, { save: 3, invulnRanged: 4 }), { 0: '7/12', 1: '5/12' });
    expectPmf(lost({ type: 'melee', ap: -3 }, { save: 3, invulnRanged: 4 }, { phase: 'melee' }), { 0: '11/36', 1: '25/36' });
  });
  // Critical wound (1/6): a mortal wound, FNP 4+ against mortal wounds: lost 1/2; other wounds (4/6): FNP 6+, lost 5/6.
  it('[DEVASTATING WOUNDS] mortal wounds meet the Feel No Pain against mortal wounds, normal damage the other', () => {
    expectPmf(lost({ abilities: [ability.devastating] }, { feelNoPain: 6, feelNoPainMortal: 4 }), { 0: '13/36', 1: '23/36' });
  });
  // Every wound of a [PSYCHIC] weapon (5/6) meets the 4+ against psychic attacks: lost 5/6 · 1/2.
  it('all the damage of a [PSYCHIC] weapon meets the Feel No Pain against psychic attacks', () => {
    expectPmf(lost({ abilities: [{ kind: 'psychic' }] }, { feelNoPain: 6, feelNoPainPsychic: 4 }), { 0: '7/12', 1: '5/12' });
    expectPmf(lost({}, { feelNoPainPsychic: 4 }), { 0: '1/6', 1: '5/6' });
  });
});
