/**
 * A and D are never below 1 (RULES §2 02.02.01 "D, A, S, T ≥ 1"): a 0 used to pass, and D 0 was then
 * computed as D1 by the engine's minimum.
 */
import { describe, expect, it } from 'vitest';
import { issuesOf, profileOf, squad } from './helpers.js';

function gun(a: string, d: string): string {
  return squad(
    `  - name: Gun
    range: 24
    A: ${a}
    BS: 3+
    S: 4
    AP: 0
    D: ${d}
`,
    '[Gun]',
  );
}

describe('weapon A and D must be at least 1', () => {
  it('D: 0 is an error at the value, naming the field and what is expected', () => {
    expect(issuesOf(gun('2', '0'))).toEqual([
      'test.yaml:17:8 weapons[0].D: expected a number of 1 or more, or dice like D3, D6+1, 2D6, got 0 (Damage is never below 1)',
    ]);
  });

  it('A: 0 is an error at the value', () => {
    expect(issuesOf(gun('0', '1'))).toEqual([
      'test.yaml:13:8 weapons[0].A: expected a number of 1 or more, or dice like D3, D6+1, 2D6, got 0 (every weapon makes at least 1 attack)',
    ]);
  });

  it.each([['"0"'], ['-1'], ['"-1"'], ['"00"'], ['"0+0"']])('D: %s is below 1, an error', (d) => {
    const issues = issuesOf(gun('2', d));
    expect(issues).toHaveLength(1);
    expect(issues[0]).toMatch(/^test\.yaml:17:8 weapons\[0\]\.D: expected a number of 1 or more/);
  });

  it('subtraction is not a dice expression, so "D3-3" (which could roll 0 or less) is refused', () => {
    expect(issuesOf(gun('D3-3', '1'))).toEqual([
      'test.yaml:13:8 weapons[0].A: "D3-3" is not a dice expression: use a number or dice like D3, D6, 2D6, D6+2, D6+D3',
    ]);
  });

  it('a fractional or too large value says the whole numbers start at 1', () => {
    expect(issuesOf(gun('2', '1.5'))[0]).toContain('expected a whole number from 1 to 1000');
  });

  it.each(['1', 'D3', 'D6', '2D6', 'D6+1', 'D3+0', '"3"'])('A: %s and D: the same are accepted', (value) => {
    const weapon = profileOf(gun(value, value)).weapons[0]!.variants[0]!.weapon;
    expect(weapon.attacks.text).toBe(weapon.damage.text);
  });

  it('every profile of a multi-profile weapon is checked', () => {
    const text = squad(
      `  - name: Plasma
    profiles:
      - name: standard
        range: 24
        A: 1
        BS: 3+
        S: 7
        AP: -2
        D: 1
      - name: broken
        range: 24
        A: 1
        BS: 3+
        S: 8
        AP: -3
        D: 0
`,
      '[Plasma]',
    );
    expect(issuesOf(text)).toEqual([
      'test.yaml:26:12 weapons[0].profiles[1].D: expected a number of 1 or more, or dice like D3, D6+1, 2D6, got 0 (Damage is never below 1)',
    ]);
  });
});
