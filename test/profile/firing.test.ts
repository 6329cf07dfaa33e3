import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { planFiring, type FiringOptions } from '../../src/profile/firing.js';
import { formatIssue } from '../../src/profile/issue.js';
import { loadProfile } from '../../src/profile/load.js';
import { resolveUnit } from '../../src/profile/resolve.js';
import { toDefenderUnit } from '../../src/profile/defender.js';
import type { Unit } from '../../src/profile/types.js';
import type { Conditions, DefenderUnit } from '../../src/rules/index.js';
import { MEQ, defenderOf, squad, unitOf } from './helpers.js';

const bundledDir = fileURLToPath(new URL('../../profiles/', import.meta.url));

function bundledUnit(name: string, loadouts: string[] = []): Unit {
  const loaded = loadProfile(name, { bundledDir });
  if (!loaded.ok) throw new Error(loaded.issues.map(formatIssue).join('\n'));
  const unit = resolveUnit(loaded.value, { loadouts });
  if (!unit.ok) throw new Error(unit.issues.map(formatIssue).join('\n'));
  return unit.value;
}

function bundledDefender(name: string): DefenderUnit {
  const defender = toDefenderUnit(bundledUnit(name));
  if (!defender.ok) throw new Error('not a defender');
  return defender.value;
}

type Options = Partial<Omit<FiringOptions, 'conditions'>> & { conditions?: Partial<Conditions> };

function plan(unit: Unit, options: Options = {}, defender: DefenderUnit = defenderOf(MEQ)): { fired: string[]; notes: readonly string[] } {
  const phase = options.phase ?? 'shooting';
  const result = planFiring(unit, defender, { ...options, phase, conditions: { phase, ...options.conditions } });
  if (!result.ok) throw new Error(result.issues.map(formatIssue).join('\n'));
  return {
    fired: result.value.fired.map((f) => `${f.count}× ${f.weapon.name} (${f.carriedBy.join(', ')})`),
    notes: result.value.notes,
  };
}

function refusal(unit: Unit, options: Options = {}): string[] {
  const phase = options.phase ?? 'shooting';
  const result = planFiring(unit, defenderOf(MEQ), { ...options, phase, conditions: { phase, ...options.conditions } });
  if (result.ok) throw new Error('expected issues');
  return result.issues.map(formatIssue);
}

describe('planFiring: shooting', () => {
  it('a strike team fires its pulse rifles, not its pistols, and no turret unless stationary', () => {
    expect(plan(bundledUnit('strike-team'))).toEqual({
      fired: ["10× Pulse rifle (Fire Warrior Shas'ui, Fire Warrior)"],
      notes: [
        'Support turret not fired: it needs the unit to have Remained Stationary (--stationary)',
        'Pulse pistol not fired: a model shoots either its pistols or its other ranged weapons (--pistols fires the pistols)',
      ],
    });
  });

  it('the support turret fires when the unit remained stationary', () => {
    expect(plan(bundledUnit('strike-team'), { conditions: { stationary: true } }).fired).toEqual([
      "10× Pulse rifle (Fire Warrior Shas'ui, Fire Warrior)",
      "1× Support turret (Fire Warrior Shas'ui)",
    ]);
  });

  // Issue 14 point 2: 10.07 / 10e [INDIRECT FIRE]: only [INDIRECT FIRE] weapons target a unit that is not visible.
  it('indirect fire: only the [INDIRECT FIRE] weapons fire, with a note; --visible lets the others fire too', () => {
    expect(plan(bundledUnit('strike-team'), { conditions: { stationary: true, indirect: true } })).toEqual({
      fired: ["1× Support turret (Fire Warrior Shas'ui)"],
      notes: [
        'Pulse rifle, Pulse pistol not fired: without [INDIRECT FIRE], they cannot target a unit that is not visible (--indirect); add --visible if their models can see the target',
      ],
    });
    expect(plan(bundledUnit('strike-team'), { visible: true, conditions: { stationary: true, indirect: true } }).fired).toEqual([
      "10× Pulse rifle (Fire Warrior Shas'ui, Fire Warrior)",
      "1× Support turret (Fire Warrior Shas'ui)",
    ]);
    // A granted [INDIRECT FIRE] counts.
    expect(plan(bundledUnit('strike-team'), { modifiers: { abilities: [{ kind: 'indirect-fire' }] }, conditions: { indirect: true } }).fired).toEqual([
      "10× Pulse rifle (Fire Warrior Shas'ui, Fire Warrior)",
    ]);
  });

  it('indirect fire with no [INDIRECT FIRE] weapon fires nothing: a located refusal that says why', () => {
    expect(refusal(bundledUnit('mukaali-riders'), { conditions: { indirect: true } })).toEqual([
      'profiles/mukaali-riders.yaml: no weapon of Mukaali Riders can attack in the shooting phase: Laspistol not fired: without [INDIRECT FIRE], it cannot target a unit that is not visible (--indirect); add --visible if its models can see the target',
    ]);
  });

  it('--pistols fires only the pistols', () => {
    expect(plan(bundledUnit('strike-team'), { pistols: true, conditions: { stationary: true } }).fired).toEqual([
      "10× Pulse pistol (Fire Warrior Shas'ui, Fire Warrior)",
    ]);
  });

  it('gun drones add twin pulse carbines to the Shas\'ui', () => {
    expect(plan(bundledUnit('strike-team', ['pulse-carbine-all', 'gun-drone', 'gun-drone'])).fired).toEqual([
      "1× Pulse rifle (Fire Warrior Shas'ui)",
      "2× Twin pulse carbine (Fire Warrior Shas'ui)",
      '9× Pulse carbine (Fire Warrior)',
    ]);
  });

  it('a model with only pistols fires them', () => {
    const unit = unitOf(squad('  - name: Pistol\n    range: 12\n    A: 1\n    BS: 4+\n    S: 4\n    AP: 0\n    D: 1\n    abilities: [pistol]\n', '[Pistol]'));
    expect(plan(unit).fired).toEqual(['5× Pistol (Trooper)']);
  });

  it('a VEHICLE fires every ranged weapon, pistols included', () => {
    expect(plan(bundledUnit('starfangs')).fired).toEqual(['2× Disintegrator cannon (Starfang)', '2× Starfang grenade launcher (Starfang)']);
    const tank = unitOf(
      squad(
        '  - name: Cannon\n    range: 48\n    A: 1\n    BS: 3+\n    S: 10\n    AP: -2\n    D: 3\n  - name: Pintle\n    range: 12\n    A: 1\n    BS: 3+\n    S: 4\n    AP: 0\n    D: 1\n    abilities: [pistol]\n',
        '[Cannon, Pintle]',
      ).replace('keywords: [INFANTRY]', 'keywords: [VEHICLE]'),
    );
    expect(plan(tank).fired).toEqual(['5× Cannon (Trooper)', '5× Pintle (Trooper)']);
  });

  it('a multi-profile weapon fires its first profile unless another is chosen', () => {
    const riders = bundledUnit('mukaali-riders', ['plasma-gun', 'plasma-pistol']);
    expect(plan(riders).fired).toEqual([
      '1× Plasma pistol – standard (Mukaali Rider Sergeant)',
      '1× Laspistol (Mukaali Rider)',
      '1× Plasma gun – standard (Mukaali Rider)',
    ]);
    expect(plan(riders, { profiles: [{ profile: 'supercharge' }] }).fired).toEqual([
      '1× Plasma pistol – supercharge (Mukaali Rider Sergeant)',
      '1× Laspistol (Mukaali Rider)',
      '1× Plasma gun – supercharge (Mukaali Rider)',
    ]);
    expect(plan(riders, { profiles: [{ weapon: 'plasma gun', profile: 'Supercharge' }] }).fired).toEqual([
      '1× Plasma pistol – standard (Mukaali Rider Sergeant)',
      '1× Laspistol (Mukaali Rider)',
      '1× Plasma gun – supercharge (Mukaali Rider)',
    ]);
  });

  it('--weapons keeps the named weapons (a pistol named is fired)', () => {
    expect(plan(bundledUnit('strike-team'), { weapons: ['pulse pistol'] }).fired).toEqual(["10× Pulse pistol (Fire Warrior Shas'ui, Fire Warrior)"]);
    expect(plan(bundledUnit('mukaali-riders', ['grenade-launcher']), { weapons: ['Grenade launcher – krak'] }).fired).toEqual([
      '1× Grenade launcher – krak (Mukaali Rider)',
    ]);
    expect(plan(bundledUnit('mukaali-riders', ['grenade-launcher']), { weapons: ['grenade launcher - krak'] }).fired).toEqual([
      '1× Grenade launcher – krak (Mukaali Rider)',
    ]);
  });

  it('refuses unknown weapon and profile names, weapons of the other phase, and an attack with nothing', () => {
    const team = bundledUnit('strike-team');
    expect(refusal(team, { weapons: ['pulse rfle'] })).toEqual(['--weapons: Strike Team has no weapon named "pulse rfle" (did you mean `Pulse rifle`?)']);
    expect(refusal(team, { weapons: ['close combat weapon'] })).toEqual([
      '--weapons: Close combat weapon is a melee weapon; use --phase melee to attack with it',
    ]);
    expect(refusal(team, { profiles: [{ profile: 'supercharge' }] })).toEqual([
      '--profile: no weapon of Strike Team has a profile named "supercharge" (none of its weapons has several profiles)',
    ]);
    expect(refusal(team, { weapons: ['support turret'] })).toEqual([
      'strike-team: no weapon of Strike Team can attack in the shooting phase with --weapons support turret: Support turret not fired: it needs the unit to have Remained Stationary (--stationary)',
    ].map((s) => s.replace('strike-team: ', 'profiles/strike-team.yaml: ')));
  });
});

describe('planFiring: melee', () => {
  it('each Rider fights with its lance plus the stomping feet ([EXTRA ATTACKS])', () => {
    expect(plan(bundledUnit('mukaali-riders'), { phase: 'melee', conditions: { charged: true } }).fired).toEqual([
      '3× Hunting lance (Mukaali Rider Sergeant, Mukaali Rider)',
      '3× Stomping feet (Mukaali Rider Sergeant, Mukaali Rider)',
    ]);
  });

  it('a model with several melee weapons uses the best against the target', () => {
    const weapons = `  - name: Knife
    range: melee
    A: 6
    WS: 4+
    S: 3
    AP: 0
    D: 1
  - name: Axe
    range: melee
    A: 2
    WS: 4+
    S: 6
    AP: -2
    D: 2
`;
    const unit = unitOf(squad(weapons, '[Knife, Axe]'));
    expect(plan(unit, { phase: 'melee' }, bundledDefender('meq'))).toEqual({
      fired: ['5× Axe (Trooper)'],
      notes: ['Trooper fights with Axe, the best of Knife, Axe against MEQ (--weapons picks another)'],
    });
    expect(plan(unit, { phase: 'melee' }, bundledDefender('geq')).fired).toEqual(['5× Knife (Trooper)']);
    expect(plan(unit, { phase: 'melee', weapons: ['knife'] }, bundledDefender('meq')).fired).toEqual(['5× Knife (Trooper)']);
  });
});
