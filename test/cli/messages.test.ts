/**
 * Issue 14 point 10: messages and labels that misled. Each case is one of the list, as a user
 * meets it on the command line.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempDirs } from '../support/temp-dirs.js';
import { weaponProfileText } from '../../src/report/calc/scenario.js';
import { fixedDice, parseDice } from '../../src/prob/dice.js';
import { runCli } from './run-cli.js';

const tempDir = tempDirs('mathhammer-messages-');

const usage = (stderr: string) => ({ code: 2, stdout: '', stderr });

describe('what fired', () => {
  it('a Rider with a flamer keeps its laspistol: the note says by whom, while the others fire theirs', async () => {
    const run = await runCli(['calc', 'mukaali-riders', 'meq', '--loadout', 'flamer']);
    expect(run.stdout).toContain('2× Laspistol');
    expect(run.stdout.replace(/\s+/g, ' ')).toContain(
      'Note: Laspistol not fired by 1 Mukaali Rider (it fires other ranged weapons): a model shoots either its pistols or its other ranged weapons (--pistols fires the pistols)',
    );
  });
});

describe('compare', () => {
  it('the legend never cuts a label; the chart keeps the part that differs', async () => {
    const run = await runCli(['compare', 'medusa-carriage-battery', 'mukaali-riders', '--vs', 'meq', '--vary', 'rules']);
    expect(run.code).toBe(0);
    // Full labels in the legend, each on a line of its own when longer than the label column.
    for (const label of ['medusa-carriage-battery · 10e', 'medusa-carriage-battery · 11e']) expect(run.stdout).toContain(`  ${label}\n`);
    const chartLabels = run.stdout.split('\n').filter((l) => /^\s+(k=\d+)?\s+medusa/.test(l)).map((l) => l.trim().replace(/^k=\d+\s+/, '').split(/\s{2,}/)[0]);
    expect(chartLabels.length).toBeGreaterThan(1);
    expect(new Set(chartLabels.slice(0, 2)).size).toBe(2);
  });

  it('--vs swallowing the attackers says so', async () => {
    expect(await runCli(['compare', '--vs', 'meq', 'strike-team'])).toEqual(
      usage('mathhammer compare: no attacker: --vs takes every name after it (here meq, strike-team); put the attackers first: mathhammer compare strike-team --vs meq\n'),
    );
  });

  it('--loadout all points to --loadouts', async () => {
    expect(await runCli(['compare', 'strike-team', '--vs', 'meq', '--loadout', 'all'])).toEqual(
      usage('mathhammer compare: --loadout all: for a column per loadout use --loadouts all (--loadout gives every column the same loadouts)\n'),
    );
  });

  it('an empty --vary is refused', async () => {
    expect(await runCli(['compare', 'strike-team', '--vs', 'meq', '--vary', ''])).toEqual(
      usage('mathhammer compare: --vary "": name the condition to vary, e.g. --vary half-range (or rules, phase)\n'),
    );
  });
});

describe('calc', () => {
  it('--defender-loadout is named as such', async () => {
    expect(await runCli(['calc', 'strike-team', 'meq', '--defender-loadout', 'foo'])).toEqual(
      usage('profiles/meq.yaml: MEQ has no loadouts, so --defender-loadout "foo" cannot apply\n'),
    );
  });

  it('the profile cell shows what --ap, --bs and --damage change; the weapons table says what Damage counts', async () => {
    const run = await runCli(['calc', 'strike-team', 'meq', '--ap', '+1', '--bs', '+1', '--damage', '+1']);
    expect(run.stdout).toContain('A1 BS4+→3+ S5 AP0→-1');
    expect(run.stdout).toContain('D1→2');
    expect(run.stdout.replace(/\s+/g, ' ')).toContain(
      'Unsaved and Damage count against the first model group, before excess damage is lost when a model is destroyed; the Result below is after allocation.',
    );
  });

  it('a Damage of dice plus a number keeps a colon: D:2D6+100, not D2D6+100', () => {
    const dice = parseDice('2D6+100');
    if (!dice.ok) throw new Error(dice.message);
    const gun = { name: 'Gun', type: 'ranged', attacks: fixedDice(2), skill: 3, strength: 8, ap: -1, damage: dice.value, abilities: [] } as const;
    expect(weaponProfileText(gun)).toBe('A2 BS3+ S8 AP-1 D:2D6+100');
    expect(weaponProfileText(gun, { damage: -1 })).toBe('A2 BS3+ S8 AP-1 D:2D6+100→2D6+99');
  });

  it('a folder called meq in the working folder does not hide the bundled meq; ./meq names the folder', async () => {
    const dir = tempDir();
    mkdirSync(join(dir, 'meq'));
    const run = await runCli(['calc', 'strike-team', 'meq'], { cwd: dir });
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('MEQ (5 models)');
    expect(await runCli(['calc', 'strike-team', './meq'], { cwd: dir })).toEqual(usage('./meq: is a directory: expected a YAML profile file\n'));
  });

  it('a key given twice is named, with where it was first', async () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'dup.yaml'), 'name: A\nname: B\nmodels:\n  - name: M\n    T: 4\n    Sv: 3+\n    W: 1\n');
    expect(await runCli(['validate', 'dup.yaml'], { cwd: dir })).toEqual(
      usage('dup.yaml:2:1: YAML syntax error: the key "name" is given twice in one mapping (first on line 1); keep one\n'),
    );
  });
});

describe('help', () => {
  it('help of no command is a usage error with a suggestion', async () => {
    expect(await runCli(['help', 'nothing'])).toEqual(usage("mathhammer: error: unknown command 'nothing'\n"));
    expect(await runCli(['help', 'calx'])).toEqual(usage("mathhammer: error: unknown command 'calx'\n(Did you mean calc?)\n"));
    expect((await runCli(['help', 'calc'])).code).toBe(0);
  });
});
