/**
 * Small builders for the simulator tests: every field has a plain default, a test states only what matters.
 */
import { parseDice, type Dice } from '../../src/prob/dice.js';
import type {
  AttackerUnit,
  Conditions,
  DefenderUnit,
  FiringGroup,
  ModelGroup,
  Modifiers,
  Scenario,
  Weapon,
  WeaponAbility,
} from '../../src/rules/types.js';
import type { Roller } from '../../src/sim/roller.js';

export function dice(text: string | number): Dice {
  const parsed = parseDice(text);
  if (!parsed.ok) throw new Error(parsed.message);
  return parsed.value;
}

type WeaponSpec = Partial<Omit<Weapon, 'attacks' | 'damage'>> & {
  readonly attacks?: string | number;
  readonly damage?: string | number;
};

/** Defaults: ranged, A 1, BS 4+, S4, AP 0, D 1, no abilities. */
export function weapon(spec: WeaponSpec = {}): Weapon {
  return {
    name: spec.name ?? 'gun',
    type: spec.type ?? 'ranged',
    attacks: dice(spec.attacks ?? 1),
    skill: spec.skill === undefined ? 4 : spec.skill,
    strength: spec.strength ?? 4,
    ap: spec.ap ?? 0,
    damage: dice(spec.damage ?? 1),
    abilities: spec.abilities ?? [],
  };
}

export function torrent(spec: WeaponSpec = {}): Weapon {
  return weapon({ ...spec, skill: null, abilities: [{ kind: 'torrent' }, ...(spec.abilities ?? [])] });
}

export function firing(w: Weapon, count = 1, modifiers?: Modifiers): FiringGroup {
  return modifiers === undefined ? { weapon: w, count } : { weapon: w, count, modifiers };
}

/** Defaults: one model, W1, T4, no save, not a CHARACTER. */
export function group(spec: Partial<ModelGroup> = {}): ModelGroup {
  return {
    name: spec.name ?? 'models',
    count: spec.count ?? 1,
    wounds: spec.wounds ?? 1,
    toughness: spec.toughness ?? 4,
    save: spec.save ?? 7,
    ...(spec.invuln === undefined ? {} : { invuln: spec.invuln }),
    ...(spec.invulnRanged === undefined ? {} : { invulnRanged: spec.invulnRanged }),
    ...(spec.invulnMelee === undefined ? {} : { invulnMelee: spec.invulnMelee }),
    ...(spec.feelNoPain === undefined ? {} : { feelNoPain: spec.feelNoPain }),
    ...(spec.feelNoPainMortal === undefined ? {} : { feelNoPainMortal: spec.feelNoPainMortal }),
    ...(spec.feelNoPainPsychic === undefined ? {} : { feelNoPainPsychic: spec.feelNoPainPsychic }),
    character: spec.character ?? false,
    leader: spec.leader ?? false,
    keywords: spec.keywords ?? [],
  };
}

export function unit(groups: readonly ModelGroup[], extra: Partial<Omit<DefenderUnit, 'groups'>> = {}): DefenderUnit {
  return { name: extra.name ?? 'target', keywords: extra.keywords ?? [], ...extra, groups };
}

export type ScenarioSpec = {
  readonly firing: readonly FiringGroup[];
  readonly defender: DefenderUnit;
  readonly conditions?: Partial<Conditions>;
  readonly modifiers?: Modifiers;
  readonly self?: DefenderUnit;
};

export function scenario(spec: ScenarioSpec): Scenario {
  const attacker: AttackerUnit = {
    name: 'attacker',
    firing: spec.firing,
    ...(spec.self === undefined ? {} : { self: spec.self }),
  };
  return {
    attacker,
    defender: spec.defender,
    conditions: { phase: 'shooting', ...spec.conditions },
    ...(spec.modifiers === undefined ? {} : { modifiers: spec.modifiers }),
  };
}

export const ability = {
  sustained: (x: string | number): WeaponAbility => ({ kind: 'sustained-hits', x: dice(x) }),
  lethal: { kind: 'lethal-hits' } as WeaponAbility,
  devastating: { kind: 'devastating-wounds' } as WeaponAbility,
  precision: { kind: 'precision' } as WeaponAbility,
  hazardous: { kind: 'hazardous' } as WeaponAbility,
  indirect: { kind: 'indirect-fire' } as WeaponAbility,
  melta: (x: number): WeaponAbility => ({ kind: 'melta', x }),
  anti: (keyword: string, threshold: number): WeaponAbility => ({ kind: 'anti', keyword, threshold }),
};

/** A roller that returns the given faces in order and fails when asked for more (or for another die). */
export function scriptedRoller(script: ReadonlyArray<readonly [sides: number, face: number]>): Roller & { left(): number } {
  let next = 0;
  return {
    roll(sides: number): number {
      const step = script[next];
      if (step === undefined) throw new Error(`scriptedRoller: asked for die ${next + 1} (D${sides}), script has ${script.length}`);
      if (step[0] !== sides) throw new Error(`scriptedRoller: die ${next + 1} is a D${sides}, script says D${step[0]}`);
      next++;
      return step[1];
    },
    left: () => script.length - next,
  };
}

/** Six-sided script from faces. */
export function d6s(...faces: number[]): Array<readonly [number, number]> {
  return faces.map((f) => [6, f] as const);
}
