/**
 * Huge but legal inputs: they compute (to a valid distribution), or stop at once with the engine's limit
 * message, which the CLI prints with exit 2. Timings on a 2-core CI machine are in the comments; the test
 * timeout (60 s) is the only time bound.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { dice, models, unit, weapon } from '../../bench/scenarios.js';
import { EDITIONS, EngineLimitError, resolveAttack, type AttackResult, type Scenario } from '../../src/rules/index.js';
import { MAX_STATES } from '../../src/rules/defender-space.js';
import { runCli } from '../cli/run-cli.js';

function expectValid(r: AttackResult, models: number): void {
  for (const s of [r.woundsLost, r.modelsDestroyed]) {
    expect(Math.abs(s.pmf.reduce((a, b) => a + b, 0) - 1)).toBeLessThanOrEqual(1e-9);
    for (const p of s.pmf) expect(p >= 0 && Number.isFinite(p)).toBe(true);
  }
  expect(r.modelsDestroyed.pmf.length).toBeLessThanOrEqual(models + 1);
}

const shooting = { phase: 'shooting' } as const;

const HUGE: readonly { name: string; scenario: Scenario; models: number }[] = [
  {
    // ~0.1–0.3 s
    name: '1000 lasguns vs 100 Guardsmen',
    models: 100,
    scenario: {
      attacker: { name: 'Regiment', firing: [{ weapon: weapon({ name: 'Lasgun', skill: 4, strength: 3 }), count: 1000 }] },
      defender: unit('Horde', [models({ name: 'Guardsman', count: 100, toughness: 3, save: 5 })]),
      conditions: shooting,
    },
  },
  {
    // ~0.5–0.8 s
    name: '1000 shots of 2D6 damage vs 100 W3 models and a W6 leader',
    models: 101,
    scenario: {
      attacker: { name: 'Battery', firing: [{ weapon: weapon({ name: 'Cannon', strength: 8, ap: -2, damage: dice('2D6') }), count: 1000 }] },
      defender: unit('Big mob', [
        models({ name: 'Boy', count: 100, wounds: 3, save: 3 }),
        models({ name: 'Boss', wounds: 6, save: 3, character: true, leader: true }),
      ]),
      conditions: shooting,
    },
  },
  {
    // ~0.3–0.4 s
    name: '100 guns of D6+D6 attacks and D6+D6 damage vs a Knight',
    models: 1,
    scenario: {
      attacker: { name: 'Storm', firing: [{ weapon: weapon({ name: 'Storm gun', attacks: dice('D6+D6'), strength: 9, ap: -3, damage: dice('D6+D6') }), count: 100 }] },
      defender: unit('Knight', [models({ name: 'Knight', wounds: 22, toughness: 12, save: 3, invuln: 5 })], { keywords: ['VEHICLE'] }),
      conditions: shooting,
    },
  },
];

describe.each(['10e', '11e'] as const)('%s: huge but legal inputs', (edition) => {
  it.each(HUGE.map((h) => [h.name, h] as const))('%s computes to a valid distribution', (_, h) => {
    expectValid(resolveAttack(h.scenario, EDITIONS[edition]), h.models);
  });

  it(`a defender with more than ${MAX_STATES.toLocaleString('en')} states stops at once with EngineLimitError`, () => {
    const scenario: Scenario = {
      attacker: { name: 'A', firing: [{ weapon: weapon({ name: 'Gun' }), count: 1 }] },
      defender: unit('Two mobs', [models({ name: 'Boy', count: 100, wounds: 5, save: 5 }), models({ name: 'Nob', count: 100, wounds: 5, save: 4 })]),
      conditions: shooting,
    };
    expect(() => resolveAttack(scenario, EDITIONS[edition])).toThrow(EngineLimitError);
    expect(() => resolveAttack(scenario, EDITIONS[edition])).toThrow(/too many combinations of damaged models \(over 250,000\); merge model groups/);
  });

  it('A 1000 with [SUSTAINED HITS D6] and [DEVASTATING WOUNDS] stops with EngineLimitError (it used to run for many minutes)', () => {
    const scenario: Scenario = {
      attacker: {
        name: 'Swarm',
        firing: [{
          weapon: weapon({ name: 'Claws', attacks: dice('1000'), strength: 4, abilities: [{ kind: 'sustained-hits', x: dice('D6') }, { kind: 'lethal-hits' }, { kind: 'devastating-wounds' }] }),
          count: 1,
        }],
      },
      defender: unit('Veterans', [models({ name: 'Veteran', count: 100, wounds: 2, save: 3, feelNoPain: 5 })]),
      conditions: shooting,
    };
    expect(() => resolveAttack(scenario, EDITIONS[edition])).toThrow(EngineLimitError);
    expect(() => resolveAttack(scenario, EDITIONS[edition])).toThrow(/too many to compute exactly .*mathhammer simulate/);
  });
});

describe('11e: a Command Re-roll of a save when the saves are sorted across groups (docs/rules.md §10)', () => {
  const volley = (lasguns: number, guardsmen: number, characterWounds: number): Scenario => ({
    attacker: { name: 'Regiment', firing: [{ weapon: weapon({ name: 'Lasgun', skill: 4, strength: 3, ap: -1 }), count: lasguns }] },
    defender: unit('Horde', [
      models({ name: 'Guardsman', count: guardsmen, toughness: 3, save: 5 }),
      models({ name: 'Commissar', wounds: characterWounds, save: 4, invuln: 5, character: true, leader: true }),
      models({ name: 'Priest', wounds: characterWounds, save: 6, invuln: 4, character: true, leader: true }),
    ]),
    conditions: shooting,
    commandReroll: { roll: 'save' },
  });

  it('1000 lasguns vs 100 Guardsmen led by two W5 characters computes to a valid distribution', () => {
    // ~1–2.5 s
    expectValid(resolveAttack(volley(1000, 100, 5), EDITIONS['11e']), 102);
  });

  it('3000 lasguns vs 200 Guardsmen and two W20 characters stops at once with EngineLimitError', () => {
    expect(() => resolveAttack(volley(3000, 200, 20), EDITIONS['11e'])).toThrow(
      /Lasgun: a Command Re-roll of a save with 11e saves sorted across model groups: up to 3000 save dice against 88,641 states of the defender are too many to resolve exactly/,
    );
  });
});

describe('the CLI on huge inputs', () => {
  it('calc prints the engine limit in one line, exit 2, no stack', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'mathhammer-huge-'));
    const mobs = ['Boy', 'Nob'].map((name, i) => `  - { name: ${name}, count: 100, T: 4, Sv: ${5 - i}+, W: 5 }`);
    writeFileSync(join(dir, 'mobs.yaml'), ['name: Two mobs', 'keywords: [INFANTRY]', 'models:', ...mobs, ''].join('\n'));
    const run = await runCli(['calc', 'strike-team', 'mobs.yaml'], { cwd: dir });
    expect(run.code).toBe(2);
    expect(run.stdout).toBe('');
    expect(run.stderr).toBe(
      'mathhammer: the defender "Two mobs" has too many combinations of damaged models (over 250,000); merge model groups that share W, Sv, invulnerable save and Feel No Pain\n',
    );
  });

  it('calc on 1000 models computes', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'mathhammer-huge-'));
    writeFileSync(join(dir, 'swarm.yaml'), 'name: Swarm\nkeywords: [INFANTRY]\nmodels:\n  - { name: Gaunt, count: 1000, T: 3, Sv: 6+, W: 1 }\n');
    const run = await runCli(['calc', 'strike-team', 'swarm.yaml', '--json'], { cwd: dir });
    expect(run.stderr).toBe('');
    expect(JSON.parse(run.stdout).defender.models).toBe(1000);
  });
});
