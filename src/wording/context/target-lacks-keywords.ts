/**
 * "If the target of that attack does not have the IMPERIUM or CHAOS keywords, …": the target has none of
 * them, which the scenario knows (a requirement on the target's keywords).
 */
import type { Phrase } from '../state.js';
import { keywordList } from '../target.js';

export const TARGET_LACKS_KEYWORDS: Phrase = {
  pattern: /^if the target(?: of that attack)? does not have the ([a-z][a-z' ,-]*?) keywords?,? /,
  read: (m, state) => {
    const none = keywordList(m[1]!);
    if (none === undefined) return `the keywords it names ("${m[1]}") are not keywords`;
    state.requires.push({ kind: 'keywords', unit: 'target', none });
  },
};
