/**
 * Which Unit profile (statline) a model uses when it has none of its own. The data names statlines after
 * models, loosely: "Intercessor" for "Intercessor w/ grenade launcher", "Grimaldus" for "Chaplain
 * Grimaldus", "Ancient Gadriel, Veteran Sergeant Metaurus" for both of them, "Farstalkers & Kill-broker"
 * for "Kroot Farstalker", "Combat Servitor" (not "Servitor Underseer") for "Gun Servitor w/ heavy
 * bolter"; and a unit's models often share the one statline another model carries.
 * Undefined when no name fits and the statlines differ: a stated gap, never a guess between two.
 */
import { str, type BsNode } from './bs-tree.js';
import { nameKey } from './names.js';

/** A name's key with each word singular: "Kroot Hounds" and "Kroot Hound" are one. */
function singular(key: string): string {
  return key
    .split(' ')
    .map((w) => w.replace(/s$/, ''))
    .join(' ');
}

/** The names a statline stands for: "A, B & C" → A, B, C. */
function namesOf(profile: BsNode): string[] {
  return str(profile, 'name')
    .split(/\s*(?:,|&|\band\b)\s*/)
    .map((n) => singular(nameKey(n)))
    .filter((n) => n !== '');
}

const FILLER = new Set(['w', 'with', 'and', 'the', 'of']);

function words(key: string): Set<string> {
  return new Set(key.split(' ').filter((w) => !FILLER.has(w)));
}

function distinct(profiles: readonly BsNode[]): BsNode[] {
  return [...new Map(profiles.map((p) => [JSON.stringify(p['characteristics']), p])).values()];
}

export function matchStatline(modelName: string, statlines: readonly BsNode[]): BsNode | undefined {
  if (statlines.length === 0) return undefined;
  const key = singular(nameKey(modelName));
  const named = (test: (name: string) => boolean) => statlines.find((p) => namesOf(p).some(test));
  const found =
    named((n) => n === key) ??
    named((n) => key.startsWith(`${n} `)) ??
    named((n) => key.endsWith(` ${n}`));
  if (found !== undefined) return found;
  const unique = distinct(statlines);
  if (unique.length === 1) return unique[0];
  // The model's own noun, before its wargear: "Gun Servitor w/ heavy bolter" is a Servitor.
  const head = key.split(/ (?:w|with) /)[0]!.split(' ').pop()!;
  const byHead = unique.filter((p) => namesOf(p).some((n) => n.split(' ').pop() === head));
  if (byHead.length === 1) return byHead[0];
  // The statline sharing the most words with the model's name, when one shares more than the others.
  const mine = words(key);
  const scored = unique.map((p) => ({ p, score: Math.max(...namesOf(p).map((n) => [...words(n)].filter((w) => mine.has(w)).length)) })).sort((a, b) => b.score - a.score);
  return scored[0]!.score > 0 && scored[0]!.score > (scored[1]?.score ?? 0) ? scored[0]!.p : undefined;
}
