import { describe, expect, it } from 'vitest';
import { fixedDice, parseDice } from '../../src/prob/dice.js';
import type { WeaponAbility } from '../../src/rules/index.js';
import { abilityText } from '../../src/report/index.js';

function dice(text: string) {
  const parsed = parseDice(text);
  if (!parsed.ok) throw new Error(parsed.message);
  return parsed.value;
}

describe('abilityText', () => {
  it.each<[WeaponAbility, string]>([
    [{ kind: 'sustained-hits', x: dice('D3') }, 'sustained hits D3'],
    [{ kind: 'sustained-hits', x: fixedDice(1) }, 'sustained hits 1'],
    [{ kind: 'rapid-fire', x: dice('D6+1') }, 'rapid fire D6+1'],
    [{ kind: 'anti', keyword: 'VEHICLE', threshold: 4 }, 'anti-vehicle 4+'],
    [{ kind: 'anti', keyword: 'Fly', threshold: 2 }, 'anti-fly 2+'],
    [{ kind: 'blast', x: 1 }, 'blast'],
    [{ kind: 'blast', x: 2 }, 'blast 2'],
    [{ kind: 'melta', x: 2 }, 'melta 2'],
    [{ kind: 'lethal-hits' }, 'lethal hits'],
    [{ kind: 'devastating-wounds' }, 'devastating wounds'],
    [{ kind: 'twin-linked' }, 'twin-linked'],
    [{ kind: 'ignores-cover' }, 'ignores cover'],
    [{ kind: 'indirect-fire' }, 'indirect fire'],
    [{ kind: 'extra-attacks' }, 'extra attacks'],
    [{ kind: 'assault' }, 'assault'],
    [{ kind: 'heavy' }, 'heavy'],
    [{ kind: 'pistol' }, 'pistol'],
    [{ kind: 'torrent' }, 'torrent'],
    [{ kind: 'lance' }, 'lance'],
    [{ kind: 'precision' }, 'precision'],
    [{ kind: 'hazardous' }, 'hazardous'],
    [{ kind: 'psychic' }, 'psychic'],
  ])('abilityText(%j) is "%s"', (ability, text) => {
    expect(abilityText(ability)).toBe(text);
  });

  it('abilityText of an unknown kind throws a TypeError', () => {
    expect(() => abilityText({ kind: 'bogus' } as unknown as WeaponAbility)).toThrow(TypeError);
  });
});
