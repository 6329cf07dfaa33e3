/**
 * Wargear options, equipment and abilities in forms the seeds do not all use: an export written for these
 * tests, then the profile it gives.
 */
import { describe, expect, it } from 'vitest';
import { resolveUnit } from '../../src/profile/resolve.js';
import { formatIssue } from '../../src/profile/issue.js';
import { importText, kits } from './helpers.js';

const SQUAD = `Imperium – Test Squad
RANGED WEAPONS | RANGE | A | BS | S | AP | D |
| Boltgun | 24" | 2 | 3+ | 4 | 0 | 1 |
| Bolt pistol pistol | 12" | 1 | 3+ | 4 | 0 | 1 |
| Plasma pistol – standard pistol | 12" | 1 | 3+ | 7 | -2 | 1 |
| Plasma pistol – supercharge hazardous pistol | 12" | 1 | 3+ | 8 | -3 | 2 |
| Flamer [ignores cover, torrent] | 12" | D6 | N/A | 4 | 0 | 1 |
| Shuriken gun [assault, conversion] | 18" | 3 | 3+ | 4 | -1 | 1 |
| Power axe | 6" | 1 | 3+ | 4 | 0 | 1 |
MELEE WEAPONS | RANGE | A | WS | S | AP | D |
| Chainsword | Melee | 3 | 3+ | 4 | 0 | 1 |
| Power axe | Melee | 4 | 3+ | 6 | -2 | 2 |
WARGEAR OPTIONS
- The Sergeant's boltgun can be replaced with 1 bolt pistol and 1 chainsword.
- 1 Trooper's boltgun can be replaced with 1 flamer.
- All models in this unit can each have their boltgun replaced with 1 shuriken gun.
- The Sergeant's bolt pistol can be replaced with 1 plasma pistol.
- For every 5 models in this unit, 1 Trooper can take a vox-caster.
- The Sergeant can be equipped with 1 storm shield.
ABILITIES
CORE: Deep Strike, Feel No Pain 6+, Stealth
INVULNERABLE SAVE 5+
Oath: reroll stuff.
UNIT COMPOSITION
- 1 Sergeant
- 4-9 Troopers
Every model is equipped with: boltgun; bolt pistol; chainsword.
| 5 models | 90 |
| 10 models | 180 |
KEYWORDS: INFANTRY, IMPERIUM
FACTION KEYWORDS: ADEPTUS ASTARTES
`;

describe('importDatasheet: wargear options and equipment', () => {
  const imported = importText(SQUAD, { file: 'squad.txt' });
  const { profile } = imported;

  it('"Every model is equipped with" gives the kit outright', () => {
    expect(kits(profile)).toEqual(['1× Sergeant: Boltgun, Bolt pistol, Chainsword', '9× Trooper: Boltgun, Bolt pistol, Chainsword']);
  });

  it('turns swaps for one model, one of several and all models into loadouts', () => {
    expect(profile.loadouts.map((l) => `${l.name}: ${l.description ?? ''} (max ${l.max})`)).toEqual([
      "bolt-pistol-and-chainsword: The Sergeant's boltgun replaced with a bolt pistol and chainsword (max 1)",
      "flamer: One Trooper's boltgun replaced with a flamer (max 1)",
      "shuriken-gun: Every model's boltgun replaced with a shuriken gun (max 1)",
      "plasma-pistol: The Sergeant's bolt pistol replaced with a plasma pistol (max 1)",
      'five-models: A unit of 5 models (4 Troopers), 90 points (max 1)',
    ]);
    const unit = resolveUnit(profile, { loadouts: ['five-models', 'shuriken-gun', 'plasma-pistol'] });
    if (!unit.ok) expect.fail(unit.issues.map(formatIssue).join('\n'));
    expect(unit.value.points).toBe(90);
    expect(unit.value.models.map((m) => `${m.count}× ${m.name}: ${m.weapons.map((w) => w.entry.name).join(', ')}`)).toEqual([
      '1× Sergeant: Chainsword, Shuriken gun, Plasma pistol',
      '4× Trooper: Bolt pistol, Chainsword, Shuriken gun',
    ]);
  });

  it('keeps options it cannot model as notes, each with a warning on its line', () => {
    expect(imported.warnings.filter((w) => w.path === 'wargear options').map((w) => `${w.line}: ${w.message}`)).toEqual([
      '18: "For every 5 models in this unit, 1 Trooper can take a vox-caster.": not a wargear option the importer understands; kept as a note, not a loadout',
      '19: "1 storm shield": no weapon profile for "storm shield" in the export; kept as a note, not a loadout',
    ]);
    expect(imported.yaml).toContain('# Wargear options that are no simple swap or addition');
  });

  it('reads Feel No Pain, Stealth and an invulnerable save from the abilities', () => {
    expect(profile.stealth).toBe(true);
    expect(profile.models.map((m) => [m.invuln, m.fnp])).toEqual([
      [5, 6],
      [5, 6],
    ]);
  });

  it('keeps an unknown weapon ability as a note of the weapon, with a warning', () => {
    expect(imported.yaml).toContain('notes: ["unknown ability [conversion] (line 8): not used in calculations"]');
    expect(imported.warnings.some((w) => w.line === 8 && /unknown ability "conversion"/.test(w.message))).toBe(true);
  });

  it('renames a melee weapon that shares a ranged weapon\'s name, with a warning', () => {
    expect(profile.weapons.map((w) => w.name)).toContain('Power axe (melee)');
    expect(imported.warnings.some((w) => w.line === 12 && /both a ranged and a melee weapon/.test(w.message))).toBe(true);
  });

  it('a title without a faction, and no UNIT COMPOSITION: one model named after the unit, with warnings', () => {
    const bare = importText('Lone Gun\nRANGED WEAPONS | RANGE | A | BS | S | AP | D |\n| Gun | 24 | 1 | 4+ | 4 | 0 | 1 |\n| Gun | 24 | 1 | 4+ | 4 | 0 | 1 |\n');
    expect(bare.profile.name).toBe('Lone Gun');
    expect(bare.profile.faction).toBeUndefined();
    expect(kits(bare.profile)).toEqual(['1× Lone Gun: Gun']);
    expect(bare.warnings.map((w) => w.path).sort()).toEqual(['title', 'unit composition']);
  });
});
