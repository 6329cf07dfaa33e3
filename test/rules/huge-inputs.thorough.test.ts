/**
 * Huge but legal inputs: they compute (to a valid distribution), or stop at once with the engine's limit
 * message, which the CLI prints with exit 2. Timings on a 2-core CI machine are in the comments; the test
 * timeout (60 s) is the only time bound.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { dice, lasgunVolley, models, nearMaxStates, snipersThenGuns, unit, weapon } from '../../bench/scenarios.js';
import { EDITIONS, EngineLimitError, resolveAttack, type AttackResult, type MortalSource, type Scenario } from '../../src/rules/index.js';
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

  it(`an attack that can reach more than ${MAX_STATES.toLocaleString('en')} states of the defender stops at once with EngineLimitError`, () => {
    // [PRECISION] beside the normal order: every damaged bodyguard (1,000 wounds) with every damaged
    // CHARACTER group (1,000 wounds), and 6,000 wounds of damage can reach most of those million states
    const scenario: Scenario = {
      attacker: { name: 'Snipers', firing: [{ weapon: weapon({ name: 'Sniper', attacks: dice('2'), damage: dice('3'), abilities: [{ kind: 'precision' }] }), count: 1000 }] },
      defender: unit('Mob and bosses', [models({ name: 'Boy', count: 100, wounds: 10, save: 5 }), models({ name: 'Boss', count: 10, wounds: 100, save: 4, character: true })]),
      conditions: shooting,
    };
    const started = performance.now();
    expect(() => resolveAttack(scenario, EDITIONS[edition])).toThrow(EngineLimitError);
    expect(() => resolveAttack(scenario, EDITIONS[edition])).toThrow(/too many combinations of damaged models \(over 250,000\); merge model groups/);
    expect(performance.now() - started).toBeLessThan(10_000); // counted, not built
  });

  it('a defender with as many states, of which the attack reaches few, computes', () => {
    const scenario: Scenario = {
      attacker: { name: 'A', firing: [{ weapon: weapon({ name: 'Gun' }), count: 10 }] },
      defender: unit('Two mobs', [models({ name: 'Boy', count: 100, wounds: 5, save: 5 }), models({ name: 'Nob', count: 100, wounds: 5, save: 4 })]),
      conditions: shooting,
    };
    expectValid(resolveAttack(scenario, EDITIONS[edition]), 200);
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

describe('11e saves sorted across groups that save different faces (docs/rules.md 4.5)', () => {
  // The batch runs on the states it can reach: one order damages the groups one after another, so 241 of
  // the 88,641 combinations of 200 Guardsmen and two W20 characters (it took 18.5 s and 2.3 GB before).
  it('3000 lasguns vs 200 Guardsmen and two W20 characters computes to a valid distribution', () => {
    // ~1.5 s
    expectValid(resolveAttack(lasgunVolley(3000, 200, 20), EDITIONS['11e']), 202);
  });

  it('1000 lasguns vs 100 Guardsmen and two W5 characters computes', () => {
    // ~0.4 s
    expectValid(resolveAttack(lasgunVolley(1000, 100, 5), EDITIONS['11e']), 102);
  });

  it('10,000 lasguns vs 1000 Guardsmen and two W5 characters compute (along one chain of failed saves)', () => {
    // ~0.1 s (refused once: a distribution over 1,011 states for each of 10,000 dice left)
    expectValid(resolveAttack(lasgunVolley(10_000, 1000, 5), EDITIONS['11e']), 1002);
  });
});

describe('11e: a Command Re-roll of a save when the saves are sorted across groups (docs/rules.md §10)', () => {
  it('1000 lasguns vs 100 Guardsmen led by two W5 characters computes to a valid distribution', () => {
    // ~0.7 s
    expectValid(resolveAttack(lasgunVolley(1000, 100, 5, true), EDITIONS['11e']), 102);
  });

  it('3000 lasguns vs 200 Guardsmen and two W20 characters compute (walked: no group after another saves worse)', () => {
    // ~0.02 s (refused once: five lanes of the re-roll for every number of dice left)
    expectValid(resolveAttack(lasgunVolley(3000, 200, 20, true), EDITIONS['11e']), 202);
  });

  it('… with a Priest that saves worse than the Commissar before him, class by class, they stop at once with EngineLimitError', () => {
    // the level rises at the Priest: the re-rolled dice are not independent, the walk's lanes need them so
    const volley = lasgunVolley(3000, 200, 20, true);
    const priestLast: Scenario = {
      ...volley,
      defender: unit('Horde', [...volley.defender.groups.slice(0, 2), models({ name: 'Priest', wounds: 20, save: 6, character: true, leader: true })]),
    };
    const started = performance.now();
    expect(() => resolveAttack(priestLast, EDITIONS['11e'])).toThrow(
      /^Lasgun: a Command Re-roll of a save with 11e saves sorted across model groups: up to 3000 save dice against [\d,]+ states of the defender are too many to resolve exactly; use fewer attacks/,
    );
    expect(performance.now() - started).toBeLessThan(10_000); // decided before the work
  });
});

describe.each(['10e', '11e'] as const)('%s: defenders with nearly MAX_STATES combinations of damaged models', (edition) => {
  // Each weapon builds and steps only the states it can reach.
  it('1000 D3 shots vs 100 W5 and 6 W83 models that save alike (249,999 combinations) compute', () => {
    // ~0.1 s (2.1 s and 185 MB before): one order damages the groups one after another, 999 states
    expectValid(resolveAttack(nearMaxStates(1000), EDITIONS[edition]), 106);
  });

  it('20 [PRECISION] shots, then 100 [DEVASTATING WOUNDS] shots vs 100 W5 models and 5 W99 CHARACTERS compute', () => {
    // ~0.5 s (8.5 s and 0.5 GB before)
    expectValid(resolveAttack(snipersThenGuns(100, [{ kind: 'devastating-wounds' }]), EDITIONS[edition]), 105);
  });

  it('… 1000 guns with [SUSTAINED HITS 1], [LETHAL HITS] and [DEVASTATING WOUNDS] stop with EngineLimitError before their joint count', () => {
    // 300 such guns compute in a few seconds (98 s and 1.9 GB once); 1000 stop in under a second, most of it the snipers
    const guns = snipersThenGuns(1000, [{ kind: 'sustained-hits', x: dice('1') }, { kind: 'lethal-hits' }, { kind: 'devastating-wounds' }]);
    const started = performance.now();
    expect(() => resolveAttack(guns, EDITIONS[edition])).toThrow(
      edition === '11e'
        ? /^Gun: up to 2000 wounds and 2000 \[DEVASTATING WOUNDS\] critical wounds against 30,996 states of the defender are too many to resolve exactly; use fewer attacks/
        : /^Gun: the defender's state distribution splits into up to 2,001 parts over 30,996 states/,
    );
    expect(performance.now() - started).toBeLessThan(10_000);
  });

  it('2000 lasguns vs 1000 W249 giants (249,001 states in one line) compute: each step visits only the states within reach', () => {
    // ~0.3 s (4.2 s before): 2000 steps over at most 2000 states each, not over 249,001
    const scenario: Scenario = {
      attacker: { name: 'Regiment', firing: [{ weapon: weapon({ name: 'Lasgun', strength: 3 }), count: 2000 }] },
      defender: unit('Giants', [models({ name: 'Giant', count: 1000, wounds: 249, save: 6 })]),
      conditions: shooting,
    };
    // Damage 1 is never lost to excess here: wounds lost ~ Binomial(2000, hit 2/3 · wound 1/3 · unsaved 5/6)
    expect(resolveAttack(scenario, EDITIONS[edition]).woundsLost.mean).toBeCloseTo(2000 * (2 / 3) * (1 / 3) * (5 / 6), 9);
  });
});

describe('many branches of the defender\'s state distribution', () => {
  const devastating = (name: string, damage: string) =>
    weapon({ name, strength: 5, ap: -1, damage: dice(damage), abilities: [{ kind: 'devastating-wounds' }] });
  const boys = unit('Boys', [models({ name: 'Boy', count: 20, wounds: 2, save: 4 })]);

  it('10e: four weapons with [DEVASTATING WOUNDS] and the same Damage keep one count of critical wounds (6.3 s and 0.65 GB before)', () => {
    // ~0.1 s: K^a·K^b = K^(a+b), so 81 branches instead of 194,481
    const scenario: Scenario = { attacker: { name: 'Squad', firing: ['A', 'B', 'C', 'D'].map((n) => ({ weapon: devastating(`Gun ${n}`, '2'), count: 20 })) }, defender: boys, conditions: shooting };
    expectValid(resolveAttack(scenario, EDITIONS['10e']), 20);
  });

  it('10e: four weapons with [DEVASTATING WOUNDS] and different Damage stop before the fourth splits the branches again', () => {
    // ~0.2 s (it computed in 3 s and 375 MB, and six such weapons ran 6 s and 0.8 GB before stopping)
    const scenario: Scenario = {
      attacker: { name: 'Squad', firing: ['1', '2', '3', 'D3'].map((d) => ({ weapon: devastating(`Damage ${d}`, d), count: 20 })) },
      defender: boys,
      conditions: shooting,
    };
    expect(() => resolveAttack(scenario, EDITIONS['10e'])).toThrow(
      /^Damage D3: the defender's state distribution splits into up to 194,481 parts over 41 states \(one per combination of 10e \[DEVASTATING WOUNDS\] critical wounds still to resolve and of \[BLAST\] bonuses\), which are too many to resolve exactly/,
    );
  });

  const barrage: MortalSource = { name: 'Barrage', dice: 100, successOn: 2, perSuccess: dice('D6') };
  const gaunts = unit('Gaunts', [models({ name: 'Gaunt', count: 1000, save: 6 })]);

  it.each(['10e', '11e'] as const)('%s: 100 dice of D6 mortal wounds, then 300 guns without [BLAST], compute as one branch (5–7 s before)', (edition) => {
    // ~0.1 s: only [BLAST] reads the models left at target selection
    const scenario: Scenario = { attacker: { name: 'A', firing: [{ weapon: weapon({ name: 'Gun' }), count: 300 }] }, defender: gaunts, conditions: shooting, mortalSources: [barrage] };
    expectValid(resolveAttack(scenario, EDITIONS[edition]), 1000);
  });

  it('10e: the same mortal wounds, then 200 [BLAST] guns, stop with EngineLimitError once the work of all branches adds up', () => {
    // ~0.5 s: ~100 branches, one per [BLAST] bonus, each with up to 33,000 attacks to plan (20 guns, 163 s
    // once, now compute in about as long)
    const scenario: Scenario = {
      attacker: { name: 'A', firing: [{ weapon: weapon({ name: 'Gun', abilities: [{ kind: 'blast', x: 1 }] }), count: 200 }] },
      defender: gaunts,
      conditions: shooting,
      mortalSources: [barrage],
    };
    expect(() => resolveAttack(scenario, EDITIONS['10e'])).toThrow(/^Gun: up to \d+ attacks and \d+ wounds, with the rest of this attack, are too many to resolve exactly/);
  });
});

describe('the CLI on huge inputs', () => {
  it('calc prints the engine limit in one line, exit 2, no stack', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'mathhammer-huge-'));
    const mobs = ['  - { name: Boy, count: 100, T: 4, Sv: 5+, W: 10 }', '  - { name: Boss, count: 10, T: 4, Sv: 4+, W: 100, character: true }'];
    writeFileSync(join(dir, 'mobs.yaml'), ['name: Mob and bosses', 'keywords: [INFANTRY]', 'models:', ...mobs, ''].join('\n'));
    const snipers = [
      'name: Snipers', 'keywords: [INFANTRY]', 'models:', '  - { name: Sniper, count: 1000, T: 3, Sv: 5+, W: 1, weapons: [Sniper rifle] }',
      'weapons:', '  - { name: Sniper rifle, range: 36, A: 2, BS: 3+, S: 4, AP: 0, D: 3, abilities: [PRECISION] }', '',
    ];
    writeFileSync(join(dir, 'snipers.yaml'), snipers.join('\n'));
    const run = await runCli(['calc', 'snipers.yaml', 'mobs.yaml'], { cwd: dir });
    expect(run.code).toBe(2);
    expect(run.stdout).toBe('');
    expect(run.stderr).toBe(
      'mathhammer: the defender "Mob and bosses" has too many combinations of damaged models (over 250,000); merge model groups that share W, Sv, invulnerable saves and Feel No Pain\n',
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
