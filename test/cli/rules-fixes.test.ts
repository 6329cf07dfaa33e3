/**
 * Issue 14 points 1–6 from the command line: the readings docs/rules.md and docs/effects.md give, per
 * edition, as a user meets them (`calc … --json`). The engine-level stories and the brute-force agreement
 * are in test/rules (scenarios, brute-force) and test/sim (rules).
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempDirs } from '../support/temp-dirs.js';
import { runCli } from './run-cli.js';

type Json = {
  conditions: string[];
  warnings: string[];
  modifiers: { abilities?: string[] };
  weapons: { name: string; count: number; hits: { mean: number } }[];
  effects: { name: string }[];
  notes: string[];
};

async function calc(...argv: string[]): Promise<Json> {
  const run = await runCli(['calc', ...argv, '--json']);
  expect(run.code, argv.join(' ')).toBe(0);
  const json = JSON.parse(run.stdout) as Json;
  // Warnings are also on stderr, and nothing else is.
  expect(run.stderr, argv.join(' ')).toBe(json.warnings.map((w) => `mathhammer calc: warning: ${w}\n`).join(''));
  return json;
}

const TOL = 12;
const tempDir = tempDirs('mathhammer-rules-fixes-');

describe('point 1: Fire Overwatch and hit re-rolls, per edition', () => {
  it('10e: re-rolling failed hits counts (10 shots: 10 × 11/36); 11e snap shooting forbids it (10/6)', async () => {
    const tenth = await calc('strike-team', 'meq', '--rules', '10e', '--overwatch', '--reroll-hits', 'failed');
    expect(tenth.weapons[0]!.hits.mean).toBeCloseTo((10 * 11) / 36, TOL);
    const eleventh = await calc('strike-team', 'meq', '--rules', '11e', '--overwatch', '--reroll-hits', 'failed');
    expect(eleventh.weapons[0]!.hits.mean).toBeCloseTo(10 / 6, TOL);
  });

  it('10e: a Command Re-roll of a hit die applies in Overwatch; 11e it cannot', async () => {
    const tenth = await calc('strike-team', 'meq', '--rules', '10e', '--overwatch', '--command-reroll', 'hit');
    // Ten dice, one failed die re-rolled: 10/6 + P(at least one miss) · 1/6.
    expect(tenth.weapons[0]!.hits.mean).toBeCloseTo(10 / 6 + (1 - (1 / 6) ** 10) / 6, TOL);
    const eleventh = await calc('strike-team', 'meq', '--rules', '11e', '--overwatch', '--command-reroll', 'hit');
    expect(eleventh.weapons[0]!.hits.mean).toBeCloseTo(10 / 6, TOL);
  });
});

describe('point 1: hit re-rolls the edition forbids are not dropped silently', () => {
  it('11e Overwatch or indirect fire: a re-roll policy, an effect\'s re-roll or a Command Re-roll of a hit is a warning; 10e none', async () => {
    const why = '11e snap shooting (15.09, Fire Overwatch): "You cannot re-roll hit rolls"';
    const callous = await calc('starfangs', 'meq', '--overwatch', '--effect', 'Callous Competition', '--command-reroll', 'hit');
    expect(callous.warnings).toEqual([`hit re-rolls (ones) have no effect: ${why}`, `the Command Re-roll of a hit has no effect: ${why}`]);
    expect((await calc('medusa-carriage-battery', 'meq', '--indirect', '--reroll-hits', 'failed')).warnings).toEqual([
      'hit re-rolls (failed) have no effect: 11e indirect fire (10.07): "You cannot re-roll hit rolls"',
    ]);
    expect((await calc('starfangs', 'meq', '--overwatch', '--effect', 'Callous Competition', '--rules', '10e')).warnings).toEqual([]);
  });
});

describe('point 2: indirect fire fires only [INDIRECT FIRE] weapons', () => {
  it('the pulse rifles do not fire at a target they cannot see, and a note says so', async () => {
    const report = await calc('strike-team', 'meq', '--indirect', '--stationary', '--spotted');
    expect(report.weapons.map((w) => w.name)).toEqual(['Support turret']);
    expect(report.notes).toContain(
      'Pulse rifle, Pulse pistol not fired: without [INDIRECT FIRE], they cannot target a unit that is not visible (--indirect); add --visible if their models can see the target',
    );
  });

  it('--visible: the target is visible to the other weapons, so they fire too', async () => {
    const report = await calc('strike-team', 'meq', '--indirect', '--stationary', '--spotted', '--visible');
    expect(report.weapons.map((w) => w.name)).toEqual(['Pulse rifle', 'Support turret']);
    expect(report.conditions).toContain('indirect fire (target spotted, visible to the other weapons)');
  });

  it('--visible without --indirect is a usage error; a unit with no [INDIRECT FIRE] weapon fires nothing', async () => {
    expect(await runCli(['calc', 'strike-team', 'meq', '--visible'])).toEqual({
      code: 2,
      stdout: '',
      stderr: 'mathhammer calc: --visible describes indirect fire (the other weapons see the target): add --indirect\n',
    });
    const blind = await runCli(['calc', 'mukaali-riders', 'meq', '--indirect']);
    expect(blind.code).toBe(2);
    expect(blind.stderr).toContain('no weapon of Mukaali Riders can attack in the shooting phase: Laspistol not fired: without [INDIRECT FIRE]');
  });
});

describe('point 3: 11e [HEAVY] needs no model moved more than 3", 10e Remained Stationary', () => {
  it('a Medusa that moved 2": 11e +1 to hit without the stationary fail band; 10e no +1 and a note', async () => {
    // D6 shots + 1 for [BLAST] against five models: 4.5 on average.
    // 11e, spotted: faces 1–5 fail (not stationary), so only a 6 hits whatever the +1: 4.5 × 1/6.
    const moved = await calc('medusa-carriage-battery', 'meq', '--indirect', '--spotted', '--moved-at-most-3');
    expect(moved.weapons[0]!.hits.mean).toBeCloseTo(4.5 / 6, TOL);
    expect(moved.conditions).toContain('moved at most 3"');
    // Not indirect: BS 5+ with +1 hits on 4+ (11e); 10e needs --stationary for the +1.
    expect((await calc('medusa-carriage-battery', 'meq', '--moved-at-most-3')).weapons[0]!.hits.mean).toBeCloseTo(4.5 / 2, TOL);
    const tenth = await calc('medusa-carriage-battery', 'meq', '--moved-at-most-3', '--rules', '10e');
    expect(tenth.weapons[0]!.hits.mean).toBeCloseTo((4.5 * 2) / 6, TOL);
    expect(tenth.warnings).toContain('--moved-at-most-3 has no effect in 10e: [HEAVY] needs the unit to have Remained Stationary (--stationary)');
  });

  it('--moved-at-most-3 describes shooting', async () => {
    const run = await runCli(['calc', 'mukaali-riders', 'meq', '--phase', 'melee', '--moved-at-most-3']);
    expect(run).toEqual({ code: 2, stdout: '', stderr: 'mathhammer calc: --moved-at-most-3 applies to shooting, not to --phase melee\n' });
  });
});

describe('point 4: --markerlight no longer grants For the Greater Good its [IGNORES COVER]', () => {
  it('--markerlight (visible to a MARKERLIGHT unit) is not --marked (marked by a MARKERLIGHT Observer)', async () => {
    const visible = await calc('strike-team', 'meq', '--effect', 'For the Greater Good', '--guided', '--markerlight', '--cover');
    expect(visible.modifiers.abilities ?? []).toEqual([]);
    expect(visible.notes.join('\n')).toContain('[IGNORES COVER] not applied: it needs --marked');
    const marked = await calc('strike-team', 'meq', '--effect', 'For the Greater Good', '--guided', '--marked', '--cover');
    expect(marked.modifiers.abilities).toEqual(['ignores cover']);
  });
});

describe('point 5: the horde target is 20 Ork Boyz', () => {
  it('T5 Sv5+ W1, and `profiles` says what each standard target stands for', async () => {
    const listing = JSON.parse((await runCli(['profiles', '--json'])).stdout) as { name: string; description: string }[];
    expect(listing.find((p) => p.name === 'horde')!.description).toBe('Standard target: a horde (T5 Sv5+ W1, Ld 7+, OC 2), as a mob of 20 Ork Boyz');
    for (const name of ['geq', 'meq', 'teq', 'vehicle', 'tank', 'knight', 'monster']) {
      expect(listing.find((p) => p.name === name)!.description, name).toMatch(/^Standard target: .*, as /);
    }
  });
});

describe('point 6: Fields of Fire never helps the unit that uses it', () => {
  it('named with --effect: applied to another unit’s attack, and a note says the user never benefits', async () => {
    const report = await calc('mukaali-riders', 'meq', '--effect', 'Fields of Fire');
    expect(report.effects.map((e) => e.name)).toEqual(['Fields of Fire']);
    expect(report.notes.join('\n')).toContain('so that unit never benefits itself');
  });

  it("in the attacker's own effects: (the unit uses it) it is not applied, and a warning says why", async () => {
    const dir = tempDir();
    const squad = 'name: Guard Squad\nkeywords: [INFANTRY, REGIMENT]\neffects: [Fields of Fire]\nmodels:\n  - name: Guardsman\n    count: 10\n    weapons: [Lasgun]\nweapons:\n  - name: Lasgun\n    range: 24\n    A: 1\n    BS: 4+\n    S: 3\n    AP: 0\n    D: 1\n';
    writeFileSync(join(dir, 'guard.yaml'), squad);
    const run = await runCli(['calc', 'guard.yaml', 'meq', '--json'], { cwd: dir });
    const json = JSON.parse(run.stdout) as Json;
    expect(json.effects).toEqual([]);
    expect(json.warnings).toEqual([
      'Fields of Fire not applied: Guard Squad uses it (its profile names it), and it applies only after the unit that used it has resolved its attacks, so that unit never benefits itself',
    ]);
  });
});

describe('point 7: a capped modifier is shown as given and as applied, in every format', () => {
  it('--hit 5: JSON keeps 5 and says it is applied as +1; the numbers are those of --hit 1', async () => {
    const five = await calc('strike-team', 'meq', '--hit', '5');
    expect(five.modifiers).toMatchObject({ hit: 5 });
    expect((five as unknown as { capped: unknown }).capped).toEqual([{ modifier: 'hit', given: 5, applied: 1 }]);
    expect(five.warnings).toEqual(['hit-roll modifier +5 is capped at +1: hit-roll modifiers never add up to more than ±1 (11e 02.02.01)']);
    expect(five.weapons[0]!.hits.mean).toBeCloseTo((await calc('strike-team', 'meq', '--hit', '1')).weapons[0]!.hits.mean, TOL);
    for (const [format, text] of [['table', '+5 to hit (capped at +1)'], ['markdown', '+5 to hit (capped at +1)'], ['csv', 'scenario,,modifier hit applied,value,,1']] as const) {
      expect((await runCli(['calc', 'strike-team', 'meq', '--hit', '5', '--wound', '-3', '--format', format])).stdout, format).toContain(text);
    }
    expect((await runCli(['calc', 'strike-team', 'meq', '--wound', '-3'])).stdout).toContain('-3 to wound (capped at -1)');
  });

  it('10e: a save improved by more than +1 is capped; 11e has no cap on saves', async () => {
    const tenth = await calc('strike-team', 'meq', '--save', '2', '--rules', '10e');
    expect((tenth as unknown as { capped: unknown }).capped).toEqual([{ modifier: 'save', given: 2, applied: 1 }]);
    // AP -2 makes the Marines' save 5+, so all of an 11e +2 counts (beyond 2+ would be a warning of its own;
    // with AP -1 the +2 would make 2+ either way, and the AP would be the input that changes nothing).
    expect((await calc('strike-team', 'meq', '--save', '2', '--ap', '2')).warnings).toEqual([]);
  });
});
