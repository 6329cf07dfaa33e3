/**
 * Mortal wounds in the rules of the data (docs/effects.md "Mortal wounds on a roll"): those a rule inflicts on
 * the attack's target before or after it are read as mortal-wound sources, named by the player; those that
 * are not the attack's (a failed Battle-shock test, Deadly Demise, the rule's own unit, an enemy's move…)
 * are stated with the reason. test/fixtures/wording-mortals.json holds each text as its catalogue has it.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readRule, ruleStatus } from '../../src/wording/index.js';
import { summary } from './summary.js';
import { checkReadings, type ExpectedReading } from './fixture-readings.js';

type Fixture = { readonly name: string; readonly text: string; readonly source: string };
const FIXTURES: readonly Fixture[] = JSON.parse(readFileSync(join(import.meta.dirname, '..', 'fixtures', 'wording-mortals.json'), 'utf8'));

const EXPECTED: readonly ExpectedReading[] = [
  ["D-Rift", "In your Shooting phase, just a", ["attacker/unit {\"kind\":\"mortals\",\"source\":{\"name\":\"D-Rift\",\"dice\":1,\"successOn\":5,\"perSuccess\":{\"terms\":[{\"count\":1,\"sides\":3}],\"flat\":0,\"text\":\"D3\"},\"timing\":\"after\"}} when shooting NAMED(this model's D-impaler shoots at the target)"]],
  ["Concussive Wave", "In your Shooting phase, just a", ["attacker/unit {\"kind\":\"mortals\",\"source\":{\"name\":\"Concussive Wave\",\"dice\":1,\"successOn\":5,\"perSuccess\":{\"terms\":[{\"count\":1,\"sides\":3}],\"flat\":0,\"text\":\"D3\"},\"timing\":\"after\"}} when shooting NAMED(this model's Stormsword siege cannon shoots at the target)"]],
  ["Malevolent Arcing", "In your Shooting phase, each t", ["attacker/unit {\"kind\":\"mortals\",\"source\":{\"name\":\"Malevolent Arcing\",\"dice\":1,\"successOn\":5,\"perSuccess\":{\"terms\":[{\"count\":1,\"sides\":3}],\"flat\":0,\"text\":\"D3\"},\"timing\":\"after\"}} when shooting NAMED(this model's twin tesla destructor shoots at the target)"]],
  ["Alpha Predator", "Each time this model ends a Ch", ["attacker/unit {\"kind\":\"mortals\",\"source\":{\"name\":\"Alpha Predator\",\"dice\":1,\"successOn\":2,\"perSuccess\":{\"terms\":[{\"count\":1,\"sides\":3}],\"flat\":0,\"text\":\"D3\"},\"results\":[{\"from\":4,\"perSuccess\":{\"terms\":[],\"flat\":3,\"text\":\"3\"}},{\"from\":6,\"perSuccess\":{\"terms\":[{\"count\":1,\"sides\":3}],\"flat\":3,\"text\":\"D3+3\"}}]}} when charged, fight NAMED(the target is the enemy unit the rule selects; the target is the unit the rule names)"]],
  ["Corrupt Machine Spirits", "At the start of your Shooting ", ["attacker/unit {\"kind\":\"mortals\",\"source\":{\"name\":\"Corrupt Machine Spirits\",\"dice\":1,\"successOn\":2,\"perSuccess\":{\"terms\":[{\"count\":1,\"sides\":3}],\"flat\":0,\"text\":\"D3\"},\"results\":[{\"from\":4,\"perSuccess\":{\"terms\":[],\"flat\":3,\"text\":\"3\"}},{\"from\":6,\"perSuccess\":{\"terms\":[{\"count\":1,\"sides\":3}],\"flat\":3,\"text\":\"D3+3\"}}]}} when shooting, target any VEHICLE NAMED(the target is the enemy unit the rule selects; the target is the unit the rule names)"]],
  ["Doom Siren", "In your Shooting phase, after ", ["attacker/unit {\"kind\":\"mortals\",\"source\":{\"name\":\"Doom Siren\",\"dice\":3,\"successOn\":4,\"perSuccess\":{\"terms\":[],\"flat\":1,\"text\":\"1\"},\"timing\":\"after\"}} when shooting, target any INFANTRY NAMED(the target is the enemy unit the rule selects; the target was hit by one or more of those attacks; the target is the unit the rule names)"]],
  ["Matter Absorption", "At the start of your Shooting ", ["attacker/unit {\"kind\":\"mortals\",\"source\":{\"name\":\"Matter Absorption\",\"dice\":1,\"successOn\":2,\"perSuccess\":{\"terms\":[{\"count\":1,\"sides\":3}],\"flat\":0,\"text\":\"D3\"}}} when shooting, target any VEHICLE NAMED(the target is the enemy unit the rule selects; the target is the unit the rule names)"]],
  ["Squig Mine", "Once per battle, at the start ", ["attacker/unit {\"kind\":\"mortals\",\"source\":{\"name\":\"Squig Mine\",\"dice\":1,\"successOn\":4,\"perSuccess\":{\"terms\":[{\"count\":1,\"sides\":6}],\"flat\":0,\"text\":\"D6\"}}} NAMED(it is used (once per battle); the target is the enemy unit the rule selects; the target is the unit the rule names)"]],
  ["Kroot Linebreakers", "Each time this unit ends a Cha", ["attacker/unit {\"kind\":\"mortals\",\"source\":{\"name\":\"Kroot Linebreakers\",\"dice\":1,\"successOn\":4,\"perSuccess\":{\"terms\":[{\"count\":1,\"sides\":3}],\"flat\":0,\"text\":\"D3\"}},\"perModel\":true} when charged, fight NAMED(the target is the enemy unit the rule selects; every model of the unit is within Engagement Range of the target; the target is the unit the rule names)"]],
  ["Maggot Maws", "LEGIONES DAEMONICA NURGLE mode", ["attacker/unit {\"kind\":\"mortals\",\"source\":{\"name\":\"Maggot Maws\",\"dice\":1,\"successOn\":3,\"perSuccess\":{\"terms\":[{\"count\":1,\"sides\":3}],\"flat\":0,\"text\":\"D3\"}}} when shooting NAMED(the ability is used; the target is the unit the rule names)"]],
  ["Lanced Obliteration", "Each time an attack made with ", ["not modelled: it changes a Deadly Demise roll (mortal wounds when a model is destroyed, not part of an attack)"]],
  ["Desperate Devotion", "Each time a Damned unit from y", ["not modelled: it inflicts mortal wounds on the rule's own unit on a failed Leadership test (the cost of using it), not on the attack's target"]],
  ["Sacrificial Dagger", "Once per phase, when this mode", ["not modelled: it inflicts mortal wounds on the rule's own unit or another unit of your army, not on the attack's target"]],
  ["Holy Judgement", "At the start of your Shooting ", ["not modelled: it inflicts mortal wounds on a unit that fails a Battle-shock or Leadership test, which no roll of an attack decides (not modelled)"]],
  ["Repulsor Grid", "Each time a ranged attack is a", ["not modelled: it inflicts mortal wounds on the attacking unit (a rule of the unit attacked), which the attack's numbers do not include"]],
  ["Last Laugh", "If this model is destroyed by ", ["not modelled: it inflicts mortal wounds on the attacking unit (a rule of the unit attacked), which the attack's numbers do not include"]],
  ["Hold Still and Say ‘Aargh!’", "Each time an attack made by th", ["not modelled: it inflicts mortal wounds for each wound (or Critical Wound) an attack scores, in addition to its damage: the engine has no knob for it"]],
  ["Exemplar of the Silvered Host", "While this model is leading a ", ["not modelled: it inflicts mortal wounds for each wound (or Critical Wound) an attack scores, in addition to its damage: the engine has no knob for it"]],
  ["Harpoon Barbs", "Once per turn, when an enemy u", ["not modelled: it inflicts mortal wounds when an enemy unit moves, Falls Back, declares a charge or opens a Hatchway, apart from any attack (not read as its source)"]],
  ["Primary Detonator", "Once per battle, when an enemy", ["not modelled: it inflicts mortal wounds when an enemy unit moves, Falls Back, declares a charge or opens a Hatchway, apart from any attack (not read as its source)"]],
  ["Inescapable Judgement (Psychic)", "Grey Knights model only. Each ", ["not modelled: it makes its mortal wounds Psychic Attacks (not modelled)","not modelled: it inflicts mortal wounds when an enemy unit moves, Falls Back, declares a charge or opens a Hatchway, apart from any attack (not read as its source)"]],
  ["Trample", "Each time this model is select", ["not modelled: its die has a number added under a condition (\"adding … to the result if …\"), which is not modelled"]],
  ["Self-destruction", "At the start of the Fight phas", ["not modelled: it destroys a model of its own unit to inflict them (not modelled)"]],
  ["Dessication Conduit (Aura)", "While an enemy unit is within ", ["not modelled: it inflicts mortal wounds at the start of a battle round, in a Command phase or at the end of a turn, apart from any attack (not read as its source)"]],
  ["Runes of Warding", "Asuryani Psyker model only. Mo", ["defender/unit {\"kind\":\"fnp\",\"value\":4,\"against\":\"mortal\"}","defender/unit {\"kind\":\"fnp\",\"value\":4,\"against\":\"psychic\"}"]],
  ["Spore-laced Shock Waves", "In your Shooting phase, each t", ["not modelled: it rolls for several units around the target in a way not modelled"]],
  ["Cankerblight (Aura)", "LEGIONES DAEMONICA NURGLE mode", []],
  ["Emergency Plasma Vents", "Each time this FORTIFICATION s", ["not modelled: it changes the mortal wounds of a failed Hazardous test (not modelled)"]],
  ["Digestion Spine", "Each time this model fights, a", ["not modelled: it heals or returns models, which no single attack does"]],
  ["Data-spike", "At the start of the Fight phas", ["not modelled: it also worsens the enemy unit's own weapons, which is not modelled"]],
  ["Eater Plague (Psychic)", "In your Shooting phase, you ca", ["not modelled: on one result its roll hurts the rule's own unit instead of the target (not modelled)"]],
  ["Death Vision of Sanguinius", "If this model is destroyed by ", ["not modelled: it inflicts mortal wounds on the attacking unit (a rule of the unit attacked), which the attack's numbers do not include"]],
  ["Planted Explosives", "Once per battle, when an enemy", ["not modelled: it inflicts mortal wounds when an enemy unit moves, Falls Back, declares a charge or opens a Hatchway, apart from any attack (not read as its source)"]],
  ["Boom Bomb", "At the end of your opponent’s ", ["attacker/unit {\"kind\":\"mortals\",\"source\":{\"name\":\"Boom Bomb\",\"dice\":1,\"successOn\":4,\"perSuccess\":{\"terms\":[{\"count\":1,\"sides\":6}],\"flat\":0,\"text\":\"D6\"},\"timing\":\"after\"}} when fight, target none LONE OPERATIVE NAMED(the target is the enemy unit the rule selects; the target is the unit the rule names)"]],
  ["Pulse Bombs", "At the end of your opponent’s ", ["attacker/unit {\"kind\":\"mortals\",\"source\":{\"name\":\"Pulse Bombs\",\"dice\":6,\"successOn\":4,\"perSuccess\":{\"terms\":[],\"flat\":1,\"text\":\"1\"},\"timing\":\"after\"}} when fight, target none LONE OPERATIVE NAMED(the target is the enemy unit the rule selects; the target is the unit the rule names)"]],
];

const read = (text: string, name = 'Rule') => readRule({ name, text, origin: 'datasheet' });

describe('mortal wounds in real rules of the shared data', () => {
  checkReadings('wording-mortals.json', EXPECTED);
  it('every fixture has its catalogue and edition', () => {
    for (const f of FIXTURES) expect(f.source, f.name).toMatch(/^\S.* \((?:10e|11e)\)$/);
  });
});

describe('mortal wounds that belong with the attack', () => {
  it('a blast around a weapon\'s target is one die for the target, after the attacks, assuming the weapon shot at it', () => {
    const reading = read(
      'In your Shooting phase, just after selecting a target for this model\u2019s Stormsword siege cannon, roll one D6 for the target unit and every other unit within 3" of that unit: on a 5+, the unit being rolled for is struck by a concussive wave. After this model has finished making its attacks against that target unit this phase, each unit struck by a concussive wave this phase suffers D3 mortal wounds.',
      'Concussive Wave',
    );
    expect(ruleStatus(reading)).toBe('by-name');
    expect(reading.clauses.map((c) => [c.change, c.trigger])).toEqual([
      [
        { kind: 'mortals', source: { name: 'Concussive Wave', dice: 1, successOn: 5, perSuccess: expect.objectContaining({ text: 'D3' }), timing: 'after' } },
        { kind: 'named', assumes: ["this model's Stormsword siege cannon shoots at the target"] },
      ],
    ]);
  });
  it('a blast with anything more ("adding 1 to that roll if … Afflicted") is stated', () => {
    const reading = read(
      "In your Shooting phase, each time you select a target for this model's Plagueburst mortar, roll one D6 for the target unit and every other enemy unit within 3\" of the target unit, adding 1 to that roll if the unit being rolled for is Afflicted. On a 6+, the unit being rolled for is struck by spores; after resolving all of this model's attacks against the target unit, each unit struck by spores suffers D3 mortal wounds.",
    );
    expect(ruleStatus(reading)).toBe('not-modelled');
  });
  it('"roll one D6 for that unit" is one die; the rule\'s own model healing changes nothing of the attack', () => {
    expect(summary(read('At the start of your Shooting phase, select one enemy unit within 12" of this model and roll one D6 for that unit: on a 4+, that unit suffers D3 mortal wounds.'))).toEqual([
      'attacker/unit {"kind":"mortals","source":{"name":"Rule","dice":1,"successOn":4,"perSuccess":{"terms":[{"count":1,"sides":3}],"flat":0,"text":"D3"}}} when shooting NAMED(the target is the enemy unit the rule selects; the target is the unit the rule names)',
    ]);
    expect(ruleStatus(read('At the start of your Shooting phase, select one enemy unit within 12" of this model and roll one D6: on a 2+, that enemy unit suffers D3 mortal wounds and this model regains up to that many lost wounds.'))).toBe('by-name');
  });
  it('a Battle-shock test after the mortal wounds changes no attack: the roll is read', () => {
    const reading = read(
      'Each time this unit ends a Charge move, select one enemy unit within Engagement Range of it, then roll one D6 for each model in this unit that is within Engagement Range of that enemy unit: for each 4+, that enemy unit suffers D3 mortal wounds. If one or more enemy models are destroyed as a result of these mortal wounds, that enemy unit must take a Battle-shock test.',
    );
    expect(ruleStatus(reading)).toBe('by-name');
    expect(reading.unmodelled).toEqual([]);
  });
});

describe('mortal wounds that are not the attack\'s, stated with the reason', () => {
  const why = (text: string) => read(text).unmodelled.map((u) => u.why);
  it('a roll set off by an enemy unit\'s move is stated even when its roll is a sentence of its own', () => {
    expect(why('Each time an enemy unit within Engagement Range of this unit Falls Back, this model can use this ability. If it does, roll one D6: on a 2+, that enemy unit suffers D3 mortal wounds.')).toEqual([
      'it inflicts mortal wounds when an enemy unit moves, Falls Back, declares a charge or opens a Hatchway, apart from any attack (not read as its source)',
    ]);
  });
  it('the rule\'s own move is no enemy\'s: "each time this model ends a Charge move" stays a source', () => {
    expect(ruleStatus(read('Each time this model ends a Charge move, select one enemy unit within Engagement Range of it and roll one D6: on a 4+, that enemy unit suffers D3 mortal wounds.'))).toBe('by-name');
  });
  it('a failed Battle-shock test, the own unit\'s Leadership test, the own unit, Deadly Demise', () => {
    expect(why('At the start of your Shooting phase, select one enemy unit within 12" of this model. That unit must take a Battle-shock test; if that test is failed, that unit suffers 3 mortal wounds.')).toEqual([
      'it inflicts mortal wounds on a unit that fails a Battle-shock or Leadership test, which no roll of an attack decides (not modelled)',
    ]);
    expect(why('Each time this unit is selected to shoot, it must first take a Leadership test; if that test is failed, that unit suffers D3 mortal wounds.')).toEqual([
      "it inflicts mortal wounds on the rule's own unit on a failed Leadership test (the cost of using it), not on the attack's target",
    ]);
    expect(why('Each time this unit is selected to fight, you can roll one D6: on a 1-2, this unit suffers D3 mortal wounds.')).toEqual([
      "it inflicts mortal wounds on the rule's own unit or another unit of your army, not on the attack's target",
    ]);
    expect(why("This model's Deadly Demise ability inflicts mortal wounds on a D6 roll of 2+ instead of on a 6.")).toEqual([
      'it changes a Deadly Demise roll (mortal wounds when a model is destroyed, not part of an attack)',
    ]);
  });
  it('a reason of a sentence without mortal wounds is not given to one: the words are about mortal wounds', () => {
    expect(why('Each time this unit makes a Dark Pact, until the end of the phase, weapons equipped by models in this unit have the [DEVASTATING WOUNDS] ability.')).not.toContain("it changes another rule's mortal wounds (not modelled)");
  });
});
