import { describe, expect, it } from 'vitest';
import { abilityKindLabel, formatAbility, parseAbilities, parseAbility } from '../../src/profile/abilities.js';

function kinds(text: string): unknown {
  const parsed = parseAbility(text);
  if (!parsed.ok) throw new Error(parsed.message);
  return parsed.value.map((a) => ({ ...a, ...('x' in a && typeof a.x === 'object' ? { x: a.x.text } : {}) }));
}

describe('parseAbility', () => {
  it('reads the datasheet spellings of one ability alike', () => {
    for (const text of ['rapid fire 1', '[RAPID FIRE 1]', 'Rapid Fire 1', 'rapid-fire 1', '  RAPID  FIRE 1 ']) {
      expect(kinds(text), text).toEqual([{ kind: 'rapid-fire', x: '1' }]);
    }
  });

  it('reads dice parameters of sustained hits and rapid fire', () => {
    expect(kinds('sustained hits D3')).toEqual([{ kind: 'sustained-hits', x: 'D3' }]);
    expect(kinds('[SUSTAINED HITS 2]')).toEqual([{ kind: 'sustained-hits', x: '2' }]);
    expect(kinds('rapid fire d6+1')).toEqual([{ kind: 'rapid-fire', x: 'D6+1' }]);
  });

  it('reads anti-KEYWORD X+ in its spellings, keyword upper case', () => {
    for (const text of ['anti-vehicle 4+', '[ANTI-VEHICLE 4+]', 'Anti Vehicle 4+', 'anti–vehicle 4']) {
      expect(kinds(text), text).toEqual([{ kind: 'anti', keyword: 'VEHICLE', threshold: 4 }]);
    }
  });

  it('reads blast with and without X, melta X and cleave X (as blast X)', () => {
    expect(kinds('blast')).toEqual([{ kind: 'blast', x: 1 }]);
    expect(kinds('[BLAST 2]')).toEqual([{ kind: 'blast', x: 2 }]);
    expect(kinds('Melta 2')).toEqual([{ kind: 'melta', x: 2 }]);
    expect(kinds('cleave 3')).toEqual([{ kind: 'blast', x: 3 }]);
  });

  it('reads the simple abilities, close-quarters as pistol, and drops one shot', () => {
    expect(kinds('twin-linked')).toEqual([{ kind: 'twin-linked' }]);
    expect(kinds('Twin Linked')).toEqual([{ kind: 'twin-linked' }]);
    expect(kinds('[IGNORES COVER]')).toEqual([{ kind: 'ignores-cover' }]);
    expect(kinds('indirect fire')).toEqual([{ kind: 'indirect-fire' }]);
    expect(kinds('[CLOSE-QUARTERS]')).toEqual([{ kind: 'pistol' }]);
    expect(kinds('extra attacks')).toEqual([{ kind: 'extra-attacks' }]);
    expect(kinds('one shot')).toEqual([]);
  });

  it('suggests the closest ability, keeping the parameter', () => {
    expect(parseAbility('sustianed hits 1')).toEqual({
      ok: false,
      message: 'unknown ability "sustianed hits 1" (did you mean `sustained hits 1`?)',
    });
    expect(parseAbility('devastatin wounds')).toEqual({
      ok: false,
      message: 'unknown ability "devastatin wounds" (did you mean `devastating wounds`?)',
    });
    expect(parseAbility('twin linkd')).toEqual({ ok: false, message: 'unknown ability "twin linkd" (did you mean `twin-linked`?)' });
  });

  it('names a missing or bad parameter', () => {
    expect(parseAbility('sustained hits')).toEqual({ ok: false, message: '"sustained hits" needs its X, like "sustained hits 1"' });
    expect(parseAbility('melta')).toEqual({ ok: false, message: '"melta" needs its X, like "melta 2"' });
    expect(parseAbility('anti-vehicle 7+')).toEqual({ ok: false, message: 'the roll of "anti-vehicle 7+" must be 2+ to 6+, got 7+' });
    expect(parseAbility('anti-vehicle')).toEqual({ ok: false, message: '"anti-vehicle" needs a keyword and a roll, like "anti-vehicle 4+"' });
    expect(parseAbility('rapid fire D7').ok).toBe(false);
  });

  it('lists the known abilities when nothing is close', () => {
    const parsed = parseAbility('flux capacitor');
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.message).toMatch(/^unknown ability "flux capacitor"; known abilities: assault, heavy, /);
  });
});

describe('parseAbilities', () => {
  it('splits a bracketed list as printed after a weapon name', () => {
    const parsed = parseAbilities('[hazardous, rapid fire 1]');
    expect(parsed.errors).toEqual([]);
    expect(parsed.value.map((a) => a.kind)).toEqual(['hazardous', 'rapid-fire']);
  });

  it('reports every bad ability of the list', () => {
    expect(parseAbilities('lanse, hazzardous').errors).toEqual([
      'unknown ability "lanse" (did you mean `lance`?)',
      'unknown ability "hazzardous" (did you mean `hazardous`?)',
    ]);
  });
});

describe('formatAbility', () => {
  it('prints the datasheet spelling', () => {
    const text = (t: string): string[] => parseAbilities(t).value.map(formatAbility);
    expect(text('sustained hits d3, anti-fly 2+, twin-linked, blast, melta 2, lethal hits')).toEqual([
      '[SUSTAINED HITS D3]',
      '[ANTI-FLY 2+]',
      '[TWIN-LINKED]',
      '[BLAST]',
      '[MELTA 2]',
      '[LETHAL HITS]',
    ]);
  });

  it('names a kind as the effects’ warnings and texts name it, the hyphen of [TWIN-LINKED] kept', () => {
    expect(abilityKindLabel('twin-linked')).toBe('[TWIN-LINKED]');
    expect(abilityKindLabel('devastating-wounds')).toBe('[DEVASTATING WOUNDS]');
    expect(abilityKindLabel('rapid-fire')).toBe('[RAPID FIRE]');
  });
});

describe('round trip with the report', () => {
  it('every ability the report prints parses back to itself', async () => {
    const { abilityText } = await import('../../src/report/index.js');
    const all = parseAbilities(
      'assault, heavy, pistol, torrent, lethal hits, sustained hits D3+1, rapid fire 2, blast, blast 3, melta 4, anti-monster 3+, devastating wounds, twin-linked, lance, ignores cover, indirect fire, precision, hazardous, extra attacks, psychic',
    );
    expect(all.errors).toEqual([]);
    expect(all.value).toHaveLength(20);
    for (const ability of all.value) {
      const again = parseAbility(abilityText(ability));
      expect(again, abilityText(ability)).toEqual({ ok: true, value: [ability] });
    }
  });
});
