/** `--change-to-six hit|wound`: one failed die of the first weapon changed to an unmodified 6 (docs/rules.md §10a). */
import { describe, expect, it } from 'vitest';
import { dice, models, unit, weapon } from '../../bench/scenarios.js';
import { parseOptionText } from '../../src/plan/index.js';
import { noEffectWarnings } from '../../src/plan/no-effect-warnings.js';
import { runCli } from '../cli/run-cli.js';

type Json = { changeToSix: unknown; conditions: string[]; damage: { mean: number } };

async function calc(...extra: string[]): Promise<Json> {
  const run = await runCli(['calc', 'strike-team', 'meq', '--json', ...extra]);
  expect(run.code, run.stderr).toBe(0);
  return JSON.parse(run.stdout) as Json;
}

describe('--change-to-six (docs/rules.md §10a)', () => {
  it('--change-to-six hit and wound are accepted; save is refused, naming the accepted rolls', () => {
    for (const roll of ['hit', 'wound']) {
      const parsed = parseOptionText(`--change-to-six ${roll}`);
      expect(parsed.ok && parsed.value.layer).toEqual({ changeToSix: roll });
    }
    const refused = parseOptionText('--change-to-six save');
    expect(refused.ok).toBe(false);
    expect(refused.ok ? '' : refused.message).toContain('hit, wound');
  });

  it('calc strike-team meq --change-to-six hit --json: the JSON and the scenario line say so, and one failed hit is a critical hit', async () => {
    const plain = await calc();
    const changed = await calc('--change-to-six', 'hit');
    expect(plain.changeToSix).toBeNull();
    expect(changed.changeToSix).toEqual({ roll: 'hit', weapon: 0 });
    expect(changed.conditions).toContain('a failed hit die changed to 6');
    // 10 pulse rifle shots at BS 4+: nearly always one fails; the 6 wounds on 3+ and the Marine saves on 3+
    const p = 1 - 0.5 ** 10;
    expect(changed.damage.mean - plain.damage.mean).toBeCloseTo(p * (2 / 3) * (1 / 3), 12);
  });

  it('calc strike-team meq --change-to-six hit --command-reroll hit: refused on one weapon, naming simulate (exit 2, no stack trace)', async () => {
    const run = await runCli(['calc', 'strike-team', 'meq', '--change-to-six', 'hit', '--command-reroll', 'hit']);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('mathhammer simulate');
    expect(run.stderr).not.toMatch(/\n\s+at /);
  });

  it('a hit die changed to a 6 on a [TORRENT] weapon is a warning: it has no hit roll', () => {
    const flamer = weapon({ name: 'Flamer', skill: null, attacks: dice('D6'), abilities: [{ kind: 'torrent' }] });
    const scenario = { attacker: { name: 'A', firing: [{ weapon: flamer, count: 1 }] }, defender: unit('B', [models({ name: 'M', count: 5 })]), conditions: { phase: 'shooting' as const }, changeToSix: { roll: 'hit' as const } };
    const texts = noEffectWarnings({ rules: '10e', phase: 'shooting', changeToSix: 'hit' }, scenario, false).map((w) => w.text);
    expect(texts).toContain('the hit die changed to a 6 has no effect: Flamer is [TORRENT], which hits without a hit roll');
  });
});
