import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { formatIssue } from '../../src/profile/issue.js';
import { loadProfile } from '../../src/profile/load.js';
import { resolveUnit } from '../../src/profile/resolve.js';
import type { Unit, UnitProfile } from '../../src/profile/types.js';

const bundledDir = fileURLToPath(new URL('../../profiles/', import.meta.url));

function bundled(name: string): UnitProfile {
  const loaded = loadProfile(name, { bundledDir });
  if (!loaded.ok) throw new Error(loaded.issues.map(formatIssue).join('\n'));
  return loaded.value;
}

function resolved(name: string, loadouts: string[] = [], leaders: UnitProfile[] = []): Unit {
  const unit = resolveUnit(bundled(name), { loadouts, leaders });
  if (!unit.ok) throw new Error(unit.issues.map(formatIssue).join('\n'));
  return unit.value;
}

function problems(name: string, loadouts: string[]): string[] {
  const unit = resolveUnit(bundled(name), { loadouts });
  if (unit.ok) throw new Error('expected issues');
  return unit.issues.map(formatIssue);
}

/** "count× Model: weapon, 2× weapon" per model group. */
function kit(unit: Unit): string[] {
  return unit.models.map(
    (m) => `${m.count}× ${m.name}: ${m.weapons.map((c) => (c.count === 1 ? c.entry.name : `${c.count}× ${c.entry.name}`)).join(', ')}`,
  );
}

describe('resolveUnit: loadouts', () => {
  it('keeps the base models without a loadout', () => {
    expect(kit(resolved('strike-team'))).toEqual([
      "1× Fire Warrior Shas'ui: Pulse rifle, Pulse pistol, Support turret, Close combat weapon",
      '9× Fire Warrior: Pulse rifle, Pulse pistol, Close combat weapon',
    ]);
  });

  it('swaps a weapon on every model of a kind: the 9 Fire Warriors, not the Shas\'ui (issue 14 point 11)', () => {
    expect(kit(resolved('strike-team', ['pulse-carbine-all']))).toEqual([
      "1× Fire Warrior Shas'ui: Pulse rifle, Pulse pistol, Support turret, Close combat weapon",
      '9× Fire Warrior: Pulse pistol, Close combat weapon, Pulse carbine',
    ]);
  });

  it('swaps on some models, splitting the group, and repeats up to max', () => {
    expect(kit(resolved('strike-team', ['pulse-carbine', 'pulse-carbine']))).toEqual([
      "1× Fire Warrior Shas'ui: Pulse rifle, Pulse pistol, Support turret, Close combat weapon",
      '7× Fire Warrior: Pulse rifle, Pulse pistol, Close combat weapon',
      '2× Fire Warrior: Pulse pistol, Close combat weapon, Pulse carbine',
    ]);
    expect(kit(resolved('strike-team', ['gun-drone', 'gun-drone']))[0]).toBe(
      "1× Fire Warrior Shas'ui: Pulse rifle, Pulse pistol, Support turret, Close combat weapon, 2× Twin pulse carbine",
    );
  });

  it('combines loadouts, each Rider swapping once', () => {
    expect(kit(resolved('mukaali-riders', ['meltagun', 'plasma-gun', 'plasma-pistol', 'power-weapon']))).toEqual([
      '1× Mukaali Rider Sergeant: Stomping feet, Plasma pistol, Power weapon',
      '1× Mukaali Rider: Laspistol, Stomping feet, Plasma gun',
      '1× Mukaali Rider: Laspistol, Stomping feet, Meltagun',
    ]);
  });

  it('refuses more swaps than models, more uses than max, and unknown names', () => {
    expect(problems('mukaali-riders', ['meltagun', 'flamer', 'plasma-gun'])).toEqual([
      'profiles/mukaali-riders.yaml:177:9 loadouts[6].swaps[0]: loadout "plasma-gun" needs 1 Mukaali Rider carrying Hunting lance, and none is left',
    ]);
    expect(problems('mukaali-riders', ['chainsword', 'power-weapon'])).toEqual([
      'profiles/mukaali-riders.yaml:146:9 loadouts[2].swaps[0]: loadout "power-weapon" needs a Mukaali Rider Sergeant carrying Hunting lance, and none is left',
    ]);
    expect(problems('strike-team', ['gun-drone', 'gun-drone', 'gun-drone'])).toEqual([
      'profiles/strike-team.yaml:78:5 loadouts[0]: loadout "gun-drone" can be chosen at most 2 times',
    ]);
    expect(problems('strike-team', ['pulse-carbne'])).toEqual([
      'profiles/strike-team.yaml: Strike Team has no loadout named "pulse-carbne" (did you mean `pulse-carbine`?); loadouts: gun-drone, pulse-carbine, pulse-carbine-all',
    ]);
    expect(problems('meq', ['x'])).toEqual(['profiles/meq.yaml: MEQ has no loadouts, so --loadout "x" cannot apply']);
  });

  it('sets the unit size and prices it from the points table', () => {
    const two = resolved('starfangs');
    const one = resolved('starfangs', ['one-starfang']);
    expect([two.models[0]!.count, two.points]).toEqual([2, 140]);
    expect([one.models[0]!.count, one.points]).toEqual([1, 70]);
  });
});

describe('resolveUnit: attached leaders', () => {
  it('adds the leader models after the bodyguard, marked leader, and sums points and keywords', () => {
    const leader = bundled('meq');
    const unit = resolved('strike-team', [], [leader]);
    expect(unit.name).toBe('Strike Team + MEQ');
    expect(unit.models.map((m) => [m.name, m.leader])).toEqual([
      ["Fire Warrior Shas'ui", false],
      ['Fire Warrior', false],
      ['Marine', true],
    ]);
    expect(unit.points).toBeUndefined();
    expect(unit.keywords).toContain("T'AU EMPIRE");
    expect(unit.keywords).toContain('INFANTRY');
  });
});
