import { describe, expect, it } from 'vitest';
import { groupProfileText, modifierTexts, weaponProfileText } from '../../src/report/calc/scenario.js';
import { dice, models, weapon } from '../../bench/scenarios.js';

describe('groupProfileText', () => {
  it('says which attacks a save or Feel No Pain for some attacks only is against', () => {
    const group = models({ name: 'Warden', wounds: 2, save: 3, invuln: 5, invulnRanged: 4, invulnMelee: 3, feelNoPain: 6, feelNoPainMortal: 5, feelNoPainPsychic: 4 });
    expect(groupProfileText(group)).toBe('T4 W2 Sv3+ 5++ 4++ (ranged) 3++ (melee) FNP 6+ FNP 5+ (mortal) FNP 4+ (psychic)');
  });
});

describe('modifierTexts and weaponProfileText with the engine knobs', () => {
  it('names the attacks, strength, toughness, wound-roll and Damage re-roll modifiers', () => {
    expect(modifierTexts({ attacks: 1, strength: -1, toughness: 2, woundOnlyOnUnmodified: 4, rerollDamage: 'ones' })).toEqual([
      '+1 attacks', '-1 strength', '+2 toughness (defender)', 'wounds only on unmodified 4+', 're-roll damage rolls of 1',
    ]);
    expect(modifierTexts({ rerollDamage: 'any' })).toEqual(['re-roll damage rolls below average']);
  });

  it('shows the Attacks and Strength the weapon attacks with; a 10e [EXTRA ATTACKS] weapon keeps its A', () => {
    const claws = weapon({ name: 'Claws', type: 'melee', attacks: dice('D6'), strength: 4, abilities: [{ kind: 'extra-attacks' }] });
    expect(weaponProfileText(claws, { attacks: 1, strength: -5 }, '11e')).toBe('A:D6→D6+1 WS3+ S4→1 AP0 D1');
    expect(weaponProfileText(claws, { attacks: 1 }, '10e')).toBe('A:D6 WS3+ S4 AP0 D1');
  });
});
