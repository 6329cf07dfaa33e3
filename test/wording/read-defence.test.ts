/**
 * Defensive rules of the shared data (test/fixtures/wording-defence.json holds each text as its catalogue has
 * it): a Save or Wounds characteristic set or improved (effects/defender-stat.ts), save re-rolls, auras and
 * places that protect friendly models, Feel No Pain for the models a unit shares with a rule's model, and
 * the protections a player asserts by naming them (an objective marker, the Waaagh!). The rows that stay not
 * modelled guard precision: one attack's Damage changed to 0 once per battle, turn or phase, a Feel No Pain
 * against attacks of Damage 1 only, an invulnerable save against Psychic Attacks only, an invulnerable saving
 * throw's re-roll, the other leaders, a Damage set "instead" under a condition.
 */
import { describe } from 'vitest';
import { checkReadings, type ExpectedReading } from './fixture-readings.js';

const EXPECTED: readonly ExpectedReading[] = [
  ["Stanchion of Holy Martyrs", "While this model is leading a ", ["defender/led {\"kind\":\"defender-stat\",\"stat\":\"save\",\"set\":2} when led target","defender/led {\"kind\":\"invuln\",\"value\":4} when led target"]],
  ["Artificer Armour", "Adeptus Astartes model only. T", ["defender/bearer {\"kind\":\"defender-stat\",\"stat\":\"save\",\"set\":2}","defender/bearer {\"kind\":\"fnp\",\"value\":5}"]],
  ["Artisan of War", "Adeptus Astartes Jump Pack mod", ["attacker/bearer {\"ap\":1}","defender/bearer {\"kind\":\"defender-stat\",\"stat\":\"save\",\"set\":2}"]],
  ["Iron Surplice of Saint Istalela", "CANONESS or PALATINE model onl", ["defender/bearer {\"kind\":\"defender-stat\",\"stat\":\"save\",\"set\":2}","defender/bearer {\"kind\":\"fnp\",\"value\":5}"]],
  ["Leechbite Plate", "Archon model only. The bearer ", ["defender/bearer {\"kind\":\"defender-stat\",\"stat\":\"save\",\"set\":3}"]],
  ["Storm Shield", "The bearer has a Wounds charac", ["defender/bearer {\"kind\":\"defender-stat\",\"stat\":\"wounds\",\"set\":4}"]],
  ["Auric Mantle", "Shield-Captain or Blade Champi", ["defender/bearer {\"kind\":\"defender-stat\",\"stat\":\"wounds\",\"by\":2}"]],
  ["Formidable Resolve", "Improve the bearer's Leadershi", ["defender/bearer {\"kind\":\"defender-stat\",\"stat\":\"wounds\",\"by\":1}"]],
  ["Master Artisan", "Haemonculus model only. Add 1 ", ["defender/bearer {\"kind\":\"defender-stat\",\"stat\":\"wounds\",\"by\":1}","defender/unit {\"toughness\":1}"]],
  ["Living Carapace", "CHAOS LORD model only. Add 1 t", ["defender/bearer {\"kind\":\"defender-stat\",\"stat\":\"wounds\",\"by\":1}","defender/bearer {\"kind\":\"fnp\",\"value\":5}"]],
  ["Flowing Flesh", "The bearer has the Feel No Pai", ["defender/bearer {\"kind\":\"fnp\",\"value\":4}","defender/bearer {\"kind\":\"defender-stat\",\"stat\":\"wounds\",\"set\":5}"]],
  ["Blasphemous Engine", "Add 2 to the bearer's Wounds c", ["defender/bearer {\"kind\":\"defender-stat\",\"stat\":\"wounds\",\"by\":2}","not modelled: it changes another rule's mortal wounds (not modelled)"]],
  ["Aegis Projector", "Once per turn, the first time ", ["not modelled: it changes the Damage of one attack to 0, once per battle, round, turn or phase (the first save failed, or an attack the player picks): the engine has no knob that cancels one attack of a sequence"]],
  ["Armour of Faith", "Once per phase, when an attack", ["not modelled: it changes the Damage of one attack to 0, once per battle, round, turn or phase (the first save failed, or an attack the player picks): the engine has no knob that cancels one attack of a sequence"]],
  ["Resilient Organism", "Once per battle, when an attac", ["not modelled: it changes the Damage of one attack to 0, once per battle, round, turn or phase (the first save failed, or an attack the player picks): the engine has no knob that cancels one attack of a sequence"]],
  ["Blessing of the Dark Master", "The bearer has the Stealth abi", ["defender/bearer {\"kind\":\"stealth\"}","not modelled: it changes the Damage of one attack to 0, once per battle, round, turn or phase (the first save failed, or an attack the player picks): the engine has no knob that cancels one attack of a sequence"]],
  ["All is Dust", "Each time an attack with an un", ["defender/unit {\"kind\":\"armour-save-vs-damage-1\",\"add\":1,\"unmodified\":true} when target any RUBRICAE MODELS(RUBRICAE)"]],
  ["Unyielding in the Face of the Foe", "While this unit is within rang", ["defender/unit {\"kind\":\"armour-save-vs-damage-1\",\"add\":1,\"unmodified\":false} NAMED(the unit is within range of an objective marker)"]],
  ["Fleshmetal Fusion", "Add 1 to the bearer's Toughnes", ["defender/bearer {\"toughness\":1}","defender/bearer {\"kind\":\"armour-save-vs-damage-1\",\"add\":1,\"unmodified\":false} NAMED(the bearer is using the Unnatural Fortitude ability)"]],
  ["Father of Pain", "Each time an attack with a Dam", ["not modelled: it holds only against attacks whose Damage characteristic is 1: the engine has no Feel No Pain that depends on the attack's Damage (only a bonus to armour saves)"]],
  ["Bladeguard", "At the start of the Fight phas", ["attacker/unit {\"rerollHits\":\"ones\"} when fight NAMED(the ability is used; \"Swords of the Imperium\" is the option chosen) OPTION(Swords of the Imperium)","not modelled: it re-rolls invulnerable saving throws only: the engine re-rolls a model's saving throw whichever save it uses (no knob for one kind of save)"]],
  ["Adaptive Instincts", "At the start of the Fight phas", ["attacker/unit {\"rerollHits\":\"ones\"} when fight NAMED(the ability is used; \"Aggression Imperative\" is the option chosen) OPTION(Aggression Imperative)","defender/unit {\"rerollSaves\":\"ones\"} when fight NAMED(the ability is used; \"Bioregeneration\" is the option chosen) OPTION(Bioregeneration)"]],
  ["Invulnerable Save", "Models in this unit have a 6+ ", ["not modelled: its invulnerable save holds against Psychic Attacks only: the engine has no invulnerable save for one kind of weapon but ranged or melee","not modelled: another sentence of the rule changes the same roll in a way not modelled"]],
  ["Malefic Wardings (Psychic)", "While this model is leading a ", ["not modelled: its invulnerable save holds against Psychic Attacks (and some attackers) only, which no invulnerable save of the engine does"]],
  ["Kustom Force Field", "While this model is leading a ", ["not modelled: it improves the invulnerable save another sentence gives without saying against which attacks, which a sentence read on its own cannot tell (not modelled)","not modelled: another sentence of the rule changes the same roll in a way not modelled"]],
  ["Emanatus Forcefield (Aura)", "While a friendly Adeptus Mecha", ["defender/unit {\"kind\":\"invuln\",\"value\":4,\"against\":\"ranged\"} when target any ADEPTUS MECHANICUS BATTLELINE NAMED(within range of the aura; within 6\" of the rule's model (an aura); the unit is the friendly unit the rule selected; every model of the unit is so placed) REACH(own-and-others)"]],
  ["Projected Void Shields (Aura)", "While a friendly model is whol", ["defender/unit {\"kind\":\"invuln\",\"value\":4,\"against\":\"ranged\"} NAMED(within range of the aura; within 6\" of the rule's model (an aura); the unit is the friendly unit the rule selected; every model of the unit is so placed) REACH(own-and-others)"]],
  ["Skyshield", "Friendly Infantry models and f", ["defender/unit {\"kind\":\"invuln\",\"value\":5,\"against\":\"ranged\"} when target any INFANTRY|FLY NAMED(the unit is on the platform section of the Fortification; the unit is the friendly unit the rule selected; every model of the unit is so placed) REACH(own-and-others)"]],
  ["Ogryn Bodyguard", "While one or more Officer mode", ["defender/unit {\"kind\":\"fnp\",\"value\":4} MODELS(OFFICER)"]],
  ["The Vargard’s Duty", "While this model is in the sam", ["defender/unit {\"kind\":\"fnp\",\"value\":4} NAMED(this model is in the same unit as NEMESOR ZAHNDREKH) MODELS(CHARACTER)"]],
  ["Huskarl to the Jarl", "While this model is attached t", ["defender/unit {\"kind\":\"fnp\",\"value\":4} NAMED(the unit contains another character model) MODELS(CHARACTER)"]],
  ["Court of the Archon", "While a Character model is lea", ["defender/unit {\"kind\":\"fnp\",\"value\":4} when led target NAMED(the unit contains one or more lhamaean, medusae, sslyth or ur-ghul models) MODELS(CHARACTER)"]],
  ["Yvraine's Champion", "While this model is leading a ", ["not modelled: it is for the other CHARACTER models attached to the unit (not the rule's own model), which the reader cannot tell apart"]],
  ["Seeker of the Unfound", "The first time this model is s", ["defender/bearer {\"kind\":\"fnp\",\"value\":4} NAMED(the ability is used; the model is within range of the objective marker the rule selected)"]],
  ["Unbreakable Duty", "While this model is within ran", ["defender/bearer {\"kind\":\"fnp\",\"value\":4} NAMED(the model is within range of an objective marker or within 6\" of the centre of the battlefield)"]],
  ["Da Boss Iz Watchin’", "While this model is gaining th", ["defender/bearer {\"kind\":\"invuln\",\"value\":4} NAMED(the Waaagh! is active for your army)"]],
  ["Singular Purpose", "At the start of the first batt", ["attacker/bearer {\"rerollHits\":\"failed\"} NAMED(the ability is used; the target is the unit the rule selected; \"option 1\" is the option chosen) OPTION(option 1)","attacker/bearer {\"rerollWounds\":\"failed\"} NAMED(the ability is used; the target is the unit the rule selected; \"option 1\" is the option chosen) OPTION(option 1)","defender/bearer {\"kind\":\"fnp\",\"value\":5} NAMED(the ability is used; the model is within range of the objective marker the rule selected; \"option 2\" is the option chosen) OPTION(option 2)"]],
  ["Null Nodules", "Tyranids Monster only. Once pe", ["defender/bearer {\"kind\":\"fnp\",\"value\":5,\"against\":\"psychic\"} NAMED(the ability is used)"]],
  ["Reinforced Carapace", "Each time an attack is allocat", ["defender/bearer {\"kind\":\"damage-reduction\",\"value\":1}"]],
  ["Masters of Camouflage", "Astra Militarum Walker and Reg", ["defender/unit {\"kind\":\"cover\"} when shooting|overwatch, target any ASTRA MILITARUM WALKER|REGIMENT","not modelled: it changes the Benefit of Cover under a condition not modelled"]],
  ["Duality Shield", "Once per battle, each time an ", ["defender/unit {\"kind\":\"invuln\",\"value\":2} NAMED(the ability is used)"]],
  ["Red Skull Kommandos", "This unit has +1 Sv against ra", ["defender/unit {\"kind\":\"defender-stat\",\"stat\":\"save\",\"by\":1} when shooting|overwatch"]],
  ["Swollen with Power", "This model has +2 W.", ["defender/bearer {\"kind\":\"defender-stat\",\"stat\":\"wounds\",\"by\":2}"]],
  ["Relic shield", "The bearer has a Wounds charac", ["defender/bearer {\"kind\":\"defender-stat\",\"stat\":\"wounds\",\"set\":7}"]],
  ["Mark of the Star Children", "PURESTRAIN GENESTEALERS unit o", ["defender/unit {\"toughness\":1}","defender/unit {\"kind\":\"defender-stat\",\"stat\":\"save\",\"set\":4}","attacker/unit {\"strength\":1} when fight"]],
  ["Mantle of Ophelia", "Canoness or Palatine model onl", ["defender/bearer {\"kind\":\"damage-set\",\"value\":1}"]],
  ["Mantle of the Gnosticarch", "Each time an attack is allocat", ["defender/bearer {\"kind\":\"damage-set\",\"value\":1}"]],
  ["Auramite and Adamantite", "Once per battle, at the start ", ["defender/bearer {\"kind\":\"damage-set\",\"value\":1} NAMED(the ability is used)"]],
  ["Enhanced Voidsheen Cloak", "Each time an attack is allocat", ["not modelled: its wording is not understood (\"if that attack was made by a psyker or battle-shocked model, change the damage characteris\")","not modelled: another sentence of the rule changes the same roll in a way not modelled"]],
  ["Adamantine Mantle", "Adeptus Astartes model only. E", ["not modelled: it replaces another change (\"instead\"), which adding both would not give","not modelled: another sentence of the rule changes the same roll in a way not modelled"]],
  ["Stealth Drones", "Twice per battle, after an att", ["not modelled: it changes the Damage of one attack to 0, once per battle, round, turn or phase (the first save failed, or an attack the player picks): the engine has no knob that cancels one attack of a sequence","not modelled: it goes on from a sentence before it that is not read"]],
  ["Rules Adaptions", "- The Master Vox wargear abili", ["not modelled: it takes a rule away from a unit (a mission's adaptation), which the reader does not do: the unit's rules are still applied"]],
  ["Unquestioning Fanaticism", "For Each ACOLYTE HYBRIDS, HYBR", ["not modelled: it is for the leader of the units a sentence before names, which a sentence read on its own cannot tell (not modelled)"]],
  ["Embittered", "The first time an attack is al", ["not modelled: it sets a weapon's Attacks characteristic to a value (no engine knob)"]],
];

describe('readRule on the defensive rules of the shared data', () => checkReadings('wording-defence.json', EXPECTED));
