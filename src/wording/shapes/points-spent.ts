/**
 * "Spend up to 3YP, and, until the end of the phase, add the number of YP you just spent to the Damage
 * characteristic of the bearer's ranged weapons": +1 for each point spent, a count the player gives with the
 * rule's name (`--effect "Iron Ambassador=2"`, docs/effects.md "Counts"), at most the points it lets spend.
 */
import type { FoundChange, SentenceState } from '../state.js';
import { countAssumption, type Count } from '../types.js';
import { ADD } from './characteristic.js';
import { OWNER } from './owner.js';
import type { EffectShape } from './shape.js';

/** "add 1 to the <characteristic> of <owner>" made once for each of `count`, read by the characteristic shape; or why not. */
export function oncePer(characteristicOfOwner: string, count: Count, state: SentenceState): readonly FoundChange[] | string {
  const one = ADD.pattern.exec(`add 1 to the ${characteristicOfOwner}`);
  if (one === null) return `a change not understood ("${characteristicOfOwner}")`;
  const read = ADD.read(one, state);
  if (typeof read === 'string') return read;
  return read.map((f) => ({ ...f, count, assumes: [...(f.assumes ?? []), countAssumption(count)] }));
}

export const POINTS_SPENT: EffectShape = {
  pattern: new RegExp(`^spend up to (\\d+) ?(yp|cp),? and,? until the end of the phase, add the number of \\2 you just spent to the ((?:attacks|strength|damage) characteristics? of (?:${OWNER}))$`),
  read: (m, state) => oncePer(m[3]!, { of: 'given', what: `${m[2]!.toUpperCase()} spent`, per: 1, max: Number(m[1]) }, state),
};
