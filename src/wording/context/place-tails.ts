/**
 * Where the unit stands, written after its changes: "The bearer's unit has the Benefit of Cover and the Stealth
 * ability while the bearer's unit is wholly within 3" of one or more friendly TRANSPORT models" holds for every
 * change before it, so it is read first ("While the bearer's unit is wholly within 3" of …, the bearer's unit
 * has …"): a place the scenario does not know, which naming the rule asserts (context/named.ts).
 */
const PLACE_LAST = /^((?:this unit|the bearer's unit|this model|the bearer) (?:has|have) [^,;]+?) (while (?:this unit|the bearer's unit|this model|the bearer) is (?:wholly )?within \d+" of one or more friendly [a-z][a-z' -]*? (?:models?|units?))$/;

export function placeFirst(lower: string): string {
  return lower.replace(PLACE_LAST, '$2, $1');
}
