/**
 * The table of invalid profiles: each gives its exact message (file:line:col field: message) on stderr,
 * nothing on stdout, and exit code 2 — through `validate` and through `calc`.
 */
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { runCli } from './run-cli.js';

const root = fileURLToPath(new URL('../../', import.meta.url));
const dir = 'test/fixtures/invalid';

const CASES: readonly { what: string; file: string; messages: string[] }[] = [
  {
    what: 'a wrong type',
    file: 'wrong-type.yaml',
    messages: [`${dir}/wrong-type.yaml:15:8 weapons[0].S: expected an integer from 1 to 30, got "four"`],
  },
  {
    what: 'an unknown (misspelt) key',
    file: 'unknown-key.yaml',
    messages: [`${dir}/unknown-key.yaml:10:1 wepons: unknown key "wepons" (did you mean \`weapons\`?)`],
  },
  {
    what: 'a misspelt ability',
    file: 'misspelt-ability.yaml',
    messages: [`${dir}/misspelt-ability.yaml:18:17 weapons[0].abilities[0]: unknown ability "sustianed hits 1" (did you mean \`sustained hits 1\`?)`],
  },
  {
    what: 'bad dice',
    file: 'bad-dice.yaml',
    messages: [`${dir}/bad-dice.yaml:13:8 weapons[0].A: only D3 and D6 dice are used in Warhammer 40,000, got "D7"`],
  },
  {
    what: 'a positive AP',
    file: 'positive-ap.yaml',
    messages: [`${dir}/positive-ap.yaml:16:9 weapons[0].AP: expected 0 or a negative AP, got 1 (did you mean \`-1\`?)`],
  },
  {
    what: 'BS on a melee weapon',
    file: 'melee-bs.yaml',
    messages: [`${dir}/melee-bs.yaml:14:9 weapons[0].BS: melee weapons use WS, not BS (did you mean \`WS\`?)`],
  },
  {
    what: 'an unknown weapon on a model',
    file: 'unknown-weapon.yaml',
    messages: [`${dir}/unknown-weapon.yaml:9:15 models[0].weapons[0]: no weapon named "Rifel" in this profile's \`weapons\` (did you mean \`Rifle\`?)`],
  },
  {
    what: 'several problems at once',
    file: 'many-problems.yaml',
    messages: [
      `${dir}/many-problems.yaml:2:1 keyword: unknown key "keyword" (did you mean \`keywords\`?)`,
      `${dir}/many-problems.yaml:5:12 models[0].count: expected an integer from 1 to 1000, got 0`,
      `${dir}/many-problems.yaml:13:8 weapons[0].A: only D3 and D6 dice are used in Warhammer 40,000, got "2D7"`,
      `${dir}/many-problems.yaml:15:8 weapons[0].S: expected an integer from 1 to 30, got "four"`,
    ],
  },
  {
    what: 'what would change nothing: a second model of one name, an ability X of 0, a loadout without swaps',
    file: 'changes-nothing.yaml',
    messages: [
      `${dir}/changes-nothing.yaml:10:5 models[1].name: two models are named "trooper" (the other on line 4): give each model group a name of its own`,
      `${dir}/changes-nothing.yaml:24:17 weapons[0].abilities[0]: X of "sustained hits 0" must be at least 1, like "sustained hits 1" or "sustained hits D3"`,
      `${dir}/changes-nothing.yaml:24:35 weapons[0].abilities[1]: X of "rapid fire 0" must be at least 1, like "rapid fire 1" or "rapid fire D3"`,
      `${dir}/changes-nothing.yaml:27:12 loadouts[0].swaps: the loadout changes nothing: give a swap or a model count`,
    ],
  },
  {
    what: 'a tab, a line break or another control character in a name',
    file: 'control-in-name.yaml',
    messages: [
      `${dir}/control-in-name.yaml:1:7 name: a name is one line of text, and "Test\\tSquad" holds a tab: write it without`,
      `${dir}/control-in-name.yaml:4:11 models[0].name: a name is one line of text, and "Trooper\\nSergeant" holds a line break: write it without`,
      `${dir}/control-in-name.yaml:11:11 weapons[0].name: a name is one line of text, and "Rifle\\u001b[2J" holds the control character U+001B: write it without`,
    ],
  },
  {
    what: 'a YAML syntax error',
    file: 'yaml-syntax.yaml',
    messages: [`${dir}/yaml-syntax.yaml:2:1: YAML syntax error: Flow sequence in block collection must be sufficiently indented and end with a ]`],
  },
  {
    what: 'an unquoted "-" save',
    file: 'unquoted-dash.yaml',
    messages: [
      `${dir}/unquoted-dash.yaml:7:9: YAML syntax error: Unexpected block-seq-ind on same line with key (a lone "-" starts a list: for "no save" write Sv: "-" in quotes)`,
    ],
  },
  {
    what: 'an empty file',
    file: 'empty.yaml',
    messages: [`${dir}/empty.yaml: the file is empty: expected a unit profile (a mapping with name, models and weapons)`],
  },
  {
    what: 'a directory',
    file: 'a-directory.yaml',
    messages: [`${dir}/a-directory.yaml: is a directory: expected a YAML profile file`],
  },
  {
    what: 'a missing file',
    file: 'no-such-file.yaml',
    messages: [`${dir}/no-such-file.yaml: no such file`],
  },
];

describe('invalid profiles', () => {
  for (const { what, file, messages } of CASES) {
    it(`validate: ${what} (${file}) exits 2 with its message`, async () => {
      const run = await runCli(['validate', `${dir}/${file}`], { cwd: root });
      expect(run).toEqual({ code: 2, stdout: '', stderr: messages.map((m) => m + '\n').join('') });
    });

    it(`calc: ${what} (${file}) as the attacker exits 2 with the same message`, async () => {
      const run = await runCli(['calc', `${dir}/${file}`, 'meq'], { cwd: root });
      expect(run).toEqual({ code: 2, stdout: '', stderr: messages.map((m) => m + '\n').join('') });
    });
  }

  it('calc: a defender without T says which characteristic is missing (exit 2)', async () => {
    const run = await runCli(['calc', 'meq', `${dir}/missing-t.yaml`], { cwd: root });
    expect(run).toEqual({
      code: 2,
      stdout: '',
      stderr: `${dir}/missing-t.yaml:4:5 models[0]: Trooper has no T: a defender needs T, Sv and W for every model, and the profile does not give it (the datasheet text lacks it); add it to the profile to use this unit as the defender\n`,
    });
  });

  it('validate: a profile without T is valid (it works as an attacker)', async () => {
    const run = await runCli(['validate', `${dir}/missing-t.yaml`], { cwd: root });
    expect(run).toEqual({ code: 0, stdout: `ok ${dir}/missing-t.yaml: Test Squad (5 models, 1 weapon, attacker only: no T)\n`, stderr: '' });
  });

  it('calc: a seed profile as the defender names every model lacking T, Sv and W', async () => {
    const run = await runCli(['calc', 'meq', 'strike-team'], { cwd: root });
    expect(run.code).toBe(2);
    expect(run.stdout).toBe('');
    expect(run.stderr.split('\n').filter((l) => l !== '')).toEqual([
      "profiles/strike-team.yaml:18:5 models[0]: Fire Warrior Shas'ui has no T, Sv, W: a defender needs T, Sv and W for every model, and the profile does not give them (the datasheet text lacks them); add them to the profile to use this unit as the defender",
      'profiles/strike-team.yaml:21:5 models[1]: Fire Warrior has no T, Sv, W: a defender needs T, Sv and W for every model, and the profile does not give them (the datasheet text lacks them); add them to the profile to use this unit as the defender',
    ]);
  });

  it('calc: problems in both profiles are reported together', async () => {
    const run = await runCli(['calc', `${dir}/wrong-type.yaml`, `${dir}/bad-dice.yaml`], { cwd: root });
    expect(run.code).toBe(2);
    expect(run.stderr).toBe(
      `${dir}/bad-dice.yaml:13:8 weapons[0].A: only D3 and D6 dice are used in Warhammer 40,000, got "D7"\n` +
        `${dir}/wrong-type.yaml:15:8 weapons[0].S: expected an integer from 1 to 30, got "four"\n`,
    );
  });

  it('validate: checks every file, prints ok for the good ones, exits 2 if any is bad', async () => {
    const run = await runCli(['validate', 'profiles/meq.yaml', `${dir}/wrong-type.yaml`], { cwd: root });
    expect(run).toEqual({
      code: 2,
      stdout: 'ok profiles/meq.yaml: MEQ (5 models, 0 weapons)\n',
      stderr: `${dir}/wrong-type.yaml:15:8 weapons[0].S: expected an integer from 1 to 30, got "four"\n`,
    });
  });
});
