/**
 * `validate` lists every problem of a file in one run (docs/profiles.md "Validation and error messages"):
 * the checks that need a parsed profile — effect names, leaders, loadouts, duplicate names — run even when
 * other parts of the file are wrong, as long as what they look at parsed.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempDirs } from '../support/temp-dirs.js';
import { runCli } from './run-cli.js';

const tempDir = tempDirs('mathhammer-validate-');

/** A folder holding these files; `validate` runs in it. */
function folder(files: Record<string, string>): string {
  const dir = tempDir();
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  return dir;
}

const problems = (...lines: string[]) => ({ code: 2, stdout: '', stderr: lines.map((l) => `${l}\n`).join('') });

const RIFLE = `  - name: Rifle
    range: 24
    A: 1
    BS: 3+
    S: 4
    AP: 0
    D: 1
`;

describe('validate: every problem at once', () => {
  it('an unknown effect and a missing leader are listed beside the other problems of the file', async () => {
    const dir = folder({
      'squad.yaml': `name: X
effects: [Nonexistent Effect]
leader: nothere.yaml
models:
  - name: A
    T: 4
    Sv: 3+
    W: 1
    colour: red
    weapons: [Rifle]
weapons:
${RIFLE}`,
    });
    expect(await runCli(['validate', 'squad.yaml'], { cwd: dir })).toEqual(
      problems(
        'squad.yaml:2:11 effects[0]: unknown effect "Nonexistent Effect"; `mathhammer effects` lists the 36 it knows',
        'squad.yaml:3:9 leader: leader "nothere.yaml": no such file',
        'squad.yaml:9:5 models[0].colour: unknown key "colour"; allowed keys: name, count, M, T, Sv, W, Ld, OC, invuln, invuln-ranged, invuln-melee, fnp, fnp-mortal, fnp-psychic, character, keywords, weapons',
      ),
    );
  });

  it('two weapons of one name are a problem even when both have problems of their own', async () => {
    const dir = folder({
      'squad.yaml': `name: X
models:
  - name: A
    T: 4
    Sv: 3+
    W: 1
    weapons: [Gun]
weapons:
  - name: Gun
    range: 24
    A: 1
    BS: 7+
    S: 4
    AP: 0
    D: 1
  - name: gun
    range: 24
    A: 1
    BS: 3+
    S: 31
    AP: 0
    D: 1
`,
    });
    expect(await runCli(['validate', 'squad.yaml'], { cwd: dir })).toEqual(
      problems(
        'squad.yaml:12:9 weapons[0].BS: expected a roll from 2+ to 6+ or "N/A", got "7+"',
        'squad.yaml:16:5 weapons[1].name: two weapons are named "gun"; give each profile of one weapon under `profiles`',
        'squad.yaml:20:8 weapons[1].S: expected an integer from 1 to 30, got 31',
      ),
    );
  });

  it('two loadouts, or two profiles of a weapon, of one name are problems even when the first has others', async () => {
    const dir = folder({
      'squad.yaml': `name: X
models:
  - name: A
    T: 4
    Sv: 3+
    W: 1
    weapons: [Plasma]
weapons:
  - name: Plasma
    profiles:
      - name: standard
        range: 24
        A: 1
        BS: 3+
        S: 7
        AP: -2
        D: 0
      - name: Standard
        range: 24
        A: 1
        BS: 3+
        S: 8
        AP: -3
        D: 2
loadouts:
  - name: big
    max: 0
    size:
      - model: A
        count: 2
  - name: big
    size:
      - model: A
        count: 3
`,
    });
    expect(await runCli(['validate', 'squad.yaml'], { cwd: dir })).toEqual(
      problems(
        'squad.yaml:17:12 weapons[0].profiles[0].D: expected a number of 1 or more, or dice like D3, D6+1, 2D6, got 0 (Damage is never below 1)',
        'squad.yaml:18:15 weapons[0].profiles[1].name: two profiles of "Plasma" are named "Standard"',
        'squad.yaml:27:10 loadouts[0].max: expected an integer from 1 to 100, got 0',
        'squad.yaml:31:5 loadouts[1].name: two loadouts are named "big"',
      ),
    );
  });

  it("a weapon whose name does not read still has its characteristics checked", async () => {
    const dir = folder({
      'squad.yaml': `name: X
models:
  - name: A
    T: 4
    Sv: 3+
    W: 1
weapons:
  - name: 42
    range: 24
    A: 0
    BS: 3+
    S: 4
    AP: 0
    D: 1
`,
    });
    expect(await runCli(['validate', 'squad.yaml'], { cwd: dir })).toEqual(
      problems(
        'squad.yaml:8:11 weapons[0].name: expected text, got 42',
        'squad.yaml:10:8 weapons[0].A: expected a number of 1 or more, or dice like D3, D6+1, 2D6, got 0 (every weapon makes at least 1 attack)',
      ),
    );
  });

  it('a loadout that cannot apply is listed beside problems elsewhere in the file', async () => {
    const dir = folder({
      'squad.yaml': `name: X
points: -5
effects: [Bad Effect]
models:
  - name: Trooper
    count: 2
    T: 4
    Sv: 3+
    W: 1
    weapons: [Rifle]
weapons:
${RIFLE}loadouts:
  - name: three
    swaps:
      - count: 3
        replace: Rifle
        with: Rifle
`,
    });
    expect(await runCli(['validate', 'squad.yaml'], { cwd: dir })).toEqual(
      problems(
        'squad.yaml:2:9 points: expected an integer from 0 to 10000, got -5',
        'squad.yaml:3:11 effects[0]: unknown effect "Bad Effect"; `mathhammer effects` lists the 36 it knows',
        'squad.yaml:22:9 loadouts[0].swaps[0]: loadout "three" needs 3 models carrying Rifle, and only 2 are left',
      ),
    );
  });

  it('a model that does not read makes no second problem: loadouts naming it are not "no model named" nor "none left"', async () => {
    const dir = folder({
      'squad.yaml': `name: X
models:
  - name: Trooper
    count: 5
    T: four
    Sv: 3+
    W: 1
    weapons: [Rifle]
weapons:
${RIFLE}loadouts:
  - name: one
    swaps:
      - model: Trooper
        count: 1
        replace: Rifle
        with: Rilfe
  - name: all
    swaps:
      - replace: Rifle
        with: Rifle
  - name: small
    size:
      - model: Trooper
        count: 2
`,
    });
    expect(await runCli(['validate', 'squad.yaml'], { cwd: dir })).toEqual(
      problems(
        'squad.yaml:5:8 models[0].T: expected an integer from 1 to 30, got "four"',
        'squad.yaml:23:15 loadouts[0].swaps[0].with: no weapon named "Rilfe" in this profile\'s `weapons` (did you mean `Rifle`?)',
      ),
    );
  });

  it("a leader's problems, its unknown effects included, are listed once though it is named twice", async () => {
    const dir = folder({
      'captain.yaml': `name: Captain
keywords: [CHARACTER]
effects: [Nope Effect]
models:
  - name: Captain
    T: 4
    Sv: 3+
    W: 5
    weapons: [Rifle]
weapons:
  - name: Rifle
    range: 24
    A: 1
    BS: 3+
    S: 4
    AP: 0
    D: 0
`,
      'squad.yaml': `name: Squad
points: -5
leader: [captain.yaml, captain.yaml]
models:
  - name: Trooper
    T: 4
    Sv: 3+
    W: 1
`,
    });
    const run = await runCli(['validate', 'squad.yaml'], { cwd: dir });
    expect(run).toEqual(
      problems(
        'captain.yaml:3:11 effects[0]: unknown effect "Nope Effect"; `mathhammer effects` lists the 36 it knows',
        'captain.yaml:17:8 weapons[0].D: expected a number of 1 or more, or dice like D3, D6+1, 2D6, got 0 (Damage is never below 1)',
        'squad.yaml:2:9 points: expected an integer from 0 to 10000, got -5',
      ),
    );
    expect(await runCli(['validate', 'squad.yaml'], { cwd: dir })).toEqual(run);
  });

  it('a valid profile with a leader is still ok', async () => {
    const dir = folder({
      'captain.yaml': `name: Captain
keywords: [CHARACTER]
models:
  - name: Captain
    T: 4
    Sv: 3+
    W: 5
`,
      'squad.yaml': `name: Squad
leader: captain.yaml
models:
  - name: Trooper
    count: 5
    T: 4
    Sv: 3+
    W: 1
    weapons: [Rifle]
weapons:
${RIFLE}`,
    });
    expect(await runCli(['validate', 'squad.yaml'], { cwd: dir })).toEqual({ code: 0, stdout: 'ok squad.yaml: Squad (5 models, 1 weapon)\n', stderr: '' });
  });
});

describe('validate: A and D of at least 1', () => {
  it('D: 0 is no longer ok: exit 2 with the located field', async () => {
    const dir = folder({
      'd0.yaml': `name: X
models:
  - name: A
    T: 4
    Sv: 3+
    W: 1
    weapons: [G]
weapons:
  - name: G
    range: 24
    A: 2
    BS: 3+
    S: 4
    AP: 0
    D: 0
`,
    });
    expect(await runCli(['validate', 'd0.yaml'], { cwd: dir })).toEqual(
      problems('d0.yaml:15:8 weapons[0].D: expected a number of 1 or more, or dice like D3, D6+1, 2D6, got 0 (Damage is never below 1)'),
    );
  });
});
