/**
 * describeUnit (`mathhammer show`): a unit with its loadouts and leaders as calc resolves them, and each of
 * its rules read the way calc applies it — whose attacks a clause changes, whom it reaches, when, and
 * whether it needs naming; the rules listed are those calc's report lists for the same unit.
 */
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { describeUnit, planCalc, type SourcedProfile } from '../../src/plan/index.js';
import { formatIssue } from '../../src/profile/issue.js';
import { loadProfile } from '../../src/profile/load.js';
import type { ShowJson, ShowRule } from '../../src/report/index.js';

const bundledDir = fileURLToPath(new URL('../../profiles/', import.meta.url));
const fixtures = fileURLToPath(new URL('../fixtures/profiles/', import.meta.url));

function sourced(ref: string): SourcedProfile {
  const loaded = loadProfile(ref, { bundledDir, cwd: fixtures });
  if (!loaded.ok) throw new Error(loaded.issues.map(formatIssue).join('\n'));
  return { profile: loaded.value, source: { kind: 'file', reference: ref, file: loaded.value.file, catalogue: null } };
}

function show(ref: string, options: { leaders?: string[]; loadouts?: string[] } = {}): ShowJson {
  const shown = describeUnit({ unit: sourced(ref), leaders: (options.leaders ?? []).map(sourced), loadouts: options.loadouts ?? [] });
  if (!shown.ok) throw new Error(shown.issues.map(formatIssue).join('\n'));
  return shown.value;
}

function ruleNamed(json: ShowJson, name: string): ShowRule {
  const found = json.rules.find((r) => r.name === name);
  if (found === undefined) throw new Error(`no rule ${name}: ${json.rules.map((r) => r.name).join(', ')}`);
  return found;
}

describe('describeUnit: the profile', () => {
  it('a loadout splits the group it changes; the weapon only a loadout gives is marked not carried', () => {
    const plain = show('show/assault-squad.yaml');
    expect(plain.groups.map((g) => `${g.models}× ${g.name}: ${g.weapons.map((w) => w.name).join(', ')}`)).toEqual([
      '1× Test Sergeant: Plasma pistol, Chainsword',
      '4× Test Trooper: Bolt rifle, Chainsword',
    ]);
    expect(plain.weapons.find((w) => w.name === 'Melta rifle')?.carried).toBe(false);
    const melta = show('show/assault-squad.yaml', { loadouts: ['melta-rifle'] });
    expect(melta.loadout).toEqual(['melta-rifle']);
    expect(melta.groups.map((g) => `${g.models}× ${g.name}`)).toEqual(['1× Test Sergeant', '3× Test Trooper', '1× Test Trooper']);
    expect(melta.weapons.find((w) => w.name === 'Melta rifle')?.carried).toBe(true);
  });

  it('the points follow the size chosen; the table of sizes is listed', () => {
    expect(show('show/assault-squad.yaml')).toMatchObject({ points: 90, models: 5, sizes: [{ models: 5, points: 90 }, { models: 10, points: 180 }] });
    expect(show('show/assault-squad.yaml', { loadouts: ['ten-models'] })).toMatchObject({ points: 180, models: 10 });
  });

  it('a weapon of two profiles has a row for each, the default marked; characteristics as the JSON contract writes them', () => {
    const pistol = show('show/assault-squad.yaml').weapons.filter((w) => w.name === 'Plasma pistol');
    expect(pistol.map((w) => [w.profile, w.defaultProfile, w.S, w.AP, w.D, w.abilities])).toEqual([
      ['standard', true, 7, -2, '1', ['pistol']],
      ['supercharge', false, 8, -3, '2', ['pistol', 'hazardous']],
    ]);
    const sergeant = show('show/assault-squad.yaml').groups[0]!;
    expect(sergeant).toMatchObject({ M: 6, T: 4, Sv: 3, W: 2, Ld: 6, OC: 1, invuln: 4, fnp: 5, invulnRanged: null, character: false, leader: false });
  });

  it('a leader attached joins the unit: its models, its weapons, its name', () => {
    const led = show('rules/vigilators.yaml', { leaders: ['rules/champion.yaml'] });
    expect(led.name).toBe('Vigilators + Champion');
    expect(led.leaders.map((l) => l.name)).toEqual(['Champion']);
    expect(led.groups.map((g) => [g.name, g.leader, g.character, g.unit])).toEqual([
      ['Vigilator Sister Superior', false, false, 'Vigilators'],
      ['Vigilator', false, false, 'Vigilators'],
      ['Champion', true, true, 'Champion'],
    ]);
    expect(led.weapons.map((w) => w.name)).toEqual(['Executioner greatblade', "Champion's blade"]);
  });

  it('an unknown loadout is an issue naming the loadouts there are', () => {
    const shown = describeUnit({ unit: sourced('show/assault-squad.yaml'), leaders: [], loadouts: ['melta-rilfe'] });
    expect(shown.ok).toBe(false);
    if (!shown.ok) expect(shown.issues.map((i) => i.message)).toEqual(['Test Assault Squad has no loadout named "melta-rilfe" (did you mean `melta-rifle`?); loadouts: melta-rifle, ten-models']);
  });
});

describe('describeUnit: the rules', () => {
  const led = show('rules/vigilators.yaml', { leaders: ['rules/champion.yaml'] });
  const squad = show('show/assault-squad.yaml');

  it('every rule of the unit and its leader, each once, with whose profile it is written in', () => {
    expect(led.rules.map((r) => `${r.unit}: ${r.name} (${r.origin}) ${r.status}`)).toEqual([
      'Vigilators: Deft Parry (datasheet) applied',
      'Vigilators: Refractor (wargear) applied',
      "Vigilators: Executioner's Eye (wargear) applied",
      'Vigilators: Urban Warfare (datasheet) not-modelled',
      'Champion: Fury (datasheet) applied',
      'Champion: Warding Presence (datasheet) applied',
      'Champion: Oath of Moment (army rule) by-name',
    ]);
  });

  it('a clause says its side, what it changes, when, and whom it reaches', () => {
    expect(ruleNamed(led, 'Deft Parry').clauses).toEqual([
      expect.objectContaining({ side: 'defender', scope: 'unit', reaches: 'the whole unit', models: null, changes: ['−1 to hit'], requires: ['in the Fight phase'], trigger: 'always', statline: false }),
    ]);
    // The bearer's rule reaches its model: its save when attacked, its weapons when attacking.
    expect(ruleNamed(led, 'Refractor').clauses[0]).toMatchObject({ side: 'defender', scope: 'bearer', models: ['Vigilator Sister Superior'], reaches: 'Vigilator Sister Superior only' });
    expect(ruleNamed(led, "Executioner's Eye").clauses[0]).toMatchObject({ side: 'attacker', models: ['Vigilator Sister Superior'], reaches: 'the weapons of Vigilator Sister Superior only' });
    // A leader's own rule reaches its own models; what it gives the unit it leads, the whole unit while leading.
    expect(ruleNamed(led, 'Fury').clauses[0]).toMatchObject({ side: 'attacker', scope: 'bearer', models: ['Champion'], changes: ['+1 to wound'] });
    expect(ruleNamed(led, 'Warding Presence').clauses[0]).toMatchObject({
      side: 'defender',
      scope: 'led',
      models: null,
      reaches: 'the unit it leads, while it leads one',
      requires: ['a CHARACTER leading the target (--defender-leader)'],
      changes: ['the target has Feel No Pain 5+'],
    });
  });

  it('a clause that needs naming says what naming it assumes', () => {
    expect(ruleNamed(led, 'Oath of Moment').clauses.map((c) => [c.trigger, c.changes, c.assumes])).toEqual([
      ['named', ['re-roll failed hit rolls'], ['the ability is used', 'the target is your Oath of Moment target']],
      ['named', ['+1 to wound'], ['the ability is used', 'the target is your Oath of Moment target', 'you are using a codex: space marines detachment and your army does not include one or more units with the blood angels, dark angels, deathwatch or space wolves keywords']],
    ]);
  });

  it('a sentence not modelled says why and whose attacks it is about', () => {
    expect(ruleNamed(led, 'Urban Warfare')).toMatchObject({
      clauses: [],
      unmodelled: [{ why: 'it holds only under a condition on the attack ("this model has the benefit of cover against that attack")', side: 'defender' }],
    });
  });

  it('a rule marked statline is in the characteristics; a rule of no attack changes none; a catalogue name is said', () => {
    expect(ruleNamed(squad, 'Feel No Pain 5+')).toMatchObject({ statline: true, status: 'statline', clauses: [{ statline: true, changes: ['the target has Feel No Pain 5+'] }] });
    expect(ruleNamed(squad, 'Deep Strike')).toMatchObject({ status: 'no-effect', clauses: [], unmodelled: [] });
    expect(ruleNamed(squad, 'Suppression Volley').catalogue).toBe('Suppression Volley');
    expect(ruleNamed(squad, 'Shock Assault')).toMatchObject({ catalogue: null, clauses: [{ requires: ['in the Fight phase', 'the attacker made a Charge move (--charged)'] }] });
  });

  it('lists the rules calc lists for the same unit, attacking and attacked', () => {
    const side = (ref: string, leaders: string[]) => ({ profile: sourced(ref).profile, source: ref, loadouts: [], leaders: leaders.map((l) => sourced(l).profile) });
    const attack = planCalc(side('rules/vigilators.yaml', ['rules/champion.yaml']), side('rules/companions.yaml', []), { rules: '10e', phase: 'melee' });
    const defend = planCalc(side('rules/companions.yaml', []), side('rules/vigilators.yaml', ['rules/champion.yaml']), { rules: '10e', phase: 'melee' });
    if (!attack.ok || !defend.ok) throw new Error('not planned');
    const calcNames = [attack, defend].flatMap((p) => (p.value.report.unitRules ?? []).filter((u) => u.unit === 'Vigilators + Champion').flatMap((u) => u.rules.map((r) => r.name)));
    expect(new Set(led.rules.map((r) => r.name))).toEqual(new Set(calcNames));
  });
});
