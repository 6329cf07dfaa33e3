/**
 * "…, re-roll a Hit roll of 1 and, if the target is a DAEMON unit, re-roll a Wound roll of 1 as well": a
 * condition written between "and," and the change it is for, moved after that change ("… and re-roll a
 * Wound roll of 1 as well if the target is a DAEMON unit"), where the conditions after a change are read
 * (context/tails.ts). Only a condition on the target, up to its comma, and only before the sentence's last
 * change, one change alone: any other shape is left as written (and stays not understood).
 */
// The change after the condition is one change (no "and"): moved after several, the condition would hold for the last only.
const CONDITION_BEFORE_LAST = /,? and, (if (?:that attack targets|the target(?: of that attack)? is|the target is|the spotted unit was marked by) [^,;]+), ((?:(?! and )[^,;])+)$/;

export function conditionAfterChange(text: string): string {
  return text.replace(CONDITION_BEFORE_LAST, ' and $2 $1');
}
