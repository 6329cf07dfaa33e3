/**
 * Wargear that sets or raises Wounds or Toughness, which BattleScribe data writes as ability prose, not as
 * modifiers: read from the wording (src/army/protection.ts), applied to the bearer (or the unit), and a gap
 * where a loadout would need it changed, since a loadout changes only weapons. The catalogue is a trimmed
 * excerpt of the real data (test/fixtures/army/wargear-characteristics).
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readProtection } from '../../src/army/protection.js';
import { readRoster } from '../../src/army/roster.js';
import { armyRun, FIX, tempDir } from './support.js';

const DATA = join(FIX, 'wargear-characteristics');
const CATALOGUE = join(DATA, 'space-marines-assault-terminators.cat');

/** What an ability grants, and the gaps it leaves. */
function read(text: string, name = 'Wargear') {
  const gaps: string[] = [];
  const granted = readProtection(name, text, gaps);
  return { granted, gaps };
}

describe('an ability that changes Wounds or Toughness', () => {
  it('sets or raises them for the bearer, or for every model of the unit', () => {
    expect(read('The bearer has a Wounds characteristic of 4.').granted).toEqual({ scope: 'self', value: { W: { add: 0, set: 4 } } });
    expect(read('Add 1 to the bearer’s Wounds characteristic.').granted).toEqual({ scope: 'self', value: { W: { add: 1 } } });
    expect(read("Add 2 to this model's Wounds characteristic.").granted).toEqual({ scope: 'self', value: { W: { add: 2 } } });
    expect(read('Add 1 to the bearer&apos;s Toughness and Wounds characteristics.'.replace('&apos;', "'")).granted).toEqual({
      scope: 'self',
      value: { T: { add: 1 }, W: { add: 1 } },
    });
    expect(read('Add 2 to the Wounds characteristic of models in this unit.').granted).toEqual({ scope: 'unit', value: { W: { add: 2 } } });
    expect(read('Add 2 to the bearer’s Toughness and Wounds characteristics, and the bearer has a 4+ invulnerable save.').granted).toEqual({
      scope: 'self',
      value: { invuln: 4, T: { add: 2 }, W: { add: 2 } },
    });
    expect(read('The bearer has the Feel No Pain 4+ ability and a Wounds characteristic of 5.').granted).toEqual({
      scope: 'self',
      value: { fnp: 4, W: { add: 0, set: 5 } },
    });
  });

  it('applies Wounds and Toughness and names the other characteristics it also changes', () => {
    const { granted, gaps } = read("Improve the bearer's Leadership, Objective Control, Save, Toughness and Wounds characteristics by 1.", 'Banner');
    expect(granted).toEqual({ scope: 'self', value: { T: { add: 1 }, W: { add: 1 } } });
    expect(gaps).toEqual([expect.stringMatching(/^Banner: also changes leadership, objective control, save \(.*\): only toughness and wounds applied$/)]);
  });

  it('is a gap, not applied, under a condition, for a chosen model, for the bearer and its unit at once', () => {
    for (const text of [
      'While this model is leading a unit, add 1 to the Wounds characteristic of models in this unit.',
      'Add 1 to the Wounds characteristic of one CHARACTER model in this unit.',
      "Select one model in this unit. Add 1 to the Attacks characteristic of that model's melee weapons and add 1 to that model's Wounds characteristic.",
      "Add 1 to the bearer's Wounds characteristic and add 1 to the Toughness characteristic of models in the bearer's unit.",
    ]) {
      const { granted, gaps } = read(text);
      expect(granted, text).toBeUndefined();
      expect(gaps, text).toEqual([expect.stringMatching(/^Wargear: changes (wounds|toughness).* not applied; edit the profile when it holds$/)]);
    }
  });

  it('sets each characteristic a sentence gives; a choice or condition anywhere before a change makes it a gap; lowering is a gap', () => {
    expect(read('The bearer has a Toughness characteristic of 5 and a Wounds characteristic of 6.').granted).toEqual({
      scope: 'self',
      value: { T: { add: 0, set: 5 }, W: { add: 0, set: 6 } },
    });
    // Black Templars' Temple Relics: the option sits on a line of its own below the choice.
    const relics = read('In your Command phase, if this unit is not Battle-shocked, select one Temple Relics ability.\n\nColumn of the Major Alter: Add 1 to the Toughness characteristic of models in this unit.');
    expect(relics.granted).toBeUndefined();
    expect(relics.gaps).toEqual([expect.stringMatching(/^Wargear: changes toughness only under a condition or for a chosen model/)]);
    const lowered = read("Add 1 to this model's Wounds characteristic. Subtract 1 from the Toughness characteristic of this model.");
    expect(lowered.granted).toEqual({ scope: 'self', value: { W: { add: 1 } } });
    expect(lowered.gaps).toEqual([expect.stringMatching(/^Wargear: lowers toughness .*: not applied/)]);
  });

  it('changes nothing when it only speaks of a characteristic, or changes another unit', () => {
    for (const text of [
      'This model has a transport capacity of 12 INFANTRY models. Each model with a Wounds characteristic of 3 or more takes up the space of 2 models.',
      'set the bearer back up with D6 wounds remaining (up to its Wounds characteristic).',
      'This model has a transport capacity of 20 TYRANIDS INFANTRY models, or 1 TYRANIDS MONSTER model with a Wounds characteristic of 12 or less.',
      'While a friendly PLAGUE LEGIONS unit is within 6" of this model, add 1 to the Toughness characteristic of models in that unit.',
      "Add 1 to Wound rolls made for the bearer's attacks that target a unit with a lower Toughness characteristic.",
    ]) {
      expect(read(text), text).toEqual({ granted: undefined, gaps: [] });
    }
  });
});

describe('a catalogue: the default wargear counts, and a loadout that would change it says so', () => {
  it('the sergeant has his Storm Shield’s W4; swapping it for claws keeps W4, with a gap saying so', async () => {
    const r = await armyRun(['import', CATALOGUE, '--json']);
    expect(r.code, r.stderr).toBe(0);
    const units = new Map((JSON.parse(r.stdout) as { name: string; models: { name: string; W: number }[] }[]).map((u) => [u.name, u]));
    expect(units.get('Terminator Assault Squad')!.models.map((m) => [m.name, m.W])).toEqual([
      ['Assault Terminator w/ Thunder Hammer & Storm Shield', 4],
      ['Assault Terminator Sergeant', 4],
    ]);
    expect(r.stderr).toMatch(
      /Terminator Assault Squad: loadout assault-terminator-sergeant-twin-lightning-claws: takes away Storm Shield \(W4\); the Assault Terminator Sergeant keeps W4 T5, but a loadout changes only weapons: edit the profile for it/,
    );
  });

  it('an optional model that differs only by its shield is still a loadout, with a gap for its W4', async () => {
    const r = await armyRun(['import', CATALOGUE, '--json']);
    const guard = (JSON.parse(r.stdout) as { name: string; loadouts: { name: string }[] }[]).find((u) => u.name === 'Custodian Guard')!;
    expect(guard.loadouts.map((l) => l.name)).toEqual(['custodian-guard-claws-praesidium-shield', 'custodian-guard-claws-praesidium-shield-all']);
    expect(r.stderr).toMatch(
      /Custodian Guard: loadouts custodian-guard-claws-praesidium-shield and custodian-guard-claws-praesidium-shield-all: a Custodian Guard \(Claws & Praesidium Shield\) has W4 T6; as a Custodian Guard \(Guardian Spear\) it keeps W3 T6/,
    );
  });
});

describe('a catalogue: a single-model datasheet', () => {
  it('reads its own abilities once (the unit entry is its model)', async () => {
    const r = await armyRun(['import', CATALOGUE, '--json']);
    const captain = (JSON.parse(r.stdout) as { name: string; models: { W: number }[] }[]).find((u) => u.name === 'Test Captain')!;
    expect(captain.models.map((m) => m.W)).toEqual([6]);
  });
});

describe('a catalogue: a choice that brings no weapon', () => {
  it('is no loadout, and a gap says what it would change; a Crusade boon is no choice at all', async () => {
    const r = await armyRun(['import', CATALOGUE, '--json']);
    const bullgryns = (JSON.parse(r.stdout) as { name: string; models: { W: number; invuln?: string }[] }[]).find((u) => u.name === 'Bullgryn Squad')!;
    expect(bullgryns.models.map((m) => [m.W, m.invuln])).toEqual([[4, undefined]]);
    expect(r.stderr).toMatch(
      /Bullgryn Squad: wargear choice Brute shield of the Bullgryn: gives Brute Shield \(4\+\+\) and takes away Slabshield \(W4\); it brings no weapon, so no loadout offers it: the profile keeps W4 T6; edit the profile for it/,
    );
    expect(r.stderr).not.toMatch(/Mutant Form/);
  });
});

describe('a roster: the bearer’s own wargear', () => {
  const selection = (name: string, text: string) =>
    `<selection type="upgrade" number="1" name="${name}"><profiles><profile name="${name}" typeName="Abilities"><characteristics><characteristic name="Description">${text}</characteristic></characteristics></profile></profiles></selection>`;
  const roster = `<?xml version="1.0" encoding="utf-8"?>
<roster name="Test" gameSystemName="Warhammer 40,000 10th Edition">
  <forces><force name="Army" catalogueName="Imperium - Space Marines"><selections>
    <selection type="unit" number="1" name="Terminator Assault Squad">
      <profiles><profile name="Assault Terminator Sergeant" typeName="Unit"><characteristics>
        <characteristic name="M">5"</characteristic><characteristic name="T">5</characteristic><characteristic name="SV">2+</characteristic>
        <characteristic name="W">3</characteristic><characteristic name="LD">6+</characteristic><characteristic name="OC">1</characteristic>
      </characteristics></profile></profiles>
      <selections>
        <selection type="model" number="1" name="Assault Terminator Sergeant"><selections>
          ${selection('Storm Shield', 'The bearer has a Wounds characteristic of 4.')}
          ${selection('Relic', 'Add 1 to the bearer&apos;s Wounds characteristic.')}
        </selections></selection>
        <selection type="model" number="4" name="Assault Terminator Sergeant"><selections></selections></selection>
      </selections>
    </selection>
  </selections></force></forces>
</roster>`;

  it('sets the bearer’s Wounds, then raises them; the other models keep theirs', () => {
    const read = readRoster(roster, 'test.ros');
    if (!read.ok) throw new Error(JSON.stringify(read.issues));
    expect(read.value.units[0]!.models.map((m) => [m.count, m.stats.W])).toEqual([
      [1, 5],
      [4, 3],
    ]);
  });
});

describe('a pasted list: the wargear each model line names', () => {
  const LIST = `Terminator Assault Squad (180 points)
  • 1x Assault Terminator Sergeant
    • 1x Twin Lightning Claws
  • 4x Assault Terminator w/ Thunder Hammer & Storm Shield
    • 4x Storm Shield
      4x Thunder Hammer

Custodian Guard (190 points)
  • 3x Custodian Guard (Guardian Spear)
    • 3x Thunder Hammer
  • 1x Custodian Guard (Claws & Praesidium Shield)
    • 1x Praesidium Shield
      1x Twin Lightning Claws

Bullgryn Squad (150 points)
  • 3x Bullgryn
    • 3x Brute shield
      3x Thunder Hammer

Custodian Guard (190 points)
  • 1x Praesidium Shield
  • 4x Custodian Guard (Guardian Spear)
    • 4x Thunder Hammer
`;

  it('a sergeant who swapped his Storm Shield for claws is W3; the shields count, Brute shields instead of Slabshields too', async () => {
    const file = join(tempDir('list'), 'list.txt');
    writeFileSync(file, LIST);
    const r = await armyRun(['import', file, '--data', DATA, '--json']);
    expect(r.code, r.stderr).toBe(0);
    const units = JSON.parse(r.stdout) as { name: string; models: { name: string; count: number; W: number; invuln?: string }[] }[];
    expect(units.map((u) => u.models.map((m) => [m.name, m.count, m.W, m.invuln ?? null]))).toEqual([
      [
        ['Assault Terminator Sergeant', 1, 3, null],
        ['Assault Terminator w/ Thunder Hammer & Storm Shield', 4, 4, null],
      ],
      [
        ['Custodian Guard (Guardian Spear)', 3, 3, null],
        ['Custodian Guard (Claws & Praesidium Shield)', 1, 4, null],
      ],
      // Brute shields instead of the default Slabshields: W3 and a 4+ invulnerable save.
      [['Bullgryn', 3, 3, '4+']],
      // A shield listed for the unit, not under a model: no model is known to bear it.
      [['Custodian Guard (Guardian Spear)', 4, 3, null]],
    ]);
    expect(r.stderr).toMatch(/:20:1:? warning: Custodian Guard: "Praesidium Shield" is listed for the unit, not under a model: what it grants its bearer is not applied/);
  });

  it('wargear that brings a weapon and a grant goes whole to one model', async () => {
    const file = join(tempDir('list'), 'whole.txt');
    // Two sergeants (more than the datasheet allows, which a list import does not check): one of each kit.
    writeFileSync(file, 'Terminator Assault Squad (180 points)\n  • 2x Assault Terminator Sergeant\n    • 1x Thunder Hammer & Storm Shield\n      1x Twin Lightning Claws\n');
    const r = await armyRun(['import', file, '--data', DATA, '--json']);
    expect(r.code, r.stderr).toBe(0);
    const [guard] = JSON.parse(r.stdout) as { models: { count: number; W: number; weapons: string[] }[] }[];
    expect(guard!.models.map((m) => [m.count, m.W, m.weapons])).toEqual([
      [1, 4, ['Thunder Hammer']],
      [1, 3, ['Twin Lightning Claws']],
    ]);
    // The datasheet's loadouts and choices do not apply to a list: their gaps are not repeated.
    expect(r.stderr).not.toMatch(/loadouts? |wargear choice/);
  });
});

describe('a save or Feel No Pain under a condition', () => {
  it('is not in the statline and is no gap: it stays a rule of the profile, applied when its condition holds', () => {
    const fnp = read('While this model is leading a unit, models in that unit have the Feel No Pain 4+ ability.', 'Advanced Armour');
    expect(fnp).toEqual({ granted: undefined, gaps: [] });
    const both = read('Once per battle, the bearer has a 4+ invulnerable save and the Feel No Pain 5+ ability.', 'Lion Helm');
    expect(both).toEqual({ granted: undefined, gaps: [] });
  });
  it('against ranged or melee attacks, mortal wounds or psychic attacks only, it is in the statline as such', () => {
    expect(read('This model has a 5+ invulnerable save against ranged attacks.', 'Invulnerable Save (5+*)').granted).toEqual({ scope: 'self', value: { invulnRanged: 5 } });
    expect(read('This unit has a 5+ Invulnerable Save. This invulnerable save is improved to 4+ against melee attacks.', 'Invulnerable Save').granted).toEqual({
      scope: 'unit',
      value: { invuln: 5, invulnMelee: 4 },
    });
    expect(read('Models in this unit have the Feel No Pain 5+ ability against mortal wounds and Psychic Attacks.', 'Warding').granted).toEqual({
      scope: 'unit',
      value: { fnpMortal: 5, fnpPsychic: 5 },
    });
  });
});
