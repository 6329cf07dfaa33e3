/**
 * `mathhammer import`, run in-process: stdout or -o, never overwriting without --force, nothing written on
 * error, standard input; and `calc` with each imported seed as the attacker, which must give the same
 * distributions as the hand-made bundled profile of that seed.
 */
import { existsSync, mkdtempSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { main } from '../../src/cli/main.js';
import { importCommand } from '../../src/cli/commands/import.js';
import { runCli } from '../cli/run-cli.js';
import { DAMAGED_DIR, SEEDS, SEEDS_DIR, seedText, type Seed } from './helpers.js';

const dirs: string[] = [];
function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'mathhammer-import-'));
  dirs.push(dir);
  return dir;
}
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

const seedPath = (seed: Seed): string => `${SEEDS_DIR}${seed}.txt`;

describe('mathhammer import', () => {
  it('prints the profile on stdout and a summary on stderr, exit 0', async () => {
    const run = await runCli(['import', seedPath('drukhari-starfangs')]);
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/^# Drukhari – Starfangs, imported by `mathhammer import` from drukhari-starfangs.txt/);
    expect(run.stdout).toContain('name: Starfangs\n');
    expect(run.stderr).toContain('warning: lines 124–686 (563 lines) follow the datasheet (rules reference text), not imported');
    expect(run.stderr).toMatch(/imported Starfangs \(Drukhari\): 2 models, 3 weapons, loadouts one-starfang; no M, T, Sv, W, Ld, OC \(not in the export: .*\); 1 warning above\n$/);
  });

  it('-o writes the file (the same YAML), and refuses to overwrite it without --force', async () => {
    const dir = tempDir();
    const stdout = (await runCli(['import', seedPath('tau-empire-strike-team')])).stdout;
    const first = await runCli(['import', seedPath('tau-empire-strike-team'), '-o', 'strike.yaml'], { cwd: dir });
    expect(first.code).toBe(0);
    expect(first.stdout).toBe('');
    expect(first.stderr).toMatch(/→ strike\.yaml\n$/);
    expect(readFileSync(join(dir, 'strike.yaml'), 'utf8')).toBe(stdout);

    writeFileSync(join(dir, 'strike.yaml'), 'mine\n');
    const again = await runCli(['import', seedPath('tau-empire-strike-team'), '-o', 'strike.yaml'], { cwd: dir });
    expect(again).toEqual({ code: 2, stdout: '', stderr: 'strike.yaml: already exists; use --force to overwrite it\n' });
    expect(readFileSync(join(dir, 'strike.yaml'), 'utf8')).toBe('mine\n');

    const forced = await runCli(['import', seedPath('tau-empire-strike-team'), '-o', 'strike.yaml', '--force'], { cwd: dir });
    expect(forced.code).toBe(0);
    expect(readFileSync(join(dir, 'strike.yaml'), 'utf8')).toBe(stdout);
    expect(readdirSync(dir)).toEqual(['strike.yaml']);
  });

  it('reads standard input with -', async () => {
    let stdout = '';
    let stderr = '';
    const code = await main(['import', '-'], {
      stdout: (t) => (stdout += t),
      stderr: (t) => (stderr += t),
      isTTY: false,
      env: {},
      readStdin: async () => Buffer.from(seedText('genestealer-cults-medusa-carriage-battery').replace(/\n/g, '\r\n')),
    } as Parameters<typeof importCommand>[0]);
    expect(code).toBe(0);
    expect(stdout).toContain('name: Medusa Carriage Battery\n');
    expect(stderr).toContain('<stdin>:80:1: warning: lines 80–477');
  });

  it('--stats fills the characteristics, per model name too', async () => {
    const run = await runCli([
      'import',
      seedPath('astra-militarum-mukaali-riders'),
      '--stats',
      'M10 T5 Sv4+ W3 Ld7+ OC2',
      '--stats',
      'Mukaali Rider Sergeant: W4 Ld6+',
    ]);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('  - name: Mukaali Rider Sergeant\n    count: 1\n    M: 10\n    T: 5\n    Sv: 4+\n    W: 4\n    Ld: 6+\n    OC: 2\n');
    expect(run.stdout).toContain('  - name: Mukaali Rider\n    count: 2\n    M: 10\n    T: 5\n    Sv: 4+\n    W: 3\n    Ld: 7+\n    OC: 2\n');
    expect(run.stdout).not.toContain('Not in the export');
    expect(run.stderr).not.toContain('no M, T');
  });

  it.each([
    ['empty.txt', 'empty.txt: the file is empty: expected a datasheet export'],
    ['binary.txt', 'binary.txt:4:62: is not a text file (binary data here)'],
    ['truncated-table.txt', 'truncated-table.txt:5:1 ranged weapons: Grenade launcher – frag [blast] has a name row but no characteristics row after it (the table looks truncated)'],
    ['truncated-row.txt', 'truncated-row.txt:7:3 ranged weapons: Grenade launcher – frag [blast] has 3 of the 6 values the header names'],
    ['missing-column.txt', 'missing-column.txt:2:1 ranged weapons: the RANGED WEAPONS header has no AP column'],
    ['non-numeric.txt', 'non-numeric.txt:8:44 ranged weapons: Grenade launcher – krak S: expected a whole number from 1 to 30, got "nine"'],
  ])('a damaged export (%s) is an error with its line, exit 2, and nothing is written', async (fixture, message) => {
    const dir = tempDir();
    const run = await runCli(['import', join(DAMAGED_DIR, fixture), '-o', 'out.yaml'], { cwd: dir });
    expect(run.code).toBe(2);
    expect(run.stdout).toBe('');
    expect(run.stderr.startsWith(join(DAMAGED_DIR, message))).toBe(true);
    expect(run.stderr).not.toMatch(/at .*\.ts:\d+/);
    expect(readdirSync(dir)).toEqual([]);
  });

  it('input and output problems are one line each, exit 2, nothing written', async () => {
    const dir = tempDir();
    mkdirSync(join(dir, 'folder'));
    expect(await runCli(['import', 'missing.txt'], { cwd: dir })).toEqual({ code: 2, stdout: '', stderr: 'missing.txt: no such file\n' });
    expect(await runCli(['import', 'folder'], { cwd: dir })).toEqual({ code: 2, stdout: '', stderr: 'folder: is a directory: expected a datasheet export, a roster, a catalogue or an army list\n' });
    const noDir = await runCli(['import', seedPath('drukhari-starfangs'), '-o', 'nowhere/out.yaml'], { cwd: dir });
    expect(noDir).toEqual({ code: 2, stdout: '', stderr: 'nowhere/out.yaml: cannot write: no directory nowhere\n' });
    const toFolder = await runCli(['import', seedPath('drukhari-starfangs'), '-o', 'folder'], { cwd: dir });
    expect(toFolder.stderr).toBe('folder: is a directory: give the path of the .yaml file to write\n');
    const badStats = await runCli(['import', seedPath('drukhari-starfangs'), '-o', 'out.yaml', '--stats', 'M8 T9 Sv3+ W10 Ld6+ OC2 X4'], { cwd: dir });
    expect(badStats.code).toBe(2);
    expect(badStats.stderr).toBe('--stats: unknown characteristic "X4" in "M8 T9 Sv3+ W10 Ld6+ OC2 X4" (expected M, T, Sv, W, Ld, OC, like "M6 T3 Sv4+ W1 Ld7+ OC2")\n');
    expect(readdirSync(dir)).toEqual(['folder']);
  });

  it('--help shows the examples', async () => {
    const run = await runCli(['import', '--help']);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('$ mathhammer import tau-empire-strike-team.txt -o strike-team.yaml');
    expect(run.stdout).toContain('--stats <characteristics>');
  });
});

/** The JSON report without what names the attacker's file, weapons in name order. */
function comparable(json: string): unknown {
  const report = JSON.parse(json) as { attacker: { source?: string }; weapons: { name: string; carriedBy: string[] }[]; notes: string[] };
  delete report.attacker.source;
  report.weapons.sort((a, b) => a.name.localeCompare(b.name));
  for (const weapon of report.weapons) weapon.carriedBy.sort();
  report.notes.sort();
  return report;
}

function expectClose(actual: unknown, expected: unknown, path = ''): void {
  if (typeof expected === 'number' && typeof actual === 'number') {
    expect(Math.abs(actual - expected), path).toBeLessThanOrEqual(1e-12);
  } else if (Array.isArray(expected) && Array.isArray(actual)) {
    expect(actual.length, path).toBe(expected.length);
    expected.forEach((e, i) => expectClose(actual[i], e, `${path}[${i}]`));
  } else if (expected !== null && typeof expected === 'object' && actual !== null && typeof actual === 'object') {
    expect(Object.keys(actual).sort(), path).toEqual(Object.keys(expected).sort());
    for (const key of Object.keys(expected)) expectClose((actual as Record<string, unknown>)[key], (expected as Record<string, unknown>)[key], `${path}.${key}`);
  } else {
    expect(actual, path).toEqual(expected);
  }
}

/** Imported seed, its bundled profile, and calc arguments with the loadouts of each. */
const SCENARIOS: readonly { seed: Seed; bundled: string; args: string[]; imported: string[]; hand: string[] }[] = [
  { seed: 'tau-empire-strike-team', bundled: 'strike-team', args: ['meq', '--half-range'], imported: [], hand: [] },
  {
    seed: 'tau-empire-strike-team',
    bundled: 'strike-team',
    args: ['vehicle', '--stationary', '--rules', '10e'],
    imported: ['--loadout', 'pulse-carbine-all,gun-drone'],
    hand: ['--loadout', 'pulse-carbine-all,gun-drone'],
  },
  { seed: 'drukhari-starfangs', bundled: 'starfangs', args: ['teq'], imported: ['--loadout', 'one-starfang'], hand: ['--loadout', 'one-starfang'] },
  { seed: 'genestealer-cults-medusa-carriage-battery', bundled: 'medusa-carriage-battery', args: ['horde', '--indirect', '--stationary'], imported: [], hand: [] },
  {
    seed: 'astra-militarum-mukaali-riders',
    bundled: 'mukaali-riders',
    args: ['teq', '--half-range', '--profile', 'supercharge'],
    imported: ['--loadout', 'meltagun,plasma-gun,plasma-pistol'],
    hand: ['--loadout', 'meltagun,plasma-gun,plasma-pistol'],
  },
  {
    seed: 'astra-militarum-mukaali-riders',
    bundled: 'mukaali-riders',
    args: ['geq', '--phase', 'melee', '--charged'],
    imported: ['--loadout', 'power-weapon'],
    hand: ['--loadout', 'power-weapon'],
  },
];

describe('calc with an imported seed as the attacker', () => {
  it.each(SEEDS)('import %s -o, then calc it against meq: exit 0', async (seed) => {
    const dir = tempDir();
    expect((await runCli(['import', seedPath(seed), '-o', 'unit.yaml'], { cwd: dir })).code).toBe(0);
    const run = await runCli(['calc', 'unit.yaml', 'meq'], { cwd: dir });
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('Expected wounds lost');
    expect((await runCli(['validate', 'unit.yaml'], { cwd: dir })).code).toBe(0);
  });

  it.each(SCENARIOS.map((s) => [`${s.seed} ${[...s.args, ...s.imported].join(' ')}`, s] as const))(
    '%s gives the distributions of the hand-made bundled profile',
    async (_title, scenario) => {
      const dir = tempDir();
      expect((await runCli(['import', seedPath(scenario.seed), '-o', 'unit.yaml'], { cwd: dir })).code).toBe(0);
      const imported = await runCli(['calc', 'unit.yaml', ...scenario.args, ...scenario.imported, '--json'], { cwd: dir });
      const hand = await runCli(['calc', scenario.bundled, ...scenario.args, ...scenario.hand, '--json'], { cwd: dir });
      expect(imported.code, imported.stderr).toBe(0);
      expect(hand.code, hand.stderr).toBe(0);
      const a = comparable(imported.stdout) as { attacker: { loadout: unknown } };
      const b = comparable(hand.stdout) as { attacker: { loadout: unknown } };
      expectClose(a, b);
      expect(existsSync(join(dir, 'unit.yaml'))).toBe(true);
    },
  );
});
