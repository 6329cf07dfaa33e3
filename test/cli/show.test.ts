/**
 * `mathhammer show <unit>` from the command line: a bundled profile, a file, a datasheet by name, with
 * --loadout and --leader as calc takes them; the table and the JSON contract; mistakes as calc says them
 * (exit 2, no stack trace, nothing on stdout).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { main } from '../../src/cli/main.js';
import type { ShowJson } from '../../src/report/index.js';
import { SHOW_JSON_SCHEMA } from '../../src/report/schemas.js';
import { armyRun, DATA } from '../army/support.js';
import { GOLDEN_DIR } from '../report/golden.js';
import { validate } from '../report/mini-schema.js';
import { runCli } from './run-cli.js';

const FIXTURES = fileURLToPath(new URL('../fixtures/profiles/', import.meta.url));

async function showJson(argv: readonly string[], cwd = FIXTURES): Promise<ShowJson> {
  const run = await runCli(['show', ...argv, '--json'], { cwd });
  expect(run.code, run.stderr).toBe(0);
  expect(run.stderr).toBe('');
  const json: unknown = JSON.parse(run.stdout);
  expect(validate(SHOW_JSON_SCHEMA, json)).toEqual([]);
  return json as ShowJson;
}

describe('mathhammer show', () => {
  it('a bundled profile: the table the renderer draws, 80 columns on a pipe', async () => {
    const run = await runCli(['show', 'strike-team']);
    expect(run).toEqual({ code: 0, stdout: readFileSync(join(GOLDEN_DIR, 'show-strike-team.table.txt'), 'utf8'), stderr: '' });
  });

  it('--json prints only the JSON contract; --loadout adds up when repeated, as calc', async () => {
    const json = await showJson(['show/assault-squad.yaml', '--loadout', 'ten-models', '--loadout', 'melta-rifle']);
    expect(json).toMatchObject({ command: 'show', name: 'Test Assault Squad', loadout: ['ten-models', 'melta-rifle'], models: 10, points: 180 });
    expect(json.source).toEqual({ kind: 'file', reference: 'show/assault-squad.yaml', file: 'show/assault-squad.yaml', catalogue: null });
  });

  it('--leader shows the unit it leads, every rule of both named in the table', async () => {
    const argv = ['show', 'rules/vigilators.yaml', '--leader', 'rules/champion.yaml'];
    const run = await runCli(argv, { cwd: FIXTURES });
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout.split('\n')[0]).toBe('Vigilators + Champion · Adeptus Custodes');
    const json = await showJson(argv.slice(1));
    expect(json.rules.map((r) => r.name)).toEqual(['Deft Parry', 'Refractor', "Executioner's Eye", 'Urban Warfare', 'Fury', 'Warding Presence', 'Oath of Moment']);
    for (const rule of json.rules) expect(run.stdout).toContain(`  ${rule.name} (`);
  });

  it('a datasheet by name in a data folder (--data), its catalogue as its source', async () => {
    const run = await armyRun(['show', 'Test Squad', '--data', DATA, '--json']);
    expect(run.code, run.stderr).toBe(0);
    const json = JSON.parse(run.stdout) as ShowJson;
    expect(json.source).toEqual({ kind: 'datasheet', reference: 'Test Squad', file: null, catalogue: 'test-marines.cat' });
    expect(json.rules.map((r) => [r.name, r.status])).toEqual([['Iron Halo', 'statline']]);
    const table = await armyRun(['show', 'test squad', '--data', DATA]);
    expect(table.stdout).toContain('  Source   datasheet of test-marines.cat\n');
  });

  it('an unknown name is the usage error calc gives, with the closest name: exit 2, nothing on stdout', async () => {
    for (const [ref, data] of [['strike-tem', []], ['Test Sqad', ['--data', DATA]]] as const) {
      const calc = await armyRun(['calc', ref, 'meq', ...data]);
      expect(calc.code).toBe(2);
      for (const json of [[], ['--json']]) {
        const run = await armyRun(['show', ref, ...data, ...json]);
        expect(run).toEqual({ code: 2, stdout: '', stderr: calc.stderr });
      }
    }
    expect((await runCli(['show', 'strike-tem'])).stderr).toMatch(/did you mean `strike-team`\?/);
  });

  it('an unknown loadout, or an option show does not take, is a usage error', async () => {
    const loadout = await runCli(['show', 'strike-team', '--loadout', 'pulse-carbin']);
    expect(loadout).toMatchObject({ code: 2, stdout: '' });
    expect(loadout.stderr).toContain('Strike Team has no loadout named "pulse-carbin" (did you mean `pulse-carbine`?)');
    const option = await runCli(['show', 'strike-team', '--half-range']);
    expect(option).toMatchObject({ code: 2, stdout: '' });
    expect(option.stderr).toMatch(/^mathhammer show: error: unknown option '--half-range'/);
  });

  it('a profile from standard input (-)', async () => {
    let stdout = '';
    const text = readFileSync(join(FIXTURES, 'show', 'assault-squad.yaml'), 'utf8');
    const code = await main(['show', '-', '--json'], { stdout: (t) => (stdout += t), stderr: () => {}, isTTY: false, env: {}, readStdin: async () => text });
    expect(code).toBe(0);
    expect((JSON.parse(stdout) as ShowJson).source).toMatchObject({ kind: 'file', reference: '-', file: '<stdin>' });
  });

  it('--help: the options and worked examples; the command list names it', async () => {
    const help = await runCli(['show', '--help']);
    expect(help.code).toBe(0);
    for (const text of ['Usage: mathhammer show [options] <unit>', '--loadout <names>', '--leader <profile>', '--data <folder>', '--json', '$ mathhammer show strike-team']) {
      expect(help.stdout).toContain(text);
    }
    expect((await runCli(['--help'])).stdout).toMatch(/\n {2}show \[options\] <unit> +one unit in full/);
  });
});
