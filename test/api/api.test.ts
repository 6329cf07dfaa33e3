/** The library API is the CLI's engine room: each function gives exactly what the matching command prints as JSON. */
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  calc, compare, dataFolderLoader, loadProfile, parseProfileYaml, profileFromObject, scenarioOptions, ScenarioError, showUnit, simulate, validateProfile,
} from '../../src/api/index.js';
import { runCli } from '../cli/run-cli.js';

const fixtures = fileURLToPath(new URL('../fixtures/profiles/', import.meta.url));

async function cliJson(argv: readonly string[], cwd?: string): Promise<unknown> {
  const run = await runCli([...argv, '--json'], cwd === undefined ? {} : { cwd });
  expect(run.stderr).toBe('');
  return JSON.parse(run.stdout);
}

function thrown(run: () => unknown): unknown {
  try {
    run();
  } catch (error) {
    return error;
  }
  throw new Error('expected an error');
}

describe('calc', () => {
  it('equals `mathhammer calc --json`, options given as text or as a mapping', async () => {
    const cli = await cliJson(['calc', 'strike-team', 'meq', '--half-range', '--hit', '+1', '--rules', '10e']);
    expect(calc('strike-team', 'meq', 'half-range hit +1 rules 10e')).toEqual(cli);
    expect(calc('strike-team', 'meq', { halfRange: true, hit: 1, rules: '10e' })).toEqual(cli);
    expect(calc('strike-team', 'meq', { 'half-range': true, '--hit': '+1', rules: '10e' })).toEqual(cli);
  });

  it('takes profiles already loaded, and paths from the context’s working directory', async () => {
    const cli = await cliJson(['calc', 'plasma-squad.yaml', 'intercessors.yaml'], fixtures);
    const squad = loadProfile('plasma-squad.yaml', { cwd: fixtures });
    const target = loadProfile('intercessors.yaml', { cwd: fixtures });
    if (!squad.ok || !target.ok) throw new Error('fixtures should load');
    expect(calc('plasma-squad.yaml', 'intercessors.yaml', {}, { cwd: fixtures })).toEqual(cli);
    const fromObjects = calc(squad.value, target.value);
    expect(fromObjects.modelsSlain).toEqual((cli as { modelsSlain: unknown }).modelsSlain);
  });

  it("the user's mistakes are a ScenarioError with the problems and the located issues", () => {
    const bad = thrown(() => calc('strike-team', 'meq', { hit: 'lots', cover: 'yes' }));
    expect(bad).toBeInstanceOf(ScenarioError);
    expect((bad as ScenarioError).problems).toEqual([
      "hit: option '--hit <±n>' argument 'lots' is invalid. Expected a whole number from -6 to +6, like +1 or -1.",
      'cover: expected true or false, got "yes"',
    ]);
    const missing = thrown(() => calc('no-such-unit.yaml', 'meq')) as ScenarioError;
    expect(missing.issues.map((i) => `${i.file}: ${i.message}`)).toEqual(['no-such-unit.yaml: no such file']);
    const combination = thrown(() => calc('strike-team', 'meq', 'spotted')) as ScenarioError;
    expect(combination.problems).toEqual(['--spotted describes indirect fire: add --indirect']);
  });
});

describe('compare and simulate', () => {
  it('compare equals `mathhammer compare --json`', async () => {
    const cli = await cliJson(['compare', 'strike-team', '--loadouts', 'all', '--vs', 'meq', 'teq', '--half-range']);
    expect(compare({ attackers: ['strike-team'], loadouts: ['all'], vs: ['meq', 'teq'], options: { halfRange: true } })).toEqual(cli);
  });

  it('simulate equals `mathhammer simulate --json` with the same trials and seed', async () => {
    const cli = await cliJson(['simulate', 'strike-team', 'meq', '--trials', '2000', '--seed', '5', '--compare']);
    expect(simulate('strike-team', 'meq', {}, { trials: 2000, seed: 5, compare: true })).toEqual(cli);
  });
});

describe('profiles', () => {
  it('YAML text and plain objects parse to the same profile, issues located in what was given', () => {
    const text = 'name: Grots\nmodels:\n  - { name: Grot, count: 10, T: 2, Sv: 6+, W: 1 }\n';
    const fromText = parseProfileYaml(text, 'grots.yaml');
    const fromObject = profileFromObject({ name: 'Grots', models: [{ name: 'Grot', count: 10, T: 2, Sv: '6+', W: 1 }] });
    expect(fromText.ok && fromObject.ok).toBe(true);
    if (fromText.ok && fromObject.ok) expect(calc('strike-team', fromObject.value)).toEqual(calc('strike-team', fromText.value));
    const typo = parseProfileYaml('name: X\nmodels:\n  - { name: X, T: four }\n', 'x.yaml');
    expect(validateProfile(typo)[0]).toMatchObject({ file: 'x.yaml', line: 3 });
  });

  it('scenarioOptions reads the defaults and what is given', () => {
    expect(scenarioOptions()).toEqual({ rules: '11e', phase: 'shooting' });
    expect(scenarioOptions('rules 10e', { charged: true })).toEqual({ rules: '10e', phase: 'shooting', charged: true });
  });
});

describe('showUnit', () => {
  it('equals `mathhammer show --json`, options given as text or as a mapping', async () => {
    const cli = await cliJson(['show', 'rules/vigilators.yaml', '--leader', 'rules/champion.yaml'], fixtures);
    expect(showUnit('rules/vigilators.yaml', 'leader rules/champion.yaml', { cwd: fixtures })).toEqual(cli);
    expect(showUnit('rules/vigilators.yaml', { leader: ['rules/champion.yaml'] }, { cwd: fixtures })).toEqual(cli);
    expect(showUnit('strike-team', { loadout: 'pulse-carbine-all' }).loadout).toEqual(['pulse-carbine-all']);
  });

  it('a profile already loaded; a datasheet through a data folder loader, its catalogue its source', () => {
    const loaded = loadProfile('meq');
    if (!loaded.ok) throw new Error('meq');
    expect(showUnit(loaded.value).source).toEqual({ kind: 'bundled', reference: 'MEQ', file: 'profiles/meq.yaml', catalogue: null });
    const loader = dataFolderLoader(fileURLToPath(new URL('../fixtures/army/data/', import.meta.url)));
    expect(showUnit('Test Walker (Test Guard)', {}, { loader }).source).toEqual({ kind: 'datasheet', reference: 'Test Walker (Test Guard)', file: null, catalogue: 'test-guard.cat' });
  });

  it('an option of an attack, an unknown unit or a wrong argument is a ScenarioError saying so', () => {
    const attack = thrown(() => showUnit('strike-team', 'half-range'));
    expect(attack).toBeInstanceOf(ScenarioError);
    expect((attack as ScenarioError).problems).toEqual(['showUnit takes the options loadout and leader, not half-range: a unit is shown as its profile gives it']);
    const unknown = thrown(() => showUnit('strike-tem'));
    expect((unknown as ScenarioError).issues.map((i) => i.message)).toEqual(['no such file, and no bundled profile is called "strike-tem" (did you mean `strike-team`?)']);
    expect((thrown(() => showUnit(42 as never)) as ScenarioError).problems[0]).toMatch(/^unit must be a profile path, a bundled profile name/);
  });
});
