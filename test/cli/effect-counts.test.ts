/** `--effect "<name>=N"`: a rule's count given with its name (docs/effects.md, "Counts"), and its errors. */
import { describe, expect, it } from 'vitest';
import { runCli } from './run-cli.js';

const RULES = 'test/fixtures/profiles/rules/';
const calc = (effect: string, ...more: string[]) => runCli(['calc', `${RULES}castellan.yaml`, `${RULES}vigilators.yaml`, '--phase', 'melee', '--rules', '10e', '--effect', effect, ...more]);

describe('--effect "<name>=N"', () => {
  it('gives the count: the report says the count assumed, and the numbers are --attacks 2', async () => {
    const named = JSON.parse((await calc('pious fervour = 2', '--json')).stdout);
    const byHand = JSON.parse((await runCli(['calc', `${RULES}castellan.yaml`, `${RULES}vigilators.yaml`, '--phase', 'melee', '--rules', '10e', '--attacks', '2', '--json'])).stdout);
    expect(named.damage.mean).toBeCloseTo(byHand.damage.mean, 12);
    const rule = named.unitRules[0].rules.find((r: { name: string }) => r.name === 'Pious Fervour');
    expect(rule).toMatchObject({ status: 'applied', assumes: ['2 enemy units within 6" of this model'] });
  });

  it('a count that is not a whole number, a rule named without its count, and a count for an effect that takes none are input errors', async () => {
    const notNumber = await calc('Pious Fervour=two');
    expect(notNumber.code).toBe(2);
    expect(notNumber.stderr).toContain('the count after "=" must be a whole number, e.g. "Pious Fervour=2"');
    const missing = await calc('Pious Fervour');
    expect(missing).toMatchObject({ code: 2, stdout: '' });
    expect(missing.stderr).toContain('Pious Fervour depends on a count: give it with the name, --effect "Pious Fervour=N", N the number of enemy units within 6" of this model');
    const catalogue = await calc('Point-Blank Ambush=2');
    expect(catalogue.code).toBe(2);
    expect(catalogue.stderr).toContain('Point-Blank Ambush depends on no count: name it without "=2"');
  });
});
