/** A comparison file's references: every wrong one at its file:line:col, all at once; a case's mistakes under one prefix. */
import { describe, expect, it } from 'vitest';
import { runCli } from '../cli/run-cli.js';
import { tempFiles } from '../support/temp-dirs.js';

const file = tempFiles('mh-cmp-', 'cf.yaml');

describe('comparison file references', () => {
  it('reports every wrong attacker, defender, loadout and step at its place', async () => {
    const path = file(
      [
        'vs: [meq, vehicel]',
        'columns:',
        '  - attacker: strike-tem',
        '  - attacker: mukaali-riders',
        '    loadout: plasma-gunn',
        '  - steps:',
        '      - { attacker: nope }',
        '',
      ].join('\n'),
    );
    const run = await runCli(['compare', '--file', path]);
    expect(run.code).toBe(2);
    expect(run.stderr.split('\n').filter((l) => l !== '')).toEqual([
      `${path}:1:11 vs[1]: vehicel: no such file, and no bundled profile is called "vehicel" (did you mean \`vehicle\`?)`,
      `${path}:3:15 columns[0].attacker: strike-tem: no such file, and no bundled profile is called "strike-tem" (did you mean \`strike-team\`?)`,
      `${path}:5:14 columns[1].loadout: Mukaali Riders has no loadout named "plasma-gunn" (did you mean \`plasma-gun\`?); loadouts: plasma-pistol, chainsword, power-weapon, flamer, grenade-launcher, meltagun, plasma-gun`,
      `${path}:7:21 columns[2].steps[0].attacker: nope: no such file, and no bundled profile is called "nope" (\`mathhammer profiles\` lists them)`,
    ]);
  });

  it('checks a column without attacker against the command line\'s attackers, at the column\'s loadout', async () => {
    const path = file(['columns:', '  - loadout: [pulse-carbine-al]', ''].join('\n'));
    const run = await runCli(['compare', 'strike-team', '--file', path, '--vs', 'meq']);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain(`${path}:2:15 columns[0].loadout[0]: Strike Team has no loadout named "pulse-carbine-al" (did you mean \`pulse-carbine-all\`?)`);
  });

  it('names the command once over a case\'s mistakes, and keeps the step of a sequence column', async () => {
    const run = await runCli(['compare', 'strike-team', '--vs', 'geq', '--sequence', 'x: strike-team --defender-loadout foo; strike-team']);
    expect(run.code).toBe(2);
    expect(run.stderr).toBe(
      'mathhammer compare: column "x" against geq:\n  step 1 (strike-team): --defender-loadout describes the defender, the same for every step: give it once, before the steps\n',
    );
    const nested = await runCli(['compare', 'strike-team', '--vs', 'geq', 'meq', '--sequence', 'x: strike-team; strike-team --loadout foo']);
    expect(nested.stderr.split('\n')[0]).toBe('mathhammer compare: column "x" against geq: step 2 (strike-team):');
  });
});
