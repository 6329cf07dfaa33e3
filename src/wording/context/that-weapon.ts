/**
 * A weapon a rule names as the one shooting, then "that weapon": "Each time this unit shoots its Cerberus
 * neutron pulse array in your Shooting phase, …, that weapon has the [LETHAL HITS] ability", "Each time a
 * model in this unit targets the closest eligible target with its snazzgun, until the end of the phase, that
 * weapon has an Attacks characteristic of 4". Without a weapon named before it, "that weapon" is one the
 * player selects (shapes/weapon-ability.ts says so).
 */
import type { Phrase, SentenceState } from '../state.js';
import { readTarget, type TargetCondition } from '../target.js';

const SHOOTING = { kind: 'phase', phases: ['shooting'] } as const;

const SELECTED = 'it changes a weapon the player selects, not every weapon';

/** The weapon named, fired by the unit or the model at a target so: the characters of the target consumed. */
function shootsAt(state: SentenceState, scope: 'unit' | 'bearer', weapon: string, target: TargetCondition): number {
  state.side = 'attacker';
  state.scope = scope;
  state.weapons = [weapon];
  state.requires.push(...target.requires);
  state.assumes.push(...target.assumes);
  return target.length;
}

export const NAMED_WEAPON_SHOOTS: readonly Phrase[] = [
  {
    pattern: /^each time this (unit|model) shoots (?:with )?its ([a-z'][a-z' -]*?) in your shooting phase,? /,
    read: (m, state) => {
      state.side = 'attacker';
      state.scope = m[1] === 'unit' ? 'unit' : 'bearer';
      state.weapons = [m[2]!];
      state.requires.push(SHOOTING);
    },
  },
  {
    pattern: /^each time (?:a model in this unit|this model) targets (?=the closest )/,
    read: (m, state, after) => {
      const target = readTarget(after);
      const weapon = target === undefined ? null : /^ with its ([a-z'][a-z' -]*?),? /.exec(after.slice(target.length));
      if (target === undefined || weapon === null) return `the condition is not understood ("${after.slice(0, 60)}")`;
      return shootsAt(state, m[0].includes('this model') ? 'bearer' : 'unit', weapon[1]!, target) + weapon[0].length;
    },
  },
  {
    // 11e's "while making attacks with this unit, if its blitzkannon targeted a non-MONSTER/VEHICLE unit, that weapon has +6 A".
    pattern: /^while making attacks with this unit, if its ([a-z'][a-z' -]*?) target(?:ed|s) /,
    read: (m, state, after) => {
      const target = readTarget(after);
      const comma = target === undefined ? null : /^,? /.exec(after.slice(target.length));
      if (target === undefined || comma === null) return `the condition is not understood ("${after.slice(0, 60)}")`;
      return shootsAt(state, 'unit', m[1]!, target) + comma[0].length;
    },
  },
  {
    // "Once per battle, after selecting targets for a Psychic weapon equipped by this model, …, improve … of that weapon".
    pattern: /^after selecting targets for an? ([a-z][a-z' -]*?) weapon equipped by (?:this model|the bearer),? /,
    read: (m, state) => {
      state.side = 'attacker';
      state.scope = 'bearer';
      state.weapons = [m[1]!];
      state.assumes.push(`the ${m[1]} weapon this model fires is the one it is used for`);
    },
  },
  {
    // "At the start of the battle, select one melee weapon equipped by the bearer; add 1 to … of that weapon".
    pattern: /^(?:at the start of the battle, )?select one (?:ranged |melee )?weapon equipped by (?:the bearer|this model)[;,] /,
    read: () => SELECTED,
  },
  {
    // "that weapon has …" after one of those: the holder is that weapon.
    pattern: /^that weapon (?:has|gains?) (?:the )?(?=\[|an? (?:attacks|strength|damage) characteristic of |[+-]\d (?:a|s|ap|d)\b)/,
    read: (_m, state) => {
      if (state.weapons === undefined || state.side !== 'attacker') return SELECTED;
      state.holder = { scope: state.scope ?? 'unit', weapons: 'all' };
    },
  },
];
