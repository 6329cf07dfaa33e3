/**
 * `mathhammer compare`, in-process on the bundled profiles. Every cell must be exactly the report of a
 * separate `mathhammer calc` run of that case (same JSON, every number); the table, Markdown and CSV of
 * the seed comparisons are golden files (test/golden/compare-*; UPDATE_GOLDEN=1 rewrites them).
 */
import { describe, expect, it } from 'vitest';
import { type CalcJson, type CompareJson } from '../../src/report/index.js';
import { COMPARE_JSON_SCHEMA, CALC_JSON_SCHEMA } from '../../src/report/schemas.js';
import { expectGolden } from '../report/golden.js';
import { validate } from '../report/mini-schema.js';
import { runCli } from './run-cli.js';

async function compareJson(argv: readonly string[]): Promise<CompareJson> {
  const run = await runCli(['compare', ...argv, '--json']);
  expect(run.stderr).toBe('');
  expect(run.code).toBe(0);
  const json = JSON.parse(run.stdout) as CompareJson;
  expect(validate(COMPARE_JSON_SCHEMA, json)).toEqual([]);
  return json;
}

/** calc's JSON. Its stderr is its warnings and nothing else: calc names a flag its one case does not read, where the comparison may not (cellWarnings). */
async function calcJson(argv: readonly string[]): Promise<CalcJson> {
  const run = await runCli(['calc', ...argv, '--json']);
  const json = JSON.parse(run.stdout) as CalcJson;
  expect(run.stderr, argv.join(' ')).toBe(json.warnings.map((w) => `mathhammer calc: warning: ${w}\n`).join(''));
  return json;
}

/**
 * Each column's calc arguments (beyond attacker and defender), by label; asserts the grid is exactly
 * those calc runs, and that the rows are read from them.
 */
async function expectCellsAreCalcRuns(json: CompareJson, calcArgs: Readonly<Record<string, readonly string[]>>): Promise<void> {
  expect(json.columns.map((c) => c.label)).toEqual(Object.keys(calcArgs));
  for (const result of json.results) {
    for (const [c, column] of json.columns.entries()) {
      const calc = await calcJson([column.attacker, result.defender.source, ...(calcArgs[column.label] ?? [])]);
      expect(result.cells[c], `${column.label} vs ${result.defender.label}`).toEqual(calc);
      const row = (metric: string) => result.rows.find((r) => r.metric === metric)?.values[c];
      expect(row('damage')).toBe(calc.damage.mean);
      expect(row('modelsSlain')).toBe(calc.modelsSlain.mean);
      expect(row('pWipe')).toBe(calc.pWipe);
    }
  }
}

describe('every cell is a calc run', () => {
  it('Strike Team: pulse rifles vs pulse carbines, in and out of half range', async () => {
    const json = await compareJson(['strike-team', '--loadouts', 'default,pulse-carbine-all', '--vs', 'meq', '--vary', 'half-range']);
    await expectCellsAreCalcRuns(json, {
      'default · no half-range': [],
      'default · half-range': ['--half-range'],
      'pulse-carbine-all · no half-range': ['--loadout', 'pulse-carbine-all'],
      'pulse-carbine-all · half-range': ['--loadout', 'pulse-carbine-all', '--half-range'],
    });
    // [RAPID FIRE 1] doubles the rifles' shots at half range; the carbines do not care (the Shas'ui keeps
    // its rifle: 1 or 2 shots, and 18 from the nine carbines).
    const shots = json.results[0]?.cells.map((cell) => cell.weapons.map((w) => `${w.name} ${w.attacks.mean}`).join(', '));
    expect(shots).toEqual(['Pulse rifle 10', 'Pulse rifle 20', 'Pulse rifle 1, Pulse carbine 18', 'Pulse rifle 2, Pulse carbine 18']);
  });

  it('Mukaali Riders special weapons against MEQ and a vehicle (the example comparison file)', async () => {
    const json = await compareJson(['--file', 'docs/examples/mukaali-special-weapons.yaml']);
    expect(json.results.map((r) => r.defender.label)).toEqual(['meq', 'vehicle']);
    await expectCellsAreCalcRuns(json, {
      meltagun: ['--half-range', '--loadout', 'meltagun'],
      plasma: ['--half-range', '--loadout', 'plasma-gun'],
      supercharge: ['--half-range', '--loadout', 'plasma-gun', '--profile', 'supercharge'],
      flamer: ['--half-range', '--loadout', 'flamer'],
      frag: ['--half-range', '--loadout', 'grenade-launcher'],
      krak: ['--half-range', '--loadout', 'grenade-launcher', '--profile', 'krak'],
    });
    const hazard = json.results[0]?.rows.find((r) => r.metric === 'hazardFailedRolls')?.values;
    expect(hazard).toEqual([0, 0, 1 / 3, 0, 0, 0].map((v, i) => (i === 2 ? expect.closeTo(v, 12) : v)));
  });

  it('common options, --set and --column: each column gets the common options and its own', async () => {
    // AP -2 (--ap 2): 10e cover gives Marines and Terminators nothing against AP 0, and with AP -1 it would
    // give back exactly what the AP takes; either way a warning would say so.
    const json = await compareJson([
      'strike-team', '--vs', 'meq', 'teq', '--rules', '10e', '--cover', '--ap', '2',
      '--loadouts', 'default,pulse-carbine-all',
      '--column', 'drone: loadout gun-drone stationary',
      '--set', 'pulse-carbine-all: hit -1 grant "lethal hits"',
      '--set', 'drone: no-cover',
    ]);
    await expectCellsAreCalcRuns(json, {
      default: ['--rules', '10e', '--cover', '--ap', '2'],
      'pulse-carbine-all': ['--rules', '10e', '--cover', '--ap', '2', '--loadout', 'pulse-carbine-all', '--hit', '-1', '--grant', 'lethal hits'],
      drone: ['--rules', '10e', '--ap', '2', '--loadout', 'gun-drone', '--stationary'],
    });
  });

  it('--vary with a named effect: without and with it, as calc --effect computes it', async () => {
    const json = await compareJson(['strike-team', '--vs', 'meq', 'teq', '--within-9', '--round', '3', '--vary', 'effect Point-Blank Ambush']);
    await expectCellsAreCalcRuns(json, {
      'strike-team · no Point-Blank Ambush': ['--within-9', '--round', '3'],
      'strike-team · Point-Blank Ambush': ['--within-9', '--round', '3', '--effect', 'Point-Blank Ambush'],
    });
    expect(json.results[0]?.cells[1]?.modifiers).toEqual({ ap: 1 });
  });

  it('--vary rules: one column per edition', async () => {
    const json = await compareJson(['mukaali-riders', '--vs', 'geq', '--phase', 'melee', '--charged', '--vary', 'rules']);
    await expectCellsAreCalcRuns(json, {
      'mukaali-riders · 10e': ['--phase', 'melee', '--charged', '--rules', '10e'],
      'mukaali-riders · 11e': ['--phase', 'melee', '--charged', '--rules', '11e'],
    });
  });

  it('8 loadouts × 8 defenders: 64 cells, each the engine answer (checked on the diagonal)', async () => {
    const defenders = ['geq', 'meq', 'teq', 'vehicle', 'tank', 'knight', 'monster', 'horde'];
    const json = await compareJson(['mukaali-riders', '--loadouts', 'all', '--vs', ...defenders]);
    expect(json.columns).toHaveLength(8);
    expect(json.results.map((r) => r.cells.length)).toEqual(defenders.map(() => 8));
    for (const [d, result] of json.results.entries()) {
      const column = json.columns[d]!;
      const loadout = column.label === 'default' ? [] : ['--loadout', column.label];
      expect(result.cells[d]).toEqual(await calcJson(['mukaali-riders', defenders[d]!, ...loadout]));
      for (const cell of result.cells) expect(validate(CALC_JSON_SCHEMA, cell)).toEqual([]);
    }
  });
});

describe('columns', () => {
  it('--loadouts all: the profile as written, then every loadout', async () => {
    const json = await compareJson(['strike-team', '--loadouts', 'all', '--vs', 'meq']);
    expect(json.columns.map((c) => c.label)).toEqual(['default', 'gun-drone', 'pulse-carbine', 'pulse-carbine-all']);
    expect(json.columns.map((c) => c.options)).toEqual([[], ['--loadout', 'gun-drone'], ['--loadout', 'pulse-carbine'], ['--loadout', 'pulse-carbine-all']]);
  });

  it('loadouts joined with + go together in one column', async () => {
    const json = await compareJson(['mukaali-riders', '--loadouts', 'plasma-gun+plasma-gun', '--vs', 'meq']);
    expect(json.results[0]?.cells[0]?.weapons.find((w) => w.name.startsWith('Plasma gun'))?.count).toBe(2);
  });

  it('several attackers are labelled by profile; the same one twice is told apart', async () => {
    const json = await compareJson(['strike-team', 'mukaali-riders', 'strike-team', '--vs', 'meq']);
    expect(json.columns.map((c) => c.label)).toEqual(['strike-team', 'mukaali-riders', 'strike-team (2)']);
  });

  it('a comparison file without attackers takes them from the command line', async () => {
    const json = await compareJson(['strike-team', '--vs', 'meq', '--file', 'test/fixtures/compare/rifles-and-carbines.yaml']);
    expect(json.columns.map((c) => c.label)).toEqual(['rifles', 'carbines']);
    expect(json.results[0]?.cells.map((c) => c.rules)).toEqual(['10e', '10e']);
    expect(json.results[0]?.cells[1]?.conditions).toEqual(['remained stationary']);
  });

  it('--vs on the command line replaces the file’s defenders', async () => {
    const json = await compareJson(['--file', 'docs/examples/mukaali-special-weapons.yaml', '--vs', 'teq']);
    expect(json.results.map((r) => r.defender.source)).toEqual(['teq']);
  });
});

describe('output', () => {
  it('--json prints only JSON on stdout', async () => {
    const run = await runCli(['compare', 'strike-team', '--loadouts', 'all', '--vs', 'meq', 'vehicle', '--json']);
    expect(run.stderr).toBe('');
    expect(() => JSON.parse(run.stdout) as unknown).not.toThrow();
    expect(run.stdout.trimStart().startsWith('{')).toBe(true);
  });

  it('colour only on a terminal, and never with NO_COLOR', async () => {
    const argv = ['compare', 'strike-team', '--loadouts', 'default,pulse-carbine-all', '--vs', 'meq'];
    expect((await runCli(argv, { isTTY: true })).stdout).toContain('\u001b[');
    expect((await runCli(argv, { isTTY: true, env: { NO_COLOR: '1' } })).stdout).not.toContain('\u001b[');
    expect((await runCli([...argv, '--no-color'], { isTTY: true })).stdout).not.toContain('\u001b[');
    expect((await runCli(argv)).stdout).toContain('* best in its row');
  });

  it.each([
    ['table', 'txt'],
    ['markdown', 'md'],
    ['csv', 'csv'],
  ] as const)('Strike Team rifles vs carbines in and out of half range: %s golden', async (format, extension) => {
    const run = await runCli(['compare', 'strike-team', '--loadouts', 'default,pulse-carbine-all', '--vs', 'meq', '--vary', 'half-range', '--format', format]);
    expect(run.code).toBe(0);
    expectGolden(`compare-strike-team-half-range.${extension}`, run.stdout);
  });

  it.each([
    ['table', 'txt'],
    ['markdown', 'md'],
    ['csv', 'csv'],
  ] as const)('Mukaali special weapons against MEQ and a vehicle: %s golden', async (format, extension) => {
    const run = await runCli(['compare', '--file', 'docs/examples/mukaali-special-weapons.yaml', '--metrics', 'all', '--format', format]);
    expect(run.code).toBe(0);
    expectGolden(`compare-mukaali-special-weapons.${extension}`, run.stdout);
  });

  it('--help shows worked examples', async () => {
    const run = await runCli(['compare', '--help']);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('mathhammer compare strike-team --loadouts all --vs meq');
    expect(run.stdout).toContain('--half-range');
  });
});

describe('user mistakes: one clear message each, exit 2, nothing on stdout', () => {
  it.each([
    [['compare', 'strike-team'], 'mathhammer compare: name the defender with --vs, e.g. --vs meq (several for a matrix: --vs meq vehicle)'],
    [['compare', '--vs', 'meq'], 'mathhammer compare: name at least one attacker (mathhammer compare strike-team --vs meq), or columns with an attacker in --file'],
    [['compare', 'strike-team', '--vs', 'meqq'], 'meqq: no such file, and no bundled profile is called "meqq" (did you mean `meq`?)'],
    [
      ['compare', 'strike-team', '--loadouts', 'default,pulse-carbne', '--vs', 'meq'],
      'mathhammer compare: column "pulse-carbne" against meq:\n  profiles/strike-team.yaml: Strike Team has no loadout named "pulse-carbne" (did you mean `pulse-carbine`?); loadouts: gun-drone, pulse-carbine, pulse-carbine-all',
    ],
    [
      ['compare', 'strike-team', '--loadouts', 'all', '--vs', 'meq', '--set', 'pulse-carbne: half-range'],
      'mathhammer compare: --set "pulse-carbne: half-range": no column is called "pulse-carbne" (did you mean "pulse-carbine"?); columns: default, gun-drone, pulse-carbine, pulse-carbine-all',
    ],
    [
      ['compare', 'strike-team', '--loadouts', 'all', '--vs', 'meq', '--set', 'pulse-carbine-all: hlf-range'],
      'mathhammer compare: --set "pulse-carbine-all: hlf-range": unknown option "hlf-range" (did you mean `half-range`?)',
    ],
    [
      ['compare', 'strike-team', '--vs', 'meq', '--set', 'half-range'],
      'mathhammer compare: --set "half-range": expected "column: options", e.g. "pulse-carbine-all: half-range"',
    ],
    [
      ['compare', 'strike-team', '--vs', 'meq', '--column', 'x: grant "lethal hits'],
      'mathhammer compare: --column "x: grant \\"lethal hits": unmatched "',
    ],
    [
      ['compare', 'strike-team', '--vs', 'meq', '--vary', 'hit x'],
      "mathhammer compare: --vary \"hit x\": option '--hit <±n>' argument 'x' is invalid. Expected a whole number from -6 to +6, like +1 or -1.",
    ],
    [['compare', 'strike-team', '--vs', 'meq', '--phase', 'melee', '--half-range'], 'mathhammer compare: --half-range applies to shooting, not to --phase melee'],
    [
      ['compare', 'strike-team', '--vs', 'meq', 'teq', '--metrics', 'at-least'],
      'mathhammer compare: --metrics at-least needs a single defender: its k counts models, or wounds against a single model',
    ],
    [['compare', 'strike-team', '--vs', 'meq', '--json', '--format', 'csv'], 'mathhammer compare: --json and --format csv disagree; give one of them'],
  ])('%j', async (argv, message) => {
    const run = await runCli(argv);
    expect(run.stderr).toBe(`${message}\n`);
    expect(run.code).toBe(2);
    expect(run.stdout).toBe('');
  });

  it('too many columns is refused before anything is computed', async () => {
    const run = await runCli(['compare', 'mukaali-riders', '--loadouts', 'all', '--vs', 'meq', '--vary', 'half-range', '--vary', 'cover', '--vary', 'rules']);
    expect(run.stderr).toBe('mathhammer compare: 64 columns is more than 32: compare fewer loadouts or conditions at a time\n');
    expect(run.code).toBe(2);
  });

  it('a bad option value is commander’s message', async () => {
    const run = await runCli(['compare', 'strike-team', '--vs', 'meq', '--metrics', 'modles']);
    expect(run.stderr).toContain("option '--metrics <names>' argument 'modles' is invalid");
    expect(run.stderr).toContain('(did you mean models?)');
    expect(run.code).toBe(2);
  });

  it.each([
    [
      'bad-options.yaml',
      [
        "test/fixtures/compare/bad-options.yaml:9:21 columns[1].options.hit: option '--hit <±n>' argument 'x' is invalid. Expected a whole number from -6 to +6, like +1 or -1.",
        'test/fixtures/compare/bad-options.yaml:9:35 columns[1].options.hlf-range: unknown option "hlf-range" (did you mean `half-range`?)',
        'test/fixtures/compare/bad-options.yaml:12:14 columns[2].options: unknown option "hlf-range" (did you mean `half-range`?)',
        'test/fixtures/compare/bad-options.yaml:14:15 columns[3].loadout[0]: expected text, got 1',
        'test/fixtures/compare/bad-options.yaml:15:5 columns[3].labl: unknown key "labl" (did you mean `label`?)',
        'test/fixtures/compare/bad-options.yaml:18:14 columns[4].options: --hit is given twice (two names of the same option): give it once',
      ],
    ],
    ['typo.yaml', ['test/fixtures/compare/typo.yaml:2:1 colums: unknown key "colums" (did you mean `columns`?)']],
    ['empty-columns.yaml', ['test/fixtures/compare/empty-columns.yaml:2:10 columns: expected at least one column']],
    ['empty.yaml', ['test/fixtures/compare/empty.yaml: the file is empty: expected a comparison with `columns:`']],
    ['not-a-mapping.yaml', ['test/fixtures/compare/not-a-mapping.yaml:1:1: expected a comparison (a mapping with columns:), got a list']],
    [
      'syntax.yaml',
      ['test/fixtures/compare/syntax.yaml:2:1: YAML syntax error: Flow sequence in block collection must be sufficiently indented and end with a ]'],
    ],
    [
      'no-attacker.yaml',
      ['test/fixtures/compare/no-attacker.yaml:3:5 columns[0]: this column has no `attacker:` (or `steps:`; or name the attacker on the command line: mathhammer compare strike-team --file …)'],
    ],
    ['missing.yaml', ['test/fixtures/compare/missing.yaml: no such file']],
  ])('comparison file %s: every problem at its file:line:col', async (file, lines) => {
    const run = await runCli(['compare', '--file', `test/fixtures/compare/${file}`]);
    expect(run.stderr).toBe(lines.map((l) => `${l}\n`).join(''));
    expect(run.code).toBe(2);
    expect(run.stdout).toBe('');
  });
});
