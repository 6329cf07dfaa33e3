/**
 * A sequence step given to the library as `{ attacker, options }` has its own options as words, as a
 * text step has: its own flag that nothing of it reads is said (report/shared-warnings.ts), not taken for
 * a flag of every step.
 */
import { describe, expect, it } from 'vitest';
import { sequenceReport, type StepInput } from '../../src/api/index.js';
import { sharedWarnings } from '../../src/report/index.js';

const idle = (steps: readonly StepInput[]) =>
  sharedWarnings(sequenceReport({ defender: 'meq', steps }).steps)
    .flat()
    .map((w) => w.text)
    .filter((t) => t.startsWith('--charged has no effect'));

describe('a library sequence step given as an object', () => {
  it('says its own idle flag, as the same step written as text does', () => {
    const said = ['--charged has no effect: no weapon of Strike Team when shooting has [LANCE] or fires only then, and no effect in use asks for it'];
    expect(idle([{ attacker: 'strike-team', options: 'charged' }, 'strike-team'])).toEqual(said);
    expect(idle([{ attacker: 'strike-team', options: { charged: true } }, 'strike-team'])).toEqual(said);
    expect(idle(['strike-team --charged', 'strike-team'])).toEqual(said);
  });
});
