/**
 * Options that cannot change the attack are warnings, not silence (src/plan/no-effect-warnings.ts, and
 * warnings.ts ignoredFlagWarnings): each case checks the result is indeed unchanged, then that the warning says so,
 * and a case where the option matters has no such warning.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../cli/run-cli.js';

type Json = { warnings?: string[]; capped?: unknown[]; damage: { pmf: number[] }; modelsSlain: { mean: number } };

async function calc(...argv: string[]): Promise<Json> {
  const run = await runCli(['calc', ...argv, '--json']);
  expect(run.code, run.stderr).toBe(0);
  return JSON.parse(run.stdout) as Json;
}

/** The option changes nothing (the same distribution of damage) and exactly `warning` says so. */
async function expectNoEffect(base: string[], option: string[], warning: string): Promise<void> {
  const [without, withIt] = [await calc(...base), await calc(...base, ...option)];
  expect(withIt.damage.pmf).toEqual(without.damage.pmf);
  expect(withIt.warnings ?? []).toEqual([...(without.warnings ?? []), warning]);
}

describe('options that change nothing say so', () => {
  it('damage lowered where every weapon does 1 damage (never below 1)', async () => {
    const rule = 'every weapon fired does 1 damage, and damage is never below 1 (docs/rules.md 5.2)';
    await expectNoEffect(['strike-team', 'meq'], ['--damage', '-1'], `--damage -1 has no effect: ${rule}`);
    await expectNoEffect(['strike-team', 'meq'], ['--damage-reduction', '1', '--halve-damage'], `--damage-reduction 1, --halve-damage have no effect: ${rule}`);
  });

  it('damage lowered where it matters: a D6 meltagun, or D1 raised by +1 damage, has no such warning', async () => {
    const melta = await calc('mukaali-riders', 'meq', '--loadout', 'meltagun', '--damage-reduction', '1');
    expect((melta.warnings ?? []).filter((w) => w.includes('damage'))).toEqual([]);
    const raised = await calc('strike-team', 'meq', '--damage', '1', '--damage-reduction', '1');
    expect((raised.warnings ?? []).filter((w) => w.includes('damage'))).toEqual([]);
  });

  it('hit modifiers and re-rolls where every weapon is [TORRENT]', async () => {
    await expectNoEffect(
      ['mukaali-riders', 'meq', '--loadout', 'flamer', '--weapons', 'flamer'],
      ['--hit', '1', '--reroll-hits', 'failed'],
      '--hit +1, --reroll-hits failed have no effect: every weapon fired is [TORRENT], which hits without a hit roll',
    );
  });

  it('cover where no attack is ranged, where every weapon ignores it, or (10e) Sv 3+ against AP 0; not where it helps', async () => {
    await expectNoEffect(['mukaali-riders', 'meq', '--phase', 'melee', '--charged'], ['--cover'], '--cover has no effect: no ranged weapon is fired, and the Benefit of Cover is against ranged attacks (docs/rules.md 2.1a)');
    await expectNoEffect(['strike-team', 'meq', '--grant', 'ignores cover'], ['--cover'], '--cover has no effect: every ranged weapon fired has [IGNORES COVER] (docs/rules.md 2.1a)');
    await expectNoEffect(['strike-team', 'meq', '--rules', '10e'], ['--cover'], '--cover has no effect in 10e: a model with a Save of 3+ or better gets no cover against AP 0 (docs/rules.md 4.2)');
    for (const rules of ['10e', '11e']) {
      await expectNoEffect(['medusa-carriage-battery', 'meq', '--indirect', '--rules', rules], ['--cover'], '--cover has no effect: every weapon fired shoots indirectly, which already gives the target the Benefit of Cover (docs/rules.md 2.1a)');
    }
    // With --visible the weapons without [INDIRECT FIRE] fire directly, and cover counts for them.
    // (10e AP -1 with cover would leave a Marine's 3+ as it is without both: --ap 2, where cover helps.)
    for (const helps of [['strike-team', 'geq', '--rules', '10e'], ['strike-team', 'meq', '--rules', '10e', '--ap', '2'], ['strike-team', 'meq'], ['strike-team', 'geq', '--indirect', '--visible']]) {
      const [without, withCover] = [await calc(...helps), await calc(...helps, '--cover')];
      expect(withCover.damage.pmf, helps.join(' ')).not.toEqual(without.damage.pmf);
      expect(withCover.warnings ?? []).toEqual(without.warnings ?? []);
    }
  });

  it('a Command Re-roll of a roll the weapon does not make, or of dice every failure of which is re-rolled already', async () => {
    const cases: [string[], string, string][] = [
      [['--grant', 'torrent'], 'hit', 'Pulse rifle is [TORRENT], which hits without a hit roll'],
      [['--reroll-hits', 'failed'], 'hit', 'every failed hit roll is re-rolled already (failed), and a die is re-rolled only once'],
      [['--reroll-wounds', 'noncrit'], 'wound', 'every failed wound roll is re-rolled already (noncrit), and a die is re-rolled only once'],
      [[], 'damage', 'Pulse rifle has a fixed Damage (1): there is no Damage roll'],
      [[], 'attacks', 'Pulse rifle has a fixed number of attacks (1): there is no Attacks roll'],
    ];
    for (const [options, roll, why] of cases) {
      await expectNoEffect(['strike-team', 'meq', ...options], ['--command-reroll', roll], `--command-reroll ${roll} has no effect: ${why}`);
    }
    // Where the roll is made and can fail unre-rolled, no such warning (and the result moves).
    for (const [attack, roll] of [[['strike-team', 'meq', '--reroll-hits', 'ones'], 'hit'], [['mukaali-riders', 'meq', '--loadout', 'meltagun', '--weapons', 'meltagun'], 'damage']] as const) {
      const [without, withIt] = [await calc(...attack), await calc(...attack, '--command-reroll', roll)];
      expect(withIt.damage.pmf).not.toEqual(without.damage.pmf);
      expect(withIt.warnings ?? []).toEqual(without.warnings ?? []);
    }
  });

  it('harmful hit modifiers that Patient Hunter ignores are not reported as capped (none of them applies)', async () => {
    const hunter = ['strike-team', 'meq', '--effect', 'Patient Hunter', '--round', '3', '--guided'];
    const ignored = await calc(...hunter, '--hit', '-2');
    expect(ignored.capped ?? []).toEqual([]);
    expect((ignored.warnings ?? []).filter((w) => w.includes('capped'))).toEqual([]);
    expect(ignored.damage.pmf).toEqual((await calc(...hunter)).damage.pmf);
    // Without it the same -2 is capped at -1, and says so.
    expect((await calc('strike-team', 'meq', '--hit', '-2')).warnings).toContain('hit-roll modifier -2 is capped at -1: hit-roll modifiers never add up to more than ±1 (11e 02.02.01)');
  });

  it('a BS/WS improvement beyond the best skill there is (2+): the part that changes nothing', async () => {
    expect((await calc('strike-team', 'meq', '--bs', '2')).warnings ?? []).toEqual([]);
    const [enough, more] = [await calc('strike-team', 'meq', '--bs', '2'), await calc('strike-team', 'meq', '--bs', '5')];
    expect(more.damage.pmf).toEqual(enough.damage.pmf);
    expect(more.warnings).toEqual(['--bs +5: +2 already takes every weapon fired to 2+, the best BS/WS there is; the rest has no effect (docs/rules.md 2.2)']);
    // 11e cover worsens BS by 1: then all of +3 counts, and nothing is said.
    expect((await calc('strike-team', 'meq', '--bs', '3', '--cover')).warnings ?? []).toEqual([]);
  });

  it('a save improvement beyond 2+ (a roll of 1 always fails): the part that changes nothing; with AP, all of it counts', async () => {
    const [enough, more] = [await calc('strike-team', 'meq', '--save', '1'), await calc('strike-team', 'meq', '--save', '3')];
    expect(more.damage.pmf).toEqual(enough.damage.pmf);
    expect(enough.warnings ?? []).toEqual([]);
    expect(more.warnings).toEqual(['--save +3: +1 already takes every save to 2+, the best there is (a save roll of 1 always fails, docs/rules.md 4.3); the rest has no effect']);
    const two = await calc('strike-team', 'meq', '--save', '2');
    expect(two.damage.pmf).toEqual(enough.damage.pmf);
    expect(two.warnings).toEqual(['--save +2: +1 already takes every save to 2+, the best there is (a save roll of 1 always fails, docs/rules.md 4.3); the rest has no effect']);
    // A Terminator's 2+ against AP 0 cannot improve at all.
    await expectNoEffect(['strike-team', 'teq', '--weapons', 'pulse rifle'], ['--save', '1'], '--save +1 has no effect: every save against every weapon fired is 2+ already, the best there is (a save roll of 1 always fails, docs/rules.md 4.3)');
    // A save out of reach (5+ against AP -4 needs a 9: +2 leaves it 7+), and 10e cover taking the +1 cap, are no 2+.
    await expectNoEffect(['mukaali-riders', 'geq', '--loadout', 'meltagun', '--weapons', 'meltagun'], ['--save', '2'], '--save +2 has no effect: it changes no save roll against the weapons fired (docs/rules.md 4.2, 4.3)');
    await expectNoEffect(['strike-team', 'geq', '--rules', '10e', '--cover'], ['--save', '1'], '--save +1 has no effect: it changes no save roll against the weapons fired (docs/rules.md 4.2, 4.3)');
    // AP -2 makes a Marine's 3+ a 5+: +3 takes it to 2+, and every step counts.
    const [ap2, ap3] = [await calc('strike-team', 'meq', '--ap', '2', '--save', '2'), await calc('strike-team', 'meq', '--ap', '2', '--save', '3')];
    expect(ap3.damage.pmf).not.toEqual(ap2.damage.pmf);
    expect((ap3.warnings ?? []).filter((w) => w.startsWith('--save'))).toEqual([]);
  });

  it('--hit, --wound and --ap that change no roll (the ±1 cap that [HEAVY] or [LANCE] takes, snap shooting, AP past 0, an invulnerable save); where they count, none', async () => {
    const hit = 'it changes no hit roll of the weapons fired; a hit roll of 1 always fails, a critical hit always hits, snap shooting (Overwatch) ignores modifiers, and modifiers, [HEAVY], Stealth and indirect fire included, add up to at most ±1 (docs/rules.md 2.3, 2.5)';
    await expectNoEffect(['strike-team', 'meq', '--grant', 'heavy', '--stationary'], ['--hit', '1'], `--hit +1 has no effect: ${hit}`);
    await expectNoEffect(['strike-team', 'meq', '--overwatch'], ['--hit', '1'], `--hit +1 has no effect: ${hit}`);
    const wound = 'it changes no wound roll of the weapons fired; a wound roll of 1 always fails, a critical wound always wounds, and modifiers, [LANCE] included, add up to at most ±1 (docs/rules.md 3.3, 3.4)';
    await expectNoEffect(['mukaali-riders', 'meq', '--phase', 'melee', '--charged', '--weapons', 'hunting lance'], ['--wound', '1'], `--wound +1 has no effect: ${wound}`);
    const ap = 'AP is never worse than 0, an invulnerable save ignores it, and cover and save modifiers count as they are (docs/rules.md 4.1–4.3)';
    await expectNoEffect(['strike-team', 'meq'], ['--ap', '-1'], `--ap -1 has no effect: it changes no saving throw of the weapons fired; ${ap}`);
    await expectNoEffect(['starfangs', 'knight'], ['--ap', '1'], `--ap +1 has no effect: it changes no saving throw of the weapons fired; ${ap}`);
    const plasma = ['mukaali-riders', 'meq', '--loadout', 'plasma-gun', '--weapons', 'plasma gun'];
    // The plasma gun's AP -2 worsened by 2 is AP 0, and no worse: of -3, only -2 counts.
    const [two, three] = [await calc(...plasma, '--ap', '-2'), await calc(...plasma, '--ap', '-3')];
    expect(two.warnings ?? []).toEqual([]);
    expect(three.damage.pmf).toEqual(two.damage.pmf);
    expect(three.warnings).toEqual([`--ap -3: -2 already changes every saving throw that -3 does, and the rest has no effect; ${ap}`]);
    // Judged against the attack without the option, an effect's change of the same kind kept: Focused Fire
    // gives AP +1, so of --ap -2 the first -1 takes the pulse rifles back to AP 0 and only the second is lost.
    const focused = ['strike-team', 'meq', '--effect', 'focused fire', '--round', '1'];
    const [one, both] = [await calc(...focused, '--ap', '-1'), await calc(...focused, '--ap', '-2')];
    expect(both.damage.pmf).toEqual(one.damage.pmf);
    expect(both.damage.pmf).not.toEqual((await calc(...focused)).damage.pmf);
    expect(both.warnings).toEqual([`--ap -2 (-1 with the effects): -1 already changes every saving throw that -2 does, and the rest has no effect; ${ap}`]);
    // Where they count (the stomping feet have no [LANCE]; AP -1 turns a Marine's 3+ into 4+), nothing is said.
    for (const counts of [['mukaali-riders', 'meq', '--phase', 'melee', '--charged', '--wound', '1'], ['strike-team', 'meq', '--ap', '1'], ['strike-team', 'meq', '--hit', '1']]) {
      expect((await calc(...counts)).warnings ?? [], counts.join(' ')).toEqual([]);
    }
  });

  it('a melee weapon chosen with the modifiers may be another without the option: not judged', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'mathhammer-duo-')), 'duo.yaml');
    const weapon = (name: string, a: number, ap: number) => `  - { name: ${name}, range: Melee, A: ${a}, WS: 3+, S: 4, AP: ${ap}, D: 1 }\n`;
    writeFileSync(file, `name: Duo\nmodels:\n  - { name: Duellist, count: 5, weapons: [Power weapon, Chainsword] }\nweapons:\n${weapon('Power weapon', 3, -2)}${weapon('Chainsword', 5, 0)}`);
    // AP -1 makes the chainsword the better weapon, and it has AP 0 already: the option changed the weapon.
    const [without, worse] = [await calc(file, 'meq', '--phase', 'melee'), await calc(file, 'meq', '--phase', 'melee', '--ap', '-1')];
    expect(worse.damage.pmf).not.toEqual(without.damage.pmf);
    expect(worse.warnings ?? []).toEqual([]);
  });

  it('a --profile of a weapon the phase does not fire (the plasma gun in melee); in shooting, none', async () => {
    await expectNoEffect(
      ['mukaali-riders', 'meq', '--phase', 'melee', '--charged', '--loadout', 'plasma-gun'],
      ['--profile', 'supercharge'],
      '--profile supercharge has no effect: no weapon fired in melee has that profile',
    );
    const shooting = await calc('mukaali-riders', 'meq', '--loadout', 'plasma-gun', '--profile', 'supercharge');
    expect((shooting.warnings ?? []).filter((w) => w.includes('--profile'))).toEqual([]);
  });

  it('abilities of shooting granted where every weapon fired is a melee weapon; others say nothing', async () => {
    const charge = ['mukaali-riders', 'geq', '--phase', 'melee', '--charged'];
    await expectNoEffect(charge, ['--grant', 'rapid fire 2,heavy,ignores cover'], '--grant [RAPID FIRE 2], [HEAVY], [IGNORES COVER] have no effect: every weapon fired is a melee weapon, and they apply to shooting');
    const lethal = await calc(...charge, '--grant', 'lethal hits');
    expect(lethal.warnings ?? []).toEqual([]);
    expect(lethal.damage.pmf).not.toEqual((await calc(...charge)).damage.pmf);
  });

  it('a Damage re-roll where every weapon fired has a fixed Damage; with a D6 meltagun, none', async () => {
    await expectNoEffect(['strike-team', 'meq'], ['--reroll-damage', 'any'], '--reroll-damage any has no effect: every weapon fired has a fixed Damage, which has no Damage roll (docs/rules.md 5.6)');
    const melta = await calc('mukaali-riders', 'meq', '--loadout', 'meltagun', '--reroll-damage', 'ones');
    expect((melta.warnings ?? []).filter((w) => w.includes('reroll-damage'))).toEqual([]);
  });

  it('an 11e --lethal choice where no weapon has [LETHAL HITS]', async () => {
    await expectNoEffect(['mukaali-riders', 'meq'], ['--lethal', 'roll'], '--lethal roll has no effect: no weapon fired has [LETHAL HITS]');
  });

  it('--spotted in 10e, and in 11e without --stationary; with it in 11e, no warning', async () => {
    const medusa = ['medusa-carriage-battery', 'meq', '--indirect'];
    await expectNoEffect([...medusa, '--stationary', '--rules', '10e'], ['--spotted'], '--spotted has no effect in 10e: indirect fire fails on 1–3 whether or not the target is spotted (docs/rules.md 2.5)');
    await expectNoEffect(
      medusa,
      ['--spotted'],
      '--spotted has no effect without --stationary: indirect fire fails on 1–3 instead of 1–5 only when the attacker Remained Stationary and the target is spotted (docs/rules.md 2.5)',
    );
    const spotted = await calc(...medusa, '--stationary', '--spotted');
    expect(spotted.warnings ?? []).toEqual([]);
    expect(spotted.modelsSlain.mean).toBeGreaterThan((await calc(...medusa, '--stationary')).modelsSlain.mean);
  });
});

/** Situation and movement flags that nothing in the attack reads (src/plan/idle-flags.ts). */
describe('flags that nothing reads say so', () => {
  it('a situation flag or --round that no effect in use asks for; named with the effect that does, no warning', async () => {
    await expectNoEffect(['strike-team', 'meq'], ['--markerlight'], '--markerlight has no effect: no effect in use asks for it; Markerlight Precision does (name it with --effect)');
    await expectNoEffect(['starfangs', 'meq'], ['--target-below-half'], '--target-below-half has no effect: no effect in use asks for it; Instinctive Spite does (name it with --effect)');
    await expectNoEffect(['strike-team', 'meq'], ['--round', '3'], '--round 3 has no effect: no effect in use depends on the battle round');
    const ambush = ['strike-team', 'meq', '--effect', 'Point-Blank Ambush'];
    const [without, withFlags] = [await calc(...ambush), await calc(...ambush, '--round', '3', '--within-9')];
    expect(withFlags.damage.pmf).not.toEqual(without.damage.pmf);
    expect(withFlags.warnings ?? []).toEqual([]);
  });

  it('--half-range, --charged, --stationary and 11e --moved-at-most-3 where no weapon of the phase reads them', async () => {
    const flamer = ['mukaali-riders', 'meq', '--loadout', 'flamer'];
    await expectNoEffect(flamer, ['--half-range'], '--half-range has no effect: no weapon of Mukaali Riders when shooting has [RAPID FIRE] or [MELTA] or fires only then, and no effect in use asks for it');
    await expectNoEffect(['strike-team', 'meq'], ['--charged'], '--charged has no effect: no weapon of Strike Team when shooting has [LANCE] or fires only then, and no effect in use asks for it');
    await expectNoEffect(flamer, ['--stationary'], '--stationary has no effect: no weapon of Mukaali Riders when shooting has [HEAVY] or fires only then, and no effect in use asks for it');
    await expectNoEffect(flamer, ['--moved-at-most-3'], '--moved-at-most-3 has no effect: no weapon of Mukaali Riders when shooting has [HEAVY], and no effect in use asks for it');
    // 10e reads only --stationary, which the Medusa has here already.
    await expectNoEffect(['medusa-carriage-battery', 'meq', '--stationary', '--rules', '10e'], ['--moved-at-most-3'], '--moved-at-most-3 has no effect in 10e: [HEAVY] needs the unit to have Remained Stationary (--stationary)');
    // The hunting lance in melee reads --charged; the meltagun --half-range; the Strike Team's support
    // turret fires only when stationary; the Medusa's [HEAVY] siege gun reads 11e --moved-at-most-3.
    const reads: string[][] = [
      ['mukaali-riders', 'meq', '--phase', 'melee', '--charged'],
      ['mukaali-riders', 'meq', '--loadout', 'meltagun', '--half-range'],
      ['strike-team', 'meq', '--stationary'],
      ['medusa-carriage-battery', 'meq', '--moved-at-most-3'],
    ];
    for (const attack of reads) {
      const flag = attack[attack.length - 1]!;
      const [without, withIt] = [await calc(...attack.slice(0, -1)), await calc(...attack)];
      expect(withIt.damage.pmf, attack.join(' ')).not.toEqual(without.damage.pmf);
      expect((withIt.warnings ?? []).filter((w) => w.startsWith(flag))).toEqual([]);
    }
  });

  it('in a comparison, a flag of every column is idle only where no cell reads it; each cell keeps calc’s warnings', async () => {
    const matrix = ['compare', 'mukaali-riders', '--loadouts', 'meltagun,flamer', '--vs', 'meq', '--half-range'];
    const table = await runCli([...matrix, '--format', 'markdown']);
    expect(table.code, table.stderr).toBe(0);
    expect(table.stderr).toBe('');
    expect(table.stdout).not.toContain('--half-range has no effect');
    const json = JSON.parse((await runCli([...matrix, '--json'])).stdout) as { results: { cells: Json[] }[] };
    expect(json.results[0]!.cells.map((c) => (c.warnings ?? []).some((w) => w.startsWith('--half-range has no effect')))).toEqual([false, true]);
    // A column's own flag that its cells do not read is said, for that column.
    const varied = await runCli(['compare', 'mukaali-riders', '--loadouts', 'flamer', '--vs', 'meq', '--vary', 'half-range', '--format', 'markdown']);
    expect(varied.stderr).toContain('--half-range has no effect');
    // Idle in every cell, whatever each cell's words: two attackers, or 10e and 11e.
    const idle = async (...argv: string[]) => (await runCli(['compare', ...argv, '--format', 'markdown'])).stderr.split('\n').filter((l) => l.includes('has no effect'));
    expect(await idle('strike-team', 'mukaali-riders', '--vs', 'meq', '--charged')).toHaveLength(2);
    expect(await idle('mukaali-riders', '--loadouts', 'flamer', '--vs', 'meq', '--vary', 'rules', '--moved-at-most-3')).toHaveLength(2);
  });

  it('a sequence column whose effect one step applied is not labelled "not applied"; one none applied is, once', async () => {
    const column = async (steps: string) => {
      const run = await runCli(['compare', '--sequence', `two: ${steps}`, '--vs', 'meq', '--vary', 'effect a-tempting-trap', '--round', '3', '--trap-objective', '--json']);
      return (JSON.parse(run.stdout) as { columns: { label: string }[] }).columns.map((c) => c.label);
    };
    expect(await column('mukaali-riders; strike-team')).toEqual(['two · no a-tempting-trap', 'two · a-tempting-trap']);
    expect(await column('mukaali-riders; medusa-carriage-battery')).toEqual([
      'two · no a-tempting-trap',
      "two · a-tempting-trap (not applied: the attacker (Mukaali Riders) is not T'AU EMPIRE)",
    ]);
  });

  it('in a sequence, a flag of every step is idle only where no step reads it; a step’s own flag is said', async () => {
    const halfRange = (stderr: string) => stderr.includes('--half-range has no effect');
    // The Strike Team's [RAPID FIRE] reads --half-range, the flamer does not.
    const shared = await runCli(['sequence', 'meq', 'strike-team', 'mukaali-riders --loadout flamer', '--half-range', '--format', 'markdown']);
    expect(shared.code, shared.stderr).toBe(0);
    expect(halfRange(shared.stderr)).toBe(false);
    expect(halfRange((await runCli(['sequence', 'meq', 'strike-team', 'mukaali-riders --loadout flamer --half-range', '--format', 'markdown'])).stderr)).toBe(true);
    // A step that takes the flag away does not read it: the other step's idle flag is said.
    expect(halfRange((await runCli(['sequence', 'meq', 'mukaali-riders', 'mukaali-riders --no-half-range', '--half-range', '--format', 'markdown'])).stderr)).toBe(true);
    // The same as a comparison's sequence column: every step's warnings, not only the last step's.
    const column = (burn: string) => runCli(['compare', 'strike-team', '--sequence', `burn: ${burn}`, '--vs', 'meq', ...(burn.endsWith('--half-range') ? [] : ['--half-range']), '--format', 'markdown']);
    expect(halfRange((await column('strike-team; mukaali-riders --loadout flamer')).stderr)).toBe(false);
    expect(halfRange((await column('strike-team; mukaali-riders --loadout flamer --half-range')).stderr)).toBe(true);
  });

  it('a sequence names the steps a warning is about, unless it is about every step', async () => {
    const warned = async (...argv: string[]) => (await runCli(['sequence', 'meq', ...argv, '--format', 'markdown'])).stderr.split('\n').filter((l) => l.includes('warning'));
    // The Medusa's AP -2 is worsened; the Strike Team's AP 0 cannot be.
    expect(await warned('medusa-carriage-battery --stationary', 'strike-team', '--ap', '-1')).toEqual([
      expect.stringMatching(/^mathhammer sequence: warning: step 2 \(Strike Team\): --ap -1 has no effect: /),
    ]);
    expect(await warned('strike-team', 'strike-team --half-range', '--damage', '-1')).toEqual([
      expect.stringMatching(/^mathhammer sequence: warning: --damage -1 has no effect: every weapon fired does 1 damage/),
    ]);
  });
});
