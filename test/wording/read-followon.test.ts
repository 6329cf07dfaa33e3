/**
 * Changes written inside another sentence, or after it, under a condition of their own (docs/effects.md,
 * "Follow-on changes"): "(if that attack targets a FORTIFICATION unit, … by 2 instead)", "… and, if …,
 * … as well", "If the bearer's unit has achieved one or more Boasts, add 1 to the Damage characteristic as
 * well", "… by 2 instead" after a charge; and the abilities a lead's "has that ability:" offers. Each
 * "instead" ends with one change's numbers, never both. test/fixtures/wording-followon.json holds each
 * rule's text as its catalogue has it.
 */
import { describe, expect, it } from 'vitest';
import { readRule } from '../../src/wording/index.js';
import { summary } from './summary.js';
import { checkReadings, type ExpectedReading } from './fixture-readings.js';

const EXPECTED: readonly ExpectedReading[] = [
  ["Armoured Spearhead", "Each time this model makes an ", ["attacker/bearer {\"rerollHits\":\"ones\"}","attacker/bearer {\"rerollHits\":\"failed\"} NAMED(that unit is within range of an objective marker you do not control)"]],
  ["Sunderer of Fortresses", "Each time this model makes an ", ["attacker/bearer {\"strength\":1,\"damage\":1} when target any VEHICLE","attacker/bearer {\"strength\":1,\"damage\":1} when target any VEHICLE, target any FORTIFICATION"]],
  ["Blight Bombardment", "At the start of your Shooting ", ["attacker/unit {\"rerollHits\":\"ones\"} when shooting, attacker any DEATH GUARD, shooting|overwatch NAMED(the ability is used; the attacking unit is one the rule reaches; the target is the unit the rule selected) REACH(own-and-others)","attacker/unit {\"rerollHits\":\"failed\"} when shooting, attacker any DEATH GUARD, shooting|overwatch weapons blast NAMED(the ability is used; the attacking unit is one the rule reaches; the target is the unit the rule selected) REACH(own-and-others)"]],
  ["Hunter of Souls", "Each time this model makes an ", ["attacker/bearer {\"rerollHits\":\"ones\"} when target any CHARACTER","attacker/bearer {\"rerollWounds\":\"ones\"} when target any CHARACTER","attacker/bearer {\"rerollHits\":\"failed\"} when target any CHARACTER, target all PSYKER|CHARACTER","attacker/bearer {\"rerollWounds\":\"failed\"} when target any CHARACTER, target all PSYKER|CHARACTER"]],
  ["Oathbound", "While this model is leading a ", ["attacker/led {\"hit\":1} when fight, led attacker","attacker/led {\"wound\":1} when fight, led attacker NAMED(the target has this model's Slayer's Oath keyword)"]],
  ["Da Bigger Dey Iz…", "Each time this model makes an ", ["attacker/bearer {\"damage\":1} when target any MONSTER|VEHICLE, target none TITANIC","attacker/bearer {\"damage\":2} when target any TITANIC"]],
  ["Encephalic Diffusion (Aura, Psychic)", "While an enemy unit is within ", ["defender/unit {\"hit\":-1} NAMED(within 6\" of the rule's model (an aura); the attacking unit is the enemy unit the rule selected) REACH(own-and-others)","defender/unit {\"wound\":-1} NAMED(within 6\" of the rule's model (an aura); the attacking unit is the enemy unit the rule selected; that enemy unit is below half-strength) REACH(own-and-others)"]],
  ["Eye of Spite", "Succubus model only. Improve t", ["attacker/bearer {\"attacks\":1,\"ap\":1} when fight","attacker/bearer {\"attacks\":1,\"ap\":1} when fight NAMED(the ability is used)"]],
  ["Thief of Secrets", "Adeptus Astartes model only. I", ["attacker/bearer {\"strength\":1,\"damage\":1,\"ap\":1} when fight","attacker/bearer {\"strength\":1,\"damage\":1,\"ap\":1} when fight NAMED(one or more enemy models were destroyed as a result of a melee attack made by the bearer in an earlier phase)"]],
  ["Fury of the Storm", "Adeptus Astartes Mounted model", ["attacker/bearer {\"strength\":1,\"ap\":1} when fight","attacker/bearer {\"strength\":1,\"ap\":1} when charged, fight"]],
  ["Braggart's Steel", "Space Wolves model only. Add 2", ["attacker/bearer {\"strength\":2} when fight","attacker/bearer {\"damage\":1} when fight NAMED(the bearer's unit has achieved one or more boasts)"]],
  ["Ferocious Show Off", "Orks Infantry model only. Each", ["attacker/bearer {\"strength\":1} when fight","attacker/bearer {\"strength\":2} when fight NAMED(the unit contains 10 or more models)"]],
  ["Cruel Amusement", "In your Shooting phase, each t", ["attacker/bearer {\"abilities\":[\"ignores-cover\"]} when shooting weapons shrieker cannon NAMED(the ability is used; \"[IGNORES COVER]\" is the option chosen) OPTION([IGNORES COVER])","attacker/bearer {\"abilities\":[\"precision\"]} when shooting weapons shrieker cannon NAMED(the ability is used; \"[PRECISION]\" is the option chosen) OPTION([PRECISION])","attacker/bearer {\"abilities\":[\"sustained-hits 3\"]} when shooting weapons shrieker cannon NAMED(the ability is used; \"[SUSTAINED HITS 3]\" is the option chosen) OPTION([SUSTAINED HITS 3])"]],
  ["Harbinger of Death", "Each time this model is select", ["attacker/bearer {\"abilities\":[\"lethal-hits\"]} when fight weapons hellforged NAMED(the ability is used; \"[LETHAL HITS]\" is the option chosen) OPTION([LETHAL HITS])","attacker/bearer {\"abilities\":[\"precision\"]} when fight weapons hellforged NAMED(the ability is used; \"[PRECISION]\" is the option chosen) OPTION([PRECISION])","attacker/bearer {\"abilities\":[\"sustained-hits 1\"]} when fight weapons hellforged NAMED(the ability is used; \"[SUSTAINED HITS 1]\" is the option chosen) OPTION([SUSTAINED HITS 1])"]],
  ["Exquisite Swordsmanship", "Each time an Emperor's Childre", ["attacker/unit {\"abilities\":[\"lethal-hits\"]} when fight, charged, attacker any EMPEROR'S CHILDREN NAMED(the ability is used; \"[LETHAL HITS]\" is the option chosen) OPTION([LETHAL HITS])","attacker/unit {\"abilities\":[\"sustained-hits 1\"]} when fight, charged, attacker any EMPEROR'S CHILDREN NAMED(the ability is used; \"[SUSTAINED HITS 1]\" is the option chosen) OPTION([SUSTAINED HITS 1])"]],
  ["Storm of Retribution", "Each time a model in this unit", ["attacker/unit {\"rerollHits\":\"ones\"} when shooting|overwatch","attacker/unit {\"rerollWounds\":\"ones\"} when shooting|overwatch","attacker/unit {\"hit\":1} when shooting|overwatch NAMED(the target has destroyed one or more adepta sororitas units from your army during the battle)","attacker/unit {\"wound\":1} when shooting|overwatch NAMED(the target has destroyed one or more adepta sororitas units from your army during the battle)"]],
  ["Stubborn Tenacity", "Adeptus Astartes model only. W", ["attacker/led {\"hit\":1} when led attacker NAMED(the attacking unit is below its starting strength)","attacker/led {\"wound\":1} when led attacker NAMED(the attacking unit is battle-shocked and below its starting strength)"]],
  // Abilities a lead gives units of some keywords (granted.ts), and the charge an offer needs (offer.ts).
  ["Mobile Sensor Relays", "Leagues of Votann Transport un", ["attacker/unit {\"abilities\":[\"sustained-hits 1\"]} when shooting|overwatch, attacker any LEAGUES OF VOTANN INFANTRY NAMED(within 6\" of the rule's model (an aura); the unit is the friendly unit the rule selected; the unit with the ability is a LEAGUES OF VOTANN TRANSPORT unit) REACH(own-and-others)"]],
  ["Cogbound Alliance", "IMPERIAL KNIGHT units from you", ["attacker/unit {\"rerollHits\":\"ones\"} when shooting|overwatch, attacker any ADEPTUS MECHANICUS","attacker/unit {\"rerollWounds\":\"ones\"} when shooting|overwatch, attacker any ADEPTUS MECHANICUS NAMED(this unit is within 6\" of one or more friendly imperial knights units)"]],
  ["Sensational Performance", "Emperor’s Children units from ", ["attacker/unit {\"strength\":1,\"ap\":1} when charged, fight, attacker any EMPEROR'S CHILDREN NAMED(the ability is used)"]],
  ["Infernal Pacts", "Scintillating Legions units fr", ["defender/unit {\"kind\":\"invuln\",\"value\":4,\"against\":\"ranged\"} when target any THOUSAND SONS PSYKER NAMED(within 6\" of the rule's model (an aura), and visible to it; the unit is the friendly unit the rule selected; the unit with the ability is a SCINTILLATING LEGIONS unit) REACH(own-and-others)","not modelled: it gives the Cabal of Sorcerers ability, whose rules are not read here"]],
  ["Revered Companions", "Anathema Psykana units from yo", ["defender/unit {\"kind\":\"fnp\",\"value\":5,\"against\":\"psychic\"} when target any ADEPTUS CUSTODES NAMED(within 6\" of the rule's model (an aura); the unit is the friendly unit the rule selected; the unit with the ability is an ANATHEMA PSYKANA unit) REACH(own-and-others)","defender/unit {\"kind\":\"fnp\",\"value\":5,\"against\":\"mortal\"} when target any ADEPTUS CUSTODES NAMED(within 6\" of the rule's model (an aura); the unit is the friendly unit the rule selected; the unit with the ability is an ANATHEMA PSYKANA unit) REACH(own-and-others)","attacker/unit {\"hit\":1} when attacker any ANATHEMA PSYKANA NAMED(within 6\" of the rule's model (an aura); the attacking unit is the friendly unit the rule selected; the unit with the ability is an ADEPTUS CUSTODES unit (not ANATHEMA PSYKANA)) REACH(own-and-others)"]],
  // Options named by a heading line ("Panegyric Procession:") chosen at the start of the first battle round.
  ["Benediction of the Omnissiah", "At the start of the first batt", ["attacker/unit {\"ap\":1} when attacker any CULT MECHANICUS, shooting|overwatch, halfRange NAMED(the ability is used; \"Panegyric Procession\" is the option chosen) OPTION(Panegyric Procession)","attacker/unit {\"strength\":1,\"attacks\":1} when fight, charged, attacker any CULT MECHANICUS NAMED(the ability is used; \"Citation in Savagery\" is the option chosen) OPTION(Citation in Savagery)"]],
  ["Hyper Adaptions", "At the start of the first batt", ["attacker/unit {\"abilities\":[\"sustained-hits 1\"]} when attacker any TYRANIDS, target any INFANTRY|SWARM NAMED(the ability is used; \"SWARMING INSTINCTS\" is the option chosen) OPTION(SWARMING INSTINCTS)","attacker/unit {\"abilities\":[\"lethal-hits\"]} when attacker any TYRANIDS, target any MONSTER|VEHICLE NAMED(the ability is used; \"HYPER-AGGRESSION\" is the option chosen) OPTION(HYPER-AGGRESSION)","not modelled: it gives [PRECISION] only to the attacks that score a Critical Hit or Wound, and the engine gives it to all of a weapon's attacks or none (against a target with no CHARACTER model it changes nothing)"]],
  // An Order an enhancement offers, named after "you can select the Order below:".
  ["Aquilan Eye", "Astra Militarum Officer model ", ["attacker/unit {\"ap\":1} when shooting|overwatch NAMED(the ability is used; the unit is affected by the Target Weak Spot Order; the target is within 12\")"]],
  ["Spec Ops Veteran", "Astra Militarum Infantry Offic", ["defender/unit {\"kind\":\"stealth\"} when shooting|overwatch NAMED(the ability is used; the unit is affected by the Move To The Shadows Order)"]],
  // "… but instead, each time …" after what the unit loses; "those weapons" after the weapons a loadout names.
  ["Seductive Gambit", "Each time this unit ends a Cha", ["attacker/unit {\"rerollHits\":\"failed\"} when charged, fight NAMED(the ability is used)","attacker/unit {\"rerollWounds\":\"ones\"} when charged, fight NAMED(the ability is used)"]],
  ["Dead Rippy", "If this model is equipped with", ["attacker/bearer {\"abilities\":[\"twin-linked\"]} weapons dread killsaws NAMED(this model is equipped with 2 dread killsaws)","attacker/bearer {\"abilities\":[\"twin-linked\"]} weapons dread rippa klaws NAMED(this model is equipped with 2 dread rippa klaws)"]],
  // One ability or another by the unit's state: an option each, never both.
  ["An Honourable Death in Combat", "Each time a model in this unit", ["attacker/unit {\"abilities\":[\"sustained-hits 1\"]} NAMED(the attacking unit is below its starting strength; \"[SUSTAINED HITS 1]\" is the option chosen) OPTION([SUSTAINED HITS 1])","attacker/unit {\"abilities\":[\"sustained-hits 2\"]} NAMED(the attacking unit is below half-strength; \"[SUSTAINED HITS 2]\" is the option chosen) OPTION([SUSTAINED HITS 2])"]],
  // Near misses: stated, never guessed.
  ["Hordeslayer", "Space Wolves model only. At th", ["not modelled: it replaces another change (\"instead\") under a condition of its own, and naming the rule would assume the conditions of both","not modelled: another sentence of the rule changes the same roll in a way not modelled"]],
  ["Adamantine Mantle", "Adeptus Astartes model only. E", ["not modelled: it replaces another change (\"instead\"), which adding both would not give","not modelled: another sentence of the rule changes the same roll in a way not modelled"]],
  ["Enhanced Voidsheen Cloak", "Each time an attack is allocat", ["not modelled: its wording is not understood (\"if that attack was made by a psyker or battle-shocked model, change the damage characteris\")","not modelled: another sentence of the rule changes the same roll in a way not modelled"]],
  ["Enemy Spotted", "Each time a model from your ar", ["not modelled: its wording is not understood (\"of and visible to any searchlights from your army, re-roll a hit roll of 1\")","not modelled: it goes on from a sentence before it that is not read"]],
  // "one or more CHAOS KNIGHTS units from your army can make a Malefic Surge": its abilities are those units' only.
  ["Malefic Surge", "In your Command phase, one or ", ["attacker/unit {\"abilities\":[\"lethal-hits\"]} when attacker any CHAOS KNIGHTS NAMED(the ability is used; \"[LETHAL HITS]\" is the option chosen) OPTION([LETHAL HITS])","attacker/unit {\"abilities\":[\"sustained-hits 1\"]} when attacker any CHAOS KNIGHTS NAMED(the ability is used; \"[SUSTAINED HITS 1]\" is the option chosen) OPTION([SUSTAINED HITS 1])","not modelled: it inflicts mortal wounds on the rule's own unit on a failed Leadership test (the cost of using it), not on the attack's target","not modelled: it is one option of a choice among several","not modelled: it goes on from a sentence before it that is not read"]],
];

describe('readRule: follow-on changes of the data', () => checkReadings('wording-followon.json', EXPECTED));

const read = (text: string) => summary(readRule({ name: 'R', text, origin: 'datasheet' }));

describe('readRule: "instead" under a condition of its own', () => {
  it('a bigger number under more conditions is the difference: the two add up to the new number', () => {
    expect(read('Each time this model makes an attack, add 1 to the Damage characteristic of that attack. If that attack targets a MONSTER unit, add 3 to the Damage characteristic of that attack instead.')).toEqual([
      'attacker/bearer {"damage":1}',
      'attacker/bearer {"damage":2} when target any MONSTER',
    ]);
  });

  it('a number under a target keyword the earlier change does not need limits the earlier one to targets without it', () => {
    expect(read('Each time this model makes an attack that targets an INFANTRY unit, add 1 to the Damage characteristic of that attack. Each time this model makes an attack that targets a BEAST unit, add 2 to the Damage characteristic of that attack instead.')).toEqual([
      'attacker/bearer {"damage":1} when target any INFANTRY, target none BEAST',
      'attacker/bearer {"damage":2} when target any BEAST',
    ]);
  });

  it('a change named under a condition after one named under another is not modelled (naming would assume both)', () => {
    expect(read('While this unit is within range of an objective marker, add 1 to the Attacks characteristic of melee weapons equipped by models in this unit. If this unit is Battle-shocked, add 2 to the Attacks characteristic instead.')[0]).toMatch(/^not modelled: it replaces another change/);
  });

  it('a weapon ability the scenario tells apart limits the change to those weapons; another word is stated', () => {
    expect(read('Each time a model in this unit makes a ranged attack, re-roll a Hit roll of 1 (if that attack is made with a Blast weapon, you can re-roll the Hit roll instead).')).toEqual([
      'attacker/unit {"rerollHits":"ones"} when shooting|overwatch',
      'attacker/unit {"rerollHits":"failed"} when shooting|overwatch weapons blast',
    ]);
    expect(read('Each time a model in this unit makes a ranged attack, re-roll a Hit roll of 1 (if that attack is made with a Gauss weapon, you can re-roll the Hit roll instead).')).toContain('not modelled: it holds for the attacks of some weapons ("gauss") only, which are not told apart');
  });
});

describe('readRule: abilities a lead gives units of some keywords', () => {
  it('an ability that is no aura holds for a unit with the keywords, and without those "(excluding …)" or "all other" leaves out', () => {
    expect(read('ADEPTUS MECHANICUS units from your army have the following ability:\nDivine Inspiration: Each time a model in this unit makes a ranged attack, re-roll a Hit roll of 1.\nAll other IMPERIUM units from your army have the following ability:\nHoly Zeal: Each time a model in this unit makes a melee attack, add 1 to the Hit roll.')).toEqual([
      'attacker/unit {"rerollHits":"ones"} when shooting|overwatch, attacker any ADEPTUS MECHANICUS',
      'attacker/unit {"hit":1} when fight, attacker any IMPERIUM, attacker none ADEPTUS MECHANICUS',
    ]);
  });

  it('units that are not keywords leave the abilities not modelled', () => {
    expect(read('All other units from your army have the following ability:\nHoly Zeal: Each time a model in this unit makes a melee attack, add 1 to the Hit roll.')[0]).toMatch(/^not modelled: the units it gives the ability to/);
  });
});
