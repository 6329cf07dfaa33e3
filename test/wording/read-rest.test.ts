/**
 * Rules of a mixed group (docs/effects.md, "States a rule asserts"): an attack change behind a state the
 * player asserts by naming the rule (a Dark Pact made, an Enhancement expended, set up as Reinforcements, a
 * Leadership test passed, a model the rule selected), slips of the data's wording, and sentences that speak
 * of attacks but change none of their numbers (whom a Leader joins, list building, Command points). Near
 * misses stay not modelled. test/fixtures/wording-rest.json holds each text as its catalogue has it.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkReadings, type ExpectedReading } from './fixture-readings.js';

type Fixture = { readonly name: string; readonly text: string; readonly source: string };
const FIXTURES: readonly Fixture[] = JSON.parse(readFileSync(join(import.meta.dirname, '..', 'fixtures', 'wording-rest.json'), 'utf8'));

const EXPECTED: readonly ExpectedReading[] = [
  ["A Chink in Their Armour", "Genestealer Cults model only. ", ["attacker/unit {\"abilities\":[\"lethal-hits\"]} when shooting|overwatch NAMED(the unit was set up on the battlefield as Reinforcements, and your next Fight phase after that has not ended)"]],
  ["A Perfect Ambush", "Each time a GENESTEALER CULTS ", ["attacker/unit {\"abilities\":[\"sustained-hits 1\",\"ignores-cover\"]} when attacker any GENESTEALER CULTS NAMED(the unit was set up on the battlefield as Reinforcements, and your next Fight phase after that has not ended)"]],
  ["Advanced Scouting", "Each time this model makes a r", ["attacker/unit {\"rerollHits\":\"failed\"} when attacker any KROOT NAMED(this model hit the target with a ranged attack this turn) REACH(others)"]],
  ["Aspect Training", "While this model is leading a ", ["not modelled: it gives the Leader alone the Stealth ability, which helps its attached unit only if every model has it (not modelled)"]],
  ["Atomic Disintegrators", "In your Shooting phase, each t", ["not modelled: it adds options to another rule's choice (not modelled)"]],
  ["Bearer of the Evanescent Ion", "Imperial Knights model only. A", ["defender/unit {\"kind\":\"stealth\"} when target any IMPERIAL KNIGHTS NAMED(the ability is used; the unit is the friendly unit the rule selected) REACH(others)"]],
  ["Bearer of the Judicant's Helm", "Imperial Knights model only. A", ["attacker/unit {\"abilities\":[\"ignores-cover\"]} when shooting, shooting|overwatch, attacker any IMPERIAL KNIGHTS NAMED(the ability is used; the unit is the friendly unit the rule selected) REACH(others)"]],
  ["Blessed Visages", "Each time an enemy unit declar", ["defender/unit {\"hit\":-1} when fight NAMED(the attacking unit declared a charge this turn against a unit of the kind the rule names, and failed the Leadership test it then took) REACH(own-and-others)"]],
  ["Bold Gallantry", "Each time an Imperial Knights ", []],
  ["Boons of the Brood", "Weapons equipped by Harlequins", ["attacker/unit {\"abilities\":[\"sustained-hits 1\"]} when attacker any HARLEQUINS MOUNTED|HARLEQUINS VEHICLE","attacker/unit {\"abilities\":[\"sustained-hits 1\"]} when attacker any HARLEQUINS NAMED(the unit disembarked from a Transport this turn)"]],
  ["Brigand", "Ranged weapons equipped by thi", ["attacker/bearer {\"abilities\":[\"ignores-cover\"]} when shooting|overwatch NAMED(the target is within range of an objective marker)"]],
  ["Da Hunt Is On", "At the start of your Command p", ["attacker/unit {\"ap\":1} when attacker any BEAST SNAGGA, target any MONSTER|VEHICLE|CHARACTER NAMED(the ability is used; the target is the unit the rule selected)"]],
  ["Dakkamek", "Mek model only. Each time the ", ["attacker/unit {\"abilities\":[\"rapid-fire 1\"]} when attacker any VEHICLE, shooting|overwatch NAMED(the unit is the VEHICLE model the bearer's Mekaniak ability selected) REACH(others)"]],
  ["Dead Rippy", "If this model is equipped with", ["attacker/bearer {\"abilities\":[\"twin-linked\"]} weapons dread killsaws NAMED(this model is equipped with 2 dread killsaws)","attacker/bearer {\"abilities\":[\"twin-linked\"]} weapons dread rippa klaws NAMED(this model is equipped with 2 dread rippa klaws)"]],
  ["Dead-shot", "Each time this model makes a r", []],
  ["Deadly Unity (Aura)", "While an ^Anathema Psykana uni", ["attacker/unit {\"hit\":1} when attacker any ANATHEMA PSYKANA NAMED(within range of the aura; within 6\" of the rule's model (an aura); the attacking unit is the friendly unit the rule selected) REACH(own-and-others)"]],
  ["Death Hex (Psychic)", "At the start of your Shooting ", ["attacker/unit {\"ap\":1} NAMED(the ability is used; the roll was 2+; the target is the enemy unit the rule selected) REACH(own-and-others)"]],
  ["Devoted to Pain", "If a model in this unit is equ", ["not modelled: it holds for the models equipped with two of a weapon, and a change reaches every weapon of that name in the unit (not modelled)"]],
  ["Duality Shield", "Once per battle, each time an ", ["defender/unit {\"kind\":\"invuln\",\"value\":2} NAMED(the ability is used)"]],
  ["Forged in Battle", "Adeptus Astartes model only. W", ["attacker/led {\"kind\":\"change-to-six\",\"rolls\":[\"hit\"]} when led attacker NAMED(it is used (once per turn); the roll changed is not a saving throw (not modelled))"]],
  ["Fortification", "While an enemy unit is only wi", ["not modelled: it worsens your own ranged attacks, except with Pistols, on an enemy unit engaged only with your Fortifications (not modelled)"]],
  ["Fratricidal Trophies", "In a turn in which the bearer’", ["attacker/unit {\"rerollHits\":\"failed\"} NAMED(the unit chose to Default to Doctrine this turn)"]],
  ["Genetor", "While the bearer is leading a ", ["defender/led {\"kind\":\"invuln\",\"value\":4} when led target NAMED(the unit it leads is within range of your acquisition objective marker)"]],
  ["Ghazghkull’s Waaagh! Banner (Aura)", "While a friendly Orks unit is ", ["attacker/unit {\"abilities\":[\"lethal-hits\"]} when fight, attacker any ORKS NAMED(within range of the aura; within 12\" of the rule's model (an aura); the waaagh! is active for your army; the unit is the friendly unit the rule selected) REACH(own-and-others)"]],
  ["Golden Laurels", "While this model is leading a ", ["defender/led {\"ap\":-1} when fight, led target"]],
  ["Grimoire of True Names", "While an enemy unit is within ", ["defender/unit {\"hit\":-1} when attacker any DAEMON NAMED(within 9\" of the rule's model (an aura); the attacking unit is the enemy unit the rule selected) REACH(own-and-others)","defender/unit {\"wound\":-1} when attacker any DAEMON NAMED(within 9\" of the rule's model (an aura); the attacking unit is the enemy unit the rule selected) REACH(own-and-others)"]],
  ["Indiscriminate Detonations", "In your Shooting phase, when t", ["defender/unit {\"hit\":-1} NAMED(the ability is used; that enemy unit is suppressed; the attacking unit is the enemy unit the rule selected) REACH(own-and-others)"]],
  ["Insectile Murmuration", "When this unit’s attacks targe", ["attacker/unit {\"rerollWounds\":\"ones\"} NAMED(the target is within Contagion Range of a friendly unit)"]],
  ["Integrated Tactics", "Each time an Astra Militarum u", ["attacker/unit {\"hit\":1} when attacker any GENESTEALER CULT, shooting|overwatch NAMED(the ability is used; the target is caught in overlapping fire)"]],
  ["Internal Rivalries", "Emperor's Children Character u", ["attacker/unit {\"rerollWounds\":\"failed\"} NAMED(the unit is your army's Favoured Champions)"]],
  ["Kroothawk Flock", "Kroot model only. Ranged weapo", ["attacker/unit {\"abilities\":[\"ignores-cover\"]} when shooting|overwatch"]],
  ["Lead From the Front", "While this model is leading a ", []],
  ["Leader", "This model can be attached to ", []],
  ["Lord of Machines", "Once per turn, at the start of", ["defender/unit {\"hit\":-1} when shooting, attacker any VEHICLE NAMED(the ability is used; the Leadership test the rule calls for is passed; the attacking unit is the enemy unit the rule selected) REACH(own-and-others)"]],
  ["Martial Honour", "The first time a model in this", []],
  ["Mind in the Machine", "At the start of your opponent’", ["defender/unit {\"hit\":-1} when shooting, attacker any VEHICLE NAMED(the ability is used; the Leadership test the rule calls for is passed; the attacking unit is the enemy unit the rule selected) REACH(own-and-others)"]],
  ["Mischief Makers (Aura)", "While an enemy unit (excluding", ["defender/unit {\"hit\":-1} when attacker none MONSTER|VEHICLE, fight NAMED(within range of the aura; within 6\" of the rule's model (an aura); the attacking unit is the enemy unit the rule selected) REACH(own-and-others)"]],
  ["Multi-threat Eliminator", "Once per turn, in your opponen", []],
  ["Mustering A Boarding Patrol", "You can include up to one of t", []],
  ["No Foe Shall Stand", "Once per battle, at the start ", ["attacker/unit {\"abilities\":[\"lethal-hits\",\"ignores-cover\"]} when shooting, shooting|overwatch NAMED(the ability is used)"]],
  ["One-man Army", "Once per turn, in your opponen", []],
  ["Pennant of Silvered Fury", "Imperial Knights model only. W", ["attacker/bearer {\"abilities\":[\"sustained-hits 2\"]} when fight NAMED(the ability is used; the Enhancement is used (once per battle))"]],
  ["Phaeron of the Stars (Aura)", "While a friendly Necrons unit ", ["attacker/unit {\"rerollHits\":\"ones\"} when attacker any NECRONS, attacker none MONSTER NAMED(within range of the aura; within 6\" of the rule's model (an aura); the attacking unit is the friendly unit the rule selected) REACH(own-and-others)","attacker/unit {\"rerollWounds\":\"ones\"} when attacker any NECRONS, attacker none MONSTER NAMED(within range of the aura; within 6\" of the rule's model (an aura); the attacking unit is the friendly unit the rule selected) REACH(own-and-others)"]],
  ["Point-blank Devastation", "Each time this model's Heavy W", ["not modelled: it re-rolls the number of attacks (the engine has no knob for it)"]],
  ["Power of the Hive Mind", "Tyranids Psyker model only. Im", ["attacker/bearer {\"strength\":1,\"ap\":1} weapons psychic"]],
  ["Precognicient Volleys", "PURGATION SQUAD unit only. Thi", ["attacker/unit {\"snapShotOn\":5} when overwatch"]],
  ["Prioritised Eradication", "Each time a model in this mode", []],
  ["Priority Objective Identified", "At the start of the first batt", ["attacker/unit {\"rerollWounds\":\"ones\"} when attacker any ADEPTUS ASTARTES NAMED(the ability is used; a model with this ability is on the battlefield; the attacking unit is one the rule reaches; the target is within range of the objective marker the rule selected) REACH(own-and-others)"]],
  ["Quake Supervisor", "While the bearer is within 3\" ", ["attacker/unit {\"hit\":1} when attacker any ARTILLERY, shooting|overwatch NAMED(the bearer is within 3\" of one or more friendly leagues of votann artillery units; the attacking unit is one of those ARTILLERY units, and the target is visible to the bearer) REACH(others)"]],
  ["Rain of Devastation", "Friendly IMPERIAL KNIGHTS DOMI", ["attacker/unit {\"hit\":1} when attacker any IMPERIAL KNIGHTS DOMINUS NAMED(the target is in a terrain area)"]],
  ["Sacred Unguents", "Astra Militarum Tech-Priest En", ["attacker/unit {\"rerollHits\":\"failed\"} when shooting, attacker any TRANSPORT, attacker none AIRCRAFT|TITANIC NAMED(the ability is used; the unit is the friendly unit the rule selected) REACH(own-and-others)"]],
  ["Shepherds of the Dead", "Each time an Asuryani Psyker m", ["attacker/unit {\"hit\":1} when attacker any WRAITH CONSTRUCT NAMED(the target has one or more Vengeful Dead tokens)","attacker/unit {\"wound\":1} when attacker any WRAITH CONSTRUCT NAMED(the target has one or more Vengeful Dead tokens)"]],
  ["Shrouding [Psychic]", "While this model is leading a ", ["defender/led {\"kind\":\"stealth\"} when led target"]],
  ["Soul Eater", "At the end of the Fight phase,", ["attacker/bearer {\"attacks\":1} NAMED(this model's attacks destroyed an enemy unit in an earlier Fight phase)"]],
  ["Splat!", "Each time a model in this unit", ["attacker/unit {\"rerollHits\":\"ones\"} when shooting|overwatch NAMED(the target contains 10 or more models)"]],
  ["Support Vehicle", "In your Command phase, select ", ["not modelled: it heals or returns models, which no single attack does"]],
  ["Talons of Butchery", "This unit’s Maulerfiend Fists ", ["attacker/unit {\"abilities\":[\"blast 2\"]} weapons maulerfiend fists"]],
  ["Tempered Ferocity", "While this model is leading a ", ["attacker/led {\"abilities\":[\"sustained-hits 1\"]} when led attacker","attacker/led {\"rerollHits\":\"ones\"} when led attacker NAMED(the target is within 6\")"]],
  ["Tendrilous Emissions", "While the bearer is within 3\" ", ["attacker/unit {\"rerollWounds\":\"ones\"} when attacker any VEHICLE, shooting|overwatch NAMED(the bearer is within 3\" of one or more friendly death guard vehicle units; the attacking unit is one of those VEHICLE units, and the target is visible to the bearer) REACH(others)"]],
  ["The Scorpion's Bite", "Melee weapons equipped by the ", ["attacker/bearer {\"abilities\":[\"devastating-wounds\"]} when target none TITANIC, fight"]],
  ["Unholy Bloodshed", "Once per battle, when this uni", ["attacker/unit {\"abilities\":[\"devastating-wounds\"]} NAMED(it is used (once per battle); the unit made a Dark Pact)"]],
  ["Vehement Aggression", "While this model is leading a ", ["attacker/led {\"rerollHits\":\"ones\"} when fight, led attacker","attacker/led {\"rerollHits\":\"failed\"} when fight, led attacker NAMED(the Leadership test the rule calls for is passed)"]],
  ["Vengeance for the Omnissiah", "If a friendly Adeptus Mechanic", ["not modelled: it sets a weapon's Attacks characteristic to a value (the engine has no knob for it)"]],
  ["Verminous Haze", "Death Guard Infantry units (ex", ["defender/unit {\"kind\":\"stealth\"} when target any DEATH GUARD INFANTRY, target none POXWALKERS"]],
  ["Violent Fury", "If this model is equipped with", ["attacker/bearer {\"abilities\":[\"twin-linked\"]} when fight NAMED(the model is equipped with two melee weapons)"]],
  ["Wyrmslayer Divination", "Imperial Knights model only. I", ["attacker/bearer {\"rerollHits\":\"failed\"} when shooting, target any FLY NAMED(the ability is used; the Enhancement is used (once per battle))"]],
];

describe('a mixed group of real rules of the shared data', () => {
  checkReadings('wording-rest.json', EXPECTED);
  it('every fixture has its catalogue and edition', () => {
    for (const f of FIXTURES) expect(f.source, f.name).toMatch(/^\S.* \((?:10e|11e)\)$/);
  });
});
