/** parseNameCell: every way the seed exports print a weapon's abilities and profile after its name. */
import { describe, expect, it } from 'vitest';
import { parseNameCell } from '../../src/profile/import/weapon-name.js';

describe('parseNameCell', () => {
  it.each([
    // Run into the name, as the T'au, Drukhari and Genestealer Cults exports print them.
    ['Pulse rifle rapid fire 1', 'Pulse rifle', null, ['rapid fire 1']],
    ['Pulse pistol pistol', 'Pulse pistol', null, ['pistol']],
    ['Support turret indirect fire twin-linked', 'Support turret', null, ['indirect fire', 'twin-linked']],
    ['Starfang grenade launcher assault blast', 'Starfang grenade launcher', null, ['assault', 'blast']],
    ['Disintegrator cannon assault', 'Disintegrator cannon', null, ['assault']],
    ['Medusa siege cannon blast heavy indirect fire', 'Medusa siege cannon', null, ['blast', 'heavy', 'indirect fire']],
    ['Twin pulse carbine assault twin-linked', 'Twin pulse carbine', null, ['assault', 'twin-linked']],
    ['Burst cannon sustained hits D3', 'Burst cannon', null, ['sustained hits d3']],
    ['Shock lance anti-infantry 4+ lance', 'Shock lance', null, ['anti-infantry 4+', 'lance']],
    // In brackets, as the Astra Militarum export prints them.
    ['Flamer [ignores cover, torrent]', 'Flamer', null, ['ignores cover', 'torrent']],
    ['Meltagun [melta 2]', 'Meltagun', null, ['melta 2']],
    ['Stomping feet [extra attacks]', 'Stomping feet', null, ['extra attacks']],
    ['Hunting lance [lance]', 'Hunting lance', null, ['lance']],
    ['Laspistol [pistol]', 'Laspistol', null, ['pistol']],
    ['Flamer [IGNORES COVER] [TORRENT]', 'Flamer', null, ['ignores cover', 'torrent']],
    // Profiles after a dash, with or without abilities.
    ['Plasma gun – supercharge [hazardous, rapid fire 1]', 'Plasma gun', 'supercharge', ['hazardous', 'rapid fire 1']],
    ['Plasma gun – standard [rapid fire 1]', 'Plasma gun', 'standard', ['rapid fire 1']],
    ['Grenade launcher – frag [blast]', 'Grenade launcher', 'frag', ['blast']],
    ['Grenade launcher – krak', 'Grenade launcher', 'krak', []],
    ['Plasma gun - supercharge hazardous rapid fire 1', 'Plasma gun', 'supercharge', ['hazardous', 'rapid fire 1']],
    // No abilities.
    ['Close combat weapon', 'Close combat weapon', null, []],
    ['Battery close combat weapons', 'Battery close combat weapons', null, []],
  ])('%s → %s', (cell, base, profile, abilities) => {
    expect(parseNameCell(cell)).toEqual({ base, profile, abilities, unknown: [] });
  });

  it('keeps a name the wargear options use whole: "Hunting lance" is not Hunting with [LANCE]', () => {
    const known = (key: string): boolean => key === 'hunting lance';
    expect(parseNameCell('Hunting lance', known).base).toBe('Hunting lance');
    expect(parseNameCell('Hunting lance lance', known)).toEqual({ base: 'Hunting lance', profile: null, abilities: ['lance'], unknown: [] });
    expect(parseNameCell('Hunting lance').base).toBe('Hunting');
  });

  it('keeps at least one word of the name', () => {
    expect(parseNameCell('Lance lance').base).toBe('Lance');
    expect(parseNameCell('Heavy').base).toBe('Heavy');
  });

  it('returns bracketed texts that are not abilities as unknown', () => {
    expect(parseNameCell('Shuriken catapult [assault, conversion]')).toEqual({
      base: 'Shuriken catapult',
      profile: null,
      abilities: ['assault'],
      unknown: ['conversion'],
    });
  });
});
