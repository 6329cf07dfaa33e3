/** `--crit-wound-ap n`: a Critical Wound's AP improved by n (docs/rules.md 4.7), in the scenario's modifiers. */
import { describe, expect, it } from 'vitest';
import { parseOptionText } from '../../src/plan/index.js';
import { runCli } from '../cli/run-cli.js';

describe('--crit-wound-ap (docs/rules.md 4.7)', () => {
  it('--crit-wound-ap 1 is the modifier critWoundAp 1; a sign or a dice value is refused', () => {
    const parsed = parseOptionText('--crit-wound-ap 1');
    expect(parsed.ok && parsed.value.layer).toEqual({ critWoundAp: 1 });
    expect(parseOptionText('--crit-wound-ap -1').ok).toBe(false);
    expect(parseOptionText('--crit-wound-ap D3').ok).toBe(false);
  });

  it('calc strike-team meq --crit-wound-ap 1 --json: pulse rifles (S5 AP0) whose 5+ critical wounds meet a Sv 4+ instead of 3+', async () => {
    const run = await runCli(['calc', 'strike-team', 'meq', '--crit-wound-ap', '1', '--json']);
    expect(run.code).toBe(0);
    const json = JSON.parse(run.stdout) as { modifiers: Record<string, unknown>; weapons: { name: string; unsavedWounds: { mean: number } }[] };
    expect(json.modifiers.critWoundAp).toBe(1);
    // 5 hits, wounding on 3+: 2.5 normal wounds saved on 3+, 5/6 critical wounds saved on 4+
    const rifle = json.weapons.find((w) => w.name === 'Pulse rifle')!;
    expect(rifle.unsavedWounds.mean).toBeCloseTo(2.5 / 3 + 5 / 12, 12);
  });
});
