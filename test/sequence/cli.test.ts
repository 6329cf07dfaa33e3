/** `mathhammer sequence` and `mathhammer needed` end to end, in-process: outputs, goldens, the calc agreement, mistakes. */
import { describe, expect, it } from 'vitest';
import { CALC_JSON_SCHEMA, NEEDED_JSON_SCHEMA, SEQUENCE_JSON_SCHEMA } from '../../src/report/schemas.js';
import { runCli } from '../cli/run-cli.js';
import { expectGolden } from '../report/golden.js';
import { validate } from '../report/mini-schema.js';

const EXAMPLE = ['sequence', '--file', 'docs/examples/knight-sequence.yaml'];

async function json(argv: readonly string[]): Promise<Record<string, unknown>> {
  const run = await runCli([...argv, '--json']);
  expect(run.stderr).toBe('');
  expect(run.code).toBe(0);
  return JSON.parse(run.stdout) as Record<string, unknown>;
}

describe('mathhammer sequence', () => {
  it.each([
    ['table', 'table.txt'],
    ['markdown', 'md'],
    ['csv', 'csv'],
    ['json', 'json'],
  ] as const)('the example file (Medusa, Strike Team, Mukaali charge vs a Knight): %s golden', async (format, extension) => {
    const run = await runCli([...EXAMPLE, '--format', format]);
    expect(run.code).toBe(0);
    expectGolden(`sequence-knight.${extension}`, run.stdout);
  });

  it('its JSON fits the sequence schema', async () => {
    expect(validate(SEQUENCE_JSON_SCHEMA, await json(EXAMPLE))).toEqual([]);
  });

  it('a sequence of one step is calc exactly: every field of its step is the calc report', async () => {
    const options = ['--half-range', '--reroll-hits', 'ones'];
    const calc = await json(['calc', 'strike-team', 'meq', ...options, '--rules', '10e']);
    const sequence = await json(['sequence', 'meq', `strike-team ${options.join(' ')}`, '--rules', '10e']);
    const [step] = sequence['steps'] as Record<string, unknown>[];
    const { schemaVersion: _version, defender, ...calcFields } = calc;
    expect(sequence['defender']).toEqual(defender);
    expect(step).toMatchObject(calcFields);
    expect(sequence['final']).toEqual({
      damage: calc['damage'],
      modelsSlain: calc['modelsSlain'],
      modelsSlainByGroup: calc['modelsSlainByGroup'],
      pWipe: calc['pWipe'],
      pBelowHalf: calc['pBelowHalf'],
      pAtOrBelowHalf: calc['pAtOrBelowHalf'],
      battleShock: calc['battleShock'],
    });
    expect(validate(CALC_JSON_SCHEMA, { schemaVersion: 1, defender, ...calcFields })).toEqual([]);
  });

  it('options outside the quotes apply to every step; a step adds its own', async () => {
    const out = await json(['sequence', 'meq', 'strike-team', 'strike-team --loadout pulse-carbine-all', '--half-range']);
    const steps = out['steps'] as { conditions: string[]; options: string[] }[];
    expect(steps.map((s) => s.conditions)).toEqual([['half range'], ['half range']]);
    expect(steps[1]!.options).toEqual(['--loadout', 'pulse-carbine-all']);
  });

  it.each([
    [['sequence', 'meq'], 'mathhammer sequence: the sequence has no steps: give at least one, e.g. mathhammer sequence knight "strike-team --half-range"'],
    [['sequence', 'meq', 'strike-team', 'strike-tem --half-range'], 'mathhammer sequence: step 2 (strike-tem):\n  strike-tem: no such file, and no bundled profile is called "strike-tem" (did you mean `strike-team`?)'],
    [['sequence', 'meq', 'strike-team --json'], 'mathhammer sequence: step 1 ("strike-team --json"): unknown option "json"'],
    [['sequence', '--file', 'nowhere.yaml'], 'nowhere.yaml: no such file'],
    [['sequence'], 'mathhammer sequence: name the defender, e.g. mathhammer sequence knight "strike-team --half-range" (or `defender:` in --file)'],
  ])('%j: one clear message, exit 2', async (argv, message) => {
    const run = await runCli(argv);
    expect(run).toEqual({ code: 2, stdout: '', stderr: `${message}\n` });
  });
});

describe('mathhammer needed', () => {
  it('N = 1 is one attack; each N is N copies in sequence; the answer is the first N that reaches the target', async () => {
    const needed = await json(['needed', 'strike-team', 'meq', '--goal', 'at-least 2', '--p', '0.5', '--half-range', '--max', '6']);
    const curve = needed['curve'] as { n: number; p: number }[];
    expect(curve.map((c) => c.n)).toEqual([1, 2, 3, 4, 5, 6]);
    const calc = await json(['calc', 'strike-team', 'meq', '--half-range']);
    const pmf = (calc['modelsSlain'] as { pmf: number[] }).pmf;
    expect(curve[0]!.p).toBeCloseTo(1 - pmf[0]! - pmf[1]!, 12);
    const three = await json(['sequence', 'meq', 'strike-team', 'strike-team', 'strike-team', '--half-range']);
    const slain = (three['final'] as { modelsSlain: { pmf: number[] } }).modelsSlain.pmf;
    expect(curve[2]!.p).toBeCloseTo(1 - slain[0]! - slain[1]!, 12);
    const answer = needed['answer'] as number;
    expect(curve[answer - 1]!.p).toBeGreaterThanOrEqual(0.5);
    expect(curve[answer - 2]?.p ?? 0).toBeLessThan(0.5);
    expect(validate(NEEDED_JSON_SCHEMA, needed)).toEqual([]);
  });

  it('says so when the goal is not reached within the bound', async () => {
    const run = await runCli(['needed', 'strike-team', 'knight', '--goal', 'destroyed', '--p', '0.9', '--max', '3']);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('Answer: not reached within 3 copies');
  });

  it('a goal at the defender\'s very size is allowed: at-least 5 of five Marines, damage 10 of their 10 wounds', async () => {
    for (const goal of ['at-least 5', 'damage 10']) expect((await runCli(['needed', 'strike-team', 'meq', '--goal', goal, '--p', '0.5'])).code).toBe(0);
  });

  it('--models tries the legal unit sizes (Starfangs: 1 or 2 models)', async () => {
    const out = await json(['needed', 'starfangs', 'meq', '--goal', 'at-least 2', '--p', '0.5', '--models']);
    expect((out['curve'] as { n: number }[]).map((c) => c.n)).toEqual([1, 2]);
  });

  it.each(['table', 'markdown', 'csv'] as const)('Strike Teams against Terminators: %s golden', async (format) => {
    const run = await runCli(['needed', 'strike-team', 'teq', '--goal', 'destroyed', '--p', '0.5', '--half-range', '--format', format]);
    expect(run.code).toBe(0);
    expectGolden(`needed-strike-team-teq.${format === 'table' ? 'table.txt' : format === 'markdown' ? 'md' : 'csv'}`, run.stdout);
  });

  it.each([
    [['needed', 'strike-team', 'meq', '--goal', 'dead', '--p', '0.9'], "mathhammer needed: error: option '--goal <goal>' argument 'dead' is invalid. Expected a goal: destroyed, at-least K, damage K, below-half (e.g. --goal \"at-least 3\"), got \"dead\"."],
    [['needed', 'strike-team', 'meq', '--goal', 'destroyed', '--p', '1.5'], "mathhammer needed: error: option '--p <probability>' argument '1.5' is invalid. Expected a probability above 0 and at most 1, like 0.9 or 90%."],
    [['needed', 'strike-team', 'meq', '--goal', 'destroyed', '--p', '0'], "mathhammer needed: error: option '--p <probability>' argument '0' is invalid. Expected a probability above 0 and at most 1, like 0.9 or 90%."],
    [['needed', 'strike-team', 'meq', '--p', '0.9'], "mathhammer needed: error: required option '--goal <goal>' not specified"],
    [['needed', 'strike-team', 'meq', '--goal', 'destroyed', '--p', '0.9', '--max', '500'], 'mathhammer needed: --max must be a whole number from 1 to 100, got 500'],
    [['needed', 'strike-team', 'meq', '--goal', 'destroyed', '--p', '0.5', '--target-below-half'], "mathhammer needed: --target-below-half: the copies' target starts at full strength and its strength is known after every copy; whether it is Below Half-strength is decided from it, copy by copy (drop the flag)"],
    [['needed', 'strike-team', 'meq', '--goal', 'at-least 6', '--p', '0.5'], 'mathhammer needed: --goal "at-least 6": MEQ has 5 models, so at most 5 can be destroyed; ask for at-least 5 or fewer, or destroyed'],
    [['needed', 'strike-team', 'meq', '--goal', 'damage 11', '--p', '0.5', '--models'], 'mathhammer needed: --goal "damage 11": MEQ has 10 wounds in all, so at most 10 can be lost; ask for damage 10 or fewer, or destroyed'],
  ])('%j: one clear message, exit 2', async (argv, message) => {
    const run = await runCli(argv);
    expect(run).toEqual({ code: 2, stdout: '', stderr: `${message}\n` });
  });
});

describe('sequences as comparison columns', () => {
  it('a --sequence column is the sequence: its cell is the defender after the last step', async () => {
    const compare = await json(['compare', '--vs', 'knight', '--sequence', 'shoot then charge: strike-team --half-range; mukaali-riders --phase melee --charged']);
    const sequence = await json(['sequence', 'knight', 'strike-team --half-range', 'mukaali-riders --phase melee --charged']);
    const [result] = compare['results'] as { cells: Record<string, unknown>[] }[];
    const cell = result!.cells[0]!;
    const final = sequence['final'] as Record<string, unknown>;
    for (const key of ['damage', 'modelsSlain', 'pWipe', 'pBelowHalf', 'pAtOrBelowHalf', 'battleShock']) expect(cell[key]).toEqual(final[key]);
    expect((compare['columns'] as { steps: string[] | null; attacker: string }[])[0]).toMatchObject({
      attacker: 'strike-team → mukaali-riders',
      steps: ['strike-team --half-range', 'mukaali-riders --phase melee --charged'],
    });
    expect(validate(CALC_JSON_SCHEMA, cell)).toEqual([]);
  });

  it('a comparison file column with steps: equals the same --sequence', async () => {
    const fromFile = await json(['compare', '--file', 'test/fixtures/compare/sequences.yaml']);
    const fromFlag = await json(['compare', '--vs', 'knight', '--sequence', 'shoot then charge: strike-team half-range; mukaali-riders phase melee charged', '--column', 'charge only: phase melee charged', 'mukaali-riders']);
    const cells = (report: Record<string, unknown>) => (report['results'] as { cells: { damage: unknown }[] }[])[0]!.cells.map((c) => c.damage);
    expect(cells(fromFile)).toEqual([...cells(fromFlag)].reverse());
  });

  it('a column with both attacker: and steps: is refused at its line', async () => {
    const run = await runCli(['compare', '--file', 'test/fixtures/compare/sequence-with-attacker.yaml']);
    expect(run).toEqual({
      code: 2,
      stdout: '',
      stderr: 'test/fixtures/compare/sequence-with-attacker.yaml:4:15 columns[0].attacker: a column with `steps:` has its attackers in the steps: leave `attacker:` and `loadout:` out\n',
    });
  });
});

