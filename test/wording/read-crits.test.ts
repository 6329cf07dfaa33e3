/**
 * Critical results, one-die changes, the attacker's own wounds, Psychic Attacks and the conditions around
 * them in the rules of the data (docs/effects.md): "every successful Hit roll scores a Critical Hit"
 * (Modifiers.successfulHitsCritical), a Damaged profile named by the player, a Psychic Attack as an attack
 * with a [PSYCHIC] weapon, and the near misses that stay stated with a precise reason ([PRECISION] on a
 * critical only, one die of several rolls, Psychic Attacks excluded). test/fixtures/wording-crits.json holds
 * each text as its catalogue has it.
 */
import { describe, expect, it } from 'vitest';
import { readRule } from '../../src/wording/index.js';
import { summary } from './summary.js';
import { checkReadings, type ExpectedReading } from './fixture-readings.js';

const EXPECTED: readonly ExpectedReading[] = [
  ["Dakkastorm", "Each time this model makes a r", ["attacker/bearer {\"successfulHitsCritical\":true} when shooting|overwatch"]],
  ["Flesh Hunger", "Each time a model in this unit", ["attacker/unit {\"successfulHitsCritical\":true} when fight, --targetBelowHalf"]],
  ["Murder's Jest", "Death Jester model only. Each ", ["attacker/bearer {\"successfulHitsCritical\":true} when --targetBelowHalf"]],
  ["Cry of the Wind", "Each time this model is set-up", ["attacker/bearer {\"successfulHitsCritical\":true} when shooting|overwatch NAMED(the unit was set up on the battlefield this turn; a hit roll that succeeds only through a modifier counts as successful (the rule says \"successful unmodified\"))"]],
  ["Swallow Whole", "Each time an attack with this ", ["attacker/bearer {\"successfulWoundsCritical\":true} when target any INFANTRY|MOUNTED|BEAST weapons gaping maw NAMED(a wound roll that succeeds only through a modifier counts as successful (the rule says \"successful unmodified\"))"]],
  ["Shieldbreaker", "Once per battle, when selectin", ["attacker/bearer {\"wound\":1} weapons exitus rifle NAMED(the ability is used)","attacker/bearer {\"successfulWoundsCritical\":true} weapons exitus rifle NAMED(the ability is used)"]],
  ["Daemonic Patrons", "Each time this unit is selecte", ["attacker/unit {\"critWound\":3} when fight NAMED(the ability is used)"]],
  ["Prophet of Da Great Waaagh!", "While this unit is leading a u", ["attacker/led {\"hit\":1} when fight, led attacker","attacker/led {\"wound\":1} when fight, led attacker","attacker/led {\"critHit\":5} when fight, led attacker NAMED(the Waaagh! is active for your army)"]],
  ["Champion of the Deathwing", "Deathwing model only. Melee we", ["attacker/bearer {\"abilities\":[\"lethal-hits\"]} when fight","attacker/bearer {\"critHit\":5} when fight NAMED(the attacking model is within range of your Vowed objective marker)"]],
  ["Unholy Power", "Each time this model's unit ma", ["attacker/bearer {\"wound\":1} weapons psychic NAMED(the unit made a Dark Pact)"]],
  ["Ward Against the Malefic Arts", "While this unit is leading a u", ["defender/led {\"hit\":-1} when led target weapons psychic","defender/led {\"wound\":-1} when led target weapons psychic"]],
  ["P’tarix’s Sorcerous Syphon (Aura)", "While an enemy unit is within ", ["defender/unit {\"wound\":-1} weapons psychic NAMED(within range of the aura; within 12\" of the rule's model (an aura); the attacking unit is the enemy unit the rule selected) REACH(own-and-others)"]],
  ["Damaged: 1-4 wounds remaining", "While this mdel has 1-4 wounds", ["attacker/bearer {\"hit\":-1} NAMED(the model has 1-4 wounds remaining)"]],
  ["Damaged: 1-4 Wounds Remaining", "When Damaged, subtract 1 from ", ["attacker/bearer {\"hit\":-1} NAMED(the model has 1-4 wounds remaining)"]],
  ["Adaptive Biology", "Tyranids model only. The beare", ["defender/bearer {\"kind\":\"fnp\",\"value\":5}","defender/bearer {\"kind\":\"fnp\",\"value\":4} NAMED(the bearer had fewer than its starting number of wounds remaining at the start of the turn)"]],
  ["Death to the Alien", "Each time a model in this unit", ["attacker/unit {\"rerollHits\":\"ones\"}","attacker/unit {\"rerollHits\":\"failed\"} when target none IMPERIUM|CHAOS"]],
  ["Stitchflesh Abominations", "Each time an attack targets a ", ["defender/unit {\"woundByStrength\":[{\"than\":\"greater\",\"wound\":-1}]} when target any HAEMONCULUS COVENS"]],
  ["Iron Fortitude", "Each time a ranged attack targ", ["defender/unit {\"woundByStrength\":[{\"than\":\"greater\",\"wound\":-1}]} when shooting|overwatch, target any HERETIC ASTARTES, target none DAMNED"]],
  ["Belligerent Boarders", "Each time an attack targets an", ["defender/unit {\"woundByStrength\":[{\"than\":\"greater\",\"wound\":-1}]} when target any ORKS, target none GROTS"]],
  ["Branching Fates (Psychic)", "While this model is leading a ", ["attacker/led {\"kind\":\"change-to-six\",\"rolls\":[\"hit\",\"wound\"]} when led attacker NAMED(it is used (once per phase); the roll changed is not a Damage roll (not modelled); the die changed is not a SUPPORT WEAPON model's)"]],
  ["Artisan", "While the bearer is leading a ", ["attacker/led {\"kind\":\"change-to-six\",\"rolls\":[\"hit\",\"wound\"]} when led attacker NAMED(the unit it leads is within range of your acquisition objective marker; it is used (once per phase); the roll changed is not a saving throw (not modelled))"]],
  ["Ancestral Fortune", "Once per turn, you can spend 1", ["attacker/bearer {\"kind\":\"change-to-six\",\"rolls\":[\"hit\",\"wound\"]} NAMED(it is used (once per turn); 1YP is spent; the roll changed is not a saving throw (not modelled))"]],
  ["Driven by Ultimate Rage (Aura)", "While a friendly World Eaters ", ["attacker/unit {\"ignoreHarmfulHitModifiers\":true} when fight, attacker any WORLD EATERS NAMED(within range of the aura; within 6\" of the rule's model (an aura); the attacking unit is the friendly unit the rule selected) REACH(own-and-others)"]],
  ["Diabolical Resilience", "The bearer has the Feel No Pai", ["defender/bearer {\"kind\":\"fnp\",\"value\":6}"]],
  ["Acquisition at any cost", "At the start of your Command p", ["attacker/unit {\"rerollWounds\":\"ones\"} when attacker any ADEPTUS MECHANICUS NAMED(the ability is used; the attacking unit or the target is within range of your Acquisition objective marker)"]],
  ["Blistering Fusillade", "If this unit has a Starting St", ["attacker/unit {\"strength\":1,\"ap\":1} when shooting|overwatch NAMED(this unit has a Starting Strength of 5 or more, or a CHARACTER is leading it; the target is afflicted)"]],
  ["Genetor", "While the bearer is leading a ", ["defender/led {\"kind\":\"invuln\",\"value\":4} when led target NAMED(the unit it leads is within range of your acquisition objective marker)"]],
  ["Precision Drop", "In your Movement phase, when t", []],
  ["Cult Ambush", "If your Army Faction is Genest", []],
  ["Grand Master of the Deathwing", "While this model is leading a ", ["not modelled: it gives [PRECISION] only to the attacks that score a Critical Hit or Wound, and the engine gives it to all of a weapon's attacks or none (against a target with no CHARACTER model it changes nothing)"]],
  ["Stave of Kurnous", "Spiritseer model only. In your", ["not modelled: it gives [PRECISION] only to the attacks that score a Critical Hit or Wound, and the engine gives it to all of a weapon's attacks or none (against a target with no CHARACTER model it changes nothing)"]],
  ["Impossible Form (Psychic)", "Each time an attack is made ag", ["not modelled: it excludes some attacks (\"psychic attacks\"), and a rule cannot name the weapons it changes by an ability they lack"]],
  ["Malefic Wardings (Psychic)", "While this model is leading a ", ["not modelled: its invulnerable save holds against Psychic Attacks (and some attackers) only, which no invulnerable save of the engine does"]],
  ["Crystal Matrix", "Each time this model is select", ["not modelled: it re-rolls one die of each of several rolls, and the engine re-rolls one die of one roll (--command-reroll)"]],
  ["Ka'tah Master", "Once per phase, you can re-rol", ["not modelled: it re-rolls one die of one roll: not read as a change, but --command-reroll <roll> computes one such die exactly"]],
  ["Hunter Missile Targeting", "Each time this model makes an ", ["not modelled: it makes an unmodified Hit roll of 2+ a hit whatever the BS and its modifiers, which no knob of the engine gives"]],
  ["Damaged: 1-6 wounds remaining", "While this unit’s Szarekh mode", ["not modelled: it halves the Attacks characteristic, which the engine has no knob for"]],
  ["Tears of the Phoenix", "Each time a model in the beare", ["not modelled: it ignores modifiers to the Wound roll too, and the engine ignores only those that worsen the Hit roll or BS/WS"]],
  ["Morkai’s Howl", "In your Shooting phase, you ca", ["defender/unit {\"hit\":-1} weapons psychic NAMED(the ability is used; a unit is stunned; the attacking unit is the enemy unit the rule selected) REACH(own-and-others)"]],
  ["Fables of Nightmare", "Imperial Knights model only. W", ["attacker/unit {\"abilities\":[\"precision\"]} when fight, attacker any ARMIGER NAMED(the unit is one of two or more ARMIGER models under the effects of the bearer's Bondsman ability) REACH(others)"]],
  ["Death Visions of Sanguinius", "If this model is destroyed by ", ["not modelled: it inflicts mortal wounds on the attacking unit (a rule of the unit attacked), which the attack's numbers do not include"]],
  ["Gravitic Pulse", "At the start of your opponent’", ["not modelled: it inflicts mortal wounds each time an enemy unit ends a move, apart from any attack (not read as its source)"]],
];

describe('readRule on the critical, one-die and Damaged rules of the shared data', () => checkReadings('wording-crits.json', EXPECTED));

/** The reading of one sentence, as a rule of a datasheet. */
const read = (text: string) => summary(readRule({ name: 'R', text, origin: 'datasheet' }));

describe('near misses of "every successful roll scores a critical one"', () => {
  it('a successful Hit roll that scores a Critical Wound is not read as either', () => {
    expect(read('Each time this model makes an attack, a successful Hit roll scores a Critical Wound.')).toEqual(['not modelled: it makes a successful hit roll a Critical Wound, which is not modelled']);
  });
  it('"a successful unmodified Wound roll of 5+" is the critical threshold, not every success', () => {
    expect(read('Each time this model makes an attack, a successful unmodified Wound roll of 5+ scores a Critical Wound.')).toEqual(['attacker/bearer {"critWound":5}']);
  });
  it('"with that weapon" with no weapon named before is not read as a weapon named "that"', () => {
    expect(read('Each time this model makes an attack with that weapon, add 1 to the Wound roll.')).toEqual(['not modelled: it changes the attacks of a weapon another sentence names ("that weapon")']);
  });
  it('a Damaged rule with no range in its name stays unread', () => {
    expect(read('When Damaged, subtract 1 from Hit rolls when it makes attacks.')[0]).toMatch(/^not modelled: /);
  });
});

describe('Psychic Attacks on the unit attacked', () => {
  it('a change to their Hit roll is for the attacker\'s [PSYCHIC] weapons', () => {
    expect(read('Each time a Psychic Attack targets this unit, subtract 1 from the Hit roll.')).toEqual(['defender/unit {"hit":-1} weapons psychic']);
  });
  it('a change to the Damage (or a save) against them is not told apart by weapon: not modelled', () => {
    expect(read('Each time a Psychic Attack targets this unit, subtract 1 from the Damage characteristic of that attack.')).toEqual(['not modelled: it changes the save, Feel No Pain or Damage of the unit attacked against Psychic Attacks only, which is not modelled']);
  });
});
