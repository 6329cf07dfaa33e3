/**
 * `--mortals`, `--forced-test`, `--battle-shocked` and `--weapons none`, end to end through the CLI: the
 * JSON numbers equal the engine's for the same Scenario built here by hand; bad values exit 2.
 */
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { fixedDice, parseDice } from '../../src/prob/dice.js';
import { formatIssue, loadProfile, resolveUnit, toDefenderUnit } from '../../src/profile/index.js';
import { EDITIONS, resolveAttack, type DefenderUnit, type MortalSource, type Scenario } from '../../src/rules/index.js';
import { runCli } from './run-cli.js';

const root = fileURLToPath(new URL('../../', import.meta.url));
const bundledDir = fileURLToPath(new URL('../../profiles/', import.meta.url));
const fixtures = fileURLToPath(new URL('../fixtures/profiles/', import.meta.url));

function defender(ref: string, extra: Partial<DefenderUnit> = {}): DefenderUnit {
  const loaded = loadProfile(ref, { bundledDir, cwd: fixtures });
  if (!loaded.ok) throw new Error(loaded.issues.map(formatIssue).join('\n'));
  const unit = resolveUnit(loaded.value, { loadouts: [], leaders: [], source: ref });
  if (!unit.ok) throw new Error(unit.issues.map(formatIssue).join('\n'));
  const target = toDefenderUnit(unit.value);
  if (!target.ok) throw new Error(target.issues.map(formatIssue).join('\n'));
  return { ...target.value, ...extra };
}

const explosives: MortalSource = { name: 'Explosives', dice: 6, successOn: 4, perSuccess: fixedDice(1) };

function mortalsOnly(target: DefenderUnit, sources: MortalSource[], more: Partial<Scenario> = {}): Scenario {
  return { attacker: { name: 'Strike Team', firing: [] }, defender: target, conditions: { phase: 'shooting' }, mortalSources: sources, ...more };
}

async function json(argv: string[]): Promise<Record<string, any>> {
  const run = await runCli(['calc', ...argv, '--json'], { cwd: root });
  expect(run.code).toBe(0);
  const out = JSON.parse(run.stdout) as Record<string, any>;
  // stderr carries the warnings, and only them.
  expect(run.stderr).toBe((out['warnings'] as string[]).map((w) => `mathhammer calc: warning: ${w}\n`).join(''));
  return out;
}

function expectClose(actual: readonly number[], expected: readonly number[]): void {
  expect(actual).toHaveLength(expected.length);
  expected.forEach((p, k) => expect(actual[k]).toBeCloseTo(p, 12));
}

describe('toDefenderUnit: leadership', () => {
  it('the standard targets carry their Ld; a unit where a model lacks it has none', () => {
    expect(defender('geq').leadership).toBe(7);
    expect(defender('meq').leadership).toBe(6);
    expect(defender('tough-guys.yaml').leadership).toBeUndefined();
  });
});

describe('calc --mortals', () => {
  it('grenade vs geq with --weapons none: only the grenade, equal to resolveAttack', async () => {
    const out = await json(['strike-team', 'geq', '--mortals', 'grenade', '--weapons', 'none']);
    const exact = resolveAttack(mortalsOnly(defender('geq'), [explosives]), EDITIONS['11e']);
    expect(out['weapons']).toEqual([]);
    expect(out['mortalSources']).toHaveLength(1);
    expect(out['mortalSources'][0].name).toBe('Explosives');
    expect(out['mortalSources'][0].mortalWounds.mean).toBeCloseTo(3, 12);
    expect(out['mortalSources'][0].selfMortalWounds).toBeNull();
    expectClose(out['modelsSlain'].pmf, exact.modelsDestroyed.pmf);
    expectClose(out['damage'].pmf, exact.woundsLost.pmf);
    expect(out['pAtOrBelowHalf']).toBeCloseTo(exact.pAtOrBelowHalf, 12);
    expect(out['battleShock'].pTest).toBeCloseTo(exact.battleShock!.pTest, 12);
    expect(out['battleShock'].pFail).toBeCloseTo(exact.battleShock!.pFail, 12);
    expect(out['battleShock'].forced).toBeNull();
    expect(out['commandReroll']).toBeNull();
  });

  it('sources resolve in order, before the weapons; crushing-impact and the generic form', async () => {
    const out = await json(['strike-team', 'geq', '--rules', '10e', '--mortals', 'crushing-impact:10', '--mortals', 'dice=3,on=5+,each=D3,max=4']);
    const sources: MortalSource[] = [
      { name: 'Crushing Impact (T10)', dice: 10, successOn: 5, perSuccess: fixedDice(1), max: 6, selfOnOrBelow: 1 },
      { name: '3D6 on 5+, D3 MW each, max 4', dice: 3, successOn: 5, perSuccess: (parseDice('D3') as { ok: true; value: MortalSource['perSuccess'] }).value, max: 4 },
    ];
    expect(out['mortalSources'].map((s: { name: string }) => s.name)).toEqual(sources.map((s) => s.name));
    expect(out['mortalSources'][0].selfMortalWounds.mean).toBeCloseTo(10 / 6, 12);
    expect(out['weapons']).toHaveLength(1);
    const exactMortalsOnly = resolveAttack(mortalsOnly(defender('geq'), sources), EDITIONS['10e']);
    expectClose(out['mortalSources'][1].mortalWounds.pmf, exactMortalsOnly.mortalSources![1]!.mortalWounds.pmf);
    // The pulse rifles fire after: more models die than from the mortal wounds alone.
    expect(out['modelsSlain'].mean).toBeGreaterThan(exactMortalsOnly.modelsDestroyed.mean);
  });

  it('deadly-demise:D6: on a 6, D6 mortal wounds, E = 3.5 / 6', async () => {
    const out = await json(['strike-team', 'meq', '--mortals', 'deadly-demise:D6', '--weapons', 'none']);
    expect(out['mortalSources'].map((s: { name: string }) => s.name)).toEqual(['Deadly Demise D6']);
    expect(out['mortalSources'][0].mortalWounds.mean).toBeCloseTo(3.5 / 6, 12);
    expect(out['mortalSources'][0].ownUnits).toBeNull();
  });
});

describe('calc --mortals acceptable-losses: the cost to your own GENESTEALER CULTS units, after the attack', () => {
  // Per unit, one D6: 0 mortal wounds with 2/3, else D3+1 = 2, 3 or 4 with 1/3 · 1/3 = 1/9 each; E = 1/3 · 3 = 1.
  const perUnit = [2 / 3, 0, 1 / 9, 1 / 9, 1 / 9];
  const attack = ['medusa-carriage-battery', 'meq', '--stationary'];

  it('the attack on the target is the same as without the stratagem', async () => {
    const without = await json(attack);
    const withIt = await json([...attack, '--mortals', 'acceptable-losses:2']);
    for (const key of ['weapons', 'damage', 'modelsSlain', 'modelsSlainByGroup', 'pWipe', 'pBelowHalf', 'pAtOrBelowHalf', 'battleShock']) {
      expect(withIt[key], key).toEqual(without[key]);
    }
    expect(withIt['mortalSources'][0].mortalWounds).toEqual({ mean: 0, pmf: [1] });
  });

  it('one unit by default: P(the unit is hit) = 1/3, E = 1', async () => {
    const source = (await json([...attack, '--mortals', 'acceptable-losses']))['mortalSources'][0];
    expect(source.name).toBe('Acceptable Losses');
    expect(source.ownUnits.units).toBe('GENESTEALER CULTS');
    expect(source.ownUnits.count).toBe(1);
    expectClose(source.ownUnits.perUnit.pmf, perUnit);
    expect(source.ownUnits.perUnit.mean).toBeCloseTo(1, 12);
    expect(source.ownUnits.pAnyUnitHit).toBeCloseTo(1 / 3, 12);
    expectClose(source.selfMortalWounds.pmf, perUnit);
  });

  it(':3: each unit alike; E in all = 3, P(at least one unit is hit) = 1 − (2/3)³ = 19/27', async () => {
    const source = (await json([...attack, '--mortals', 'acceptable-losses:3']))['mortalSources'][0];
    expect(source.name).toBe('Acceptable Losses (3 units)');
    expect(source.ownUnits.count).toBe(3);
    expectClose(source.ownUnits.perUnit.pmf, perUnit);
    expect(source.selfMortalWounds.mean).toBeCloseTo(3, 12);
    expect(source.selfMortalWounds.pmf[0]).toBeCloseTo(8 / 27, 12);
    expect(source.ownUnits.pAnyUnitHit).toBeCloseTo(19 / 27, 12);
  });

  it('the table reports the cost after the attack, not among the mortal wounds before it', async () => {
    const run = await runCli(['calc', ...attack, '--mortals', 'acceptable-losses:2'], { cwd: root });
    expect(run.code).toBe(0);
    expect(run.stdout).not.toContain('Mortal wounds outside the attack');
    const cost = run.stdout.indexOf('\nAcceptable Losses (2 units): cost to your 2 GENESTEALER CULTS units\n');
    expect(cost).toBeGreaterThan(run.stdout.indexOf('Models destroyed (of 5)'));
    expect(run.stdout).toMatch(/\n {2}Mortal wounds per unit +1\.00 {2}0: 66\.7%, 2: 11\.1%, 3: 11\.1%, 4: 11\.1%\n/);
    expect(run.stdout).toMatch(/\n {2}Mortal wounds in all +2\.00\n/);
    expect(run.stdout).toMatch(/\n {2}P\(at least one unit is hit\) +55\.6%\n/);
    const one = await runCli(['calc', ...attack, '--mortals', 'acceptable-losses'], { cwd: root });
    expect(one.stdout).toContain('\nAcceptable Losses: cost to your GENESTEALER CULTS unit\n');
    expect(one.stdout).toMatch(/\n {2}P\(the unit is hit\) +33\.3%\n/);
    expect(one.stdout).not.toContain('Mortal wounds in all');
  });

  it('markdown and CSV report it too', async () => {
    const md = await runCli(['calc', ...attack, '--mortals', 'acceptable-losses:2', '--format', 'markdown'], { cwd: root });
    expect(md.stdout).toContain('### Acceptable Losses (2 units): cost to your 2 GENESTEALER CULTS units\n');
    expect(md.stdout).toContain('- P(at least one unit is hit): **55.6%**\n');
    expect(md.stdout).not.toContain('### Mortal wounds outside the attack');
    const csv = await runCli(['calc', ...attack, '--mortals', 'acceptable-losses:2', '--format', 'csv'], { cwd: root });
    expect(csv.stdout).toContain('mortals,Acceptable Losses (2 units),own units,value,,2\r\n');
    expect(csv.stdout).toContain('mortals,Acceptable Losses (2 units),mortal wounds per own unit,mean,,1\r\n');
    expect(csv.stdout).toMatch(/mortals,Acceptable Losses \(2 units\),any own unit hit,probability,,0\.55555555555555\d*\r\n/);
  });

  it('Crushing Impact reports its cost to the attacker the same way', async () => {
    const run = await runCli(['calc', 'mukaali-riders', 'geq', '--phase', 'melee', '--charged', '--mortals', 'crushing-impact:10'], { cwd: root });
    expect(run.stdout).toMatch(/Crushing Impact \(T10\) +\d\.\d\d {2}mortal wounds\n/);
    expect(run.stdout).toContain('\nCrushing Impact (T10): cost to Mukaali Riders\n');
    // Ten D6, one mortal wound per 1: E = 10/6; P(at least 1) = 1 − (5/6)¹⁰ = 83.8%.
    expect(run.stdout).toMatch(/\n {2}Mortal wounds suffered +1\.67\n {2}P\(at least 1\) +83\.8%\n/);
  });

  it('the table and markdown show the sources before the weapons and battle-shock in the result', async () => {
    const table = await runCli(['calc', 'strike-team', 'geq', '--mortals', 'grenade', '--forced-test', 'Symphony of Suffering:-1'], { cwd: root });
    expect(table.code).toBe(0);
    const mortals = table.stdout.indexOf('Mortal wounds outside the attack');
    expect(mortals).toBeGreaterThan(0);
    expect(mortals).toBeLessThan(table.stdout.indexOf('Pulse rifle'));
    expect(table.stdout).toMatch(/Explosives +3\.00 {2}mortal wounds/);
    expect(table.stdout).toContain('P(must test battle-shock)');
    expect(table.stdout).toContain('P(fails battle-shock)');
    expect(table.stdout).toMatch(/P\(fails Symphony of Suffering\) +[\d.]+% {2}test right after the attack, -1 to the test/);
    const md = await runCli(['calc', 'strike-team', 'geq', '--mortals', 'grenade', '--weapons', 'none', '--format', 'markdown'], { cwd: root });
    expect(md.stdout).toContain('- Explosives: **3.00** (mortal wounds)');
    expect(md.stdout).not.toContain('| Weapon |');
    const csv = await runCli(['calc', 'strike-team', 'geq', '--mortals', 'grenade', '--format', 'csv'], { cwd: root });
    expect(csv.stdout).toContain('mortals,Explosives,mortal wounds,mean,,3\r\n');
    expect(csv.stdout).toMatch(/battle-shock,GEQ,fails test,probability,,0\.\d+/);
  });
});

describe('calc --mortals dice=…,timing=after', () => {
  const medusa = ['medusa-carriage-battery', 'teq', '--stationary'];
  const source = 'dice=1,on=4+,each=D3';

  it('the source comes after the attacks: its name says so, its mortal wounds are the same, the unit loses more (no siege cannon excess on them, no [BLAST] attack fewer)', async () => {
    const before = await json([...medusa, '--mortals', source]);
    const after = await json([...medusa, '--mortals', `${source},timing=after`]);
    expect(after['mortalSources'][0].name).toBe('1D6 on 4+, D3 MW each, after the attacks');
    expect({ ...after['mortalSources'][0], name: '' }).toEqual({ ...before['mortalSources'][0], name: '' });
    expect(after['damage'].mean).toBeGreaterThan(before['damage'].mean + 0.1);
    // timing=before is the default, named as it always was.
    expect(await json([...medusa, '--mortals', `${source},timing=before`])).toEqual(before);
  });

  it('with --weapons none, before and after are the same attack', async () => {
    const before = await json(['strike-team', 'teq', '--weapons', 'none', '--mortals', source]);
    const after = await json(['strike-team', 'teq', '--weapons', 'none', '--mortals', `${source},TIMING=After`]);
    expect(after['damage']).toEqual(before['damage']);
    expect(after['modelsSlain']).toEqual(before['modelsSlain']);
  });
});

describe('calc battle-shock', () => {
  it('--forced-test and --battle-shocked equal the engine', async () => {
    const out = await json(['strike-team', 'geq', '--weapons', 'none', '--mortals', 'grenade', '--forced-test', 'Siege Bombardment', '--battle-shocked']);
    const exact = resolveAttack(
      mortalsOnly(defender('geq', { battleShocked: true }), [explosives], { forcedBattleShock: { name: 'Siege Bombardment', modifier: 0 } }),
      EDITIONS['11e'],
    );
    expect(out['conditions']).toContain('target battle-shocked');
    expect(out['battleShock'].pTest).toBeCloseTo(1 - exact.pWipe, 12);
    expect(out['battleShock'].pFail).toBeCloseTo(exact.battleShock!.pFail, 12);
    expect(out['battleShock'].forced).toEqual({ name: 'Siege Bombardment', modifier: 0, pFail: expect.closeTo(exact.battleShock!.forced!.pFail, 12) });
  });

  it('a defender without Ld: battleShock null, and a warning when a test was asked for', async () => {
    const out = await json(['strike-team', 'test/fixtures/profiles/tough-guys.yaml', '--forced-test', 'Photon Grenades']);
    expect(out['battleShock']).toBeNull();
    expect(out['warnings']).toContain("battle-shock not computed: the profile of Tough Guys does not give every model's Ld");
  });

  it('--command-reroll shows in the JSON', async () => {
    const out = await json(['strike-team', 'meq', '--command-reroll', 'hit']);
    expect(out['commandReroll']).toEqual({ roll: 'hit', weapon: 0 });
  });
});

describe('calc --mortals errors (exit 2)', () => {
  const cases: [string[], string][] = [
    [
      ['--mortals', 'grenad'],
      "mathhammer calc: error: option '--mortals <source>' argument 'grenad' is invalid. unknown mortal-wound source \"grenad\" (did you mean `grenade`?); expected one of explosives, grenade, crushing-impact, acceptable-losses, deadly-demise, or dice=6,on=4+,each=1[,max=6][,self=1][,timing=after].\n",
    ],
    [
      ['--mortals', 'crushing-impact'],
      "mathhammer calc: error: option '--mortals <source>' argument 'crushing-impact' is invalid. crushing-impact rolls one D6 per point of the unit's Toughness: give it, like crushing-impact:10.\n",
    ],
    [
      ['--mortals', 'deadly-demise'],
      "mathhammer calc: error: option '--mortals <source>' argument 'deadly-demise' is invalid. deadly-demise needs its X, like deadly-demise:1, deadly-demise:D3 or deadly-demise:D6.\n",
    ],
    [
      ['--mortals', 'dice=6,on=4+,eech=1'],
      "mathhammer calc: error: option '--mortals <source>' argument 'dice=6,on=4+,eech=1' is invalid. unknown key \"eech\" in \"dice=6,on=4+,eech=1\" (did you mean `each`?).\n",
    ],
    [
      ['--mortals', 'dice=6,on=4+'],
      "mathhammer calc: error: option '--mortals <source>' argument 'dice=6,on=4+' is invalid. \"dice=6,on=4+\" lacks each=: a source reads dice=6,on=4+,each=1 (max=, self= and timing= optional).\n",
    ],
    [
      ['--mortals', 'dice=6,on=4+,each=1,timing=during'],
      "mathhammer calc: error: option '--mortals <source>' argument 'dice=6,on=4+,each=1,timing=during' is invalid. timing: expected before or after (the attacks), got \"during\".\n",
    ],
    [
      ['--mortals', 'dice=6,on=4+,each=1,timing='],
      "mathhammer calc: error: option '--mortals <source>' argument 'dice=6,on=4+,each=1,timing=' is invalid. timing needs a value in \"dice=6,on=4+,each=1,timing=\", like timing=after.\n",
    ],
    [
      ['--mortals', 'grenade:after'],
      "mathhammer calc: error: option '--mortals <source>' argument 'grenade:after' is invalid. grenade takes no value, got \"grenade:after\".\n",
    ],
    [['--weapons', 'none'], 'mathhammer calc: --weapons none fires no weapon: add a mortal-wound source (--mortals grenade) to compute something\n'],
  ];
  it.each(cases)('%j', async (argv, message) => {
    const run = await runCli(['calc', 'strike-team', 'meq', ...argv], { cwd: root });
    expect(run.code).toBe(2);
    expect(run.stdout).toBe('');
    expect(run.stderr).toBe(message);
  });
});
