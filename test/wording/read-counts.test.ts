/**
 * The reader on real rules whose change depends on a count (test/fixtures/wording-counts.json, each text as
 * its catalogue has it): the change made once, and the count (ReadClause.count) — the models of the rule's
 * unit, which the attack knows, or a count the player gives with the rule's name.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkReadings, type ExpectedReading } from './fixture-readings.js';

type Fixture = { readonly name: string; readonly text: string; readonly source: string };
const FIXTURES: readonly Fixture[] = JSON.parse(readFileSync(join(import.meta.dirname, '..', 'fixtures', 'wording-counts.json'), 'utf8'));

const EXPECTED: readonly ExpectedReading[] = [
  ["Waaagh! Energy", "While this model is leading a ", ["attacker/bearer {\"strength\":1,\"damage\":1} when led attacker weapons 'eadbanger COUNT(models per 5: models in the unit it leads (its Leaders included))","attacker/bearer {\"abilities\":[\"hazardous\"]} when led attacker weapons 'eadbanger COUNT(models per 10 max 1: models in the unit it leads (its Leaders included))"]],
  ["Unstable Oracle", "While this model is leading a ", ["attacker/bearer {\"attacks\":2} when led attacker weapons eyez of mork COUNT(models per 5: models in the unit it leads (its Leaders included))","attacker/bearer {\"abilities\":[\"hazardous\"]} when led attacker weapons eyez of mork COUNT(models per 10 max 1: models in the unit it leads (its Leaders included))"]],
  ["Pious Fervour", "Each time this model's unit is", ["attacker/bearer {\"attacks\":1} when fight weapons master-crafted power NAMED(N enemy units within 6\" of this model (the count given with the name)) COUNT(given per 1 max 3: enemy units within 6\" of this model)"]],
  ["Fierce Conqueror", "At the start of the Fight phas", ["attacker/bearer {\"attacks\":2} when fight NAMED(N enemy models within 6\" of the bearer (the count given with the name)) COUNT(given per 5: enemy models within 6\" of the bearer)"]],
  ["On Da Hunt", "For each model embarked within", ["attacker/bearer {\"attacks\":1} weapons butcha boyz NAMED(N models embarked within this transport (the count given with the name)) COUNT(given per 1 max 6: models embarked within this transport)"]],
  ["Sonic Destruction", "In your Shooting phase, each t", ["attacker/bearer {\"strength\":1,\"ap\":1,\"damage\":1} when shooting weapons vibro cannon NAMED(N other friendly vibro cannon platform models that made one or more attacks with its vibro cannon that also targeted that enemy unit this phase (the count given with the name)) COUNT(given per 1: other friendly vibro cannon platform models that made one or more attacks with its vibro cannon that also targeted that enemy unit this phase)"]],
  ["Psychic Communion (Psychic)", "Each time this model is select", ["attacker/bearer {\"attacks\":1,\"strength\":1} when shooting weapons destructor NAMED(N other friendly aeldari psyker models within 6\" of this model (the count given with the name)) COUNT(given per 1 max 2: other friendly aeldari psyker models within 6\" of this model)"]],
  ["Psychic Communion (Psychic)", "Each time this unit is selecte", ["not modelled: its size depends on a count of some models of a unit (\"for each warlock model in this unit\")"]],
  ["Visions of Butchery", "While one or more Wracks units", ["attacker/bearer {\"attacks\":1} weapons bladevanes|chainsnares NAMED(N wracks models embarked within this model (the count given with the name)) COUNT(given per 1: wracks models embarked within this model)"]],
  ["Righteous Rage", "Adepta Sororitas model only. E", ["attacker/bearer {\"attacks\":1,\"strength\":1} when fight NAMED(N miracle dice just discarded (the count given with the name)) COUNT(given per 1: miracle dice just discarded)"]],
  ["Whirlwind of Rage", "Each time this model fights, u", ["attacker/bearer {\"attacks\":1} when fight weapons blood reaver NAMED(N enemy models within 6\" of this model (the count given with the name)) COUNT(given per 5: enemy models within 6\" of this model)"]],
  ["Channellin' da Waaagh!", "Each time this model attacks w", ["not modelled: its size depends on a count (\"for each …\") in words not read","not modelled: it goes on from a sentence before it that is not read"]],
  ["Voltagheist Field", "Each time this unit ends a Cha", ["attacker/unit {\"kind\":\"mortals\",\"source\":{\"name\":\"Voltagheist Field\",\"dice\":1,\"successOn\":4,\"perSuccess\":{\"terms\":[],\"flat\":1,\"text\":\"1\"}},\"perModel\":true} when charged, fight NAMED(the target is the enemy unit the rule selects; the target is the unit the rule names)"]],
];


describe('readRule on real rules whose size depends on a count', () => {
  checkReadings('wording-counts.json', EXPECTED);

  it('states a reading for each fixture, and each only once', () => {
    const stated = new Set(EXPECTED.map(([name, start]) => `${name}\n${start}`));
    expect(stated.size).toBe(EXPECTED.length);
    for (const f of FIXTURES) expect(EXPECTED.some(([name, start]) => f.name === name && f.text.startsWith(start)), f.name).toBe(true);
  });
});
