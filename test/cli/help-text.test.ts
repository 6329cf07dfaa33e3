/** Help at the terminal's width (src/cli/help-text.ts): lists, prose and example commands. */
import { describe, expect, it } from 'vitest';
import { wrapHelp } from '../../src/cli/help-text.js';
import { runCli } from './run-cli.js';

describe('wrapHelp', () => {
  it('a list item too long wraps under its description column, the term kept whole', () => {
    const item = `  calc [options] <attacker> <defender>      ${'word '.repeat(16).trim()}`;
    expect(wrapHelp(item, 80).split('\n')).toEqual([
      '  calc [options] <attacker> <defender>      word word word word word word word',
      '                                            word word word word word word word',
      '                                            word word',
    ]);
  });

  it('beside a term too wide for a readable column, the description goes under the term', () => {
    expect(wrapHelp(`  a-very-long-term <with> <arguments>  ${'word '.repeat(8).trim()}`, 50).split('\n')).toEqual([
      '  a-very-long-term <with> <arguments>',
      '      word word word word word word word word',
    ]);
  });

  it('prose at the margin is one paragraph filled to the width, whatever its source lines', () => {
    const text = 'Profiles are paths to YAML files or bundled names (mathhammer profiles lists\nthem);\ndocs/profiles.md describes the format.\n\nNext paragraph.';
    expect(wrapHelp(text, 80)).toBe('Profiles are paths to YAML files or bundled names (mathhammer profiles lists\nthem); docs/profiles.md describes the format.\n\nNext paragraph.');
  });

  it('headings, the usage line and indented lines are never joined to the prose around them', () => {
    const text = 'Usage: mathhammer calc\nSome prose.\nOptions:\n  -h, --help  display help\nMore prose\nand more.';
    expect(wrapHelp(text, 80)).toBe('Usage: mathhammer calc\nSome prose.\nOptions:\n  -h, --help  display help\nMore prose and more.');
  });

  it('an example command wraps at its spaces, never inside quotes, with a trailing backslash', () => {
    expect(wrapHelp('  $ mathhammer calc strike-team teq --grant "sustained hits 1" --format markdown', 50).split('\n')).toEqual([
      '  $ mathhammer calc strike-team teq --grant \\',
      '        "sustained hits 1" --format markdown',
    ]);
  });
});

describe('every help at 80 columns (piped)', () => {
  it.each(['', 'calc', 'compare', 'sequence', 'needed', 'profiles', 'effects', 'validate', 'simulate', 'import', 'units', 'show', 'config'])(
    '%s --help: no line beyond 80 columns, every command description aligned',
    async (command) => {
      const { stdout } = await runCli([...(command === '' ? [] : [command]), '--help']);
      for (const line of stdout.split('\n')) expect([...line].length, line).toBeLessThanOrEqual(80);
      if (command === '') {
        const commands = stdout.slice(stdout.indexOf('Commands:'), stdout.indexOf('Examples:')).split('\n').slice(1, -2);
        // Each item's description, or its continuation, starts in the same column.
        const columns = new Set(commands.map((line) => /^(\s+\S.*?\s{2,}|\s+)\S/.exec(line)![1]!.length));
        expect(columns.size, commands.join('\n')).toBe(1);
      }
    },
  );
});
