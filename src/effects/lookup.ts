/**
 * Finding effects by name and factions by name, forgiving case, punctuation and apostrophes
 * ("point blank ambush", "Murderers Circus"). Suggestions for unknown names are the CLI's job.
 */
import { EFFECTS } from './catalogue/index.js';
import type { EffectEntry } from './types.js';

/** Lower case, letters and digits only: "Point-Blank Ambush" and "point blank ambush" are the same name. */
export function normaliseName(name: string): string {
  return name.toLowerCase().replace(/[^a-z0-9]/g, '');
}

/** The name without a parenthesised choice: "Malicious Frenzy (Lethal Hits)" → "Malicious Frenzy". */
function baseName(entry: EffectEntry): string {
  return entry.name.replace(/\s*\(.*\)\s*$/, '');
}

export type EffectLookup =
  | { readonly kind: 'found'; readonly entry: EffectEntry }
  /** A rule used in several ways (Malicious Frenzy): name the way. */
  | { readonly kind: 'ambiguous'; readonly entries: readonly EffectEntry[] }
  | { readonly kind: 'unknown' };

export function lookupEffect(name: string, catalogue: readonly EffectEntry[] = EFFECTS): EffectLookup {
  const key = normaliseName(name);
  if (key === '') return { kind: 'unknown' };
  const entry = catalogue.find((e) => [e.name, e.id, ...(e.aliases ?? [])].some((n) => normaliseName(n) === key));
  if (entry !== undefined) return { kind: 'found', entry };
  const variants = catalogue.filter((e) => normaliseName(baseName(e)) === key);
  if (variants.length > 0) return { kind: 'ambiguous', entries: variants };
  return { kind: 'unknown' };
}

/** Every name `--effect` accepts (the printed names first), for suggestions. */
export function effectNames(catalogue: readonly EffectEntry[] = EFFECTS): string[] {
  return [...catalogue.map((e) => e.name), ...catalogue.flatMap((e) => e.aliases ?? [])];
}

/** Entries whose name contains every word of `text` (for suggestions when no name is close). */
export function effectsMentioning(text: string, catalogue: readonly EffectEntry[] = EFFECTS): EffectEntry[] {
  const words = text.toLowerCase().split(/[^a-z0-9]+/).filter((w) => w.length >= 3);
  if (words.length === 0) return [];
  return catalogue.filter((e) => words.every((w) => normaliseName(e.name).includes(w)));
}

export function factions(catalogue: readonly EffectEntry[] = EFFECTS): string[] {
  return catalogue.map((e) => e.faction).filter((f, i, all) => all.indexOf(f) === i);
}

/** The faction a user means by "tau", "T'au Empire", "drukhari"…: one that contains the typed letters. */
export function matchFaction(text: string, catalogue: readonly EffectEntry[] = EFFECTS): string | undefined {
  const key = normaliseName(text);
  if (key === '') return undefined;
  const all = factions(catalogue);
  return all.find((f) => normaliseName(f) === key) ?? all.find((f) => normaliseName(f).startsWith(key));
}
