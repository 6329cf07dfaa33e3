/**
 * `mathhammer plan`, in-process on bundled profiles and the fixture army data: the text is a golden file
 * (test/golden/plan-*; UPDATE_GOLDEN=1 rewrites them), --json is all of stdout and follows its schema
 * (docs/schema/plan.schema.json, every property in docs/json.md), problems exit 2 after the plan, and
 * an existing -o file is kept without --force.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { PlanJson } from '../../src/report/index.js';
import { PLAN_JSON_SCHEMA } from '../../src/report/schemas.js';
import { armyRun, tempDir } from '../army/support.js';
import { expectFileContent, expectGolden, GOLDEN_DIR } from '../report/golden.js';
import { validate } from '../report/mini-schema.js';
import { runCli } from './run-cli.js';

const ROOT = join(GOLDEN_DIR, '..', '..');
const BUNDLED = ['plan', 'strike-team,mukaali-riders,medusa-carriage-battery', 'meq,teq,vehicle', '--half-range'];

describe('mathhammer plan', () => {
  it('prints the plan step by step, each target with its exact outcome, and the runners-up', async () => {
    const run = await runCli(BUNDLED);
    expect(run.code).toBe(0);
    expectGolden('plan-bundled.table.txt', run.stdout);
    expectGolden('plan-bundled.md', (await runCli([...BUNDLED, '--format', 'markdown'])).stdout);
  });

  it('--json prints only the JSON, valid against its schema', async () => {
    const run = await runCli([...BUNDLED, '--json']);
    expect(run.code).toBe(0);
    const json = JSON.parse(run.stdout) as PlanJson;
    expect(validate(PLAN_JSON_SCHEMA, json)).toEqual([]);
    expect(json.command).toBe('plan');
    expect(json.assignment.map((p) => p.attacker).sort()).toEqual(['Medusa Carriage Battery', 'Mukaali Riders', 'Strike Team']);
    expect(json.value).toBeCloseTo(json.targets.reduce((s, t) => s + t.value, 0), 12);
  });

  it('an impossible --must-kill name: a clear message naming it, the rest still planned, exit 2', async () => {
    const run = await runCli([...BUNDLED, '--must-kill', 'Knight Paladin', '--json']);
    expect(run.code).toBe(2);
    const json = JSON.parse(run.stdout) as PlanJson;
    expect(validate(PLAN_JSON_SCHEMA, json)).toEqual([]);
    expect(json.problems).toEqual([expect.stringContaining('--must-kill "Knight Paladin": no unit of theirs is called that')]);
    expect(run.stderr).toContain('mathhammer plan: --must-kill "Knight Paladin"');
    expect(json.assignment).toHaveLength(3);
  });

  it('the fixture lists: a unit left out is a problem (exit 2), a unit with no melee weapon is not assigned', async () => {
    const run = await armyRun(['plan', 'test/fixtures/army/test-list.txt', 'test/fixtures/army/test-list-guard.txt', '--data', 'test/fixtures/army/data', '--phase', 'melee'], {}, ROOT);
    expect(run.code).toBe(2);
    expect(run.stdout).toContain('Fight plan: expected points destroyed');
    expect(run.stdout).toContain('Test Squad: no weapon of Test Squad can attack in the melee phase');
    expect(run.stderr).toContain('left out: no datasheet called "Unknown Unit"');
  });

  it('keeps an existing -o file without --force, and writes it with --force', async () => {
    const dir = tempDir('plan-out');
    const file = join(dir, 'plan.md');
    writeFileSync(file, 'keep');
    const refused = await runCli([...BUNDLED, '-o', file]);
    expect(refused.code).not.toBe(0);
    expect(refused.stderr).toContain('already exists; use --force');
    expect(readFileSync(file, 'utf8')).toBe('keep');
    expect((await runCli([...BUNDLED, '-o', file, '--force'])).code).toBe(0);
    expect(readFileSync(file, 'utf8')).toMatch(/^# Shooting plan/);
  });

  it('-o plan.svg, .png and .html draw the plan: a row per target, its attackers in order', async () => {
    const dir = tempDir('plan-picture');
    const svg = await runCli([...BUNDLED, '-o', join(dir, 'plan.svg')]);
    expect(svg.code, svg.stderr).toBe(0);
    const text = readFileSync(join(dir, 'plan.svg'), 'utf8');
    for (const mark of ['p0_shares_marks', 'p0_p_bars_marks', 'p0_steps_marks']) expect(text).toContain(mark);
    expect((await runCli([...BUNDLED, '--format', 'png', '-o', join(dir, 'plan.png')])).code).toBe(0);
    expect([...readFileSync(join(dir, 'plan.png')).subarray(0, 4)]).toEqual([0x89, 0x50, 0x4e, 0x47]);
    expect((await runCli([...BUNDLED, '-o', join(dir, 'plan.html')])).code).toBe(0);
    expect(readFileSync(join(dir, 'plan.html'), 'utf8')).toContain('Shooting plan');
  });

  it('--split-fire: weapon groups named in the text, the JSON valid against its schema', async () => {
    const args = ['plan', 'starfangs,starfangs,strike-team', 'teq,geq,vehicle', '--split-fire'];
    const text = await runCli(args);
    expect(text.code, text.stderr).toBe(0);
    expect(text.stdout).toMatch(/Starfangs( \(2\))?: (Disintegrator cannon|Starfang grenade launcher) \u00d72: /);
    expect(text.stdout).toContain('(5 weapon groups, split fire)');
    const json = JSON.parse((await runCli([...args, '--json'])).stdout) as PlanJson;
    expect(validate(PLAN_JSON_SCHEMA, json)).toEqual([]);
    expect(json.search.weaponGroups).toBe(5);
    expect(json.assignment.some((p) => p.weapons !== undefined)).toBe(true);
  });

  it('refuses a phase of both', async () => {
    expect((await runCli([...BUNDLED, '--phase', 'both'])).stderr).toContain('Expected a phase: shooting, melee');
  });

  it('docs/json.md documents every property of the plan schema', () => {
    const doc = readFileSync(join(ROOT, 'docs', 'json.md'), 'utf8');
    const section = doc.slice(doc.indexOf('## Plan'));
    const names = new Set<string>();
    const collect = (schema: typeof PLAN_JSON_SCHEMA): void => {
      for (const [key, child] of Object.entries(schema.properties ?? {})) {
        names.add(key);
        collect(child);
      }
      if (schema.items !== undefined) collect(schema.items);
    };
    collect(PLAN_JSON_SCHEMA);
    for (const name of names) expect(section, `docs/json.md (Plan) should document \`${name}\``).toContain(`\`${name}\``);
  });

  it('docs/schema/plan.schema.json is the schema object', () => {
    expectFileContent(join(ROOT, 'docs', 'schema', 'plan.schema.json'), `${JSON.stringify(PLAN_JSON_SCHEMA, null, 2)}\n`);
  });
});

describe('mathhammer plan --file', () => {
  it('a matchup file of both phases: the plan asks for one, and plans it with --phase', async () => {
    const both = await runCli(['plan', '--file', 'docs/examples/matchup.yaml'], { cwd: ROOT });
    expect(both.code).not.toBe(0);
    expect(both.stderr).toContain('a plan is for one phase, and docs/examples/matchup.yaml says both: give --phase shooting or --phase melee');
    const shooting = await runCli(['plan', '--file', 'docs/examples/matchup.yaml', '--phase', 'shooting', '--json'], { cwd: ROOT });
    expect(shooting.code).toBe(0);
    const json = JSON.parse(shooting.stdout) as PlanJson;
    expect(json.phase).toBe('shooting');
    expect(json.assignment).toHaveLength(3);
  });
});
