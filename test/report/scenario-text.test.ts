import { describe, expect, it } from 'vitest';
import { groupProfileText } from '../../src/report/calc/scenario.js';
import { models } from '../../bench/scenarios.js';

describe('groupProfileText', () => {
  it('says which attacks a save or Feel No Pain for some attacks only is against', () => {
    const group = models({ name: 'Warden', wounds: 2, save: 3, invuln: 5, invulnRanged: 4, invulnMelee: 3, feelNoPain: 6, feelNoPainMortal: 5, feelNoPainPsychic: 4 });
    expect(groupProfileText(group)).toBe('T4 W2 Sv3+ 5++ 4++ (ranged) 3++ (melee) FNP 6+ FNP 5+ (mortal) FNP 4+ (psychic)');
  });
});
