import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { useColor } from '../../src/cli/io.js';
import { runCli } from './run-cli.js';

const root = fileURLToPath(new URL('../../', import.meta.url));
const ESC = '\u001b[';

describe('mathhammer: help, version and usage errors', () => {
  it('--help lists the commands with worked examples, exit 0', async () => {
    const run = await runCli(['--help']);
    expect(run.code).toBe(0);
    expect(run.stderr).toBe('');
    expect(run.stdout).toMatch(/^Usage: mathhammer \[options\] \[command\]/);
    for (const text of ['calc [options] <attacker> <defender>', 'profiles', 'validate <files...>', 'Examples:', '$ mathhammer calc strike-team meq --half-range']) {
      expect(run.stdout).toContain(text);
    }
  });

  it('every command has --help with examples', async () => {
    for (const command of ['calc', 'profiles', 'validate']) {
      const run = await runCli([command, '--help']);
      expect(run.code, command).toBe(0);
      expect(run.stdout, command).toContain('Examples:');
      expect(run.stdout, command).toContain(`$ mathhammer ${command}`);
    }
  });

  it('calc --help documents every option of issue 3', async () => {
    const { stdout } = await runCli(['calc', '--help']);
    const options = ['--rules', '--phase', '--weapons', '--half-range', '--charged', '--stationary', '--cover', '--indirect', '--overwatch', '--hit', '--wound', '--bs', '--ap', '--crit-hit', '--reroll-hits', '--reroll-wounds', '--reroll-saves', '--damage-reduction', '--lethal', '--json', '--format', '--no-color', '--pistols', '--profile', '--loadout', '--leader'];
    for (const option of options) expect(stdout).toContain(`${option} `);
  });

  it('--version prints the package version', async () => {
    expect(await runCli(['--version'])).toEqual({ code: 0, stdout: '0.1.0\n', stderr: '' });
  });

  it('no arguments prints the help on stderr, exit 2', async () => {
    const run = await runCli([]);
    expect(run.code).toBe(2);
    expect(run.stdout).toBe('');
    expect(run.stderr).toMatch(/^Usage: mathhammer/);
  });

  it('usage errors are one line each, exit 2, no stack', async () => {
    const cases: [string[], string][] = [
      [['frobnicate'], "mathhammer: error: unknown command 'frobnicate'\n"],
      [['calc', 'meq'], "mathhammer calc: error: missing required argument 'defender'\n"],
      [['calc', 'strike-team', 'meq', '--half-rang'], "mathhammer calc: error: unknown option '--half-rang'\n(Did you mean --half-range?)\n"],
      [['calc', 'strike-team', 'meq', '--hit', '3x'], "mathhammer calc: error: option '--hit <±n>' argument '3x' is invalid. Expected a whole number from -6 to +6, like +1 or -1.\n"],
      [['calc', 'strike-team', 'meq', '--rules', '9e'], "mathhammer calc: error: option '--rules <edition>' argument '9e' is invalid. Expected an edition: 10e, 11e.\n"],
      [['calc', 'strike-team', 'meq', '--reroll-hits', 'fail'], "mathhammer calc: error: option '--reroll-hits <policy>' argument 'fail' is invalid. Expected a re-roll policy: none, ones, failed, noncrit (did you mean failed?).\n"],
      // A second value would replace the first where --grant adds up: refused, not silently the last.
      [['calc', 'strike-team', 'meq', '--hit', '+1', '--hit', '-1'], "mathhammer calc: error: option '--hit <±n>' argument '-1' is invalid. It is given already ('+1'): give it once (a second value would replace the first).\n"],
      [['calc', 'strike-team', 'meq', '--reroll-hits', 'ones', '--reroll-hits', 'failed'], "mathhammer calc: error: option '--reroll-hits <policy>' argument 'failed' is invalid. It is given already ('ones'): give it once (a second value would replace the first).\n"],
      [['calc', 'medusa-carriage-battery', 'meq', '--pistols'], 'medusa-carriage-battery: no weapon of Medusa Carriage Battery can attack in the shooting phase: Medusa Carriage fires nothing: --pistols fires only [PISTOL] weapons, and it carries none\n'],
      [['calc', 'strike-team', 'meq', '--effect', 'Focused Fire', '--effect', 'focused fire'], "mathhammer calc: error: option '--effect <name>' argument 'focused fire' is invalid. Focused Fire is given already: an effect applies once (give it once).\n"],
      // The Fire Warriors carry pulse pistols: --weapons left them out, and no "carries none" is said.
      [['calc', 'strike-team', 'meq', '--pistols', '--weapons', 'pulse rifle'], 'strike-team: no weapon of Strike Team can attack in the shooting phase with --weapons pulse rifle\n'],
      [['calc', 'strike-team', 'meq', '--crit-hit', '7+'], "mathhammer calc: error: option '--crit-hit <n+>' argument '7+' is invalid. Expected a roll from 2+ to 6+, like 5+.\n"],
      [['calc', 'strike-team', 'meq', '--grant', 'sustianed hits 1'], "mathhammer calc: error: option '--grant <abilities>' argument 'sustianed hits 1' is invalid. unknown ability \"sustianed hits 1\" (did you mean `sustained hits 1`?).\n"],
      [['calc', 'strike-team', 'meq', '--json', '--format', 'csv'], 'mathhammer calc: --json and --format csv disagree; give one of them\n'],
      [['calc', 'strike-team', 'meq', '--phase', 'melee', '--overwatch'], 'mathhammer calc: --overwatch applies to shooting, not to --phase melee\n'],
      [['calc', 'strike-team', 'meq', '--spotted'], 'mathhammer calc: --spotted describes indirect fire: add --indirect\n'],
      [['calc', 'strke-team', 'meq'], 'strke-team: no such file, and no bundled profile is called "strke-team" (did you mean `strike-team`?)\n'],
      [['calc', 'strike-team', 'meq', '--weapons', 'pulse rfle'], '--weapons: Strike Team has no weapon named "pulse rfle" (did you mean `Pulse rifle`?)\n'],
      [['calc', 'strike-team', 'meq', '--loadout', 'pulse-carbne'], 'profiles/strike-team.yaml: Strike Team has no loadout named "pulse-carbne" (did you mean `pulse-carbine`?); loadouts: gun-drone, pulse-carbine, pulse-carbine-all\n'],
      [['calc', 'mukaali-riders', 'meq', '--profile', 'supercharj'], '--profile: no weapon of Mukaali Riders has a profile named "supercharj" (none of its weapons has several profiles)\n'],
      [['calc', 'mukaali-riders', 'meq', '--loadout', 'plasma-gun', '--profile', 'supercharj'], '--profile: no weapon of Mukaali Riders has a profile named "supercharj" (did you mean `supercharge`?)\n'],
    ];
    for (const [argv, stderr] of cases) {
      const run = await runCli(argv, { cwd: root });
      expect(run, argv.join(' ')).toEqual({ code: 2, stdout: '', stderr });
    }
  });
});

describe('mathhammer profiles', () => {
  it('lists every bundled profile, each wrapped under its name (80 columns when piped)', async () => {
    const run = await runCli(['profiles']);
    expect(run.code).toBe(0);
    const lines = run.stdout.trimEnd().split('\n');
    expect(lines.filter((l) => !l.startsWith(' ')).map((l) => l.split(' ')[0])).toEqual([
      'geq', 'horde', 'knight', 'medusa-carriage-battery', 'meq', 'monster', 'mukaali-riders', 'starfangs', 'strike-team', 'tank', 'teq', 'vehicle',
    ]);
    expect(Math.max(...lines.map((l) => l.length))).toBeLessThanOrEqual(80);
    const entry = (name: string): string => run.stdout.slice(run.stdout.indexOf(`\n${name} `) + 1).split(/\n(?! )/)[0]!.replace(/\s+/g, ' ');
    expect(entry('strike-team')).toBe(
      "strike-team Strike Team — T'au Empire, 10 models, 70 pts. A Shas'ui and 9 Fire Warriors with pulse rifles (pulse carbines and gun drones as loadouts); attacker only (no T/Sv/W on the datasheet); loadouts: gun-drone, pulse-carbine, pulse-carbine-all",
    );
    expect(entry('meq')).toBe('meq MEQ — 5 models. Standard target: marine-equivalent infantry (T4 Sv3+ W2), as Intercessors or Legionaries');
  });

  it('--json prints the list as JSON', async () => {
    const run = await runCli(['profiles', '--json']);
    const list = JSON.parse(run.stdout) as { name: string; defender: boolean; points: number | null }[];
    expect(list.find((p) => p.name === 'starfangs')).toMatchObject({ defender: false, points: 140 });
    expect(list.find((p) => p.name === 'knight')).toMatchObject({ defender: true, points: null });
  });
});

describe('colour', () => {
  it('only on a terminal, not with --no-color, not with NO_COLOR set', () => {
    const io = (isTTY: boolean, env: Record<string, string> = {}) => ({ stdout: () => {}, stderr: () => {}, isTTY, env });
    expect(useColor(io(true), true)).toBe(true);
    expect(useColor(io(false), true)).toBe(false);
    expect(useColor(io(true), false)).toBe(false);
    expect(useColor(io(true, { NO_COLOR: '1' }), true)).toBe(false);
    expect(useColor(io(true, { NO_COLOR: '' }), true)).toBe(true);
  });

  it('the table is coloured on a terminal and plain otherwise', async () => {
    const tty = await runCli(['calc', 'strike-team', 'meq', '--half-range'], { isTTY: true });
    const plain = await runCli(['calc', 'strike-team', 'meq', '--half-range'], { isTTY: true, env: { NO_COLOR: '1' } });
    const noColor = await runCli(['calc', 'strike-team', 'meq', '--half-range', '--no-color'], { isTTY: true });
    expect(tty.stdout).toContain(ESC);
    expect(plain.stdout).not.toContain(ESC);
    expect(noColor.stdout).toBe(plain.stdout);
  });
});

describe('--json', () => {
  it('prints only JSON on stdout', async () => {
    const run = await runCli(['calc', 'strike-team', 'meq', '--half-range', '--json'], { isTTY: true });
    expect(run.code).toBe(0);
    expect(run.stderr).toBe('');
    expect(() => JSON.parse(run.stdout) as unknown).not.toThrow();
    expect(run.stdout).not.toContain(ESC);
  });

  it('sends errors to stderr, leaving stdout empty', async () => {
    const run = await runCli(['calc', 'strike-team', 'strike-team', '--json']);
    expect(run.code).toBe(2);
    expect(run.stdout).toBe('');
    expect(run.stderr).toContain('has no T, Sv, W');
  });
});
