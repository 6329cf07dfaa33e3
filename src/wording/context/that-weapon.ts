/**
 * A weapon a rule names as the one shooting, then "that weapon": "Each time this unit shoots its Cerberus
 * neutron pulse array in your Shooting phase, …, that weapon has the [LETHAL HITS] ability", "Each time a
 * model in this unit targets the closest eligible target with its snazzgun, until the end of the phase, that
 * weapon has an Attacks characteristic of 4". Without a weapon named before it, "that weapon" is one the
 * player selects (shapes/weapon-ability.ts says so).
 */
import type { Phrase } from '../state.js';
import { readTarget } from '../target.js';

const SHOOTING = { kind: 'phase', phases: ['shooting'] } as const;

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
      if (target === undefined || weapon === null || weapon === undefined) return `the condition is not understood ("${after.slice(0, 60)}")`;
      state.side = 'attacker';
      state.scope = m[0].includes('this model') ? 'bearer' : 'unit';
      state.weapons = [weapon[1]!];
      state.requires.push(...target.requires);
      state.assumes.push(...target.assumes);
      return target.length + weapon[0].length;
    },
  },
  {
    // "that weapon has …" after one of those: the holder is that weapon.
    pattern: /^that weapon (?:has|gains?) (?:the )?(?=\[|an? (?:attacks|strength|damage) characteristic of )/,
    read: (_m, state) => {
      if (state.weapons === undefined || state.side !== 'attacker') return 'it changes a weapon the player selects, not every weapon';
      state.holder = { scope: state.scope ?? 'unit', weapons: 'all' };
    },
  },
];
