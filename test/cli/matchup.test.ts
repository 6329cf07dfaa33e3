/**
 * `mathhammer matchup`, in-process on the fixture army data and the bundled profiles: each text format of
 * the fixture lists' matchup is a golden file (test/golden/matchup-*; UPDATE_GOLDEN=1 rewrites them), the
 * JSON follows its schema and is all of stdout, problems exit 2 after the report, and the output helpers
 * refuse what they refuse elsewhere.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { MatchupJson } from '../../src/report/index.js';
import { MATCHUP_JSON_SCHEMA } from '../../src/report/schemas.js';
import { armyRun, tempDir } from '../army/support.js';
import { expectFileContent, expectGolden, GOLDEN_DIR } from '../report/golden.js';
import { validate } from '../report/mini-schema.js';
import { runCli } from './run-cli.js';

const ROOT = join(GOLDEN_DIR, '..', '..');
const LISTS = ['test/fixtures/army/test-list.txt', 'test/fixtures/army/test-list-guard.txt', '--data', 'test/fixtures/army/data', '--phase', 'both', '--both-ways'];

function matchup(args: readonly string[], env: Record<string, string> = {}) {
  return armyRun(['matchup', ...args], env, ROOT);
}

describe('mathhammer matchup', () => {
  it('prints the fixture lists\' matrices, their problems, and exits 2 for the units left out', async () => {
    const run = await matchup(LISTS);
    expect(run.code).toBe(2);
    expectGolden('matchup-fixture-lists.table.txt', run.stdout);
    // Off a terminal the table's problems reach stderr too, each once.
    expect(run.stderr).toContain('mathhammer matchup: mine: test/fixtures/army/test-list.txt:14:1: left out: no datasheet called "Unknown Unit"');
    expect(run.stderr).toContain('mathhammer matchup: Test Squad (mine), melee, every target: not computed: no weapon of Test Squad can attack in the melee phase');
  });

  it('Markdown and CSV', async () => {
    expectGolden('matchup-fixture-lists.md', (await matchup([...LISTS, '--format', 'markdown', '--metrics', 'all'])).stdout);
    expectGolden('matchup-fixture-lists.csv', (await matchup([...LISTS, '--format', 'csv'])).stdout);
  });

  it('--json prints only the JSON, valid against its schema; the problems go to stderr', async () => {
    const run = await matchup([...LISTS, '--json']);
    const json = JSON.parse(run.stdout) as MatchupJson;
    expect(validate(MATCHUP_JSON_SCHEMA, json)).toEqual([]);
    expect(json.rules).toBe('10e');
    expect(json.matrices).toHaveLength(4);
    expect(json.problems.length).toBeGreaterThan(0);
    expect(run.stderr).toContain('left out');
    expect(run.code).toBe(2);
  });

  it('a matrix wider than the terminal is split into pages of targets', async () => {
    const run = await runCli(['matchup', 'strike-team,mukaali-riders', 'geq,meq,teq,vehicle,tank,knight,monster,horde', '--metrics', 'models'], { env: { COLUMNS: '60' } });
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/page 1 of [23]/);
    for (const line of run.stdout.split('\n')) expect(line.length, line).toBeLessThanOrEqual(60);
  });

  it('bundled names on both sides, every calc option applied to every cell', async () => {
    const run = await runCli(['matchup', 'strike-team', 'meq,teq', '--half-range', '--json']);
    expect(run.code).toBe(0);
    const json = JSON.parse(run.stdout) as MatchupJson;
    const calc = JSON.parse((await runCli(['calc', 'strike-team', 'meq', '--half-range', '--json'])).stdout) as { modelsSlain: { mean: number; pmf: number[] }; pWipe: number };
    expect(json.matrices[0]!.cells[0]![0]!.models).toBe(calc.modelsSlain.mean);
    expect(json.matrices[0]!.cells[0]![0]!.modelsDestroyedPmf).toEqual(calc.modelsSlain.pmf);
    expect(json.matrices[0]!.cells[0]![0]!.pDestroyed).toBe(calc.pWipe);
  });

  it('-o writes the format of the extension, and never over a file without --force', async () => {
    const dir = tempDir('matchup-out');
    const file = join(dir, 'm.md');
    expect((await runCli(['matchup', 'strike-team', 'meq', '-o', file])).code).toBe(0);
    expect(readFileSync(file, 'utf8')).toMatch(/^# Matchup/);
    writeFileSync(file, 'mine');
    const again = await runCli(['matchup', 'strike-team', 'meq', '-o', file]);
    expect(again.code).toBe(2);
    expect(again.stderr).toContain('already exists; use --force');
    expect(readFileSync(file, 'utf8')).toBe('mine');
  });

  it('-o matchup.svg draws the first matrix as a heat map, a square per attacker and target, the best marked', async () => {
    const dir = tempDir('matchup-svg');
    const run = await runCli(['matchup', 'strike-team,mukaali-riders', 'meq,teq,vehicle', '-o', join(dir, 'm.svg')]);
    expect(run.code, run.stderr).toBe(0);
    const svg = readFileSync(join(dir, 'm.svg'), 'utf8');
    expect(svg).toContain('p0_cells_marks');
    expect(svg).toContain('p0_best_values_marks');
    for (const label of ['Strike Team', 'Mukaali Riders', 'MEQ', 'TEQ', 'Light vehicle']) expect(svg).toContain(`>${label}<`);
    const png = join(dir, 'm.png');
    expect((await runCli(['matchup', 'strike-team', 'meq', '-o', png])).code).toBe(0);
    expect([...readFileSync(png).subarray(0, 4)]).toEqual([0x89, 0x50, 0x4e, 0x47]);
    const html = join(dir, 'm.html');
    expect((await runCli(['matchup', 'strike-team', 'meq', '-o', html])).code).toBe(0);
    expect(readFileSync(html, 'utf8')).toContain('<table>');
  });

  it('a side that is nothing is one clear line, exit 2', async () => {
    const run = await runCli(['matchup', 'no-such-army.txt', 'meq']);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/no-such-army\.txt: not read: .*no such file/);
    expect(run.stderr).toContain('mine (no-such-army.txt): no unit to compute');
    expect(run.stderr).not.toContain('    at ');
  });

  it('--file reads the sides and options from a matchup file; without one, both sides are needed', async () => {
    const run = await runCli(['matchup', '--file', 'docs/examples/matchup.yaml'], { cwd: ROOT });
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('Melee: mine attacking theirs');
    expect(run.stdout).toContain('T1  MEQ, points unknown');
    const one = await runCli(['matchup', 'strike-team']);
    expect(one.code).toBe(2);
    expect(one.stderr).toContain('name both sides (mathhammer matchup MINE THEIRS), or give a matchup file with --file');
  });

  it('--phase and --by take their own values', async () => {
    expect((await runCli(['matchup', 'strike-team', 'meq', '--phase', 'fight'])).stderr).toContain('Expected a phase: shooting, melee, both');
    expect((await runCli(['matchup', 'strike-team', 'meq', '--by', 'kills'])).stderr).toContain('Expected a metric: points, models, damage, destroyed, efficiency');
  });

  it('--help shows the ways to give a side', async () => {
    const run = await runCli(['matchup', '--help']);
    expect(run.stdout).toContain('--both-ways');
    expect(run.stdout).toContain('--set-target');
    expect(run.stdout).toContain('a pasted army list (needs --data)');
  });

  it('docs/json.md documents every property of the matchup schema', () => {
    const doc = readFileSync(join(ROOT, 'docs', 'json.md'), 'utf8');
    const section = doc.slice(doc.indexOf('\n## Matchup'), doc.indexOf('\n## Sequence'));
    const names = new Set<string>();
    const collect = (schema: typeof MATCHUP_JSON_SCHEMA): void => {
      for (const [key, child] of Object.entries(schema.properties ?? {})) {
        names.add(key);
        collect(child);
      }
      if (schema.items !== undefined) collect(schema.items);
    };
    collect(MATCHUP_JSON_SCHEMA);
    expect(names.size).toBeGreaterThan(20);
    for (const name of names) expect(section, `docs/json.md (Matchup) should document \`${name}\``).toContain(`\`${name}\``);
  });

  it('docs/schema/matchup.schema.json is the schema object', () => {
    expectFileContent(join(ROOT, 'docs', 'schema', 'matchup.schema.json'), `${JSON.stringify(MATCHUP_JSON_SCHEMA, null, 2)}\n`);
  });
});
