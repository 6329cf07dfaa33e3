/**
 * Targets the sentences that go on from another name (follow-on.ts): "if that attack targets a PSYKER
 * CHARACTER unit" (a unit with both keywords, not one keyword of two words), "a unit that has this
 * model's Slayer's Oath keyword" (a keyword the rule chose, which the player asserts).
 */
import type { Requirement } from '../effects/index.js';

type Read = { readonly requires: readonly Requirement[]; readonly assumes: readonly string[] };
type Shape = { readonly pattern: RegExp; readonly read: (m: RegExpExecArray) => Read | undefined };

/** Keywords of the core rules that a unit's name never is: two of them are two keywords. */
const CORE = 'psyker|character|infantry|monster|vehicle|titanic|walker|beast|mounted|swarm|fly|battleline|epic hero';

export const FOLLOW_ON_TARGETS: readonly Shape[] = [
  {
    pattern: new RegExp(`^(?:an? |one )?(?:enemy )?(${CORE}) (${CORE}) (?:units?|models?)(?![a-z])`),
    read: (m) => (m[1] === m[2] ? undefined : { requires: [{ kind: 'keywords', unit: 'target', all: [m[1]!.toUpperCase(), m[2]!.toUpperCase()] }], assumes: [] }),
  },
  {
    pattern: /^(?:an? |one )?(?:enemy )?units? (?:that has|that have|with) (this model's|the bearer's|your) ([a-z][a-z' -]*?) keyword/,
    read: (m) => ({ requires: [], assumes: [`the target has ${m[1]} ${m[2]!.replace(/(^|\s)[a-z]/g, (c) => c.toUpperCase())} keyword`] }),
  },
];
