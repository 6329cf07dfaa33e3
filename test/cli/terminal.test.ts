/**
 * Issue 14 points 13–19, the terminal conventions: control characters escaped, UTF-16 and non-UTF-8
 * files, the terminal's width, colour, profiles from standard input, player defaults, a progress meter
 * with Ctrl-C, -v and the exit codes. The terminal is injected (Io): no timing, no real TTY.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempDirs } from '../support/temp-dirs.js';
import { main, type Io } from '../../src/cli/main.js';
import { progressLine } from '../../src/cli/progress.js';
import { runCli } from './run-cli.js';

const tempDir = tempDirs('mathhammer-terminal-');

/** main with an Io of our own: what each channel received, and the exit code. */
async function run(argv: string[], io: Partial<Io> = {}): Promise<{ code: number; stdout: string; stderr: string; progress: string }> {
  const out = { stdout: '', stderr: '', progress: '' };
  const code = await main(argv, {
    stdout: (t) => (out.stdout += t),
    stderr: (t) => (out.stderr += t),
    progress: (t) => (out.progress += t),
    isTTY: false,
    env: {},
    ...io,
  });
  return { code, ...out };
}

const squad = (name: string): string => `name: ${JSON.stringify(name)}\nmodels:\n  - name: Trooper\n    count: 5\n    T: 4\n    Sv: 3+\n    W: 2\n`;
const longestLine = (text: string): number => Math.max(...text.split('\n').map((l) => [...l.replace(/\u001b\[[0-9;]*m/g, '')].length));

describe('point 13: text from files never drives the terminal', () => {
  it('a name holding ESC, CR and BEL is refused, and the message shows it escaped, in every command that reads it', async () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'evil.yaml'), squad('Evil\u001b[2J\rSquad\u0007'));
    for (const argv of [['calc', 'strike-team', 'evil.yaml'], ['validate', 'evil.yaml'], ['calc', 'evil.yaml', 'meq']]) {
      const result = await runCli(argv, { cwd: dir });
      expect(result.code, argv.join(' ')).toBe(2);
      expect(result.stderr, argv.join(' ')).toContain('"Evil\\u001b[2J\\rSquad\\u0007" holds the control character U+001B');
      expect(result.stdout + result.stderr, argv.join(' ')).not.toMatch(/[\u0000-\u0008\u000b-\u001f\u007f]/);
    }
  });

  it('a file name holding ESC, CR and BEL is printed with those escaped; with colour only the renderers\' codes pass', async () => {
    const dir = tempDir();
    const file = 'evil\u001b[2J\rSquad\u0007.yaml';
    writeFileSync(join(dir, file), squad('Evil Squad'));
    for (const argv of [['validate', file], ['calc', 'strike-team', file, '--json']]) {
      const result = await runCli(argv, { cwd: dir });
      expect(result.code, `${argv.join(' ')}: ${result.stderr}`).toBe(0);
      expect(result.stdout, argv.join(' ')).toMatch(/evil\\u001b\[2J\\(u000d|r)Squad\\u0007\.yaml/);
      expect(result.stdout + result.stderr, argv.join(' ')).not.toMatch(/[\u0000-\u0008\u000b-\u001f\u007f]/);
    }
    const coloured = await runCli(['validate', file], { cwd: dir, isTTY: true });
    expect(coloured.stdout.replace(/\u001b\[[0-9;]*m/g, '')).not.toMatch(/[\u0000-\u0008\u000b-\u001f\u007f]/);
  });

  it('a colour code in a file name is escaped too unless the output is in colour (piped, NO_COLOR, TERM=dumb)', async () => {
    const dir = tempDir();
    const file = 'red\u001b[31mSquad.yaml';
    writeFileSync(join(dir, file), squad('Red Squad'));
    const cases: [string[], { isTTY?: boolean; env?: Record<string, string> }][] = [
      [['validate', file], {}],
      [['validate', file], { isTTY: true, env: { NO_COLOR: '1' } }],
      [['validate', file], { isTTY: true, env: { TERM: 'dumb' } }],
    ];
    for (const [argv, io] of cases) {
      const result = await runCli(argv, { cwd: dir, ...io });
      expect(result.stdout, argv.join(' ')).toContain('red\\u001b[31mSquad');
      expect(result.stdout, argv.join(' ')).not.toContain('\u001b');
    }
    const coloured = await runCli(['validate', file], { cwd: dir, isTTY: true });
    expect(coloured.stdout).toContain('red\u001b[31mSquad');
  });

  it('a UTF-16 file with a byte-order mark (Notepad "Unicode") is read; text that is not UTF-8 is read as Windows-1252 with a warning', async () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'unicode.yaml'), Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(squad('Shas’ui Squad'), 'utf16le')]));
    const utf16 = await runCli(['calc', 'strike-team', 'unicode.yaml'], { cwd: dir });
    expect(utf16.code, utf16.stderr).toBe(0);
    expect(utf16.stdout).toContain('Shas’ui Squad');
    // Windows-1252: 0x92 is ’. The name reads right, and a located warning says what happened.
    writeFileSync(join(dir, 'latin.yaml'), Buffer.from(squad('Shas\u2019ui Squad').replace('\u2019', '\u0092'), 'latin1'));
    const latin = await runCli(['calc', 'strike-team', 'latin.yaml', '--json'], { cwd: dir });
    expect(latin.code, latin.stderr).toBe(0);
    const json = JSON.parse(latin.stdout) as { defender: { name: string }; warnings: string[] };
    expect(json.defender.name).toBe('Shas’ui Squad');
    expect(json.warnings).toEqual(['latin.yaml:1:12: not UTF-8 text (byte 0x92 at line 1, column 12): read as Windows-1252; save the file as UTF-8 if names look wrong']);
    expect((await runCli(['validate', 'latin.yaml'], { cwd: dir })).stderr).toContain('warning: latin.yaml:1:12: not UTF-8 text');
  });
});

describe('point 14: the terminal width', () => {
  it('COLUMNS, or the terminal width, lays out help, profiles, calc and compare; 80 when piped', async () => {
    for (const [argv, env] of [[['calc', '--help'], { COLUMNS: '60' }], [['profiles'], { COLUMNS: '70' }], [['--help'], { COLUMNS: '64' }]] as const) {
      const result = await run([...argv], { env });
      expect(longestLine(result.stdout), argv.join(' ')).toBeLessThanOrEqual(Number(env.COLUMNS));
    }
    // Help for an example command wraps with a trailing backslash, so it still pastes as one command.
    expect((await run(['calc', '--help'], { env: { COLUMNS: '60' } })).stdout).toMatch(/\$ mathhammer calc mukaali-riders geq --phase melee \\\n {8}--charged/);
    // The terminal's own width when stdout is one (no COLUMNS).
    expect(longestLine((await run(['profiles'], { isTTY: true, columns: 72 })).stdout)).toBeLessThanOrEqual(72);
    // Piped: 80 columns, the golden files' width, whatever the terminal.
    expect(longestLine((await run(['profiles'], { isTTY: false, columns: 200 })).stdout)).toBeLessThanOrEqual(80);
  });

  it('compare uses a wide terminal: every column in one table instead of splitting at 80', async () => {
    const argv = ['compare', 'strike-team', '--loadouts', 'all', '--vs', 'meq', '--vary', 'half-range'];
    const tables = (text: string): number => (text.match(/^┌/gm) ?? []).length;
    const narrow = await run(argv);
    const wide = await run(argv, { env: { COLUMNS: '160' } });
    expect(tables(narrow.stdout)).toBeGreaterThan(1);
    expect(tables(wide.stdout)).toBe(1);
    expect(longestLine(wide.stdout)).toBeLessThanOrEqual(160);
  });
});

describe('point 15: colour conventions', () => {
  const coloured = async (io: Partial<Io>, ...flags: string[]): Promise<boolean> => (await run(['calc', 'strike-team', 'meq', ...flags], io)).stdout.includes('\u001b[');
  it('a terminal gets colour unless NO_COLOR, TERM=dumb or FORCE_COLOR=0; FORCE_COLOR and --color always force it; --color never and --no-color refuse it', async () => {
    expect(await coloured({ isTTY: true })).toBe(true);
    expect(await coloured({ isTTY: false })).toBe(false);
    expect(await coloured({ isTTY: true, env: { NO_COLOR: '1' } })).toBe(false);
    expect(await coloured({ isTTY: true, env: { NO_COLOR: '' } })).toBe(true);
    expect(await coloured({ isTTY: true, env: { TERM: 'dumb' } })).toBe(false);
    expect(await coloured({ isTTY: true, env: { FORCE_COLOR: '0' } })).toBe(false);
    expect(await coloured({ isTTY: false, env: { FORCE_COLOR: '1' } })).toBe(true);
    expect(await coloured({ isTTY: true, env: { FORCE_COLOR: '1', NO_COLOR: '1' } })).toBe(true);
    expect(await coloured({ isTTY: false }, '--color', 'always')).toBe(true);
    expect(await coloured({ isTTY: true, env: { FORCE_COLOR: '1' } }, '--color', 'never')).toBe(false);
    expect(await coloured({ isTTY: true }, '--no-color')).toBe(false);
    expect(await coloured({ isTTY: true, env: { NO_COLOR: '1' } }, '--color', 'auto')).toBe(false);
    expect((await run(['calc', 'strike-team', 'meq', '--color', 'sometimes'])).code).toBe(2);
  });
});

describe('point 16: a profile from standard input (-), for every command that takes one', () => {
  const piped = { readStdin: async () => squad('Piped Squad') };
  it('calc, simulate, compare and validate read "-"; one "-" per command', async () => {
    for (const argv of [['calc', 'strike-team', '-'], ['simulate', 'strike-team', '-', '--trials', '100'], ['compare', 'strike-team', '--vs', '-'], ['calc', '-', 'meq', '--weapons', 'none', '--mortals', 'grenade']]) {
      const result = await run(argv, piped);
      expect(result.code, `${argv.join(' ')}: ${result.stderr}`).toBe(0);
    }
    expect((await run(['calc', 'strike-team', '-'], piped)).stdout).toContain('Piped Squad (5 models)');
    expect(await run(['validate', '-'], piped)).toMatchObject({ code: 0, stdout: 'ok -: Piped Squad (5 models, 0 weapons)\n' });
    expect(await run(['calc', '-', '-'], piped)).toMatchObject({
      code: 2,
      stdout: '',
      stderr: 'mathhammer calc: "-" (standard input) is given 2 times; only one profile can come from standard input\n',
    });
    // Mistakes in it are located at <stdin>.
    expect((await run(['calc', 'strike-team', '-'], { readStdin: async () => 'name: X\nmodels: 3\n' })).stderr).toMatch(/^<stdin>:2:9 models: /);
  });

  it('a sequence step\'s attacker: "-" alone, or with options after --; without the --, a hint', async () => {
    const strikeTeam = { readStdin: async () => readFileSync(join(import.meta.dirname, '..', '..', 'profiles', 'strike-team.yaml'), 'utf8') };
    expect((await run(['sequence', 'meq', '-'], strikeTeam)).stdout).toContain('1. Strike Team (10 models): 10× Pulse rifle\n');
    expect((await run(['sequence', 'meq', '--', '- --half-range'], strikeTeam)).stdout).toContain('1. Strike Team (10 models): 10× Pulse rifle · half range\n');
    expect(await run(['sequence', 'meq', '- --half-range'], strikeTeam)).toMatchObject({
      code: 2,
      stderr: "mathhammer sequence: error: unknown option '- --half-range'\n" +
        '(a step whose attacker is - reads as an option: put -- before the steps, e.g. mathhammer sequence meq -- "- --half-range")\n',
    });
  });
});

describe('point 17: defaults a player sets once; flags win', () => {
  it('MATHHAMMER_RULES and MATHHAMMER_FORMAT apply until a flag says otherwise; config says where each came from', async () => {
    expect(JSON.parse((await run(['calc', 'strike-team', 'meq', '--json'], { env: { MATHHAMMER_RULES: '10e' } })).stdout).rules).toBe('10e');
    expect(JSON.parse((await run(['calc', 'strike-team', 'meq', '--json', '--rules', '11e'], { env: { MATHHAMMER_RULES: '10e' } })).stdout).rules).toBe('11e');
    expect((await run(['calc', 'strike-team', 'meq'], { env: { MATHHAMMER_FORMAT: 'csv' } })).stdout).toMatch(/^section,subject,quantity/);
    expect((await run(['calc', 'strike-team', 'meq', '--format', 'table'], { env: { MATHHAMMER_FORMAT: 'csv' } })).stdout).toMatch(/^Strike Team/);
    const dir = tempDir();
    const { mkdirSync } = await import('node:fs');
    mkdirSync(join(dir, 'mathhammer'));
    writeFileSync(join(dir, 'mathhammer', 'config.yaml'), 'rules: 10e\nformat: markdown\n');
    const config = await run(['config'], { env: { XDG_CONFIG_HOME: dir, MATHHAMMER_FORMAT: 'json' } });
    expect(config.stdout).toMatch(/^rules\s+10e\s+\(file: .*config\.yaml\)$/m);
    expect(config.stdout).toMatch(/^format\s+json\s+\(env: MATHHAMMER_FORMAT\)$/m);
  });
});

describe('point 18: progress on long work, and Ctrl-C', () => {
  /** A clock that moves on a second each time it is read. */
  const clock = (): (() => number) => {
    let t = 0;
    return () => (t += 1000);
  };

  it('simulate draws a progress line with the time left on a terminal\'s stderr, then erases it; nothing when piped or with --json', async () => {
    const argv = ['simulate', 'strike-team', 'meq', '--trials', '30000'];
    const drawn = await run(argv, { stderrIsTTY: true, now: clock() });
    expect(drawn.code).toBe(0);
    expect(drawn.progress).toMatch(/\rsimulating \[[█░]+\] \d+% · \d+k of 30k · about \d+s left\u001b\[K/);
    expect(drawn.progress.endsWith('\r\u001b[K')).toBe(true);
    expect(drawn.stdout).toContain('attacks rolled die by die');
    expect((await run(argv, { stderrIsTTY: false, now: clock() })).progress).toBe('');
    expect((await run([...argv, '--json'], { stderrIsTTY: true, now: clock() })).progress).toBe('');
    expect(progressLine('simulating', 42_000_000, 100_000_000, 4 * 60_000, 80)).toBe('simulating [████████░░░░░░░░░░░░] 42% · 42M of 100M · about 5m 31s left');
  });

  it('Ctrl-C stops between chunks: exit 130, the meter erased, nothing on stdout', async () => {
    let handler: (() => void) | undefined;
    let released = false;
    let reads = 0;
    const result = await run(['simulate', 'strike-team', 'meq', '--trials', '1e6'], {
      stderrIsTTY: true,
      now: () => {
        reads += 1;
        if (reads === 5) handler?.(); // Ctrl-C while the meter is up
        return reads * 1000;
      },
      onInterrupt: (h) => {
        handler = h;
        return () => {
          released = true;
        };
      },
    });
    expect(result).toMatchObject({ code: 130, stdout: '', stderr: 'mathhammer simulate: interrupted\n' });
    expect(result.progress.endsWith('\r\u001b[K')).toBe(true);
    expect(released).toBe(true);
  });
});

describe('point 19: -v and the exit codes', () => {
  it('-v and --version print the version; --help lists the exit codes', async () => {
    expect(await run(['-v'])).toMatchObject({ code: 0, stdout: '0.1.0\n' });
    expect(await run(['-V'])).toMatchObject({ code: 0, stdout: '0.1.0\n' });
    expect((await run(['--help'])).stdout.replace(/\s+/g, ' ')).toContain(
      'Exit status: 0 success; 2 a usage or input mistake (the message says which); 1 an internal error (a bug: please report it); 130 stopped by Ctrl-C.',
    );
  });
});

describe('point 13: import reads UTF-16 too', () => {
  it('a datasheet export saved by Notepad as "Unicode" (UTF-16 with a byte-order mark) imports like the UTF-8 one', async () => {
    const { readFileSync } = await import('node:fs');
    const text = readFileSync(new URL('../../examples/datasheets/drukhari-starfangs.txt', import.meta.url), 'utf8');
    const utf16 = await run(['import', '-'], { readStdin: async () => Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')]) });
    const utf8 = await run(['import', '-'], { readStdin: async () => text });
    expect(utf16.code, utf16.stderr).toBe(0);
    expect(utf16.stdout).toBe(utf8.stdout);
  });
});
