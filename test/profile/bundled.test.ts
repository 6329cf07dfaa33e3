/**
 * The bundled profiles against the seed datasheet exports (examples/datasheets/*.txt), copied here by hand:
 * every weapon with its characteristics and abilities, the points, and no invented characteristics.
 */
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { formatAbility } from '../../src/profile/abilities.js';
import { formatIssue } from '../../src/profile/issue.js';
import { listBundled, loadProfile } from '../../src/profile/load.js';
import { resolveUnit } from '../../src/profile/resolve.js';
import { toDefenderUnit } from '../../src/profile/defender.js';
import type { UnitProfile } from '../../src/profile/types.js';

const bundledDir = fileURLToPath(new URL('../../profiles/', import.meta.url));

function bundled(name: string): UnitProfile {
  const loaded = loadProfile(name, { bundledDir });
  if (!loaded.ok) throw new Error(loaded.issues.map(formatIssue).join('\n'));
  return loaded.value;
}

/** "name | range | A | skill | S | AP | D | abilities" per weapon profile, as the seed tables print them. */
function table(profile: UnitProfile): string[] {
  return profile.weapons.flatMap((entry) =>
    entry.variants.map((v) => {
      const w = v.weapon;
      const range = v.range === 'melee' ? 'Melee' : `${v.range}"`;
      const skill = w.skill === null ? 'N/A' : `${w.skill}+`;
      return [w.name, range, w.attacks.text, skill, w.strength, w.ap, w.damage.text, w.abilities.map(formatAbility).join(' ')].join(' | ');
    }),
  );
}

const SEEDS: Record<string, { points: number | readonly { models: number; points: number }[]; models: number; weapons: string[] }> = {
  'strike-team': {
    points: 70,
    models: 10,
    weapons: [
      'Pulse carbine | 20" | 2 | 4+ | 5 | 0 | 1 | ',
      'Pulse pistol | 12" | 1 | 4+ | 5 | 0 | 1 | [PISTOL]',
      'Pulse rifle | 30" | 1 | 4+ | 5 | 0 | 1 | [RAPID FIRE 1]',
      'Support turret | 30" | 2 | 5+ | 5 | 0 | 1 | [INDIRECT FIRE] [TWIN-LINKED]',
      'Twin pulse carbine | 20" | 2 | 5+ | 5 | 0 | 1 | [ASSAULT] [TWIN-LINKED]',
      'Close combat weapon | Melee | 1 | 5+ | 3 | 0 | 1 | ',
    ],
  },
  starfangs: {
    points: [
      { models: 1, points: 70 },
      { models: 2, points: 140 },
    ],
    models: 2,
    weapons: [
      'Disintegrator cannon | 36" | 3 | 3+ | 6 | -3 | 2 | [ASSAULT]',
      'Starfang grenade launcher | 36" | D3 | 3+ | 6 | -3 | 2 | [ASSAULT] [BLAST]',
      'Wraithbone hull | Melee | 3 | 4+ | 6 | 0 | 1 | ',
    ],
  },
  'medusa-carriage-battery': {
    points: 125,
    models: 1,
    weapons: [
      'Medusa siege cannon | 36" | D6 | 5+ | 10 | -3 | 3 | [BLAST] [HEAVY] [INDIRECT FIRE]',
      'Battery close combat weapons | Melee | 5 | 4+ | 3 | 0 | 1 | ',
    ],
  },
  'mukaali-riders': {
    points: 110,
    models: 3,
    weapons: [
      'Flamer | 12" | D6 | N/A | 4 | 0 | 1 | [IGNORES COVER] [TORRENT]',
      'Grenade launcher – frag | 24" | D3 | 4+ | 4 | 0 | 1 | [BLAST]',
      'Grenade launcher – krak | 24" | 1 | 4+ | 9 | -2 | D3 | ',
      'Laspistol | 12" | 1 | 4+ | 3 | 0 | 1 | [PISTOL]',
      'Meltagun | 12" | 1 | 4+ | 9 | -4 | D6 | [MELTA 2]',
      'Plasma gun – standard | 24" | 1 | 4+ | 7 | -2 | 1 | [RAPID FIRE 1]',
      'Plasma gun – supercharge | 24" | 1 | 4+ | 8 | -3 | 2 | [HAZARDOUS] [RAPID FIRE 1]',
      'Plasma pistol – standard | 24" | 1 | 4+ | 7 | -2 | 1 | [RAPID FIRE 1]',
      'Plasma pistol – supercharge | 24" | 1 | 4+ | 8 | -3 | 2 | [HAZARDOUS] [RAPID FIRE 1]',
      'Chainsword | Melee | 4 | 4+ | 3 | 0 | 1 | ',
      'Hunting lance | Melee | 3 | 4+ | 4 | 0 | 1 | [LANCE]',
      'Power weapon | Melee | 3 | 4+ | 4 | -2 | 1 | ',
      'Stomping feet | Melee | 2 | 4+ | 4 | 0 | 1 | [EXTRA ATTACKS]',
    ],
  },
};

describe('bundled seed profiles', () => {
  for (const [name, seed] of Object.entries(SEEDS)) {
    describe(name, () => {
      const profile = bundled(name);

      it('has every weapon of the seed with its characteristics and abilities', () => {
        expect(table(profile)).toEqual(seed.weapons);
      });

      it('has the seed points and model count', () => {
        expect(profile.points).toEqual(seed.points);
        expect(profile.models.reduce((n, m) => n + m.count, 0)).toBe(seed.models);
      });

      it('invents no characteristics: M, T, Sv, W, Ld, OC are absent, so it is attacker only', () => {
        for (const model of profile.models) {
          for (const key of ['M', 'T', 'Sv', 'W', 'Ld', 'OC', 'invuln', 'fnp'] as const) expect(model[key], `${model.name}.${key}`).toBeUndefined();
        }
        const unit = resolveUnit(profile);
        expect(unit.ok && toDefenderUnit(unit.value).ok).toBe(false);
      });

      it('every loadout applies', () => {
        for (const loadout of profile.loadouts) {
          const unit = resolveUnit(profile, { loadouts: [loadout.name] });
          expect(unit.ok, loadout.name).toBe(true);
        }
      });
    });
  }

  it('keywords follow the seeds, upper case', () => {
    expect(bundled('strike-team').keywords).toEqual(['INFANTRY', 'BATTLELINE', 'GRENADES', 'MARKERLIGHT', 'FIRE WARRIOR', 'STRIKE TEAM', "T'AU EMPIRE"]);
    expect(bundled('starfangs').keywords).toContain('VEHICLE');
    expect(bundled('medusa-carriage-battery').keywords).toContain('ARTILLERY');
    expect(bundled('mukaali-riders').keywords).toContain('MOUNTED');
  });

  it('the support turret fires only when stationary', () => {
    expect(bundled('strike-team').weapons.find((w) => w.name === 'Support turret')!.requires).toEqual(['stationary']);
  });
});

describe('bundled standard targets', () => {
  const targets: Record<string, string> = {
    geq: '10× T3 Sv5 W1',
    meq: '5× T4 Sv3 W2',
    teq: '5× T5 Sv2 W3 4++',
    vehicle: '1× T9 Sv3 W10',
    tank: '1× T12 Sv2 W16',
    knight: '1× T12 Sv3 W22 5++',
    monster: '1× T10 Sv3 W14',
    horde: '20× T5 Sv5 W1',
  };
  for (const [name, line] of Object.entries(targets)) {
    it(`${name} is ${line}`, () => {
      const unit = resolveUnit(bundled(name));
      const defender = unit.ok ? toDefenderUnit(unit.value) : unit;
      if (!defender.ok) throw new Error('not a defender');
      expect(defender.value.groups.map((g) => `${g.count}× T${g.toughness} Sv${g.save} W${g.wounds}${g.invuln === undefined ? '' : ` ${g.invuln}++`}`)).toEqual([line]);
    });
  }

  // Issue 14 point 5: the horde benchmark players use is a mob of Ork Boyz (T5 Sv5+ W1, Ld 7+, OC 2).
  it('horde is 20 Ork Boyz with Ld 7+, and every target says what it stands for', () => {
    const horde = bundled('horde');
    expect(horde.models.map((m) => [m.Ld, m.OC])).toEqual([[7, 2]]);
    for (const name of Object.keys(targets)) expect(bundled(name).description, name).toMatch(/^Standard target: .+, as .+/);
  });

  it('every bundled profile is a seed or a standard target', () => {
    expect(listBundled(bundledDir).sort()).toEqual([...Object.keys(SEEDS), ...Object.keys(targets)].sort());
  });
});
