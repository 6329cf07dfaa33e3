/** "Until that fight is resolved," "Until those attacks are resolved," before a change: as long as the attacks of a calc last. */
import type { Phrase } from '../state.js';

export const UNTIL_RESOLVED: Phrase = {
  pattern: /^until (?:that fight is|those attacks are|the attacks are|its attacks are) resolved,? /,
  read: () => {},
};
