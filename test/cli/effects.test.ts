/** `mathhammer effects`, `--effect` and `effects:` in profiles, run in-process. */
import { describe, expect, it } from 'vitest';
import { EFFECTS } from '../../src/effects/index.js';
import { runCli } from './run-cli.js';

const RAIDER = 'test/fixtures/effects/raider.yaml';

describe('mathhammer effects', () => {
  it('lists every effect by faction with its CP and source', async () => {
    const run = await runCli(['effects']);
    expect(run.code).toBe(0);
    expect(run.stderr).toBe('');
    for (const e of EFFECTS) expect(run.stdout).toContain(e.name);
    expect(run.stdout).toContain('Point-Blank Ambush (1CP) — Kauyon – Battle Tactic Stratagem');
    expect(run.stdout).toContain('Counterfire Defence Systems (2CP) — Mont’ka – Wargear Stratagem, used by the');
    expect(run.stdout).toContain('Born Soldiers — Combined Regiment Detachment');
    expect(run.stdout).toMatch(/^Core\n/);
    expect(run.stdout.split('\n').every((line) => line.length <= 80)).toBe(true);
  });

  it('--faction keeps one faction; an unknown faction is an input error with the list', async () => {
    const tau = await runCli(['effects', '--faction', 'tau']);
    expect(tau.code).toBe(0);
    expect(tau.stdout).toMatch(/^T'au Empire\n/);
    expect(tau.stdout).not.toContain('Night Shield');
    expect(await runCli(['effects', '--faction', 'drukhary'])).toEqual({
      code: 2,
      stdout: '',
      stderr: 'mathhammer effects: no effects for faction "drukhary" (did you mean `Drukhari`?); factions: Core, T\'au Empire, Drukhari, Genestealer Cults, Astra Militarum\n',
    });
  });

  // Issue 14 point 12: the source by faction, detachment and rule name, not a path users do not have.
  it('one effect in full: text, its source by name, and reading', async () => {
    const run = await runCli(['effects', 'point blank ambush']);
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/^Point-Blank Ambush\n  T'au Empire · Kauyon – Battle Tactic Stratagem · 1CP · used by the attacker ·\n  10e, 11e\n/);
    expect(run.stdout).toContain("Text (T'au Empire, Kauyon – Battle Tactic Stratagem: POINT-BLANK AMBUSH)");
    expect(run.stdout).not.toContain('shared/');
    expect(run.stdout).toContain('Needs: in the Shooting phase;');
  });

  it('an unknown name gives a suggestion and exits 2', async () => {
    expect(await runCli(['effects', 'night sheild'])).toEqual({
      code: 2,
      stdout: '',
      stderr: 'mathhammer effects: unknown effect "night sheild" (did you mean `Night Shield`?)\n',
    });
  });

  it('--json: every entry with source, CP, side, changes, needs and whether the engine supports it', async () => {
    const run = await runCli(['effects', '--json']);
    const listings = JSON.parse(run.stdout) as { id: string; cp: number | null; side: string; supported: boolean; changes: string[] }[];
    expect(listings.map((l) => l.id)).toEqual(EFFECTS.map((e) => e.id));
    expect(listings.find((l) => l.id === 'night-shield')).toMatchObject({ cp: 1, side: 'defender', supported: true, changes: ['the target has a 4+ invulnerable save'] });
    expect(listings.filter((l) => !l.supported).map((l) => l.id)).toEqual([]);
  });
});

describe('calc --effect', () => {
  it('applies a stratagem and names it in every format', async () => {
    const argv = ['calc', 'strike-team', 'meq', '--effect', 'Point-Blank Ambush', '--round', '3', '--within-9'];
    const table = await runCli(argv);
    expect(table.code).toBe(0);
    expect(table.stdout).toContain('Effect: Point-Blank Ambush (1CP): improve AP by 1');
    expect(table.stdout).toContain('battle round 3\n  within 9"');
    const json = JSON.parse((await runCli([...argv, '--json'])).stdout) as { modifiers: object; effects: object[] };
    expect(json.modifiers).toEqual({ ap: 1 });
    expect(json.effects).toEqual([
      { name: 'Point-Blank Ambush', faction: "T'au Empire", source: 'Kauyon – Battle Tactic Stratagem', cp: 1, side: 'attacker', changes: ['improve AP by 1'] },
    ]);
    expect((await runCli([...argv, '--format', 'markdown'])).stdout).toContain('**Effects:** Point-Blank Ambush (1CP): improve AP by 1');
    expect((await runCli([...argv, '--format', 'csv'])).stdout).toContain('effect,Point-Blank Ambush,effect,text,,Point-Blank Ambush (1CP): improve AP by 1');
  });

  // Issue 14 point 8: not applied is a warning (in the report and on stderr); --strict makes it exit 2.
  it('an effect whose condition does not hold is not applied: a warning says why, on stderr too; --strict exits 2', async () => {
    const why = 'Point-Blank Ambush not applied: it needs --round (battle rounds 3–5); it needs --within-9 (the target is within 9")';
    const run = await runCli(['calc', 'strike-team', 'meq', '--effect', 'Point-Blank Ambush', '--json']);
    const json = JSON.parse(run.stdout) as { modifiers: object; effects: object[]; warnings: string[]; notes: string[] };
    expect(json.effects).toEqual([]);
    expect(json.modifiers).toEqual({});
    expect(json.warnings).toEqual([why]);
    expect(run).toMatchObject({ code: 0, stderr: `mathhammer calc: warning: ${why}\n` });
    const table = await runCli(['calc', 'strike-team', 'meq', '--effect', 'Point-Blank Ambush']);
    expect(table.stdout).toContain('Warning: Point-Blank Ambush not applied: it needs --round (battle rounds 3–5);');
    expect(await runCli(['calc', 'strike-team', 'meq', '--effect', 'Point-Blank Ambush', '--strict'])).toEqual({ code: 2, stdout: '', stderr: `mathhammer calc: --strict: ${why}\n` });
    expect((await runCli(['calc', 'strike-team', 'meq', '--effect', 'Point-Blank Ambush', '--round', '3', '--within-9', '--strict'])).code).toBe(0);
  });

  it('compare: a column whose own effect does not apply says so in its label, and warns', async () => {
    const run = await runCli(['compare', 'strike-team', '--vs', 'meq', '--vary', 'effect Point-Blank Ambush', '--json']);
    const json = JSON.parse(run.stdout) as { columns: { label: string }[] };
    expect(json.columns.map((c) => c.label)).toEqual(['strike-team · no Point-Blank Ambush', 'strike-team · Point-Blank Ambush (not applied: needs --round 3–5, --within-9)']);
    expect(run.stderr).toContain('mathhammer compare: warning: column "strike-team · Point-Blank Ambush (not applied: needs --round 3–5, --within-9)" against meq: Point-Blank Ambush not applied');
    expect((await runCli(['compare', 'strike-team', '--vs', 'meq', '--vary', 'effect Point-Blank Ambush', '--strict'])).code).toBe(2);
    const applied = JSON.parse((await runCli(['compare', 'strike-team', '--vs', 'meq', '--vary', 'effect Point-Blank Ambush', '--round', '3', '--within-9', '--json'])).stdout) as { columns: { label: string }[] };
    expect(applied.columns.map((c) => c.label)).toEqual(['strike-team · no Point-Blank Ambush', 'strike-team · Point-Blank Ambush']);
  });

  it('Born Soldiers: the Mukaali Riders are a REGIMENT: lethal hits against infantry, not against a tank', async () => {
    const infantry = JSON.parse((await runCli(['calc', 'mukaali-riders', 'geq', '--effect', 'born soldiers', '--json'])).stdout) as { modifiers: object };
    expect(infantry.modifiers).toEqual({ abilities: ['lethal hits'] });
    const tank = JSON.parse((await runCli(['calc', 'mukaali-riders', 'tank', '--effect', 'born soldiers', '--json'])).stdout) as { warnings: string[] };
    expect(tank.warnings).toContain('Born Soldiers not applied: the target (Tank) is VEHICLE; the attacker (Mukaali Riders) is not SQUADRON');
  });

  it("a defender's effect changes the target: Night Shield's 4+ invulnerable save", async () => {
    const json = JSON.parse((await runCli(['calc', 'strike-team', RAIDER, '--json'])).stdout) as {
      effects: { name: string; side: string }[];
      defender: { groups: { invuln: number | null }[] };
      modifiers: object;
    };
    expect(json.effects.map((e) => [e.name, e.side])).toEqual([
      ['Night Shield', 'defender'],
      ['Fighting Shadows', 'defender'],
    ]);
    expect(json.defender.groups[0]!.invuln).toBe(4);
    expect(json.modifiers).toEqual({ hit: -1 });
  });

  it('the support turret added by DS8 fires with the rest', async () => {
    const json = JSON.parse((await runCli(['calc', 'strike-team', 'meq', '--stationary', '--weapons', 'pulse rifle', '--effect', 'DS8 Support Turret', '--json'])).stdout) as {
      weapons: { name: string; count: number; carriedBy: string[] }[];
    };
    expect(json.weapons.map((w) => [w.name, w.count, w.carriedBy])).toEqual([
      ['Pulse rifle', 10, ["Fire Warrior Shas'ui", 'Fire Warrior']],
      ['Support turret', 1, []],
    ]);
  });

  it('usage errors: an unknown or ambiguous name, a mortal-wound stratagem named as an effect, a bad round, Guided and Observer together; exit 2', async () => {
    const cases: [string[], string][] = [
      // A name the catalogue lacks may be a rule of a unit in the attack: it is checked when the units are known.
      [['--effect', 'Poin Blank Ambush'], '--effect: unknown effect "Poin Blank Ambush" (did you mean `Point-Blank Ambush`?)\n'],
      [['--effect', 'malicious frenzy'], "mathhammer calc: error: option '--effect <name>' argument 'malicious frenzy' is invalid. \"malicious frenzy\" is used in several ways: name one of \"Malicious Frenzy (Lethal Hits)\", \"Malicious Frenzy (Sustained Hits 1)\".\n"],
      [['--effect', 'Acceptable Losses'], "mathhammer calc: error: option '--effect <name>' argument 'Acceptable Losses' is invalid. \"Acceptable Losses\" inflicts mortal wounds outside the attack: use `--mortals acceptable-losses` (`mathhammer calc --help`).\n"],
      [['--round', '6'], "mathhammer calc: error: option '--round <n>' argument '6' is invalid. Expected a battle round from 1 to 5.\n"],
      [['--guided', '--observer'], 'mathhammer calc: --guided and --observer exclude each other: an Observer unit is not a Guided unit\n'],
    ];
    for (const [extra, stderr] of cases) {
      expect(await runCli(['calc', 'strike-team', 'meq', ...extra]), extra.join(' ')).toEqual({ code: 2, stdout: '', stderr });
    }
  });

  it("a profile's effects apply on their own side only: the Raider attacking uses Callous Competition, not Night Shield", async () => {
    const json = JSON.parse((await runCli(['calc', RAIDER, 'tank', '--json'])).stdout) as { effects: { name: string }[]; modifiers: object; notes: string[] };
    expect(json.effects.map((e) => e.name)).toEqual(['Callous Competition']);
    expect(json.modifiers).toEqual({ rerollHits: 'ones' });
    expect(json.notes.some((n) => n.includes('Night Shield'))).toBe(false);
  });

  it('calc --help documents --effect and the condition flags', async () => {
    const { stdout } = await runCli(['calc', '--help']);
    for (const option of ['--effect', '--command-reroll', '--round', '--guided', '--observer', '--markerlight', '--target-below-half', '--pain-token', '--losing-wager', '--within-9', '--near-kroot', '--trap-objective', '--overlapping-fire', '--closest', '--beyond-hatchway']) {
      expect(stdout).toContain(`${option} `);
    }
    const effects = await runCli(['effects', '--help']);
    expect(effects.code).toBe(0);
    expect(effects.stdout).toContain('Examples:');
    expect(effects.stdout).toContain('$ mathhammer effects --faction tau');
  });

  it('--command-reroll is the Command Re-roll stratagem: listed with the effects; the effect alone asks which roll', async () => {
    const json = JSON.parse((await runCli(['calc', 'strike-team', 'meq', '--command-reroll', 'wound', '--json'])).stdout) as { effects: object[] };
    expect(json.effects).toEqual([
      { name: 'Command Re-roll', faction: 'Core', source: 'Core Stratagem (15.02)', cp: 1, side: 'attacker', changes: ['re-roll one failed wound roll'] },
    ]);
    const save = JSON.parse((await runCli(['calc', 'strike-team', 'meq', '--command-reroll', 'save', '--effect', 'CRR', '--json'])).stdout) as { effects: { side: string }[]; notes: string[] };
    expect(save.effects.map((e) => e.side)).toEqual(['defender']);
    expect(save.notes.filter((n) => n.includes('Command Re-roll'))).toEqual([]);
    const alone = JSON.parse((await runCli(['calc', 'strike-team', 'meq', '--effect', 'Command Re-roll', '--json'])).stdout) as { effects: object[]; warnings: string[] };
    expect(alone.effects).toEqual([]);
    expect(alone.warnings).toContain('Command Re-roll not applied: it needs the roll to re-roll (--command-reroll attacks, hit, wound, save or damage)');
    expect(await runCli(['calc', 'strike-team', 'meq', '--command-reroll', 'hti'])).toEqual({
      code: 2,
      stdout: '',
      stderr: "mathhammer calc: error: option '--command-reroll <roll>' argument 'hti' is invalid. Expected the roll to re-roll: attacks, hit, wound, save, damage (did you mean hit?).\n",
    });
  });

  it('an unknown name in a profile is an input error at its line', async () => {
    expect(await runCli(['calc', 'test/fixtures/effects/typo.yaml', 'meq'])).toEqual({
      code: 2,
      stdout: '',
      stderr: 'test/fixtures/effects/typo.yaml:5:5 effects[1]: unknown effect "Point Blank Ambsh" (did you mean `Point-Blank Ambush`?)\n',
    });
  });

  it('validate finds the same unknown name without computing anything', async () => {
    expect(await runCli(['validate', 'test/fixtures/effects/typo.yaml'])).toEqual({
      code: 2,
      stdout: '',
      stderr: 'test/fixtures/effects/typo.yaml:5:5 effects[1]: unknown effect "Point Blank Ambsh" (did you mean `Point-Blank Ambush`?)\n',
    });
  });
});

describe('--support: a friendly unit whose rules help the attacker', () => {
  const RULES = 'test/fixtures/profiles/rules/';
  it("names its marker with --effect, as --ap 1 does; its own rules stay its own", async () => {
    const calc = async (...argv: string[]) => JSON.parse((await runCli(['calc', `${RULES}companions.yaml`, `${RULES}vigilators.yaml`, '--phase', 'melee', '--rules', '10e', ...argv, '--json'])).stdout);
    const supported = await calc('--support', `${RULES}spotter.yaml`, '--effect', 'Mark the Foe');
    const byHand = await calc('--ap', '1');
    expect(supported.damage.mean).toBeCloseTo(byHand.damage.mean, 12);
    expect(supported.modelsSlain.mean).toBeCloseTo(byHand.modelsSlain.mean, 12);
    const spotter = supported.unitRules.find((u: { unit: string }) => u.unit === 'Spotter (supporting)');
    expect(spotter.rules.map((r: { name: string; status: string }) => `${r.name} ${r.status}`)).toEqual(['Mark the Foe applied']);
  });

  it('a supporting unit that does not load is an input error naming it', async () => {
    const run = await runCli(['calc', `${RULES}companions.yaml`, 'meq', '--support', 'no-such-spotter.yaml']);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('no-such-spotter.yaml');
  });
});
