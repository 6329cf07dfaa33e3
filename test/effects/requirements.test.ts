/** Requirements of effects and of the units' rules: keywords a rule's text runs together, a leader attached. */
import { describe, expect, it } from 'vitest';
import { unmet, type EffectState } from '../../src/effects/requirements.js';
import type { DefenderUnit } from '../../src/rules/index.js';

const target: DefenderUnit = { name: 'Target', groups: [], keywords: ['INFANTRY'] };

function state(keywords: string[], led?: { attacker: boolean; target: boolean }): EffectState {
  return { edition: '10e', situation: {}, conditions: { phase: 'shooting' }, attacker: { name: 'Squad', keywords }, defender: target, ...(led === undefined ? {} : { led }) };
}

describe('unmet', () => {
  it('"HERETIC ASTARTES INFANTRY" (a rule\'s words run together) is held by a unit with HERETIC ASTARTES and INFANTRY', () => {
    const req = { kind: 'keywords', unit: 'attacker', any: ['HERETIC ASTARTES INFANTRY'] } as const;
    expect(unmet(req, state(['HERETIC ASTARTES', 'INFANTRY']))).toBeNull();
    expect(unmet(req, state(['HERETIC ASTARTES', 'VEHICLE']))).toBe('the attacker (Squad) is not HERETIC ASTARTES INFANTRY');
    expect(unmet({ kind: 'keywords', unit: 'attacker', none: ['HERETIC ASTARTES INFANTRY'] }, state(['HERETIC ASTARTES', 'INFANTRY']))).toMatch(/is HERETIC ASTARTES INFANTRY/);
  });
  it('a CHARACTER leading the unit holds only when one is attached', () => {
    expect(unmet({ kind: 'led', unit: 'target' }, state([], { attacker: false, target: true }))).toBeNull();
    expect(unmet({ kind: 'led', unit: 'target' }, state([]))).toBe('it needs a CHARACTER leading the target (--defender-leader)');
  });
});
