/**
 * A Damaged bracket is a gap (the profile keeps the full statline); where its text is the usual hit
 * penalty, the gap says which --hit computes the damaged model's attacks. Texts as the 10e data words them.
 */
import { describe, expect, it } from 'vitest';
import { damagedGap } from '../../src/army/characteristics.js';

describe('the gap of a Damaged bracket', () => {
  it('names the hit modifier of the usual wording, with or without an Objective Control change', () => {
    const name = 'Damaged: 1-5 Wounds Remaining';
    const keeps = `${name}: the model's characteristics change as it loses wounds; the profile keeps the full statline`;
    expect(damagedGap(name, 'While this model has 1-5 wounds remaining, each time this model makes an attack, subtract 1 from the Hit roll.')).toBe(`${keeps}; for its attacks while damaged, add --hit -1`);
    expect(damagedGap(name, 'While this model has 1-5 wounds remaining, subtract 5 from this model’s Objective Control characteristic and each time this model makes an attack, subtract 1 from the Hit roll.')).toBe(
      `${keeps}; for its attacks while damaged, add --hit -1`,
    );
  });

  it('reads the other wordings of the data: "Hit rolls", a line break in the phrase', () => {
    const name = 'Damaged';
    const keeps = `${name}: the model's characteristics change as it loses wounds; the profile keeps the full statline`;
    expect(damagedGap(name, 'When Damaged, subtract 1 from Hit rolls when it makes attacks.')).toBe(`${keeps}; for its attacks while damaged, add --hit -1`);
    expect(damagedGap(name, 'While this model has 1-5 wounds remaining, each time this model makes an attack, subtract 1 from\nthe Hit roll.')).toBe(`${keeps}; for its attacks while damaged, add --hit -1`);
  });

  it('says no modifier for attacks that target the model, melee attacks only, or a Wound roll too', () => {
    const name = 'Damaged';
    const keeps = `${name}: the model's characteristics change as it loses wounds; the profile keeps the full statline`;
    expect(damagedGap(name, 'Each time an attack targets this model, subtract 1 from the Hit roll.')).toBe(keeps);
    expect(damagedGap(name, 'Each time this model makes a melee attack, subtract 1 from the Hit roll.')).toBe(keeps);
    expect(damagedGap(name, 'Each time this model makes an attack, subtract 1 from the Hit roll and subtract 1 from the Wound roll.')).toBe(keeps);
  });

  it('says no modifier where the bracket changes the attacks otherwise too (Attacks halved)', () => {
    const name = 'Damaged: 1-6 Wounds Remaining';
    const keeps = `${name}: the model's characteristics change as it loses wounds; the profile keeps the full statline`;
    expect(damagedGap(name, 'While this model has 1-6 wounds remaining, the Attacks characteristics of all of its weapons are halved.')).toBe(keeps);
    expect(damagedGap(name, 'While this unit’s Szarekh model has 1-6 wounds remaining, halve the Attacks characteristic of that model’s weapons, and each time this unit makes an attack, subtract 1 from the Hit roll.')).toBe(keeps);
  });
});
