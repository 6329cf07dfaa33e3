/**
 * Rules that reach another unit or depend on other things (docs/effects.md): T'au Observer and Guided units
 * (`--guided`, `--marked`; an Observer's rule reaches the units it guides, `--support`), "that unit" a
 * sentence before set (the unit a leader leads, the rule's own Empowered unit), Fire Overwatch hitting
 * better under a condition, an enemy unit a rule selected or its aura reaches (its Toughness, its Benefit of
 * Cover, its Attacks, its Hit rolls). test/fixtures/wording-others.json holds each text as its catalogue has
 * it; rows that must stay not modelled guard the shapes' limits.
 */
import { describe } from 'vitest';
import { checkReadings, type ExpectedReading } from './fixture-readings.js';

const EXPECTED: readonly ExpectedReading[] = [
  ["Overlord", "While this model is leading a ", ["attacker/led {\"rerollWounds\":\"ones\"} when led attacker","attacker/led {\"rerollWounds\":\"failed\"} when led attacker NAMED(the unit is below its Starting Strength)"]],
  ["Hatred Eternal (Pain)", "In your Shooting or the Fight ", ["attacker/unit {\"rerollHits\":\"failed\"} NAMED(the ability is used; the unit is Empowered)"]],
  ["Hatred Eternal (Pain)", "In your Shooting phase or the ", ["attacker/unit {\"rerollHits\":\"failed\"} NAMED(the ability is used; the unit is Empowered)"]],
  ["Master of Blades (Pain)", "In the Fight phase, when you s", ["attacker/unit {\"wound\":1} when fight NAMED(the ability is used; the unit is Empowered)"]],
  ["Archon of the Poisoned Tongue (Pain)", "In your Shooting phase or the ", ["attacker/unit {\"abilities\":[\"sustained-hits 1\"]} NAMED(the ability is used; the unit is Empowered; \"[SUSTAINED HITS 1]\" is the option chosen) OPTION([SUSTAINED HITS 1])","attacker/unit {\"abilities\":[\"lethal-hits\"]} NAMED(the ability is used; the unit is Empowered; \"[LETHAL HITS]\" is the option chosen) OPTION([LETHAL HITS])"]],
  ["Brides of Death (Pain)", "In the Fight phase, when you s", ["attacker/unit {\"strength\":1,\"ap\":1} when fight NAMED(the ability is used; the unit is Empowered)"]],
  ["Sculptor of Torments (Pain)", "In your Fight phase, when you ", ["attacker/unit {\"wound\":1} when fight NAMED(the ability is used; the unit is Empowered)"]],
  ["Foul Infusion", "While this model is leading a ", ["attacker/led {\"abilities\":[\"lethal-hits\"]} when led attacker","attacker/led {\"critHit\":5} when led attacker"]],
  ["Nurgle’s Rot (Psychic)", "At the end of your Movement ph", ["attacker/unit {\"toughness\":-1} NAMED(the ability is used; a unit is rotted; the target is the unit the rule selected) REACH(own-and-others)"]],
  ["Destroyer of Futures", "Each time you target this unit", ["attacker/unit {\"snapShotOn\":5} when overwatch","attacker/unit {\"snapShotOn\":4} when overwatch NAMED(the target is within 9\" of one or more thousand sons psyker units from your army)"]],
  ["Flame-wreathed", "Each time this model ends a No", ["attacker/unit {\"abilities\":[\"ignores-cover\"]} when shooting|overwatch NAMED(the ability is used; the target is the unit the rule selected) REACH(own-and-others)"]],
  ["Nexus of Devotion", "While this model is leading a ", ["defender/led {\"kind\":\"fnp\",\"value\":5} when led target","defender/led {\"kind\":\"fnp\",\"value\":4} when led target, target any HYBRID METAMORPHS"]],
  ["Covering Fire", "Each time you target this unit", ["attacker/unit {\"snapShotOn\":5} when overwatch","attacker/unit {\"snapShotOn\":4} when overwatch NAMED(the unit is within 6\" of one or more friendly platoon units)"]],
  ["Flush Them Out", "In your Shooting phase, after ", ["attacker/unit {\"abilities\":[\"ignores-cover\"]} NAMED(the ability is used; the target is scattered; the target is the unit the rule selected; the rule's unit attacked the target before this attack) REACH(others)"]],
  ["Paroxysm (Psychic)", "At the start of the Fight phas", ["defender/unit {\"attacks\":-1} when fight NAMED(the ability is used; the roll was 2+; the attacking unit is the enemy unit the rule selected) REACH(own-and-others)"]],
  ["Lord of the Machine Cult", "While this model is leading a ", ["defender/led {\"kind\":\"fnp\",\"value\":5} when led target","defender/led {\"kind\":\"fnp\",\"value\":4} when led target, target any ELECTRO-PRIESTS"]],
  ["Vox-skull", "Once per battle, at the start ", ["attacker/unit {\"abilities\":[\"ignores-cover\"]} when target none MONSTER|VEHICLE NAMED(the ability is used; the target failed that Battle-shock test; the target is the unit the rule selected)"]],
  ["Ded Glowy Ammo (Aura)", "While an enemy INFANTRY unit i", ["attacker/unit {\"toughness\":-1} when target any INFANTRY NAMED(within range of the aura; within 6\" of the rule's model (an aura)) REACH(own-and-others)"]],
  ["For The Greater Good", "If your Army Faction is T’au E", ["attacker/unit {\"bs\":1} when shooting, --guided NAMED(the ability is used)","attacker/unit {\"abilities\":[\"ignores-cover\"]} when shooting, --guided, --marked NAMED(the ability is used)"]],
  ["For The Greater Good", "If your Army Faction is T’AU E", ["attacker/unit {\"bs\":1} when shooting, --guided NAMED(the ability is used)","attacker/unit {\"abilities\":[\"ignores-cover\"]} when shooting, --guided, --marked NAMED(the ability is used)"]],
  ["Rites of Feasting", "While this model is leading a ", ["defender/led {\"kind\":\"fnp\",\"value\":6} when led target","defender/led {\"kind\":\"fnp\",\"value\":5} when led target NAMED(that unit destroys one or more enemy units in the fight phase, until the end of the battle)"]],
  ["Blacklight Marker Drones", "Twice per battle, when this un", ["attacker/unit {\"rerollWounds\":\"ones\"} when shooting, --guided NAMED(it is used (twice per battle); this unit is an Observer unit and the target is its Spotted unit) REACH(others)"]],
  ["Forward Observers", "Each time this unit is an Obse", ["attacker/unit {\"rerollHits\":\"ones\"} when shooting, --guided NAMED(this unit is an Observer unit and the target is its Spotted unit) REACH(others)","attacker/unit {\"rerollWounds\":\"ones\"} when shooting, --guided NAMED(this unit is an Observer unit and the target is its Spotted unit) REACH(others)"]],
  ["Coordinated Strike", "While this model is a Guided u", ["attacker/bearer {\"rerollHits\":\"ones\"} when shooting, --guided"]],
  ["High-intensity Markerlights", "Each time this unit is an Obse", ["attacker/unit {\"rerollHits\":\"failed\"} when shooting, --guided NAMED(this unit is an Observer unit and the target is its Spotted unit) REACH(others)"]],
  ["Defensive Stance", "Each time you target this unit", ["attacker/unit {\"snapShotOn\":5} when overwatch","attacker/unit {\"snapShotOn\":4} when overwatch NAMED(the unit is within range of an objective marker that you control)"]],
  ["Storm of Bolts", "In your Shooting phase, after ", ["defender/unit {\"hit\":-1} when attacker none MONSTER|VEHICLE NAMED(the ability is used; a unit is suppressed; the attacking unit is the enemy unit the rule selected) REACH(own-and-others)"]],
  ["Protector of the Paths", "Asuryani model only. While the", ["attacker/unit {\"snapShotOn\":5} when overwatch, led attacker, attacker any DIRE AVENGERS|GUARDIANS NAMED(it is used (once per battle round))","attacker/unit {\"snapShotOn\":4} when overwatch, led attacker, attacker any DIRE AVENGERS|GUARDIANS NAMED(it is used (once per battle round); the bearer's unit is within range of an objective marker you control)"]],
  ["Tripwires", "Astra Militarum Infantry model", ["defender/unit {\"hit\":-1} when attacker any INFANTRY|MOUNTED NAMED(the ability is used; a unit is stunned; the attacking unit is the enemy unit the rule selected) REACH(own-and-others)"]],
  ["Pennant of Remembrance", "Ancient model only. While the ", ["defender/led {\"kind\":\"fnp\",\"value\":6} when led target","defender/led {\"kind\":\"fnp\",\"value\":4} when led target NAMED(that unit is battle-shocked)"]],
  ["Elder's Guidance", "SPACE WOLVES model only. Once ", ["attacker/led {\"ap\":1} when fight, led attacker, attacker any BLOOD CLAWS NAMED(the ability is used)"]],
  ["Augury Servo-Host", "ADEPTUS ASTARTES model only. A", ["attacker/unit {\"abilities\":[\"ignores-cover\"]} when shooting, shooting|overwatch NAMED(the ability is used; the target is the unit the rule selected) REACH(own-and-others)"]],
  ["Precursive Judgement", "While the bearer's unit is who", ["attacker/unit {\"snapShotOn\":5} when overwatch NAMED(the bearer's unit is wholly within 6\" of one or more friendly leagues of votann transport units)"]],
  ["Through Unity, Devastation", "T’au Empire model only (exclud", ["attacker/unit {\"abilities\":[\"lethal-hits\"]} when shooting, --guided, shooting|overwatch NAMED(the unit this model leads is an Observer unit and the target is its Spotted unit) REACH(others)"]],
  ["Through Unity, Devastation", "T’AU EMPIRE model only (exclud", ["attacker/unit {\"abilities\":[\"lethal-hits\"]} when shooting, --guided, shooting|overwatch NAMED(the unit this model leads is an Observer unit and the target is its Spotted unit) REACH(others)"]],
  ["Coordinated Exploitation", "T’au Empire model only (exclud", ["attacker/unit {\"abilities\":[\"sustained-hits 1\"]} when shooting, --guided, shooting|overwatch NAMED(the unit this model leads is an Observer unit and the target is its Spotted unit) REACH(others)"]],
  ["Coordinated Exploitation", "T’AU EMPIRE model only (exclud", ["attacker/unit {\"abilities\":[\"sustained-hits 1\"]} when shooting, --guided, shooting|overwatch NAMED(the unit this model leads is an Observer unit and the target is its Spotted unit) REACH(others)"]],
  ["Nethershriek Mind-eater", "At the start of your Shooting ", ["not modelled: it inflicts mortal wounds on a unit that fails a Battle-shock or Leadership test, which no roll of an attack decides (not modelled)"]],
  ["Gift of Foresight", "Adeptus Astartes model only. O", ["attacker/bearer {\"kind\":\"change-to-six\",\"rolls\":[\"hit\",\"wound\"]} NAMED(it is used (once per battle round); the roll changed is not a saving throw (not modelled))"]],
];

describe('rules that reach other units, as the data writes them', () => checkReadings('wording-others.json', EXPECTED));
