/**
 * Conditions written after a change: "… add 1 to the Hit roll if the target is Below Half-strength",
 * "…, if that attack targets a ^^Monster^^ unit", "… while (when) targeting an enemy unit within half range",
 * "… against ranged attacks" (handled by the shapes), and words that add nothing ("as well").
 */
import type { Requirement } from '../../effects/index.js';
import { readTarget } from '../target.js';
import { readSpottedTail } from './observers.js';

/** `instead`: the change replaces one made before ("… you can re-roll the Hit roll instead"). */
export type Tail = { readonly requires: readonly Requirement[]; readonly assumes: readonly string[]; readonly length: number; readonly instead?: boolean };

/** A condition at the start of `text` that holds for the change before it. */
export function readTail(text: string): Tail | string | undefined {
  // "… until the end of the turn" after a change: as long as the attacks of a calc last;
  // "…, instead of only a 6" after a lower critical threshold, "… while resolving those attacks": nothing more.
  const filler = /^,? (?:as well|too|until the end of the (?:turn|phase)|instead of (?:only )?(?:on )?(?:an? )?(?:unmodified )?6|while resolving those attacks|until the (?:start|end) of (?:your|the) next (?:turn|command phase|battle round))(?=$|[,;.]| and | if | while )/.exec(text);
  if (filler !== null) return { requires: [], assumes: [], length: filler[0].length };
  const instead = /^,? instead(?=$|[,;.]| and )/.exec(text);
  if (instead !== null) return { requires: [], assumes: [], length: instead[0].length, instead: true };
  // "… and you can only select one enemy unit as the target of all of this unit's attacks": one target, as every calc has.
  const oneTarget = /^,? and you (?:can|must) only select one (?:enemy )?unit as the target of (?:all of )?(?:this unit's|its) attacks/.exec(text);
  if (oneTarget !== null) return { requires: [], assumes: ["all of the unit's attacks target this one unit"], length: oneTarget[0].length };
  const own = /^,? (?:if|while) (?:this|the bearer's|that|that model's|its) unit is ((?:battle-shocked and )?below (?:its )?starting strength|below half-strength)/.exec(text);
  if (own !== null) return { requires: [], assumes: [`the attacking unit is ${own[1]}`], length: own[0].length };
  const spotted = readSpottedTail(text);
  if (spotted !== undefined) return spotted;
  const lead = /^,? (?:if|while) (?:that attack targets|the target of that attack is|the target is|targeting|that attack's target is|it targets) /.exec(text) ?? /^,? when targeting /.exec(text);
  if (lead === null) return undefined;
  const target = readTarget(text.slice(lead[0].length));
  if (target === undefined) return `the condition is not understood ("${text.slice(0, 80).trim()}")`;
  return { requires: target.requires, assumes: target.assumes, length: lead[0].length + target.length };
}
