import { describe, expect, it } from 'vitest';
import { planColumns, profileLabel, type ColumnRequest } from '../../src/compare/index.js';
import { mergeLayers, parseOptionText, parseOptionValue, scenarioKeys, toScenarioOptions, withoutReplaced } from '../../src/plan/index.js';

function parsed(text: string) {
  const result = parseOptionText(text);
  if (!result.ok) throw new Error(result.message);
  return result.value;
}

describe('parseOptionText', () => {
  it('"half-range hit +1" is --half-range --hit +1', () => {
    expect(parsed('half-range hit +1')).toEqual({ layer: { halfRange: true, hit: 1 }, argv: ['--half-range', '--hit', '+1'] });
  });

  it('dashes, = and negative values are accepted', () => {
    expect(parsed('--cover --ap=1 save -1').layer).toEqual({ cover: true, ap: 1, save: -1 });
  });

  it('a value runs to the next option name; quotes keep a value that holds one', () => {
    expect(parsed('grant sustained hits 1 cover').layer).toEqual({ grant: [{ kind: 'sustained-hits', x: expect.anything() }], cover: true });
    expect(parsed('grant "lethal hits"').argv).toEqual(['--grant', 'lethal hits']);
    expect(parsed('profile plasma gun=supercharge').layer).toEqual({ profile: [{ weapon: 'plasma gun', profile: 'supercharge' }] });
  });

  it('an option with one value is refused when given twice; repeatable ones add up', () => {
    expect(parseOptionText('hit +1 hit -1')).toEqual({ ok: false, message: "option '--hit <±n>' argument '-1' is invalid. It is given already ('+1'): give it once (a second value would replace the first)." });
    expect(parsed('grant "lethal hits" grant "sustained hits 1" loadout a loadout b').layer).toMatchObject({ grant: [{ kind: 'lethal-hits' }, { kind: 'sustained-hits' }], loadout: ['a', 'b'] });
    // Each text is its own command line: the same option in two texts is fine.
    expect([parsed('hit +1').layer, parsed('hit -1').layer]).toEqual([{ hit: 1 }, { hit: -1 }]);
  });

  it('words joined from several layers give each option that is not repeatable once, with the value that applies', () => {
    expect(withoutReplaced(['--hit', '+1', '--cover', '--grant', 'lethal hits', '--hit', '-1', '--no-cover', '--grant', 'heavy'])).toEqual(['--grant', 'lethal hits', '--hit', '-1', '--no-cover', '--grant', 'heavy']);
  });

  it('no-<flag> turns a flag off', () => {
    expect(parsed('no-cover')).toEqual({ layer: { cover: false }, argv: ['--no-cover'] });
  });

  it('an empty text sets nothing', () => {
    expect(parsed('  ')).toEqual({ layer: {}, argv: [] });
  });

  it.each([
    ['hlf-range', 'unknown option "hlf-range" (did you mean `half-range`?)'],
    ['+1', 'expected an option name, got "+1" (quote a value of several words)'],
    ['cover=yes', 'cover takes no value, got "yes"'],
    ['hit x', "option '--hit <±n>' argument 'x' is invalid. Expected a whole number from -6 to +6, like +1 or -1."],
    ['hit', "option '--hit <±n>' argument missing"],
    ['grant "lethal hits', 'unmatched "'],
  ])('%j: %s', (text, message) => {
    expect(parseOptionText(text)).toEqual({ ok: false, message });
  });

  it('knows every calc scenario option, whatever calc adds', () => {
    expect(scenarioKeys()).toEqual(expect.arrayContaining(['halfRange', 'rules', 'phase', 'loadout', 'grant', 'rerollHits']));
  });
});

describe('parseOptionValue (a comparison file mapping)', () => {
  it('true sets a flag, false turns it off, a value or a list sets values', () => {
    expect(parseOptionValue('half-range', true)).toEqual({ ok: true, value: { layer: { halfRange: true }, argv: ['--half-range'] } });
    expect(parseOptionValue('cover', false)).toEqual({ ok: true, value: { layer: { cover: false }, argv: ['--no-cover'] } });
    expect(parseOptionValue('hit', -1)).toMatchObject({ ok: true, value: { layer: { hit: -1 } } });
    expect(parseOptionValue('loadout', ['pulse-carbine-all', 'gun-drone'])).toMatchObject({ ok: true, value: { layer: { loadout: ['pulse-carbine-all', 'gun-drone'] } } });
  });

  it('a flag needs true or false; a value needs text or a number', () => {
    expect(parseOptionValue('cover', 'yes')).toEqual({ ok: false, message: 'expected true or false, got "yes"' });
    expect(parseOptionValue('hit', { a: 1 })).toEqual({ ok: false, message: 'expected a value (text or a number, or a list of them), got {"a":1}' });
  });
});

describe('layers', () => {
  it('a later value wins; lists add up', () => {
    expect(mergeLayers([{ hit: 1, loadout: ['a'] }, { hit: -1, loadout: ['b'] }])).toEqual({ hit: -1, loadout: ['a', 'b'] });
  });

  it('toScenarioOptions starts from calc defaults and leaves turned-off flags out', () => {
    expect(toScenarioOptions([{ cover: true, rules: '10e' }, { cover: false }])).toEqual({ rules: '10e', phase: 'shooting' });
  });
});

describe('planColumns', () => {
  const names = (ref: string): string[] => (ref === 'strike-team' ? ['gun-drone', 'pulse-carbine', 'pulse-carbine-all'] : ['meltagun']);
  const plan = (request: Partial<ColumnRequest>) => {
    const result = planColumns({ attackers: ['strike-team'], loadouts: [], columns: [], sets: [], vary: [], ...request }, names);
    if (!result.ok) throw new Error(result.problems.join('\n'));
    return result.columns;
  };

  it('one attacker: one column labelled by the profile', () => {
    expect(plan({}).map((c) => c.label)).toEqual(['strike-team']);
    expect(profileLabel('../units/My Squad.yaml')).toBe('My Squad');
  });

  it('--loadouts all: default, then every loadout; a+b is one column with both', () => {
    expect(plan({ loadouts: ['all'] }).map((c) => c.label)).toEqual(['default', 'gun-drone', 'pulse-carbine', 'pulse-carbine-all']);
    expect(plan({ loadouts: ['pulse-carbine+pulse-carbine'] })[0]).toMatchObject({ label: 'pulse-carbine+pulse-carbine', layers: [{ loadout: ['pulse-carbine', 'pulse-carbine'] }] });
  });

  it('several attackers: labels carry the profile', () => {
    const columns = planColumns({ attackers: ['strike-team', 'mukaali-riders'], loadouts: ['default', 'meltagun'], columns: [], sets: [], vary: [] }, names);
    expect(columns.ok && columns.columns.map((c) => c.label)).toEqual(['strike-team', 'strike-team meltagun', 'mukaali-riders', 'mukaali-riders meltagun']);
  });

  it('--vary of an option with a value labels the other column "without …" ("no mortals grenade" would misread)', () => {
    expect(plan({ vary: ['--mortals grenade'] }).map((c) => c.label)).toEqual(['strike-team · without mortals grenade', 'strike-team · mortals grenade']);
    expect(plan({ vary: ['--hit +1'] }).map((c) => c.label)).toEqual(['strike-team · without hit +1', 'strike-team · hit +1']);
  });

  it('--vary puts without and with side by side; the variant comes last so it wins over --set', () => {
    const columns = plan({ loadouts: ['default', 'pulse-carbine-all'], vary: ['half-range'], sets: ['pulse-carbine-all: half-range'] });
    expect(columns.map((c) => c.label)).toEqual(['default · no half-range', 'default · half-range', 'pulse-carbine-all · no half-range', 'pulse-carbine-all · half-range']);
    expect(toScenarioOptions(columns[2]!.layers).halfRange).toBeUndefined();
    // The --set's --half-range is replaced: the words are a calc command line (each option once).
    expect(columns[2]!.argv).toEqual(['--loadout', 'pulse-carbine-all', '--no-half-range']);
  });

  it('--vary rules and phase give every value', () => {
    expect(plan({ vary: ['rules'] }).map((c) => c.variant)).toEqual(['10e', '11e']);
    expect(plan({ vary: ['phase', 'cover'] }).map((c) => c.variant)).toEqual([
      'shooting · no cover',
      'shooting · cover',
      'melee · no cover',
      'melee · cover',
    ]);
  });

  it('--set selects by label, loadout or attacker', () => {
    const columns = plan({ loadouts: ['all'], sets: ['gun-drone: stationary', 'strike-team: cover'] });
    expect(columns.map((c) => toScenarioOptions(c.layers).stationary === true)).toEqual([false, true, false, false]);
    expect(columns.every((c) => toScenarioOptions(c.layers).cover === true)).toBe(true);
  });

  it('--column adds labelled columns with their options', () => {
    const columns = plan({ columns: ['krak: loadout pulse-carbine-all profile krak'] });
    expect(columns.map((c) => c.label)).toEqual(['krak']);
    expect(toScenarioOptions(columns[0]!.layers)).toMatchObject({ loadout: ['pulse-carbine-all'], profile: [{ profile: 'krak' }] });
  });

  it('problems are collected, not thrown', () => {
    const result = planColumns({ attackers: [], loadouts: [], columns: ['nolabel'], sets: [], vary: ['hlf-range'] }, names);
    expect(result).toEqual({
      ok: false,
      problems: [
        '--column "nolabel": expected "label: options", e.g. "supercharge: loadout plasma-gun profile supercharge"',
        '--vary "hlf-range": unknown option "hlf-range" (did you mean `half-range`?)',
      ],
    });
  });
});
