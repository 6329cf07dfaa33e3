/** "Did you mean …?" for misspelt keys, abilities, weapon and profile names. */

/** Edit distance with adjacent transpositions ("Rifel" → "Rifle" is 1): optimal string alignment. */
export function editDistance(a: string, b: string): number {
  if (a === b) return 0;
  const rows: number[][] = [];
  for (let i = 0; i <= a.length; i++) {
    const row: number[] = [i];
    for (let j = 1; j <= b.length; j++) {
      if (i === 0) {
        row.push(j);
        continue;
      }
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(rows[i - 1]![j]! + 1, row[j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) best = Math.min(best, rows[i - 2]![j - 2]! + 1);
      row.push(best);
    }
    rows.push(row);
  }
  return rows[a.length]![b.length]!;
}

const bag = new Int32Array(64);

/**
 * A lower bound of editDistance: how many letters of one the other lacks (counted in 64 buckets, which
 * can only lower it). An edit changes it by at most one; a transposition not at all.
 */
function bagDistance(a: string, b: string): number {
  bag.fill(0);
  for (let i = 0; i < a.length; i++) bag[a.charCodeAt(i) & 63]!++;
  for (let i = 0; i < b.length; i++) bag[b.charCodeAt(i) & 63]!--;
  let surplus = 0;
  let lack = 0;
  for (const n of bag) {
    if (n > 0) surplus += n;
    else lack -= n;
  }
  return Math.max(surplus, lack);
}

/**
 * How far `candidate` is from `needle` (already lower case), ignoring case, when it is close enough to be
 * a plausible typo (closest's rule, below); undefined when it is not.
 */
export function typoDistance(needle: string, candidate: string): number | undefined {
  const hay = candidate.toLowerCase();
  const limit = Math.max(1, Math.floor(Math.max(needle.length, hay.length) / 3));
  // The edit distance is at least the difference in length, and the letters one has and the other has
  // not: most candidates stop here, before the full distance.
  if (Math.abs(needle.length - hay.length) > limit || bagDistance(needle, hay) > limit) return undefined;
  const distance = hay === needle ? 0 : editDistance(needle, hay);
  return distance <= limit ? distance : undefined;
}

/**
 * The candidate closest to `input` (ignoring case), or undefined when none is close enough to be a
 * plausible typo: at most a third of the longer word's letters differ (and at least 1 may).
 */
export function closest(input: string, candidates: Iterable<string>): string | undefined {
  const needle = input.toLowerCase();
  let best: string | undefined;
  let bestDistance = Infinity;
  for (const candidate of candidates) {
    const distance = typoDistance(needle, candidate);
    if (distance !== undefined && distance < bestDistance) {
      best = candidate;
      bestDistance = distance;
    }
  }
  return best;
}

/** ` (did you mean `x`?)` or nothing. */
export function didYouMean(input: string, candidates: Iterable<string>): string {
  const match = closest(input, candidates);
  return match === undefined ? '' : ` (did you mean \`${match}\`?)`;
}
