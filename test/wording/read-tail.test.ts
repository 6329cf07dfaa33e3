/**
 * The reader's long tail on real rules of the shared data (test/fixtures/wording-tail.json holds each text
 * as the catalogue has it, with its catalogue): the data's slips ("unmodifed", "Monsteror Vehicleunit",
 * "Model's in"), 11e's terse subjects ("Friendly HERNKYN units' ranged attacks that target …"), bullets
 * that finish their stem ("This unit has: - +1 T"), and what stays not modelled, with the reason.
 */
import { describe, expect, it } from 'vitest';
import { readRule, splitSentences } from '../../src/wording/index.js';
import { summary } from './summary.js';
import { checkReadings, type ExpectedReading } from './fixture-readings.js';

const EXPECTED: readonly ExpectedReading[] = [
  ["Destroyer Cult", "While this model is leading a ", ["attacker/led {\"critHit\":5} when shooting|overwatch, led attacker"]],
  ["Warmaster's Gift", "Each time the bearer makes an ", ["attacker/bearer {\"critWound\":5} NAMED(the target is the unit the rule selected)"]],
  ["Drill Commander", "Officer model only. While the ", ["attacker/led {\"critHit\":5} when shooting|overwatch, stationary, led attacker"]],
  ["Furnace of Plagues", "Add 1 to the Strength and Atta", ["attacker/bearer {\"strength\":1,\"attacks\":1} when fight","attacker/bearer {\"abilities\":[\"devastating-wounds\"]} when fight"]],
  ["Monstrous Nemesis", "Tyranids Monster only. Each ti", ["attacker/bearer {\"wound\":1} when fight, target any MONSTER|VEHICLE"]],
  ["Vanguard Predator", "Each time a model in this unit", ["attacker/unit {\"rerollHits\":\"ones\"}","attacker/unit {\"rerollWounds\":\"ones\"} NAMED(the target is within range of an objective marker)"]],
  ["Consecrating Aura", "ADEPTUS ASTARTES model only. M", ["defender/unit {\"kind\":\"invuln\",\"value\":5}"]],
  ["Fire and Fury", "Adepta Sororitas model only. W", ["not modelled: it is for the weapons other than those named before it"]],
  ["Holy Quest", "Friendly CELESTIAN SACRESANTS ", ["attacker/unit {\"bs\":1} when attacker any CELESTIAN SACRESANTS"]],
  ["Eye of the Hunt", "Friendly HERNKYN units’ ranged", ["attacker/unit {\"hit\":1} when shooting|overwatch, attacker any HERNKYN NAMED(the target is within 12\")"]],
  ["Mindhunger", "- Friendly DEATHLEAPER/LICTOR/", ["attacker/unit {\"rerollHits\":\"ones\"} when target any CHARACTER, attacker any LICTOR|NEUROLICTOR"]],
  ["Annihilate the Unworthy", "Friendly KNIGHT TYRANT units’ ", ["attacker/unit {\"hit\":1} when attacker any KNIGHT TYRANT NAMED(the target is Battle-shocked)"]],
  ["Interred Expertise", "This unit’s attacks can:\n- Re‑", ["attacker/unit {\"rerollHits\":\"ones\"}","attacker/unit {\"rerollWounds\":\"ones\"}"]],
  ["Elevated Might", "WINGED TYRANID PRIME/TYRANID P", ["attacker/bearer {\"rerollWounds\":\"failed\"} when fight","attacker/bearer {\"ap\":1} when fight"]],
  ["Mark of the Star Children", "PURESTRAIN GENESTEALERS unit o", ["defender/unit {\"toughness\":1}","defender/unit {\"kind\":\"defender-stat\",\"stat\":\"save\",\"set\":4}","attacker/unit {\"strength\":1} when fight"]],
  ["War-form Mantles", "Friendly TECH-PRIEST models ha", ["defender/unit {\"kind\":\"invuln\",\"value\":4} when target any TECH-PRIEST","defender/unit {\"kind\":\"fnp\",\"value\":5} when target any TECH-PRIEST"]],
  ["Knight of the Opus Machina (Aura)", "IMPERIAL KNIGHTS model only. W", ["attacker/unit {\"bs\":1,\"ap\":1} when fight, attacker any ADEPTUS MECHANICUS NAMED(within range of the aura; within 6\" of the rule's model (an aura); the unit is the friendly unit the rule selected) REACH(own-and-others)"]],
  ["Assisted Targeting (Aura)", "While a friendly ADEPTUS MECHA", ["attacker/unit {\"bs\":1} when shooting|overwatch, attacker any ADEPTUS MECHANICUS NAMED(within range of the aura; within 6\" of the rule's model (an aura); the unit is the friendly unit the rule selected) REACH(own-and-others)","attacker/unit {\"abilities\":[\"heavy\"]} when shooting|overwatch, attacker any ADEPTUS MECHANICUS NAMED(within range of the aura; within 6\" of the rule's model (an aura); the unit is the friendly unit the rule selected) REACH(own-and-others)"]],
  ["Bloody Fury", "- This unit’s ranged attacks t", ["attacker/unit {\"rerollHits\":\"failed\"} when shooting|overwatch NAMED(the target is the closest eligible target)"]],
  ["Dakka! Dakka! Dakka!", "Friendly ORKS INFANTRY units’ ", ["attacker/unit {\"abilities\":[\"sustained-hits 1\"]} when shooting, shooting|overwatch, attacker any ORKS INFANTRY NAMED(the waaagh! is active for your army)"]],
  ["Blitz", "Once per battle, in your Movem", ["attacker/bearer {\"attacks\":3} weapons solitaire NAMED(the ability is used)"]],
  ["Spirit Mark (Psychic)", "Once per turn, in your Movemen", ["attacker/unit {\"abilities\":[\"sustained-hits 1\"]} when attacker any WRAITH CONSTRUCT, attacker none TITANIC NAMED(the ability is used; the unit is the friendly unit the rule selected; the target is the unit the rule selected) REACH(own-and-others)"]],
  ["Daemonic Illusions (Aura)", "While a friendly Thousand Sons", ["defender/unit {\"kind\":\"invuln\",\"value\":4,\"against\":\"ranged\"} when target any THOUSAND SONS PSYKER NAMED(within range of the aura; within 6\" of the rule's model (an aura), and visible to it; the unit is the friendly unit the rule selected) REACH(own-and-others)"]],
  ["Reanimation Nodes (Aura)", "While a friendly NECRONS INFAN", ["defender/unit {\"kind\":\"fnp\",\"value\":6} when target any NECRONS INFANTRY NAMED(within range of the aura; within 6\" of the rule's model (an aura); the unit is the friendly unit the rule selected) REACH(own-and-others)"]],
  ["Tormentbringer (Aura)", "While a friendly Slaanesh Legi", ["attacker/unit {\"abilities\":[\"sustained-hits 1\"]} when fight, attacker any SLAANESH LEGIONS DAEMONICA NAMED(within range of the aura; within 6\" of the rule's model (an aura); the unit is the friendly unit the rule selected) REACH(own-and-others)"]],
  ["Destroyer Ankh", "The bearer has the Destroyer C", ["attacker/bearer {\"attacks\":2} when fight"]],
  ["Frantic Focus", "When a friendly EMPEROR’S CHIL", ["attacker/unit {\"strength\":1} when attacker any EMPEROR'S CHILDREN BATTLELINE NAMED(the unit made an advance or fall-back move this turn)"]],
  ["Driven From Their Lairs", "While a friendly ARMIGER unit ", ["attacker/unit {\"abilities\":[\"ignores-cover\"]} when shooting|overwatch, attacker any ARMIGER NAMED(the unit is affected by a Bondsman ability)"]],
  ["Transdimensional Deployment", "- Friendly TOMB BLADES units h", ["attacker/unit {\"hit\":1} when shooting, shooting|overwatch, attacker any TOMB BLADES NAMED(that unit made an ingress move this turn)"]],
  ["Firebase Control (Aura)", "While a friendly Leagues of Vo", ["attacker/unit {\"abilities\":[\"sustained-hits 1\"]} when shooting|overwatch, attacker any LEAGUES OF VOTANN INFANTRY NAMED(within range of the aura; within 6\" of the rule's model (an aura); the unit is the friendly unit the rule selected) REACH(own-and-others)"]],
  ["Nomadic Hunter", "Kroot Trail Shaper model only.", []],
  ["Mindlock", "While this unit contains a Qua", ["attacker/unit {\"bs\":1} weapons medical scalpels NAMED(the unit contains a quartermaster revenant model)"]],
  ["Mindlock", "While a TECH-PRIEST model is l", ["attacker/unit {\"bs\":1} when led attacker NAMED(the unit is led by a TECH-PRIEST model) MODELS(SERVITOR)"]],
  ["Xenos Hunter", "While this model is leading a ", ["attacker/led {\"hit\":1} when target none IMPERIUM|CHAOS, led attacker"]],
  ["Interception Strike", "Each time this model makes a r", ["attacker/bearer {\"rerollHits\":\"failed\"} when shooting|overwatch NAMED(the target is within 12\" of one or more adeptus astartes units from your army)"]],
  ["Attuned Onslaught (Psychic)", "Each time this unit makes a Ch", ["attacker/unit {\"damage\":1} when charged, fight MODELS(PALADIN SQUAD)"]],
  ["Judgement of the Omnissiah", "Each time this model makes an ", ["attacker/bearer {\"rerollWounds\":\"failed\"} NAMED(the target is within Engagement Range of one or more friendly adeptus astartes vehicle units)"]],
  ["Headhunters", "At the start of the battle, se", ["attacker/unit {\"abilities\":[\"devastating-wounds\",\"precision\"]} NAMED(the ability is used; the target is the unit the rule selected) MODELS(HEADTAKERS)"]],
  ["Vendetta", "At the start of your Command p", ["attacker/unit {\"rerollHits\":\"failed\"} when attacker any HERETIC ASTARTES, attacker none DAMNED NAMED(the ability is used; the target is your vendetta target)"]],
  ["Against All Odds", "Each time an Adeptus Custodes ", ["attacker/unit {\"hit\":1} when attacker any ADEPTUS CUSTODES, attacker none VEHICLE NAMED(there are no other friendly units within 6\" of that unit)","attacker/unit {\"wound\":1} when attacker any ADEPTUS CUSTODES, attacker none VEHICLE NAMED(there are no other friendly units within 6\" of that unit)"]],
  ["Ironbound Enmity", "Each time the bearer makes an ", ["attacker/bearer {\"wound\":1} NAMED(the attacking model is within range of an objective marker)"]],
  ["Logis", "While the bearer is leading a ", ["attacker/led {\"hit\":1} when led attacker NAMED(the target is within range of your acquisition objective marker)"]],
  ["Close-quarters Warfare", "This model does not suffer the", ["not modelled: it lifts the Hit roll penalty for shooting within Engagement Range, which mathhammer never applies (not modelled)"]],
  ["Enhanced Warriors", "If this unit is attached to a ", ["not modelled: it changes another unit (\"that unit\")"]],
  ["Savage Exaltation", "Each time this model makes a m", ["attacker/bearer {\"hit\":1} when fight NAMED(the target is below its Starting Strength)","attacker/bearer {\"wound\":1} when fight, --targetBelowHalf NAMED(the target is below its Starting Strength)"]],
  ["Tracking Target", "Each time this model is select", ["attacker/bearer {\"abilities\":[\"anti\",\"anti\"]} when shooting, stationary weapons colossus siege mortar"]],
  ["Holy Piety", "Each time this model makes a m", ["attacker/bearer {\"rerollHits\":\"failed\"} when fight NAMED(the unit is not Battle-shocked)"]],
  ["Gargantsmasha", "Each time this model makes an ", ["attacker/bearer {\"rerollHits\":\"failed\"} when target any TITANIC","attacker/bearer {\"rerollWounds\":\"failed\"} when target any TITANIC"]],
  ["Idols of Khorne", "At the start of your Command p", ["attacker/unit {\"hit\":1} when attacker any JAKHALS|GOREMONGERS, attacker any WORLD EATERS TITANIC|WORLD EATERS MONSTER NAMED(the ability is used; it was chosen at the start of your Command phase; within 6\" of the rule's model (an aura); the attacking unit is the friendly unit the rule selected; \"Idol of Infinite Rage (Aura)\" is the option chosen) OPTION(Idol of Infinite Rage (Aura)) REACH(own-and-others)","attacker/unit {\"wound\":1} when attacker any JAKHALS|GOREMONGERS, attacker any WORLD EATERS TITANIC|WORLD EATERS MONSTER NAMED(the ability is used; it was chosen at the start of your Command phase; within 6\" of the rule's model (an aura); the attacking unit is the friendly unit the rule selected; \"Idol of Infinite Rage (Aura)\" is the option chosen) OPTION(Idol of Infinite Rage (Aura)) REACH(own-and-others)","defender/unit {\"kind\":\"invuln\",\"value\":4} when target any JAKHALS|GOREMONGERS, target any WORLD EATERS TITANIC|WORLD EATERS MONSTER NAMED(the ability is used; it was chosen at the start of your Command phase; within 6\" of the rule's model (an aura); the unit is the friendly unit the rule selected; \"Idol of Blessed Blood (Aura)\" is the option chosen) OPTION(Idol of Blessed Blood (Aura)) REACH(own-and-others)"]],
  ["Murderous Imperative", "Each time a model in a Skitari", ["attacker/unit {\"rerollHits\":\"ones\"} when attacker any SKITARII NAMED(\"Protector Imperative\" is the option chosen) OPTION(Protector Imperative)","attacker/unit {\"rerollWounds\":\"ones\"} when attacker any SKITARII NAMED(\"Conqueror Imperative\" is the option chosen) OPTION(Conqueror Imperative)"]],
  ["Destroy the Daemonic", "Each time an Inquisitor, Inqui", ["attacker/unit {\"rerollHits\":\"ones\"} when attacker any INQUISITOR|INQUISITORIAL AGENTS|ORDO MALLEUS","attacker/unit {\"rerollWounds\":\"ones\"} when attacker any INQUISITOR|INQUISITORIAL AGENTS|ORDO MALLEUS, target any DAEMON"]],
  ["Born Soldiers", "Each time a model in a Regimen", ["attacker/unit {\"abilities\":[\"lethal-hits\"]} when attacker any REGIMENT, shooting|overwatch, visible, target none MONSTER|VEHICLE","attacker/unit {\"abilities\":[\"lethal-hits\"]} when attacker any SQUADRON, shooting|overwatch, visible, target any MONSTER|VEHICLE"]],
  ["Against the Horde", "Each time a model in this unit", ["attacker/unit {\"ignoreHarmfulHitModifiers\":true} when visible","attacker/unit {\"abilities\":[\"sustained-hits 1\"]} when visible"]],
  ["Psychic Disciplines", "At the start of the battle rou", ["attacker/unit {\"rerollHits\":\"ones\"} when attacker any ADEPTUS ASTARTES PSYKER NAMED(the ability is used; it was chosen at the start of the battle round; \"Divination Discipline\" is the option chosen) OPTION(Divination Discipline)","attacker/unit {\"rerollWounds\":\"ones\"} when attacker any ADEPTUS ASTARTES PSYKER NAMED(the ability is used; it was chosen at the start of the battle round; \"Divination Discipline\" is the option chosen) OPTION(Divination Discipline)","attacker/unit {\"ap\":1} when shooting|overwatch, attacker any ADEPTUS ASTARTES PSYKER NAMED(the ability is used; it was chosen at the start of the battle round; the target is within 12\"; \"Pyromancy Discipline\" is the option chosen) OPTION(Pyromancy Discipline)","defender/unit {\"strength\":-1} when shooting|overwatch, target any ADEPTUS ASTARTES PSYKER NAMED(the ability is used; it was chosen at the start of the battle round; \"Telekinesis Discipline\" is the option chosen) OPTION(Telekinesis Discipline)","attacker/unit {\"ignoreHarmfulHitModifiers\":true} when attacker any ADEPTUS ASTARTES PSYKER NAMED(the ability is used; it was chosen at the start of the battle round; \"Telepathy Discipline\" is the option chosen) OPTION(Telepathy Discipline)"]],
  ["Wrathful Procession", "At the start of the battle rou", ["attacker/unit {\"strength\":1} when fight, attacker any ADEPTUS ASTARTES INFANTRY|ADEPTUS ASTARTES MOUNTED NAMED(the ability is used; it was chosen at the start of the battle round; \"Rite of Perfervid Wrath\" is the option chosen) OPTION(Rite of Perfervid Wrath)","defender/unit {\"kind\":\"invuln\",\"value\":5,\"against\":\"ranged\"} when target any ADEPTUS ASTARTES INFANTRY|ADEPTUS ASTARTES MOUNTED NAMED(the ability is used; it was chosen at the start of the battle round; \"Chant of Deathless Devotion\" is the option chosen) OPTION(Chant of Deathless Devotion)"]],
  ["Synaptic Imperitives", "At the start of the battle rou", ["defender/unit {\"kind\":\"invuln\",\"value\":5} NAMED(the ability is used; it was chosen at the start of the battle round; this unit is within synapse range of your army; \"Synaptic Augmentation\" is the option chosen) OPTION(Synaptic Augmentation)","attacker/unit {\"hit\":1} when fight NAMED(the ability is used; it was chosen at the start of the battle round; this unit is within synapse range of your army; \"Goaded to Slaughter\" is the option chosen) OPTION(Goaded to Slaughter)"]],
  ["Frenzied Focus", "Each time a model in the beare", ["attacker/unit {\"critHit\":5}"]],
  ["Synapse", "If your Army Faction is Tyrani", ["attacker/unit {\"strength\":1} when fight, attacker any TYRANIDS NAMED(the unit is within Synapse Range of your army)"]],
  ["Silent Bodyguard", "While a Character model is lea", ["defender/unit {\"kind\":\"fnp\",\"value\":4} when led target MODELS(CHARACTER)"]],
  ["Robotic Bodyguard", "While a Cybernetica Datasmith ", ["defender/unit {\"kind\":\"fnp\",\"value\":4} when led target NAMED(the unit is led by a CYBERNETICA DATASMITH model) MODELS(CHARACTER)"]],
  ["Guardian Organism", "While a CHARACTER model is lea", ["defender/unit {\"kind\":\"fnp\",\"value\":5} when led target MODELS(CHARACTER)"]],
  ["Lost to Fury", "When this model is leading a u", ["attacker/led {\"abilities\":[\"sustained-hits 1\"]} when fight, led attacker"]],
  ["Starscythe", "Each time a model in this unit", ["attacker/unit {\"ap\":1} when shooting|overwatch, target none MONSTER|VEHICLE"]],
  ["Auric Armour", "■ While an Adeptus Custodes Ve", ["attacker/unit {\"rerollHits\":\"ones\"} when attacker any ADEPTUS CUSTODES VEHICLE NAMED(the unit is below its Starting Strength)","attacker/unit {\"rerollHits\":\"ones\"} when attacker any ADEPTUS CUSTODES VEHICLE NAMED(the unit is below half-strength)","attacker/unit {\"rerollWounds\":\"ones\"} when attacker any ADEPTUS CUSTODES VEHICLE NAMED(the unit is below half-strength)"]],
  ["Ruthless Discipline", "Add 1 to the number of Orders ", ["attacker/unit {\"rerollHits\":\"ones\"} when attacker any ASTRA MILITARUM NAMED(the unit is affected by an Order)"]],
  ["Psychological Saboteur (Aura)", "While an enemy unit is with 12", ["defender/unit {\"hit\":-1} NAMED(within range of the aura; within 12\" of the rule's model (an aura); that unit is battle-shocked; the attacking unit is the enemy unit the rule selected) REACH(own-and-others)","attacker/unit {\"wound\":1} when attacker any TYRANIDS NAMED(within range of the aura; within 12\" of the rule's model (an aura); that unit is battle-shocked; the attacking unit is one the rule reaches; the target is the unit the rule selected) REACH(own-and-others)"]],
  ["Tyrannical Motivation", "In your Command phase, select ", ["attacker/unit {\"hit\":1} NAMED(the ability is used; it was chosen at the start of your Command phase; \"Huron's Elite\" is the option chosen) OPTION(Huron's Elite)"]],
  ["Bound Creation", "While this unit is in the same", ["defender/unit {\"kind\":\"fnp\",\"value\":4} when led target NAMED(the unit is led by a CRYPTEK model) MODELS(CRYPTEK)"]],
  ["Wisdom of the Ancients [Aura]", "When a friendly Adeptus Astart", ["attacker/unit {\"rerollHits\":\"ones\"} when attacker any ADEPTUS ASTARTES INFANTRY NAMED(within 6\" of the rule's model (an aura); the attacking unit is the friendly unit the rule selected) REACH(own-and-others)"]],
  ["Dauntless Champions", "When a friendly PALADIN SQUAD ", ["attacker/unit {\"woundByStrength\":[{\"than\":\"less\",\"wound\":1}]} when fight, attacker any PALADIN SQUAD"]],
  ["Rejuvenating Swarm", "Attacks that target this unit ", ["defender/unit {\"woundByStrength\":[{\"than\":\"greater\",\"wound\":-1}]}"]],
  ["Occulus Infernum", "In your Movement phase, at the", ["attacker/unit {\"bs\":1} when shooting|overwatch, attacker any SEKHETAR ROBOTS NAMED(the ability is used; the unit is the friendly unit the rule selected) REACH(own-and-others)"]],
  ["Hagiomnifex", "(Once per turn, per unit) At t", ["attacker/unit {\"strength\":1} NAMED(the ability is used; \"Psalm of Righteous Smiting\" is the option chosen) OPTION(Psalm of Righteous Smiting)","defender/unit {\"woundByStrength\":[{\"than\":\"greater\",\"wound\":-1}]} NAMED(the ability is used; \"Chorus of Repudiation\" is the option chosen) OPTION(Chorus of Repudiation)"]],
  ["Targetin' Gizmos", "WAGON unit only. While a BIG M", ["attacker/unit {\"abilities\":[\"ignores-cover\"]} when shooting|overwatch NAMED(a BIG MEK model is embarked within this unit)","attacker/unit {\"abilities\":[\"sustained-hits 1\"]} when shooting|overwatch NAMED(a BIG MEK model is embarked within this unit; the waaagh! is active for this unit)"]],
  ["Negation Emitters", "STEALTH BATTLESUITS unit only.", []],
  ["Possessed Lord", "Once per battle, at the start ", ["attacker/bearer {\"attacks\":3} when fight NAMED(the ability is used)","attacker/bearer {\"abilities\":[\"devastating-wounds\"]} when fight NAMED(the ability is used)"]],
  ["Spirit of Gork (Psychic)", "At the start of the Fight phas", ["attacker/unit {\"strength\":1} when fight, attacker any ORKS NAMED(the ability is used; the unit is the friendly unit the rule selected; the roll was 2-5) OPTION(on a 2-5) REACH(own-and-others)","attacker/unit {\"strength\":1} when fight, attacker any ORKS NAMED(the ability is used; the unit is the friendly unit the rule selected; the roll was 6) OPTION(on a 6) REACH(own-and-others)","attacker/unit {\"abilities\":[\"lethal-hits\"]} when fight, attacker any ORKS NAMED(the ability is used; the unit is the friendly unit the rule selected; the roll was 6) OPTION(on a 6) REACH(own-and-others)"]],
  ["Aspect of Murder", "Autarch or Autarch Wayleaper m", ["attacker/bearer {\"damage\":1} when fight","attacker/bearer {\"abilities\":[\"precision\"]} when fight"]],
  ["Mob Mentality", "Each time an attack targets a ", ["defender/unit {\"kind\":\"invuln\",\"value\":6} when target any BOYZ","defender/unit {\"kind\":\"invuln\",\"value\":5} when target any BOYZ NAMED(the unit contains 10 or more models)"]],
  ["Punishing Salvoes", "In your Movement phase, if thi", ["attacker/bearer {\"abilities\":[\"sustained-hits 1\"]} when stationary, shooting|overwatch"]],
  ["Enraged Behemoths", "Each time a Tyranids Monster m", ["attacker/unit {\"hit\":1} when attacker any TYRANIDS MONSTER NAMED(the attacking unit is below its starting strength)","attacker/unit {\"wound\":1} when attacker any TYRANIDS MONSTER NAMED(the attacking unit is below half-strength)"]],
  ["Methodical Destruction", "At the start of the first batt", ["attacker/bearer {\"rerollWounds\":\"failed\"} NAMED(the ability is used; the target is the unit the rule selected)"]],
  ["Fury of the First", "Each time a model in this unit", ["attacker/unit {\"ignoreHarmfulHitModifiers\":true}","attacker/unit {\"hit\":1} NAMED(the target is your Oath of Moment target)"]],
  ["Overkill", "Once per battle, in your Movem", ["attacker/bearer {\"attacks\":3} when fight NAMED(the ability is used)"]],
  ["Angel's Fang", "Adeptus Astartes model only. E", ["attacker/bearer {\"abilities\":[\"sustained-hits 2\"]} when fight, target any CHARACTER|MONSTER|VEHICLE"]],
  ["Target Uploaded", "Each time a model in this unit", ["attacker/unit {\"bs\":1} NAMED(the target is the Spotted unit)","attacker/unit {\"abilities\":[\"ignores-cover\"]} NAMED(the target is the Spotted unit)"]],
];

describe('readRule on the long tail of the shared data', () => checkReadings('wording-tail.json', EXPECTED));

describe('splitSentences: items that finish their stem', () => {
  it('"has:", "can:" and "attacks:" take each item as their verb\'s object; an item with a subject of its own stands alone', () => {
    expect(splitSentences('This unit has:\n- +1 T.\n- This unit\u2019s melee attacks have +1 S.')).toEqual(['This unit has +1 T.', "This unit's melee attacks have +1 S."]);
    expect(splitSentences('This model\u2019s melee attacks:\n- Can re-roll wound rolls.')).toEqual(["This model's melee attacks can re-roll wound rolls."]);
  });
});

describe('a condition between "and," and its change', () => {
  const read = (text: string) => summary(readRule({ name: 'R', text, origin: 'datasheet' }));
  it('holds for that change only, and is not read when several changes follow it', () => {
    expect(read('Each time this model makes an attack, re-roll a Hit roll of 1 and, if the target is a MONSTER unit, re-roll a Wound roll of 1 as well.')).toEqual([
      'attacker/bearer {"rerollHits":"ones"}',
      'attacker/bearer {"rerollWounds":"ones"} when target any MONSTER',
    ]);
    expect(read('Each time this model makes an attack, re-roll a Hit roll of 1 and, if the target is a MONSTER unit, you can re-roll the Hit roll and you can re-roll the Wound roll.')[0]).toMatch(/^not modelled: /);
  });
});
