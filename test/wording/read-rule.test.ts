/**
 * The reader on real rules from the shared data (test/fixtures/wording-rules.json holds each text as the
 * catalogue has it, with its catalogue): what each is read as, one line per change, or why not.
 */
import { describe, expect, it } from 'vitest';
import { readRule, ruleStatus, splitSentences } from '../../src/wording/index.js';
import { summary } from './summary.js';
import { checkReadings, type ExpectedReading } from './fixture-readings.js';

const EXPECTED: readonly ExpectedReading[] = [
  ["Deft Parry", "Each time a melee attack targe", ["defender/unit {\"hit\":-1} when fight"]],
  ["Braziers of Judgement", "While a Character model is lea", ["defender/unit {\"hit\":-1} when led target"]],
  ["Emnity for the Unworthy", "Each time a model in this unit", ["attacker/unit {\"hit\":1} when target any CHARACTER"]],
  ["Oath of Moment", "If your Army Faction is **^^Ad", ["attacker/unit {\"rerollHits\":\"failed\"} NAMED(the ability is used; the target is your Oath of Moment target)","attacker/unit {\"wound\":1} NAMED(the ability is used; the target is your Oath of Moment target; you are using a codex: space marines detachment and your army does not include one or more units with the blood angels, dark angels, deathwatch or space wolves keywords)"]],
  ["Decisive Destruction", "Each time a model in this unit", ["attacker/unit {\"rerollHits\":\"ones\"} when shooting|overwatch NAMED(the target is the closest eligible target)"]],
  ["Skirmish Fighters", "**^^Kroot^^** models from your", ["defender/unit {\"kind\":\"invuln\",\"value\":6,\"against\":\"melee\"} when target any KROOT","defender/unit {\"kind\":\"invuln\",\"value\":5,\"against\":\"ranged\"} when target any KROOT"]],
  ["Molten Form", "Each time an attack is allocat", ["defender/bearer {\"kind\":\"halve-damage\"}"]],
  ["Get Stuck In", "Melee weapons equipped by **^^", ["attacker/unit {\"abilities\":[\"sustained-hits 1\"]} when attacker any ORKS, fight"]],
  ["Execution Order", "Each time this unit makes an a", ["attacker/unit {\"hit\":1} when target any CHARACTER"]],
  ["Thread-cutter", "The bearer's melee weapons hav", ["attacker/bearer {\"abilities\":[\"precision\"]} when fight","attacker/bearer {\"rerollHits\":\"failed\"} when fight, target any CHARACTER"]],
  ["Wyrmsplitter", "Each time the bearer makes an ", ["attacker/bearer {\"wound\":1} when target any MONSTER|VEHICLE","attacker/bearer {\"damage\":1} when target any MONSTER|VEHICLE"]],
  ["Might of Heroes [Pyschic]", "While this model is leading a ", ["attacker/led {\"strength\":1,\"ap\":1} when fight, led attacker"]],
  ["Seasoned Noble", "Each time this model makes a r", ["attacker/bearer {\"ap\":1} when shooting|overwatch NAMED(the target is the closest eligible target)"]],
  ["Iron-hard Talons", "Improve the Armour Penetration", ["attacker/bearer {\"ap\":1} when fight"]],
  ["Peerless Eradicator", "While the bearer is leading a ", ["attacker/led {\"abilities\":[\"sustained-hits 1\"]} when shooting|overwatch, led attacker"]],
  ["Da Shootiest Blasta", "Select one ranged weapon equip", ["not modelled: it changes a weapon the player selects, not every weapon"]],
  ["Oathbound Speculator", "Each time a model in the beare", ["attacker/unit {\"rerollWounds\":\"ones\"}","attacker/unit {\"wound\":1} NAMED(the ability is used)"]],
  ["Marked by the Dark Gods", "Each time this model makes an ", ["attacker/bearer {\"critHit\":5}"]],
  ["Scattershield", "The bearer has a 4+ invulnerab", ["defender/bearer {\"kind\":\"invuln\",\"value\":4}"]],
  ["Gloam Rot", "Each time an attack targets th", ["defender/unit {\"woundByStrength\":[{\"than\":\"greater\",\"wound\":-1}]}"]],
  ["Penumbral Puppetry", "Each time an attack targets th", ["defender/unit {\"hit\":-1}"]],
  ["Bane-forged weapons", "This unit’s attacks have +1 S.", ["attacker/unit {\"strength\":1}"]],
  ["Patient Hunter", "During the third, fourth, and ", ["attacker/unit {\"abilities\":[\"sustained-hits 1\"]} when round 3-5, attacker any T'AU EMPIRE, shooting|overwatch","attacker/unit {\"ignoreHarmfulHitModifiers\":true} when round 3-5, --guided, shooting|overwatch NAMED(the target is spotted)"]],
  ["Killing Blow", "During the first, second and t", ["attacker/unit {\"abilities\":[\"lethal-hits\"]} when round 1-3, shooting|overwatch NAMED(a unit is a guided unit)"]],
  ["Sustained Assault", "Each time this model makes a m", ["attacker/bearer {\"critHit\":4} when fight, charged"]],
  ["Bladestorm", "Ranged weapons equipped by mod", ["attacker/unit {\"abilities\":[\"sustained-hits 1\"]} when halfRange, shooting|overwatch"]],
  ["Father of Pain", "Each time an attack with a Dam", ["not modelled: it holds only against attacks whose Damage characteristic is 1: the engine has no Feel No Pain that depends on the attack's Damage (only a bonus to armour saves)"]],
  ["Assured Destruction", "In your Shooting phase, each t", ["attacker/unit {\"rerollHits\":\"failed\"} when shooting, shooting|overwatch, target any MONSTER|VEHICLE","attacker/unit {\"rerollWounds\":\"failed\"} when shooting, shooting|overwatch, target any MONSTER|VEHICLE","attacker/unit {\"rerollDamage\":\"any\"} when shooting, shooting|overwatch, target any MONSTER|VEHICLE"]],
  ["Skyhunter", "Each time this model makes a r", ["attacker/bearer {\"hit\":1} when shooting|overwatch, target any FLY","attacker/bearer {\"wound\":1} when shooting|overwatch, target any FLY"]],
  ["Hunter's Instincts", "Each time a **^^Kroot^^** mode", ["attacker/unit {\"hit\":1} when attacker any KROOT NAMED(the target is below its Starting Strength)","attacker/unit {\"wound\":1} when attacker any KROOT, --targetBelowHalf"]],
  ["Invulnerable Save (5+*)", "This model has a 5+ invulnerab", ["defender/bearer {\"kind\":\"invuln\",\"value\":5,\"against\":\"ranged\"}"]],
  ["Invulnerable Save", "This unit has a 5+ Invulnerabl", ["defender/unit {\"kind\":\"invuln\",\"value\":5}","defender/unit {\"kind\":\"invuln\",\"value\":4,\"against\":\"melee\"}"]],
  ["Invulnerable Save", "This unit has a 6+ Invulnerabl", ["defender/unit {\"kind\":\"invuln\",\"value\":6}","defender/unit {\"kind\":\"invuln\",\"value\":4,\"against\":\"melee\"}"]],
  ["Weavefield crest", "Models in the bearer's unit ha", ["defender/unit {\"kind\":\"invuln\",\"value\":5}"]],
  ["Plunder", "Once per battle, after this un", ["attacker/unit {\"kind\":\"mortals\",\"source\":{\"name\":\"Plunder\",\"dice\":1,\"successOn\":2,\"perSuccess\":{\"terms\":[{\"count\":1,\"sides\":3}],\"flat\":1,\"text\":\"D3+1\"}}} NAMED(it is used (once per battle); the unit has just made a normal move; the target is the enemy unit the rule selects; the target is the unit the rule names)"]],
  ["Blade Imperator", "Each time the bearer's unit en", ["attacker/unit {\"kind\":\"mortals\",\"source\":{\"name\":\"Blade Imperator\",\"dice\":1,\"successOn\":4,\"perSuccess\":{\"terms\":[{\"count\":1,\"sides\":3}],\"flat\":0,\"text\":\"D3\"}}} when charged, fight NAMED(the target is the enemy unit the rule selects; the target is the unit the rule names)"]],
  ["Purge and Cleanse", "In your Shooting phase, after ", ["attacker/unit {\"abilities\":[\"ignores-cover\"]} when shooting NAMED(the ability is used; the target is the unit the rule selected; the rule's unit attacked the target before this attack) REACH(others)"]],
  ["Dread Tyrants (Aura)", "While a friendly ^^**Damned^^*", ["attacker/unit {\"rerollHits\":\"ones\"} when attacker any DAMNED NAMED(within range of the aura; within 9\" of the rule's model (an aura); the attacking unit is the friendly unit the rule selected) REACH(own-and-others)","attacker/unit {\"rerollWounds\":\"ones\"} when attacker any DAMNED NAMED(within range of the aura; within 9\" of the rule's model (an aura); the attacking unit is the friendly unit the rule selected) REACH(own-and-others)"]],
  ["Maggot Maws", "LEGIONES DAEMONICA NURGLE mode", ["attacker/unit {\"kind\":\"mortals\",\"source\":{\"name\":\"Maggot Maws\",\"dice\":1,\"successOn\":3,\"perSuccess\":{\"terms\":[{\"count\":1,\"sides\":3}],\"flat\":0,\"text\":\"D3\"}}} when shooting NAMED(the ability is used; the target is the unit the rule names)"]],
  ["Titan Hunter", "Each time a ranged attack made", ["attacker/bearer {\"rerollDamage\":\"ones\"} when shooting|overwatch, target any MONSTER|VEHICLE"]],
  ["Isolate and Destroy", "Each time this model makes an ", ["attacker/bearer {\"wound\":1} NAMED(there are no other units from your opponent's army within 6\" of that target)"]],
  ["Optimised for Slaughter", "Each time a model in this unit", ["attacker/unit {\"rerollWounds\":\"ones\"} when target none MONSTER|VEHICLE weapons enmitic exterminator","attacker/unit {\"rerollWounds\":\"ones\"} when target any MONSTER|VEHICLE weapons gauss destructor"]],
  ["Big an’ Shooty", "Each time this model makes a r", ["attacker/bearer {\"hit\":1} when shooting|overwatch NAMED(the waaagh! is active for your army)"]],
  ["Fire Zone Purge", "Each time a Militarum Tempestu", ["attacker/unit {\"hit\":1} when attacker any MILITARUM TEMPESTUS, shooting|overwatch NAMED(this turn it was set up on the battlefield from reserves or it disembarked from a transport)"]],
  ["Beguiling Form", "Each time a model makes an att", ["defender/unit {\"hit\":-1}"]],
  ["Fluxmaster", "While this model is leading a ", ["defender/led {\"hit\":-1} when led target"]],
  ["Gift of Contagion (Psychic)", "While this model is leading a ", ["attacker/led {\"abilities\":[\"sustained-hits 1\"]} when led attacker NAMED(the target is afflicted)"]],
  ["Dakka! Dakka! Dakka!", "Ranged weapons equipped by Ork", ["attacker/unit {\"abilities\":[\"sustained-hits 1\"]} when shooting, attacker any ORKS INFANTRY|ORKS WALKER, shooting|overwatch NAMED(the waaagh! is active for your army)"]],
  ["Fire Support", "In your Shooting phase, after ", ["attacker/unit {\"rerollWounds\":\"failed\"} when shooting NAMED(the ability is used; the attacking unit is one the rule reaches; the attacking model disembarked from this transport this turn; the target is the unit the rule selected; the rule's unit attacked the target before this attack) REACH(others)"]],
  ["Dance of Death", "At the start of the Fight phas", ["attacker/unit {\"rerollHits\":\"ones\"} when fight NAMED(the ability is used; \"Hero's Prowess\" is the option chosen) OPTION(Hero's Prowess)","attacker/unit {\"wound\":1} when fight NAMED(the ability is used; \"Villain's Doom\" is the option chosen) OPTION(Villain's Doom)","defender/unit {\"hit\":-1} when fight NAMED(the ability is used; \"Trickster's Grace\" is the option chosen) OPTION(Trickster's Grace)"]],
  ["Gifted Commander", "While this model is leading a ", ["attacker/led {\"abilities\":[\"heavy\"]} when shooting, shooting|overwatch, led attacker NAMED(the ability is used; \"[HEAVY]\" is the option chosen) OPTION([HEAVY])","attacker/led {\"abilities\":[\"rapid-fire 1\"]} when shooting, shooting|overwatch, led attacker NAMED(the ability is used; \"[RAPID FIRE 1]\" is the option chosen) OPTION([RAPID FIRE 1])"]],
  ["Mind Control (Psychic)", "At the start of your opponent’", ["defender/unit {\"hit\":-1} when shooting NAMED(the ability is used; the attacking unit is the enemy unit the rule selected; the roll was 2-5) OPTION(on a 2-5) REACH(own-and-others)","defender/unit {\"hit\":-1} NAMED(the ability is used; the attacking unit is the enemy unit the rule selected; the roll was 6) OPTION(on a 6) REACH(own-and-others)","defender/unit {\"wound\":-1} NAMED(the ability is used; the attacking unit is the enemy unit the rule selected; the roll was 6) OPTION(on a 6) REACH(own-and-others)"]],
  ["Martial Ka'tah", "Each time a unit with this abi", ["attacker/unit {\"abilities\":[\"sustained-hits 1\"]} when fight NAMED(the ability is used; \"DACATARAI STANCE\" is the option chosen) OPTION(DACATARAI STANCE)","attacker/unit {\"abilities\":[\"lethal-hits\"]} when fight NAMED(the ability is used; \"RENDAX STANCE\" is the option chosen) OPTION(RENDAX STANCE)"]],
  ["Master of Magicks (Psychic)", "In your Shooting phase, select", ["attacker/bearer {\"abilities\":[\"ignores-cover\"]} when shooting, shooting|overwatch NAMED(the ability is used; \"[IGNORES COVER]\" is the option chosen) OPTION([IGNORES COVER])","attacker/bearer {\"abilities\":[\"lethal-hits\"]} when shooting, shooting|overwatch NAMED(the ability is used; \"[LETHAL HITS]\" is the option chosen) OPTION([LETHAL HITS])","attacker/bearer {\"abilities\":[\"sustained-hits D3\"]} when shooting, shooting|overwatch NAMED(the ability is used; \"[SUSTAINED HITS D3]\" is the option chosen) OPTION([SUSTAINED HITS D3])"]],
  ["Psychic Barrier (Psychic)", "At the start of your opponent’", ["defender/unit {\"kind\":\"invuln\",\"value\":4} when shooting NAMED(the ability is used; the roll was 2+)"]],
  ["Bionik Workshop", "Big Mek or Painboy model only.", ["attacker/unit {\"strength\":1} when fight NAMED(\"Bionik Arms\" is the option chosen) OPTION(Bionik Arms)","attacker/unit {\"bs\":1} when fight NAMED(\"Bionik Bonce\" is the option chosen) OPTION(Bionik Bonce)"]],
  ["Scything Charge", "Each time this model ends a Ch", ["attacker/unit {\"kind\":\"mortals\",\"source\":{\"name\":\"Scything Charge\",\"dice\":1,\"successOn\":2,\"perSuccess\":{\"terms\":[{\"count\":1,\"sides\":3}],\"flat\":0,\"text\":\"D3\"},\"results\":[{\"from\":4,\"perSuccess\":{\"terms\":[],\"flat\":3,\"text\":\"3\"}},{\"from\":6,\"perSuccess\":{\"terms\":[{\"count\":1,\"sides\":3}],\"flat\":3,\"text\":\"D3+3\"}}]}} when charged, fight NAMED(the target is the enemy unit the rule selects; the target is the unit the rule names)"]],
  ["Primary Detonator", "Once per battle, when an enemy", ["not modelled: it inflicts mortal wounds when an enemy unit moves, Falls Back, declares a charge or opens a Hatchway, apart from any attack (not read as its source)"]],
  ["Bomb Rack", "Each time this model ends a No", ["attacker/unit {\"kind\":\"mortals\",\"source\":{\"name\":\"Bomb Rack\",\"dice\":6,\"successOn\":3,\"perSuccess\":{\"terms\":[],\"flat\":1,\"text\":\"1\"}}} NAMED(the unit has just made a normal move; the target is the enemy unit the rule selects; the target is the unit the rule names)"]],
  ["Drain Life", "At the end of the Fight phase,", ["attacker/unit {\"kind\":\"mortals\",\"source\":{\"name\":\"Drain Life\",\"dice\":1,\"successOn\":4,\"perSuccess\":{\"terms\":[{\"count\":1,\"sides\":3}],\"flat\":0,\"text\":\"D3\"},\"timing\":\"after\"}} when fight NAMED(the target is within 6\"; the target is the unit the rule names)"]],
  ["Hypertoxic Miasma (Aura)", "At the end of your Movement ph", ["attacker/unit {\"kind\":\"mortals\",\"source\":{\"name\":\"Hypertoxic Miasma (Aura)\",\"dice\":1,\"successOn\":2,\"perSuccess\":{\"terms\":[],\"flat\":1,\"text\":\"1\"},\"results\":[{\"from\":4,\"perSuccess\":{\"terms\":[{\"count\":1,\"sides\":3}],\"flat\":0,\"text\":\"D3\"}},{\"from\":6,\"perSuccess\":{\"terms\":[{\"count\":1,\"sides\":6}],\"flat\":0,\"text\":\"D6\"}}]}} NAMED(within range of the aura; the roll at the end of the Movement phase came before this attack; the target is within 6\"; the target is the unit the rule names)"]],
  ["Living Lightning", "In your Shooting phase, select", ["attacker/unit {\"kind\":\"mortals\",\"source\":{\"name\":\"Living Lightning\",\"dice\":4,\"successOn\":4,\"perSuccess\":{\"terms\":[],\"flat\":1,\"text\":\"1\"}}} when shooting NAMED(the target is the enemy unit the rule selects; the target is the unit the rule names)"]],
  ["Crushing Condemnation", "Imperial Knights model only. W", ["not modelled: it inflicts mortal wounds on another unit than the one attacked"]],
  ["Annihilator Protocols", "Melee weapons equipped by mode", ["attacker/unit {\"abilities\":[\"sustained-hits 2\"]} when target any MONSTER|VEHICLE|FORTIFICATION, fight"]],
  ["Aura of Dark Glory", "Models in this unit have an in", ["defender/unit {\"kind\":\"invuln\",\"value\":5}"]],
  ["Guardian of the Lost", "While this model is leading a ", ["defender/led {\"kind\":\"damage-reduction\",\"value\":1} when led target"]],
  ["Chrono-impedance Fields", "In your Command phase, select ", ["defender/unit {\"kind\":\"damage-reduction\",\"value\":1} when target any NECRONS VEHICLE|NECRONS MOUNTED, target none TITANIC NAMED(the ability is used; the target is the friendly unit the rule reaches) REACH(own-and-others)"]],
  ["Rotating Death", "This model’s Punisher rotary c", ["attacker/bearer {\"abilities\":[\"sustained-hits 1\"]} when target any INFANTRY weapons punisher rotary cannon"]],
  ["Brutal Raider", "Each time this model's unit en", ["attacker/bearer {\"strength\":1} when charged, fight","attacker/bearer {\"ap\":1} when charged, fight"]],
  ["Holy Hatred", "While this model is leading a ", ["attacker/led {\"abilities\":[\"sustained-hits 1\"]} when fight, led attacker"]],
  ["Admonimortis", "Shield‑Captain model only. Imp", ["attacker/bearer {\"strength\":3} when fight","attacker/bearer {\"ap\":1,\"damage\":1} when fight"]],
  ["Eviscerating Fly-by", "Each time this unit ends a Nor", ["attacker/unit {\"kind\":\"mortals\",\"source\":{\"name\":\"Eviscerating Fly-by\",\"dice\":1,\"successOn\":4,\"perSuccess\":{\"terms\":[],\"flat\":1,\"text\":\"1\"}},\"perModel\":true} when target none MONSTER|VEHICLE NAMED(the ability is used; the target is the unit the rule names)"]],
  ["Lightning Assault", "Each time this model ends a No", ["attacker/unit {\"kind\":\"mortals\",\"source\":{\"name\":\"Lightning Assault\",\"dice\":6,\"successOn\":4,\"perSuccess\":{\"terms\":[],\"flat\":1,\"text\":\"1\"}}} when target none MONSTER|VEHICLE NAMED(the unit has just made a normal move; the target is the enemy unit the rule selects; the target is the unit the rule names)"]],
  ["Doom Siren", "In your Shooting phase, after ", ["attacker/unit {\"kind\":\"mortals\",\"source\":{\"name\":\"Doom Siren\",\"dice\":3,\"successOn\":4,\"perSuccess\":{\"terms\":[],\"flat\":1,\"text\":\"1\"},\"timing\":\"after\"}} when shooting, target any INFANTRY NAMED(the target is the enemy unit the rule selects; the target was hit by one or more of those attacks; the target is the unit the rule names)"]],
  ["Covering Fire", "Each time you target this unit", ["attacker/unit {\"snapShotOn\":5} when overwatch"]],
  ["Purge Response", "Each time you target this unit", ["not modelled: its wording is not understood (\"if units from your army have fortify takeover, hits are scored on unmodified hit rolls of \")","not modelled: another sentence of the rule changes the same roll in a way not modelled"]],
  ["Thunderous Pounce", "Each time this unit ends a Cha", ["attacker/unit {\"abilities\":[\"lance\"]} when charged weapons knarloc beak and talons"]],
  ["Targeter Optics", "Each time this unit Remains St", ["attacker/unit {\"abilities\":[\"ignores-cover\"]} when stationary, shooting|overwatch"]],
  ["Way of the Shaper (Psychic)", "While this model is leading a ", ["defender/led {\"kind\":\"fnp\",\"value\":6} when led target MODELS(WRAITH CONSTRUCT)"]],
  ["Mutated Bodyguard", "While this unit contains a Tra", ["defender/unit {\"kind\":\"fnp\",\"value\":4} NAMED(the unit contains a traitor ogryn model) MODELS(CHARACTER)"]],
  ["Powerful Volley", "While this unit is being affec", ["attacker/unit {\"abilities\":[\"lethal-hits\"]} when stationary weapons heavy NAMED(the unit is affected by an Order)"]],
  ["Psychic Destroyer", "Asuryani Psyker model only. Ad", ["attacker/bearer {\"damage\":1} when shooting|overwatch weapons psychic"]],
  ["Despoilers", "Each time this unit makes a Da", ["attacker/unit {\"rerollHits\":\"failed\"} NAMED(the unit made a Dark Pact)"]],
  ["Talonstrike Doctrines", "Each time this unit is set up ", ["attacker/unit {\"ap\":1} NAMED(the unit was set up on the battlefield this turn)","attacker/unit {\"abilities\":[\"lance\"]} when fight NAMED(the unit was set up on the battlefield this turn)"]],
  ["Adaptive Defence", "Each time an Adeptus Astartes ", ["attacker/unit {\"rerollHits\":\"ones\"} when attacker any ADEPTUS ASTARTES NAMED(the attacking unit is within a terrain feature)","attacker/unit {\"rerollWounds\":\"ones\"} when attacker any ADEPTUS ASTARTES NAMED(the attacking unit is within a terrain feature)"]],
  ["Champion of the Order of Purifiers (Psychic)", "While this model is leading a ", ["attacker/led {\"attacks\":1} when led attacker weapons purifying flame"]],
  ["Euphoric Strikes", "Once per battle, at the start ", ["attacker/bearer {\"attacks\":3} when fight NAMED(the ability is used)","attacker/bearer {\"ap\":1} when fight NAMED(the ability is used)"]],
  ["Waaagh! Banner", "- This unit has a 5+ InSv.\n- W", ["defender/unit {\"kind\":\"invuln\",\"value\":5}","defender/unit {\"toughness\":1} NAMED(the waaagh! is active for this unit)"]],
  ["Synaptoprescience", "NORN ASSIMILATOR unit only. Th", ["defender/unit {\"kind\":\"invuln\",\"value\":4}"]],
  ["Slippery Git", "INFANTRY WARBOSS model only (e", ["defender/bearer {\"kind\":\"stealth\"}"]],
  ["Da Gobshot Thunderbuss", "ORKS INFANTRY model only. This", ["attacker/bearer {\"abilities\":[\"devastating-wounds\"]} when shooting|overwatch","attacker/bearer {\"abilities\":[\"hazardous\"]} when shooting|overwatch"]],
  ["Prelocational Optimiser", "When this unit is selected to ", ["not modelled: its wording is not understood (\"this unit's ranged attacks have: [lethal hits]. or: [sustained hits 1]\")"]],
  ["Distortion", "Add 1 to the Attacks and Damag", ["attacker/bearer {\"attacks\":1,\"damage\":1} when fight"]],
  ["Through Suffering, Strength", "Adepta Sororitas model only. A", ["attacker/bearer {\"attacks\":1,\"strength\":1,\"damage\":1} when fight","attacker/bearer {\"attacks\":1,\"strength\":1,\"damage\":1} when fight NAMED(the bearer has lost one or more wounds)"]],
  ["Biological Warfare", "Once per battle, when this mod", ["attacker/bearer {\"attacks\":3,\"damage\":3} weapons injector goad NAMED(the ability is used)"]],
  ["Fire-point Commander", "Genestealer Cults Infantry mod", ["attacker/unit {\"snapShotOn\":5} when overwatch"]],
  ["Inspired to Greatness", "MAGUS/PRIMUS model only. This ", ["attacker/unit {\"rerollDamage\":\"any\"}"]],
  ["A'rgath, the King of Blades", "Khorne Legiones Daemonica mode", ["attacker/bearer {\"attacks\":1,\"strength\":1} when fight","attacker/bearer {\"attacks\":1,\"strength\":1} when fight NAMED(the bearer is within your army's shadow of chaos)"]],
  ["Battlefield Butchery (Pain)", "In the Fight phase, when you s", ["attacker/unit {\"attacks\":1,\"strength\":1} when fight NAMED(the ability is used; the unit is Empowered)"]],
  ["Rugged Resilience", "Each time an attack targets th", ["defender/unit {\"woundByStrength\":[{\"than\":\"greater\",\"wound\":-1}]}"]],
  ["Icon of Obstinacy", "Each time an attack targets th", ["defender/unit {\"woundByStrength\":[{\"than\":\"at-least\",\"wound\":-1}]}"]],
  ["Elimination Force", "At the start of the first batt", ["attacker/unit {\"woundByStrength\":[{\"than\":\"less\",\"wound\":1}]} NAMED(the ability is used; the target is the unit the rule selected)"]],
  ["Bludgeoning Cheer", "Each time this model ends a No", ["attacker/unit {\"kind\":\"mortals\",\"source\":{\"name\":\"Bludgeoning Cheer\",\"dice\":6,\"successOn\":4,\"perSuccess\":{\"terms\":[],\"flat\":1,\"text\":\"1\"}}} NAMED(the unit has just made a normal, advance, fall back or charge move; the target is the enemy unit the rule selects; the target is the unit the rule names)"]],
  ["Shadow Masters", "Each time a ranged attack targ", ["defender/unit {\"hit\":-1} when shooting|overwatch, target any ADEPTUS ASTARTES NAMED(the attacking model is not within 12\")","defender/unit {\"kind\":\"cover\"} when shooting|overwatch, target any ADEPTUS ASTARTES NAMED(the attacking model is not within 12\")"]],
  ["Half-glimpsed Shadows", "Each time a ranged attack targ", ["defender/unit {\"hit\":-1} when shooting|overwatch, target any GREAT DEVOURER NAMED(the attacking model is not within 6\" of that unit)"]],
  ["Secutor of Olympus", "At the start of your Shooting ", ["attacker/unit {\"kind\":\"mortals\",\"source\":{\"name\":\"Secutor of Olympus\",\"dice\":1,\"successOn\":2,\"perSuccess\":{\"terms\":[{\"count\":1,\"sides\":3}],\"flat\":1,\"text\":\"D3+1\"}}} when shooting, target any VEHICLE NAMED(the target is the enemy unit the rule selects; the target is the unit the rule names)"]],
  ["Armour Hunter", "Each time this model makes an ", ["attacker/bearer {\"hit\":1} when target any MONSTER|VEHICLE"]],
  ["Sanctity of Purpose", "Each time a model in this unit", ["attacker/unit {\"rerollWounds\":\"ones\"}","attacker/unit {\"rerollWounds\":\"failed\"} NAMED(the target is within range of an objective marker)"]],
  ["Macro-extinction Protocols", "Each time this model makes an ", ["attacker/bearer {\"hit\":1} when target any MONSTER|VEHICLE","attacker/bearer {\"wound\":1} when target any MONSTER|VEHICLE, target any TITANIC|TOWERING"]],
  ["Node Lash (Psychic)", "While this model is leading a ", ["attacker/led {\"hit\":1} when led attacker","attacker/led {\"wound\":1} when led attacker NAMED(the target is Battle-shocked)"]],
  ["Captain-General", "While this model is leading a ", ["attacker/led {\"ignoreHarmfulHitModifiers\":true} when led attacker"]],
  ["Deathwing", "Each time a model in this unit", ["attacker/unit {\"ignoreHarmfulHitModifiers\":true}","attacker/unit {\"hit\":1} NAMED(the target is your Oath of Moment target)"]],
  ["Relentless Rage", "Each time a World Eaters unit ", ["attacker/unit {\"attacks\":1} when charged, fight, attacker any WORLD EATERS","attacker/unit {\"strength\":2} when charged, fight, attacker any WORLD EATERS"]],
  ["The Red Thirst", "Each time an Adeptus Astartes ", ["attacker/unit {\"strength\":2} when fight, charged, attacker any ADEPTUS ASTARTES","attacker/unit {\"attacks\":1} when fight, charged, attacker any ADEPTUS ASTARTES"]],
  ["Lightning-fast Manoeuvres", "Each time a ranged attack targ", ["defender/bearer {\"hit\":-1} when shooting|overwatch","defender/bearer {\"wound\":-1} when shooting|overwatch, attacker any FLY"]],
  ["Shock Deployment", "Adeptus Astartes Terminator or", ["attacker/unit {\"abilities\":[\"sustained-hits 1\"]} when shooting, shooting|overwatch NAMED(it disembarked from a transport this turn)"]],
  ["Focused Hunters", "At the start of the battle, se", ["attacker/unit {\"rerollHits\":\"failed\"} NAMED(the ability is used; the target is the unit the rule selected)"]],
  ["Dark Zealotry", "While this unit is leading a u", ["attacker/led {\"wound\":1} when fight, led attacker NAMED(the unit contains a dark apostle model)"]],
  ["War Howl", "While this model is leading a ", ["attacker/led {\"rerollWounds\":\"failed\"} when fight, led attacker, attacker any BLOOD CLAWS"]],
  ["Rage Embodied (Aura)", "While a friendly Blood Legions", ["attacker/unit {\"attacks\":1} when fight, attacker any BLOOD LEGIONS NAMED(within range of the aura; within 6\" of the rule's model (an aura); the unit is the friendly unit the rule selected) REACH(own-and-others)"]],
  ["Hulking Bodyguards", "While a CHARACTER is leading t", ["defender/unit {\"woundByStrength\":[{\"than\":\"greater\",\"wound\":-1}]} when led target"]],
  ["Silent Fury", "Each time this model destroys ", ["attacker/bearer {\"attacks\":1} weapons executioner relic blade NAMED(this model has destroyed exactly one enemy CHARACTER model or unit (each one adds as much again))"]],
  ["Master-crafted Weapon", "RAVENWING model only. Melee we", ["attacker/bearer {\"abilities\":[\"precision\"]} when fight"]],
  ["Taskmaster (Aura)", "While a friendly War Dog model", ["attacker/unit {\"rerollHits\":\"ones\"} when shooting|overwatch, attacker any WAR DOG NAMED(within range of the aura; within 9\" of the rule's model (an aura); the attacking unit is the friendly unit the rule selected) REACH(own-and-others)"]],
  ["Fury of Titan", "Each time a unit from your arm", ["attacker/unit {\"rerollHits\":\"ones\"} NAMED(the unit was set up using the Deep Strike rule this turn)","attacker/unit {\"rerollWounds\":\"ones\"} NAMED(the unit was set up using the Deep Strike rule this turn)"]],
  ["Overseer of Redemption", "While this unit contains a Rep", ["attacker/unit {\"rerollHits\":\"failed\"} when fight NAMED(the unit contains a repentia superior model) MODELS(SISTERS REPENTIA)","attacker/unit {\"rerollWounds\":\"failed\"} when fight NAMED(the unit contains a repentia superior model) MODELS(SISTERS REPENTIA)"]],
  ["Leading the Charge", "Each time this model's unit ma", ["attacker/unit {\"abilities\":[\"devastating-wounds\"]} when charged, fight"]],
  ["Castigator’s Duty (Bondsman)", "While a model is affected by t", ["attacker/unit {\"abilities\":[\"sustained-hits 1\"]} when shooting|overwatch NAMED(the unit is the one this Bondsman ability was used on; the unit is the friendly unit the rule selected) REACH(others)","attacker/unit {\"ap\":1} when shooting|overwatch NAMED(the unit is the one this Bondsman ability was used on; the unit is the friendly unit the rule selected) REACH(others)"]],
  ["Warden's Duty (Bondsman)", "While a model is affected by t", ["defender/unit {\"kind\":\"damage-reduction\",\"value\":1} NAMED(the unit is the one this Bondsman ability was used on; the target is the friendly unit the rule reaches) REACH(others)"]],
  ["Target Elimination", "Each time this unit is selecte", ["attacker/unit {\"attacks\":2} when shooting weapons bolt rifles NAMED(the ability is used; all of the unit's attacks target this one unit)"]],
  ["Crossfire", "in your Shooting phase, after ", ["attacker/unit {\"ap\":1} when attacker any GENESTEALER CULTS NAMED(the ability is used; the attacking unit is one the rule reaches; the target is the unit the rule selected; the rule's unit attacked the target before this attack) REACH(others)"]],
  ["Crusader's Duty (Bondsman)", "While a model is affected by t", ["attacker/unit {\"hit\":1} when shooting|overwatch NAMED(the unit is the one this Bondsman ability was used on; the attacking unit is the friendly unit the rule selected) REACH(others)"]],
  ["Daemon Lord of Slaanesh (Aura)", "While a friendly Legions of Ex", ["attacker/unit {\"ap\":1} when fight, attacker any LEGIONS OF EXCESS NAMED(within range of the aura; within 6\" of the rule's model (an aura); the unit is the friendly unit the rule selected) REACH(own-and-others)"]],
  ["Rites of Coalescence", "While this unit contains one o", ["defender/unit {\"wound\":-1} NAMED(the unit contains a psyker model)"]],
  ["Implacable Resilience", "Each time an attack is allocat", ["defender/bearer {\"kind\":\"damage-reduction\",\"value\":1}"]],
  ["Hunter's Eye", "Adeptus Astartes model only. R", ["attacker/unit {\"abilities\":[\"sustained-hits 1\",\"ignores-cover\"]} when shooting|overwatch"]],
  ["Firestorm Coordinators", "Adeptus Astartes Vehicle model", ["attacker/bearer {\"abilities\":[\"sustained-hits 1\"]} when shooting|overwatch"]],
  ["Warp-sighted Butcher", "While this model is leading a ", ["attacker/led {\"rerollHits\":\"failed\"} when fight, led attacker NAMED(the target is below its Starting Strength)","attacker/led {\"rerollWounds\":\"failed\"} when fight, --targetBelowHalf, led attacker NAMED(the target is below its Starting Strength)"]],
  ["Inflamed Infections", "At the start of the Fight phas", ["attacker/bearer {\"critHit\":5} when fight NAMED(the ability is used; the target is the unit the rule selected)","attacker/bearer {\"critHit\":4} when fight, --targetBelowHalf NAMED(the ability is used; the target is the unit the rule selected)"]],
  ["Blood-hungry Annihilator", "Each time this model makes a r", ["attacker/bearer {\"rerollWounds\":\"failed\"} when shooting|overwatch, target any MONSTER|VEHICLE NAMED(the target is the closest eligible one of those within 18\")","attacker/bearer {\"rerollDamage\":\"any\"} when shooting|overwatch, target any MONSTER|VEHICLE NAMED(the target is the closest eligible one of those within 18\")"]],
  ["'Eadstompa", "Infantry Warboss model only. E", ["attacker/bearer {\"rerollWounds\":\"ones\"} NAMED(the target is below its Starting Strength)","attacker/bearer {\"rerollWounds\":\"failed\"} when --targetBelowHalf NAMED(the target is below its Starting Strength)"]],
  ["Ancient Cover", "Each time a ranged attack is a", ["defender/unit {\"kind\":\"cover\"} when shooting|overwatch NAMED(the target is not fully visible to every attacking model because of the rule's fortification) REACH(others)"]],
  ["Rolling Fortress", "Each time a ranged attack is a", ["defender/unit {\"kind\":\"cover\"} when shooting|overwatch NAMED(the target is not fully visible to every attacking model because of the rule's fellblade model) REACH(others)"]],
  ["Selfless Protector", "Each time a ranged attack is a", ["defender/unit {\"kind\":\"cover\"} when target any IMPERIAL KNIGHTS, shooting|overwatch NAMED(the target is not fully visible to every attacking model because of the rule's knight defender model) REACH(others)","defender/unit {\"kind\":\"invuln\",\"value\":4} when target any IMPERIAL KNIGHTS, shooting|overwatch NAMED(the target is not fully visible to every attacking model because of the rule's knight defender model) REACH(others)"]],
  ["Defence Line", "While an Astra Militarum Infan", ["defender/unit {\"kind\":\"invuln\",\"value\":4} when target any ASTRA MILITARUM INFANTRY NAMED(the target has the Benefit of Cover from the rule's terrain feature) REACH(others)"]],
  ["Spirit Thief", "At the start of your Shooting ", ["attacker/unit {\"rerollWounds\":\"ones\"} when shooting, attacker any HERETIC ASTARTES, target any VEHICLE NAMED(the ability is used; the attacking unit is one the rule reaches; the target is the unit the rule selected) REACH(own-and-others)"]],
  ["Thunderstrike", "Each time this model has shot,", ["attacker/unit {\"wound\":1} when attacker any ADEPTUS ASTARTES, shooting|overwatch, target any MONSTER|VEHICLE NAMED(the ability is used; the attacking unit is one the rule reaches; the target is the unit the rule selected; the rule's unit attacked the target before this attack) REACH(others)"]],
  ["XV02 Pilot Battlesuit", "In your Command phase, you can", ["attacker/unit {\"abilities\":[\"lethal-hits\"]} when shooting|overwatch, attacker any HAMMERHEAD GUNSHIP NAMED(the ability is used; the unit is the friendly unit the rule selected) REACH(own-and-others)"]],
  ["Forge's Blessing", "In your Command phase, select ", ["defender/unit {\"kind\":\"fnp\",\"value\":6} when target any HERETIC ASTARTES VEHICLE NAMED(the ability is used; the unit is the friendly unit the rule selected) REACH(own-and-others)"]],
  ["Punishing Suppression", "In your Shooting phase, after ", ["defender/unit {\"hit\":-1} when attacker none MONSTER|VEHICLE NAMED(the ability is used; a unit is suppressed; the attacking unit is the enemy unit the rule selected) REACH(own-and-others)"]],
  ["Diseased Malice", "Each time this model makes an ", ["attacker/bearer {\"wound\":1} NAMED(the target is afflicted)"]],
  ["Electromagnetic Cascade (Pain)", "In your Shooting phase, when y", ["attacker/bearer {\"abilities\":[\"sustained-hits 2\"]} when shooting, shooting|overwatch, target any VEHICLE NAMED(the ability is used; the unit is Empowered)","attacker/bearer {\"abilities\":[\"sustained-hits 1\"]} when shooting, shooting|overwatch, target none VEHICLE NAMED(the ability is used; the unit is Empowered)"]],
  ["Tzagulla", "Improve the Attacks, Strength ", ["attacker/bearer {\"attacks\":1,\"strength\":1,\"ap\":1}","attacker/bearer {\"damage\":1} NAMED(the unit was set up on the battlefield from Reserves this turn)"]],
  ["Impetuous Fervour", "Impetuous Fervour: Each time a", ["attacker/unit {\"rerollHits\":\"ones\"}","attacker/unit {\"rerollHits\":\"failed\"} NAMED(the target is within range of an objective marker)"]],
  ["Sorrowsyphon", "While the bearer is leading a ", ["attacker/bearer {\"damage\":1} when led attacker, attacker any POXWALKERS weapons plague wind"]],
  ["Leechbite Plate", "Archon model only. The bearer ", ["defender/bearer {\"kind\":\"defender-stat\",\"stat\":\"save\",\"set\":3}"]],
  ["Hammerstrike", "Each time this model has shot,", ["attacker/unit {\"abilities\":[\"ignores-cover\"]} NAMED(the ability is used; the target is the unit the rule selected; the rule's unit attacked the target before this attack) REACH(others)"]],
  ["Mark of Devotion", "Adepta Sororitas model only. A", ["attacker/bearer {\"attacks\":1} when fight","attacker/bearer {\"attacks\":1} when fight NAMED(the bearer's unit is righteous)","attacker/bearer {\"damage\":1} when fight NAMED(the bearer's unit is righteous)"]],
  ["Voice Of Command", "If your Army Faction is Astra ", ["attacker/unit {\"bs\":1} when fight NAMED(the ability is used; the unit is affected by that Order; \"FIX BAYONETS!\" is the option chosen) OPTION(FIX BAYONETS!)","attacker/unit {\"bs\":1} when shooting|overwatch NAMED(the ability is used; the unit is affected by that Order; \"TAKE AIM!\" is the option chosen) OPTION(TAKE AIM!)","attacker/unit {\"attacks\":1} weapons rapid fire NAMED(the ability is used; the unit is affected by that Order; \"FIRST RANK, FIRE! SECOND RANK, FIRE!\" is the option chosen) OPTION(FIRST RANK, FIRE! SECOND RANK, FIRE!)","defender/unit {\"kind\":\"defender-stat\",\"stat\":\"save\",\"by\":1,\"best\":3} NAMED(the ability is used; the unit is affected by that Order; \"TAKE COVER!\" is the option chosen) OPTION(TAKE COVER!)"]],
  ["Waaagh!", "If your Army Faction is Orks, ", ["attacker/unit {\"strength\":1,\"attacks\":1} when fight NAMED(the ability is used; the Waaagh! is active for your army)","defender/unit {\"kind\":\"invuln\",\"value\":5} NAMED(the ability is used; the Waaagh! is active for your army)"]],
  ["Synapse", "If your Army Faction is Tyrani", ["attacker/unit {\"strength\":1} when fight, attacker any TYRANIDS NAMED(the unit is within Synapse Range of your army)"]],
  ["Focus of Hatred", "At the start of your Command p", ["attacker/unit {\"rerollHits\":\"failed\"} when attacker any HERETIC ASTARTES, attacker none DAMNED NAMED(the ability is used; the target is the unit the rule selected)"]],
  ["Murderous Imperative", "Each time a model in a Skitari", ["attacker/unit {\"rerollHits\":\"ones\"} when attacker any SKITARII NAMED(\"Protector Imperative\" is the option chosen) OPTION(Protector Imperative)","attacker/unit {\"rerollWounds\":\"ones\"} when attacker any SKITARII NAMED(\"Conqueror Imperative\" is the option chosen) OPTION(Conqueror Imperative)"]],
  ["Ruthless Discipline", "Add 1 to the number of Orders ", ["attacker/unit {\"rerollHits\":\"ones\"} when attacker any ASTRA MILITARUM NAMED(the unit is affected by an Order)"]],
  ["Enraged Behemoths", "Each time a Tyranids Monster m", ["attacker/unit {\"hit\":1} when attacker any TYRANIDS MONSTER NAMED(the attacking unit is below its starting strength)","attacker/unit {\"wound\":1} when attacker any TYRANIDS MONSTER NAMED(the attacking unit is below half-strength)"]],
  ["A Noble Death in Combat", "Each time a Death Company mode", ["attacker/unit {\"rerollWounds\":\"ones\"} when attacker any DEATH COMPANY, fight NAMED(the attacking unit is below starting strength)","attacker/unit {\"rerollWounds\":\"failed\"} NAMED(that model's unit is below half-strength)"]],
  ["Against All Odds", "Each time an Adeptus Custodes ", ["attacker/unit {\"hit\":1} when attacker any ADEPTUS CUSTODES, attacker none VEHICLE NAMED(there are no other friendly units within 6\" of that unit)","attacker/unit {\"wound\":1} when attacker any ADEPTUS CUSTODES, attacker none VEHICLE NAMED(there are no other friendly units within 6\" of that unit)"]],
  ["Chainsword Doctrines", "Each time this unit is selecte", ["attacker/unit {\"abilities\":[\"sustained-hits 1\"]} when fight weapons astartes chainswords NAMED(the ability is used; \"[SUSTAINED HITS 1]\" is the option chosen) OPTION([SUSTAINED HITS 1])","attacker/unit {\"abilities\":[\"lethal-hits\"]} when fight weapons astartes chainswords NAMED(the ability is used; \"[LETHAL HITS]\" is the option chosen) OPTION([LETHAL HITS])","attacker/unit {\"abilities\":[\"lance\"]} when fight weapons astartes chainswords NAMED(the ability is used; \"[LANCE]\" is the option chosen) OPTION([LANCE])"]],
];

describe('readRule on real rules of the shared data', () => checkReadings('wording-rules.json', EXPECTED));

describe('readRule: how a rule reads as a whole', () => {
  const read = (text: string, name = 'Rule') => readRule({ name, text, origin: 'datasheet' });
  it('a rule about nothing an attack rolls changes nothing', () => {
    expect(ruleStatus(read('Each time this unit makes a Normal move, it can move through models.'))).toBe('no-effect');
  });
  it('a change after an offer to use the ability is switched on by name', () => {
    const reading = read('In your Shooting phase, this unit can use this ability. If it does, until the end of the phase, each time a model in this unit makes an attack, add 1 to the Hit roll.');
    expect(summary(reading)).toEqual(['attacker/unit {"hit":1} when shooting NAMED(the ability is used)']);
    expect(ruleStatus(reading)).toBe('by-name');
  });
  it('an aura is switched on by name', () => {
    expect(ruleStatus(read('While a friendly unit is within 6" of this model, each time a model in that unit makes an attack, add 1 to the Hit roll.', 'Banner (Aura)'))).not.toBe('applied');
  });
  it('a name alone: Feel No Pain 5+, Stealth, Invulnerable Save (4+), an Invulnerable Save whose text is its roll', () => {
    expect(summary(read('', 'Feel No Pain 5+'))).toEqual(['defender/unit {"kind":"fnp","value":5}']);
    expect(summary(read('', 'Stealth'))).toEqual(['defender/unit {"kind":"stealth"}']);
    expect(summary(read('', 'Invulnerable Save (4+)'))).toEqual(['defender/unit {"kind":"invuln","value":4}']);
    expect(summary(read('4+', 'Invulnerable Save'))).toEqual(['defender/unit {"kind":"invuln","value":4}']);
  });
  it('a bearer rule of a model stays the bearer\'s', () => {
    const reading = readRule({ name: 'Relic', text: 'Each time the bearer makes a melee attack, add 1 to the Hit roll.', origin: 'wargear', model: 'Sergeant' });
    expect(summary(reading)).toEqual(['attacker/bearer {"hit":1} when fight']);
  });
  it('mortal wounds rolled after the unit has shot come after its attacks', () => {
    const reading = read('In your Shooting phase, after this model has shot, select one enemy unit hit by one or more of those attacks. Roll one D6: on a 4+, that unit suffers D3 mortal wounds.', 'Searing Blast');
    expect(reading.clauses.map((c) => c.change)).toEqual([
      { kind: 'mortals', source: { name: 'Searing Blast', dice: 1, successOn: 4, perSuccess: expect.objectContaining({ text: 'D3' }), timing: 'after' } },
    ]);
    expect(ruleStatus(reading)).toBe('by-name');
  });

  it('"a unit" is any unit, not a keyword; "if it is within …" is a condition, not the ability used', () => {
    expect(summary(read('Each time this model makes an attack that targets a unit, add 1 to the Hit roll.'))).toEqual(['attacker/bearer {"hit":1}']);
    expect(summary(read('Each time this model makes a ranged attack, if it is within range of an objective marker you control, re-roll a Hit roll of 1.'))).toEqual([
      'attacker/bearer {"rerollHits":"ones"} when shooting|overwatch NAMED(it is within range of an objective marker you control)',
    ]);
  });
  it('the state of a target, up to its comma, is asserted; its numbers are not', () => {
    expect(summary(read('Each time this model makes an attack that targets a unit that is Spotted, add 1 to the Hit roll.'))).toEqual(['attacker/bearer {"hit":1} NAMED(the target is spotted)']);
    expect(ruleStatus(read('Each time this model makes an attack that targets a unit that has a Toughness characteristic of 6 or less, add 1 to the Hit roll.'))).toBe('not-modelled');
  });

  it('"instead" is read only where keeping both changes comes to the same', () => {
    expect(summary(read('Each time this model makes an attack, re-roll a Hit roll of 1. If the target is a MONSTER unit, you can re-roll the Hit roll instead.'))).toEqual([
      'attacker/bearer {"rerollHits":"ones"}',
      'attacker/bearer {"rerollHits":"failed"} when target any MONSTER',
    ]);
    // A number made "instead" under more conditions is the difference (instead.ts): +1, and +1 more against a MONSTER.
    expect(summary(read('Each time this model makes an attack, add 1 to the Hit roll. If the target is a MONSTER unit, add 2 to the Hit roll instead.'))).toEqual([
      'attacker/bearer {"hit":1}',
      'attacker/bearer {"hit":1} when target any MONSTER',
    ]);
    expect(ruleStatus(read('Each time an attack is allocated to this model, subtract 1 from the Damage characteristic of that attack. If the target is a MONSTER unit, change the Damage characteristic of that attack to 1 instead.'))).toBe('not-modelled');
  });
});

describe('splitSentences', () => {
  it('bullets after a colon are read with the sentence that leads them', () => {
    expect(splitSentences('Each time a model makes an attack that targets that unit: ■ You can re-roll the Hit roll ■ Add 1 to the Wound roll.')).toEqual([
      'Each time a model makes an attack that targets that unit, you can re-roll the Hit roll',
      'Each time a model makes an attack that targets that unit, add 1 to the Wound roll.',
    ]);
  });
  it('"D3+1." and "6"." end sentences; the markup and typography are plain', () => {
    expect(splitSentences('It suffers D3+1. Within 6". **^^Kroot^^** models re‑roll 1–3.')).toEqual(['It suffers D3+1.', 'Within 6".', 'Kroot models re-roll 1-3.']);
  });
});
