/**
 * Issue 14 point 12: README's import example runs as written on a fresh clone: its files are shipped
 * (examples/datasheets/), and its commands succeed one after another in the repository's layout.
 */
import { readFileSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { tempDirs } from '../support/temp-dirs.js';
import { runCli } from './run-cli.js';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const tempDir = tempDirs('mathhammer-readme-');

/** The `npx mathhammer …` lines of the first sh block under a README heading, as argument lists. */
function readmeCommands(heading: string): string[][] {
  const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
  const section = readme.slice(readme.indexOf(heading));
  const block = /```sh\n([\s\S]*?)```/.exec(section)?.[1] ?? '';
  return block
    .split('\n')
    .map((line) => line.replace(/\s+#.*$/, '').trim())
    .filter((line) => line.startsWith('npx mathhammer '))
    .map((line) => [...line.slice('npx mathhammer '.length).matchAll(/"([^"]*)"|(\S+)/g)].map((m) => m[1] ?? m[2]!));
}

/** Every `npx mathhammer …` line of README's sh blocks, as argument lists. */
function allReadmeCommands(): string[][] {
  const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
  return [...readme.matchAll(/```sh\n([\s\S]*?)```/g)]
    .flatMap((block) => block[1]!.split('\n'))
    .map((line) => line.replace(/\s+#.*$/, '').trim())
    .filter((line) => line.startsWith('npx mathhammer '))
    .map((line) => [...line.slice('npx mathhammer '.length).matchAll(/"([^"]*)"|(\S+)/g)].map((m) => m[1] ?? m[2]!));
}

describe('README', () => {
  it('names every command of --help, and each option its examples give is in that command\'s --help', async () => {
    const help = (await runCli(['--help'])).stdout;
    const commands = [...help.slice(help.indexOf('Commands:'), help.indexOf('Examples:')).matchAll(/^ {2}([a-z]+) /gm)].map((m) => m[1]!).filter((c) => c !== 'help');
    const examples = allReadmeCommands();
    expect(new Set(examples.map((argv) => argv[0]))).toEqual(new Set(commands));
    for (const command of commands) {
      const options = (await runCli([command, '--help'])).stdout;
      for (const argv of examples.filter((a) => a[0] === command)) {
        for (const option of argv.filter((word) => /^--[a-z]/.test(word))) expect(options, `README: mathhammer ${argv.join(' ')}`).toContain(option.replace(/=.*$/, ''));
      }
    }
  });

  it('"Import a datasheet" runs as written from the repository folder', async () => {
    const commands = readmeCommands('### Import a datasheet');
    expect(commands.map((c) => c[0])).toEqual(['import', 'calc']);
    // A copy of the clone's layout: the shipped examples, and a folder to write strike-team.yaml into.
    const dir = tempDir();
    symlinkSync(join(ROOT, 'examples'), join(dir, 'examples'));
    for (const argv of commands) {
      const run = await runCli(argv, { cwd: dir });
      expect(run.code, `${argv.join(' ')}\n${run.stderr}`).toBe(0);
    }
  });
});
