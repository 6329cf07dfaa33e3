import { describe, expect, it } from 'vitest';
import { closest, didYouMean, editDistance } from '../../src/profile/suggest.js';

describe('suggestions', () => {
  it('editDistance counts a swap of neighbours as one edit', () => {
    expect(editDistance('Rifel', 'Rifle')).toBe(1);
    expect(editDistance('kitten', 'sitting')).toBe(3);
    expect(editDistance('', 'abc')).toBe(3);
  });

  it('closest ignores case and refuses far-fetched matches', () => {
    expect(closest('wepons', ['name', 'models', 'weapons'])).toBe('weapons');
    expect(closest('t', ['T', 'W'])).toBe('T');
    expect(closest('Toughness', ['T', 'Sv', 'W'])).toBeUndefined();
  });

  it('didYouMean formats the hint or nothing', () => {
    expect(didYouMean('strke-team', ['strike-team', 'meq'])).toBe(' (did you mean `strike-team`?)');
    expect(didYouMean('zzz', ['strike-team'])).toBe('');
  });
});
