import { describe, expect, it } from 'vitest';
import { toDefenderUnit } from '../../src/profile/defender.js';
import { formatIssue } from '../../src/profile/issue.js';
import { resolveUnit } from '../../src/profile/resolve.js';
import { defenderOf, issuesOf, profileOf, unitOf } from './helpers.js';

describe('toDefenderUnit', () => {
  it('gives one model group per model entry, characters from the keyword, Sv "-" as 7', () => {
    const defender = defenderOf(`name: Mixed
keywords: [INFANTRY]
damage-reduction: 1
models:
  - name: Boss
    keywords: [CHARACTER]
    T: 5
    Sv: 2+
    invuln: 4+
    fnp: 5+
    W: 6
  - name: Grunt
    count: 9
    T: 4
    Sv: "-"
    W: 1
`);
    expect(defender).toEqual({
      name: 'Mixed',
      groups: [
        { name: 'Boss', count: 1, wounds: 6, toughness: 5, save: 2, invuln: 4, feelNoPain: 5, character: true, leader: false, keywords: ['INFANTRY', 'CHARACTER'] },
        { name: 'Grunt', count: 9, wounds: 1, toughness: 4, save: 7, character: false, leader: false, keywords: ['INFANTRY'] },
      ],
      keywords: ['INFANTRY', 'CHARACTER'],
      damageReduction: 1,
    });
  });

  it('carries the saves and Feel No Pain against some attacks only to the engine', () => {
    const defender = defenderOf(`name: Warded
models:
  - name: Warden
    T: 4
    Sv: 3+
    W: 2
    invuln-ranged: 5+
    invuln-melee: 4+
    fnp-mortal: 5+
    fnp-psychic: 4+
`);
    expect(defender.groups[0]).toEqual({
      name: 'Warden', count: 1, wounds: 2, toughness: 4, save: 3, invulnRanged: 5, invulnMelee: 4, feelNoPainMortal: 5, feelNoPainPsychic: 4, character: false, leader: false, keywords: [],
    });
  });

  it('says where a save or Feel No Pain against some attacks only is not a roll', () => {
    expect(issuesOf(`name: Warded
models:
  - name: Warden
    T: 4
    Sv: 3+
    W: 2
    invuln-ranged: 1+
    fnp-psychic: seven
`)).toEqual([
      'test.yaml:7:20 models[0].invuln-ranged: expected a roll from 2+ to 6+, got "1+"',
      'test.yaml:8:18 models[0].fnp-psychic: expected a roll from 2+ to 6+, got "seven"',
    ]);
  });

  it('lets an explicit character: false win over the keyword, and overrides win over the profile', () => {
    const unit = unitOf(`name: X
keywords: [CHARACTER]
stealth: true
models:
  - name: M
    character: false
    T: 3
    Sv: 5+
    W: 1
`);
    const defender = toDefenderUnit(unit, { damageReduction: 2, halveDamage: true });
    expect(defender.ok && defender.value).toMatchObject({ damageReduction: 2, halveDamage: true, stealth: true });
    expect(defender.ok && defender.value.groups[0]!.character).toBe(false);
  });

  it('names the missing characteristics of each model', () => {
    const profile = profileOf(`name: Datasheet Only
models:
  - name: Leader
    W: 3
  - name: Trooper
    count: 4
`);
    const unit = resolveUnit(profile);
    const defender = unit.ok ? toDefenderUnit(unit.value) : unit;
    expect(defender.ok).toBe(false);
    if (!defender.ok) {
      expect(defender.issues.map(formatIssue)).toEqual([
        'test.yaml:3:5 models[0]: Leader has no T, Sv: a defender needs T, Sv and W for every model, and the profile does not give them (the datasheet text lacks them); add them to the profile to use this unit as the defender',
        'test.yaml:5:5 models[1]: Trooper has no T, Sv, W: a defender needs T, Sv and W for every model, and the profile does not give them (the datasheet text lacks them); add them to the profile to use this unit as the defender',
      ]);
    }
  });
});
