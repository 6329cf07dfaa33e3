import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseProfile } from '../../src/profile/parse-profile.js';
import { issuesOf, profileOf, squad } from './helpers.js';

const RIFLE = `  - name: Rifle
    range: 24
    A: 2
    BS: 3+
    S: 4
    AP: -1
    D: 1
`;

describe('parseProfile: the example of issue 3', () => {
  const profile = profileOf(readFileSync(new URL('../fixtures/profiles/intercessors.yaml', import.meta.url), 'utf8'));

  it('reads the unit', () => {
    expect(profile.name).toBe('Intercessor Squad');
    expect(profile.faction).toBe('Adeptus Astartes');
    expect(profile.points).toBe(80);
    expect(profile.keywords).toEqual(['INFANTRY', 'BATTLELINE', 'GRENADES', 'IMPERIUM']);
  });

  it('reads every characteristic of the sergeant and the optional ones', () => {
    const [sergeant, trooper] = profile.models;
    expect(sergeant).toMatchObject({ name: 'Intercessor Sergeant', count: 1, M: 6, T: 4, Sv: 3, W: 2, Ld: 6, OC: 2, invuln: 4, fnp: 5, character: false });
    expect(trooper).toMatchObject({ name: 'Intercessor', count: 4, T: 4, Sv: 3, W: 2 });
    expect(trooper).not.toHaveProperty('invuln');
    expect(sergeant!.weapons.map((c) => [c.entry.name, c.count])).toEqual([
      ['Bolt rifle', 1],
      ['Close combat weapon', 1],
    ]);
  });

  it('reads the weapons as the engine wants them', () => {
    const [rifle, ccw] = profile.weapons.map((w) => w.variants[0]!);
    expect(rifle!.range).toBe(24);
    expect(rifle!.weapon).toMatchObject({ name: 'Bolt rifle', type: 'ranged', skill: 3, strength: 4, ap: -1 });
    expect(rifle!.weapon.attacks.text).toBe('2');
    expect(rifle!.weapon.abilities).toEqual([{ kind: 'assault' }, { kind: 'heavy' }]);
    expect(ccw!.range).toBe('melee');
    expect(ccw!.weapon).toMatchObject({ name: 'Close combat weapon', type: 'melee', skill: 3, strength: 4, ap: 0 });
  });
});

describe('parseProfile: values as datasheets print them', () => {
  it('accepts 24", quoted AP, dice, N/A for torrent and copies like "2x"', () => {
    const profile = profileOf(
      squad(
        `  - name: Flamer
    range: 12"
    A: D6
    BS: N/A
    S: 4
    AP: "0"
    D: 1
    abilities: "[ignores cover, torrent]"
  - name: Gun
    range: 24
    A: 2D6+1
    BS: 4
    S: 5
    AP: "-2"
    D: D3+1
    abilities: [[HEAVY], [SUSTAINED HITS 1]]
`,
        '[Flamer, 2x Gun]',
      ),
    );
    const [flamer, gun] = profile.weapons.map((w) => w.variants[0]!.weapon);
    expect(flamer).toMatchObject({ skill: null, ap: 0 });
    expect(flamer!.attacks.text).toBe('D6');
    expect(flamer!.abilities.map((a) => a.kind)).toEqual(['ignores-cover', 'torrent']);
    expect(gun).toMatchObject({ skill: 4, ap: -2 });
    expect(gun!.attacks.text).toBe('2D6+1');
    expect(gun!.damage.text).toBe('D3+1');
    expect(gun!.abilities.map((a) => a.kind)).toEqual(['heavy', 'sustained-hits']);
    expect(profile.models[0]!.weapons.map((c) => c.count)).toEqual([1, 2]);
  });

  it('reads Sv "-" as no armour save (7) and keywords given as one datasheet string', () => {
    const profile = profileOf(`name: Swarm
keywords: "SWARM; TYRANIDS, great devourer"
models:
  - name: Ripper
    count: 3
    T: 2
    Sv: "-"
    invuln: 6+
    W: 4
`);
    expect(profile.models[0]).toMatchObject({ Sv: 7, invuln: 6 });
    expect(profile.keywords).toEqual(['SWARM', 'TYRANIDS', 'GREAT DEVOURER']);
  });

  it('reads a multi-profile weapon with its default profile', () => {
    const profile = profileOf(
      squad(
        `  - name: Plasma gun
    default-profile: supercharge
    profiles:
      - name: standard
        range: 24
        A: 1
        BS: 3+
        S: 7
        AP: -2
        D: 1
        abilities: [rapid fire 1]
      - name: supercharge
        range: 24
        A: 1
        BS: 3+
        S: 8
        AP: -3
        D: 2
        abilities: [rapid fire 1, hazardous]
`,
        '[Plasma gun]',
      ),
    );
    const plasma = profile.weapons[0]!;
    expect(plasma.variants.map((v) => v.weapon.name)).toEqual(['Plasma gun – standard', 'Plasma gun – supercharge']);
    expect(plasma.defaultVariant).toBe(1);
  });

  it('reads a points table and defender-wide effects', () => {
    const profile = profileOf(`name: Bikes
points:
  - models: 3
    points: 75
  - models: 6
    points: 150
damage-reduction: 1
halve-damage: false
stealth: true
models:
  - name: Biker
    count: 3
    T: 5
    Sv: 3+
    W: 3
`);
    expect(profile.points).toEqual([
      { models: 3, points: 75 },
      { models: 6, points: 150 },
    ]);
    expect(profile).toMatchObject({ damageReduction: 1, halveDamage: false, stealth: true });
  });

  it('reads an inline leader', () => {
    const profile = profileOf(`name: Squad
leader:
  name: Sergeant Hero
  keywords: [CHARACTER]
  models:
    - name: Hero
      T: 4
      Sv: 3+
      W: 4
models:
  - name: Trooper
    count: 5
`);
    expect(profile.leaders).toHaveLength(1);
    expect(profile.leaders[0]).toMatchObject({ name: 'Sergeant Hero', keywords: ['CHARACTER'] });
  });
});

describe('parseProfile: every problem at once, each with file:line:col and field', () => {
  it('collects problems of several kinds in reading order', () => {
    const text = `name: Squad
keyword: [INFANTRY]
models:
  - name: Trooper
    count: 0
    T: four
    Sv: 3
    W: 2
    weapons: [Rifel]
weapons:
  - name: Rifle
    range: 24
    A: D7
    BS: 3+
    S: 4
    AP: 1
    D: 1
    abilities: [sustianed hits 1, lanse]
`;
    expect(issuesOf(text, 'squad.yaml')).toEqual([
      'squad.yaml:2:1 keyword: unknown key "keyword" (did you mean `keywords`?)',
      'squad.yaml:5:12 models[0].count: expected an integer from 1 to 1000, got 0',
      'squad.yaml:6:8 models[0].T: expected an integer from 1 to 30, got "four"',
      'squad.yaml:9:15 models[0].weapons[0]: no weapon named "Rifel" in this profile\'s `weapons` (did you mean `Rifle`?)',
      'squad.yaml:13:8 weapons[0].A: only D3 and D6 dice are used in Warhammer 40,000, got "D7"',
      'squad.yaml:16:9 weapons[0].AP: expected 0 or a negative AP, got 1 (did you mean `-1`?)',
      'squad.yaml:18:17 weapons[0].abilities[0]: unknown ability "sustianed hits 1" (did you mean `sustained hits 1`?)',
      'squad.yaml:18:35 weapons[0].abilities[1]: unknown ability "lanse" (did you mean `lance`?)',
    ]);
  });

  it('names missing keys of a weapon together', () => {
    expect(issuesOf(squad('  - name: Rifle\n    range: 24\n    BS: 3+\n', '[Rifle]'))).toEqual([
      'test.yaml:11:5 weapons[0]: missing `A`, `S`, `AP`, `D` (every weapon profile needs range, A, BS or WS, S, AP and D)',
    ]);
  });

  it('tells BS from WS by the range', () => {
    expect(issuesOf(squad(RIFLE.replace('range: 24', 'range: melee'), '[Rifle]'))).toEqual([
      'test.yaml:14:9 weapons[0].BS: melee weapons use WS, not BS (did you mean `WS`?)',
    ]);
  });

  it('refuses N/A skill without torrent', () => {
    expect(issuesOf(squad(RIFLE.replace('BS: 3+', 'BS: N/A'), '[Rifle]'))).toEqual([
      'test.yaml:14:9 weapons[0].BS: BS N/A is only for [TORRENT] weapons; give a roll like 4+ or add the torrent ability',
    ]);
  });

  it('names an unknown weapon of a model with the closest one', () => {
    expect(issuesOf(squad(RIFLE, '[Rifel]'))).toEqual([
      'test.yaml:9:15 models[0].weapons[0]: no weapon named "Rifel" in this profile\'s `weapons` (did you mean `Rifle`?)',
    ]);
  });

  it('does not report a model\'s weapon again when the weapon itself is invalid', () => {
    expect(issuesOf(squad(RIFLE.replace('S: 4', 'S: four'), '[Rifle]'))).toEqual([
      'test.yaml:15:8 weapons[0].S: expected an integer from 1 to 30, got "four"',
    ]);
  });

  it('checks the contents of a misspelt key as the key it resembles', () => {
    const text = squad(RIFLE.replace('S: 4', 'S: 0'), '[Rifle]').replace('weapons:\n  - name: Rifle', 'wepons:\n  - name: Rifle');
    expect(issuesOf(text)).toEqual([
      'test.yaml:10:1 wepons: unknown key "wepons" (did you mean `weapons`?)',
      'test.yaml:15:8 weapons[0].S: expected an integer from 1 to 30, got 0',
    ]);
  });

  it('rejects duplicate names and duplicate keys', () => {
    expect(issuesOf(squad(RIFLE + RIFLE, '[Rifle]'))).toEqual([
      'test.yaml:18:5 weapons[1].name: two weapons are named "Rifle"; give each profile of one weapon under `profiles`',
    ]);
    expect(issuesOf('name: A\nname: B\nmodels: []\n')).toEqual(['test.yaml:2:1: YAML syntax error: the key "name" is given twice in one mapping (first on line 1); keep one']);
  });

  it('requires name and at least one model', () => {
    expect(issuesOf('faction: Orks\nmodels: []\n')).toEqual([
      'test.yaml:1:1: missing `name`',
      'test.yaml:2:9 models: expected at least one model',
    ]);
  });

  it('explains the unquoted "-" save', () => {
    expect(issuesOf('name: X\nmodels:\n  - name: M\n    Sv: -\n')).toEqual([
      'test.yaml:4:9: YAML syntax error: Unexpected block-seq-ind on same line with key (a lone "-" starts a list: for "no save" write Sv: "-" in quotes)',
    ]);
  });

  it('rejects a document that is not a mapping, and an empty one', () => {
    expect(issuesOf('- a\n- b\n')).toEqual(['test.yaml:1:1: expected a unit profile (a mapping with name, models and weapons), got a list']);
    expect(issuesOf('')).toEqual(['test.yaml: the file is empty: expected a unit profile (a mapping with name, models and weapons)']);
    expect(issuesOf('# only a comment\n')).toEqual(['test.yaml: the file has no content: expected a unit profile (a mapping with name, models and weapons)']);
  });
});

describe('parseProfile: hostile YAML', () => {
  it('refuses an alias bomb without expanding it', () => {
    const levels = ['a: &a ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]'];
    for (let i = 1; i < 9; i++) {
      const prev = String.fromCharCode(96 + i);
      const name = String.fromCharCode(97 + i);
      levels.push(`${name}: &${name} [${Array(9).fill(`*${prev}`).join(',')}]`);
    }
    const parsed = parseProfile(levels.join('\n') + '\nname: x\nmodels: []\n', 'bomb.yaml');
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.issues[0]!.message).toMatch(/^YAML aliases expand too much/);
  });

  it('treats __proto__ and constructor as unknown keys, polluting nothing', () => {
    const parsed = parseProfile('__proto__: {polluted: true}\nname: X\nmodels:\n  - name: M\n    constructor: 1\n', 'proto.yaml');
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) {
      expect(parsed.issues.map((i) => i.path)).toEqual(['__proto__', 'models[0].constructor']);
    }
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
  });

  it('survives very deep nesting', () => {
    const parsed = parseProfile(`name: ${'['.repeat(50_000)}${']'.repeat(50_000)}\n`, 'deep.yaml');
    expect(parsed.ok).toBe(false);
  });

  it('accepts ordinary anchors and aliases', () => {
    const profile = profileOf(`name: Squad
models:
  - name: Sergeant
    T: 4
    Sv: 3+
    W: 2
    weapons: &kit [Rifle]
  - name: Trooper
    count: 4
    T: 4
    Sv: 3+
    W: 2
    weapons: *kit
weapons:
${RIFLE}`);
    expect(profile.models[1]!.weapons[0]!.entry.name).toBe('Rifle');
  });
});
