/**
 * Weapons changed by name or by their characteristics in the rules of the data (docs/effects.md "Weapons"): a
 * characteristic set or multiplied ("its Bloody Twins weapon has a Damage characteristic of 3", "double the
 * Attacks characteristic of …"), weapons a sentence leaves out ("(excluding Extra Attacks weapons)"), "that
 * weapon" after the weapon a rule names, counts the player gives (YP spent, a D3 rolled), Range changes (no
 * number of an attack). test/fixtures/wording-weapons.json holds each text as its catalogue has it.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readRule, ruleStatus } from '../../src/wording/index.js';
import { summary } from './summary.js';
import { checkReadings, type ExpectedReading } from './fixture-readings.js';

type Fixture = { readonly name: string; readonly text: string; readonly source: string };
const FIXTURES: readonly Fixture[] = JSON.parse(readFileSync(join(import.meta.dirname, '..', 'fixtures', 'wording-weapons.json'), 'utf8'));

const EXPECTED: readonly ExpectedReading[] = [
  ["Hand of Asuryan", "Once per battle, when this mod", ["attacker/bearer {\"kind\":\"characteristic\",\"characteristic\":\"damage\",\"set\":{\"terms\":[],\"flat\":3,\"text\":\"3\"}} weapons bloody twins NAMED(the ability is used)","attacker/bearer {\"abilities\":[\"anti\",\"devastating-wounds\"]} weapons bloody twins NAMED(the ability is used)"]],
  ["Macro-steroids (Pain)", "In the Fight phase, when you s", ["attacker/unit {\"kind\":\"characteristic\",\"characteristic\":\"strength\",\"set\":{\"terms\":[],\"flat\":8,\"text\":\"8\"}} when fight NAMED(the ability is used; the unit is Empowered)","attacker/unit {\"abilities\":[\"lethal-hits\"]} when fight NAMED(the ability is used; the unit is Empowered)"]],
  ["Thrilling Spectacle", "Once per battle, at the start ", ["defender/bearer {\"kind\":\"invuln\",\"value\":3} when fight NAMED(the ability is used)","attacker/bearer {\"kind\":\"characteristic\",\"characteristic\":\"attacks\",\"set\":{\"terms\":[],\"flat\":12,\"text\":\"12\"}} when fight NAMED(the ability is used)"]],
  ["Extremis Trigger Word", "Each time this unit is selecte", ["attacker/unit {\"kind\":\"characteristic\",\"characteristic\":\"attacks\",\"set\":{\"terms\":[],\"flat\":6,\"text\":\"6\"}} when fight weapons arco-flails NAMED(the ability is used)","attacker/unit {\"abilities\":[\"hazardous\"]} when fight weapons arco-flails NAMED(the ability is used)"]],
  ["Moment Shackle", "Once per battle, at the start ", ["attacker/bearer {\"kind\":\"characteristic\",\"characteristic\":\"attacks\",\"set\":{\"terms\":[],\"flat\":12,\"text\":\"12\"}} when fight weapons watcher's axe NAMED(the ability is used; \"option 1\" is the option chosen) OPTION(option 1)","defender/bearer {\"kind\":\"invuln\",\"value\":2} when fight NAMED(the ability is used; \"option 2\" is the option chosen) OPTION(option 2)"]],
  ["Malus Codicium", "While this model is leading a ", ["attacker/led {\"kind\":\"characteristic\",\"characteristic\":\"attacks\",\"times\":2} when led attacker MODELS(DAEMONHOST)"]],
  ["Payback Time", "Once per battle, when this mod", ["attacker/bearer {\"kind\":\"characteristic\",\"characteristic\":\"attacks\",\"set\":{\"terms\":[],\"flat\":6,\"text\":\"6\"}} weapons payback NAMED(the ability is used)","attacker/bearer {\"abilities\":[\"sustained-hits 3\"]} weapons payback NAMED(the ability is used)"]],
  ["Dead Brutal", "While the Waaagh! is active fo", ["attacker/bearer {\"kind\":\"characteristic\",\"characteristic\":\"damage\",\"set\":{\"terms\":[],\"flat\":3,\"text\":\"3\"}} weapons 'uge choppa NAMED(the waaagh! is active for your army)"]],
  ["Supa-burny Fuel", "Deffkilla Wartrike model only.", ["attacker/bearer {\"kind\":\"characteristic\",\"characteristic\":\"attacks\",\"set\":{\"terms\":[{\"count\":3,\"sides\":6}],\"flat\":0,\"text\":\"3D6\"}} weapons killa jet - burna","attacker/bearer {\"kind\":\"characteristic\",\"characteristic\":\"attacks\",\"set\":{\"terms\":[],\"flat\":3,\"text\":\"3\"}} weapons killa jet - cutta"]],
  ["Burning Lance", "While this model is leading a ", []],
  ["Chance for Glory", "Once per battle, at the start ", ["attacker/bearer {\"strength\":1,\"attacks\":1,\"ap\":1,\"damage\":1} when fight NAMED(the ability is used)"]],
  ["Devoted to Destruction", "If this model is equipped with", ["attacker/bearer {\"attacks\":2} when fight excluding close combat weapon NAMED(this model is equipped with 2 melee weapons in addition to its close combat weapon)"]],
  ["Froth-spattered Frenzy", "If this model is equipped with", ["attacker/bearer {\"attacks\":2} when fight excluding close combat weapon NAMED(this model is equipped with two melee weapons in addition to its close combat weapon)"]],
  ["Powerful Volley", "Each time this model shoots in", ["attacker/unit {\"abilities\":[\"lethal-hits\"]} when shooting, stationary weapons heavy"]],
  ["Bellowed Challenge", "Melee weapons (excluding Devas", ["attacker/unit {\"abilities\":[\"anti\",\"anti\"]} when fight excluding devastating wounds"]],
  ["Berzerker Glaive", "Add 1 to the Attacks and Damag", ["attacker/bearer {\"attacks\":1,\"damage\":1} when fight excluding extra attacks"]],
  ["Headwoppa’s Killchoppa", "Orks model only. Melee weapons", ["attacker/bearer {\"abilities\":[\"devastating-wounds\"]} when fight excluding extra attacks"]],
  ["Belicosa-class Capacitor Vanes", "Adeptus Mechanicus model only.", ["attacker/unit {\"strength\":1} when shooting|overwatch"]],
  ["The Everstave", "Tzeentch Legiones Daemonica mo", ["not modelled: it replaces changes of two characteristics (\"instead\"), which is not modelled","not modelled: another sentence of the rule changes the same roll in a way not modelled"]],
  ["Psychic Guidance", "While this model is within 12\"", ["attacker/bearer {\"bs\":1} NAMED(this model is within 12\" of one or more friendly aeldari psyker models)"]],
  ["Atomantic Arc-reactor", "Each time this unit shoots its", ["attacker/unit {\"abilities\":[\"lethal-hits\"]} when shooting, stationary weapons cerberus neutron pulse array"]],
  ["Aspire to Glory", "Each time this model’s unit ma", ["attacker/bearer {\"strength\":1} NAMED(the unit made a Dark Pact; N rolled on the D3 (the count given with the name)) COUNT(given per 1 max 3: rolled on the D3)"]],
  ["Inspiring Exemplar", "Each time this model destroys ", ["attacker/bearer {\"attacks\":1} weapons nemesis force NAMED(this model has destroyed exactly one enemy CHARACTER model or unit (each one adds as much again))"]],
  ["The Stars Are Right", "Once per battle, at the start ", ["attacker/bearer {\"kind\":\"characteristic\",\"characteristic\":\"attacks\",\"times\":3} when fight weapons staff of tomorrow NAMED(the ability is used)","attacker/bearer {\"kind\":\"characteristic\",\"characteristic\":\"strength\",\"times\":3} when fight weapons staff of tomorrow NAMED(the ability is used)","attacker/bearer {\"successfulWoundsCritical\":true} when fight NAMED(the ability is used)"]],
  ["Gun-crazy Show-offs", "Each time a model in this unit", ["attacker/unit {\"kind\":\"characteristic\",\"characteristic\":\"attacks\",\"set\":{\"terms\":[],\"flat\":4,\"text\":\"4\"}} weapons snazzgun NAMED(the target is the closest eligible target)"]],
  ["Weavers' Wail", "Troupe Master model only. Add ", ["attacker/bearer {\"strength\":3} when fight","attacker/bearer {\"attacks\":1} when fight"]],
  ["Iron Ambassador", "Leagues of Votann model equipp", ["attacker/bearer {\"damage\":1} when shooting|overwatch NAMED(the ability is used; N YP spent (the count given with the name)) COUNT(given per 1 max 3: YP spent)"]],
  ["Piledriver", "Each time the bearer's unit is", ["attacker/bearer {\"damage\":1} when fight NAMED(the ability is used; N YP spent (the count given with the name)) COUNT(given per 1 max 2: YP spent)"]],
  ["Pestilent Familiar (Psychic)", "Once per battle, after selecti", ["attacker/bearer {\"strength\":2,\"damage\":2} weapons psychic NAMED(it is used (once per battle); the psychic weapon this model fires is the one it is used for)"]],
  ["Kindred Sorcery", "In your Command phase, you can", ["attacker/unit {\"wound\":1} when attacker any THOUSAND SONS weapons psychic NAMED(the ability is used; it was chosen at the start of your Command phase; \"Psychic Maelstrom\" is the option chosen) OPTION(Psychic Maelstrom)","attacker/unit {\"abilities\":[\"devastating-wounds\"]} when attacker any THOUSAND SONS weapons psychic NAMED(the ability is used; it was chosen at the start of your Command phase; \"Wrath of the Immaterium\" is the option chosen) OPTION(Wrath of the Immaterium)"]],
  ["Parasitic Biomorphology", "Tyranids model only. Add 1 to ", ["attacker/unit {\"strength\":1} when fight","attacker/unit {\"attacks\":1} when fight NAMED(the bearer's unit has destroyed an enemy unit in the fight phase while the bearer was within 6\" of one or more harvester units)"]],
  ["Sacrificial Blessing", "While this model is leading a ", ["not modelled: it destroys a model of its own unit to use it (the unit one model fewer is not modelled)"]],
  ["Possessed Blade", "At the start of the battle, se", ["not modelled: it changes a weapon the player selects, not every weapon","not modelled: its wording is not understood (\"when resolving those attacks add 1 to the damage characteristic of that weapon and that we\")"]],
  ["Auramite and Adamantite", "Once per battle, at the start ", ["defender/bearer {\"kind\":\"damage-set\",\"value\":1} NAMED(the ability is used)"]],
  ["Mantle of Ophelia", "Canoness or Palatine model onl", ["defender/bearer {\"kind\":\"damage-set\",\"value\":1}"]],
  ["Nova Charge", "Once per battle, when this uni", ["not modelled: it changes a weapon the player selects, not every weapon"]],
  ["Fusion Blades", "T’au Empire model only. Select", ["not modelled: the weapons it refers to (\"that weapon\") are not named in the sentence"]],
  ["Dakkablitz", "In your Shooting phase, while ", ["attacker/unit {\"attacks\":6} when shooting, target none MONSTER|VEHICLE weapons blitzkannon"]],
  ["The Imperium's Sword", "Adeptus Astartes model only. A", ["attacker/bearer {\"attacks\":1} when fight","attacker/unit {\"attacks\":1} when fight NAMED(the ability is used) MODELS(all other)"]],
  ["Dead Rippy", "If this model is equipped with", ["attacker/bearer {\"abilities\":[\"twin-linked\"]} weapons dread killsaws NAMED(this model is equipped with 2 dread killsaws)","attacker/bearer {\"abilities\":[\"twin-linked\"]} weapons dread rippa klaws NAMED(this model is equipped with 2 dread rippa klaws)"]],
  ["Eye of Affliction", "Ranged weapons equipped by mod", ["attacker/unit {\"abilities\":[\"ignores-cover\"]} when shooting|overwatch NAMED(the target is afflicted)"]],
  ["Ceaseless Cannonade", "Each time an Astra Militarum T", ["not modelled: it lifts the Hit roll penalty for shooting within Engagement Range, which mathhammer never applies (not modelled)"]],
  ["Shieldbreaker", "Once per battle, when selectin", ["attacker/bearer {\"wound\":1} weapons exitus rifle NAMED(the ability is used)","attacker/bearer {\"successfulWoundsCritical\":true} weapons exitus rifle NAMED(the ability is used)"]],
];

const read = (text: string, name = 'Rule') => readRule({ name, text, origin: 'datasheet' });

describe('weapons in real rules of the shared data', () => {
  checkReadings('wording-weapons.json', EXPECTED);
  it('every fixture has its catalogue and edition', () => {
    for (const f of FIXTURES) expect(f.source, f.name).toMatch(/^\S.* \((?:10e|11e)\)$/);
  });
});

describe('near misses stay stated', () => {
  it('a set Damage on the attacks allocated to the rule\'s unit is the defender\'s (DefenderUnit.damageSet)', () => {
    expect(summary(read('Each time an attack targets this unit, change the Damage characteristic of that attack to 1.'))).toEqual(['defender/unit {"kind":"damage-set","value":1}']);
  });
  it('a random Strength set, or a D3 added to each attack, is not read', () => {
    expect(summary(read('Melee weapons equipped by models in this unit have a Strength characteristic of D6.'))).toEqual(['not modelled: it sets the Strength characteristic to a random value ("d6")']);
    expect(summary(read('Each time this model makes an attack, add D3 to the Damage characteristic of that attack.'))).toEqual(['not modelled: it adds a random amount (D3) to each attack (no engine knob)']);
  });
  it('"those two weapons" without the close combat weapon beside them names no weapons', () => {
    expect(ruleStatus(read('If this model is equipped with two pistols, add 2 to the Attacks characteristic of those two weapons.'))).toBe('not-modelled');
  });
  it('a worse ability "instead of" the weapon\'s own is not a grant', () => {
    expect(summary(read('Its Payback weapon has the [SUSTAINED HITS 1] ability instead of the [SUSTAINED HITS 3] ability.'))).toEqual(['not modelled: it replaces another ability ("instead"), which granting both would not give']);
  });
  it('"that weapon" with no weapon named before it is one the player selects', () => {
    expect(summary(read('Until the end of the phase, that weapon has an Attacks characteristic of 4.'))).toEqual(['not modelled: it changes a weapon the player selects, not every weapon']);
  });
  it('an exclusion in a sentence that names two sets of weapons is not guessed', () => {
    expect(ruleStatus(read('Melee weapons (excluding Extra Attacks weapons) equipped by the bearer and ranged weapons equipped by models in this unit have the [LETHAL HITS] ability.'))).toBe('not-modelled');
  });
  it('a Range change with "instead" after a Strength change is not paired', () => {
    expect(summary(read('Add 2 to the Strength characteristic of the bearer\'s ranged weapons and increase the Range characteristic of such weapons by 6" instead.'))).toEqual(['not modelled: it replaces changes of two characteristics ("instead"), which is not modelled']);
  });
});
