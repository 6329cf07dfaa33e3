/** A sequence's defender and a sequence file's references: wrong ones said once, at their line and column, all at once. */
import { describe, expect, it } from 'vitest';
import { runCli } from '../cli/run-cli.js';
import { tempFiles } from '../support/temp-dirs.js';

const file = tempFiles('mh-seq-', 'sq.yaml');
const comparisonFile = tempFiles('mh-seq-', 'cf.yaml');

describe('sequence references', () => {
  it('a wrong defender on the command line is the defender\'s mistake, said once', async () => {
    const run = await runCli(['sequence', 'knigt', 'strike-team', 'mukaali-riders']);
    expect(run.code).toBe(2);
    expect(run.stderr).toBe('mathhammer sequence: the defender knigt: no such file, and no bundled profile is called "knigt" (did you mean `knight`?)\n');
  });

  it('every wrong name of a file at its line and column, before anything is computed', async () => {
    const path = file(
      ['defender: knigt', 'steps:', '  - attacker: strike-tem', '  - attacker: mukaali-riders', '    loadout: plasma-gunn', '    options: { leader: nobody }', ''].join('\n'),
    );
    const run = await runCli(['sequence', '--file', path]);
    expect(run.code).toBe(2);
    expect(run.stdout).toBe('');
    expect(run.stderr.split('\n').filter((l) => l !== '')).toEqual([
      `${path}:1:11 defender: knigt: no such file, and no bundled profile is called "knigt" (did you mean \`knight\`?)`,
      `${path}:3:15 steps[0].attacker: strike-tem: no such file, and no bundled profile is called "strike-tem" (did you mean \`strike-team\`?)`,
      `${path}:5:14 steps[1].loadout: Mukaali Riders has no loadout named "plasma-gunn" (did you mean \`plasma-gun\`?); loadouts: plasma-pistol, chainsword, power-weapon, flamer, grenade-launcher, meltagun, plasma-gun`,
      `${path}:6:24 steps[1].options.leader: nobody: no such file, and no bundled profile is called "nobody" (\`mathhammer profiles\` lists them)`,
    ]);
  });

  it('a defender on the command line replaces the file\'s, whose mistake is then none', async () => {
    const path = file(['defender: knigt', 'steps:', '  - attacker: strike-team', ''].join('\n'));
    const run = await runCli(['sequence', '--file', path, 'meq']);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
  });
});

describe('the same checks for the library (src/api)', () => {
  it('sequence() and compare() throw every wrong name of a file, located, before computing', async () => {
    const { compare, sequence, ScenarioError } = await import('../../src/api/index.js');
    const caught = (run: () => unknown): InstanceType<typeof ScenarioError> => {
      try {
        run();
      } catch (error) {
        if (error instanceof ScenarioError) return error;
        throw error;
      }
      throw new Error('expected a ScenarioError');
    };
    const sq = file(['defender: knigt', 'steps:', '  - attacker: strike-tem', ''].join('\n'));
    expect(caught(() => sequence({ file: sq })).issues.map((i) => `${i.line}:${i.col} ${i.path}`)).toEqual(['1:11 defender', '3:15 steps[0].attacker']);
    expect(caught(() => sequence({ defender: 'knigt', steps: ['strike-team'] })).problems).toEqual([
      'the defender knigt: no such file, and no bundled profile is called "knigt" (did you mean `knight`?)',
    ]);
    const cf = comparisonFile(['vs: [meq, vehicel]', 'columns:', '  - label: a', '    attacker: strike-tem', ''].join('\n'));
    expect(caught(() => compare({ file: cf })).issues.map((i) => `${i.line}:${i.col} ${i.path}`)).toEqual(['1:11 vs[1]', '4:15 columns[0].attacker']);
  });
});
