/**
 * A JavaScript caller's wrong-typed arguments (docs/api.md, "Errors"): the functions that throw throw
 * ScenarioError naming the argument and what it must be; the profile readers return a failed Result.
 * Never a TypeError from deep inside.
 */
import { describe, expect, it } from 'vitest';
import {
  calc, compare, importArmy, loadProfile, needed, parseProfileYaml, planCalc, profileFromObject, resolvePlan, scenarioOptions, ScenarioError, sequence,
  simulate, simulateSteps, validateProfile,
} from '../../src/api/index.js';

/** What a call given `args` (typed loosely, as from JavaScript) throws: its problems, or a failure if it is no ScenarioError. */
function problemsOf(run: () => unknown): readonly string[] {
  try {
    run();
  } catch (error) {
    if (error instanceof ScenarioError) return error.problems;
    throw error;
  }
  throw new Error('expected a ScenarioError');
}

const js = <T>(value: unknown) => value as T;

describe('simulate settings', () => {
  it('trials out of range are a ScenarioError with the range the command line states', () => {
    for (const trials of [0, 1.5, 1e12]) {
      expect(problemsOf(() => simulate('strike-team', 'meq', '', { trials }))).toEqual([
        `trials: expected a whole number of trials from 1 to 1e+8, like 100000 or 1e6, got ${trials}`,
      ]);
    }
  });

  it('a seed that is no whole number ≥ 0, a compare that is no boolean, settings that are no object', () => {
    expect(problemsOf(() => simulate('strike-team', 'meq', '', js({ seed: 'abc', compare: 'yes' })))).toEqual([
      'seed: expected a whole number ≥ 0, like 42, got "abc"',
      'compare: expected true or false, got "yes"',
    ]);
    expect(problemsOf(() => simulate('strike-team', 'meq', '', js(null)))[0]).toMatch(/^settings must be an object/);
    expect(problemsOf(() => simulateSteps(js(undefined)).next())).toEqual(['plan must be what planCalc returns, got undefined']);
  });
});

describe('list fields of compare, sequence and needed', () => {
  it('a text where a list belongs is refused, naming the field, never read letter by letter', () => {
    expect(problemsOf(() => compare(js({ attackers: ['strike-team'], vs: 'meq' })))).toEqual(["vs must be a list of profile names, e.g. ['meq'], got \"meq\""]);
    expect(problemsOf(() => compare(js({ attackers: 'strike-team', vs: ['meq'] })))[0]).toMatch(/^attackers must be a list/);
    expect(problemsOf(() => compare(js({ attackers: ['strike-team'], vs: ['meq'], loadouts: 'all' })))[0]).toMatch(/^loadouts must be a list/);
    expect(problemsOf(() => compare(js({ attackers: ['strike-team'], vs: ['meq'], atLeast: 2 })))[0]).toMatch(/^atLeast must be a list of whole numbers/);
    expect(problemsOf(() => compare(js({ attackers: ['strike-team'], vs: [42] })))).toEqual(["vs must be a list of profile names, e.g. ['meq'], got 42 as entry 1"]);
    expect(problemsOf(() => sequence(js({ defender: 'knight', steps: 'strike-team' })))[0]).toMatch(/^steps must be a list of steps/);
    expect(problemsOf(() => sequence(js({ defender: 'knight', steps: [{}] })))[0]).toMatch(/^step 1: attacker must be a profile path or name/);
    expect(problemsOf(() => compare(js(null)))[0]).toMatch(/^the compare request must be an object/);
  });
});

describe('needed', () => {
  it('takes p as the command line does: 0.9, "0.9" or "90%"', () => {
    const request = { attacker: 'strike-team', defender: 'teq', goal: 'destroyed', max: 3 } as const;
    const expected = needed({ ...request, p: 0.9 });
    expect(needed({ ...request, p: '90%' })).toEqual(expected);
    expect(needed({ ...request, p: '0.9' })).toEqual(expected);
    expect(problemsOf(() => needed({ ...request, p: 'sure' }))).toEqual(['p: expected a probability above 0 and at most 1, like 0.9 or 90%, got "sure"']);
  });

  it('a goal, a by or a unit of the wrong type is a ScenarioError', () => {
    const request = { attacker: 'strike-team', defender: 'teq', goal: 'destroyed', p: 0.9 };
    expect(problemsOf(() => needed(js({ ...request, goal: 42 })))[0]).toMatch(/^goal must be one of destroyed/);
    expect(problemsOf(() => needed(js({ ...request, goal: { kind: 'x' } })))[0]).toMatch(/^expected a goal/);
    expect(problemsOf(() => needed(js({ ...request, by: 'squads' })))).toEqual(["by must be 'copies' or 'models', got \"squads\""]);
    expect(problemsOf(() => needed(js({ ...request, attacker: undefined })))[0]).toMatch(/^attacker must be a profile path or name/);
  });
});

describe('units, options and contexts', () => {
  it('the Result of a loader instead of its value is refused with what to pass', () => {
    const meq = loadProfile('meq');
    expect(problemsOf(() => calc('strike-team', js(meq)))).toEqual(['defender: got the Result of loading a profile ({ ok, value | issues }); check result.ok and pass result.value']);
    expect(problemsOf(() => calc(js(42), 'meq'))[0]).toMatch(/^attacker must be a profile path, a bundled profile name/);
  });

  it('options and contexts of the wrong shape, and option text where parsed options belong', () => {
    expect(problemsOf(() => calc('strike-team', 'meq', js(null)))[0]).toMatch(/^options must be a text like 'half-range hit \+1' or an object/);
    expect(problemsOf(() => scenarioOptions(js(42)))[0]).toMatch(/^options must be a text/);
    // Two names of one option in a mapping: refused as the command line refuses it given twice; repeatable ones add up.
    expect(problemsOf(() => scenarioOptions({ rerollHits: 'ones', 'reroll-hits': 'failed' }))).toEqual(['--reroll-hits is given twice (two names of the same option): give it once']);
    expect(problemsOf(() => scenarioOptions('hit +1 hit -1'))).toEqual(["option '--hit <±n>' argument '-1' is invalid. It is given already ('+1'): give it once (a second value would replace the first)."]);
    expect(scenarioOptions({ grant: 'lethal hits', '--grant': 'heavy' }).grant).toHaveLength(2);
    expect(problemsOf(() => calc('strike-team', 'meq', '', js('/tmp')))[0]).toMatch(/^context must be an object/);
    expect(problemsOf(() => calc('strike-team', 'meq', '', js({ loader: 42 })))[0]).toMatch(/^context.loader must be a function/);
    expect(problemsOf(() => planCalc('strike-team', 'meq', js('half-range')))[0]).toMatch(/^options must be parsed ScenarioOptions/);
    expect(problemsOf(() => resolvePlan(js(42)))).toEqual(['plan must be what planCalc returns, got 42']);
  });
});

describe('profile readers never throw', () => {
  it('a text that is no string, a reference that is no string, an object that is no data: a failed Result', () => {
    const messages = (result: { ok: boolean; issues?: readonly { message: string }[] }) => (result.ok ? [] : result.issues!.map((i) => i.message));
    expect(messages(parseProfileYaml(js(42)))).toEqual(['the profile text must be a string of YAML, got 42']);
    expect(messages(loadProfile(js(42)))[0]).toMatch(/^a profile reference must be a path/);
    expect(messages(profileFromObject(js({ name: () => 1 })))[0]).toMatch(/^the profile must be plain data/);
    expect(messages(importArmy(js(42)))[0]).toMatch(/^the input must be a text or bytes/);
  });

  it('validateProfile takes a profile or its Result and gives the same issues', () => {
    const meq = loadProfile('meq');
    if (!meq.ok) throw new Error('meq should load');
    expect(validateProfile(meq.value)).toEqual([]);
    expect(validateProfile(meq)).toEqual(validateProfile(meq.value));
    const broken = profileFromObject({ name: 'Typo', models: [{ name: 'X', count: 1, T: 'four' }] });
    expect(validateProfile(broken).length).toBeGreaterThan(0);
    expect(validateProfile(js(42)).map((i) => i.message)[0]).toMatch(/^expected a profile or the Result of loading one/);
  });
});
