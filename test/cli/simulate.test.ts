/**
 * `mathhammer simulate`: calc's arguments, seeded Monte Carlo, --compare against the exact engine.
 * Small trial counts keep it fast; test/rules/monte-carlo-grid.thorough.test.ts does the statistics at 10^5.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseSeed, parseTrials } from '../../src/cli/commands/simulate.js';
import { expectGolden } from '../report/golden.js';
import { runCli } from './run-cli.js';

const SMALL = ['--trials', '2000', '--seed', '11'];

describe('mathhammer simulate', () => {
  it('prints the simulated attack with standard errors (golden, seed 11, 2000 trials)', async () => {
    const run = await runCli(['simulate', 'strike-team', 'meq', '--half-range', ...SMALL]);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expectGolden('simulate-strike-team-meq.table.txt', run.stdout);
  });

  it('--compare prints exact and simulated side by side with the check (golden)', async () => {
    const run = await runCli(['simulate', 'strike-team', 'meq', '--half-range', '--compare', ...SMALL]);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('Every entry and every mean passes: yes.');
    expectGolden('simulate-strike-team-meq-compare.table.txt', run.stdout);
  });

  it('the same seed gives the same output; another seed other numbers', async () => {
    const args = ['simulate', 'mukaali-riders', 'teq', '--phase', 'melee', '--charged', '--json', '--trials', '500'];
    const a = await runCli([...args, '--seed', '4']);
    const b = await runCli([...args, '--seed', '4']);
    const c = await runCli([...args, '--seed', '5']);
    expect(a.stdout).toBe(b.stdout);
    expect(JSON.parse(a.stdout).damage).not.toEqual(JSON.parse(c.stdout).damage);
  });

  it('--json: calc\'s shape with frequencies, standard errors and the simulation parameters', async () => {
    const run = await runCli(['simulate', 'strike-team', 'meq', '--half-range', '--json', '--trials', '1000', '--seed', '2']);
    expect(run.code).toBe(0);
    const json = JSON.parse(run.stdout);
    expect(json.schemaVersion).toBe(1);
    expect(json.simulation).toEqual({ trials: 1000, seed: 2 });
    expect(json.exact).toBeNull();
    expect(json.comparison).toBeNull();
    for (const d of [json.damage, json.modelsSlain, ...json.modelsSlainByGroup, json.weapons[0].hits, json.weapons[0].damage]) {
      expect(Object.keys(d).sort()).toEqual(expect.arrayContaining(['mean', 'pmf', 'stdError']));
      // frequencies of 1000 trials
      for (const p of d.pmf) expect(Math.abs(p * 1000 - Math.round(p * 1000))).toBeLessThan(1e-9);
      expect(d.pmf.reduce((a: number, b: number) => a + b, 0)).toBeCloseTo(1, 12);
    }
    expect(Object.keys(json.probabilityStdErrors)).toEqual(['pWipe', 'pBelowHalf', 'pAtOrBelowHalf']);
  });

  it('--compare --json carries the exact calc object and the check', async () => {
    const sim = await runCli(['simulate', 'strike-team', 'meq', '--half-range', '--compare', '--json', '--trials', '3000']);
    const calc = await runCli(['calc', 'strike-team', 'meq', '--half-range', '--json']);
    const json = JSON.parse(sim.stdout);
    expect(json.exact).toEqual(JSON.parse(calc.stdout));
    expect(json.comparison.sigmas).toBe(4);
    expect(json.comparison.agrees).toBe(true);
    expect(json.comparison.outside).toEqual([]);
    expect(json.comparison.entriesCompared).toBeGreaterThan(50);
    expect(Object.keys(json.comparison.largest)).toEqual(['field', 'k', 'exact', 'simulated', 'difference', 'stdError', 'z', 'within']);
    expect(json.comparison.means.map((m: { field: string }) => m.field)).toContain('modelsSlain');
  });

  it('takes calc\'s options: leaders, rules, phase, modifiers', async () => {
    const run = await runCli(['simulate', 'mukaali-riders', 'teq', '--phase', 'melee', '--charged', '--rules', '10e', '--reroll-hits', 'ones', '--compare', '--trials', '3000']);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('10e rules · melee · charged');
    expect(run.stdout).toContain('re-roll hit rolls of 1');
    expect(run.stdout).toContain('Every entry and every mean passes: yes');
  });

  it('usage errors: bad --trials, --seed, --format, and --json against --format; exit 2, one line', async () => {
    const cases: [string[], RegExp][] = [
      [['--trials', '0'], /--trials <n>' argument '0' is invalid\. Expected a whole number of trials from 1 to 1e\+8/],
      [['--trials', '1e9'], /argument '1e9' is invalid/],
      [['--trials', 'lots'], /argument 'lots' is invalid/],
      [['--seed', '-3'], /--seed <n>' argument '-3' is invalid\. Expected a whole number ≥ 0/],
      [['--format', 'csv'], /Expected a format: table, json/],
      [['--json', '--format', 'table'], /^mathhammer simulate: --json and --format table disagree; give one of them\n$/],
      [['--phase', 'melee', '--overwatch'], /^mathhammer simulate: --overwatch applies to shooting/],
    ];
    for (const [extra, message] of cases) {
      const run = await runCli(['simulate', 'strike-team', 'meq', ...extra]);
      expect(run.code, extra.join(' ')).toBe(2);
      expect(run.stdout).toBe('');
      expect(run.stderr, extra.join(' ')).toMatch(message);
      expect(run.stderr.trim().split('\n').length).toBe(1);
    }
  });

  it('parses trials as 100000, 100_000, 100,000 or 1e5; seeds as whole numbers', () => {
    for (const text of ['100000', '100_000', '100,000', '1e5', '1E5', '1.5e5']) expect(parseTrials(text)).toBe(Number(text.replace(/[_,]/g, '')));
    expect(() => parseTrials('2.5')).toThrow();
    expect(() => parseTrials('1e-3')).toThrow();
    expect(parseSeed('0')).toBe(0);
    expect(parseSeed(' 20261129 ')).toBe(20261129);
    expect(() => parseSeed('1.5')).toThrow();
    expect(() => parseSeed('99999999999999999999')).toThrow();
  });

  it('a defender too big for the exact engine: simulate runs, --compare stops with the engine limit (exit 2)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'mathhammer-simulate-'));
    // [PRECISION] snipers reach every damaged bodyguard with every damaged CHARACTER group: > MAX_STATES states.
    const yaml = ['name: Big mob', 'keywords: [INFANTRY]', 'models:']
      .concat(['  - { name: Boy, count: 100, T: 4, Sv: 5+, W: 10 }', '  - { name: Boss, count: 10, T: 4, Sv: 4+, W: 100, character: true }'])
      .join('\n');
    writeFileSync(join(dir, 'big.yaml'), `${yaml}\n`);
    const snipers = [
      'name: Snipers', 'keywords: [INFANTRY]', 'models:', '  - { name: Sniper, count: 1000, T: 3, Sv: 5+, W: 1, weapons: [Sniper rifle] }',
      'weapons:', '  - { name: Sniper rifle, range: 36, A: 2, BS: 3+, S: 4, AP: 0, D: 3, abilities: [PRECISION] }',
    ];
    writeFileSync(join(dir, 'snipers.yaml'), `${snipers.join('\n')}\n`);
    const simulated = await runCli(['simulate', 'snipers.yaml', 'big.yaml', '--trials', '20'], { cwd: dir });
    expect(simulated.code).toBe(0);
    const started = performance.now();
    const compared = await runCli(['simulate', 'snipers.yaml', 'big.yaml', '--compare', '--trials', '100000000'], { cwd: dir });
    expect(compared.code).toBe(2);
    expect(compared.stderr).toMatch(/^mathhammer: the defender "Big mob" has too many combinations of damaged models/);
    expect(performance.now() - started).toBeLessThan(5_000); // refused before 10^8 trials
  });

  it('--mortals grenade --compare: the grenade is rolled die by die before the shooting and checked like the rest (golden)', async () => {
    const run = await runCli(['simulate', 'strike-team', 'meq', '--mortals', 'grenade', '--compare', ...SMALL]);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('E[Explosives: mortal wounds]');
    expect(run.stdout).toContain('Every entry and every mean passes: yes.');
    expectGolden('simulate-strike-team-meq-grenade-compare.table.txt', run.stdout);
  });

  it('--mortals without --compare: the sources before the attack and their cost to your side, with standard errors (golden)', async () => {
    const args = ['simulate', 'mukaali-riders', 'geq', '--phase', 'melee', '--charged', '--mortals', 'crushing-impact:10', '--mortals', 'acceptable-losses:2'];
    const run = await runCli([...args, ...SMALL]);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('Mortal wounds outside the attack (simulated, ± one standard error)');
    expect(run.stdout).toContain('Crushing Impact (T10): cost to Mukaali Riders (simulated)');
    expect(run.stdout).toContain('Acceptable Losses (2 units): cost to your 2 GENESTEALER CULTS units (simulated)');
    expectGolden('simulate-mukaali-geq-mortals.table.txt', run.stdout);
  });

  it('--mortals --compare --json: every source\'s distributions carry standard errors and are compared by their JSON names', async () => {
    const run = await runCli(['simulate', 'mukaali-riders', 'geq', '--phase', 'melee', '--charged', '--mortals', 'crushing-impact:10', '--mortals', 'acceptable-losses:2', '--compare', '--json', '--trials', '3000']);
    expect(run.code).toBe(0);
    const json = JSON.parse(run.stdout);
    expect(json.mortalSources.map((m: { name: string }) => m.name)).toEqual(['Crushing Impact (T10)', 'Acceptable Losses (2 units)']);
    const [crushing, losses] = json.mortalSources;
    for (const d of [crushing.mortalWounds, crushing.selfMortalWounds, losses.selfMortalWounds, losses.ownUnits.perUnit]) {
      expect(Object.keys(d).sort()).toEqual(['mean', 'pmf', 'stdError']);
    }
    expect(losses.ownUnits).toMatchObject({ units: 'GENESTEALER CULTS', count: 2 });
    expect(json.comparison.agrees).toBe(true);
    const means = json.comparison.means.map((m: { field: string }) => m.field);
    expect(means).toEqual(expect.arrayContaining([
      'mortalSources[0].mortalWounds',
      'mortalSources[0].selfMortalWounds',
      'mortalSources[1].mortalWounds',
      'mortalSources[1].selfMortalWounds',
      'mortalSources[1].ownUnits.perUnit',
    ]));
  });

  it('is listed in the help', async () => {
    const { stdout } = await runCli(['--help']);
    expect(stdout).toContain('simulate [options] <attacker> <defender>');
    const help = await runCli(['simulate', '--help']);
    for (const option of ['--trials', '--seed', '--compare', '--half-range', '--reroll-hits', '--leader']) expect(help.stdout).toContain(`${option} `);
    expect(help.stdout).toContain('$ mathhammer simulate');
  });
});
