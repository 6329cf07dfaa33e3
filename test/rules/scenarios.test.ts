/**
 * Stories with hand-derived exact answers. Each number below is worked out from the rules by hand in the
 * comment beside it, not read off the engine.
 */
import { describe, expect, it } from 'vitest';
import { dice, models, unit, weapon } from '../../bench/scenarios.js';
import { EDITIONS, resolveAttack, type Conditions, type DefenderUnit, type Modifiers, type Weapon } from '../../src/rules/index.js';

const TOL = 12;
const run = (w: Weapon, defender: DefenderUnit, edition: '10e' | '11e', conditions: Partial<Conditions> = {}, modifiers: Modifiers = {}, count = 1) =>
  resolveAttack(
    { attacker: { name: 'attacker', firing: [{ weapon: w, count }] }, defender, conditions: { phase: 'shooting', ...conditions }, modifiers },
    EDITIONS[edition],
  );
const both = ['10e', '11e'] as const;

describe.each(both)('%s: stories with exact answers', (edition) => {
  it('10 attacks hitting on 3+, wounding on 4+, against a 4+ save, D1: P(no damage) = (5/6)^10', () => {
    // per attack: P(unsaved) = 2/3 · 1/2 · 1/2 = 1/6
    const r = run(weapon({ name: 'Bolter', attacks: dice('10') }), unit('Guard', [models({ name: 'g', count: 20, save: 4 })]), edition);
    expect(r.woundsLost.pmf[0]).toBeCloseTo((5 / 6) ** 10, TOL);
    expect(r.weapons[0]!.unsavedWounds.mean).toBeCloseTo(10 / 6, TOL);
  });

  it('6 shots, 3+ to hit, 2+ to wound, no save, D6 damage vs 3 models of W4: mean models destroyed 2969963635/1549681956', () => {
    const r = run(
      weapon({ name: 'Cannon', attacks: dice('6'), strength: 8, damage: dice('D6') }),
      unit('Ogryns', [models({ name: 'o', count: 3, wounds: 4 })]),
      edition,
    );
    expect(r.modelsDestroyed.mean).toBeCloseTo(2969963635 / 1549681956, TOL);
  });

  it('Sustained Hits 1 + Lethal Hits: the critical hit wounds, its extra hit rolls to wound (RULES §3.2)', () => {
    // BS 4+: crit 1/6 → 1 automatic wound + 1 hit wounding on 4+; normal hit 2/6 → wound on 4+.
    // P(2) = 1/6·1/2 = 1/12; P(1) = 1/6·1/2 + 2/6·1/2 = 3/12
    const w = weapon({ name: 'Blade', skill: 4, abilities: [{ kind: 'sustained-hits', x: dice('1') }, { kind: 'lethal-hits' }] });
    const r = run(w, unit('Guard', [models({ name: 'g', count: 10 })]), edition, {}, { lethal: 'auto' });
    expect(r.woundsLost.pmf[2]).toBeCloseTo(1 / 12, TOL);
    expect(r.woundsLost.pmf[1]).toBeCloseTo(3 / 12, TOL);
    expect(r.weapons[0]!.hits.mean).toBeCloseTo(2 / 6 + 2 / 6, TOL);
  });

  it('Devastating Wounds mortal wounds damage one model per critical wound (seed 24.10)', () => {
    // Torrent D3 vs W1 models, no save: any wound kills exactly one model, critical or not: P = 1/2.
    const w = weapon({ name: 'Flamer', skill: null, damage: dice('D3'), abilities: [{ kind: 'torrent' }, { kind: 'devastating-wounds' }] });
    const r = run(w, unit('Guard', [models({ name: 'g', count: 10, save: 3 })]), edition);
    // normal wound (4+ or 5: 2/6) must still pass the 3+ save: 2/6 · 2/6; critical (1/6) ignores it.
    expect(r.modelsDestroyed.pmf[1]).toBeCloseTo(1 / 6 + (2 / 6) * (2 / 6), TOL);
    expect(r.modelsDestroyed.pmf.length).toBe(11);
    expect(r.modelsDestroyed.pmf[2]).toBe(0);
    expect(r.weapons[0]!.mortalWounds.mean).toBeCloseTo((1 / 6) * 2, TOL);
  });

  it('Feel No Pain rolls per point of damage (RULES §3.13)', () => {
    // 2+ to wound (5/6), D2, FNP 5+: the W2 model dies if both points get through: (2/3)^2.
    const w = weapon({ name: 'Flamer', skill: null, strength: 8, damage: dice('2'), abilities: [{ kind: 'torrent' }] });
    const r = run(w, unit('Brute', [models({ name: 'b', wounds: 2, feelNoPain: 5 })]), edition);
    expect(r.pWipe).toBeCloseTo((5 / 6) * (4 / 9), TOL);
    expect(r.woundsLost.pmf[1]).toBeCloseTo((5 / 6) * 2 * (2 / 3) * (1 / 3), TOL);
  });

  it('[ANTI-VEHICLE 4+] with Devastating Wounds turns 4+ wound rolls into mortal wounds', () => {
    // S4 vs T12 wounds only on a 6 normally; anti makes 4+ critical. Torrent, 3+ save, D3 mortal wounds.
    const w = weapon({ name: 'Haywire', skill: null, damage: dice('3'), abilities: [{ kind: 'torrent' }, { kind: 'anti', keyword: 'VEHICLE', threshold: 4 }, { kind: 'devastating-wounds' }] });
    const tank = unit('Tank', [models({ name: 't', wounds: 10, toughness: 12, save: 2 })], { keywords: ['VEHICLE'] });
    const r = run(w, tank, edition);
    expect(r.woundsLost.pmf[3]).toBeCloseTo(1 / 2, TOL);
    expect(r.weapons[0]!.criticalWounds.mean).toBeCloseTo(1 / 2, TOL);
  });

  it('Overwatch hits only on an unmodified 6, whatever BS and modifiers', () => {
    const r = run(weapon({ name: 'Rifle', skill: 2 }), unit('Guard', [models({ name: 'g', count: 5 })]), edition, { overwatch: true }, { hit: 1 });
    expect(r.weapons[0]!.hits.mean).toBeCloseTo(1 / 6, TOL);
  });

  it('critical hits on 5+ hit even when BS needs 6+ (RULES §3.6)', () => {
    const r = run(weapon({ name: 'Rifle', skill: 6 }), unit('Guard', [models({ name: 'g', count: 5 })]), edition, {}, { critHit: 5 });
    expect(r.weapons[0]!.hits.mean).toBeCloseTo(2 / 6, TOL);
    expect(r.weapons[0]!.criticalHits.mean).toBeCloseTo(2 / 6, TOL);
  });

  it('Torrent hits are never critical: no Sustained Hits from them (RULES §3.4)', () => {
    const w = weapon({ name: 'Flamer', skill: null, attacks: dice('6'), abilities: [{ kind: 'torrent' }, { kind: 'sustained-hits', x: dice('2') }] });
    const r = run(w, unit('Guard', [models({ name: 'g', count: 10 })]), edition);
    expect(r.weapons[0]!.hits.pmf[6]).toBe(1);
    expect(r.weapons[0]!.criticalHits.mean).toBe(0);
  });

  it('re-rolling failed hits with BS 3+: P(hit) = 2/3 + 1/3 · 2/3', () => {
    const r = run(weapon({ name: 'Rifle' }), unit('Guard', [models({ name: 'g', count: 5 })]), edition, {}, { rerollHits: 'failed' });
    expect(r.weapons[0]!.hits.mean).toBeCloseTo(2 / 3 + (1 / 3) * (2 / 3), TOL);
  });

  it('hit modifiers are clamped to ±1: +3 to hit on BS 4+ hits on 3+', () => {
    const r = run(weapon({ name: 'Rifle', skill: 4 }), unit('Guard', [models({ name: 'g', count: 5 })]), edition, {}, { hit: 3 });
    expect(r.weapons[0]!.hits.mean).toBeCloseTo(4 / 6, TOL);
  });

  it('AP never worse than 0: worsening AP 0 leaves a 4+ save at 4+', () => {
    const r = run(weapon({ name: 'Rifle', skill: null, abilities: [{ kind: 'torrent' }] }), unit('Guard', [models({ name: 'g', count: 5, save: 4 })]), edition, {}, { ap: -1 });
    expect(r.weapons[0]!.unsavedWounds.mean).toBeCloseTo((1 / 2) * (1 / 2), TOL);
  });

  it('invulnerable saves ignore AP; the better save is used', () => {
    // AP -4 makes Sv 2+ a 6+; the 4++ is better: P(unsaved) = 1/2. Torrent, S4 vs T4: wound 1/2.
    const w = weapon({ name: 'Melta', skill: null, ap: -4, abilities: [{ kind: 'torrent' }] });
    const r = run(w, unit('Terminators', [models({ name: 't', count: 5, save: 2, invuln: 4 })]), edition);
    expect(r.weapons[0]!.unsavedWounds.mean).toBeCloseTo(1 / 4, TOL);
  });
});

describe('edition differences (RULES §3)', () => {
  it('§3.14: a damage roll of 5, halved, with Melta 2: 10e deals 5, 11e deals 4', () => {
    const w = weapon({ name: 'Melta', skill: null, strength: 8, damage: dice('5'), abilities: [{ kind: 'torrent' }, { kind: 'melta', x: 2 }] });
    const target = unit('Knight', [models({ name: 'k', wounds: 10 })], { halveDamage: true });
    expect(run(w, target, '10e', { halfRange: true }).woundsLost.pmf[5]).toBeCloseTo(5 / 6, TOL);
    expect(run(w, target, '11e', { halfRange: true }).woundsLost.pmf[4]).toBeCloseTo(5 / 6, TOL);
  });

  it('cover: 10e +1 to armour saves (not Sv 3+ vs AP 0); 11e worsens BS by 1', () => {
    const w = weapon({ name: 'Rifle', skill: 3, ap: -1 });
    const target = unit('Guard', [models({ name: 'g', count: 5, save: 4 })]);
    // 10e: hit 2/3, wound 1/2, save 4+ with AP-1 and cover → 4+: unsaved 1/2
    expect(run(w, target, '10e', { cover: true }).weapons[0]!.unsavedWounds.mean).toBeCloseTo((2 / 3) * (1 / 2) * (1 / 2), TOL);
    // 11e: hit on 4+ (1/2), wound 1/2, save 5+ → unsaved 2/3
    expect(run(w, target, '11e', { cover: true }).weapons[0]!.unsavedWounds.mean).toBeCloseTo((1 / 2) * (1 / 2) * (2 / 3), TOL);
    const marines = unit('Marines', [models({ name: 'm', count: 5, save: 3 })]);
    const bolter = weapon({ name: 'Bolter', skill: 3 });
    expect(run(bolter, marines, '10e', { cover: true }).weapons[0]!.unsavedWounds.mean).toBeCloseTo((2 / 3) * (1 / 2) * (1 / 3), TOL);
  });

  // Issue 14 point 1: the 10e stratagem only needs an unmodified 6; 11e snap shooting (15.09) forbids re-rolls.
  it('Overwatch re-rolling failed hits: 10e 1/6 + 5/6 · 1/6 = 11/36 a shot, 11e no re-roll: 1/6', () => {
    const rifle = weapon({ name: 'Pulse rifle', attacks: dice('10'), skill: 4 });
    const target = unit('Marines', [models({ name: 'm', count: 5, wounds: 2, save: 3 })]);
    expect(run(rifle, target, '10e', { overwatch: true }, { rerollHits: 'failed' }).weapons[0]!.hits.mean).toBeCloseTo((10 * 11) / 36, TOL);
    expect(run(rifle, target, '11e', { overwatch: true }, { rerollHits: 'failed' }).weapons[0]!.hits.mean).toBeCloseTo(10 / 6, TOL);
    // Re-rolling 1s (Callous Competition): 10e 1/6 + 1/6 · 1/6 = 7/36.
    expect(run(rifle, target, '10e', { overwatch: true }, { rerollHits: 'ones' }).weapons[0]!.hits.mean).toBeCloseTo((10 * 7) / 36, TOL);
    expect(run(rifle, target, '11e', { overwatch: true }, { rerollHits: 'ones' }).weapons[0]!.hits.mean).toBeCloseTo(10 / 6, TOL);
  });

  it('Overwatch and a Command Re-roll of one hit die: 10e it applies, 11e it cannot', () => {
    // One shot: 10e P(hit) = 1/6 + 5/6 · 1/6 = 11/36 (the miss is re-rolled); 11e 1/6.
    const rifle = weapon({ name: 'Rifle', skill: 3 });
    const target = unit('Guard', [models({ name: 'g', count: 5 })]);
    const overwatch = (edition: '10e' | '11e') =>
      resolveAttack(
        { attacker: { name: 'attacker', firing: [{ weapon: rifle, count: 1 }] }, defender: target, conditions: { phase: 'shooting', overwatch: true }, commandReroll: { roll: 'hit' } },
        EDITIONS[edition],
      ).weapons[0]!.hits.mean;
    expect(overwatch('10e')).toBeCloseTo(11 / 36, TOL);
    expect(overwatch('11e')).toBeCloseTo(1 / 6, TOL);
  });

  // Issue 14 point 3: 11e [HEAVY] (24.16) needs no model moved more than 3"; 10e needs Remained Stationary.
  it('[HEAVY] after moving at most 3": 11e +1 to hit, 10e nothing; Remained Stationary gives it in both', () => {
    const cannon = weapon({ name: 'Cannon', skill: 4, abilities: [{ kind: 'heavy' }] });
    const target = unit('Guard', [models({ name: 'g', count: 5 })]);
    expect(run(cannon, target, '11e', { movedAtMost3: true }).weapons[0]!.hits.mean).toBeCloseTo(4 / 6, TOL);
    expect(run(cannon, target, '10e', { movedAtMost3: true }).weapons[0]!.hits.mean).toBeCloseTo(3 / 6, TOL);
    expect(run(cannon, target, '11e', { stationary: true }).weapons[0]!.hits.mean).toBeCloseTo(4 / 6, TOL);
    expect(run(cannon, target, '10e', { stationary: true }).weapons[0]!.hits.mean).toBeCloseTo(4 / 6, TOL);
  });

  it('11e [HEAVY] indirect fire after moving 2": +1 to hit, but the 1–5 fail band stays (not stationary)', () => {
    // Medusa-like BS 5+ [HEAVY, INDIRECT FIRE]; indirect fire gives cover, which worsens BS to 6+.
    // Moved 2": faces 1–5 fail whatever the +1, only a 6 hits: 1/6.
    // Remained Stationary and spotted: only 1–3 fail; 5 + 1 and 6 + 1 reach 6+, 4 + 1 does not: 2/6.
    const medusa = weapon({ name: 'Siege cannon', skill: 5, abilities: [{ kind: 'heavy' }, { kind: 'indirect-fire' }] });
    const target = unit('Guard', [models({ name: 'g', count: 5 })]);
    expect(run(medusa, target, '11e', { indirect: true, indirectSpotted: true, movedAtMost3: true }).weapons[0]!.hits.mean).toBeCloseTo(1 / 6, TOL);
    expect(run(medusa, target, '11e', { indirect: true, indirectSpotted: true, stationary: true }).weapons[0]!.hits.mean).toBeCloseTo(2 / 6, TOL);
  });

  it('indirect fire: 10e −1 to hit and 1–3 fail; 11e only 6s hit unless stationary and spotted', () => {
    const w = weapon({ name: 'Mortar', skill: 3, abilities: [{ kind: 'indirect-fire' }] });
    const target = unit('Guard', [models({ name: 'g', count: 10 })]);
    expect(run(w, target, '10e', { indirect: true }).weapons[0]!.hits.mean).toBeCloseTo(3 / 6, TOL);
    expect(run(w, target, '11e', { indirect: true }).weapons[0]!.hits.mean).toBeCloseTo(1 / 6, TOL);
    expect(run(w, target, '11e', { indirect: true, stationary: true, indirectSpotted: true }).weapons[0]!.hits.mean).toBeCloseTo(3 / 6, TOL);
  });

  it('Lethal + Devastating: 10e the automatic wound is never a mortal wound; 11e `best` declines it', () => {
    // BS 4+, S4 vs T4, D1, vs Sv 2+ 10 W1 models. 10e: crits auto-wound and face a 2+ save.
    const w = weapon({ name: 'Blade', skill: 4, abilities: [{ kind: 'lethal-hits' }, { kind: 'devastating-wounds' }] });
    const target = unit('Terminators', [models({ name: 't', count: 10, save: 2 })]);
    const tenth = run(w, target, '10e');
    // mortal wounds only from hits that roll a 6 to wound: non-critical hits (2/6) · 1/6
    expect(tenth.weapons[0]!.mortalWounds.mean).toBeCloseTo((2 / 6) * (1 / 6), TOL);
    const eleventh = run(w, target, '11e', {}, { lethal: 'best' });
    expect(eleventh.weapons[0]!.lethal).toBe('roll');
    expect(eleventh.weapons[0]!.mortalWounds.mean).toBeCloseTo((3 / 6) * (1 / 6), TOL);
  });

  it('hazard rolls: 10e fail on 1, 11e on 1–2', () => {
    const w = weapon({ name: 'Plasma', abilities: [{ kind: 'hazardous' }] });
    const target = unit('Guard', [models({ name: 'g', count: 10 })]);
    expect(run(w, target, '10e').hazard!.failedRolls.mean).toBeCloseTo(1 / 6, TOL);
    expect(run(w, target, '11e').hazard!.failedRolls.mean).toBeCloseTo(2 / 6, TOL);
  });
});
