/** Planning a sequence: steps read like compare's columns, checked as one plan, state-dependent effects found. */
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { cachedLoader, parseOptionText, ScenarioError, type OptionLayer } from '../../src/plan/index.js';
import { parseGoal, parseStepText, planSequence, type StepRequest } from '../../src/sequence/index.js';
import { EDITIONS, resolveSequence } from '../../src/rules/index.js';

const load = cachedLoader({ bundledDir: fileURLToPath(new URL('../../profiles/', import.meta.url)) });

function step(text: string): StepRequest {
  const parsed = parseStepText(text);
  if (!parsed.ok) throw new Error(parsed.message);
  return parsed.value;
}

function layer(text: string): OptionLayer {
  const parsed = parseOptionText(text);
  if (!parsed.ok) throw new Error(parsed.message);
  return parsed.value.layer;
}

function problems(run: () => unknown): readonly string[] {
  try {
    run();
  } catch (error) {
    if (error instanceof ScenarioError) return [...error.problems, ...error.issues.map((i) => i.message)];
    throw error;
  }
  throw new Error('expected a ScenarioError');
}

describe('parseStepText', () => {
  it('the attacker first, then its options with or without dashes', () => {
    expect(parseStepText('strike-team --half-range hit +1')).toEqual({
      ok: true,
      value: { attacker: 'strike-team', options: { layer: { halfRange: true, hit: 1 }, argv: ['--half-range', '--hit', '+1'] } },
    });
    expect(parseStepText("'Strike Team' phase melee")).toMatchObject({ ok: true, value: { attacker: 'Strike Team', options: { layer: { phase: 'melee' } } } });
  });

  it('an empty step, a step that starts with an option, and a flag that is no scenario option are refused', () => {
    expect(parseStepText('  ')).toEqual({ ok: false, message: 'an empty step: give the attacker, then its options, e.g. "strike-team --half-range"' });
    expect(parseStepText('--half-range strike-team')).toEqual({ ok: false, message: 'a step starts with its attacker, not with --half-range (e.g. "strike-team --half-range")' });
    expect(parseStepText('strike-team --json')).toEqual({ ok: false, message: 'unknown option "json"' });
  });
});

describe('planSequence checks the whole plan', () => {
  it('refuses an empty sequence, a second edition, the defender described per step, --target-below-half, and two Command Re-rolls in one phase', () => {
    expect(problems(() => planSequence(load, { defender: 'meq', common: [], steps: [] }))).toEqual([
      'the sequence has no steps: give at least one, e.g. mathhammer sequence knight "strike-team --half-range"',
    ]);
    expect(
      problems(() =>
        planSequence(load, {
          defender: 'meq',
          common: [],
          steps: [step('strike-team rules 10e'), step('strike-team defender-loadout x'), step('starfangs target-below-half'), step('strike-team command-reroll hit'), step('strike-team command-reroll wound')],
        }),
      ),
    ).toEqual([
      'step 1 (strike-team): a sequence is resolved under one edition; give --rules 10e before the steps',
      'step 2 (strike-team): --defender-loadout describes the defender, the same for every step: give it once, before the steps',
      "step 3 (starfangs): in a sequence the target's strength is known at every step; --target-below-half is decided from it, step by step",
      'step 5 (strike-team): Command Re-roll is used once per phase, and step 4 already uses it in the Shooting phase',
    ]);
  });

  it('Command Re-roll once in the Shooting phase and once in the Fight phase is allowed', () => {
    const plan = planSequence(load, { defender: 'meq', common: [], steps: [step('strike-team command-reroll hit'), step('mukaali-riders phase melee command-reroll hit')] });
    expect(plan.sequence.steps).toHaveLength(2);
  });

  it('an unknown attacker is named with its step', () => {
    expect(problems(() => planSequence(load, { defender: 'meq', common: [], steps: [step('strike-team'), step('strik-team')] }))).toEqual([
      'no such file, and no bundled profile is called "strik-team" (did you mean `strike-team`?)',
    ]);
  });

  it('a step whose effect needs the target Below Half-strength becomes state-dependent; the others stay plain scenarios', () => {
    const plan = planSequence(load, {
      defender: 'geq',
      common: [layer('rules 10e')],
      steps: [step('starfangs'), step('starfangs effect "Instinctive Spite" pain-token')],
    });
    expect('dependsOn' in plan.sequence.steps[0]!).toBe(false);
    expect(plan.sequence.steps[1]).toMatchObject({ dependsOn: ['belowHalf'] });
    expect(plan.steps[1]!.belowHalf?.report.effects?.map((e) => e.name)).toContain('Instinctive Spite');
    expect(plan.steps[1]!.plan.report.effects?.map((e) => e.name) ?? []).not.toContain('Instinctive Spite');
    // Decided per state: no "not applied" warning for the target as it starts (--strict would refuse it).
    expect((plan.steps[1]!.plan.report.warnings ?? []).map((w) => w.text).filter((t) => t.includes('Instinctive Spite'))).toEqual([]);
    // Without the Below Half-strength condition met anywhere the warning stays: a mistyped condition is still said.
    const flat = planSequence(load, { defender: 'geq', common: [layer('rules 10e')], steps: [step('starfangs effect "Point-Blank Ambush"')] });
    expect((flat.steps[0]!.plan.report.warnings ?? []).map((w) => w.text)).toEqual([expect.stringMatching(/^Point-Blank Ambush not applied: /)]);
  });
});

describe('parseGoal', () => {
  it.each([
    ['destroyed', { kind: 'destroyed' }],
    ['below-half', { kind: 'below-half' }],
    ['at-least 3', { kind: 'at-least', k: 3 }],
    ['at-least:3', { kind: 'at-least', k: 3 }],
    ['DAMAGE=12', { kind: 'damage', k: 12 }],
  ] as const)('%s', (text, goal) => {
    expect(parseGoal(text)).toEqual({ ok: true, value: goal });
  });

  it.each(['', 'dead', 'at-least', 'at-least 0', 'damage x', 'destroyed 2', 'at-least 3 4'])('%j is refused', (text) => {
    expect(parseGoal(text).ok).toBe(false);
  });
});

describe('toSequence shares equal steps', () => {
  it('the same unit firing twice is one engine step, with the result of two planned apart', () => {
    const plan = planSequence(load, { defender: 'horde', common: [], steps: [step('strike-team --half-range'), step('mukaali-riders'), step('strike-team --half-range')] });
    const [first, second, third] = plan.sequence.steps;
    expect(third).toBe(first);
    expect(second).not.toBe(first);
    // Unshared: every step its own object, as planned.
    const apart = { ...plan.sequence, steps: plan.steps.map((s) => structuredClone(s.plan.scenario)) };
    expect(resolveSequence(plan.sequence, EDITIONS[plan.rules])).toEqual(resolveSequence(apart, EDITIONS[plan.rules]));
  });

  it('a state-dependent step shares the scenario it has in common with another step', () => {
    const plan = planSequence(load, { defender: 'geq', common: [layer('rules 10e')], steps: [step('starfangs'), step('starfangs effect "Instinctive Spite" pain-token')] });
    const [plain, dependent] = plan.sequence.steps;
    if (dependent === undefined || !('dependsOn' in dependent)) throw new Error('expected a state-dependent step');
    const facts = (belowHalf: boolean) => ({ belowHalf }) as Parameters<typeof dependent.scenario>[0];
    expect(dependent.scenario(facts(false))).toBe(plain);
    expect(dependent.scenario(facts(true))).not.toBe(plain);
    const normal = structuredClone(plan.steps[1]!.plan.scenario);
    const below = structuredClone(plan.steps[1]!.belowHalf!.scenario);
    const apart = { ...plan.sequence, steps: [structuredClone(plan.steps[0]!.plan.scenario), { dependsOn: dependent.dependsOn, scenario: (facts: { belowHalf: boolean }) => (facts.belowHalf ? below : normal) }] };
    expect(resolveSequence(plan.sequence, EDITIONS[plan.rules])).toEqual(resolveSequence(apart, EDITIONS[plan.rules]));
  });
});
