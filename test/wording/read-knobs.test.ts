/**
 * The reader on real rules that need the engine's newer knobs (test/fixtures/wording-knobs.json, each text
 * as its catalogue has it): a Critical Wound's AP improved (docs/rules.md 4.7), a die changed to an
 * unmodified 6 (§10a).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readRule } from '../../src/wording/index.js';
import { summary } from './summary.js';

type Fixture = { readonly name: string; readonly text: string; readonly source: string };
const FIXTURES: readonly Fixture[] = JSON.parse(readFileSync(join(import.meta.dirname, '..', 'fixtures', 'wording-knobs.json'), 'utf8'));

/** [rule name, what it is read as]. */
const EXPECTED: readonly (readonly [string, readonly string[]])[] = [
  ['Ingrained Superiority', ['attacker/unit {"critWoundAp":1}']],
  ['Piercing Talons', ['attacker/unit {"critWoundAp":1}']],
  ["The Armoury's Artifice", ['attacker/unit {"critWoundAp":1}']],
  ['Damaged Armour', ['attacker/unit {"critWoundAp":1} when shooting, attacker any NECRONS NAMED(the ability is used; the attacking unit is one the rule reaches; the target is the unit the rule selected; the rule\'s unit attacked the target before this attack) REACH(others)']],
  ['Titanic Fire Support', ['attacker/unit {"critWoundAp":1} when shooting, attacker any IMPERIUM NAMED(the ability is used; the attacking unit is one the rule reaches; the target is the unit the rule selected; the rule\'s unit attacked the target before this attack) REACH(others)']],
  ['Crack Shot', ['attacker/bearer {"critWoundApSet":-3} when shooting|overwatch']],
  ['Armorium Cherub', ['attacker/unit {"kind":"change-to-six","rolls":["hit"]} NAMED(it is used (once per battle))']],
  ["Hero of Lion's Gate", ['attacker/bearer {"kind":"change-to-six","rolls":["hit","wound"]} NAMED(it is used (once per battle); the roll changed is not a saving throw (not modelled))']],
  ['Glimpse of Eternity (Psychic)', ['attacker/bearer {"kind":"change-to-six","rolls":["hit","wound"]} NAMED(it is used (once per turn); the roll changed is not a saving throw (not modelled))']],
  ['Branching Fates (Psychic)', ['attacker/led {"kind":"change-to-six","rolls":["hit","wound"]} when led attacker NAMED(it is used (once per phase); the roll changed is not a Damage roll (not modelled))']],
];

describe('the reader on rules the engine knobs model', () => {
  it('every fixture has an expectation, and every expectation a fixture', () => {
    expect(FIXTURES.map((f) => f.name).sort()).toEqual(EXPECTED.map(([name]) => name).sort());
  });

  it.each(EXPECTED)('%s', (name, expected) => {
    const fixture = FIXTURES.find((f) => f.name === name)!;
    expect(summary(readRule({ name: fixture.name, text: fixture.text, origin: 'datasheet' }))).toEqual(expected);
  });
});
