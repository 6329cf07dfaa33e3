/** Adds `n` to the count kept for `key` (0 when there is none yet): the weapons and models a unit carries. */
export function addCount<K>(counts: Map<K, number>, key: K, n: number): void {
  counts.set(key, (counts.get(key) ?? 0) + n);
}
