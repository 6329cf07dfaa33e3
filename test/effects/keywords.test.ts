/** A rule's keywords against a unit's: whole, cut into the unit's keywords, and singular or plural alike. */
import { describe, expect, it } from 'vitest';
import { hasKeyword } from '../../src/effects/requirements.js';

describe('hasKeyword', () => {
  const aspect = new Set(['ASPECT WARRIOR', 'INFANTRY', 'AELDARI']);
  it('is the keyword, or keywords the unit has one after another ("AELDARI INFANTRY")', () => {
    expect(hasKeyword(aspect, 'infantry')).toBe(true);
    expect(hasKeyword(aspect, 'Aeldari Infantry')).toBe(true);
    expect(hasKeyword(aspect, 'VEHICLE')).toBe(false);
    expect(hasKeyword(aspect, 'AELDARI VEHICLE')).toBe(false);
  });

  it('takes a rule\'s plural for the datasheet\'s singular and the other way round ("Aspect Warriors", "Dire Avenger")', () => {
    expect(hasKeyword(aspect, 'Aspect Warriors')).toBe(true);
    expect(hasKeyword(new Set(['DIRE AVENGERS']), 'DIRE AVENGER')).toBe(true);
    expect(hasKeyword(new Set(['POXWALKERS', 'INFANTRY']), 'POXWALKERS INFANTRY')).toBe(true);
    expect(hasKeyword(new Set(['GUARDIANS']), 'GUARD')).toBe(false);
  });
});
