/**
 * The four seed exports (shipped as examples/datasheets/*.txt, copies of the project's seeds) imported and checked against
 * a hand-checked expectation: every weapon profile as the export's tables print it, each model's kit as the
 * bundled hand-made profiles have it, points, keywords, loadouts, abilities, stratagems. No characteristic
 * is invented.
 */
import { describe, expect, it } from 'vitest';
import { parseProfile } from '../../src/profile/parse-profile.js';
import { resolveUnit } from '../../src/profile/resolve.js';
import { formatIssue } from '../../src/profile/issue.js';
import { importSeed, kits, SEEDS, weaponTable, type Seed } from './helpers.js';

type Expectation = {
  readonly name: string;
  readonly faction: string;
  readonly points: unknown;
  readonly keywords: readonly string[];
  readonly weapons: readonly string[];
  readonly kits: readonly string[];
  readonly loadouts: readonly string[];
};

const EXPECTED: Record<Seed, Expectation> = {
  'tau-empire-strike-team': {
    name: 'Strike Team',
    faction: "T'au Empire",
    points: 70,
    keywords: ['INFANTRY', 'BATTLELINE', 'GRENADES', 'MARKERLIGHT', 'FIRE WARRIOR', 'STRIKE TEAM', "T'AU EMPIRE"],
    weapons: [
      'Pulse carbine | 20" | 2 | 4+ | 5 | 0 | 1 | ',
      'Pulse pistol | 12" | 1 | 4+ | 5 | 0 | 1 | [PISTOL]',
      'Pulse rifle | 30" | 1 | 4+ | 5 | 0 | 1 | [RAPID FIRE 1]',
      'Support turret | 30" | 2 | 5+ | 5 | 0 | 1 | [INDIRECT FIRE] [TWIN-LINKED] (requires stationary)',
      'Close combat weapon | Melee | 1 | 5+ | 3 | 0 | 1 | ',
      // The GUN DRONE's table, printed far below the datasheet (line 495 of the export).
      'Twin pulse carbine | 20" | 2 | 5+ | 5 | 0 | 1 | [ASSAULT] [TWIN-LINKED]',
    ],
    kits: [
      "1× Fire Warrior Shas'ui: Pulse pistol, Pulse rifle, Close combat weapon, Support turret",
      '9× Fire Warrior: Pulse pistol, Pulse rifle, Close combat weapon',
    ],
    loadouts: ['gun-drone', 'pulse-carbine', 'pulse-carbine-all'],
  },
  'drukhari-starfangs': {
    name: 'Starfangs',
    faction: 'Drukhari',
    points: [
      { models: 1, points: 70 },
      { models: 2, points: 140 },
    ],
    keywords: ['VEHICLE', 'AELDARI', 'ANHRATHE', 'FLY', 'SMOKE', 'GRENADES', 'STARFANGS', 'DRUKHARI', 'ASURYANI'],
    weapons: [
      'Disintegrator cannon | 36" | 3 | 3+ | 6 | -3 | 2 | [ASSAULT]',
      'Starfang grenade launcher | 36" | D3 | 3+ | 6 | -3 | 2 | [ASSAULT] [BLAST]',
      'Wraithbone hull | Melee | 3 | 4+ | 6 | 0 | 1 | ',
    ],
    kits: ['2× Starfang: Disintegrator cannon, Starfang grenade launcher, Wraithbone hull'],
    loadouts: ['one-starfang'],
  },
  'genestealer-cults-medusa-carriage-battery': {
    name: 'Medusa Carriage Battery',
    faction: 'Genestealer Cults',
    points: 125,
    keywords: ['INFANTRY', 'ARTILLERY', 'IMPERIUM', 'GRENADES', 'REGIMENT', 'MEDUSA CARRIAGE BATTERY', 'ASTRA MILITARUM'],
    weapons: [
      'Medusa siege cannon | 36" | D6 | 5+ | 10 | -3 | 3 | [BLAST] [HEAVY] [INDIRECT FIRE]',
      'Battery close combat weapons | Melee | 5 | 4+ | 3 | 0 | 1 | ',
    ],
    kits: ['1× Medusa Carriage: Medusa siege cannon, Battery close combat weapons'],
    loadouts: [],
  },
  'astra-militarum-mukaali-riders': {
    name: 'Mukaali Riders',
    faction: 'Astra Militarum',
    points: 110,
    keywords: ['MOUNTED', 'IMPERIUM', 'GRENADES', 'REGIMENT', 'MUKAALI RIDERS'],
    weapons: [
      'Flamer | 12" | D6 | N/A | 4 | 0 | 1 | [IGNORES COVER] [TORRENT]',
      'Grenade launcher – frag | 24" | D3 | 4+ | 4 | 0 | 1 | [BLAST]',
      'Grenade launcher – krak | 24" | 1 | 4+ | 9 | -2 | D3 | ',
      'Laspistol | 12" | 1 | 4+ | 3 | 0 | 1 | [PISTOL]',
      'Meltagun | 12" | 1 | 4+ | 9 | -4 | D6 | [MELTA 2]',
      'Plasma gun – standard | 24" | 1 | 4+ | 7 | -2 | 1 | [RAPID FIRE 1]',
      'Plasma gun – supercharge | 24" | 1 | 4+ | 8 | -3 | 2 | [HAZARDOUS] [RAPID FIRE 1]',
      // As exported: 24", [RAPID FIRE 1], no [PISTOL].
      'Plasma pistol – standard | 24" | 1 | 4+ | 7 | -2 | 1 | [RAPID FIRE 1]',
      'Plasma pistol – supercharge | 24" | 1 | 4+ | 8 | -3 | 2 | [HAZARDOUS] [RAPID FIRE 1]',
      'Chainsword | Melee | 4 | 4+ | 3 | 0 | 1 | ',
      'Hunting lance | Melee | 3 | 4+ | 4 | 0 | 1 | [LANCE]',
      'Power weapon | Melee | 3 | 4+ | 4 | -2 | 1 | ',
      'Stomping feet | Melee | 2 | 4+ | 4 | 0 | 1 | [EXTRA ATTACKS]',
    ],
    kits: ['1× Mukaali Rider Sergeant: Laspistol, Hunting lance, Stomping feet', '2× Mukaali Rider: Laspistol, Hunting lance, Stomping feet'],
    loadouts: ['plasma-pistol', 'chainsword', 'power-weapon', 'flamer', 'grenade-launcher', 'meltagun', 'plasma-gun'],
  },
};

describe.each(SEEDS)('importDatasheet(%s)', (seed) => {
  const expected = EXPECTED[seed];
  const imported = importSeed(seed);
  const { profile } = imported;

  it('reads the title, points and keywords', () => {
    expect(profile.name).toBe(expected.name);
    expect(profile.faction).toBe(expected.faction);
    expect(profile.points).toEqual(expected.points);
    expect(profile.keywords).toEqual(expected.keywords);
  });

  it('imports every weapon profile exactly as the hand-checked table', () => {
    expect(weaponTable(profile)).toEqual(expected.weapons);
  });

  it('gives each model the hand-checked kit', () => {
    expect(kits(profile)).toEqual(expected.kits);
  });

  it('offers the hand-checked loadouts', () => {
    expect(profile.loadouts.map((l) => l.name)).toEqual(expected.loadouts);
  });

  it('writes YAML the loader validates, every loadout included', () => {
    const parsed = parseProfile(imported.yaml, 'imported.yaml');
    if (!parsed.ok) expect.fail(parsed.issues.map(formatIssue).join('\n'));
    expect(resolveUnit(parsed.value).ok).toBe(true);
    for (const loadout of parsed.value.loadouts) {
      const applied = resolveUnit(parsed.value, { loadouts: [loadout.name] });
      expect(applied.ok, loadout.name).toBe(true);
    }
  });

  it('invents no characteristic: M, T, Sv, W, Ld and OC are missing for every model', () => {
    for (const model of profile.models) {
      expect([model.M, model.T, model.Sv, model.W, model.Ld, model.OC]).toEqual([undefined, undefined, undefined, undefined, undefined, undefined]);
    }
    expect(imported.missing.map((m) => m.characteristics)).toEqual(profile.models.map(() => ['M', 'T', 'Sv', 'W', 'Ld', 'OC']));
    expect(imported.yaml).toContain('# Not in the export: M, T, Sv, W, Ld, OC.');
  });

  it('warns about the rules text after the datasheet, with line numbers, and drops nothing silently', () => {
    expect(imported.warnings.length).toBeGreaterThan(0);
    for (const warning of imported.warnings) expect(warning.line).toBeGreaterThan(0);
    expect(imported.warnings.some((w) => /follow the datasheet \(rules reference text\), not imported/.test(w.message))).toBe(true);
  });
});

describe('importDatasheet: the details of each seed', () => {
  it('Strike Team: the pulse carbine swap for one model or all, and the gun drone (twin pulse carbine, up to 2)', () => {
    const { profile } = importSeed('tau-empire-strike-team');
    const all = resolveUnit(profile, { loadouts: ['pulse-carbine-all'] });
    if (!all.ok) expect.fail(all.issues.map(formatIssue).join('\n'));
    expect(all.value.models.map((m) => `${m.count}× ${m.weapons.map((w) => w.entry.name).join(', ')}`)).toEqual([
      // "Any number of Fire Warrior models": the 9 Fire Warriors; the Shas'ui keeps its rifle (issue 14 point 11).
      '1× Pulse pistol, Pulse rifle, Close combat weapon, Support turret',
      '9× Pulse pistol, Close combat weapon, Pulse carbine',
    ]);
    const some = resolveUnit(profile, { loadouts: ['pulse-carbine', 'pulse-carbine', 'gun-drone', 'gun-drone'] });
    if (!some.ok) expect.fail(some.issues.map(formatIssue).join('\n'));
    const carbines = some.value.models.flatMap((m) => m.weapons.filter((w) => w.entry.name === 'Pulse carbine').map(() => m.count)).reduce((a, b) => a + b, 0);
    expect(carbines).toBe(2);
    const shasui = some.value.models.find((m) => m.name === "Fire Warrior Shas'ui" && m.weapons.some((w) => w.entry.name === 'Twin pulse carbine'));
    expect(shasui?.weapons.find((w) => w.entry.name === 'Twin pulse carbine')?.count).toBe(2);
    expect(resolveUnit(profile, { loadouts: ['gun-drone', 'gun-drone', 'gun-drone'] }).ok).toBe(false);
  });

  it('Strike Team: drones without a weapon profile are kept as notes, each with a warning on its line', () => {
    const imported = importSeed('tau-empire-strike-team');
    const drones = imported.warnings.filter((w) => w.path === 'wargear options');
    expect(drones.map((w) => [w.line, /no weapon profile for "(.+?)"/.exec(w.message)?.[1]])).toEqual([
      [16, 'guardian drone'],
      [18, 'marker drone'],
      [19, 'shield drone'],
    ]);
    expect(imported.datasheet.keptOptions).toHaveLength(3);
    expect(imported.yaml).toContain('1 marker drone (kept as text: no weapon profile for \\"marker drone\\" in the export)');
  });

  it('Mukaali Riders: the Sergeant options and the special-weapon swaps, two Riders at most', () => {
    const { profile } = importSeed('astra-militarum-mukaali-riders');
    const chosen = resolveUnit(profile, { loadouts: ['meltagun', 'plasma-gun', 'power-weapon', 'plasma-pistol'] });
    if (!chosen.ok) expect.fail(chosen.issues.map(formatIssue).join('\n'));
    expect(chosen.value.models.map((m) => `${m.count}× ${m.name}: ${m.weapons.map((w) => w.entry.name).join(', ')}`)).toEqual([
      '1× Mukaali Rider Sergeant: Stomping feet, Power weapon, Plasma pistol',
      '1× Mukaali Rider: Laspistol, Stomping feet, Plasma gun',
      '1× Mukaali Rider: Laspistol, Stomping feet, Meltagun',
    ]);
    expect(resolveUnit(profile, { loadouts: ['flamer', 'flamer'] }).ok).toBe(true);
    expect(resolveUnit(profile, { loadouts: ['flamer', 'meltagun', 'plasma-gun'] }).ok).toBe(false);
    expect(resolveUnit(profile, { loadouts: ['chainsword', 'power-weapon'] }).ok).toBe(false);
  });

  it('Starfangs: 1-2 Starfangs is two models, with one-starfang costing 70 points', () => {
    const { profile } = importSeed('drukhari-starfangs');
    const one = resolveUnit(profile, { loadouts: ['one-starfang'] });
    if (!one.ok) expect.fail(one.issues.map(formatIssue).join('\n'));
    expect(one.value.points).toBe(70);
    const two = resolveUnit(profile);
    expect(two.ok && two.value.points).toBe(140);
  });

  it('reads CORE and FACTION abilities and splits two abilities printed on one line', () => {
    const starfangs = importSeed('drukhari-starfangs').datasheet.abilities;
    expect(starfangs.core).toEqual(['Deadly Demise 1', 'Scouts 7"']);
    expect(starfangs.faction).toEqual(['Battle Focus']);
    expect(starfangs.unit.map((a) => a.name)).toEqual(['Hallucinogen Grenades']);
    const strike = importSeed('tau-empire-strike-team').datasheet.abilities;
    expect(strike.unit.map((a) => [a.name, a.line])).toEqual([
      ['Suppression Volley', 23],
      ['DS8 Support Turret', 23],
    ]);
    expect(strike.notes).toEqual(["Designer's Note: Place a Support Turret token next to this unit to remind you."]);
    expect(importSeed('astra-militarum-mukaali-riders').datasheet.abilities.core).toEqual(['Scouts 6"']);
  });

  it('lists the stratagems (name, CP, detachment, type) and the detachment abilities for reference', () => {
    const mukaali = importSeed('astra-militarum-mukaali-riders').datasheet;
    expect(mukaali.stratagems).toHaveLength(13);
    expect(mukaali.stratagems[0]).toEqual({ name: 'COMMAND RE-ROLL', cp: 1, detachment: 'Boarding Actions', type: 'Epic Deed', line: 50 });
    expect(mukaali.stratagems.find((s) => s.name === 'REINFORCEMENTS!')).toMatchObject({ cp: 2, detachment: 'Combined Regiment', type: 'Strategic Ploy' });
    expect(mukaali.stratagems.filter((s) => s.name === 'COMMAND RE-ROLL').map((s) => s.detachment)).toEqual(['Boarding Actions', 'Core']);
    expect(mukaali.detachmentAbilities).toEqual([{ name: 'Born Soldiers', detachment: 'Combined Regiment', line: 101 }]);

    const strike = importSeed('tau-empire-strike-team');
    expect(strike.datasheet.stratagems).toHaveLength(27);
    expect(strike.datasheet.stratagems.find((s) => s.name === 'GUIDED FIRE')).toMatchObject({ cp: 1, detachment: 'Auxiliary Cadre', type: null });
    expect(strike.datasheet.stratagems.find((s) => s.name === 'COMMAND RE-ROLL')).toMatchObject({ detachment: 'Core', type: null });
    expect(strike.datasheet.detachmentAbilities.map((d) => `${d.name} (${d.detachment})`)).toEqual([
      'Patient Hunter (Kauyon)',
      "Killing Blow (Mont'ka)",
      'Markerlight Precision (Starfire Cadre)',
    ]);
    expect(strike.yaml).toContain('- "Stratagem PULSE ONSLAUGHT: 2CP, Mont\'ka – Strategic Ploy"');
    expect(strike.yaml).toContain("- Detachment ability Killing Blow (Mont'ka Detachment)");

    expect(importSeed('drukhari-starfangs').datasheet.stratagems).toHaveLength(28);
    expect(importSeed('genestealer-cults-medusa-carriage-battery').datasheet.detachmentAbilities.map((d) => d.detachment)).toEqual(['Brood Brother Auxilia']);
  });

  it('keeps the faction keywords once although the export prints them twice, and none when it prints none', () => {
    expect(importSeed('drukhari-starfangs').datasheet.factionKeywords).toEqual(['DRUKHARI', 'ASURYANI']);
    expect(importSeed('astra-militarum-mukaali-riders').datasheet.factionKeywords).toEqual([]);
  });

  it('the Medusa Carriage Battery designer\'s note (crew tokens are no models) is a note, the unit one model', () => {
    const imported = importSeed('genestealer-cults-medusa-carriage-battery');
    expect(imported.profile.models.map((m) => m.count)).toEqual([1]);
    expect(imported.yaml).toContain("Designer's Note: Place five Heavy Artillery Crew tokens");
  });
});
